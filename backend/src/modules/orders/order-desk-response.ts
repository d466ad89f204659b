import type { DeskOrder as ShownDeskOrder } from '@shop/contract';
import type { DeskOrder } from './order-desk.service';
import { orderDetail } from './order-response';

/** A desk row: the customer's order detail plus who ordered and when it was paid or invoiced. */
export function deskOrder({ order, customerEmail }: DeskOrder): ShownDeskOrder {
  return {
    ...orderDetail(order),
    customer: customerEmail,
    paidtime: order.paidAt?.toISOString() ?? null,
    taxtime: order.invoicedAt?.toISOString() ?? null,
  };
}
