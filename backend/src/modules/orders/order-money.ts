/**
 * An order's money as every page, document, mail and the desk reads it (issue 31): the amounts stored
 * with the order, never recomputed with the price rule. The goods are the sum of the stored shown lines;
 * an order shipped outside China adds the handling fee as a line of its own (freight itself stays 0,
 * spec section 9; the fee's rule, which the order form shows before submitting, is @shop/contract's
 * handlingFee); the amount due is their sum.
 */
import type { Currency } from '@shop/contract';

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
