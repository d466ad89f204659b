import { Controller, Get, Header, Query, Req } from '@nestjs/common';
import type { AgentAnswer, Enveloped } from '@shop/contract';
import type { Request } from 'express';
import { nothing, ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-language';
import { AgentsService } from './agents.service';
import { toDistributorRow } from './distributor-response';
import { AgentQueryDto } from './dto/agent-query.dto';

/** Spec section 7: GET /agentinfo/ and /agentinfo/?province= → data (distributors), province2 (provinces). */
@Controller('agentinfo')
export class AgentsController {
  constructor(private readonly agents: AgentsService) {}

  @Get()
  // Revalidated each time (cheap: the ETag answers 304) so a staff change shows at once.
  @Header('Cache-Control', 'no-cache')
  @Header('Vary', 'X-Language, Accept-Language')
  async list(@Query() query: AgentQueryDto, @Req() req: Request): Promise<Enveloped<AgentAnswer>> {
    const language = query.enorch ?? requestLanguage(req);
    const [distributors, provinces] = await Promise.all([
      this.agents.distributorsIn(language, query.province || undefined),
      this.agents.provincesIn(language),
    ]);
    // 300 (the spec's "unknown") when a province was named that does not exist.
    const answer = distributors === null ? nothing : ok;
    const body: AgentAnswer = {
      data: (distributors ?? []).map(toDistributorRow),
      province2: provinces.map((p) => ({ province: p.name, enorch: p.language, code: p.code })),
    };
    return answer(body);
  }
}
