import { Inject, Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type Redis from 'ioredis';
import { AppConfig } from '../../config/app-config.service';
import { REDIS } from '../../redis/redis.module';
import { whenRedisUp } from './redis-unavailable';

interface ThrottlerStorageRecord {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

/** @nestjs/throttler counters in Redis, so the limits hold across several app processes. */
@Injectable()
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.prefix = `${config.get('QUEUE_PREFIX')}:throttle`;
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, name: string): Promise<ThrottlerStorageRecord> {
    const hits = `${this.prefix}:${name}:${key}`;
    const block = `${hits}:blocked`;
    const results = await whenRedisUp(this.redis.multi().incr(hits).pexpire(hits, ttl, 'NX').pttl(hits).pttl(block).exec());
    const totalHits = Number(results?.[0]?.[1] ?? 0);
    const hitsTtl = Number(results?.[2]?.[1] ?? ttl);
    let blockTtl = Number(results?.[3]?.[1] ?? -2);
    if (blockTtl <= 0 && totalHits > limit) {
      await whenRedisUp(this.redis.set(block, '1', 'PX', blockDuration));
      blockTtl = blockDuration;
    }
    return {
      totalHits,
      timeToExpire: Math.ceil(Math.max(hitsTtl, 0) / 1000),
      isBlocked: blockTtl > 0,
      timeToBlockExpire: Math.ceil(Math.max(blockTtl, 0) / 1000),
    };
  }
}
