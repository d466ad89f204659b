import { ATTRIBUTE_FIELDS, FACET_FIELDS, PREDICTED_MARK } from '@shop/contract';
import { MIN_FUZZY_LENGTH } from '../search-text';
import { splitChineseRunsSql } from '../chinese-runs';

const CHINESE_COLUMNS = new Set(ATTRIBUTE_FIELDS.filter((f) => f.chinese).map((f) => f.column));

/** A column's text as indexed: Chinese fields with their Chinese and Latin runs apart (chinese-runs.ts). */
const textOf = (table: string, column: string) => (CHINESE_COLUMNS.has(column) ? splitChineseRunsSql(`${table}.${column}`) : `${table}.${column}`);

/**
 * How a product becomes its row in `product_search` (the PostgreSQL engine's index). One SELECT,
 * used by the per-product index job and by the full rebuild, so both always agree; what it takes from
 * the product's own names comes in as parameters (own-words.ts). Only active products are searchable:
 * a discontinued one keeps its page but leaves the results.
 *
 * The document's weights are the fields' search levels (see search/relevance.ts): A the product's
 * names, B protein name, C database identifiers, D background text. `target_keys` are the target's
 * names as keys, `name_target` the one the product name starts with and `target` the one products
 * are grouped by (see search/product-target.ts, whose rules the SQL below repeats for the target's names). The 'simple' configuration keeps gene symbols and identifiers as
 * typed (no stemming, no stop words).
 */
const CATALOGUE_KEY_SQL = `lower(regexp_replace(p.catalogue_number, '[^A-Za-z0-9]+', '', 'g'))`;

const FACET_COLUMNS = FACET_FIELDS.map((f) => f.column);

/**
 * A filter column's value in product_search: as products has it, but the reactivity filter's also carries the species
 * predicted by homology that were not tested, marked (indexedReactivities() of @shop/contract's products/facets.ts).
 */
function facetValueSql(column: string): string {
  if (column !== 'reactivities') return `p.${column}`;
  return `p.reactivities || ARRAY(SELECT '${PREDICTED_MARK}' || x FROM unnest(p.predicted_reactivities) WITH ORDINALITY AS t(x, o)
    WHERE x <> ALL(p.reactivities) ORDER BY o)`;
}

/** The list page's sort keys besides relevance ("most cited", "newest"), kept as products has them. */
const SORT_COLUMNS = ['citations', 'created_at'];

/** An RRID without separators or case ('ab2687500'), as typed words are compared with it. */
const RRID_KEY_SQL = `lower(regexp_replace(p.rrid, '[^A-Za-z0-9]+', '', 'g'))`;

const ROW_COLUMNS = [...FACET_COLUMNS, ...SORT_COLUMNS, 'rrid_key', 'target_keys', 'target', 'name_target', 'primary_keys', 'plain'];

export const SEARCH_DOCUMENT_COLUMNS = `product_id, catalogue_key, gene_key, document, ${ROW_COLUMNS.join(', ')}`;

/** targetKey() of product-target.ts: search_key(), made from search-normaliser.ts by a migration. */
function targetKeySql(text: string): string {
  return `search_key(${text})`;
}

/** proteinFamily() of product-target.ts: "Actin, cytoplasmic 1" → 'actin'. */
function proteinFamilySql(proteinName: string): string {
  return `CASE WHEN strpos(${proteinName}, ',') > 1 THEN split_part(${proteinName}, ',', 1) ELSE '' END`;
}

const TARGET_COLUMNS = ['gene_name', 'protein_name', 'alternative_names'];
const IDENTIFIER_COLUMNS = ATTRIBUTE_FIELDS.filter((f) => f.search === 'C').map((f) => f.column);
const sortedKeys = (array: string) => `ARRAY(SELECT DISTINCT k FROM unnest(${array}) AS k WHERE k <> '' ORDER BY k)`;

/**
 * The search rows of the products in $1 (ids; $2 and $3 their own words and name targets, own-words.ts) that are
 * still active. The normaliser's SQL functions (about 70 µs a text) run once per distinct text of a statement rather
 * than once per product: what comes from the target (gene, protein name, aliases, database ids) and the background
 * text is shared by every antibody against that target, so a million products have a few thousand of each. What
 * is the product's own (its names, weight A, and the target its name starts with) is normalised in JavaScript.
 */
export function searchDocumentSelect(): string {
  const targetKeys = (names: string) =>
    `ARRAY(SELECT DISTINCT k FROM unnest(${names}) AS n(name), LATERAL (SELECT ${targetKeySql('n.name')} AS k) key WHERE k <> '' ORDER BY k)`;
  const primaryNames = `ARRAY[t.gene_name, t.protein_name, ${proteinFamilySql('t.protein_name')}]`;
  const weightOf = (columns: string[], weight: string, table: string) =>
    `setweight(to_tsvector('simple', search_index_text(concat_ws(' ', ${columns.map((c) => textOf(table, c)).join(', ')}))), '${weight}')`;
  const on = (table: string, columns: string[]) => columns.map((c) => `${table}.${c} = p.${c}`).join(' AND ');
  const b = ATTRIBUTE_FIELDS.filter((f) => f.search === 'B').map((f) => f.column);
  const d = ATTRIBUTE_FIELDS.filter((f) => f.search === 'D').map((f) => f.column);
  const sharedColumns = [...new Set([...TARGET_COLUMNS, ...b, ...IDENTIFIER_COLUMNS])];
  return `
  WITH chosen AS MATERIALIZED (
    SELECT p.*, own.words AS own_words, own.target AS name_target
      FROM products p JOIN unnest($1::int[], $2::text[], $3::text[]) AS own(id, words, target) ON own.id = p.id
     -- Read through the primary key (a rebuild batch disables nested loops: joined alone, products were read whole).
     WHERE p.id = ANY($1::int[]) AND p.status = 'active'),
  targets AS MATERIALIZED (
    SELECT t.*, ${weightOf(b, 'B', 't')} AS b_words, ${weightOf(IDENTIFIER_COLUMNS, 'C', 't')} AS c_words,
      ${targetKeySql('t.gene_name')} AS gene_target,
      ${targetKeys(`${primaryNames} || regexp_split_to_array(t.alternative_names, '\\s*[;,]\\s*')`)} AS name_keys,
      ${targetKeys(primaryNames)} AS primary_name_keys
    FROM (SELECT DISTINCT ${sharedColumns.join(', ')} FROM chosen) t),
  backgrounds AS MATERIALIZED (
    SELECT g.*, ${weightOf(d, 'D', 'g')} AS d_words FROM (SELECT DISTINCT ${d.join(', ')} FROM chosen) g)
  SELECT p.id, ${CATALOGUE_KEY_SQL}, lower(p.gene_name),
    setweight(to_tsvector('simple', p.own_words), 'A') || t.b_words || t.c_words || g.d_words,
    ${[...FACET_COLUMNS.map(facetValueSql), ...SORT_COLUMNS.map((c) => `p.${c}`)].join(', ')}, ${RRID_KEY_SQL},
    ${sortedKeys('t.name_keys || p.name_target')}, coalesce(nullif(t.gene_target, ''), p.name_target), p.name_target,
    ${sortedKeys('t.primary_name_keys || p.name_target')}, (p.name_target <> '' AND p.name_target = ANY(t.name_keys))
  FROM chosen p
  JOIN targets t ON ${on('t', sharedColumns)}
  JOIN backgrounds g ON ${on('g', d)}`;
}

const UPDATED_COLUMNS = ['catalogue_key', 'gene_key', 'document', ...ROW_COLUMNS];

/**
 * A row already indexed is written again only when it differs: rebuilding a million unchanged rows over the live
 * index wrote a new version of each (and as many dead ones for the vacuum); a 20,000-product batch took 4.0-4.5 s
 * writing them and 1.7-2.3 s comparing them.
 */
export const SEARCH_DOCUMENT_UPSERT = `ON CONFLICT (product_id) ${updateWhenChanged('product_search', UPDATED_COLUMNS)}`;

/** An ON CONFLICT action that sets `columns` of `table`'s row from the proposed one only where one of them differs. */
export function updateWhenChanged(table: string, columns: string[]): string {
  return `DO UPDATE SET ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}
  WHERE (${columns.map((c) => `${table}.${c}`).join(', ')}) IS DISTINCT FROM (${columns.map((c) => `excluded.${c}`).join(', ')})`;
}

/** Aliases are stored as one text, separated by semicolons or commas. */
const ALIASES_SQL = `unnest(regexp_split_to_array(p.alternative_names, '\\s*[;,]\\s*'))`;

/**
 * The vocabulary of autocomplete, with how many active products use each term.
 * `where` narrows the products counted (a product id list for the index job, nothing for a rebuild).
 */
export function searchTermsSelect(where = ''): string {
  const and = `AND p.status = 'active' ${where ? `AND ${where}` : ''}`;
  return `
    SELECT 'gene', lower(p.gene_name), min(p.gene_name), count(*)::int FROM products p
      WHERE p.gene_name <> '' ${and} GROUP BY lower(p.gene_name)
    UNION ALL
    SELECT 'alias', lower(btrim(a)), min(btrim(a)), count(*)::int FROM products p, ${ALIASES_SQL} a
      WHERE btrim(a) <> '' ${and} GROUP BY lower(btrim(a))
    UNION ALL
    SELECT 'name', lower(p.product_name), min(p.product_name), count(*)::int FROM products p
      WHERE true ${and} GROUP BY lower(p.product_name)`;
}

/**
 * The words a typo may be corrected to (typoWords() of search/typo-correction.ts) with how many
 * active products use each. Products sharing the same texts are counted together first (a million
 * products have a few thousand distinct names once clone numbers are left out), then split.
 */
export function searchWordsSelect(where = ''): string {
  return `
    WITH texts AS (
      SELECT concat_ws(' ', regexp_replace(p.product_name, '\\([^)]*\\)|\\[[^]]*\\]', ' ', 'g'),
               p.gene_name, p.alternative_names, p.protein_name) AS text, count(*)::int AS n
        FROM products p WHERE p.status = 'active' ${where ? `AND ${where}` : ''} GROUP BY 1)
    SELECT w.word, min(w.original), sum(t.n)::int FROM texts t,
      LATERAL (SELECT DISTINCT ON (lower(x)) lower(x) AS word, x AS original
                 FROM regexp_split_to_table(normalize(t.text, NFKC), '[^[:alnum:]]+') x) w
     WHERE length(w.word) >= ${MIN_FUZZY_LENGTH} AND w.word ~ '[[:alpha:]]'
     GROUP BY w.word`;
}
