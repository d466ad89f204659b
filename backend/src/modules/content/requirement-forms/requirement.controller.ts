import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { DataAnswer, Enveloped, RequirementRow } from '@shop/contract';
import type { Request } from 'express';
import { ok } from '../../../http/envelope';
import { requestLanguage } from '../../../http/request-language';
import { SessionGuard } from '../../identity/session.guard';
import { RequirementDto } from './dto/requirement.dto';
import { RequirementThrottleGuard } from './requirement-throttle.guard';
import { RequirementRequest, RequirementsService } from './requirements.service';

function requirementOf(dto: RequirementDto): RequirementRequest {
  return {
    email: dto.email ?? '',
    antibodyName: dto.antibodyname ?? '',
    applications: dto.apply,
    sources: dto.resource,
    description: dto.description ?? '',
  };
}

/**
 * The /xuqiu requirement form. The spec's client sent nothing; here the form is stored and mailed
 * to sales. Open to visitors; a logged-in sender is remembered.
 */
@Controller('requirementinfo')
export class RequirementController {
  constructor(
    private readonly requirements: RequirementsService,
    private readonly sessionGuard: SessionGuard,
  ) {}

  @Post('addrequirement')
  @HttpCode(200)
  @UseGuards(RequirementThrottleGuard)
  async add(@Body() dto: RequirementDto, @Req() req: Request): Promise<Enveloped<DataAnswer<Pick<RequirementRow, 'id'>>>> {
    const user = await this.sessionGuard.authenticate(req).catch(() => null);
    const form = await this.requirements.submit(requirementOf(dto), requestLanguage(req), user?.id ?? null);
    return ok({ data: { id: form.id } });
  }
}
