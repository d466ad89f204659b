import { type Facet, FACETS, PICK_ONE_FACETS } from '@shop/contract';

/** The /hot page keeps its whole state in the query, in the spec's format (section 2, "/hot query"). */
export type Filters = Partial<Record<Facet, string[]>>;

/** The list's orders (the search call's `sort`); relevance is the default and stays out of the address. */
export const SORTS = ['relevance', 'cited', 'newest'] as const;
export type Sort = (typeof SORTS)[number];

export interface HotQuery {
  pageid: number;
  searchdata: string | null;
  filters: Filters;
  sort?: Sort;
  /** The reactivity filter also finds products predicted (by homology) to react with the chosen species (issue 35). */
  predicted?: boolean;
}

/** ['A','B'] — the bracketed list the spec writes multi-value filters as. */
export function toBracketList(values: string[]): string {
  return `[${values.map((v) => `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`).join(',')}]`;
}

export function fromBracketList(raw: string | null): string[] {
  if (!raw) return [];
  const trimmed = raw.trim();
  if (!trimmed.startsWith('[')) return trimmed ? [trimmed] : [];
  const values: string[] = [];
  const pattern = /'((?:[^'\\]|\\.)*)'/g;
  for (let match = pattern.exec(trimmed); match; match = pattern.exec(trimmed)) {
    values.push(match[1].replace(/\\(.)/g, '$1'));
  }
  return values;
}

export function hotSearchParams(query: HotQuery): URLSearchParams {
  const params = new URLSearchParams();
  params.set('pageid', String(query.pageid));
  params.set('searchdata', query.searchdata && query.searchdata.trim() ? query.searchdata.trim() : 'None');
  for (const key of FACETS) {
    const values = query.filters[key] ?? [];
    params.set(key, toBracketList(values));
  }
  if (query.sort && query.sort !== 'relevance') params.set('sort', query.sort);
  if (query.predicted) params.set('predicted', '1');
  return params;
}

export function hotUrl(searchdata: string | null, filters: Filters = {}): string {
  return `/hot?${hotSearchParams({ pageid: 1, searchdata, filters }).toString()}`;
}

export function readHotQuery(params: URLSearchParams): HotQuery {
  const page = Number.parseInt(params.get('pageid') ?? '1', 10);
  const word = params.get('searchdata');
  const filters: Filters = {};
  for (const key of FACETS) filters[key] = fromBracketList(params.get(key));
  const sort = SORTS.find((s) => s === params.get('sort')) ?? 'relevance';
  return {
    pageid: Number.isFinite(page) && page > 0 ? page : 1,
    searchdata: word && word !== 'None' ? word : null,
    filters,
    sort,
    predicted: params.get('predicted') === '1',
  };
}

/** The /hot address of a whole state (page, word, filters and order). */
export function hotPath(query: HotQuery): string {
  return `/hot?${hotSearchParams(query).toString()}`;
}

/** Filters whose rows offer one value at a time (spec "Product list"; declared with the product's fields); the others take several. */
export const SINGLE_SELECT: ReadonlySet<Facet> = PICK_ONE_FACETS;

/** Picking a value: single-select rows replace, multi-select rows add or remove; back to page 1. */
export function toggleFilter(query: HotQuery, key: Facet, value: string): HotQuery {
  const current = query.filters[key] ?? [];
  let next: string[];
  if (current.includes(value)) next = current.filter((v) => v !== value);
  else next = SINGLE_SELECT.has(key) ? [value] : [...current, value];
  return { ...query, pageid: 1, filters: { ...query.filters, [key]: next } };
}

export function clearFilters(query: HotQuery): HotQuery {
  return { ...query, pageid: 1, filters: {}, predicted: false };
}

/** Ticking or clearing "include predicted species" starts again at page 1. */
export function withPredictedSpecies(query: HotQuery, predicted: boolean): HotQuery {
  return { ...query, pageid: 1, predicted };
}

/** A new order starts again at page 1. */
export function sortBy(query: HotQuery, sort: Sort): HotQuery {
  return { ...query, pageid: 1, sort };
}

