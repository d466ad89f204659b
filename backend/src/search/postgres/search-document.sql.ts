/**
 * How a product becomes its row in `product_search` (the PostgreSQL engine's index). One SELECT,
 * used by the per-product index job and by the full rebuild, so both always agree.
 *
 * Weights: A = catalogue number and gene symbol, B = names and aliases, C = database identifiers.
 * The 'simple' configuration keeps gene symbols and identifiers as typed (no stemming, no stop words).
 */
export const CATALOGUE_KEY_SQL = `lower(regexp_replace(p.catalogue_number, '[^A-Za-z0-9]+', '', 'g'))`;

export const SEARCH_DOCUMENT_COLUMNS = `product_id, catalogue_key, gene_key, document, applications, reactivities,
  host, modification, conjugation, clonality, isotype, product_type`;

export const SEARCH_DOCUMENT_SELECT = `
  SELECT p.id, ${CATALOGUE_KEY_SQL}, lower(p.gene_name),
    setweight(to_tsvector('simple', concat_ws(' ', p.catalogue_number, ${CATALOGUE_KEY_SQL}, p.gene_name)), 'A')
      || setweight(to_tsvector('simple', concat_ws(' ', p.product_name, p.protein_name, p.alternative_names)), 'B')
      || setweight(to_tsvector('simple', concat_ws(' ', p.swiss_prot_human, p.swiss_prot_mouse, p.swiss_prot_rat,
           p.entrez_gene_human, p.entrez_gene_mouse, p.entrez_gene_rat)), 'C'),
    p.applications, p.reactivities, p.host, p.modification, p.conjugation, p.clonality, p.isotype, p.product_type
  FROM products p`;

export const SEARCH_DOCUMENT_UPSERT = `ON CONFLICT (product_id) DO UPDATE SET
  catalogue_key = excluded.catalogue_key, gene_key = excluded.gene_key, document = excluded.document,
  applications = excluded.applications, reactivities = excluded.reactivities, host = excluded.host,
  modification = excluded.modification, conjugation = excluded.conjugation, clonality = excluded.clonality,
  isotype = excluded.isotype, product_type = excluded.product_type`;

/** Aliases are stored as one text, separated by semicolons or commas. */
const ALIASES_SQL = `unnest(regexp_split_to_array(p.alternative_names, '\\s*[;,]\\s*'))`;

/**
 * The vocabulary of autocomplete and typo correction, with how many products use each term.
 * `where` narrows the products counted (a product id list for the index job, nothing for a rebuild).
 */
export function searchTermsSelect(where = ''): string {
  return `
    SELECT 'gene', lower(p.gene_name), min(p.gene_name), count(*)::int FROM products p
      WHERE p.gene_name <> '' ${where ? `AND ${where}` : ''} GROUP BY lower(p.gene_name)
    UNION ALL
    SELECT 'alias', lower(btrim(a)), min(btrim(a)), count(*)::int FROM products p, ${ALIASES_SQL} a
      WHERE btrim(a) <> '' ${where ? `AND ${where}` : ''} GROUP BY lower(btrim(a))
    UNION ALL
    SELECT 'name', lower(p.product_name), min(p.product_name), count(*)::int FROM products p
      ${where ? `WHERE ${where}` : ''} GROUP BY lower(p.product_name)`;
}
