import type { FacetCounts, FacetFilters } from '@shop/contract';
import type { RelatedRequest } from './related-request';

/**
 * The catalogue search contract, declared by the catalogue that asks it (a port): two engines in
 * backend/src/search implement it (PostgreSQL, Elasticsearch) and SearchModule provides one under
 * SEARCH_ENGINE. The items module depends on this token only, never on search/ (a check in
 * test/checks/catalogue-boundaries.spec.ts), and one contract test suite
 * (search/search-contract.api-spec.ts) holds both engines to the same hits and counts.
 */
export const SEARCH_ENGINE = Symbol('SEARCH_ENGINE');

/**
 * Orders of the list page: relevance (the word's best hits first; by pid when browsing), most cited
 * (citation count, then relevance), newest (creation time, then pid, both descending).
 */
export const SEARCH_SORTS = ['relevance', 'cited', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface SearchRequest {
  /** What the user typed; null or blank = browse without a word. */
  word: string | null;
  filters: FacetFilters;
  /** Relevance when absent. */
  sort?: SearchSort;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface SearchResponse {
  /** Products matching the word and every filter. */
  total: number;
  /** This page's product ids, best first. */
  ids: number[];
  /** Per filter, counted with every other filter applied and its own selection cleared. */
  facets: FacetCounts;
  /** True when nothing matched as typed and the hits come from forgiving one wrong letter. */
  corrected: boolean;
  /** What was searched for instead when corrected ("Calbindin" for "Calbindn"), else null. */
  correction: string | null;
  /**
   * False when the word is only in the hits' background text, never in their names, aliases or
   * identifiers (search/relevance.ts: below RANK.fields): "CD4" in an HLA-DR antibody's description
   * names no CD4 antibody (issue 30). Undefined when the engine cannot tell (no word, or another order).
   */
  named?: boolean;
}

/** What a count-only search answers (SearchEngine.count): no page, no facet counts. */
export interface SearchCount {
  total: number;
  /** As SearchResponse.named, for the best hit the filters leave. */
  named?: boolean;
  corrected?: boolean;
}

export type SuggestionKind = 'gene' | 'alias' | 'name' | 'catalogue';

export interface Suggestion {
  text: string;
  kind: SuggestionKind;
}

export interface IndexProgress {
  done: number;
  total: number;
}

export interface SearchEngine {
  readonly name: 'postgres' | 'elasticsearch';
  /** Resolves when the engine answers; rejects with the reason otherwise. */
  ping(): Promise<void>;
  search(request: SearchRequest): Promise<SearchResponse>;
  /**
   * How many products `search` would find, and whether its first hit (relevance order) names the word: the
   * honest search's probes of a list its chips emptied (issue 49), at a fraction of a search's cost. Page and sort
   * of the request are ignored.
   */
  count(request: Pick<SearchRequest, 'word' | 'filters'>): Promise<SearchCount>;
  /**
   * The product page's related products after the staff's own list, best first (see
   * related-products.ts: same target, then secondaries against the product's host).
   */
  related(of: RelatedRequest): Promise<number[]>;
  /** Best completions for what has been typed so far, best first. */
  suggest(prefix: string, limit: number): Promise<Suggestion[]>;
  /**
   * Brings these products' index entries in line with the database: indexes the ones that exist,
   * removes the ones that do not. Idempotent, so a retried or repeated job is harmless.
   */
  syncProducts(ids: number[]): Promise<void>;
  /** Rebuilds the whole index from the database without taking search offline. */
  rebuild(onProgress?: (progress: IndexProgress) => void): Promise<void>;
  /** Another process changed the catalogue or the index: re-read what this process keeps of it now. */
  followChanges?(): Promise<void>;
  /** Whether what this process keeps in memory for searching is loaded (readiness); starts loading it when not. */
  loaded?(): boolean;
}
