import { Allow } from 'class-validator';

/**
 * POST /cartinfo/quickorder/preview and /add: `lines` is the pasted text. Any type is let through
 * here so readOrderLines() can refuse it with a message in the caller's language.
 */
export class QuickOrderDto {
  @Allow()
  lines?: unknown;
}
