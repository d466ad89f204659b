import { Inject, Injectable } from '@nestjs/common';
import { HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { HealthCheckResult } from '@nestjs/terminus';
import { SEARCH_ENGINE, SearchEngine } from '../modules/items/search-engine';
import { DependencyHealthIndicator } from './dependency-health.indicator';
import { Lifecycle } from './lifecycle';

/**
 * Whether the balancer should send this instance traffic: PostgreSQL, Redis and the search engine
 * answer, what it keeps in memory for searching is loaded, and it is not draining. The last answer
 * is kept for the metrics (shop_ready), so a scrape does not ping the dependencies again.
 */
@Injectable()
export class Readiness {
  lastReady: boolean | null = null;

  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly dependencies: DependencyHealthIndicator,
    private readonly lifecycle: Lifecycle,
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
  ) {}

  /** Resolves with terminus' result; rejects (ServiceUnavailableException) naming what is not ready. */
  async check(): Promise<HealthCheckResult> {
    try {
      const result = await this.health.check([
        () => this.serving(),
        () => this.database.pingCheck('database', { timeout: 2000 }),
        () => this.dependencies.redisUp(),
        () => this.dependencies.searchUp(),
        () => this.searchMemory(),
      ]);
      this.lastReady = true;
      return result;
    } catch (error) {
      this.lastReady = false;
      throw error;
    }
  }

  private serving() {
    const indicator = this.indicators.check('lifecycle');
    return this.lifecycle.draining ? indicator.down({ message: 'draining' }) : indicator.up();
  }

  private searchMemory() {
    const indicator = this.indicators.check('searchMemory');
    // Engines that keep nothing in memory (Elasticsearch) are always loaded.
    return this.engine.loaded?.() === false ? indicator.down({ message: 'loading' }) : indicator.up();
  }
}
