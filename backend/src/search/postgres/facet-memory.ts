import { setImmediate as nextTurn } from 'node:timers/promises';
import { RoaringBitmap32 } from 'roaring';
import { activeFilters, Facet, FACET_FIELDS, FacetCount, FacetCounts, FacetFilters, FACETS, MULTI_VALUED_FACETS } from '@shop/contract';
import type { SearchSort } from '../../modules/items/search-engine';
import { resultPage, SortKeys } from './result-page';
import type { RankedHits } from './ranked-hits';

/**
 * One product's filter attributes as product_search holds them (columns named as in products),
 * with its sort keys: the citation count and the creation time in microseconds since 1970.
 */
export type FacetRow = { product_id: number; citations: number; created_us: number } & Record<string, string | string[] | number>;

export interface FacetedPage {
  total: number;
  ids: number[];
  counts: Record<Facet, FacetCount[]>;
}

const ROW_VALUE = Object.fromEntries(
  FACET_FIELDS.map((f) => [f.wire, (row: FacetRow) => row[f.column] as string | string[]]),
) as Record<Facet, (row: FacetRow) => string | string[]>;

/**
 * One filter's values, each with the bitmap of the products that carry it. Single-valued filters
 * also remember each product's value code (code 0 is the empty value, counted nowhere) so a change
 * removes the product from its old value's bitmap only.
 */
class FacetValues {
  readonly values: string[] = [];
  readonly bitmaps: RoaringBitmap32[] = [];
  private readonly codes = new Map<string, number>();
  /** Per product id (single-valued filters only). */
  productCode: Uint16Array | null;

  constructor(readonly multi: boolean) {
    this.productCode = multi ? null : new Uint16Array(0);
    if (!multi) this.code('');
  }

  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
      this.bitmaps.push(new RoaringBitmap32());
    }
    return code;
  }

  find(value: string): number | undefined {
    return this.codes.get(value);
  }

  grow(capacity: number): void {
    if (!this.productCode) return;
    const next = new Uint16Array(capacity);
    next.set(this.productCode);
    this.productCode = next;
  }

  /** Takes a product out of every value it had (it is present: set before). */
  forget(id: number): void {
    if (this.productCode) this.bitmaps[this.productCode[id]].remove(id);
    else for (const bitmap of this.bitmaps) bitmap.remove(id);
  }

  /** Each value's count among `ids` (products of this copy), by code, read off productCode: single-valued filters only. */
  countAmong(ids: Uint32Array): Uint32Array {
    const code = this.productCode as Uint16Array;
    const counts = new Uint32Array(this.values.length);
    for (let i = 0; i < ids.length; i++) counts[code[ids[i]]]++;
    return counts;
  }
}

/** Ids gathered per bitmap, added in one native call each instead of one call per product. */
class PendingAdds {
  private readonly lists = new Map<RoaringBitmap32, number[]>();

  add(bitmap: RoaringBitmap32, id: number): void {
    let list = this.lists.get(bitmap);
    if (!list) this.lists.set(bitmap, (list = []));
    list.push(id);
  }

  apply(): void {
    for (const [bitmap, ids] of this.lists) bitmap.addMany(Uint32Array.from(ids));
    this.lists.clear();
  }
}

/**
 * Hits (passing the other filters) up to which a single-valued filter's counts are made by walking them and reading
 * each one's value code, above which by intersecting them with each value's bitmap. A walk costs the hits, the
 * intersections every value of the filter times the hits (or their bitmap's containers). At a million products, a
 * gene's 12,246 hits: the six single-valued filters in 0.26 ms walking against 1.04 ms intersecting (conjugation's
 * 41 values 0.04 against 0.48 ms). A multi-valued filter's product carries several values (application, evidence):
 * intersecting it was as fast, so it always is.
 */
const WALK_UP_TO = 50_000;

/**
 * The filter attributes of the whole catalogue as one bitmap of product ids per filter value
 * (CRoaring through the `roaring` package), with each product's sort keys in typed arrays. A
 * search intersects bitmaps: the hits passing every filter give the total and the page, and each
 * filter's counts are intersections with the hits passing every *other* filter (multi-select
 * faceting). The cost follows the number of filter values (a few hundred native calls of
 * microseconds each), not the number of products, so no search walks the catalogue.
 */
export class FacetMemory {
  private capacity = 0;
  /** WALK_UP_TO; the spec sets it to count both ways on the same catalogue. */
  private readonly walkUpTo: number;
  private readonly present = new RoaringBitmap32();
  private readonly facets = new Map<Facet, FacetValues>(FACETS.map((f) => [f, new FacetValues(MULTI_VALUED_FACETS.has(f))]));
  private readonly keys: SortKeys = {
    citations: new Int32Array(0),
    created: new Float64Array(0),
    citationLevels: new Map(),
    levelsDescending: null,
    newestIsIdOrder: null,
    newestOrder: null,
  };

  constructor(options: { walkUpTo?: number } = {}) {
    this.walkUpTo = options.walkUpTo ?? WALK_UP_TO;
  }

  /** Products whose ids are in `ids` but not in this copy. */
  missing(ids: RoaringBitmap32): RoaringBitmap32 {
    return RoaringBitmap32.andNot(ids, this.present);
  }

  has(id: number): boolean {
    return this.present.has(id);
  }

  get size(): number {
    return this.present.size;
  }

  /** Adds or replaces these products. */
  set(rows: FacetRow[]): void {
    const pending = new PendingAdds();
    const keys = this.keys;
    for (const row of rows) {
      const id = row.product_id;
      if (id >= this.capacity) this.grow(Math.max(id + 1, Math.ceil(this.capacity * 1.5), 1024));
      const known = this.present.has(id);
      const created = Number(row.created_us);
      if (known) {
        for (const values of this.facets.values()) values.forget(id);
        this.citationLevel(keys.citations[id]).remove(id);
      }
      if (!known || keys.created[id] !== created) this.ordersChanged();
      for (const facet of FACETS) {
        const values = this.facets.get(facet) as FacetValues;
        const value = ROW_VALUE[facet](row);
        if (values.productCode) {
          const code = values.code(value as string);
          values.productCode[id] = code;
          pending.add(values.bitmaps[code], id);
        } else {
          for (const v of new Set(value as string[])) pending.add(values.bitmaps[values.code(v)], id);
        }
      }
      keys.citations[id] = row.citations;
      keys.created[id] = created;
      pending.add(this.citationLevel(row.citations), id);
      pending.add(this.present, id);
    }
    pending.apply();
  }

  /**
   * A whole catalogue's load, a column at a time (LiveFacets.load): products with their sort keys first (ids in
   * ascending order), then each filter value with its products (addValue). No row object per product.
   */
  addProducts(ids: Uint32Array, citations: Int32Array, created: Float64Array): void {
    if (ids.length === 0) return;
    const last = ids[ids.length - 1];
    if (last >= this.capacity) this.grow(Math.max(last + 1, Math.ceil(this.capacity * 1.5), 1024));
    const pending = new PendingAdds();
    const keys = this.keys;
    for (let i = 0; i < ids.length; i++) {
      keys.citations[ids[i]] = citations[i];
      keys.created[ids[i]] = created[i];
      pending.add(this.citationLevel(citations[i]), ids[i]);
    }
    pending.apply();
    this.present.addMany(ids);
    this.ordersChanged();
  }

  /**
   * The products of one filter value, of those added before (a product added to the catalogue between the two
   * reads comes with the next change the log shows, as a whole).
   */
  addValue(facet: Facet, value: string, ids: Uint32Array): void {
    const values = this.facets.get(facet) as FacetValues;
    const code = values.code(value);
    const read = new RoaringBitmap32(ids);
    const members = RoaringBitmap32.and(read, this.present);
    values.bitmaps[code].orInPlace(members);
    if (values.productCode) for (const id of members.toUint32Array()) values.productCode[id] = code;
    read.dispose();
    members.dispose();
  }

  remove(id: number): void {
    if (!this.present.has(id)) return;
    for (const values of this.facets.values()) values.forget(id);
    this.citationLevel(this.keys.citations[id]).remove(id);
    this.present.remove(id);
    this.ordersChanged();
  }

  /**
   * Total, one page of ids and every facet's counts. `hits` are the word's hits by rank, or null
   * for the whole catalogue in pid order.
   */
  search(hits: RankedHits | null, filters: FacetFilters, offset: number, limit: number, sort: SearchSort = 'relevance'): FacetedPage {
    const steps = this.steps(hits, filters, offset, limit, sort);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  }

  /**
   * How many of the hits (or products) pass the filters, and the best rank among them: the honest search's probe
   * (issue 49). A few bitmap intersections, no page and no facet counts, so no turn of the event loop is needed.
   */
  count(hits: RankedHits | null, filters: FacetFilters): { total: number; best: number | null } {
    const made = new Set<RoaringBitmap32>();
    const own = (bitmap: RoaringBitmap32) => (made.add(bitmap), bitmap);
    try {
      const selected = activeFilters(filters)
        .map(([facet, picked]) => this.union(facet, picked, own))
        .sort((a, b) => a.size - b.size);
      let passing: RoaringBitmap32 = hits ? own(RoaringBitmap32.and(hits.all, this.present)) : this.present;
      for (const products of selected) passing = own(RoaringBitmap32.and(products, passing));
      const total = passing.size;
      const best = hits && total > 0 ? (hits.ranks.find((r) => r.ids.intersects(passing))?.rank ?? null) : null;
      return { total, best };
    } finally {
      for (const bitmap of made) bitmap.dispose();
    }
  }

  /**
   * The same answer, a filter at a time with a turn of the event loop between them. At a million products one
   * filter's counts take a millisecond or two and the whole search several: in turns, a product page or a basket
   * asked meanwhile waits for one filter of each search in progress, not for every search whole (the event loop is
   * every request's). A product changed between two turns may be counted before or after its change, as it would
   * be by a search a moment earlier or later; a reload builds a new memory and leaves this one whole.
   */
  async searchInTurns(
    hits: RankedHits | null,
    filters: FacetFilters,
    offset: number,
    limit: number,
    sort: SearchSort = 'relevance',
    known?: FacetCounts,
  ): Promise<FacetedPage> {
    const steps = this.steps(hits, filters, offset, limit, sort, known);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      await nextTurn();
    }
  }

  /**
   * The search, yielding after each piece of work that grows with the catalogue. The bitmaps it makes are freed
   * when it ends: each holds up to 128 kB outside the JavaScript heap, which the garbage collector would only
   * reclaim in a full collection (376 MB of them after ten seconds of word searches at a million products, and
   * the collections that freed them held the event loop for hundreds of milliseconds).
   */
  private *steps(
    hits: RankedHits | null,
    filters: FacetFilters,
    offset: number,
    limit: number,
    sort: SearchSort,
    known?: FacetCounts,
  ): Generator<void, FacetedPage> {
    const made = new Set<RoaringBitmap32>();
    const own = (bitmap: RoaringBitmap32) => (made.add(bitmap), bitmap);
    try {
      // Each selected filter: the union of its picked values (OR within a filter). Smallest first, so
      // the intersections below shrink as fast as they can.
      const selected = activeFilters(filters)
        .map(([facet, picked]) => ({ facet, products: this.union(facet, picked, own) }))
        .sort((a, b) => a.products.size - b.products.size);
      const present = this.present;
      const candidates = hits ? own(RoaringBitmap32.and(hits.all, present)) : present;
      // AND across filters; `except` leaves one filter out, for that filter's own counts.
      const passing = (except?: Facet): RoaringBitmap32 => {
        let result = candidates;
        for (const { facet, products } of selected) if (facet !== except) result = own(RoaringBitmap32.and(products, result));
        return result;
      };
      const all = passing();
      const total = all.size;
      yield;
      // Counts a search of the same hits and filters made on this copy (the caller keeps them per generation). The
      // page still waits a turn, as it did behind the counts: the filters' bitmaps and a browse's page in one turn
      // hold the loop longer than either, and a product detail asked behind browses waits for both.
      if (known) return { total, ids: resultPage(all, hits, this.keys, present, sort, offset, limit), counts: known };

      const counts = {} as Record<Facet, FacetCount[]>;
      let allIds: Uint32Array | null = null;
      for (const facet of FACETS) {
        const values = this.facets.get(facet) as FacetValues;
        const base = selected.some((s) => s.facet === facet) ? passing(facet) : all;
        const listed: FacetCount[] = [];
        // Code 0 of a single-valued filter is the empty value, which is no choice to offer.
        if (values.productCode && base !== present && base.size <= this.walkUpTo) {
          const among = values.countAmong(base === all ? (allIds ??= all.toUint32Array()) : base.toUint32Array());
          for (let code = 1; code < among.length; code++) if (among[code] > 0) listed.push({ value: values.values[code], count: among[code] });
        } else {
          for (let code = values.multi ? 0 : 1; code < values.bitmaps.length; code++) {
            const bitmap = values.bitmaps[code];
            if (bitmap.isEmpty) continue;
            const count = base === present ? bitmap.size : base.andCardinality(bitmap);
            if (count > 0) listed.push({ value: values.values[code], count });
          }
        }
        counts[facet] = listed;
        yield;
      }
      const ids = resultPage(all, hits, this.keys, present, sort, offset, limit);
      return { total, ids, counts };
    } finally {
      for (const bitmap of made) bitmap.dispose();
    }
  }

  /** One picked value's own bitmap (never freed), or the union of several, a new one handed to `own`. */
  private union(facet: Facet, picked: string[], own: (made: RoaringBitmap32) => RoaringBitmap32): RoaringBitmap32 {
    const values = this.facets.get(facet) as FacetValues;
    const bitmaps = picked.map((v) => values.find(v)).flatMap((code) => (code === undefined ? [] : [values.bitmaps[code]]));
    return bitmaps.length === 1 ? bitmaps[0] : own(RoaringBitmap32.orMany(bitmaps));
  }

  private citationLevel(citations: number): RoaringBitmap32 {
    const levels = this.keys.citationLevels;
    let level = levels.get(citations);
    if (!level) {
      levels.set(citations, (level = new RoaringBitmap32()));
      this.keys.levelsDescending = null;
    }
    return level;
  }

  private ordersChanged(): void {
    this.keys.newestIsIdOrder = null;
    this.keys.newestOrder = null;
  }

  private grow(capacity: number): void {
    for (const values of this.facets.values()) values.grow(capacity);
    const citations = new Int32Array(capacity);
    citations.set(this.keys.citations);
    this.keys.citations = citations;
    const created = new Float64Array(capacity);
    created.set(this.keys.created);
    this.keys.created = created;
    this.capacity = capacity;
  }
}
