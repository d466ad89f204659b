import { InjectQueue } from '@nestjs/bullmq';
import { HttpStatus, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { createHash } from 'node:crypto';
import { AppConfig } from '../config/app-config.service';
import { LocalizedException } from '../http/localized-exception';
import { MAIL_QUEUE, MailMessage, MailRequest } from './mail-message';

export const MAIL_UNAVAILABLE = {
  zh: '邮件服务暂时不可用，请稍后再试',
  en: 'The mail service is temporarily unavailable, please try again later',
};

/** How long enqueue waits for Redis before giving up, so a request never hangs on an outage. */
const ENQUEUE_TIMEOUT_MS = 3000;

/**
 * Sending mail from a request = putting a job on the `mail` queue; the MailProcessor delivers it,
 * retrying with exponential backoff while SMTP fails. Throws a 503 LocalizedException when the queue
 * cannot be reached, so callers can roll back whatever the mail was about.
 */
@Injectable()
export class MailService {
  constructor(
    @InjectQueue(MAIL_QUEUE) private readonly queue: Queue<MailMessage>,
    private readonly config: AppConfig,
  ) {}

  async enqueue(request: MailRequest): Promise<void> {
    const { idempotencyKey, ...message } = request;
    // BullMQ refuses some characters in custom ids; a digest keeps any key usable.
    const jobId = `mail-${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 40)}`;
    const adding = this.queue.add('send', message, {
      jobId,
      attempts: this.config.get('MAIL_ATTEMPTS'),
      backoff: { type: 'exponential', delay: this.config.get('MAIL_BACKOFF_MS') },
      // Kept for a week so the same key within that time is still recognised (and visible on Bull Board).
      removeOnComplete: { age: 7 * 24 * 3600 },
      removeOnFail: { age: 30 * 24 * 3600 },
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('mail queue timeout')), ENQUEUE_TIMEOUT_MS);
    });
    try {
      await Promise.race([adding, timeout]);
    } catch {
      throw new LocalizedException(MAIL_UNAVAILABLE, HttpStatus.SERVICE_UNAVAILABLE);
    } finally {
      clearTimeout(timer);
    }
  }
}
