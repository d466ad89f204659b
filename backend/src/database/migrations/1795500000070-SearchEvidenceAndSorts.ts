import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The PostgreSQL search row gains what issue 15's list page filters, sorts and finds by: the
 * evidence filter (a declared facet like the other eight), the citation count and the creation time
 * (the "most cited" and "newest" sorts) and the RRID without separators (typing AB_2687500 or
 * RRID:AB_2687500 finds that product first). Existing rows are filled from `products` here, so no
 * reindex is needed.
 */
export class SearchEvidenceAndSorts1795500000070 implements MigrationInterface {
  name = 'SearchEvidenceAndSorts1795500000070';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE product_search
      ADD COLUMN evidence text[] NOT NULL DEFAULT '{}',
      ADD COLUMN citations integer NOT NULL DEFAULT 0,
      ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN rrid_key text NOT NULL DEFAULT ''`);
    await q.query(`
      UPDATE product_search s
         SET evidence = p.evidence, citations = p.citations, created_at = p.created_at,
             rrid_key = lower(regexp_replace(p.rrid, '[^A-Za-z0-9]+', '', 'g'))
        FROM products p WHERE p.id = s.product_id`);
    await q.query(`CREATE INDEX product_search_rrid_key_idx ON product_search (rrid_key) WHERE rrid_key <> ''`);
    // Processes that keep the filter attributes in memory reload them (see LiveFacets).
    await q.query('INSERT INTO search_index_changes (product_id) VALUES (NULL)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX product_search_rrid_key_idx');
    await q.query(`ALTER TABLE product_search
      DROP COLUMN rrid_key, DROP COLUMN created_at, DROP COLUMN citations, DROP COLUMN evidence`);
  }
}
