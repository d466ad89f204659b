import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Basket rows, delivery addresses and orders (spec sections 3 to 5). An order copies its address
 * and every line's product and price, so later catalogue or address changes never rewrite it.
 */
export class CreateOrdering1795302841819 implements MigrationInterface {
  name = 'CreateOrdering1795302841819';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE basket_rows (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        price_option smallint NOT NULL CHECK (price_option BETWEEN 1 AND 3),
        quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 9999),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        -- One row per size: adding the same size again raises its quantity (spec: basket step 1).
        UNIQUE (user_id, product_id, price_option)
      )`);

    await q.query(`
      CREATE TABLE delivery_addresses (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        country varchar(100) NOT NULL,
        province varchar(100) NOT NULL DEFAULT '',
        city varchar(100) NOT NULL DEFAULT '',
        district varchar(100) NOT NULL DEFAULT '',
        detail varchar(300) NOT NULL,
        receiver_name varchar(100) NOT NULL,
        receiver_phone varchar(40) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX delivery_addresses_user_idx ON delivery_addresses (user_id, id)`);

    await q.query(`
      CREATE TABLE orders (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        -- The basket rows this order was made from: a second submit of the same rows finds it here.
        basket_row_ids integer[] NOT NULL,
        committed_at timestamptz NOT NULL DEFAULT now(),
        total_fen bigint NOT NULL CHECK (total_fen >= 0),
        note varchar(500) NOT NULL DEFAULT '',
        language varchar(2) NOT NULL DEFAULT 'zh',
        recipient_country varchar(100) NOT NULL,
        recipient_province varchar(100) NOT NULL DEFAULT '',
        recipient_city varchar(100) NOT NULL DEFAULT '',
        recipient_district varchar(100) NOT NULL DEFAULT '',
        recipient_address varchar(300) NOT NULL,
        recipient_name varchar(100) NOT NULL,
        recipient_phone varchar(40) NOT NULL,
        cancelled_at timestamptz,
        paid_at timestamptz,
        paid_by integer REFERENCES users(id) ON DELETE SET NULL,
        needs_invoice boolean NOT NULL,
        invoice_company_name varchar(200) NOT NULL DEFAULT '',
        invoice_company_tax_id varchar(100) NOT NULL DEFAULT '',
        invoice_company_address varchar(300) NOT NULL DEFAULT '',
        invoice_company_phone varchar(40) NOT NULL DEFAULT '',
        invoice_bank_name varchar(200) NOT NULL DEFAULT '',
        invoice_bank_account varchar(100) NOT NULL DEFAULT '',
        invoice_number varchar(100),
        invoiced_at timestamptz,
        CHECK (cancelled_at IS NULL OR paid_at IS NULL),
        CHECK (invoice_number IS NULL OR needs_invoice)
      )`);
    await q.query(`CREATE INDEX orders_user_idx ON orders (user_id, id DESC)`);
    await q.query(`CREATE INDEX orders_basket_rows_idx ON orders USING gin (basket_row_ids)`);

    await q.query(`
      CREATE TABLE order_lines (
        id serial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        position smallint NOT NULL,
        product_id integer REFERENCES products(id) ON DELETE SET NULL,
        price_option smallint NOT NULL,
        product_name text NOT NULL,
        catalogue_number varchar(40) NOT NULL,
        size text NOT NULL,
        unit_price_fen integer NOT NULL CHECK (unit_price_fen >= 0),
        quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 9999),
        UNIQUE (order_id, position)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE order_lines`);
    await q.query(`DROP TABLE orders`);
    await q.query(`DROP TABLE delivery_addresses`);
    await q.query(`DROP TABLE basket_rows`);
  }
}
