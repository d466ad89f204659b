/**
 * Small in-process memory of recent answers, with a time limit and a size bound (oldest out first).
 * For reads that are asked far more often than they change: browse searches, product details,
 * home recommendations, distributors, search result rows. A process may serve an answer up to its time limit late,
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
    const hit = this.fresh(key, now);
    if (hit) return hit.value;
    const startedIn = this.generation;
    const value = await compute();
    if (startedIn === this.generation) this.keep(key, value, now);
    return value;
  }

  /**
   * Answers for several keys at once (search result rows by product): the kept ones, and the others from one call of
   * `compute`, which answers the keys it was given (a key it leaves out has no answer, and is asked again next time).
   */
  async getMany(keys: string[], compute: (missing: string[]) => Promise<Map<string, T>>): Promise<Map<string, T>> {
    const now = Date.now();
    const found = new Map<string, T>();
    const missing: string[] = [];
    for (const key of keys) {
      const hit = this.fresh(key, now);
      if (hit) found.set(key, hit.value);
      else missing.push(key);
    }
    if (missing.length === 0) return found;
    const startedIn = this.generation;
    const fresh = await compute(missing);
    for (const [key, value] of fresh) {
      found.set(key, value);
      if (startedIn === this.generation) this.keep(key, value, now);
    }
    return found;
  }

  /** Forget everything, including answers still being computed, e.g. right after a write. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** The kept answer for `key` while within the time limit. */
  private fresh(key: string, now: number): { value: T } | undefined {
    const hit = this.entries.get(key);
    return hit && now - hit.at < this.ttlMs ? hit : undefined;
  }

  /** With no time limit (0) nothing would ever be served again, so nothing is kept. */
  private keep(key: string, value: T, at: number): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { at, value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}
