import type { MigrationInterface, QueryRunner } from 'typeorm';
import { searchIndexTextFunctionSql, searchKeyFunctionSql, searchNormalFunctionSql } from '../../search/search-normaliser';

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
/**
 * The rows' re-derivation as the search document stood when this migration was written, frozen as
 * text (issue 32): today's search-document.sql.ts names columns later migrations add (issue 30's
 * product_name_zh), which a fresh database does not have yet when this one runs.
 */
const REDERIVE_ROWS = `
      UPDATE product_search s SET document = d.document, target_keys = d.target_keys, primary_keys = d.primary_keys,
          plain = d.plain, target = d.target, name_target = d.name_target
        FROM (
          SELECT p.id, setweight(to_tsvector('simple', search_index_text(concat_ws(' ', p.catalogue_number, p.product_name, p.gene_name, p.rrid, lower(regexp_replace(p.catalogue_number, '[^A-Za-z0-9]+', '', 'g')), lower(regexp_replace(p.rrid, '[^A-Za-z0-9]+', '', 'g'))))), 'A') || setweight(to_tsvector('simple', search_index_text(concat_ws(' ', p.alternative_names, p.protein_name))), 'B') || setweight(to_tsvector('simple', search_index_text(concat_ws(' ', p.entrez_gene_human, p.entrez_gene_mouse, p.entrez_gene_rat, p.swiss_prot_human, p.swiss_prot_mouse, p.swiss_prot_rat))), 'C') || setweight(to_tsvector('simple', search_index_text(concat_ws(' ', p.background))), 'D') AS document,
            ARRAY(
    SELECT DISTINCT k FROM unnest(
      ARRAY[p.gene_name, p.protein_name, CASE WHEN strpos(p.protein_name, ',') > 1 THEN split_part(p.protein_name, ',', 1) ELSE '' END, named.target]
      || regexp_split_to_array(p.alternative_names, '\\s*[;,]\\s*')) AS n(name),
      LATERAL (SELECT search_key(n.name) AS k) key
    WHERE k <> '' ORDER BY k) AS target_keys, ARRAY(
    SELECT DISTINCT k FROM unnest(ARRAY[p.gene_name, p.protein_name, CASE WHEN strpos(p.protein_name, ',') > 1 THEN split_part(p.protein_name, ',', 1) ELSE '' END, named.target]) AS n(name),
      LATERAL (SELECT search_key(n.name) AS k) key
    WHERE k <> '' ORDER BY k) AS primary_keys, (named.target <> '' AND named.target = ANY(ARRAY(
    SELECT search_key(n.name) FROM unnest(ARRAY[p.gene_name, p.protein_name, CASE WHEN strpos(p.protein_name, ',') > 1 THEN split_part(p.protein_name, ',', 1) ELSE '' END]
      || regexp_split_to_array(p.alternative_names, '\\s*[;,]\\s*')) AS n(name)))) AS plain,
            coalesce(nullif(search_key(p.gene_name), ''), named.target) AS target, named.target AS name_target
          FROM products p, LATERAL (SELECT search_key(CASE WHEN p.host <> '' THEN regexp_replace(regexp_replace(regexp_replace(lower(normalize(p.product_name, NFKC)), '\\([^)]*\\)|\\[[^]]*\\]', ' ', 'g'), '^\\s*anti[-[:space:]]+', ''), '(\\m(mouse|rabbit|rat|goat|chicken|donkey|sheep|guinea pig|hamster|camel|alpaca|horse|human)\\s+)?\\m(recombinant|monoclonal|polyclonal|nano-antibody|antibody|antibodies|mab|pab)\\M.*$', '') ELSE regexp_replace(lower(normalize(p.product_name, NFKC)), '\\([^)]*\\)|\\[[^]]*\\]', ' ', 'g') END) AS target) named) d
       WHERE d.id = s.product_id`;

export class SearchNormaliser1795700000023 implements MigrationInterface {
  name = 'SearchNormaliser1795700000023';

  async up(q: QueryRunner): Promise<void> {
    await q.query(searchNormalFunctionSql());
    await q.query(searchIndexTextFunctionSql());
    await q.query(searchKeyFunctionSql());
    await q.query(`ALTER TABLE product_search
      ADD COLUMN primary_keys text[] NOT NULL DEFAULT '{}',
      ADD COLUMN plain boolean NOT NULL DEFAULT false`);
    await q.query(REDERIVE_ROWS);
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
