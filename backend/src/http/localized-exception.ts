import { HttpException, HttpStatus } from '@nestjs/common';
import type { LocalizedText } from '@shop/contract';

/**
 * An error whose message a user will read: carries both languages and lets the exception filter
 * pick the caller's. Use it for every refusal that the interface shows (wrong code, locked, ...).
 */
export class LocalizedException extends HttpException {
  constructor(
    readonly text: LocalizedText,
    status: HttpStatus = HttpStatus.BAD_REQUEST,
    readonly details?: Record<string, unknown>,
  ) {
    super(text.en, status);
  }
}
