import { createParamDecorator, ExecutionContext, HttpStatus } from '@nestjs/common';
import type { Request } from 'express';
import { LocalizedException } from './localized-exception';

/** What a client may send as a key (the IETF draft's Idempotency-Key header): a UUID fits, so does any token of its own. */
const KEY = /^[A-Za-z0-9_.:-]{8,100}$/;
export const BAD_IDEMPOTENCY_KEY = {
  zh: 'Idempotency-Key 须为 8 至 100 个字母、数字或 _ . : -',
  en: 'Idempotency-Key must be 8 to 100 letters, digits or _ . : -',
};

/**
 * The request's Idempotency-Key header, or undefined when it sent none: a change sent again with the same key
 * after its answer was lost is carried out once (the basket's additions, issue 47). A malformed key is refused,
 * never ignored, so a client does not believe itself protected when it is not.
 */
export const IdempotencyKey = createParamDecorator((_: unknown, context: ExecutionContext): string | undefined => {
  const value = context.switchToHttp().getRequest<Request>().headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY.test(value)) throw new LocalizedException(BAD_IDEMPOTENCY_KEY, HttpStatus.BAD_REQUEST);
  return value;
});
