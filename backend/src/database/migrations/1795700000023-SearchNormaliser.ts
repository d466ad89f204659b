import type { MigrationInterface, QueryRunner } from 'typeorm';
import { searchIndexTextFunctionSql, searchKeyFunctionSql, searchNormalFunctionSql } from '../../search/search-normaliser';
import { PLAIN_SQL, PRIMARY_KEYS_SQL, TARGET_KEYS_SQL, TARGET_SQL, nameTargetSql, weighted } from '../../search/postgres/search-document.sql';

/**
 * Search that reads names the way researchers type them (issue 23). The PostgreSQL engine indexes
 * the words of search-normaliser.ts (Ki-67 = Ki67 = Ki 67, β = beta, Ser473 = S473, Erk1/2 …)
 * through three SQL functions generated from its rules; keys compare without separators
 * ('betaactin'); the search row gains the target's own names (`primary_keys`: gene symbol, protein
 * name and family, the name's target, not aliases) and whether the product name is its target
 * plainly (`plain`), for the ranking. Aliases move from the names (A) to the protein name's level (B).
 *
 * Existing rows are re-derived here, so a database that already holds a catalogue searches the new
 * way after `npm run migrate` (or the app's start) without a reindex. The functions are replaced by
 * a later migration if the rules change (then the rows are re-derived there too).
 */
export class SearchNormaliser1795700000023 implements MigrationInterface {
  name = 'SearchNormaliser1795700000023';

  async up(q: QueryRunner): Promise<void> {
    await q.query(searchNormalFunctionSql());
    await q.query(searchIndexTextFunctionSql());
    await q.query(searchKeyFunctionSql());
    await q.query(`ALTER TABLE product_search
      ADD COLUMN primary_keys text[] NOT NULL DEFAULT '{}',
      ADD COLUMN plain boolean NOT NULL DEFAULT false`);
    await q.query(`
      UPDATE product_search s SET document = d.document, target_keys = d.target_keys, primary_keys = d.primary_keys,
          plain = d.plain, target = d.target, name_target = d.name_target
        FROM (
          SELECT p.id, ${weighted('A')} || ${weighted('B')} || ${weighted('C')} || ${weighted('D')} AS document,
            ${TARGET_KEYS_SQL} AS target_keys, ${PRIMARY_KEYS_SQL} AS primary_keys, ${PLAIN_SQL} AS plain,
            ${TARGET_SQL} AS target, named.target AS name_target
          FROM products p, LATERAL (SELECT ${nameTargetSql('p.product_name', 'p.host')} AS target) named) d
       WHERE d.id = s.product_id`);
    // Processes that keep search data in memory reload it (see LiveFacets).
    await q.query('INSERT INTO search_index_changes (product_id) VALUES (NULL)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE product_search DROP COLUMN plain, DROP COLUMN primary_keys');
    await q.query('DROP FUNCTION search_key(text)');
    await q.query('DROP FUNCTION search_index_text(text)');
    await q.query('DROP FUNCTION search_normal(text)');
  }
}
