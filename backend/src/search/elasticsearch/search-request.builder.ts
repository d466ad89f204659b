import { activeFilters, Facet, FACETS, FacetFilters } from '../facets';
import type { SearchSort } from '../search-engine';
import { catalogueKeyPrefix, MIN_FUZZY_LENGTH, MIN_PREFIX_LENGTH, rridKey, SearchText, wordsOf } from '../search-text';
import { FACET_FIELD } from './products-index';

type Query = Record<string, unknown>;

export interface EsSearchPlan {
  text: SearchText | null;
  /** Second attempt after nothing matched: long words may be one letter off a gene symbol or alias. */
  fuzzy: boolean;
  filters: FacetFilters;
  sort?: SearchSort;
  from: number;
  size: number;
}

/** The same orders as the PostgreSQL engine (see SEARCH_SORTS); relevance is the score, or pid when browsing. */
function sortOf(sort: SearchSort, byScore: boolean): unknown[] {
  const relevance = byScore ? ['_score', { pid: 'asc' }] : [{ pid: 'asc' }];
  if (sort === 'cited') return [{ citations: 'desc' }, ...relevance];
  if (sort === 'newest') return [{ created_us: 'desc' }, { pid: 'desc' }];
  return relevance;
}

/** One typed word: a whole word, or a word prefix from three letters on, anywhere in the text fields. */
function wordQuery(token: string, fuzzy: boolean): Query {
  const exact: Query =
    token.length >= MIN_PREFIX_LENGTH ? { prefix: { all_text: { value: token } } } : { term: { all_text: token } };
  if (!fuzzy || token.length < MIN_FUZZY_LENGTH) return exact;
  const oneOff = (field: string) => ({
    fuzzy: { [field]: { value: token, fuzziness: 1, transpositions: false, prefix_length: 0 } },
  });
  return { bool: { should: [exact, oneOff('gene_key'), oneOff('alias_keys')], minimum_should_match: 1 } };
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
    const allWords = { bool: { filter: wordsOf(text).map((t) => wordQuery(t, plan.fuzzy)) } };
    const prefix = catalogueKeyPrefix(text);
    const rrid = rridKey(text);
    const alternatives: Query[] = [
      ...(prefix ? [{ prefix: { catalogue_key: { value: prefix } } }] : []),
      ...(rrid ? [{ term: { rrid_key: { value: rrid } } }] : []),
    ];
    const matches = alternatives.length > 0 ? { bool: { should: [allWords, ...alternatives], minimum_should_match: 1 } } : allWords;
    query = {
      bool: {
        filter: [matches],
        should: [
          { term: { catalogue_key: { value: text.compact, boost: 100 } } },
          { term: { gene_key: { value: text.whole, boost: 50 } } },
          {
            multi_match: {
              query: wordsOf(text).join(' '),
              fields: ['catalogue_text^4', 'gene_name^4', 'rrid^4', 'product_name^2', 'protein_name^2', 'alternative_names^2', 'identifiers'],
              type: 'most_fields',
            },
          },
          ...(rrid ? [{ term: { rrid_key: { value: rrid, boost: 75 } } }] : []),
        ],
      },
    };
  }

  const aggs: Record<string, Query> = {};
  for (const facet of FACETS) {
    aggs[facet] = {
      filter: { bool: { filter: others(facet) } },
      aggs: { values: { terms: { field: FACET_FIELD[facet], size: 200 } } },
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

export interface EsBucket {
  key: string;
  doc_count: number;
}

/** Reads hits, total and facet buckets out of an Elasticsearch answer. */
export function readSearchResponse(body: {
  hits: { total?: { value: number } | number; hits: { fields?: { pid?: number[] }; _id?: string }[] };
  aggregations?: Record<string, { values?: { buckets: EsBucket[] } }>;
}): { total: number; ids: number[]; facets: Partial<Record<Facet, { value: string; count: number }[]>> } {
  const total = typeof body.hits.total === 'number' ? body.hits.total : (body.hits.total?.value ?? 0);
  const ids = body.hits.hits.map((h) => Number(h.fields?.pid?.[0] ?? h._id));
  const facets: Partial<Record<Facet, { value: string; count: number }[]>> = {};
  for (const facet of FACETS) {
    facets[facet] = (body.aggregations?.[facet]?.values?.buckets ?? []).map((b) => ({
      value: String(b.key),
      count: b.doc_count,
    }));
  }
  return { total, ids, facets };
}
