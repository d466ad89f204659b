import { Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import { RedisThrottlerStorage } from './redis-throttler.storage';

/**
 * Login attempts, counted in Redis: per client IP (password spraying) and per target address
 * (guessing one account's password). 429 when either is exceeded. Built without ThrottlerModule so
 * it cannot clash with another module's throttling settings.
 */
@Injectable()
export class LoginThrottleGuard extends ThrottlerGuard {
  // Explicit tokens: otherwise Nest would read ThrottlerGuard's own @Inject metadata.
  constructor(@Inject(RedisThrottlerStorage) storage: RedisThrottlerStorage, @Inject(Reflector) reflector: Reflector) {
    super(
      {
        throttlers: [
          { name: 'login-ip', ttl: 60_000, limit: 20, blockDuration: 60_000 },
          {
            name: 'login-address',
            ttl: 15 * 60_000,
            limit: 10,
            blockDuration: 15 * 60_000,
            getTracker: (req) => {
              const email = ((req as unknown as Request).body as { email?: unknown } | undefined)?.email;
              return typeof email === 'string' ? email.trim().toLowerCase() : '';
            },
          },
        ],
      },
      storage,
      reflector,
    );
  }
}
