import { Column, Entity, FindOptionsRelations, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import type { Currency } from '@shop/contract';
import type { OrderLine } from './order-line.entity';

/**
 * A submitted order (the API's orderlistid is the id). It keeps its own copy of the address and,
 * in its lines, of every product and price, so it reads the same whatever changes later.
 */
@Entity({ name: 'orders' })
export class Order {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ name: 'basket_row_ids', type: 'integer', array: true })
  basketRowIds: number[];

  @Column({ name: 'committed_at', type: 'timestamptz' })
  committedAt: Date;

  /** Sum of the lines in fen; bigint comes back from pg as a string, hence the transformer. */
  @Column({ name: 'total_fen', type: 'bigint', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  totalFen: number;

  /** The currency of the order's language and the total the customer was shown in it (minor units: fen or cents), the sum of the lines' shown amounts. */
  @Column({ type: 'varchar', length: 3 }) currency: Currency;
  @Column({ name: 'shown_total', type: 'bigint', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  shownTotal: number;

  /**
   * The international handling fee (issue 31; 0 for an order shipped within China), in fen and as shown
   * in the order's currency: a line of its own beside the goods, added to the amount due (order-money.ts).
   */
  @Column({ name: 'handling_fee_fen', type: 'bigint', default: 0, transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  handlingFeeFen: number;
  @Column({ name: 'shown_handling_fee', type: 'bigint', default: 0, transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  shownHandlingFee: number;

  /** A purchasing office's PO number and the institution billed, both optional ('' when not given). */
  @Column({ name: 'purchase_order_number', type: 'varchar', length: 40, default: '' }) purchaseOrderNumber: string;
  @Column({ name: 'billing_institution', type: 'varchar', length: 200, default: '' }) billingInstitution: string;

  @Column({ type: 'varchar', length: 500, default: '' }) note: string;
  @Column({ type: 'varchar', length: 2, default: 'zh' }) language: 'zh' | 'en';

  @Column({ name: 'recipient_country', type: 'varchar', length: 100 }) recipientCountry: string;
  @Column({ name: 'recipient_province', type: 'varchar', length: 100 }) recipientProvince: string;
  @Column({ name: 'recipient_city', type: 'varchar', length: 100 }) recipientCity: string;
  @Column({ name: 'recipient_district', type: 'varchar', length: 100 }) recipientDistrict: string;
  @Column({ name: 'recipient_address', type: 'varchar', length: 300 }) recipientAddress: string;
  @Column({ name: 'recipient_name', type: 'varchar', length: 100 }) recipientName: string;
  @Column({ name: 'recipient_phone', type: 'varchar', length: 40 }) recipientPhone: string;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true }) cancelledAt: Date | null;
  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true }) paidAt: Date | null;
  @Column({ name: 'paid_by', type: 'integer', nullable: true }) paidBy: number | null;
  /** Set by staff with the shipped lot of every line (status shipped, after paid). */
  @Column({ name: 'shipped_at', type: 'timestamptz', nullable: true }) shippedAt: Date | null;
  @Column({ name: 'shipped_by', type: 'integer', nullable: true }) shippedBy: number | null;
  /** Entered by staff when shipping: who carries the parcel and its tracking number. */
  @Column({ type: 'varchar', length: 100, default: '' }) carrier: string;
  @Column({ name: 'tracking_number', type: 'varchar', length: 100, default: '' }) trackingNumber: string;

  @Column({ name: 'needs_invoice', type: 'boolean' }) needsInvoice: boolean;
  @Column({ name: 'invoice_company_name', type: 'varchar', length: 200 }) invoiceCompanyName: string;
  @Column({ name: 'invoice_company_tax_id', type: 'varchar', length: 100 }) invoiceCompanyTaxId: string;
  @Column({ name: 'invoice_company_address', type: 'varchar', length: 300 }) invoiceCompanyAddress: string;
  @Column({ name: 'invoice_company_phone', type: 'varchar', length: 40 }) invoiceCompanyPhone: string;
  @Column({ name: 'invoice_bank_name', type: 'varchar', length: 200 }) invoiceBankName: string;
  @Column({ name: 'invoice_bank_account', type: 'varchar', length: 100 }) invoiceBankAccount: string;
  /** Set by staff once the tax invoice is issued (the API's taxid; is_tax = 1 from then on). */
  @Column({ name: 'invoice_number', type: 'varchar', length: 100, nullable: true }) invoiceNumber: string | null;
  @Column({ name: 'invoiced_at', type: 'timestamptz', nullable: true }) invoicedAt: Date | null;

  @OneToMany('OrderLine', (line: OrderLine) => line.order, { cascade: ['insert'] })
  lines: OrderLine[];
}

/** What an order is read with wherever it is shown: its lines, each with its shipped lot and its product (clone, RRID). */
export const ORDER_RELATIONS: FindOptionsRelations<Order> = { lines: { lot: true, product: true } };
