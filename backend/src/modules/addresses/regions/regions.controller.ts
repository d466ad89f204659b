import { Controller, Get, Header, Query } from '@nestjs/common';
import type { Enveloped, RegionLevel } from '@shop/contract';
import { nothing, ok } from '../../../http/envelope';
import { RegionLevelQueryDto } from './region-level-query.dto';
import { RegionsService } from './regions.service';

/**
 * GET /api/regions/?pid=0: one level of the region tree for the cascading address picker
 * (not in the spec's call table; the spec leaves open whether the list is fetched or embedded).
 */
@Controller('regions')
export class RegionsController {
  constructor(private readonly regions: RegionsService) {}

  @Get()
  // Reference data that changes only with a deploy; the version is in the answer.
  @Header('Cache-Control', 'public, max-age=86400')
  level(@Query() query: RegionLevelQueryDto): Enveloped<RegionLevel> {
    const children = this.regions.children(query.pid ?? '0');
    return children ? ok({ version: this.regions.version, data: children }) : nothing({ version: this.regions.version, data: [] });
  }
}
