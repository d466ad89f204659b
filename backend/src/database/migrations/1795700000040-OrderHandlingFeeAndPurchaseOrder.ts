import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31: an international order's handling fee is a line of its own, stored with the order like its
 * other amounts (in fen, and as shown in the order's currency), so every page, document and mail reads
 * the same figure. Orders placed before carry none: they were told and billed without it.
 * A purchasing office's PO number and the institution billed are optional; staff find an order by its
 * PO number, whole or its beginning (a prefix index on the lower-cased number).
 */
export class OrderHandlingFeeAndPurchaseOrder1795700000040 implements MigrationInterface {
  name = 'OrderHandlingFeeAndPurchaseOrder1795700000040';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders
      ADD COLUMN handling_fee_fen bigint NOT NULL DEFAULT 0,
      ADD COLUMN shown_handling_fee bigint NOT NULL DEFAULT 0,
      ADD COLUMN purchase_order_number varchar(40) NOT NULL DEFAULT '',
      ADD COLUMN billing_institution varchar(200) NOT NULL DEFAULT ''`);
    await q.query(`CREATE INDEX orders_purchase_order_number ON orders (lower(purchase_order_number) text_pattern_ops) WHERE purchase_order_number <> ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS orders_purchase_order_number');
    await q.query('ALTER TABLE orders DROP COLUMN billing_institution, DROP COLUMN purchase_order_number, DROP COLUMN shown_handling_fee, DROP COLUMN handling_fee_fen');
  }
}
