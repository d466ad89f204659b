import type { DeskOrder as ShownDeskOrder } from '@shop/contract';
import type { DeskOrder } from './order-desk.service';
import { orderDetail } from './order-response';
import { NO_TRACKING_LINKS, TrackingLinks } from './carriers/tracking-links';

/** A desk row: the customer's order detail plus who ordered and when it was paid or invoiced. */
export function deskOrder({ order, customerEmail }: DeskOrder, links: TrackingLinks = NO_TRACKING_LINKS): ShownDeskOrder {
  return {
    ...orderDetail(order, links),
    customer: customerEmail,
    paidtime: order.paidAt?.toISOString() ?? null,
    taxtime: order.invoicedAt?.toISOString() ?? null,
  };
}
