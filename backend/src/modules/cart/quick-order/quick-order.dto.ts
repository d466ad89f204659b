import type { QuickOrderForm, Same } from '@shop/contract';
import { Allow } from 'class-validator';

/**
 * POST /cartinfo/quickorder/preview and /add: `lines` is the pasted text. Any type is let through
 * here so readOrderLines() can refuse it with a message in the caller's language.
 */
export class QuickOrderDto {
  @Allow()
  lines?: unknown;
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. */
const FIELDS_MATCH_CONTRACT: Same<keyof QuickOrderDto, keyof QuickOrderForm> = true;
void FIELDS_MATCH_CONTRACT;
