/** Queue of index updates: each job names products whose index entries must be brought up to date. */
export const SEARCH_INDEX_QUEUE = 'search-index';

/**
 * A change of many products (an import) is one job too: above this many ids the job asks for a
 * rebuild instead of carrying every id (Vendure #1228: one job per product floods the queue).
 */
export const BULK_REBUILD_THRESHOLD = 20_000;

export interface SearchIndexJob {
  productIds: number[];
  /** Rebuild the whole index (the ids are left out). */
  rebuild?: boolean;
}
