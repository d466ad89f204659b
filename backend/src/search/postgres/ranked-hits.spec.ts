import { RoaringBitmap32 } from 'roaring';
import { packRankedHits, RankedHits, unpackRankedHits } from './ranked-hits';

/** Ranked hits packed for another process (SharedWordHits) and read back. */
describe('packed ranked hits', () => {
  const hits = (ranks: [number, number[]][]): RankedHits => {
    const built = ranks.map(([rank, ids]) => ({ rank, ids: new RoaringBitmap32(ids) }));
    return { all: RoaringBitmap32.orMany(built.map((r) => r.ids)), ranks: built };
  };
  const plain = (h: RankedHits) => ({ all: h.all.toArray(), ranks: h.ranks.map((r) => [r.rank, r.ids.toArray()]) });

  it('reads back every rank with its ids, best rank first, and all of them', () => {
    const many = Array.from({ length: 70_000 }, (_, i) => 3 * i + 1);
    const original = hits([
      [2, many],
      [1287, [5]],
      [0, [2, 4_294_967_295]],
    ]);
    const back = unpackRankedHits(packRankedHits(original)) as RankedHits;
    expect(plain(back)).toEqual({
      all: [...new Set([...many, 5, 2, 4_294_967_295])].sort((a, b) => a - b),
      ranks: [
        [1287, [5]],
        [2, many],
        [0, [2, 4_294_967_295]],
      ],
    });
  });

  it('reads no hits back as no hits', () => {
    expect(plain(unpackRankedHits(packRankedHits(hits([]))) as RankedHits)).toEqual({ all: [], ranks: [] });
  });

  it('refuses a buffer cut short or whose lengths do not add up', () => {
    const packed = packRankedHits(hits([[16, [1, 2, 3]]]));
    expect(unpackRankedHits(packed.subarray(0, packed.length - 1))).toBeNull();
    expect(unpackRankedHits(packed.subarray(0, 5))).toBeNull();
    const negative = Buffer.from(packed);
    negative.writeInt32BE(-1, 4);
    expect(unpackRankedHits(negative)).toBeNull();
  });
});
