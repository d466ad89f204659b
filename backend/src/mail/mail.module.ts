import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { ConditionalModule } from '@nestjs/config';
import { AppConfig } from '../config/app-config.service';
import { redisOptions } from '../redis/redis-connection';
import { DevMailboxModule } from './dev-mailbox.module';
import { DevMailboxStore } from './dev-mailbox.store';
import { MAIL_QUEUE } from './mail-message';
import { MailProcessor } from './mail.processor';
import { MailService } from './mail.service';
import { MailTransport } from './mail-transport';

/**
 * Global: any module can inject MailService. The queue's own connection fails fast when Redis is
 * down (no offline queue) so a request learns at once; the worker keeps the blocking connection
 * BullMQ requires.
 */
@Global()
@Module({
  imports: [
    BullModule.registerQueueAsync({
      name: MAIL_QUEUE,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        connection: { ...redisOptions(config.get('REDIS_URL')), enableOfflineQueue: false, maxRetriesPerRequest: 1 },
        prefix: config.get('QUEUE_PREFIX'),
      }),
    }),
    ConditionalModule.registerWhen(DevMailboxModule, (env) => env.NODE_ENV !== 'production'),
  ],
  providers: [MailService, MailTransport, MailProcessor, DevMailboxStore],
  exports: [MailService, DevMailboxStore, BullModule],
})
export class MailModule {}
