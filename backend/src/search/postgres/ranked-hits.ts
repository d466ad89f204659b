import { RoaringBitmap32 } from 'roaring';
import type { KeptCounts } from './kept-counts';
import { readUint32s } from './packed-values';

/**
 * A word's hits as bitmaps: all of them, and grouped by rank (search/relevance.ts), best rank
 * first. Within a rank hits go by pid, which is a bitmap's own order, so a page is read off the
 * groups without ever sorting the hits.
 */
export interface RankedHits {
  all: RoaringBitmap32;
  ranks: { rank: number; ids: RoaringBitmap32 }[];
  /**
   * The word's facet counts per set of filters, once a search has counted them against the in-memory copy of a
   * generation: every page and sort of the word with the same filters reuses them (at a million products, counting
   * is most of a search's work on the event loop).
   */
  counts?: KeptCounts;
}

/** One row of wordHitsSql: a rank and its products' ids as big-endian int4 values (int4send). */
export interface RankGroupRow {
  rank: number;
  ids: Buffer;
}

/**
 * The bitmaps are built on libuv's thread pool (fromArrayAsync): the ids come in no order, and a bitmap of 130,000
 * unsorted ids (a common word at a million products) takes 15 ms to build, which would hold the event loop.
 */
export async function rankedHits(rows: RankGroupRow[]): Promise<RankedHits> {
  return byRank(await Promise.all(rows.map(async (row) => ({ rank: Number(row.rank), ids: await RoaringBitmap32.fromArrayAsync(readUint32s(row.ids)) }))));
}

/** Hits from their rank groups in any order: best rank first, and all of them. */
function byRank(ranks: RankedHits['ranks']): RankedHits {
  ranks.sort((a, b) => b.rank - a.rank);
  return { all: RoaringBitmap32.orMany(ranks.map((r) => r.ids)), ranks };
}

/**
 * Ranked hits as one buffer another process can read back (SharedWordHits): per rank, its rank and the byte length
 * of its bitmap (two int32, big-endian), then the bitmap in CRoaring's portable format.
 */
export function packRankedHits(hits: RankedHits): Buffer {
  const parts: Uint8Array[] = [];
  for (const { rank, ids } of hits.ranks) {
    const bitmap = ids.serialize('portable');
    const head = Buffer.alloc(8);
    head.writeInt32BE(rank, 0);
    head.writeInt32BE(bitmap.length, 4);
    parts.push(head, bitmap);
  }
  return Buffer.concat(parts);
}

/** The hits packRankedHits packed, or null when the buffer is not one (cut short, or lengths that do not add up). */
export function unpackRankedHits(packed: Buffer): RankedHits | null {
  const ranks: RankedHits['ranks'] = [];
  for (let at = 0; at < packed.length; ) {
    if (at + 8 > packed.length) return null;
    const rank = packed.readInt32BE(at);
    const length = packed.readInt32BE(at + 4);
    if (length < 0 || at + 8 + length > packed.length) return null;
    ranks.push({ rank, ids: RoaringBitmap32.deserialize(packed.subarray(at + 8, at + 8 + length), 'portable') });
    at += 8 + length;
  }
  return byRank(ranks);
}
