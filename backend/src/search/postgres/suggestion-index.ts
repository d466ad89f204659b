import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DataSource } from 'typeorm';
import type { Suggestion } from '../../modules/items/search-engine';
import { readInt32s } from './packed-values';

type TermKind = Exclude<Suggestion['kind'], 'catalogue'>;
/** Gene symbols before aliases before product names. */
const KINDS: readonly TermKind[] = ['gene', 'alias', 'name'];
const END_OF_PREFIX = Buffer.from([0xff]);
/** Answers for prefixes this short (the longest scans) are remembered until the next load. */
const REMEMBERED_PREFIX = 2;

/** Terms per statement of a load: each chunk is parsed in a few milliseconds (all 600,000 at once held the loop 325 ms). */
const LOAD_CHUNK = 50_000;

/**
 * The next $3 (LOAD_CHUNK) of search_terms in byte order (C collation) after ($1, $2), each column packed in one
 * value: no row objects for a million terms. The chunk is read through search_terms_byte_order_idx; the aggregates
 * take its rows in the order the materialized chunk holds them (sorting each of them again cost 0.35 s a chunk at a
 * million products).
 */
const LOAD_SQL = `
  WITH chunk AS MATERIALIZED (
    SELECT term, kind, display, products FROM search_terms
     WHERE $1::text IS NULL OR (term COLLATE "C", kind) > ($1::text COLLATE "C", $2::text)
     ORDER BY term COLLATE "C", kind LIMIT $3)
  SELECT string_agg(convert_to(term, 'UTF8'), '\\x00'::bytea) AS terms,
         string_agg(convert_to(display, 'UTF8'), '\\x00'::bytea) AS displays,
         string_agg(int4send(products), ''::bytea) AS products,
         string_agg(CASE kind WHEN 'gene' THEN '0' WHEN 'alias' THEN '1' ELSE '2' END, '') AS kinds,
         count(*)::int AS n
    FROM chunk`;
const NUL = Buffer.from([0]);

interface LoadedRow {
  terms: Buffer | null;
  displays: Buffer | null;
  products: Buffer | null;
  kinds: string | null;
  n: number;
}

/** Where the next chunk starts: after this chunk's last term and kind. */
function lastOf(row: LoadedRow): [string, string] {
  const terms = row.terms as Buffer;
  const term = terms.subarray(terms.lastIndexOf(0) + 1).toString('utf8');
  return [term, KINDS[Number((row.kinds as string).at(-1))]];
}

/**
 * The autocomplete vocabulary (gene symbols, aliases, product names: search_terms) held for
 * prefixes: every term's bytes in one buffer in byte order, so the terms a prefix begins form one
 * range found by binary search, and the best completions are picked from that range by kind,
 * exactness and how many products use them — the same order as the SQL it replaces, without
 * sorting every match. Names and displays stay in buffers outside the JS heap (no million strings
 * for the garbage collector to walk).
 */
export class SuggestionIndex {
  private readonly termStart: Uint32Array;
  private readonly displayStart: Uint32Array;
  private readonly products: Int32Array;
  private readonly kinds: Uint8Array;
  private readonly remembered = new Map<string, Suggestion[]>();

  private constructor(
    private readonly terms: Buffer,
    private readonly displays: Buffer,
    products: Buffer,
    kinds: string,
    readonly size: number,
  ) {
    this.termStart = starts(terms, size);
    this.displayStart = starts(displays, size);
    this.products = readInt32s(products);
    this.kinds = Buffer.from(kinds, 'latin1');
    for (let i = 0; i < size; i++) this.kinds[i] -= 48;
  }

  /** `chunk`: terms per statement (smaller in a test, to load a small catalogue in several). */
  static async load(dataSource: DataSource, chunk = LOAD_CHUNK): Promise<SuggestionIndex> {
    const chunks: LoadedRow[] = [];
    for (let after: [string | null, string | null] = [null, null]; ; ) {
      const [row] = (await dataSource.query(LOAD_SQL, [...after, chunk])) as LoadedRow[];
      if (row.n === 0) break;
      chunks.push(row);
      if (row.n < chunk) break;
      after = lastOf(row);
      await nextTurn();
    }
    // Entries are NUL-separated within a chunk; one more NUL joins two chunks.
    const joined = (column: 'terms' | 'displays') => Buffer.concat(chunks.flatMap((c, i) => (i === 0 ? [c[column] as Buffer] : [NUL, c[column] as Buffer])));
    return new SuggestionIndex(
      joined('terms'),
      joined('displays'),
      Buffer.concat(chunks.map((c) => c.products as Buffer)),
      chunks.map((c) => c.kinds).join(''),
      chunks.reduce((n, c) => n + c.n, 0),
    );
  }

  /** Best `limit` completions of `typed` (lower case, trimmed): exact first, then by kind, most products, term. */
  suggest(typed: string, limit: number): Suggestion[] {
    const remember = typed.length <= REMEMBERED_PREFIX;
    const known = remember ? this.remembered.get(`${limit} ${typed}`) : undefined;
    if (known) return known;
    const prefix = Buffer.from(typed);
    const from = this.lowerBound(prefix);
    const to = this.lowerBound(Buffer.concat([prefix, END_OF_PREFIX]));
    // The best so far, kept sorted: a handful of entries, so insertion beats a heap.
    const best: { at: number; key: number }[] = [];
    for (let at = from; at < to; at++) {
      const exact = this.termStart[at + 1] - 1 - this.termStart[at] === prefix.length;
      // One number per entry: exact, then kind, then products (more is better); ties keep term order.
      const key = (exact ? 0 : 4 * 2 ** 31) + this.kinds[at] * 2 ** 31 + (2 ** 31 - 1 - this.products[at]);
      if (best.length === limit && key >= best[best.length - 1].key) continue;
      let i = best.length;
      while (i > 0 && best[i - 1].key > key) i--;
      best.splice(i, 0, { at, key });
      if (best.length > limit) best.pop();
    }
    const found = best.map(({ at }) => ({ text: this.displayOf(at), kind: KINDS[this.kinds[at]] }));
    if (remember) this.remembered.set(`${limit} ${typed}`, found);
    return found;
  }

  /** First term whose bytes are not below `key`. */
  private lowerBound(key: Buffer): number {
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const order = this.terms.compare(key, 0, key.length, this.termStart[middle], this.termStart[middle + 1] - 1);
      if (order < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private displayOf(at: number): string {
    return this.displays.toString('utf8', this.displayStart[at], this.displayStart[at + 1] - 1);
  }
}

/** Where each NUL-separated entry begins, with one more start past the end (as if a NUL closed the last). */
function starts(bytes: Buffer, size: number): Uint32Array {
  const at = new Uint32Array(size + 1);
  let position = 0;
  for (let i = 0; i < size; i++) {
    at[i] = position;
    const nul = bytes.indexOf(0, position);
    position = nul < 0 ? bytes.length + 1 : nul + 1;
  }
  at[size] = position;
  return at;
}
