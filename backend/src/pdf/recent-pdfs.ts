/**
 * PDFs made recently, kept in memory by key with the version they were made from (a product's
 * updated_at): a request for the same version is answered with the same bytes without laying anything
 * out; a newer version is made anew and replaces the old one. Bounded by total size, the least recently
 * asked out first. Concurrent requests for a version being made share that one render.
 *
 * Memory rather than files: a sheet takes tens of milliseconds in a render thread, so after a restart
 * the first reader of each sheet pays that once; files would need cleaning up of old versions and would
 * go stale across instances sharing an upload volume.
 */
export class RecentPdfs {
  private readonly entries = new Map<string, { version: string; bytes: Buffer }>();
  private readonly making = new Map<string, Promise<Buffer>>();
  private size = 0;

  constructor(private readonly maxBytes: number) {}

  async get(key: string, version: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.entries.get(key);
    if (kept?.version === version) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.bytes;
    }
    const id = `${key}\n${version}`;
    let pending = this.making.get(id);
    if (!pending) {
      pending = make().finally(() => this.making.delete(id));
      this.making.set(id, pending);
      pending.then((bytes) => this.keep(key, version, bytes)).catch(() => undefined);
    }
    return pending;
  }

  /** Forgets every kept PDF (after a change that might not move updated_at, e.g. the letterhead's content). */
  clear(): void {
    this.entries.clear();
    this.size = 0;
  }

  private keep(key: string, version: string, bytes: Buffer): void {
    const old = this.entries.get(key);
    // A slower render of an older version must not replace a newer one already kept.
    if (old && old.version > version) return;
    if (old) this.size -= old.bytes.length;
    this.entries.delete(key);
    if (bytes.length > this.maxBytes) return;
    this.entries.set(key, { version, bytes });
    this.size += bytes.length;
    for (const [oldest, entry] of this.entries) {
      if (this.size <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.size -= entry.bytes.length;
    }
  }
}
