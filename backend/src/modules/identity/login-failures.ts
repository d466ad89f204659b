import { CanActivate, ExecutionContext, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type Redis from 'ioredis';
import { AppConfig } from '../../config/app-config.service';
import { LocalizedException } from '../../http/localized-exception';
import { REDIS } from '../../redis/redis.module';
import { whenRedisUp } from './redis-unavailable';

/** Failed logins allowed per account address, and per client address, in one window (ASVS V2.2.1). */
export const FAILURES_PER_ACCOUNT = 10;
/** Higher than an account's: a whole institute may reach the shop through one NAT address. */
export const FAILURES_PER_CLIENT = 50;
export const FAILURE_WINDOW_MS = 15 * 60_000;

export const TOO_MANY_FAILED_LOGINS = {
  zh: '登录失败次数过多，请15分钟后再试',
  en: 'Too many failed logins; please try again in 15 minutes',
};

const accountOf = (req: Pick<Request, 'body'>): string => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/**
 * Wrong passwords counted in Redis (so every instance sees them), per account address (guessing
 * one account's password) and per client address (password spraying). Only failures count: a
 * shared lab computer's researchers log in as often as they like. A good login clears its
 * account's count, not the client's (an attacker's own account must not reset the spraying count).
 */
@Injectable()
export class LoginFailures {
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.prefix = `${config.get('QUEUE_PREFIX')}:login-failures`;
  }

  private keys(req: Pick<Request, 'body' | 'ip'>): { account: string | null; client: string } {
    const account = accountOf(req);
    return { account: account ? `${this.prefix}:account:${account}` : null, client: `${this.prefix}:client:${req.ip ?? ''}` };
  }

  /** Seconds until the caller may try again, or 0 when neither count has reached its limit. */
  async waitFor(req: Pick<Request, 'body' | 'ip'>): Promise<number> {
    const { account, client } = this.keys(req);
    const counted = [client, ...(account ? [account] : [])];
    const answers = await whenRedisUp(counted.reduce((multi, key) => multi.get(key).pttl(key), this.redis.multi()).exec());
    const limits = [FAILURES_PER_CLIENT, FAILURES_PER_ACCOUNT];
    let wait = 0;
    counted.forEach((_, index) => {
      const count = Number(answers?.[index * 2]?.[1] ?? 0);
      const ttl = Number(answers?.[index * 2 + 1]?.[1] ?? 0);
      if (count >= limits[index]) wait = Math.max(wait, Math.ceil(Math.max(ttl, 1000) / 1000));
    });
    return wait;
  }

  async failed(req: Pick<Request, 'body' | 'ip'>): Promise<void> {
    const { account, client } = this.keys(req);
    const multi = this.redis.multi();
    for (const key of [client, ...(account ? [account] : [])]) multi.incr(key).pexpire(key, FAILURE_WINDOW_MS, 'NX');
    await whenRedisUp(multi.exec());
  }

  async succeeded(req: Pick<Request, 'body' | 'ip'>): Promise<void> {
    const { account } = this.keys(req);
    if (account) await whenRedisUp(this.redis.del(account));
  }
}

/** Refuses a login (429, in the caller's language) while its account or client has too many recent failures. */
@Injectable()
export class LoginFailureGuard implements CanActivate {
  constructor(@Inject(LoginFailures) private readonly failures: LoginFailures) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const wait = await this.failures.waitFor(req);
    if (wait > 0) {
      context.switchToHttp().getResponse<{ setHeader(name: string, value: string): void }>().setHeader('Retry-After', String(wait));
      throw new LocalizedException(TOO_MANY_FAILED_LOGINS, HttpStatus.TOO_MANY_REQUESTS, { retryAfter: wait });
    }
    return true;
  }
}
