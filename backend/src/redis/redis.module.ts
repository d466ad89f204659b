import { Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config.service';
import { closeRedis, redisOptions } from './redis-connection';

export const REDIS = Symbol('REDIS');

@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.redis);
  }
}

/**
 * One shared Redis client for counters, rate limits and health, and the BullMQ root configuration.
 * Commands fail fast (no offline queue) so a Redis outage answers an error instead of hanging.
 */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        connection: redisOptions(config.get('REDIS_URL')),
        prefix: config.get('QUEUE_PREFIX'),
      }),
    }),
  ],
  providers: [
    {
      provide: REDIS,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        new Redis({
          ...redisOptions(config.get('REDIS_URL')),
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          lazyConnect: false,
        }),
    },
    RedisCloser,
  ],
  exports: [REDIS, BullModule],
})
export class RedisModule {}
