/**
 * An order's money as every page, document, mail and the desk reads it (issue 31): the amounts stored
 * with the order, never recomputed with the price rule. The goods are the sum of the stored shown lines;
 * an order shipped outside China adds the handling fee as a line of its own (freight itself stays 0,
 * spec section 9); the amount due is their sum.
 *
 * Pure (no Nest or Node imports): the storefront imports it through shared/apiContract.ts, so the order
 * form shows the fee exactly as the order will store it.
 */
import type { Currency } from '../items/shown-price';

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

/** The stored amounts an order is read with. */
export interface StoredMoney {
  currency: Currency;
  totalFen: number;
  shownTotal: number;
  handlingFeeFen: number;
  shownHandlingFee: number;
}

export interface OrderMoney {
  currency: Currency;
  /** The goods: the sum of the shown lines (minor units of the currency). */
  goods: number;
  /** The handling fee line; 0 for an order shipped within China. */
  handlingFee: number;
  /** What the customer pays: goods + handling fee. */
  due: number;
  /** The same in yuan (fen), for staff matching a payment. */
  dueFen: number;
}

export function orderMoney(order: StoredMoney): OrderMoney {
  return {
    currency: order.currency,
    goods: order.shownTotal,
    handlingFee: order.shownHandlingFee,
    due: order.shownTotal + order.shownHandlingFee,
    dueFen: order.totalFen + order.handlingFeeFen,
  };
}
