import { Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerGuard } from '@nestjs/throttler';
import { RedisThrottlerStorage } from '../../identity/redis-throttler.storage';

/**
 * The public CoA lookup (issue 35) answers whether a catalogue number has a lot: plenty for a researcher checking the
 * lots on their bench, capped per client IP so nobody guesses lot numbers in a loop.
 */
export const COA_LOOKUPS_PER_MINUTE = 10;
export const COA_LOOKUPS_PER_HOUR = 60;

@Injectable()
export class CoaLookupThrottleGuard extends ThrottlerGuard {
  constructor(@Inject(RedisThrottlerStorage) storage: RedisThrottlerStorage, @Inject(Reflector) reflector: Reflector) {
    super(
      {
        throttlers: [
          { name: 'coa-lookup-minute', ttl: 60_000, limit: COA_LOOKUPS_PER_MINUTE, blockDuration: 60_000 },
          { name: 'coa-lookup-hour', ttl: 3_600_000, limit: COA_LOOKUPS_PER_HOUR, blockDuration: 600_000 },
        ],
      },
      storage,
      reflector,
    );
  }
}
