import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { machineMetrics } from '../cluster/cluster-metrics';
import { MetricsAccessGuard } from './metrics-access.guard';
import { ShopMetrics } from './metrics.registry';

@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: ShopMetrics) {}

  @Get()
  @UseGuards(MetricsAccessGuard)
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  scrape(): Promise<string> {
    return machineMetrics(this.metrics.registry);
  }
}
