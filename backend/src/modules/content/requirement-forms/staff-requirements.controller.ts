import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { DataAnswer, Enveloped, RequirementRow, StaffPage } from '@shop/contract';
import { ok } from '../../../http/envelope';
import { ParseIdPipe } from '../../../http/parse-id.pipe';
import { StaffGuard } from '../../identity/staff.guard';
import { InboxQueryDto } from './dto/requirement.dto';
import { INBOX_PAGE_SIZE, RequirementsService } from './requirements.service';

/** The requirement-form inbox (staff only). */
@Controller('admininfo')
@UseGuards(StaffGuard)
export class StaffRequirementsController {
  constructor(private readonly requirements: RequirementsService) {}

  @Get('requirements')
  async inbox(@Query() query: InboxQueryDto): Promise<Enveloped<StaffPage<RequirementRow>>> {
    const { forms, total } = await this.requirements.inbox(Number(query.page ?? 1));
    return {
      ...ok({ total, pagesize: INBOX_PAGE_SIZE }),
      data: forms.map((f): RequirementRow => ({
        id: f.id,
        email: f.email,
        antibodyname: f.antibodyName,
        apply: f.applications,
        resource: f.sources,
        description: f.description,
        language: f.language,
        mailed: f.mailed,
        handled: f.handledAt !== null,
        committime: f.createdAt.toISOString(),
      })),
    };
  }

  @Post('requirements/:id/handled')
  @HttpCode(200)
  async handled(@Param('id', ParseIdPipe) id: number): Promise<Enveloped<DataAnswer<Pick<RequirementRow, 'id' | 'handled'>>>> {
    const form = await this.requirements.markHandled(id);
    return ok({ data: { id: form.id, handled: true } });
  }
}
