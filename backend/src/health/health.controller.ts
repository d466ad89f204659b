import { Controller, Get, Res, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { Response } from 'express';
import { DependencyHealthIndicator } from './dependency-health.indicator';

@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly dependencies: DependencyHealthIndicator,
  ) {}

  /** 200 when database, Redis and search engine answer; 503 with the failing one under `error`. */
  @Get()
  @HealthCheck()
  async check(@Res({ passthrough: true }) res: Response) {
    try {
      const result = await this.health.check([
        () => this.database.pingCheck('database', { timeout: 2000 }),
        () => this.dependencies.redisUp(),
        () => this.dependencies.searchUp(),
      ]);
      return { code: 200, ...result };
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      res.status(503);
      const result = error.getResponse() as Record<string, unknown>;
      const down = Object.keys((result.error as Record<string, unknown>) ?? {});
      return { code: 503, message: `unavailable: ${down.join(', ')}`, ...result };
    }
  }
}
