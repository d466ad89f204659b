import type { SearchItemRow } from './product-response';

/**
 * Search result rows by product, kept for a few seconds: most searches list products another search listed a
 * moment ago, and a page's twenty rows were a statement per search. Held to the same rule as product details
 * (CatalogueService): every catalogue change, through any process, clears it (SharedCaches), and the time limit
 * bounds a change made around the shop.
 */
export class ListRowMemory {
  private readonly rows = new Map<number, { at: number; row: SearchItemRow }>();
  /** Bumped by clear(): rows read before a clear may predate the change, so they are not kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxRows: number,
  ) {}

  /** The rows of `ids` in their order (ids without a row left out), reading the ones not kept with `read`. */
  async get(ids: number[], read: (missing: number[]) => Promise<SearchItemRow[]>): Promise<SearchItemRow[]> {
    const now = Date.now();
    const found = new Map<number, SearchItemRow>();
    const missing: number[] = [];
    for (const id of ids) {
      const kept = this.rows.get(id);
      if (kept && now - kept.at < this.ttlMs) found.set(id, kept.row);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const startedIn = this.generation;
      const fresh = await read(missing);
      for (const row of fresh) found.set(row.id, row);
      if (startedIn === this.generation) for (const row of fresh) this.keep(row, now);
    }
    return ids.map((id) => found.get(id)).filter((row): row is SearchItemRow => row !== undefined);
  }

  /** Forget every row, including rows still being read, e.g. right after a change. */
  clear(): void {
    this.generation += 1;
    this.rows.clear();
  }

  private keep(row: SearchItemRow, at: number): void {
    this.rows.delete(row.id);
    this.rows.set(row.id, { at, row });
    if (this.rows.size > this.maxRows) this.rows.delete(this.rows.keys().next().value as number);
  }
}
