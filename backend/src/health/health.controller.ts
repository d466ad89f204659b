import { Controller, Get, Res, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { HealthCheckResult } from '@nestjs/terminus';
import type { HealthAnswer } from '@shop/contract';
import type { Response } from 'express';
import { DependencyHealthIndicator } from './dependency-health.indicator';
import { Readiness } from './readiness';

@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly dependencies: DependencyHealthIndicator,
    private readonly readiness: Readiness,
  ) {}

  /** 200 when database, Redis and search engine answer; 503 with the failing one under `error`. */
  @Get()
  @HealthCheck()
  check(@Res({ passthrough: true }) res: Response): Promise<HealthAnswer> {
    return answer(res, () =>
      this.health.check([
        () => this.database.pingCheck('database', { timeout: 2000 }),
        () => this.dependencies.redisUp(),
        () => this.dependencies.searchUp(),
      ]),
    );
  }

  /** The process answers: a balancer or orchestrator restarts it when this fails. Touches nothing else. */
  @Get('live')
  live(): HealthAnswer {
    return { code: 200, status: 'ok' };
  }

  /**
   * Whether to send this instance traffic: dependencies answer, the search memory is loaded, and it
   * is not draining after SIGTERM (503 `unavailable: lifecycle` then).
   */
  @Get('ready')
  @HealthCheck()
  ready(@Res({ passthrough: true }) res: Response): Promise<HealthAnswer> {
    return answer(res, () => this.readiness.check());
  }
}

async function answer(res: Response, check: () => Promise<HealthCheckResult>): Promise<HealthAnswer> {
  // Never kept by a cache or the balancer: each probe must reach the process.
  res.setHeader('Cache-Control', 'no-store');
  try {
    return { code: 200, ...(await check()) };
  } catch (error) {
    if (!(error instanceof ServiceUnavailableException)) throw error;
    res.status(503);
    // Terminus's result for the failed check (HealthCheckResult: status, info, error, details).
    const result = error.getResponse() as Omit<HealthAnswer, 'code' | 'message'>;
    const down = Object.keys(result.error ?? {});
    return { code: 503, message: `unavailable: ${down.join(', ')}`, ...result };
  }
}
