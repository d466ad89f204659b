import { FACET_FIELDS } from '../../modules/items/product-fields';
import { activeFilters, Facet, FACETS, FacetCount, FacetFilters, MULTI_VALUED } from '../facets';
import type { SearchSort } from '../search-engine';

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

/** Value ↔ small integer code, per filter. */
class Dictionary {
  readonly values: string[] = [];
  private readonly codes = new Map<string, number>();

  constructor(reserved?: string) {
    if (reserved !== undefined) this.code(reserved);
  }

  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
    }
    return code;
  }

  find(value: string): number | undefined {
    return this.codes.get(value);
  }
}

/** A single-valued filter: one code per product id; code 0 is the empty value (counted nowhere). */
class SingleColumn {
  readonly dictionary = new Dictionary('');
  codes = new Uint16Array(0);

  grow(capacity: number): void {
    const next = new Uint16Array(capacity);
    next.set(this.codes);
    this.codes = next;
  }

  set(id: number, value: string): void {
    this.codes[id] = this.dictionary.code(value);
  }
}

/** A many-valued filter (applications, reactivities): a bitmask of value codes per product id. */
class MultiColumn {
  readonly dictionary = new Dictionary();
  words = 1;
  bits = new Uint32Array(0);

  grow(capacity: number): void {
    const next = new Uint32Array(capacity * this.words);
    next.set(this.bits);
    this.bits = next;
  }

  set(id: number, values: string[]): void {
    const codes = values.map((v) => this.dictionary.code(v));
    const needed = Math.ceil(this.dictionary.values.length / 32);
    if (needed > this.words) this.widen(needed);
    const at = id * this.words;
    this.bits.fill(0, at, at + this.words);
    for (const code of codes) this.bits[at + (code >>> 5)] |= 1 << (code & 31);
  }

  private widen(words: number): void {
    const capacity = this.bits.length / this.words;
    const next = new Uint32Array(capacity * words);
    for (let id = 0; id < capacity; id++) {
      for (let w = 0; w < this.words; w++) next[id * words + w] = this.bits[id * this.words + w];
    }
    this.bits = next;
    this.words = words;
  }
}

type Column = SingleColumn | MultiColumn;

/**
 * The filter attributes of the whole catalogue in typed arrays indexed by product id (a million
 * products take about 40 MB). A search counts every facet in one pass over its candidates
 * (the word's hits, or every product when browsing) — microseconds per thousand products — where
 * SQL needed a scan per facet.
 */
export class FacetMemory {
  private capacity = 0;
  private present = new Uint8Array(0);
  private readonly columns = new Map<Facet, Column>(
    FACETS.map((f) => [f, MULTI_VALUED.has(f) ? new MultiColumn() : new SingleColumn()]),
  );
  private maxId = 0;
  private citations = new Int32Array(0);
  /** The citation count's bucket for the "most cited" count: the count itself, at most MANY_CITATIONS. */
  private citationBucket = new Uint16Array(0);
  private created = new Float64Array(0);
  /** Present ids newest first (created desc, id desc); null after a change until the next newest sort. */
  private newestOrder: Int32Array | null = null;

  has(id: number): boolean {
    return id > 0 && id < this.capacity && this.present[id] === 1;
  }

  set(row: FacetRow): void {
    const id = row.product_id;
    if (id >= this.capacity) this.grow(Math.max(id + 1, Math.ceil(this.capacity * 1.5), 1024));
    for (const facet of FACETS) {
      const column = this.columns.get(facet) as Column;
      if (column instanceof MultiColumn) column.set(id, ROW_VALUE[facet](row) as string[]);
      else column.set(id, ROW_VALUE[facet](row) as string);
    }
    if (this.present[id] !== 1 || this.created[id] !== Number(row.created_us)) {
      this.all = null;
      this.newestOrder = null;
    }
    this.citations[id] = row.citations;
    this.citationBucket[id] = Math.min(Math.max(row.citations, 0), MANY_CITATIONS);
    this.created[id] = Number(row.created_us);
    this.present[id] = 1;
    if (id > this.maxId) this.maxId = id;
  }

  remove(id: number): void {
    if (id > 0 && id < this.capacity && this.present[id] === 1) {
      this.present[id] = 0;
      this.all = null;
      this.newestOrder = null;
    }
  }

  /**
   * Total, one page of ids and every facet's counts. `candidates` are the word's hits best first,
   * or null for the whole catalogue in id order. Each facet is counted over the candidates that
   * pass every other filter (multi-select faceting). Column by column: one pass per filter marks
   * which filters each candidate fails (a bit each), then one pass per facet counts the candidates
   * failing no filter but possibly its own — tight loops over typed arrays, a few ms per million.
   */
  search(
    candidates: Int32Array | null,
    filters: FacetFilters,
    offset: number,
    limit: number,
    sort: SearchSort = 'relevance',
  ): FacetedPage {
    const list = candidates ?? this.allIds();
    const n = list.length;
    const failed = new Uint8Array(n);
    const present = this.present;
    const capacity = this.capacity;
    for (let i = 0; i < n; i++) {
      const id = list[i];
      if (id <= 0 || id >= capacity || present[id] !== 1) failed[i] = 0xff;
    }
    const ownBit = new Map<Facet, number>();
    activeFilters(filters).forEach(([facet, values], k) => {
      const bit = 1 << k;
      ownBit.set(facet, bit);
      this.markFailures(facet, values, list, failed, bit);
    });

    let total = 0;
    for (let i = 0; i < n; i++) if (failed[i] === 0) total++;
    const ids =
      sort === 'cited'
        ? this.mostCited(list, failed, offset, limit)
        : sort === 'newest'
          ? this.newest(list, failed, total, offset, limit)
          : inOrder(list, failed, offset, limit);

    const counts = {} as Record<Facet, FacetCount[]>;
    for (const facet of FACETS) {
      const column = this.columns.get(facet) as Column;
      const mask = ~(ownBit.get(facet) ?? 0) & 0xff;
      const counter = column instanceof SingleColumn ? countSingle(column, list, failed, mask) : countMulti(column, list, failed, mask);
      const values = column.dictionary.values;
      const listed: FacetCount[] = [];
      // Code 0 of a single-valued filter is the empty value, which is no choice to offer.
      for (let code = column instanceof SingleColumn ? 1 : 0; code < counter.length; code++) {
        if (counter[code] > 0) listed.push({ value: values[code], count: counter[code] });
      }
      counts[facet] = listed;
    }
    return { total, ids, counts };
  }

  private all: Int32Array | null = null;

  /** Every present id in order (rebuilt after a change). */
  private allIds(): Int32Array {
    if (this.all) return this.all;
    let n = 0;
    for (let id = 1; id <= this.maxId; id++) n += this.present[id];
    const all = new Int32Array(n);
    for (let id = 1, i = 0; id <= this.maxId; id++) if (this.present[id] === 1) all[i++] = id;
    this.all = all;
    return all;
  }

  /**
   * The page of the passing candidates by citation count, highest first, ties in candidate order
   * (relevance, or pid when browsing). Counting rather than sorting: one pass counts the candidates
   * per citation count, which tells the counts the page covers; a second pass collects the page in
   * candidate order. Counts from MANY_CITATIONS on share one bucket, sorted exactly (few products).
   */
  private mostCited(list: Int32Array, failed: Uint8Array, offset: number, limit: number): number[] {
    const citations = this.citations;
    const bucket = this.citationBucket;
    const perKey = new Int32Array(MANY_CITATIONS + 1);
    for (let i = 0; i < list.length; i++) if (failed[i] === 0) perKey[bucket[list[i]]]++;
    // before[k]: passing candidates with a higher key than k (they come first).
    const before = new Int32Array(MANY_CITATIONS + 2);
    for (let k = MANY_CITATIONS; k >= 0; k--) before[k] = before[k + 1] + perKey[k];
    const end = offset + limit;
    const seen = new Int32Array(MANY_CITATIONS + 1);
    const top: number[] = [];
    const page: [number, number][] = [];
    for (let i = 0; i < list.length; i++) {
      if (failed[i] !== 0) continue;
      const id = list[i];
      const k = bucket[id];
      if (k === MANY_CITATIONS) {
        top.push(id);
        continue;
      }
      const position = before[k + 1] + seen[k]++;
      if (position >= offset && position < end) page.push([position, id]);
    }
    // The open-ended bucket comes first; it is small, so it is sorted (stably: candidate order on ties).
    const first = top.map((id, i) => [citations[id], i, id]).sort((a, b) => b[0] - a[0] || a[1] - b[1]).map((t) => t[2]);
    page.sort((a, b) => a[0] - b[0]);
    return [...first.slice(offset, end), ...page.map((p) => p[1])];
  }

  /** The page of the passing candidates newest first: a walk down the catalogue's newest-first order. */
  private newest(list: Int32Array, failed: Uint8Array, total: number, offset: number, limit: number): number[] {
    const passing = new Uint8Array(this.capacity);
    for (let i = 0; i < list.length; i++) if (failed[i] === 0) passing[list[i]] = 1;
    const order = this.newestFirst();
    const end = Math.min(offset + limit, total);
    const ids: number[] = [];
    for (let i = 0, position = 0; i < order.length && position < end; i++) {
      if (passing[order[i]] !== 1) continue;
      if (position >= offset) ids.push(order[i]);
      position++;
    }
    return ids;
  }

  /**
   * Every present id by creation time and id, both descending. Products are numbered as they are
   * created, so this is nearly always the ids backwards, which a sort over already ordered input
   * (V8's TimSort) confirms in one pass.
   */
  private newestFirst(): Int32Array {
    if (this.newestOrder) return this.newestOrder;
    const ids: number[] = [];
    for (let id = this.maxId; id >= 1; id--) if (this.present[id] === 1) ids.push(id);
    const created = this.created;
    ids.sort((a, b) => created[b] - created[a] || b - a);
    this.newestOrder = Int32Array.from(ids);
    return this.newestOrder;
  }

  private markFailures(facet: Facet, values: string[], list: Int32Array, failed: Uint8Array, bit: number): void {
    const column = this.columns.get(facet) as Column;
    const codes = values.map((v) => column.dictionary.find(v)).filter((c): c is number => c !== undefined);
    const n = list.length;
    if (column instanceof SingleColumn) {
      const allowed = new Uint8Array(column.dictionary.values.length);
      for (const code of codes) allowed[code] = 1;
      const array = column.codes;
      for (let i = 0; i < n; i++) if (failed[i] !== 0xff && allowed[array[list[i]]] !== 1) failed[i] |= bit;
      return;
    }
    const words = column.words;
    const mask = new Uint32Array(words);
    for (const code of codes) mask[code >>> 5] |= 1 << (code & 31);
    const bits = column.bits;
    for (let i = 0; i < n; i++) {
      if (failed[i] === 0xff) continue;
      const at = list[i] * words;
      let hit = false;
      for (let w = 0; w < words && !hit; w++) hit = (bits[at + w] & mask[w]) !== 0;
      if (!hit) failed[i] |= bit;
    }
  }

  private grow(capacity: number): void {
    const present = new Uint8Array(capacity);
    present.set(this.present);
    this.present = present;
    for (const column of this.columns.values()) column.grow(capacity);
    const citations = new Int32Array(capacity);
    citations.set(this.citations);
    this.citations = citations;
    const bucket = new Uint16Array(capacity);
    bucket.set(this.citationBucket);
    this.citationBucket = bucket;
    const created = new Float64Array(capacity);
    created.set(this.created);
    this.created = created;
    this.capacity = capacity;
  }
}

/**
 * Citation counts up to this are counted one bucket each; higher ones share the last bucket, which
 * is sorted exactly (few products are cited this often).
 */
const MANY_CITATIONS = 1024;

/** The page of the passing candidates in their own order. */
function inOrder(list: Int32Array, failed: Uint8Array, offset: number, limit: number): number[] {
  const ids: number[] = [];
  for (let i = 0, position = 0; i < list.length && position < offset + limit; i++) {
    if (failed[i] !== 0) continue;
    if (position >= offset) ids.push(list[i]);
    position++;
  }
  return ids;
}

function countSingle(column: SingleColumn, list: Int32Array, failed: Uint8Array, mask: number): Int32Array {
  const counter = new Int32Array(column.dictionary.values.length);
  const codes = column.codes;
  for (let i = 0; i < list.length; i++) if ((failed[i] & mask) === 0) counter[codes[list[i]]]++;
  return counter;
}

function countMulti(column: MultiColumn, list: Int32Array, failed: Uint8Array, mask: number): Int32Array {
  const counter = new Int32Array(column.dictionary.values.length);
  const { bits, words } = column;
  for (let i = 0; i < list.length; i++) {
    if ((failed[i] & mask) !== 0) continue;
    const at = list[i] * words;
    for (let w = 0; w < words; w++) {
      let word = bits[at + w];
      while (word !== 0) {
        const low = word & -word;
        counter[w * 32 + 31 - Math.clz32(low)]++;
        word ^= low;
      }
    }
  }
  return counter;
}
