import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31, a researcher's own account: the profile's organisation and phone, one default delivery
 * address per user, e-mail change codes bound to the account that asked, and saved product lists
 * (favourites and named lists per project) with their rows.
 */
export class MyAccountAndSavedLists1795700000050 implements MigrationInterface {
  name = 'MyAccountAndSavedLists1795700000050';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN organisation varchar(200) NOT NULL DEFAULT '', ADD COLUMN phone varchar(40) NOT NULL DEFAULT ''`);
    await q.query(`ALTER TABLE delivery_addresses ADD COLUMN is_default boolean NOT NULL DEFAULT false`);
    await q.query(`CREATE UNIQUE INDEX delivery_addresses_one_default ON delivery_addresses (user_id) WHERE is_default`);
    await q.query(`ALTER TABLE verification_codes ADD COLUMN user_id integer NULL REFERENCES users(id) ON DELETE CASCADE`);
    await q.query(`ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check`);
    await q.query(`ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check CHECK (purpose IN ('register', 'reset', 'email-change'))`);
    await q.query(`
      CREATE TABLE saved_lists (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name varchar(100) NOT NULL,
        is_favourites boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX saved_lists_name_per_user ON saved_lists (user_id, lower(name)) WHERE NOT is_favourites`);
    await q.query(`CREATE UNIQUE INDEX saved_lists_one_favourites ON saved_lists (user_id) WHERE is_favourites`);
    await q.query(`
      CREATE TABLE saved_list_rows (
        id serial PRIMARY KEY,
        list_id integer NOT NULL REFERENCES saved_lists(id) ON DELETE CASCADE,
        product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        price_option smallint NOT NULL DEFAULT 1 CHECK (price_option BETWEEN 1 AND 3),
        added_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (list_id, product_id, price_option)
      )`);
    await q.query(`CREATE INDEX saved_list_rows_product ON saved_list_rows (product_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE saved_list_rows');
    await q.query('DROP TABLE saved_lists');
    await q.query(`DELETE FROM verification_codes WHERE purpose = 'email-change'`);
    await q.query('ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check');
    await q.query(`ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check CHECK (purpose IN ('register', 'reset'))`);
    await q.query('ALTER TABLE verification_codes DROP COLUMN user_id');
    await q.query('DROP INDEX delivery_addresses_one_default');
    await q.query('ALTER TABLE delivery_addresses DROP COLUMN is_default');
    await q.query('ALTER TABLE users DROP COLUMN organisation, DROP COLUMN phone');
  }
}
