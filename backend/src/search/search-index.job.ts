/** Queue of index updates: each job names products whose index entries must be brought up to date. */
export const SEARCH_INDEX_QUEUE = 'search-index';

export interface SearchIndexJob {
  productIds: number[];
}
