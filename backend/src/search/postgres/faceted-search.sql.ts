import { activeFilters, Facet, FACET_FIELDS, FacetFilters, FACETS, MULTI_VALUED_FACETS } from '@shop/contract';
import { RANK } from '../relevance';
import type { SearchSort } from '../../modules/items/search-engine';
import type { TypedWord } from '../../modules/items/text-normaliser';
import { endsInDigit, namesOnly } from '../search-text';

const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];
/** Where a word of several names may match: the product's names, aliases and protein name, identifiers (search/relevance.ts's A, B, C). */
const NAMES_WEIGHTS = 'ABC';

/** product_search column per filter: the products column the filter is declared with. */
export const FACET_COLUMN = Object.fromEntries(FACET_FIELDS.map((f) => [f.wire, f.column])) as Record<Facet, string>;

export interface WordMatch {
  /** Which products the word finds: every word, whole or as a prefix, in any field (see tsqueryFor). */
  tsquery: string;
  /** Every word in the product's names (weight A), whole or as a prefix. */
  nameQuery: string;
  /** Every word as a whole word of the product's names. */
  wholeNameQuery: string;
  /** The typed words together in typed order in the product's names; null for one word. */
  phraseQuery: string | null;
  /** Every word in the names, protein name or identifiers (A, B, C): not in background text only. */
  fieldsQuery: string;
  /** Every word as a whole word there. */
  wholeFieldsQuery: string;
  /** Catalogue key prefix (no separators, lower case), or null when the word cannot be one. */
  cataloguePrefix: string | null;
  /** The whole word as a catalogue key: an exact hit ranks first. */
  exactCatalogueKey: string;
  /** The word as an RRID key ('ab2687500'), or null when it is none: that product is found and ranks next. */
  rridKey: string | null;
  /** The target keys the typed words may be, and their shorter runs (SearchText.keys, .phrases). */
  targetKeys: string[];
  targetPhrases: string[];
  /** A word of several names alone: its names as target keys, in their order (SearchText.listed). */
  listedKeys: string[];
}

/**
 * A hit's rank (search/relevance.ts) as a sum of signals. `param` numbers the values the way the
 * caller's statement does. The queries are parsed once, as FROM items (`from`, to add after
 * `product_search s`), not once per row.
 */
function rankSql(
  word: WordMatch,
  param: (value: unknown, cast?: string) => string,
  cataloguePrefix: string | null,
  rrid: string | null,
): { from: string; rank: string } {
  const queries: string[] = [];
  const query = (tsquery: string, alias: string) => {
    queries.push(`to_tsquery('simple', ${param(tsquery)}) ${alias}`);
    return `s.document @@ ${alias}`;
  };
  const inNames = query(word.nameQuery, 'q_name');
  const key = param(word.targetKeys, '::text[]');
  const phrases = word.targetPhrases.length ? param(word.targetPhrases, '::text[]') : null;
  // The whole input names the target, or part of it does and every word is in the product's names.
  const names = (column: string) =>
    phrases ? `(s.${column} && ${key} OR (s.${column} && ${phrases} AND ${inNames}))` : `s.${column} && ${key}`;
  const target = names('primary_keys');
  const alias = names('target_keys');
  const nameTarget = phrases ? `(s.name_target = ANY(${key}) OR (s.name_target = ANY(${phrases}) AND ${inNames}))` : `s.name_target = ANY(${key})`;
  const signal = (condition: string, weight: number) => `CASE WHEN ${condition} THEN ${weight} ELSE 0 END`;
  // The text signals imply one another (a whole word of the names is one of the fields' words…), so each is only
  // tested where it can still change the sum, and the short whole-word queries go before the long prefix ones they
  // imply: a hit whose names hold the words whole (most hits of a common word) is ranked by one short query. A word
  // ending in a digit is 27 prefixes (CD4 finds CD4α, not CD44) and 内参 is 24 targets: ~300 prefixes against 24
  // whole words, tested on each of its 75,000 hits at a million products.
  const inWholeFields = query(word.wholeFieldsQuery, 'q_whole_fields');
  const wholeFields = signal(inWholeFields, RANK.wholeFields);
  const phrase = word.phraseQuery ? ` + ${signal(query(word.phraseQuery, 'q_phrase'), RANK.namePhrase)}` : '';
  const inWholeNames = query(word.wholeNameQuery, 'q_whole_name');
  const inFields = query(word.fieldsQuery, 'q_fields');
  const text = `CASE
        WHEN ${inWholeNames} THEN ${RANK.name + RANK.wholeName + RANK.fields + RANK.wholeFields}${phrase}
        WHEN ${inNames} THEN ${RANK.name + RANK.fields} + ${wholeFields}
        ELSE ${cataloguePrefix ? `${signal(`s.catalogue_key LIKE ${cataloguePrefix}`, RANK.name)} + ` : ''}CASE
          WHEN ${inWholeFields} THEN ${RANK.fields + RANK.wholeFields}
          WHEN ${inFields} THEN ${RANK.fields}
          ELSE 0 END
      END`;
  // A word of several names lists its targets' products in its order (a family best-known first, issue 49).
  const listed = word.listedKeys.length
    ? [`CASE ${word.listedKeys.map((k, i) => `WHEN s.target_keys @> ${param([k], '::text[]')} THEN ${(word.listedKeys.length - i) * RANK.listed}`).join(' ')} ELSE 0 END`]
    : [];
  const signals = [
    ...listed,
    signal(`s.catalogue_key = ${param(word.exactCatalogueKey)}`, RANK.catalogueNumber),
    ...(rrid ? [signal(`s.rrid_key = ${rrid}`, RANK.rrid)] : []),
    signal(target, RANK.target),
    signal(alias, RANK.alias),
    signal(nameTarget, RANK.nameTarget),
    signal(`s.plain AND ${target}`, RANK.plain),
    text,
  ];
  return { from: queries.map((q) => `, ${q}`).join(''), rank: `(${signals.join('\n      + ')})` };
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
 * Words become `'brca':* & 'x'`: from `prefixFrom` letters on a word also matches as a prefix
 * (BRCA finds BRCA1), unless `whole`; `weights` ('A', 'ABC') limits where a word may match; the
 * operator '<->' asks for the words next to each other in this order. A word the catalogue may
 * write several ways is their alternatives: Ki-67 is `('ki67':* | 'ki' <-> '67')`, Erk1/2
 * `('erk1' | 'erk2')`. Words were reduced to letters and digits beforehand, so the quotes cannot be broken out of.
 */
export function tsqueryFor(words: TypedWord[], prefixFrom: number, weights = '', whole = false, operator = '&'): string {
  const wordQuery = (word: TypedWord) => {
    const names = namesOnly(word);
    // A word of several names names targets: it is matched in the product's own names, never in its background (issue 49).
    const at = weights || (names ? NAMES_WEIGHTS : '');
    const exactPiece = (w: string) => `'${w}'${at ? `:${at}` : ''}`;
    const piece = (w: string, exact: boolean, name = false) => {
      if (exact || w.length < prefixFrom) return exactPiece(w);
      // CD4 is not CD44 (issue 30): a word ending in a digit continues with a letter only (CD4 finds CD4α, IL1 finds IL1β).
      if (endsInDigit(w)) return `(${[exactPiece(w), ...LETTERS.map((l) => `'${w}${l}':*${at}`)].join(' | ')})`;
      return name ? exactPiece(w) : `'${w}':*${at}`;
    };
    const alternatives = word.alternatives.map((a) => (a.length === 1 ? piece(a[0], whole, names) : `(${a.map((p) => piece(p, true)).join(' <-> ')})`));
    return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' | ')})`;
  };
  return words.map(wordQuery).join(` ${operator} `);
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
    return MULTI_VALUED_FACETS.has(facet) ? `${column} && ${list} AS f${i}` : `${column} = ANY(${list}) AS f${i}`;
  });
  const allFlags = (except?: Facet) => {
    const on = filters.filter(([facet]) => facet !== except).map(([facet]) => flag.get(facet) as string);
    return on.length ? on.join(' AND ') : 'TRUE';
  };

  let where = 'TRUE';
  let rankColumns = '';
  let rankFrom = '';
  let relevance = 'product_id';
  if (plan.word) {
    const q = param(plan.word.tsquery);
    const rrid = plan.word.rridKey ? param(plan.word.rridKey) : null;
    const prefix = plan.word.cataloguePrefix ? param(`${plan.word.cataloguePrefix}%`) : null;
    where = wordWhere('q', prefix, rrid);
    const rank = rankSql(plan.word, param, prefix, rrid);
    rankColumns = `,
      ${rank.rank} AS rank`;
    rankFrom = `, to_tsquery('simple', ${q}) q${rank.from}`;
    relevance = 'rank DESC, product_id';
  }
  const order =
    plan.sort === 'cited' ? `citations DESC, ${relevance}` : plan.sort === 'newest' ? 'created_at DESC, product_id DESC' : relevance;

  const facetCounts = FACETS.map((facet) => {
    const column = FACET_COLUMN[facet];
    const grouped = MULTI_VALUED_FACETS.has(facet)
      ? `SELECT v, count(*) AS n FROM hits, unnest(hits.${column}) v WHERE ${allFlags(facet)} GROUP BY v`
      : `SELECT ${column} AS v, count(*) AS n FROM hits WHERE ${allFlags(facet)} AND ${column} <> '' GROUP BY ${column}`;
    return `(SELECT coalesce(json_agg(json_build_array(c.v, c.n)), '[]') FROM (${grouped}) c) AS "${facet}"`;
  });

  const sql = `
    WITH hits AS ${plan.word ? 'MATERIALIZED' : 'NOT MATERIALIZED'} (
      SELECT s.product_id, s.citations, s.created_at, ${FACETS.map((f) => `s.${FACET_COLUMN[f]}`).join(', ')}${flagColumns.map((c) => `, ${c}`).join('')}${rankColumns}
      FROM product_search s${rankFrom}
      WHERE ${where}
    )
    SELECT
      (SELECT count(*) FROM hits WHERE ${allFlags()})::int AS total,
      ${plan.word ? `(SELECT max(rank) FROM hits WHERE ${allFlags()})` : 'NULL'}::int AS best,
      (SELECT coalesce(json_agg(p.product_id), '[]') FROM (
        SELECT product_id FROM hits WHERE ${allFlags()} ORDER BY ${order}
        LIMIT ${param(plan.limit, '::int')} OFFSET ${param(plan.offset, '::int')}
      ) p) AS ids,
      ${facetCounts.join(',\n      ')}`;
  return { sql, params };
}

/**
 * Every product the word finds, grouped by rank (see search/relevance.ts): one row per rank with
 * its ids packed as big-endian int4 bytes (ranked-hits.ts reads them). Not sorted: within a rank
 * the in-memory bitmaps are in pid order already, and only the page is ever picked from them
 * (FacetMemory). The rank is a small integer from a few index lookups per hit, no text score.
 */
export function wordHitsSql(word: WordMatch): { sql: string; params: unknown[] } {
  const params: unknown[] = [word.tsquery];
  const param = (value: unknown, cast = '') => {
    params.push(value);
    return `$${params.length}${cast}`;
  };
  const rrid = word.rridKey ? param(word.rridKey) : null;
  const prefix = word.cataloguePrefix ? param(`${word.cataloguePrefix}%`) : null;
  const where = wordWhere('q', prefix, rrid);
  const rank = rankSql(word, param, prefix, rrid);
  const sql = `
    SELECT h.rank, string_agg(int4send(h.product_id), ''::bytea) AS ids
    FROM (
      SELECT s.product_id, ${rank.rank} AS rank
      FROM product_search s, to_tsquery('simple', $1) q${rank.from}
      WHERE ${where}
    ) h
    GROUP BY h.rank`;
  return { sql, params };
}
