import { Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerGuard } from '@nestjs/throttler';
import { RedisThrottlerStorage } from '../redis-throttler.storage';
import type { RequestWithUser } from '../session.guard';

/**
 * The calls that check the current password (password and e-mail change) would otherwise let a
 * session left open guess it without the login's limits: 10 tries per account per 15 minutes.
 * Runs after SessionGuard, so the account is known.
 */
@Injectable()
export class PasswordCheckThrottleGuard extends ThrottlerGuard {
  constructor(@Inject(RedisThrottlerStorage) storage: RedisThrottlerStorage, @Inject(Reflector) reflector: Reflector) {
    super(
      {
        throttlers: [
          {
            name: 'current-password',
            ttl: 15 * 60_000,
            limit: 10,
            blockDuration: 15 * 60_000,
            getTracker: (req) => `user:${(req as unknown as RequestWithUser).user?.id ?? ''}`,
          },
        ],
      },
      storage,
      reflector,
    );
  }
}
