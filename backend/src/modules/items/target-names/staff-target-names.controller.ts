import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import type { DataAnswer, Enveloped, TargetNameRow, TargetNamesAnswer } from '@shop/contract';
import { ok } from '../../../http/envelope';
import { StaffGuard } from '../../identity/staff.guard';
import { AddTargetNameDto, RemoveTargetNameDto, TargetNamesQueryDto } from './target-names.dto';
import { TargetNamesService } from './target-names.service';

/** Staff keep the Chinese names of targets that search reads (/admin/catalogue/targetnames). */
@Controller('admininfo/catalogue/targetnames')
@UseGuards(StaffGuard)
export class StaffTargetNamesController {
  constructor(private readonly targetNames: TargetNamesService) {}

  @Get()
  async list(@Query() query: TargetNamesQueryDto): Promise<Enveloped<TargetNamesAnswer>> {
    return ok(await this.targetNames.page(query.search ?? '', query.page ?? 1));
  }

  @Post()
  @HttpCode(200)
  async add(@Body() form: AddTargetNameDto): Promise<Enveloped<DataAnswer<TargetNameRow>>> {
    return ok({ data: await this.targetNames.add(form.symbol, form.name) });
  }

  @Post('remove')
  @HttpCode(200)
  async remove(@Body() form: RemoveTargetNameDto): Promise<Enveloped<DataAnswer<TargetNameRow>>> {
    return ok({ data: await this.targetNames.remove(Number(form.id)) });
  }
}
