import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discontinued products name their replacement (issue 25): `replaced_by` holds its catalogue number
 * (declared as `replacedby` in product-fields.ts, so the sheet and the editor carry it). The
 * alternatives of a discontinued product are read by target: the gene symbol as a key, indexed.
 */
export class ProductReplacedBy1795700000026 implements MigrationInterface {
  name = 'ProductReplacedBy1795700000026';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ADD COLUMN replaced_by text NOT NULL DEFAULT ''`);
    await q.query(`CREATE INDEX products_gene_key_idx ON products (lower(gene_name)) WHERE gene_name <> ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX products_gene_key_idx');
    await q.query('ALTER TABLE products DROP COLUMN replaced_by');
  }
}
