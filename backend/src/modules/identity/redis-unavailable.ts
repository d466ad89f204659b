import { ServiceUnavailableException } from '@nestjs/common';

/**
 * The shared Redis client has no offline queue, so during an outage its commands reject at once;
 * this turns that into a 503 for the caller instead of a 500 (the exception filter gives it the
 * shop's "temporarily unavailable" text in the caller's language and a Retry-After).
 */
export async function whenRedisUp<T>(command: Promise<T>): Promise<T> {
  try {
    return await command;
  } catch {
    throw new ServiceUnavailableException();
  }
}
