import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { DataAnswer, Enveloped, StaffReference } from '@shop/contract';
import type { Request } from 'express';
import { ok } from '../../../http/envelope';
import { ParseIdPipe } from '../../../http/parse-id.pipe';
import { StaffGuard } from '../../identity/staff.guard';
import { localizedProblems } from '../catalogue-changes/localized-problems';
import { ReferenceForm, StaffReferencesService } from './staff-references.service';

/** A product's references in the staff editor (the references sheet does the same in bulk). */
@Controller('admininfo/catalogue/products/:pid/references')
@UseGuards(StaffGuard)
export class StaffReferencesController {
  constructor(private readonly references: StaffReferencesService) {}

  @Get()
  async list(@Param('pid', ParseIdPipe) pid: number): Promise<Enveloped<DataAnswer<StaffReference[]>>> {
    return ok({ data: await this.references.list(pid) });
  }

  @Post()
  @HttpCode(200)
  async add(@Param('pid', ParseIdPipe) pid: number, @Body() form: ReferenceForm, @Req() req: Request): Promise<Enveloped<DataAnswer<StaffReference[]>>> {
    return ok({ data: await localizedProblems(req, () => this.references.add(pid, form ?? {})) });
  }

  @Post(':position')
  @HttpCode(200)
  async update(@Param('pid', ParseIdPipe) pid: number, @Param('position', ParseIdPipe) position: number, @Body() form: ReferenceForm, @Req() req: Request): Promise<Enveloped<DataAnswer<StaffReference[]>>> {
    return ok({ data: await localizedProblems(req, () => this.references.update(pid, position, form ?? {})) });
  }

  @Post(':position/delete')
  @HttpCode(200)
  async remove(@Param('pid', ParseIdPipe) pid: number, @Param('position', ParseIdPipe) position: number): Promise<Enveloped<DataAnswer<StaffReference[]>>> {
    return ok({ data: await this.references.remove(pid, position) });
  }
}
