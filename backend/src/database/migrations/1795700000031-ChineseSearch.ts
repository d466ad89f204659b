import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search that understands Chinese (issue 30):
 * - a product's own Chinese name and Chinese aliases (`productnamezh`, `alternativenameszh` in
 *   product-fields.ts), searched like its name and aliases;
 * - `target_name_additions`: the Chinese names or synonyms staff add to a target (by gene symbol)
 *   beside the table the shop ships (modules/items/target-names/target-names.json); every instance
 *   reads them again after a change (SharedCaches);
 * - an index on the product name as typed, so a product's exact full name typed ranks it first.
 */
export class ChineseSearch1795700000031 implements MigrationInterface {
  name = 'ChineseSearch1795700000031';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ADD COLUMN product_name_zh text NOT NULL DEFAULT ''`);
    await q.query(`ALTER TABLE products ADD COLUMN alternative_names_zh text NOT NULL DEFAULT ''`);
    await q.query(`CREATE TABLE target_name_additions (
      id serial PRIMARY KEY,
      symbol text NOT NULL,
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    // One target per Chinese name, compared without case, spaces and hyphens.
    await q.query(
      `CREATE UNIQUE INDEX target_name_additions_name ON target_name_additions (lower(regexp_replace(name, '[[:space:]·・-]+', '', 'g')))`,
    );
    await q.query(`CREATE INDEX products_name_key_idx ON products (lower(product_name))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX products_name_key_idx');
    await q.query('DROP TABLE target_name_additions');
    await q.query('ALTER TABLE products DROP COLUMN alternative_names_zh');
    await q.query('ALTER TABLE products DROP COLUMN product_name_zh');
  }
}
