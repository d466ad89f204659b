import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A log of which products' search rows changed, in order. The PostgreSQL engine keeps the filter
 * attributes of the whole catalogue in memory (facet counts over typed arrays instead of table
 * scans); every web process follows this log to bring its copy up to date, whichever process ran
 * the index job. A row without product_id means "everything was rebuilt".
 */
export class CreateSearchIndexChanges1795303525318 implements MigrationInterface {
  name = 'CreateSearchIndexChanges1795303525318';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE search_index_changes (
        revision bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        product_id integer,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX search_index_changes_changed_at_idx ON search_index_changes (changed_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE search_index_changes');
  }
}
