import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import type Redis from 'ioredis';
import { REDIS } from '../redis/redis.module';
import { SEARCH_ENGINE, SearchEngine } from '../modules/items/search-engine';

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref()),
  ]);
}

/** Redis and the search engine, as terminus indicators (the database uses terminus' own). */
@Injectable()
export class DependencyHealthIndicator {
  constructor(
    private readonly health: HealthIndicatorService,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SEARCH_ENGINE) private readonly search: SearchEngine,
  ) {}

  async redisUp(key = 'redis') {
    const indicator = this.health.check(key);
    try {
      await withTimeout(this.redis.ping(), 2000);
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: (error as Error).message });
    }
  }

  async searchUp(key = 'search') {
    const indicator = this.health.check(key);
    try {
      await withTimeout(this.search.ping(), 2000);
      return indicator.up({ engine: this.search.name });
    } catch (error) {
      return indicator.down({ engine: this.search.name, message: (error as Error).message });
    }
  }
}
