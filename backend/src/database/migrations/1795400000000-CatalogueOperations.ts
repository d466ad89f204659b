import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Catalogue operations (issue 11): products can be discontinued, are matched by their catalogue
 * number compared loosely (case and separators ignored, as search already does), and their pictures
 * are stored files. Imports keep their state and report in `catalogue_imports`.
 */
export class CatalogueOperations1795400000000 implements MigrationInterface {
  name = 'CatalogueOperations1795400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ADD COLUMN status text NOT NULL DEFAULT 'active'
      CHECK (status IN ('active', 'discontinued'))`);
    await q.query(`ALTER TABLE products ADD COLUMN catalogue_key text
      GENERATED ALWAYS AS (lower(regexp_replace(catalogue_number, '[^A-Za-z0-9]+', '', 'g'))) STORED`);
    await q.query(`CREATE UNIQUE INDEX products_catalogue_key_idx ON products (catalogue_key)`);
    await q.query(`ALTER TABLE products DROP COLUMN image_seed`);
    await q.query(`DROP TABLE catalogue_loads`);
    // Pictures drawn on request by the demo generator become stored files: the seed stores them again.
    await q.query(`ALTER TABLE product_images RENAME COLUMN path TO file`);
    await q.query(`ALTER TABLE product_images ADD COLUMN original_name text NOT NULL DEFAULT ''`);
    await q.query(`
      CREATE TABLE catalogue_imports (
        id uuid PRIMARY KEY,
        state text NOT NULL CHECK (state IN ('validating', 'validated', 'rejected', 'importing', 'done', 'failed')),
        sheet_name text NOT NULL,
        work_dir text NOT NULL,
        has_images boolean NOT NULL DEFAULT false,
        done integer NOT NULL DEFAULT 0,
        total integer NOT NULL DEFAULT 0,
        report jsonb,
        failure jsonb,
        created_by integer REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE catalogue_imports');
    await q.query('ALTER TABLE product_images DROP COLUMN original_name');
    await q.query('ALTER TABLE product_images RENAME COLUMN file TO path');
    await q.query(`CREATE TABLE catalogue_loads (id boolean PRIMARY KEY DEFAULT true CHECK (id), seed integer NOT NULL,
      products integer NOT NULL, loaded_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('ALTER TABLE products ADD COLUMN image_seed integer');
    await q.query('DROP INDEX products_catalogue_key_idx');
    await q.query('ALTER TABLE products DROP COLUMN catalogue_key');
    await q.query('ALTER TABLE products DROP COLUMN status');
  }
}
