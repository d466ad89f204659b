import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Job, Worker } from 'bullmq';
import type Redis from 'ioredis';
import { AppConfig } from '../config/app-config.service';
import { REDIS } from '../redis/redis.module';
import { runsQueueWorkers } from '../redis/process-role';
import { redisOptions } from '../redis/redis-connection';
import { WORKER_METRICS } from '../redis/worker-metrics';
import { MAIL_QUEUE, MailMessage } from './mail-message';
import { MailTransport } from './mail-transport';

const SENT_MARK_SECONDS = 7 * 24 * 3600;

/**
 * A mail held by a worker that died is redelivered within ~lock + 2 checks (< 15 s), not BullMQ's default
 * 30 s + 2 × 30 s: someone is waiting for a verification code. The lock is renewed every half lock while the
 * worker lives, so a slow SMTP server does not matter; what does is a worker whose event loop is stuck (or cut
 * off from Redis) for longer than the lock: its job is then handed to another worker and may be sent twice.
 * Mail jobs are short and the sent mark catches every finished delivery, so a short lock is the better side
 * here. Costs: a lock renewal per active job every 3 s and a stalled-job check per worker every 3 s.
 */
const MAIL_LOCK_MS = 6000;
const MAIL_STALLED_CHECK_MS = 3000;

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
      metrics: WORKER_METRICS,
      lockDuration: MAIL_LOCK_MS,
      stalledInterval: MAIL_STALLED_CHECK_MS,
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
