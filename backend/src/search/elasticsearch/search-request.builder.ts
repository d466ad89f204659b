import { activeFilters, Facet, FACET_VALUES, FacetFilters, FACETS } from '@shop/contract';
import type { SearchSort } from '../../modules/items/search-engine';
import { RANK } from '../relevance';
import type { TypedWord } from '../../modules/items/text-normaliser';
import { catalogueKeyPrefix, endsInDigit, MIN_PREFIX_LENGTH, namesOnly, phraseOf, rridKey, SearchText, wordsOf } from '../search-text';
import { FACET_FIELD } from './products-index';

type Query = Record<string, unknown>;

export interface EsSearchPlan {
  text: SearchText | null;
  filters: FacetFilters;
  sort?: SearchSort;
  from: number;
  size: number;
}

/** The same orders as the PostgreSQL engine (see SEARCH_SORTS); relevance is the rank, or pid when browsing. */
function sortOf(sort: SearchSort, byScore: boolean): unknown[] {
  const relevance = byScore ? ['_score', { pid: 'asc' }] : [{ pid: 'asc' }];
  if (sort === 'cited') return [{ citations: 'desc' }, ...relevance];
  if (sort === 'newest') return [{ created_us: 'desc' }, { pid: 'desc' }];
  return relevance;
}

/** One piece of a typed word in one text field: a whole word, or a word prefix from three letters on (unless `whole`). */
function pieceIn(field: string, token: string, whole = false, name = false): Query {
  if (whole || token.length < MIN_PREFIX_LENGTH) return { term: { [field]: token } };
  // CD4 is not CD44 (search-text.ts endsInDigit): the word, or the word and a letter on.
  if (endsInDigit(token)) {
    return { bool: { should: [{ term: { [field]: token } }, { regexp: { [field]: { value: `${token}[a-z].*` } } }], minimum_should_match: 1 } };
  }
  return name ? { term: { [field]: token } } : { prefix: { [field]: { value: token } } };
}

/**
 * One typed word in one text field, any way the catalogue may write it (modules/items/text-normaliser.ts):
 * Ki-67 is the word 'ki67' or the words 'ki 67' in a row; Erk1/2 'erk1' or 'erk2'.
 */
function wordIn(field: string, word: TypedWord, whole = false): Query {
  const names = namesOnly(word);
  const alternatives = word.alternatives.map((a) => (a.length === 1 ? pieceIn(field, a[0], whole, names) : { match_phrase: { [field]: a.join(' ') } }));
  return alternatives.length === 1 ? alternatives[0] : { bool: { should: alternatives, minimum_should_match: 1 } };
}

/**
 * Every typed word in the field (the fields of search/relevance.ts's levels: name_text, fields_text, all_text). A word
 * of several names names targets: in all_text it is looked for in fields_text, never in background text (issue 49).
 */
function everyWord(field: string, words: TypedWord[], whole = false): Query {
  return { bool: { filter: words.map((t) => wordIn(field === 'all_text' && namesOnly(t) ? 'fields_text' : field, t, whole)) } };
}

/** A typed word as it stands in a phrase: its pieces in order (its first way of being written). */
const phraseText = (words: TypedWord[]) => words.map((w) => (w.alternatives.find((a) => a.length > 1) ?? w.alternatives[0]).join(' ')).join(' ');

/** A rank signal: its weight when the clause holds, nothing otherwise, whatever the text statistics. */
function signal(clause: Query, weight: number): Query {
  return { constant_score: { filter: clause, boost: weight } };
}

/** The input, or part of it with every word in the product's names, is one of these keys. */
function namedBy(field: string, text: SearchText, inNames: Query): Query {
  return text.phrases.length
    ? {
        bool: {
          should: [{ terms: { [field]: text.keys } }, { bool: { filter: [{ terms: { [field]: text.phrases } }, inNames] } }],
          minimum_should_match: 1,
        },
      }
    : { terms: { [field]: text.keys } };
}

/**
 * The rank of search/relevance.ts as scores: each signal a constant_score clause worth its RANK
 * weight, so a hit's _score is its rank and hits order exactly as in the PostgreSQL engine.
 */
function rankSignals(text: SearchText, words: TypedWord[], cataloguePrefix: string | null, rrid: string | null): Query[] {
  const inNames = everyWord('name_text', words);
  const alias = namedBy('target_keys', text, inNames);
  const target = namedBy('primary_keys', text, inNames);
  const nameTarget: Query = text.phrases.length
    ? {
        bool: {
          should: [{ terms: { name_target: text.keys } }, { bool: { filter: [{ terms: { name_target: text.phrases } }, inNames] } }],
          minimum_should_match: 1,
        },
      }
    : { terms: { name_target: text.keys } };
  const phrase = phraseOf(text);
  const names: Query = cataloguePrefix
    ? { bool: { should: [inNames, { prefix: { catalogue_key: { value: cataloguePrefix } } }], minimum_should_match: 1 } }
    : inNames;
  // A word of several names lists its targets' products in its order (the first listed name that matches counts).
  const listed: Query[] = text.listed.length
    ? [{ dis_max: { queries: text.listed.map((key, i) => signal({ term: { target_keys: key } }, (text.listed.length - i) * RANK.listed)) } }]
    : [];
  return [
    ...listed,
    signal({ term: { catalogue_key: text.compact } }, RANK.catalogueNumber),
    ...(rrid ? [signal({ term: { rrid_key: rrid } }, RANK.rrid)] : []),
    signal(target, RANK.target),
    signal(alias, RANK.alias),
    signal(nameTarget, RANK.nameTarget),
    signal({ bool: { filter: [{ term: { plain: true } }, target] } }, RANK.plain),
    signal(names, RANK.name),
    ...(phrase.length > 1 ? [signal({ match_phrase: { name_text: phraseText(phrase) } }, RANK.namePhrase)] : []),
    signal(everyWord('name_text', words, true), RANK.wholeName),
    signal(everyWord('fields_text', words), RANK.fields),
    signal(everyWord('fields_text', words, true), RANK.wholeFields),
  ];
}

function filterClause(facet: Facet, values: string[]): Query {
  return { terms: { [FACET_FIELD[facet]]: values } };
}

/**
 * The Elasticsearch twin of facetedSearchSql: the word is the query, filters go to post_filter
 * (so they narrow the hits but not the aggregations), and each facet's aggregation is wrapped in a
 * filter of every other selected filter: the same multi-select counts as the PostgreSQL engine.
 */
export function buildSearchRequest(plan: EsSearchPlan): Query {
  const filters = activeFilters(plan.filters);
  const others = (except?: Facet) =>
    filters.filter(([facet]) => facet !== except).map(([facet, values]) => filterClause(facet, values));

  let query: Query = { match_all: {} };
  if (plan.text) {
    const text = plan.text;
    const words = wordsOf(text);
    const prefix = catalogueKeyPrefix(text);
    const rrid = rridKey(text);
    const alternatives: Query[] = [
      ...(prefix ? [{ prefix: { catalogue_key: { value: prefix } } }] : []),
      ...(rrid ? [{ term: { rrid_key: { value: rrid } } }] : []),
    ];
    const allWords = everyWord('all_text', words);
    const matches = alternatives.length > 0 ? { bool: { should: [allWords, ...alternatives], minimum_should_match: 1 } } : allWords;
    query = { bool: { filter: [matches], should: rankSignals(text, words, prefix, rrid) } };
  }

  const aggs: Record<string, Query> = {};
  for (const facet of FACETS) {
    aggs[facet] = {
      filter: { bool: { filter: others(facet) } },
      aggs: { values: { terms: { field: FACET_FIELD[facet], size: FACET_VALUES } } },
    };
  }

  const request: Query = {
    query,
    sort: sortOf(plan.sort ?? 'relevance', plan.text !== null),
    from: plan.from,
    size: plan.size,
    track_total_hits: true,
    _source: false,
    docvalue_fields: ['pid'],
    aggs,
  };
  if (filters.length > 0) request.post_filter = { bool: { filter: others() } };
  return request;
}

/**
 * The count-only twin (SearchEngine.count, issue 49): the same query with the filters inside it rather than in a
 * post_filter, no aggregations and one hit (its score is the best rank the filters leave, for `named`).
 */
export function buildCountRequest(plan: Pick<EsSearchPlan, 'text' | 'filters'>): Query {
  const { query, post_filter: postFilter } = buildSearchRequest({ ...plan, from: 0, size: 1 }) as { query: Query; post_filter?: Query };
  const filtered = postFilter ? { bool: { filter: [query, postFilter] } } : query;
  return {
    query: plan.text && postFilter ? { bool: { must: [query], filter: [postFilter] } } : filtered,
    sort: sortOf('relevance', plan.text !== null),
    size: 1,
    track_total_hits: true,
    _source: false,
  };
}

export interface EsBucket {
  key: string;
  doc_count: number;
}

/** Reads hits, total and facet buckets out of an Elasticsearch answer. */
export function readSearchResponse(body: {
  hits: { total?: { value: number } | number; hits: { fields?: { pid?: number[] }; _id?: string; _score?: number | null; sort?: unknown[] }[] };
  aggregations?: Record<string, { values?: { buckets: EsBucket[] } }>;
}): { total: number; ids: number[]; facets: Partial<Record<Facet, { value: string; count: number }[]>>; best: number | null } {
  const total = typeof body.hits.total === 'number' ? body.hits.total : (body.hits.total?.value ?? 0);
  // Sorted by _score first (relevance), the first hit's sort value is its rank; null when browsing or empty.
  const first = body.hits.hits[0];
  const score = first ? (typeof first.sort?.[0] === 'number' ? first.sort[0] : (first._score ?? null)) : null;
  const ids = body.hits.hits.map((h) => Number(h.fields?.pid?.[0] ?? h._id));
  const facets: Partial<Record<Facet, { value: string; count: number }[]>> = {};
  for (const facet of FACETS) {
    facets[facet] = (body.aggregations?.[facet]?.values?.buckets ?? []).map((b) => ({
      value: String(b.key),
      count: b.doc_count,
    }));
  }
  return { total, ids, facets, best: typeof score === 'number' ? score : null };
}
