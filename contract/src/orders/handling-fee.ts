/**
 * Issue 31: an order shipped outside China carries the shop's handling fee, stored with the order in its currency.
 * The order form shows the fee with this rule before submitting, and the API stores it with the same one.
 */
import type { Currency } from '../money/shown-price';

/** How a Chinese address names its country, in the pickers' two languages and the usual codes. */
const CHINA = new Set(['中国', '中华人民共和国', 'china', "people's republic of china", 'cn', 'chn', 'prc']);

/** Whether an address's country is China (free packaging and shipping, no handling fee). */
export function shipsWithinChina(country: string): boolean {
  return CHINA.has(country.trim().toLowerCase());
}

/** Yuan per dollar of a fee stated in dollars: the inverse of the price rule's yuan / 7. */
const YUAN_PER_DOLLAR = 7;

export interface HandlingFee {
  /** In fen (what staff match a payment against). */
  fen: number;
  /** In the order's currency, minor units (cents or fen). */
  shown: number;
}

/** The handling fee an order to this country carries, given the shop's fee in whole dollars. */
export function handlingFee(country: string, currency: Currency, feeUsd: number): HandlingFee {
  if (shipsWithinChina(country) || feeUsd <= 0) return { fen: 0, shown: 0 };
  const fen = feeUsd * YUAN_PER_DOLLAR * 100;
  return { fen, shown: currency === 'USD' ? feeUsd * 100 : fen };
}
