/** Queue of index updates: each job names products whose index entries must be brought up to date. */
export const SEARCH_INDEX_QUEUE = 'search-index';

/**
 * A change of many products (an import) is one job too (Vendure #1228: one job per product floods the
 * queue). It carries the ids up to this many (about 2 MB in Redis), which the engine indexes a chunk at a
 * time; above it the job asks for a rebuild instead. A references sheet touching 60,000 of a million
 * products re-derives those 60,000 rows (20 s measured), not the million (176 s).
 */
export const BULK_REBUILD_THRESHOLD = 250_000;

export interface SearchIndexJob {
  productIds: number[];
  /** Rebuild the whole index (the ids are left out). */
  rebuild?: boolean;
}
