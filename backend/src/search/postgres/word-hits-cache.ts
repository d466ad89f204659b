/**
 * The ordered hits of recent words (product ids, best first), so a word searched again with other
 * filters or another page skips the text match and ranking. Bounded by entries and by ids held;
 * emptied whenever the index changes (the owner passes its generation).
 */
export class WordHitsCache {
  private readonly entries = new Map<string, Int32Array>();
  private held = 0;
  private generation = -1;

  constructor(
    private readonly maxEntries: number,
    private readonly maxIds = 4_000_000,
  ) {}

  get(key: string, generation: number): Int32Array | undefined {
    if (generation !== this.generation) this.reset(generation);
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used last, so the oldest is evicted first.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, generation: number, ids: Int32Array): void {
    if (this.maxEntries <= 0 || ids.length > this.maxIds) return;
    if (generation !== this.generation) this.reset(generation);
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.held -= previous.length;
    }
    this.entries.set(key, ids);
    this.held += ids.length;
    for (const [oldest, value] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.held <= this.maxIds) break;
      this.entries.delete(oldest);
      this.held -= value.length;
    }
  }

  private reset(generation: number): void {
    this.entries.clear();
    this.held = 0;
    this.generation = generation;
  }
}
