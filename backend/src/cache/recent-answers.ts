/**
 * Small in-process memory of recent answers, with a time limit and a size bound (oldest out first).
 * For reads that are asked far more often than they change: browse searches, product details,
 * home recommendations, distributors. A process may serve an answer up to its time limit late.
 */
export class RecentAnswers<T> {
  private readonly entries = new Map<string, { at: number; value: T }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  async get(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = await compute();
    this.entries.delete(key);
    this.entries.set(key, { at: now, value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
