import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { AppConfig } from '../../config/app-config.service';
import { LocalizedException } from '../../http/localized-exception';
import type { Language } from '../../http/request-language';
import { MailService } from '../../mail/mail.service';
import { AddressesService } from '../addresses/addresses.service';
import { BasketService, DISCONTINUED } from '../cart/basket.service';
import { type Currency, currencyOf, handlingFee, shownAmounts } from '@shop/contract';
import { DeliveryPromises } from './delivery-promise';
import { customerOrderMail, salesOrderMail } from './order-mail';
import { purchaseOrderFields } from './purchase-order';
import { OrderLine } from './order-line.entity';
import { ORDER_RELATIONS, Order } from './order.entity';
import { filterOwnOrders, OrderStatusFilter } from './own-order-filter';

/** Spec section 5 messages, also given by the server so a bypassed form still gets them. */
export const NOTHING_CHOSEN = { zh: '您还没选择商品!', en: 'You have not selected any products!' };
export const CHOOSE_ADDRESS = { zh: '请选择地址', en: 'Please choose an address' };
export const CHOOSE_INVOICE = { zh: '请选择是否需要开具发票', en: 'Please choose whether you need an invoice' };
export const INCOMPLETE_INVOICE = { zh: '请把发票中的内容填写完整', en: 'Please fill in all the invoice fields' };
export const BASKET_CHANGED = {
  zh: '所选商品已不在购物车中，请刷新购物车后重试',
  en: 'Some chosen items are no longer in your basket; reload the basket and try again',
};
export const PAID_CANNOT_CANCEL = { zh: '已付款的订单不能取消', en: 'A paid order cannot be cancelled' };

/** The company details a Chinese VAT invoice (发票) is made out to; every one must be given. */
export interface InvoiceDetails {
  companyName: string;
  companyTaxId: string;
  companyAddress: string;
  companyPhone: string;
  bankName: string;
  bankAccount: string;
}

/**
 * An order given again within this time of its commit has its mails queued again (the same job ids: sent once). The
 * mail queue keeps a sent job a week (MailService), so well inside it a repeat is always recognised.
 */
const MAILS_REQUEUED_WITHIN_MS = 24 * 3600 * 1000;

const NO_INVOICE: InvoiceDetails = { companyName: '', companyTaxId: '', companyAddress: '', companyPhone: '', bankName: '', bankAccount: '' };

/** What a customer asks for on the order form. */
export interface OrderRequest {
  basketRowIds: number[];
  /** Absent when no address was chosen. */
  addressId?: number;
  /** Absent when the customer has not said whether an invoice is needed. */
  wantsInvoice?: boolean;
  invoice?: InvoiceDetails;
  note?: string;
  /** Optional (issue 31): checked by purchaseOrderFields. */
  purchaseOrderNumber?: string;
  billingInstitution?: string;
  /** The currency the form showed its amounts in; absent, the language's. */
  currency?: Currency;
}

export type CancelOutcome = 'cancelled' | 'not-found';

/** A customer's orders: submit from the basket, read, cancel. Another user's order is never found. */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger(OrdersService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly basket: BasketService,
    private readonly addresses: AddressesService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly delivery: DeliveryPromises,
  ) {}

  /**
   * Turns the chosen basket rows into one order, in one transaction: prices and product facts are
   * copied from the catalogue, the rows leave the basket. Submitting the same rows again (a double
   * click, a retried request) answers with the order they already became.
   */
  async submit(user: { id: number; email: string }, request: OrderRequest, language: Language): Promise<{ order: Order; created: boolean }> {
    const rowIds = [...new Set(request.basketRowIds)].sort((a, b) => a - b);
    if (rowIds.length === 0) throw new LocalizedException(NOTHING_CHOSEN, HttpStatus.BAD_REQUEST);
    if (request.addressId === undefined) throw new LocalizedException(CHOOSE_ADDRESS, HttpStatus.BAD_REQUEST);
    if (request.wantsInvoice === undefined) throw new LocalizedException(CHOOSE_INVOICE, HttpStatus.BAD_REQUEST);
    const needsInvoice = request.wantsInvoice;
    const invoice = needsInvoice ? (request.invoice ?? NO_INVOICE) : NO_INVOICE;
    if (needsInvoice && Object.values(invoice).some((detail) => !detail)) {
      throw new LocalizedException(INCOMPLETE_INVOICE, HttpStatus.BAD_REQUEST);
    }
    const purchase = purchaseOrderFields(request.purchaseOrderNumber, request.billingInstitution);
    const address = await this.addresses.find(user.id, request.addressId);
    if (!address) throw new LocalizedException(CHOOSE_ADDRESS, HttpStatus.BAD_REQUEST);

    const outcome = await this.dataSource.transaction(async (manager) => {
      // Locks the rows: a concurrent second submit waits here and then finds them gone.
      const rows = await this.basket.lockRows(manager, user.id, rowIds);
      if (rows.length !== rowIds.length) {
        const [earlier] = await manager.query(`SELECT id FROM orders WHERE user_id = $1 AND basket_row_ids = $2::int[]`, [user.id, rowIds]);
        if (earlier && rows.length === 0) {
          const order = await manager.getRepository(Order).findOneOrFail({ where: { id: earlier.id }, relations: ORDER_RELATIONS });
          return { order, created: false };
        }
        throw new LocalizedException(BASKET_CHANGED, HttpStatus.CONFLICT);
      }
      if (rows.some((row) => row.discontinued)) throw new LocalizedException(DISCONTINUED, HttpStatus.CONFLICT);
      const currency = request.currency ?? currencyOf(language);
      const amounts = shownAmounts(rows.map((row) => ({ unitFen: row.unitPriceFen, quantity: row.quantity })), currency);
      // Stored beside the goods, never folded into them: the basket total excludes shipping (spec section 9).
      const fee = handlingFee(address.country, currency, this.config.get('INTERNATIONAL_HANDLING_FEE_USD'));
      const order = manager.getRepository(Order).create({
        userId: user.id,
        basketRowIds: rowIds,
        committedAt: new Date(),
        totalFen: amounts.totalFen,
        currency,
        shownTotal: amounts.total,
        handlingFeeFen: fee.fen,
        shownHandlingFee: fee.shown,
        purchaseOrderNumber: purchase.purchaseOrderNumber,
        billingInstitution: purchase.billingInstitution,
        note: request.note ?? '',
        language,
        recipientCountry: address.country,
        recipientProvince: address.province,
        recipientCity: address.city,
        recipientDistrict: address.district,
        recipientAddress: address.detail,
        recipientName: address.receiverName,
        recipientPhone: address.receiverPhone,
        cancelledAt: null,
        paidAt: null,
        paidBy: null,
        shippedAt: null,
        shippedBy: null,
        carrier: '',
        trackingNumber: '',
        needsInvoice,
        invoiceCompanyName: invoice.companyName,
        invoiceCompanyTaxId: invoice.companyTaxId,
        invoiceCompanyAddress: invoice.companyAddress,
        invoiceCompanyPhone: invoice.companyPhone,
        invoiceBankName: invoice.bankName,
        invoiceBankAccount: invoice.bankAccount,
        invoiceNumber: null,
        invoicedAt: null,
        lines: rows.map((row, index) =>
          manager.getRepository(OrderLine).create({
            position: index + 1,
            productId: row.productId,
            priceOption: row.priceOption,
            productName: row.productName,
            catalogueNumber: row.catalogueNumber,
            size: row.size,
            unitPriceFen: row.unitPriceFen,
            quantity: row.quantity,
            shownUnitPrice: amounts.lines[index].unit,
            shownAmount: amounts.lines[index].amount,
            lotId: null,
          }),
        ),
      });
      const saved = await manager.getRepository(Order).save(order);
      await this.basket.removeRows(manager, user.id, rowIds);
      // Read back with the lines' products (a line whose size staff gave a stock status says it in the mail) inside
      // the transaction: once the order is committed, no database read stands between it and its mails, so a leader
      // lost right after the commit (issue 47) cannot leave an acknowledged order without its confirmation.
      const stored = await manager.getRepository(Order).findOneOrFail({ where: { id: saved.id }, relations: ORDER_RELATIONS });
      return { order: stored, created: true };
    });

    // Also for an order given again: its first answer may have been lost after the commit (a failover, a dropped
    // connection), before its mails were queued. The mails' job ids are the order's own, so queued twice is sent once.
    if (outcome.created || Date.now() - outcome.order.committedAt.getTime() < MAILS_REQUEUED_WITHIN_MS) await this.queueMails(outcome.order, user.email);
    return outcome;
  }

  /** The order stands even when the queue is down: sales also see it on the order desk. */
  private async queueMails(stored: Order, customerEmail: string): Promise<void> {
    try {
      await this.mail.enqueue(customerOrderMail(stored, customerEmail, this.delivery.forOrder(stored)));
      await this.mail.enqueue(salesOrderMail(stored, customerEmail, this.config.get('SALES_EMAIL')));
    } catch (error) {
      this.logger.warn({ err: error, order: stored.id }, 'order stored but its mails could not be queued');
    }
  }

  findOwn(userId: number, orderId: number): Promise<Order | null> {
    return this.orders.findOne({ where: { id: orderId, userId }, relations: ORDER_RELATIONS });
  }

  /** Newest first; with a search word or a status (my account's orders search, issue 31) only the orders matching. */
  listOwn(userId: number, search?: string, status?: OrderStatusFilter | ''): Promise<Order[]> {
    const query = this.orders.createQueryBuilder('o').where('o.user_id = :userId', { userId }).orderBy('o.id', 'DESC').take(500);
    return filterOwnOrders(query, search, status).getMany();
  }

  /**
   * Cancels an unpaid order of this user (is_delete = 1). Cancelling twice is fine; a paid order
   * is refused. One conditional UPDATE, so staff marking it paid at the same moment cannot interleave.
   */
  async cancel(userId: number, orderId: number): Promise<CancelOutcome> {
    const [, changed] = await this.dataSource.query(
      `UPDATE orders SET cancelled_at = now() WHERE id = $1 AND user_id = $2 AND paid_at IS NULL AND cancelled_at IS NULL`,
      [orderId, userId],
    );
    if (changed > 0) return 'cancelled';
    const order = await this.orders.findOne({ where: { id: orderId, userId } });
    if (!order) return 'not-found';
    if (order.paidAt) throw new LocalizedException(PAID_CANNOT_CANCEL, HttpStatus.CONFLICT);
    return 'cancelled';
  }
}
