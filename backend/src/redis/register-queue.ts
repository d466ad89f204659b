import { BullModule } from '@nestjs/bullmq';
import { AppConfig } from '../config/app-config.service';
import { redisOptions } from './redis-connection';

/**
 * A BullMQ queue a module adds jobs to. Its connection fails fast when Redis is down (no offline
 * queue) so the caller learns at once; workers keep their own blocking connection.
 */
export function registerQueue(name: string) {
  return BullModule.registerQueueAsync({
    name,
    inject: [AppConfig],
    useFactory: (config: AppConfig) => ({
      connection: { ...redisOptions(config.get('REDIS_URL')), enableOfflineQueue: false, maxRetriesPerRequest: 1 },
      prefix: config.get('QUEUE_PREFIX'),
    }),
  });
}
