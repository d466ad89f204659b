import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search relevance (issue 12). The PostgreSQL search row gains the target's names as keys
 * (`target_keys`: gene symbol, aliases, protein name and family, the target the product name starts
 * with, which is also `name_target`) for the exact-target rank, and `target` (gene symbol, else the
 * name's target) that related products are grouped by. The document's weights become levels: A the product's names (catalogue
 * number, RRID, gene, product name, aliases), B protein name, C identifiers, D background text (new:
 * it finds a product but ranks it last). `search_words` holds the words a typo may be corrected to.
 *
 * Existing rows are re-derived here with the definition as it stands in this migration (written
 * out, so later changes to search-document.sql.ts do not change what this step does); no reindex
 * is needed.
 */
const KEY = (text: string) => `btrim(regexp_replace(lower(normalize(${text}, NFKC)), '[^[:alnum:]]+', ' ', 'g'))`;

const UNBRACKETED = `regexp_replace(lower(normalize(p.product_name, NFKC)), '\\([^)]*\\)|\\[[^]]*\\]', ' ', 'g')`;
const NAME_TARGET = KEY(
  `CASE WHEN p.host <> '' THEN regexp_replace(regexp_replace(${UNBRACKETED}, '^\\s*anti[-[:space:]]+', ''),
     '(\\m(mouse|rabbit|rat|goat|chicken|donkey|sheep|guinea pig|hamster|camel|alpaca|horse|human)\\s+)?\\m(recombinant|monoclonal|polyclonal|nano-antibody|antibody|antibodies|mab|pab)\\M.*$', '')
   ELSE ${UNBRACKETED} END`,
);

const DERIVED = `
  SELECT p.id,
    setweight(to_tsvector('simple', concat_ws(' ', p.catalogue_number, p.product_name, p.gene_name, p.alternative_names, p.rrid,
      lower(regexp_replace(p.catalogue_number, '[^A-Za-z0-9]+', '', 'g')), lower(regexp_replace(p.rrid, '[^A-Za-z0-9]+', '', 'g')))), 'A')
    || setweight(to_tsvector('simple', concat_ws(' ', p.protein_name)), 'B')
    || setweight(to_tsvector('simple', concat_ws(' ', p.entrez_gene_human, p.entrez_gene_mouse, p.entrez_gene_rat,
      p.swiss_prot_human, p.swiss_prot_mouse, p.swiss_prot_rat)), 'C')
    || setweight(to_tsvector('simple', concat_ws(' ', p.background)), 'D') AS document,
    ARRAY(
      SELECT DISTINCT k FROM unnest(
        ARRAY[p.gene_name, p.protein_name, CASE WHEN strpos(p.protein_name, ',') > 1 THEN split_part(p.protein_name, ',', 1) ELSE '' END, named.target]
        || regexp_split_to_array(p.alternative_names, '\\s*[;,]\\s*')) AS n(name),
        LATERAL (SELECT ${KEY('n.name')} AS k) key
      WHERE k <> '' ORDER BY k) AS target_keys,
    coalesce(nullif(${KEY('p.gene_name')}, ''), named.target) AS target,
    named.target AS name_target
  FROM products p, LATERAL (SELECT ${NAME_TARGET} AS target) named`;

export class SearchRelevance1795600000012 implements MigrationInterface {
  name = 'SearchRelevance1795600000012';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE product_search
      ADD COLUMN target_keys text[] NOT NULL DEFAULT '{}',
      ADD COLUMN target text NOT NULL DEFAULT '',
      ADD COLUMN name_target text NOT NULL DEFAULT ''`);
    await q.query(`
      UPDATE product_search s SET document = d.document, target_keys = d.target_keys, target = d.target, name_target = d.name_target
        FROM (${DERIVED}) d WHERE d.id = s.product_id`);
    // Same-target products of a product page, in pid order; secondaries by the species they detect.
    await q.query(`CREATE INDEX product_search_target_idx ON product_search (target, product_id) WHERE target <> ''`);
    await q.query(`CREATE INDEX product_search_secondary_species_idx ON product_search USING gin (reactivities)
      WHERE product_type = 'Secondary Antibody'`);
    await q.query(`
      CREATE TABLE search_words (
        word text PRIMARY KEY,
        display text NOT NULL,
        products integer NOT NULL DEFAULT 1
      )`);
    await q.query(`
      INSERT INTO search_words (word, display, products)
      WITH texts AS (
        SELECT concat_ws(' ', regexp_replace(p.product_name, '\\([^)]*\\)|\\[[^]]*\\]', ' ', 'g'),
                 p.gene_name, p.alternative_names, p.protein_name) AS text, count(*)::int AS n
          FROM products p WHERE p.status = 'active' GROUP BY 1)
      SELECT w.word, min(w.original), sum(t.n)::int FROM texts t,
        LATERAL (SELECT DISTINCT ON (lower(x)) lower(x) AS word, x AS original
                   FROM regexp_split_to_table(normalize(t.text, NFKC), '[^[:alnum:]]+') x) w
       WHERE length(w.word) >= 5 AND w.word ~ '[[:alpha:]]'
       GROUP BY w.word`);
    // Processes that keep search data in memory reload it (see LiveFacets).
    await q.query('INSERT INTO search_index_changes (product_id) VALUES (NULL)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE search_words');
    await q.query('DROP INDEX product_search_secondary_species_idx');
    await q.query('DROP INDEX product_search_target_idx');
    await q.query('ALTER TABLE product_search DROP COLUMN name_target, DROP COLUMN target, DROP COLUMN target_keys');
  }
}
