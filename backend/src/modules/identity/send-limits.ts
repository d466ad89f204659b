import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { AppConfig } from '../../config/app-config.service';
import { LocalizedException } from '../../http/localized-exception';
import { REDIS } from '../../redis/redis.module';
import { whenRedisUp } from './redis-unavailable';

export const RESEND_SECONDS = 60;
export const HOURLY_PER_ADDRESS = 5;
export const HOURLY_PER_IP = 20;

export const RESEND_TOO_SOON = {
  zh: '验证码已发送，请60秒后再试',
  en: 'A code was just sent; please wait 60 seconds before asking again',
};
export const HOURLY_CAP = {
  zh: '验证码发送次数过多，请一小时后再试',
  en: 'Too many codes requested; please try again in an hour',
};

/** The limits on e-mailing codes: one per address per minute, a few per address and per IP per hour. */
@Injectable()
export class SendLimits {
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.prefix = `${config.get('QUEUE_PREFIX')}:code-limit`;
  }

  async take(email: string, ip: string): Promise<void> {
    const lock = `${this.prefix}:resend:${email}`;
    const taken = await whenRedisUp(this.redis.set(lock, '1', 'EX', RESEND_SECONDS, 'NX'));
    if (taken !== 'OK') {
      const ttl = await whenRedisUp(this.redis.ttl(lock));
      throw new LocalizedException(RESEND_TOO_SOON, HttpStatus.TOO_MANY_REQUESTS, { retryAfter: Math.max(ttl, 1) });
    }
    const hourAddress = `${this.prefix}:hour:address:${email}`;
    const hourIp = `${this.prefix}:hour:ip:${ip}`;
    const results = await whenRedisUp(
      this.redis.multi().incr(hourAddress).expire(hourAddress, 3600, 'NX').incr(hourIp).expire(hourIp, 3600, 'NX').exec(),
    );
    const perAddress = Number(results?.[0]?.[1] ?? 0);
    const perIp = Number(results?.[2]?.[1] ?? 0);
    if (perAddress > HOURLY_PER_ADDRESS || perIp > HOURLY_PER_IP) {
      throw new LocalizedException(HOURLY_CAP, HttpStatus.TOO_MANY_REQUESTS, { retryAfter: 3600 });
    }
  }

  /**
   * When the send itself fails (e.g. the queue is down) nothing was mailed, so neither the minute
   * lock nor the hourly counts may punish the retry.
   */
  async release(email: string, ip: string): Promise<void> {
    await this.redis
      .multi()
      .del(`${this.prefix}:resend:${email}`)
      .decr(`${this.prefix}:hour:address:${email}`)
      .decr(`${this.prefix}:hour:ip:${ip}`)
      .exec()
      .catch(() => undefined);
  }
}
