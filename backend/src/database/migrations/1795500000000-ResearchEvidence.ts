import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What researchers choose an antibody by (issue 15): the RRID, validation evidence per application
 * and species, references (the spec's Reference entity, no longer empty), lots with their
 * certificates, and orders that record which lot was shipped.
 *
 * `products.evidence` and `products.citations` are derived (from evidence, approved reviews and
 * references) so that the list page can filter and sort on them like on any other column.
 */
export class ResearchEvidence1795500000000 implements MigrationInterface {
  name = 'ResearchEvidence1795500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ADD COLUMN rrid text NOT NULL DEFAULT ''`);
    await q.query(`ALTER TABLE products ADD COLUMN evidence text[] NOT NULL DEFAULT '{}'`);
    await q.query(`ALTER TABLE products ADD COLUMN citations integer NOT NULL DEFAULT 0`);
    await q.query(`CREATE INDEX products_rrid_idx ON products (upper(rrid)) WHERE rrid <> ''`);
    await q.query(`
      CREATE TABLE product_evidence (
        id serial PRIMARY KEY,
        product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        position smallint NOT NULL,
        application text NOT NULL,
        species text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('knockout', 'own-data')),
        figure_file text,
        note text NOT NULL DEFAULT '',
        note_en text NOT NULL DEFAULT ''
      )`);
    await q.query(`CREATE INDEX product_evidence_product_idx ON product_evidence (product_id, position)`);
    await q.query(`
      CREATE TABLE product_references (
        id serial PRIMARY KEY,
        product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        position smallint NOT NULL,
        title text NOT NULL,
        journal text NOT NULL DEFAULT '',
        pubmed_id text NOT NULL DEFAULT '',
        sample text NOT NULL DEFAULT '',
        species text NOT NULL DEFAULT '',
        application text NOT NULL DEFAULT '',
        impact_factor numeric(7, 3)
      )`);
    await q.query(`CREATE INDEX product_references_product_idx ON product_references (product_id, position)`);
    await q.query(`
      CREATE TABLE product_lots (
        id serial PRIMARY KEY,
        product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        lot_number text NOT NULL,
        expires_on date NOT NULL,
        coa_file text,
        coa_name text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (product_id, lot_number)
      )`);
    await q.query(`ALTER TABLE orders ADD COLUMN shipped_at timestamptz`);
    await q.query(`ALTER TABLE orders ADD COLUMN shipped_by integer REFERENCES users(id) ON DELETE SET NULL`);
    // A lot that was shipped is part of an order's record: it cannot be removed while an order names it.
    await q.query(`ALTER TABLE order_lines ADD COLUMN lot_id integer REFERENCES product_lots(id) ON DELETE RESTRICT`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE order_lines DROP COLUMN lot_id');
    await q.query('ALTER TABLE orders DROP COLUMN shipped_by');
    await q.query('ALTER TABLE orders DROP COLUMN shipped_at');
    await q.query('DROP TABLE product_lots');
    await q.query('DROP TABLE product_references');
    await q.query('DROP TABLE product_evidence');
    await q.query('DROP INDEX products_rrid_idx');
    await q.query('ALTER TABLE products DROP COLUMN citations');
    await q.query('ALTER TABLE products DROP COLUMN evidence');
    await q.query('ALTER TABLE products DROP COLUMN rrid');
  }
}
