import { ATTRIBUTE_FIELDS, FACET_FIELDS } from '../../modules/items/product-fields';

/**
 * How a product becomes its row in `product_search` (the PostgreSQL engine's index). One SELECT,
 * used by the per-product index job and by the full rebuild, so both always agree. Only active
 * products are searchable: a discontinued one keeps its page but leaves the results.
 *
 * Weights come from the field declaration (`search`): A = catalogue number and gene symbol,
 * B = names and aliases, C = database identifiers. The 'simple' configuration keeps gene symbols
 * and identifiers as typed (no stemming, no stop words).
 */
export const CATALOGUE_KEY_SQL = `lower(regexp_replace(p.catalogue_number, '[^A-Za-z0-9]+', '', 'g'))`;

const FACET_COLUMNS = FACET_FIELDS.map((f) => f.column);

/** The list page's sort keys besides relevance ("most cited", "newest"), kept as products has them. */
const SORT_COLUMNS = ['citations', 'created_at'];

/** An RRID without separators or case ('ab2687500'), as typed words are compared with it. */
export const RRID_KEY_SQL = `lower(regexp_replace(p.rrid, '[^A-Za-z0-9]+', '', 'g'))`;

const ROW_COLUMNS = [...FACET_COLUMNS, ...SORT_COLUMNS, 'rrid_key'];

export const SEARCH_DOCUMENT_COLUMNS = `product_id, catalogue_key, gene_key, document, ${ROW_COLUMNS.join(', ')}`;

function weighted(weight: 'A' | 'B' | 'C'): string {
  const columns = ATTRIBUTE_FIELDS.filter((f) => f.search === weight).map((f) => `p.${f.column}`);
  // The catalogue number and RRID are also indexed without separators, so "ab1234" finds AB-1234.
  if (weight === 'A') columns.push(CATALOGUE_KEY_SQL, RRID_KEY_SQL);
  return `setweight(to_tsvector('simple', concat_ws(' ', ${columns.join(', ')})), '${weight}')`;
}

/** Callers add their own conditions with AND. */
export const SEARCH_DOCUMENT_SELECT = `
  SELECT p.id, ${CATALOGUE_KEY_SQL}, lower(p.gene_name),
    ${weighted('A')} || ${weighted('B')} || ${weighted('C')},
    ${[...FACET_COLUMNS, ...SORT_COLUMNS].map((c) => `p.${c}`).join(', ')}, ${RRID_KEY_SQL}
  FROM products p WHERE p.status = 'active'`;

export const SEARCH_DOCUMENT_UPSERT = `ON CONFLICT (product_id) DO UPDATE SET
  catalogue_key = excluded.catalogue_key, gene_key = excluded.gene_key, document = excluded.document,
  ${ROW_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')}`;

/** Aliases are stored as one text, separated by semicolons or commas. */
const ALIASES_SQL = `unnest(regexp_split_to_array(p.alternative_names, '\\s*[;,]\\s*'))`;

/**
 * The vocabulary of autocomplete and typo correction, with how many active products use each term.
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
