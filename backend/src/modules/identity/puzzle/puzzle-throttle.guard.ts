import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerGuard } from '@nestjs/throttler';
import { LocalizedException } from '../../../http/localized-exception';
import { RedisThrottlerStorage } from '../redis-throttler.storage';

/** Per client IP and minute. A person needs a handful; a blind guesser (≈ 1 in 25 drops passes) needs hundreds. */
export const PUZZLES_PER_MINUTE = 30;
export const PUZZLE_CHECKS_PER_MINUTE = 10;

export const TOO_MANY_PUZZLES = {
  zh: '滑块验证尝试过于频繁，请一分钟后再试',
  en: 'Too many slide puzzle attempts; please try again in a minute',
};

/**
 * Limits on the slide puzzle, counted in Redis per client IP: each check already kills its puzzle
 * (PuzzleService.solve), so guessing costs one fetch and one check per try, and both are limited.
 */
abstract class PuzzleThrottleGuard extends ThrottlerGuard {
  constructor(storage: RedisThrottlerStorage, reflector: Reflector, name: string, limit: number) {
    super({ throttlers: [{ name, ttl: 60_000, limit, blockDuration: 60_000 }] }, storage, reflector);
  }

  protected override async throwThrottlingException(): Promise<void> {
    throw new LocalizedException(TOO_MANY_PUZZLES, HttpStatus.TOO_MANY_REQUESTS);
  }
}

@Injectable()
export class PuzzleFetchThrottleGuard extends PuzzleThrottleGuard {
  // Explicit tokens: otherwise Nest would read ThrottlerGuard's own @Inject metadata.
  constructor(@Inject(RedisThrottlerStorage) storage: RedisThrottlerStorage, @Inject(Reflector) reflector: Reflector) {
    super(storage, reflector, 'puzzle-fetch', PUZZLES_PER_MINUTE);
  }
}

@Injectable()
export class PuzzleCheckThrottleGuard extends PuzzleThrottleGuard {
  constructor(@Inject(RedisThrottlerStorage) storage: RedisThrottlerStorage, @Inject(Reflector) reflector: Reflector) {
    super(storage, reflector, 'puzzle-check', PUZZLE_CHECKS_PER_MINUTE);
  }
}
