import { activeFilters, FacetCounts, FacetFilters } from '@shop/contract';

/**
 * Facet counts already made for one set of hits (a word's, or the whole catalogue's) on one generation of the
 * in-memory copy, per set of filters: a word searched again with the same chips, on another page or in another
 * sort, reuses them. Counting is most of a search's work on the event loop, and a Chinese query is usually a word
 * with filters (兔单抗 picks host and clonality, 磷酸化 modification): at a million products its counts cost ~1 ms
 * a request against 0.09 ms for a word whose unfiltered counts were kept (issue 49). Emptied when the generation
 * changes; the least recently used set goes first.
 */
export class KeptCounts {
  private readonly byFilters = new Map<string, FacetCounts>();
  private generation = -1;

  constructor(private readonly maxEntries: number) {}

  get(filters: FacetFilters, generation: number): FacetCounts | undefined {
    if (generation !== this.generation) return undefined;
    const key = filtersKey(filters);
    const counts = this.byFilters.get(key);
    if (counts) {
      this.byFilters.delete(key);
      this.byFilters.set(key, counts);
    }
    return counts;
  }

  set(filters: FacetFilters, generation: number, counts: FacetCounts): void {
    if (generation !== this.generation) {
      this.byFilters.clear();
      this.generation = generation;
    }
    const key = filtersKey(filters);
    this.byFilters.delete(key);
    this.byFilters.set(key, counts);
    for (const oldest of this.byFilters.keys()) {
      if (this.byFilters.size <= this.maxEntries) break;
      this.byFilters.delete(oldest);
    }
  }
}

/** The filters as the counts depend on them: picked values within a filter are OR'ed, so their order does not matter. */
export function filtersKey(filters: FacetFilters): string {
  // activeFilters lists the filters in FACETS order already.
  return JSON.stringify(activeFilters(filters).map(([facet, picked]) => [facet, [...new Set(picked)].sort()]));
}
