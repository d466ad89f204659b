import { activeFilters, Facet, FACETS, FacetFilters } from '../facets';
import { catalogueKeyPrefix, MIN_FUZZY_LENGTH, MIN_PREFIX_LENGTH, SearchText } from '../search-text';
import { FACET_FIELD } from './products-index';

type Query = Record<string, unknown>;

export interface EsSearchPlan {
  text: SearchText | null;
  /** Second attempt after nothing matched: long words may be one letter off a gene symbol or alias. */
  fuzzy: boolean;
  filters: FacetFilters;
  from: number;
  size: number;
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
  let sort: unknown[] = [{ pid: 'asc' }];
  if (plan.text) {
    const text = plan.text;
    const allWords = { bool: { filter: text.tokens.map((t) => wordQuery(t, plan.fuzzy)) } };
    const prefix = catalogueKeyPrefix(text);
    const matches = prefix
      ? { bool: { should: [allWords, { prefix: { catalogue_key: { value: prefix } } }], minimum_should_match: 1 } }
      : allWords;
    query = {
      bool: {
        filter: [matches],
        should: [
          { term: { catalogue_key: { value: text.compact, boost: 100 } } },
          { term: { gene_key: { value: text.whole, boost: 50 } } },
          {
            multi_match: {
              query: text.tokens.join(' '),
              fields: ['catalogue_text^4', 'gene_name^4', 'product_name^2', 'protein_name^2', 'alternative_names^2', 'identifiers'],
              type: 'most_fields',
            },
          },
        ],
      },
    };
    sort = ['_score', { pid: 'asc' }];
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
    sort,
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
