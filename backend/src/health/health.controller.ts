import { Controller, Get, Res, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { HealthCheckResult } from '@nestjs/terminus';
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
  check(@Res({ passthrough: true }) res: Response): Promise<ProbeAnswer> {
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
  live(): ProbeAnswer {
    return { code: 200, status: 'ok' };
  }

  /**
   * Whether to send this instance traffic: dependencies answer, the search memory is loaded, and it
   * is not draining after SIGTERM (503 `unavailable: lifecycle` then).
   */
  @Get('ready')
  @HealthCheck()
  ready(@Res({ passthrough: true }) res: Response): Promise<ProbeAnswer> {
    return answer(res, () => this.readiness.check());
  }
}

/** What balancers and orchestrators read (not the app, so not in the contract): terminus's result with the shop's code. */
type ProbeAnswer = { code: 200 | 503; message?: string; status?: string } & Partial<HealthCheckResult>;

async function answer(res: Response, check: () => Promise<HealthCheckResult>): Promise<ProbeAnswer> {
  // Never kept by a cache or the balancer: each probe must reach the process.
  res.setHeader('Cache-Control', 'no-store');
  try {
    return { code: 200, ...(await check()) };
  } catch (error) {
    if (!(error instanceof ServiceUnavailableException)) throw error;
    res.status(503);
    const result = error.getResponse() as Record<string, unknown>;
    const down = Object.keys((result.error as Record<string, unknown>) ?? {});
    return { code: 503, message: `unavailable: ${down.join(', ')}`, ...result };
  }
}
