import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders keep what the customer was shown (issue 25): the currency of the order's language and, in
 * that currency's minor unit (fen or cents), every line's unit price and amount and the order's
 * total, which is the sum of the shown lines. Existing orders get them from the rule as it stands
 * (shown-price.ts, written out here): USD unit = ceil(fen / 700) whole dollars.
 */
export class OrderShownAmounts1795700000025 implements MigrationInterface {
  name = 'OrderShownAmounts1795700000025';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN currency varchar(3) NOT NULL DEFAULT 'CNY' CHECK (currency IN ('CNY', 'USD'))`);
    await q.query(`ALTER TABLE orders ADD COLUMN shown_total bigint NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE order_lines ADD COLUMN shown_unit_price integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE order_lines ADD COLUMN shown_amount bigint NOT NULL DEFAULT 0`);
    await q.query(`UPDATE orders SET currency = CASE WHEN language = 'en' THEN 'USD' ELSE 'CNY' END`);
    await q.query(`UPDATE order_lines l SET shown_unit_price = CASE WHEN o.currency = 'USD' THEN ceil(l.unit_price_fen / 700.0)::int * 100 ELSE l.unit_price_fen END
                     FROM orders o WHERE o.id = l.order_id`);
    await q.query(`UPDATE order_lines SET shown_amount = shown_unit_price::bigint * quantity`);
    await q.query(`UPDATE orders o SET shown_total = coalesce((SELECT sum(shown_amount) FROM order_lines l WHERE l.order_id = o.id), 0)`);
    await q.query(`ALTER TABLE orders ALTER COLUMN currency DROP DEFAULT, ALTER COLUMN shown_total DROP DEFAULT`);
    await q.query(`ALTER TABLE order_lines ALTER COLUMN shown_unit_price DROP DEFAULT, ALTER COLUMN shown_amount DROP DEFAULT`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_lines DROP COLUMN shown_amount, DROP COLUMN shown_unit_price`);
    await q.query(`ALTER TABLE orders DROP COLUMN shown_total, DROP COLUMN currency`);
  }
}
