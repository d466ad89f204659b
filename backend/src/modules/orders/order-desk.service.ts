import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { LocalizedException } from '../../http/localized-exception';
import type { DeskFilter } from './dto/order-desk.dto';
import { Order } from './order.entity';

export const DESK_PAGE_SIZE = 20;
export const UNKNOWN_ORDER = { zh: '该订单不存在', en: 'This order does not exist' };
export const CANCELLED_ORDER = { zh: '订单已取消', en: 'This order has been cancelled' };
export const NO_INVOICE_WANTED = { zh: '该订单未申请发票', en: 'No invoice was requested for this order' };

export interface DeskOrder {
  order: Order;
  customerEmail: string;
}

const WHERE: Record<DeskFilter, string> = {
  all: 'TRUE',
  unpaid: 'o.cancelled_at IS NULL AND o.paid_at IS NULL',
  paid: 'o.paid_at IS NOT NULL',
  invoice: 'o.needs_invoice AND o.invoice_number IS NULL AND o.cancelled_at IS NULL',
  canceled: 'o.cancelled_at IS NOT NULL',
};

/** The staff order desk: every customer's orders, payment and invoice bookkeeping. */
@Injectable()
export class OrderDeskService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Order) private readonly orders: Repository<Order>,
  ) {}

  async list(filter: DeskFilter, page: number): Promise<{ orders: DeskOrder[]; total: number }> {
    const total = await this.orders.createQueryBuilder('o').where(WHERE[filter]).getCount();
    const ids = await this.orders
      .createQueryBuilder('o')
      .select('o.id', 'id')
      .where(WHERE[filter])
      .orderBy('o.id', 'DESC')
      .offset((page - 1) * DESK_PAGE_SIZE)
      .limit(DESK_PAGE_SIZE)
      .getRawMany<{ id: number }>();
    if (ids.length === 0) return { orders: [], total };
    const pageOrders = await this.orders.find({ where: ids.map(({ id }) => ({ id })), relations: { lines: true }, order: { id: 'DESC' } });
    const emails = await this.dataSource.query(`SELECT id, email FROM users WHERE id = ANY($1::int[])`, [[...new Set(pageOrders.map((o) => o.userId))]]);
    const emailOf = new Map<number, string>(emails.map((row: { id: number; email: string }) => [row.id, row.email]));
    return { orders: pageOrders.map((order) => ({ order, customerEmail: emailOf.get(order.userId) ?? '' })), total };
  }

  /** Marking paid twice keeps the first payment time; a cancelled order cannot be paid. */
  async markPaid(orderId: number, staffId: number): Promise<Order> {
    await this.dataSource.query(
      `UPDATE orders SET paid_at = now(), paid_by = $2 WHERE id = $1 AND paid_at IS NULL AND cancelled_at IS NULL`,
      [orderId, staffId],
    );
    const order = await this.load(orderId);
    if (!order.paidAt) throw new LocalizedException(CANCELLED_ORDER, HttpStatus.CONFLICT);
    return order;
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
    const order = await this.orders.findOne({ where: { id: orderId }, relations: { lines: true } });
    if (!order) throw new LocalizedException(UNKNOWN_ORDER, HttpStatus.NOT_FOUND);
    return order;
  }
}
