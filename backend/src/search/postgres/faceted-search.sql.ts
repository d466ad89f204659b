import { FACET_FIELDS } from '../../modules/items/product-fields';
import { activeFilters, Facet, FACETS, FacetFilters, MULTI_VALUED } from '../facets';
import type { SearchSort } from '../search-engine';

/** product_search column per filter: the products column the filter is declared with. */
export const FACET_COLUMN = Object.fromEntries(FACET_FIELDS.map((f) => [f.wire, f.column])) as Record<Facet, string>;

export interface WordMatch {
  /** A tsquery built only from letter/digit words (see tsqueryFor). */
  tsquery: string;
  /** Catalogue key prefix (no separators, lower case), or null when the word cannot be one. */
  cataloguePrefix: string | null;
  /** The whole word as a catalogue key and as a gene symbol: an exact hit on either ranks first. */
  exactCatalogueKey: string;
  exactGene: string;
  /** The word as an RRID key ('ab2687500'), or null when it is none: that product is found and ranks first. */
  rridKey: string | null;
}

/**
 * How a hit ranks against the word: an exact catalogue number, then an exact RRID, then an exact
 * gene symbol, then the text rank. `$n` are the WordMatch's parameters as the caller numbered them.
 */
function exactRank(catalogueKey: string, rrid: string | null, gene: string): string {
  return `(CASE WHEN s.catalogue_key = ${catalogueKey} THEN 3${rrid ? ` WHEN s.rrid_key = ${rrid} THEN 2` : ''}
            WHEN s.gene_key = ${gene} THEN 1 ELSE 0 END)`;
}

/** Which rows the word finds: its words in the text, a catalogue number it begins, its RRID. */
function wordWhere(q: string, cataloguePrefix: string | null, rrid: string | null): string {
  const alternatives = [`s.document @@ ${q}`];
  if (cataloguePrefix) alternatives.push(`s.catalogue_key LIKE ${cataloguePrefix}`);
  if (rrid) alternatives.push(`s.rrid_key = ${rrid}`);
  return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' OR ')})`;
}

export interface FacetedSearchPlan {
  word: WordMatch | null;
  filters: FacetFilters;
  sort: SearchSort;
  limit: number;
  offset: number;
}

/**
 * A word becomes `'brca':* & 'x'`. Words were reduced to letters and digits beforehand, so the
 * quotes cannot be broken out of; alternatives (typo corrections) are OR-ed in brackets.
 */
export function tsqueryFor(groups: string[][], prefixFrom: number): string {
  return groups
    .map((alternatives) => {
      const parts = alternatives.map((w) => `'${w}'${w.length >= prefixFrom ? ':*' : ''}`);
      return parts.length === 1 ? parts[0] : `(${parts.join(' | ')})`;
    })
    .join(' & ');
}

/**
 * One statement answers a whole search: the total, the page of ids and every facet's counts.
 * Hits of the word are collected once; each filter becomes a boolean per hit, and each facet counts
 * the hits where every other filter's boolean holds (multi-select faceting). Without a word every
 * product is a hit, and the CTE is inlined so each count is a plain (parallel) scan rather than a
 * spill of the whole table into a temporary store.
 */
export function facetedSearchSql(plan: FacetedSearchPlan): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown, cast = '') => {
    params.push(value);
    return `$${params.length}${cast}`;
  };

  const filters = activeFilters(plan.filters);
  const flag = new Map<Facet, string>();
  const flagColumns = filters.map(([facet, values], i) => {
    const column = `s.${FACET_COLUMN[facet]}`;
    const list = param(values, '::text[]');
    flag.set(facet, `f${i}`);
    return MULTI_VALUED.has(facet) ? `${column} && ${list} AS f${i}` : `${column} = ANY(${list}) AS f${i}`;
  });
  const allFlags = (except?: Facet) => {
    const on = filters.filter(([facet]) => facet !== except).map(([facet]) => flag.get(facet) as string);
    return on.length ? on.join(' AND ') : 'TRUE';
  };

  let where = 'TRUE';
  let rankColumns = '';
  let relevance = 'product_id';
  if (plan.word) {
    const q = `to_tsquery('simple', ${param(plan.word.tsquery)})`;
    const rrid = plan.word.rridKey ? param(plan.word.rridKey) : null;
    where = wordWhere(q, plan.word.cataloguePrefix ? param(`${plan.word.cataloguePrefix}%`) : null, rrid);
    rankColumns = `,
      ${exactRank(param(plan.word.exactCatalogueKey), rrid, param(plan.word.exactGene))} AS exact,
      ts_rank(s.document, ${q}) AS score`;
    relevance = 'exact DESC, score DESC, product_id';
  }
  const order =
    plan.sort === 'cited' ? `citations DESC, ${relevance}` : plan.sort === 'newest' ? 'created_at DESC, product_id DESC' : relevance;

  const facetCounts = FACETS.map((facet) => {
    const column = FACET_COLUMN[facet];
    const grouped = MULTI_VALUED.has(facet)
      ? `SELECT v, count(*) AS n FROM hits, unnest(hits.${column}) v WHERE ${allFlags(facet)} GROUP BY v`
      : `SELECT ${column} AS v, count(*) AS n FROM hits WHERE ${allFlags(facet)} AND ${column} <> '' GROUP BY ${column}`;
    return `(SELECT coalesce(json_agg(json_build_array(c.v, c.n)), '[]') FROM (${grouped}) c) AS "${facet}"`;
  });

  const sql = `
    WITH hits AS ${plan.word ? 'MATERIALIZED' : 'NOT MATERIALIZED'} (
      SELECT s.product_id, s.citations, s.created_at, ${FACETS.map((f) => `s.${FACET_COLUMN[f]}`).join(', ')}${flagColumns.map((c) => `, ${c}`).join('')}${rankColumns}
      FROM product_search s
      WHERE ${where}
    )
    SELECT
      (SELECT count(*) FROM hits WHERE ${allFlags()})::int AS total,
      (SELECT coalesce(json_agg(p.product_id), '[]') FROM (
        SELECT product_id FROM hits WHERE ${allFlags()} ORDER BY ${order}
        LIMIT ${param(plan.limit, '::int')} OFFSET ${param(plan.offset, '::int')}
      ) p) AS ids,
      ${facetCounts.join(',\n      ')}`;
  return { sql, params };
}

/**
 * Every product the word finds, best first (exact catalogue number, exact RRID, exact gene symbol,
 * text rank, id), as one int array: filters and facet counts are then applied in memory (FacetMemory).
 */
export function wordHitsSql(word: WordMatch): { sql: string; params: unknown[] } {
  const params: unknown[] = [word.tsquery, word.exactCatalogueKey, word.exactGene];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const rrid = word.rridKey ? param(word.rridKey) : null;
  const where = wordWhere('q', word.cataloguePrefix ? param(`${word.cataloguePrefix}%`) : null, rrid);
  const sql = `
    SELECT coalesce(array_agg(h.product_id ORDER BY h.exact DESC, h.score DESC, h.product_id), '{}') AS ids
    FROM (
      SELECT s.product_id, ${exactRank('$2', rrid, '$3')} AS exact, ts_rank(s.document, q) AS score
      FROM product_search s, to_tsquery('simple', $1) q
      WHERE ${where}
    ) h`;
  return { sql, params };
}
