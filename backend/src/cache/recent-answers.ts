/**
 * Small in-process memory of recent answers, with a time limit and a size bound (oldest out first).
 * For reads that are asked far more often than they change: browse searches, product details,
 * home recommendations, distributors. A process may serve an answer up to its time limit late,
 * unless the writer calls clear() after its change.
 */
export class RecentAnswers<T> {
  private readonly entries = new Map<string, { at: number; value: T }>();
  /** Bumped by clear(): an answer computed before a clear may predate the change, so it is not kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  async get(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const startedIn = this.generation;
    const value = await compute();
    if (startedIn !== this.generation) return value;
    this.entries.delete(key);
    this.entries.set(key, { at: now, value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }

  /** Forget everything, including answers still being computed, e.g. right after a write. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
