import { Facet, FACET_FIELDS, FacetCount, FacetFilters, FACETS, MULTI_VALUED_FACETS } from '@shop/contract';
import { SEARCH_SORTS, type SearchSort } from '../../modules/items/search-engine';
import { FacetMemory, FacetRow } from './facet-memory';
import { RankedHits, rankedHits } from './ranked-hits';

/**
 * The bitmap counting against a plain reference written the obvious way (every product, every
 * filter, sort everything) on a generated catalogue large enough for the page to be picked from
 * rank groups and citation levels rather than sorted (more than 2048 passing products).
 */
const COLUMN = Object.fromEntries(FACET_FIELDS.map((f) => [f.wire, f.column])) as Record<Facet, string>;
const VALUES: Record<Facet, string[]> = Object.fromEntries(
  FACETS.map((facet) => [facet, Array.from({ length: MULTI_VALUED_FACETS.has(facet) ? 9 : 6 }, (_, i) => `${facet}-${i}`)]),
) as Record<Facet, string[]>;

/** Deterministic pseudo-random numbers (mulberry32), so a failure can be replayed. */
function randomFrom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeRow(id: number, random: () => number, created = id * 1000): FacetRow {
  const row: Record<string, unknown> = { product_id: id, citations: random() < 0.6 ? 0 : Math.floor(random() * 40), created_us: created };
  for (const facet of FACETS) {
    const values = VALUES[facet];
    const pick = () => values[Math.floor(random() * random() * values.length)];
    // Single-valued filters are sometimes empty (counted nowhere); multi-valued ones carry 0–3 values.
    row[COLUMN[facet]] = MULTI_VALUED_FACETS.has(facet)
      ? Array.from({ length: Math.floor(random() * 4) }, pick)
      : random() < 0.1
        ? ''
        : pick();
  }
  return row as FacetRow;
}

const valuesOf = (row: FacetRow, facet: Facet): string[] => {
  const value = row[COLUMN[facet]] as string | string[];
  return Array.isArray(value) ? value : value === '' ? [] : [value];
};

/** The obvious implementation: OR within a filter, AND across, each filter counted without its own selection. */
function reference(
  rows: Map<number, FacetRow>,
  ranks: Map<number, number> | null,
  filters: FacetFilters,
  offset: number,
  limit: number,
  sort: SearchSort,
) {
  const candidates = [...rows.values()].filter((row) => !ranks || ranks.has(row.product_id));
  const passes = (row: FacetRow, facet: Facet) => {
    const picked = filters[facet];
    return !picked || picked.length === 0 || valuesOf(row, facet).some((v) => picked.includes(v));
  };
  const passing = candidates.filter((row) => FACETS.every((f) => passes(row, f)));
  const counts = {} as Record<Facet, FacetCount[]>;
  for (const facet of FACETS) {
    const tally = new Map<string, number>();
    for (const row of candidates) {
      if (!FACETS.every((f) => f === facet || passes(row, f))) continue;
      for (const v of new Set(valuesOf(row, facet))) tally.set(v, (tally.get(v) ?? 0) + 1);
    }
    counts[facet] = sortedCounts([...tally].map(([value, count]) => ({ value, count })));
  }
  const rank = (row: FacetRow) => ranks?.get(row.product_id) ?? 0;
  const relevance = (a: FacetRow, b: FacetRow) => rank(b) - rank(a) || a.product_id - b.product_id;
  const order =
    sort === 'cited'
      ? (a: FacetRow, b: FacetRow) => b.citations - a.citations || relevance(a, b)
      : sort === 'newest'
        ? (a: FacetRow, b: FacetRow) => b.created_us - a.created_us || b.product_id - a.product_id
        : relevance;
  const ids = passing.sort(order).slice(offset, offset + limit).map((r) => r.product_id);
  return { total: passing.length, ids, counts };
}

const sortedCounts = (counts: FacetCount[]) => [...counts].sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));

function answer(memory: FacetMemory, hits: RankedHits | null, filters: FacetFilters, offset: number, limit: number, sort: SearchSort) {
  const found = memory.search(hits, filters, offset, limit, sort);
  const counts = {} as Record<Facet, FacetCount[]>;
  for (const facet of FACETS) counts[facet] = sortedCounts(found.counts[facet]);
  return { total: found.total, ids: found.ids, counts };
}

/** A word's hits as wordHitsSql answers them: one row per rank, ids packed as big-endian int4. */
function hitsOf(ranks: Map<number, number>): Promise<RankedHits> {
  const groups = new Map<number, number[]>();
  for (const [id, rank] of ranks) groups.set(rank, [...(groups.get(rank) ?? []), id]);
  return rankedHits(
    [...groups].map(([rank, ids]) => {
      const bytes = Buffer.alloc(ids.length * 4);
      ids.forEach((id, i) => bytes.writeUInt32BE(id, i * 4));
      return { rank, ids: bytes };
    }),
  );
}

// Counts are made by walking the hits (each product's values) or by intersecting them with each value's bitmap,
// by the hits' number: every answer is compared both ways.
describe.each([
  ['walking the hits', Infinity],
  ['intersecting bitmaps', 0],
])('FacetMemory (bitmap facet counting, %s)', (_way, walkUpTo) => {
  const PRODUCTS = 6000;
  const random = randomFrom(12);
  const rows = new Map<number, FacetRow>();
  const memory = new FacetMemory({ walkUpTo });
  for (let id = 1; id <= PRODUCTS; id++) rows.set(id, makeRow(id, random));
  memory.set([...rows.values()]);

  const wordOf = (share: number, seed: number) => {
    const pick = randomFrom(seed);
    const ranks = new Map<number, number>();
    for (let id = 1; id <= PRODUCTS + 50; id++) if (pick() < share) ranks.set(id, [0, 1, 2, 16, 19, 64, 82, 256][Math.floor(pick() * pick() * 8)]);
    return ranks;
  };
  // A word with most of the catalogue (pages from rank groups), a rare one (pages by sorting), and
  // hits beyond the catalogue (products the copy does not have are no hits).
  const words: [string, Map<number, number> | null][] = [
    ['browse', null],
    ['common word', wordOf(0.8, 1)],
    ['rare word', wordOf(0.02, 2)],
  ];
  const filterSets: FacetFilters[] = [
    {},
    { [FACETS[0]]: [VALUES[FACETS[0]][0]] },
    { application: ['application-0', 'application-1'], reactivity: ['reactivity-0'], host: ['host-0', 'host-1'] },
    { host: ['host-1', 'unknown host'], clonality: ['clonality-0'] },
    { host: ['nobody has this'] },
  ];

  it('gives the same totals, pages and counts as the reference, for every sort and deep pages', async () => {
    let compared = 0;
    for (const [, ranks] of words) {
      const hits = ranks ? await hitsOf(ranks) : null;
      for (const filters of filterSets) {
        for (const sort of SEARCH_SORTS) {
          for (const offset of [0, 20, 2040, 4000]) {
            const expected = reference(rows, ranks, filters, offset, 20, sort);
            expect({ filters, sort, offset, ...answer(memory, hits, filters, offset, 20, sort) }).toEqual({ filters, sort, offset, ...expected });
            compared++;
          }
        }
      }
    }
    expect(compared).toBe(words.length * filterSets.length * SEARCH_SORTS.length * 4);
  });

  it('keeps multi-select rules: OR within a filter, AND across, a filter counted without its own selection', () => {
    const one = memory.search(null, { host: ['host-0'] }, 0, 20);
    const two = memory.search(null, { host: ['host-0', 'host-1'] }, 0, 20);
    const other = memory.search(null, { host: ['host-1'] }, 0, 20);
    expect(two.total).toBe(one.total + other.total);
    // The host row ignores the host selection: it lists what picking another host would give.
    const hostCounts = new Map(two.counts.host.map((c) => [c.value, c.count]));
    expect(hostCounts.get('host-0')).toBe(one.total);
    expect(hostCounts.get('host-2')).toBe(memory.search(null, { host: ['host-2'] }, 0, 20).total);
    // Other rows respect it: each application count is what adding that application gives.
    for (const { value, count } of two.counts.application) {
      expect(memory.search(null, { host: ['host-0', 'host-1'], application: [value] }, 0, 20).total).toBe(count);
    }
    // AND across filters.
    const both = memory.search(null, { host: ['host-0'], clonality: ['clonality-1'] }, 0, 20);
    const expected = [...rows.values()].filter((r) => r.host === 'host-0' && r.clonality === 'clonality-1').length;
    expect(both.total).toBe(expected);
  });

  it('follows changed, removed and re-added products, and creation times out of pid order', async () => {
    const change = randomFrom(99);
    const changed: FacetRow[] = [];
    for (let id = 1; id <= PRODUCTS; id += 7) changed.push(makeRow(id, change, id % 3 === 0 ? (PRODUCTS + id) * 1000 : id * 1000));
    memory.set(changed);
    for (const row of changed) rows.set(row.product_id, row);
    for (let id = 5; id <= PRODUCTS; id += 11) {
      memory.remove(id);
      rows.delete(id);
    }
    const back = makeRow(5, change);
    memory.set([back]);
    rows.set(5, back);
    expect(memory.size).toBe(rows.size);

    for (const [, ranks] of words) {
      const hits = ranks ? await hitsOf(ranks) : null;
      for (const filters of filterSets.slice(0, 3)) {
        for (const sort of SEARCH_SORTS) {
          for (const offset of [0, 2500]) {
            expect({ filters, sort, offset, ...answer(memory, hits, filters, offset, 20, sort) }).toEqual({
              filters,
              sort,
              offset,
              ...reference(rows, ranks, filters, offset, 20, sort),
            });
          }
        }
      }
    }
  });

  it('answers the same in turns, letting other work run between its filters', async () => {
    let done = false;
    let othersRan = 0;
    const tick = () => {
      if (done) return;
      othersRan++;
      setImmediate(tick);
    };
    for (const [, ranks] of words) {
      const hits = ranks ? await hitsOf(ranks) : null;
      for (const filters of filterSets) {
        done = false;
        othersRan = 0;
        setImmediate(tick);
        const inTurns = await memory.searchInTurns(hits, filters, 20, 20, 'relevance');
        done = true;
        expect(inTurns).toEqual(memory.search(hits, filters, 20, 20, 'relevance'));
        // A turn after the filters' bitmaps and after each filter's counts.
        expect(othersRan).toBeGreaterThanOrEqual(FACETS.length);
      }
    }
  });

  it('gives counts it is handed (kept for the same hits and filters) with its own total and page, without counting again', async () => {
    for (const [, ranks] of words) {
      const hits = ranks ? await hitsOf(ranks) : null;
      for (const filters of filterSets) {
        const counted = await memory.searchInTurns(hits, filters, 20, 20, 'newest');
        // No count is made again: counting takes a turn of the event loop per filter, and only the page's turn passes here.
        let turns = 0;
        let done = false;
        const tick = () => done || (turns++, setImmediate(tick));
        setImmediate(tick);
        const reused = await memory.searchInTurns(hits, filters, 20, 20, 'newest', counted.counts);
        done = true;
        expect(turns).toBeLessThan(FACETS.length);
        expect(reused.counts).toBe(counted.counts);
        expect(reused).toEqual(counted);
      }
    }
  });

  it('answers the same when loaded a column at a time (addProducts, then each value\'s products) as row by row', async () => {
    const columns = new FacetMemory({ walkUpTo });
    const ordered = [...rows.values()].sort((a, b) => a.product_id - b.product_id);
    columns.addProducts(
      Uint32Array.from(ordered.map((r) => r.product_id)),
      Int32Array.from(ordered.map((r) => r.citations)),
      Float64Array.from(ordered.map((r) => r.created_us)),
    );
    for (const facet of FACETS) {
      const byValue = new Map<string, number[]>();
      for (const row of ordered) {
        const value = row[COLUMN[facet]] as string | string[];
        for (const v of Array.isArray(value) ? new Set(value) : [value]) byValue.set(v, [...(byValue.get(v) ?? []), row.product_id]);
      }
      // Beyond the products added: left out, as a product created between the two reads of a load.
      for (const [value, ids] of byValue) columns.addValue(facet, value, Uint32Array.from([...ids, PRODUCTS + 99]));
    }
    expect(columns.size).toBe(memory.size);
    for (const [, ranks] of words) {
      const hits = ranks ? await hitsOf(ranks) : null;
      for (const filters of filterSets) {
        for (const sort of SEARCH_SORTS) expect(answer(columns, hits, filters, 20, 20, sort)).toEqual(answer(memory, hits, filters, 20, 20, sort));
      }
    }
  });

  it('reports the ids a copy does not have', async () => {
    const hits = await hitsOf(new Map([[1, 0], [PRODUCTS + 10, 3], [PRODUCTS + 11, 3]]));
    expect(Array.from(memory.missing(hits.all).toUint32Array())).toEqual([PRODUCTS + 10, PRODUCTS + 11]);
  });
});
