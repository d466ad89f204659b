import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { ConditionalModule } from '@nestjs/config';
import { DevMailboxModule } from './dev-mailbox.module';
import { DevMailboxStore } from './dev-mailbox.store';
import { MAIL_QUEUE } from './mail-message';
import { MailProcessor } from './mail.processor';
import { MailService } from './mail.service';
import { MailTransport } from './mail-transport';
import { registerQueue } from '../redis/register-queue';

/**
 * Global: any module can inject MailService. The queue's own connection fails fast when Redis is
 * down (no offline queue) so a request learns at once; the worker keeps the blocking connection
 * BullMQ requires.
 */
@Global()
@Module({
  imports: [
    registerQueue(MAIL_QUEUE),
    ConditionalModule.registerWhen(DevMailboxModule, (env) => env.NODE_ENV !== 'production'),
  ],
  providers: [MailService, MailTransport, MailProcessor, DevMailboxStore],
  exports: [MailService, DevMailboxStore, BullModule],
})
export class MailModule {}
