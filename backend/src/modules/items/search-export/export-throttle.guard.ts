import { Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerGuard } from '@nestjs/throttler';
import { RedisThrottlerStorage } from '../../identity/redis-throttler.storage';

/**
 * A list download reads up to 10,000 products: plenty for a researcher clicking CSV and XLSX now
 * and then, but capped per client IP so nobody copies the catalogue through it in a loop.
 */
export const EXPORTS_PER_MINUTE = 20;

@Injectable()
export class ExportThrottleGuard extends ThrottlerGuard {
  constructor(@Inject(RedisThrottlerStorage) storage: RedisThrottlerStorage, @Inject(Reflector) reflector: Reflector) {
    super({ throttlers: [{ name: 'search-export-ip', ttl: 60_000, limit: EXPORTS_PER_MINUTE, blockDuration: 60_000 }] }, storage, reflector);
  }
}
