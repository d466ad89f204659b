import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { AppConfig } from '../../config/app-config.service';
import { LocalizedException } from '../../http/localized-exception';
import { MailService } from '../../mail/mail.service';
import type { DeskFilter } from './dto/order-desk.dto';
import { CarriersService } from './carriers/carriers.service';
import { PO_NUMBER_MAX } from './purchase-order';
import { customerPaidMail, customerShippedMail } from './order-mail';
import { ALREADY_SHIPPED, assignLots, CandidateLot, NOT_PAID, readLotIds, ShippingLine } from './order-shipping';
import { ORDER_RELATIONS, Order } from './order.entity';

export const DESK_PAGE_SIZE = 20;
export const UNKNOWN_ORDER = { zh: '该订单不存在', en: 'This order does not exist' };
export const CANCELLED_ORDER = { zh: '订单已取消', en: 'This order has been cancelled' };
export const PARCEL_NEEDED = { zh: '请填写承运商和运单号', en: 'Please enter the carrier and the tracking number' };
export const DESK_SEARCH_TOO_LONG = { zh: `请输入订单号或采购单号（最多 ${PO_NUMBER_MAX} 个字符）`, en: `Enter an order number or a PO number (at most ${PO_NUMBER_MAX} characters)` };
export const NO_INVOICE_WANTED = { zh: '该订单未申请发票', en: 'No invoice was requested for this order' };

export interface Parcel {
  carrier: string;
  trackingNumber: string;
}

export interface DeskOrder {
  order: Order;
  customerEmail: string;
}

const WHERE: Record<DeskFilter, string> = {
  all: 'TRUE',
  unpaid: 'o.cancelled_at IS NULL AND o.paid_at IS NULL',
  paid: 'o.paid_at IS NOT NULL AND o.shipped_at IS NULL',
  shipped: 'o.shipped_at IS NOT NULL',
  invoice: 'o.needs_invoice AND o.invoice_number IS NULL AND o.cancelled_at IS NULL',
  canceled: 'o.cancelled_at IS NOT NULL',
};

/**
 * What staff typed in the desk's search box (issue 31): an order number (SO-000123, 123) finds that
 * order; anything else finds the orders whose PO number is it or begins with it, without case.
 */
function searchWords(search: string): { sql: string; params: Record<string, unknown> } | null {
  const text = search.trim();
  if (!text) return null;
  if ([...text].length > PO_NUMBER_MAX || /\p{Cc}/u.test(text)) throw new LocalizedException(DESK_SEARCH_TOO_LONG, HttpStatus.BAD_REQUEST, { field: 'q' });
  const prefix = `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const number = /^(?:SO-?)?0*([1-9]\d{0,9})$/i.exec(text);
  const id = number && Number(number[1]) <= 2 ** 31 - 1 ? Number(number[1]) : null;
  if (id === null) return { sql: `lower(o.purchase_order_number) LIKE :prefix AND o.purchase_order_number <> ''`, params: { prefix } };
  return { sql: `(o.id = :id OR (lower(o.purchase_order_number) LIKE :prefix AND o.purchase_order_number <> ''))`, params: { id, prefix } };
}

/** The staff order desk: every customer's orders, payment and invoice bookkeeping. */
@Injectable()
export class OrderDeskService {
  private readonly logger = new Logger(OrderDeskService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly carriers: CarriersService,
  ) {}

  async list(filter: DeskFilter, page: number, search = ''): Promise<{ orders: DeskOrder[]; total: number }> {
    const matching = () => {
      const query = this.orders.createQueryBuilder('o').where(WHERE[filter]);
      const words = searchWords(search);
      if (words) query.andWhere(words.sql, words.params);
      return query;
    };
    const total = await matching().getCount();
    const ids = await matching()
      .select('o.id', 'id')
      .orderBy('o.id', 'DESC')
      .offset((page - 1) * DESK_PAGE_SIZE)
      .limit(DESK_PAGE_SIZE)
      .getRawMany<{ id: number }>();
    if (ids.length === 0) return { orders: [], total };
    const pageOrders = await this.orders.find({ where: ids.map(({ id }) => ({ id })), relations: ORDER_RELATIONS, order: { id: 'DESC' } });
    const emails = await this.dataSource.query(`SELECT id, email FROM users WHERE id = ANY($1::int[])`, [[...new Set(pageOrders.map((o) => o.userId))]]);
    const emailOf = new Map<number, string>(emails.map((row: { id: number; email: string }) => [row.id, row.email]));
    return { orders: pageOrders.map((order) => ({ order, customerEmail: emailOf.get(order.userId) ?? '' })), total };
  }

  /**
   * Marking paid twice keeps the first payment time (and mails the customer once); a cancelled order
   * cannot be paid.
   */
  async markPaid(orderId: number, staffId: number): Promise<Order> {
    const [, changed] = await this.dataSource.query(
      `UPDATE orders SET paid_at = now(), paid_by = $2 WHERE id = $1 AND paid_at IS NULL AND cancelled_at IS NULL`,
      [orderId, staffId],
    );
    const order = await this.load(orderId);
    if (!order.paidAt) throw new LocalizedException(CANCELLED_ORDER, HttpStatus.CONFLICT);
    if (changed > 0) {
      const [customer] = await this.dataSource.query(`SELECT email FROM users WHERE id = $1`, [order.userId]);
      if (customer?.email) {
        // The payment stands even when the queue is down: the customer's order page shows it.
        await this.mail.enqueue(customerPaidMail(order, customer.email, this.config.publicUrl())).catch((error: unknown) => {
          this.logger.warn({ err: error, order: order.id }, 'order paid but its mail could not be queued');
        });
      }
    }
    return order;
  }

  /** Ships (see markShipped) and tells the customer, once; the desk answer includes the customer. */
  async ship(orderId: number, staffId: number, sentLotIds: string[], parcel: Parcel = { carrier: '', trackingNumber: '' }): Promise<DeskOrder> {
    if (!parcel.carrier || !parcel.trackingNumber) throw new LocalizedException(PARCEL_NEEDED, HttpStatus.BAD_REQUEST);
    const { order, shippedNow } = await this.markShipped(orderId, staffId, sentLotIds, parcel);
    const [customer] = await this.dataSource.query(`SELECT email FROM users WHERE id = $1`, [order.userId]);
    const customerEmail: string = customer?.email ?? '';
    if (shippedNow && customerEmail) {
      // The shipment stands even when the queue is down: the customer's order page shows it.
      const links = await this.carriers.links(order.language);
      const trackingUrl = links.urlOf(order.carrier, order.trackingNumber);
      await this.mail.enqueue(customerShippedMail(order, customerEmail, this.config.publicUrl(), trackingUrl, links.nameOf(order.carrier))).catch((error: unknown) => {
        this.logger.warn({ err: error, order: order.id }, 'order shipped but its mail could not be queued');
      });
    }
    return { order, customerEmail };
  }

  /**
   * Marks a paid order shipped with the lot of each line, in one transaction. The order row is
   * locked (a second click waits, then finds it shipped: the same lots again are fine, others are
   * refused) and so are the lots (staff cannot delete one while it is being named).
   */
  async markShipped(orderId: number, staffId: number, sentLotIds: string[], parcel: Parcel = { carrier: '', trackingNumber: '' }): Promise<{ order: Order; shippedNow: boolean }> {
    const lotIds = readLotIds(sentLotIds);
    const shippedNow = await this.dataSource.transaction(async (manager) => {
      const [order] = await manager.query(`SELECT paid_at, cancelled_at, shipped_at FROM orders WHERE id = $1 FOR UPDATE`, [orderId]);
      if (!order) throw new LocalizedException(UNKNOWN_ORDER, HttpStatus.NOT_FOUND);
      if (order.cancelled_at) throw new LocalizedException(CANCELLED_ORDER, HttpStatus.CONFLICT);
      if (!order.paid_at) throw new LocalizedException(NOT_PAID, HttpStatus.CONFLICT);
      const rows: Array<Record<string, number | string | null>> = await manager.query(
        `SELECT id, position, product_id, catalogue_number, lot_id FROM order_lines WHERE order_id = $1 ORDER BY position`,
        [orderId],
      );
      const lines: ShippingLine[] = rows.map((r) => ({ id: Number(r.id), position: Number(r.position), productId: r.product_id as number | null, catalogueNumber: String(r.catalogue_number) }));
      if (order.shipped_at) {
        const same = lotIds.length === rows.length && rows.every((r, i) => r.lot_id === lotIds[i]);
        if (!same) throw new LocalizedException(ALREADY_SHIPPED, HttpStatus.CONFLICT);
        return false;
      }
      const named = lotIds.filter((id): id is number => id !== null);
      const candidates = await manager.query(
        `SELECT id, product_id, lot_number, to_char(expires_on, 'YYYY-MM-DD') AS expires_on, expires_on < current_date AS expired
           FROM product_lots WHERE id = ANY($1::int[]) FOR SHARE`,
        [named],
      );
      const lots = new Map<number, CandidateLot>(
        candidates.map((r: Record<string, unknown>) => [r.id, { id: r.id, productId: r.product_id, lotNumber: r.lot_number, expiresOn: r.expires_on, expired: r.expired }]),
      );
      const pairs = assignLots(lines, lotIds, lots);
      await manager.query(
        `UPDATE order_lines l SET lot_id = p.lot_id FROM unnest($1::int[], $2::int[]) AS p(line_id, lot_id) WHERE l.id = p.line_id`,
        [pairs.map((p) => p.lineId), pairs.map((p) => p.lotId)],
      );
      await manager.query(`UPDATE orders SET shipped_at = now(), shipped_by = $2, carrier = $3, tracking_number = $4 WHERE id = $1`, [
        orderId,
        staffId,
        parcel.carrier,
        parcel.trackingNumber,
      ]);
      return true;
    });
    return { order: await this.load(orderId), shippedNow };
  }

  /** Records (or corrects) the issued invoice number; the customer's pages then show it (is_tax = 1). */
  async recordInvoice(orderId: number, invoiceNumber: string): Promise<Order> {
    const order = await this.load(orderId);
    if (!order.needsInvoice) throw new LocalizedException(NO_INVOICE_WANTED, HttpStatus.CONFLICT);
    if (order.cancelledAt) throw new LocalizedException(CANCELLED_ORDER, HttpStatus.CONFLICT);
    await this.orders.update(orderId, { invoiceNumber, invoicedAt: new Date() });
    return this.load(orderId);
  }

  private async load(orderId: number): Promise<Order> {
    const order = await this.orders.findOne({ where: { id: orderId }, relations: ORDER_RELATIONS });
    if (!order) throw new LocalizedException(UNKNOWN_ORDER, HttpStatus.NOT_FOUND);
    return order;
  }
}
