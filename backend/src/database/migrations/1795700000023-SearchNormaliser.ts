import type { MigrationInterface, QueryRunner } from 'typeorm';

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
 * The normaliser's three SQL functions as search/search-normaliser.ts generated them when this migration was
 * frozen (issue 32): a migration runs the text it was written with, never today's code. A change of the rules
 * comes with a migration of its own carrying the new text (search-normaliser.sql.api-spec.ts fails until it does).
 */
const SEARCH_NORMAL_FUNCTION = String.raw`CREATE OR REPLACE FUNCTION search_normal(t text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
DECLARE s text := lower(normalize(regexp_replace(t, '[®™℠©]', '', 'g'), NFKC));
BEGIN
  s := replace(s, '‐', '-');
  s := replace(s, '‑', '-');
  s := replace(s, '‒', '-');
  s := replace(s, '–', '-');
  s := replace(s, '—', '-');
  s := replace(s, '―', '-');
  s := replace(s, '−', '-');
  s := replace(s, '﹣', '-');
  s := regexp_replace(s, '[ \t\n\r\u3000]+', ' ', 'g');
  IF s ~ '[Ͱ-Ͽ]' THEN
    s := replace(s, 'α', '-alpha-');
    s := replace(s, 'β', '-beta-');
    s := replace(s, 'γ', '-gamma-');
    s := replace(s, 'δ', '-delta-');
    s := replace(s, 'ε', '-epsilon-');
    s := replace(s, 'ζ', '-zeta-');
    s := replace(s, 'η', '-eta-');
    s := replace(s, 'θ', '-theta-');
    s := replace(s, 'ι', '-iota-');
    s := replace(s, 'κ', '-kappa-');
    s := replace(s, 'λ', '-lambda-');
    s := replace(s, 'μ', '-mu-');
    s := replace(s, 'ν', '-nu-');
    s := replace(s, 'ξ', '-xi-');
    s := replace(s, 'π', '-pi-');
    s := replace(s, 'ρ', '-rho-');
    s := replace(s, 'σ', '-sigma-');
    s := replace(s, 'ς', '-sigma-');
    s := replace(s, 'τ', '-tau-');
    s := replace(s, 'φ', '-phi-');
    s := replace(s, 'χ', '-chi-');
    s := replace(s, 'ψ', '-psi-');
    s := replace(s, 'ω', '-omega-');
  END IF;
  IF s ~ '-' THEN
    s := regexp_replace(s, '(?<![a-z0-9])b-(?=(actin|catenin|tubulin|arrestin|galactosidase|amyloid|integrin|crystallin|secretase|glucuronidase|defensin|adrenergic)(?![a-z0-9]))', 'beta-', 'g');
    s := regexp_replace(s, '(?<![a-z0-9])a-(?=(tubulin|actinin|synuclein|sma|catenin|fetoprotein|crystallin|adrenergic|actin)(?![a-z0-9]))', 'alpha-', 'g');
  END IF;
  IF s ~ '[0-9]' THEN
    s := regexp_replace(s, '(?<![a-z0-9])phospho-?(?=(ser|thr|tyr|s|t|y)[- ]?[0-9])', '', 'g');
    s := regexp_replace(s, '(?<![a-z0-9])p-?(?=(ser|thr|tyr)[- ]?[0-9])', '', 'g');
    s := regexp_replace(s, '(?<![a-z0-9])p(?=[sty][0-9]{2,4}(?![a-z0-9]))', '', 'g');
    s := regexp_replace(s, '(?<![a-z0-9])ser[- ]?(?=[0-9]{1,4}(?![0-9]))', 's', 'g');
    s := regexp_replace(s, '(?<![a-z0-9])thr[- ]?(?=[0-9]{1,4}(?![0-9]))', 't', 'g');
    s := regexp_replace(s, '(?<![a-z0-9])tyr[- ]?(?=[0-9]{1,4}(?![0-9]))', 'y', 'g');
    s := regexp_replace(s, '(?<![a-z0-9])asp[- ]?(?=[0-9]{1,4}(?![0-9]))', 'd', 'g');
    s := regexp_replace(s, '(?<![a-z0-9])lys[- ]?(?=[0-9]{1,4}(?![0-9]))', 'k', 'g');
    s := regexp_replace(s, '(?<![a-z0-9])([a-z]+)([0-9]{1,3})/([0-9]{1,3})(?![a-z0-9])', '\1\2|\1\3', 'g');
    s := regexp_replace(s, '(?<![a-z0-9])([a-z]{1,10}) ([0-9]{1,3})(?![a-z0-9.])', '\1-\2', 'g');
  END IF;
  s := regexp_replace(s, '[^a-z0-9\u4e00-\u9fff\-./_:+''|]+', ' ', 'g');
  RETURN regexp_replace(btrim(s), ' +', ' ', 'g');
END $fn$`;

const SEARCH_INDEX_TEXT_FUNCTION = String.raw`CREATE OR REPLACE FUNCTION search_index_text(t text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
DECLARE n text := search_normal(t);
BEGIN
  RETURN concat_ws(' ', nullif(regexp_replace(btrim(regexp_replace(n, '[-./_:+''|]+', ' ', 'g')), ' +', ' ', 'g'), ''),
    CASE WHEN n ~ '[-./_:+'']' THEN
      (SELECT string_agg(regexp_replace(m[1], '[-./_:+'']+', '', 'g'), ' ') FROM regexp_matches(n, '([a-z0-9\u4e00-\u9fff]+([-./_:+'']+[a-z0-9\u4e00-\u9fff]+)+)', 'g') m)
    END);
END $fn$`;

const SEARCH_KEY_FUNCTION = String.raw`CREATE OR REPLACE FUNCTION search_key(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
  SELECT regexp_replace(search_normal(t), '[^a-z0-9\u4e00-\u9fff]+', '', 'g') $fn$`;

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
    await q.query(SEARCH_NORMAL_FUNCTION);
    await q.query(SEARCH_INDEX_TEXT_FUNCTION);
    await q.query(SEARCH_KEY_FUNCTION);
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
