import { HttpStatus } from '@nestjs/common';
import { LocalizedException } from '../../http/localized-exception';

export const SERVICE_UNAVAILABLE = {
  zh: '服务暂时不可用，请稍后再试',
  en: 'The service is temporarily unavailable, please try again later',
};

/**
 * The shared Redis client has no offline queue, so during an outage its commands reject at once;
 * this turns that into a clear 503 for the caller instead of a 500.
 */
export async function whenRedisUp<T>(command: Promise<T>): Promise<T> {
  try {
    return await command;
  } catch {
    throw new LocalizedException(SERVICE_UNAVAILABLE, HttpStatus.SERVICE_UNAVAILABLE);
  }
}
