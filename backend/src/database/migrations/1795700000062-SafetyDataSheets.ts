import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Safety data sheets (issue 35): a PDF per language (zh, en) for one product, or for every product of a product type
 * (a value of the producttype vocabulary); a product's own sheet comes before its type's. The file is the stored name
 * in the shop's file storage (`sds/`, content-addressed); `name` is the uploaded name, offered when saving.
 */
export class SafetyDataSheets1795700000062 implements MigrationInterface {
  name = 'SafetyDataSheets1795700000062';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE safety_data_sheets (
      id serial PRIMARY KEY,
      product_id integer REFERENCES products(id) ON DELETE CASCADE,
      product_type text,
      language text NOT NULL CHECK (language IN ('zh', 'en')),
      file text NOT NULL,
      name text NOT NULL DEFAULT '',
      uploaded_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((product_id IS NULL) <> (product_type IS NULL))
    )`);
    await q.query('CREATE UNIQUE INDEX safety_data_sheets_product ON safety_data_sheets (product_id, language) WHERE product_id IS NOT NULL');
    await q.query('CREATE UNIQUE INDEX safety_data_sheets_type ON safety_data_sheets (product_type, language) WHERE product_type IS NOT NULL');
    await q.query('CREATE INDEX safety_data_sheets_file ON safety_data_sheets (file)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE safety_data_sheets');
  }
}
