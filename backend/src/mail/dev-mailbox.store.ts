import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { AppConfig } from '../config/app-config.service';
import { REDIS } from '../redis/redis.module';
import type { DevMail } from '@shop/contract';
import type { MailMessage } from './mail-message';

const KEEP = 200;

/** Outside production with no SMTP_URL, "sent" mail lands here for /dev/mailbox and the tests. */
@Injectable()
export class DevMailboxStore {
  private readonly key: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.key = `${config.get('QUEUE_PREFIX')}:dev-mailbox`;
  }

  async store(id: string, message: MailMessage): Promise<void> {
    const mail: DevMail = { id, sentAt: new Date().toISOString(), ...message };
    await this.redis.multi().lpush(this.key, JSON.stringify(mail)).ltrim(this.key, 0, KEEP - 1).exec();
  }

  /** Newest first; optionally only mail to one address. */
  async list(to?: string): Promise<DevMail[]> {
    const raw = await this.redis.lrange(this.key, 0, KEEP - 1);
    const mails = raw.map((entry) => JSON.parse(entry) as DevMail);
    const wanted = to?.trim().toLowerCase();
    return wanted ? mails.filter((mail) => mail.to.toLowerCase() === wanted) : mails;
  }
}
