import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Job, Worker } from 'bullmq';
import type Redis from 'ioredis';
import { AppConfig } from '../config/app-config.service';
import { REDIS } from '../redis/redis.module';
import { runsQueueWorkers } from '../redis/process-role';
import { redisOptions } from '../redis/redis-connection';
import { MAIL_QUEUE, MailMessage } from './mail-message';
import { MailTransport } from './mail-transport';

const SENT_MARK_SECONDS = 7 * 24 * 3600;

/**
 * Delivers queued mail. A failure throws, and BullMQ retries with the job's exponential backoff.
 * A "sent" mark is written after delivery so a job retried after a crash between delivery and
 * completion does not mail twice.
 *
 * The worker is built here rather than with @Processor because it needs its own blocking Redis
 * connection (offline queue on, no retry limit) while the queue's connection fails fast.
 */
@Injectable()
export class MailProcessor implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('MailProcessor');
  private worker?: Worker<MailMessage>;

  constructor(
    private readonly transport: MailTransport,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    if (!runsQueueWorkers(this.config)) return;
    this.worker = new Worker<MailMessage>(MAIL_QUEUE, (job) => this.process(job), {
      connection: redisOptions(this.config.get('REDIS_URL')),
      prefix: this.config.get('QUEUE_PREFIX'),
      concurrency: 4,
    });
    this.worker.on('error', (error) => this.logger.warn(`Mail worker: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }

  async process(job: Job<MailMessage>): Promise<void> {
    const mark = `${this.config.get('QUEUE_PREFIX')}:mail-sent:${job.id}`;
    if (await this.redis.exists(mark)) return;
    try {
      await this.transport.deliver(String(job.id), job.data);
    } catch (error) {
      this.logger.warn(`Mail ${job.id} attempt ${job.attemptsMade + 1} failed: ${(error as Error).message}`);
      throw error;
    }
    await this.redis.set(mark, '1', 'EX', SENT_MARK_SECONDS);
  }
}
