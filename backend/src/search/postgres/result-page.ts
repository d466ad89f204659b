import { RoaringBitmap32 } from 'roaring';
import type { SearchSort } from '../../modules/items/search-engine';
import type { RankedHits } from './ranked-hits';

/** Each product's sort keys (by product id) and the orders derived from them, kept by FacetMemory. */
export interface SortKeys {
  citations: Int32Array;
  /** Creation time in microseconds. */
  created: Float64Array;
  /** Products per citation count. */
  citationLevels: Map<number, RoaringBitmap32>;
  /** The citation counts that have products, highest first; null after a change. */
  levelsDescending: number[] | null;
  /** Whether newest-first is simply descending pid (products are numbered as created); null after a change. */
  newestIsIdOrder: boolean | null;
  /** Present ids newest first, built only when newest-first is not pid order; null after a change. */
  newestOrder: Int32Array | null;
}

/** Up to this many passing products, the page comes from sorting them: simple, and a fraction of a millisecond. */
const SORT_UP_TO = 2048;

/**
 * One page of `passing` in the order the sort asks for, choosing only the page: relevance reads
 * it off the word's rank groups (pid order within a rank, the bitmap's own order), "most cited"
 * walks the citation counts from the top, newest-first reads the bitmap backwards. Counting how
 * many passing products a group holds is one native intersection count, so deep pages skip
 * whole groups without visiting their products.
 */
export function resultPage(
  passing: RoaringBitmap32,
  hits: RankedHits | null,
  keys: SortKeys,
  present: RoaringBitmap32,
  sort: SearchSort,
  offset: number,
  limit: number,
): number[] {
  const total = passing.size;
  if (offset >= total || limit <= 0) return [];
  if (total <= SORT_UP_TO) return sortedPage(passing, hits, keys, sort, offset, limit);
  const page = { skip: offset, need: Math.min(limit, total - offset), ids: [] as number[] };
  if (sort === 'cited') {
    for (const citations of levelsDescending(keys)) {
      const level = keys.citationLevels.get(citations) as RoaringBitmap32;
      const inLevel = passing.andCardinality(level);
      if (inLevel <= page.skip) {
        page.skip -= inLevel;
        continue;
      }
      const inPassing = RoaringBitmap32.and(passing, level);
      byRelevance(inPassing, hits, page);
      inPassing.dispose(); // outside the JavaScript heap: freed now, not at the next full collection
      if (page.need === 0) break;
    }
    return page.ids;
  }
  if (sort === 'newest') return newestPage(passing, keys, present, offset, page.need);
  byRelevance(passing, hits, page);
  return page.ids;
}

interface PageInProgress {
  skip: number;
  need: number;
  ids: number[];
}

/** Adds `group`'s products to the page by rank, then pid, skipping what earlier pages showed. */
function byRelevance(group: RoaringBitmap32, hits: RankedHits | null, page: PageInProgress): void {
  if (!hits) {
    take(group, group.size, page);
    return;
  }
  for (const { ids } of hits.ranks) {
    const inRank = group.andCardinality(ids);
    if (inRank <= page.skip) {
      page.skip -= inRank;
      continue;
    }
    const inGroup = RoaringBitmap32.and(group, ids);
    take(inGroup, inRank, page);
    inGroup.dispose();
    if (page.need === 0) return;
  }
}

function take(group: RoaringBitmap32, size: number, page: PageInProgress): void {
  if (size <= page.skip) {
    page.skip -= size;
    return;
  }
  const taken = group.rangeUint32Array(new Uint32Array(Math.min(page.need, size - page.skip)), page.skip, page.need);
  for (const id of taken) page.ids.push(id);
  page.need -= taken.length;
  page.skip = 0;
}

function levelsDescending(keys: SortKeys): number[] {
  keys.levelsDescending ??= [...keys.citationLevels.keys()].sort((a, b) => b - a);
  return keys.levelsDescending.filter((c) => !(keys.citationLevels.get(c) as RoaringBitmap32).isEmpty);
}

function newestPage(passing: RoaringBitmap32, keys: SortKeys, present: RoaringBitmap32, offset: number, need: number): number[] {
  if (isNewestIdOrder(keys, present)) return passing.toReversed(need, offset);
  const order = newestOrder(keys, present);
  const ids: number[] = [];
  for (let i = 0, position = 0; i < order.length && ids.length < need; i++) {
    if (!passing.has(order[i])) continue;
    if (position++ >= offset) ids.push(order[i]);
  }
  return ids;
}

/** Creation times never decrease with the pid (ties go by pid descending anyway). One pass, remembered until a change. */
function isNewestIdOrder(keys: SortKeys, present: RoaringBitmap32): boolean {
  if (keys.newestIsIdOrder !== null) return keys.newestIsIdOrder;
  const ids = present.toUint32Array();
  const created = keys.created;
  let ordered = true;
  for (let i = 1; i < ids.length && ordered; i++) ordered = created[ids[i]] >= created[ids[i - 1]];
  keys.newestIsIdOrder = ordered;
  return ordered;
}

/** Every present id by creation time and pid, both descending; nearly sorted input, so TimSort is quick. */
function newestOrder(keys: SortKeys, present: RoaringBitmap32): Int32Array {
  if (keys.newestOrder) return keys.newestOrder;
  const created = keys.created;
  const ids = Array.from(present.toUint32Array()).reverse();
  ids.sort((a, b) => created[b] - created[a] || b - a);
  keys.newestOrder = Int32Array.from(ids);
  return keys.newestOrder;
}

/** A small result: every passing product with its keys, sorted. */
function sortedPage(
  passing: RoaringBitmap32,
  hits: RankedHits | null,
  keys: SortKeys,
  sort: SearchSort,
  offset: number,
  limit: number,
): number[] {
  const ids = Array.from(passing.toUint32Array());
  const rank = new Map<number, number>();
  if (hits) {
    for (const group of hits.ranks) {
      const inGroup = RoaringBitmap32.and(passing, group.ids);
      for (const id of inGroup.toUint32Array()) rank.set(id, group.rank);
      inGroup.dispose();
    }
  }
  const byRank = (a: number, b: number) => (rank.get(b) ?? 0) - (rank.get(a) ?? 0) || a - b;
  const { citations, created } = keys;
  const compare =
    sort === 'cited'
      ? (a: number, b: number) => citations[b] - citations[a] || byRank(a, b)
      : sort === 'newest'
        ? (a: number, b: number) => created[b] - created[a] || b - a
        : byRank;
  return ids.sort(compare).slice(offset, offset + limit);
}
