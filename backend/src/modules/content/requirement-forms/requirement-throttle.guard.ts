import { Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerGuard } from '@nestjs/throttler';
import { RedisThrottlerStorage } from '../../identity/redis-throttler.storage';

/** The requirement form is open to visitors and mails sales: cap it per client IP so nobody floods the inbox. */
export const REQUIREMENTS_PER_HOUR = 10;

@Injectable()
export class RequirementThrottleGuard extends ThrottlerGuard {
  constructor(@Inject(RedisThrottlerStorage) storage: RedisThrottlerStorage, @Inject(Reflector) reflector: Reflector) {
    super({ throttlers: [{ name: 'requirement-ip', ttl: 3_600_000, limit: REQUIREMENTS_PER_HOUR, blockDuration: 3_600_000 }] }, storage, reflector);
  }
}
