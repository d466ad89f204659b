import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import type { DataAnswer, Enveloped, TargetFamiliesAnswer, TargetFamilyRow, TargetNameRow, TargetNamesAnswer } from '@shop/contract';
import { ok } from '../../../http/envelope';
import { StaffGuard } from '../../identity/staff.guard';
import { AddFamilyMemberDto, AddTargetNameDto, RemoveFamilyMemberDto, RemoveTargetNameDto, TargetNamesQueryDto } from './target-names.dto';
import { TargetFamiliesService } from './target-families.service';
import { TargetNamesService } from './target-names.service';

/** Staff keep the Chinese names of targets that search reads (/admin/catalogue/targetnames). */
@Controller('admininfo/catalogue/targetnames')
@UseGuards(StaffGuard)
export class StaffTargetNamesController {
  constructor(
    private readonly targetNames: TargetNamesService,
    private readonly families: TargetFamiliesService,
  ) {}

  /** The families of targets (issue 49): what 热休克蛋白 or heat shock protein finds. */
  @Get('families')
  async familyList(): Promise<Enveloped<TargetFamiliesAnswer>> {
    return ok(await this.families.list());
  }

  @Post('families')
  @HttpCode(200)
  async addMember(@Body() form: AddFamilyMemberDto): Promise<Enveloped<DataAnswer<TargetFamilyRow>>> {
    return ok({ data: await this.families.add(form.family, form.symbol) });
  }

  @Post('families/remove')
  @HttpCode(200)
  async removeMember(@Body() form: RemoveFamilyMemberDto): Promise<Enveloped<DataAnswer<TargetFamilyRow>>> {
    return ok({ data: await this.families.remove(Number(form.id)) });
  }

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
