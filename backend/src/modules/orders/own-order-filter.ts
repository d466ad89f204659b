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

/** SO-000042, so-42, 000042 or 42: the order's id. */
const ORDER_NUMBER = /^(?:SO-?)?0*(\d{1,9})$/i;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * My account's orders search (issue 31): a word that reads as an order number finds that order; any
 * word finds the orders with a line whose catalogue number holds it (AB-100 finds AB-10020).
 */
export function filterOwnOrders(query: SelectQueryBuilder<Order>, search: string | undefined, status: OrderStatusFilter | '' | undefined) {
  const word = (search ?? '').trim();
  if (word) {
    const number = ORDER_NUMBER.exec(word);
    const id = number && Number(number[1]) <= 2_147_483_647 ? Number(number[1]) : null;
    const byLine = `EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.catalogue_number ILIKE :catalogue)`;
    query.andWhere(id !== null ? `(o.id = :id OR ${byLine})` : byLine, { id, catalogue: likePattern(word) });
  }
  if (status) query.andWhere(STATUS_CONDITION[status]);
  return query;
}
