/**
 * What the catalogue tells the search index, declared here so the catalogue does not import the
 * search module: the search module provides it (SearchIndexService, through the index queue).
 */
export const SEARCH_INDEX = Symbol('SEARCH_INDEX');

export interface SearchIndex {
  /**
   * After products were created, changed or deleted (the transaction has committed): one index job
   * for all of them. Resolves with the job's id, or null when indexed inline (queue unavailable).
   */
  productsChanged(productIds: number[]): Promise<string | null>;
  /** Called whenever the index has taken up changes (by the worker of this process or inline). */
  onSynced(listener: () => void): void;
}
