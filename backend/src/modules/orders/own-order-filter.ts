import type { OrderStatusFilter } from '@shop/contract';
import type { SelectQueryBuilder } from 'typeorm';
import type { Order } from './order.entity';

export type { OrderStatusFilter };
export const ORDER_STATUSES: readonly OrderStatusFilter[] = ['unpaid', 'paid', 'shipped', 'cancelled'];

/** The statuses as the order list shows them (spec section 4, and shipped since issue 25); `o` is the order. */
const STATUS_CONDITION: Record<OrderStatusFilter, string> = {
  unpaid: 'o.cancelled_at IS NULL AND o.paid_at IS NULL',
  paid: 'o.cancelled_at IS NULL AND o.paid_at IS NOT NULL AND o.shipped_at IS NULL',
  shipped: 'o.shipped_at IS NOT NULL',
  cancelled: 'o.cancelled_at IS NOT NULL',
};

/** SO-000042 or so-42: an order number and nothing else. */
const ORDER_NUMBER = /^SO-?0*(\d{1,10})$/i;
/** 42 or 000042: an order's id, or part of a catalogue number (AB-10042). */
const DIGITS = /^0*(\d{1,10})$/;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const asId = (digits: string) => (Number(digits) <= 2_147_483_647 ? Number(digits) : 0);

/**
 * My account's orders search (issue 31): SO-000042 finds that order; any other word finds the orders
 * with a line whose catalogue number holds it (AB-100 finds AB-10020), and plain digits the order
 * with that id as well.
 */
export function filterOwnOrders(query: SelectQueryBuilder<Order>, search: string | undefined, status: OrderStatusFilter | '' | undefined) {
  const word = (search ?? '').trim();
  const number = ORDER_NUMBER.exec(word);
  if (number) {
    query.andWhere('o.id = :id', { id: asId(number[1]) });
  } else if (word) {
    const digits = DIGITS.exec(word);
    const byLine = `EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.catalogue_number ILIKE :catalogue)`;
    query.andWhere(digits ? `(o.id = :id OR ${byLine})` : byLine, { id: digits ? asId(digits[1]) : 0, catalogue: likePattern(word) });
  }
  if (status) query.andWhere(STATUS_CONDITION[status]);
  return query;
}
