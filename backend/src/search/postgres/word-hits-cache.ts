import type { RankedHits } from './ranked-hits';

/**
 * The ranked hits of recent words (bitmaps per rank, see ranked-hits.ts), so a word searched again with other
 * filters or another page skips the text match and ranking. Bounded by entries and by ids held;
 * emptied whenever the index changes (the owner passes its generation).
 */
export class WordHitsCache {
  private readonly entries = new Map<string, RankedHits>();
  private held = 0;
  private generation = -1;

  constructor(
    private readonly maxEntries: number,
    private readonly maxIds = 4_000_000,
  ) {}

  get(key: string, generation: number): RankedHits | undefined {
    if (generation !== this.generation) this.reset(generation);
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used last, so the oldest is evicted first.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, generation: number, hits: RankedHits): void {
    const size = hits.all.size;
    if (this.maxEntries <= 0 || size > this.maxIds) return;
    if (generation !== this.generation) this.reset(generation);
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.held -= previous.all.size;
    }
    this.entries.set(key, hits);
    this.held += size;
    for (const [oldest, value] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.held <= this.maxIds) break;
      this.entries.delete(oldest);
      this.held -= value.all.size;
    }
  }

  private reset(generation: number): void {
    this.entries.clear();
    this.held = 0;
    this.generation = generation;
  }
}
