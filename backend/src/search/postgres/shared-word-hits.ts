import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type Redis from 'ioredis';
import { packRankedHits, RankedHits, unpackRankedHits } from './ranked-hits';

/** How long a word's hits stay in Redis. Entries of an older index state are never asked for again and go with it. */
const KEEP_SECONDS = 600;
/** How long a process may hold its claim on reading a word: one that died holding it delays the others this long at most. */
const CLAIM_MS = 10_000;
/** Between two looks at a word another process is reading. */
const LOOK_EVERY_MS = 20;
/** Packed hits above this are not shared (a word on most of a million products packs to ~130 kB). */
const MAX_BYTES = 8 * 1024 * 1024;
/** Deletes a claim only while it is still the caller's (it may have expired and been taken by another process). */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/** A read of a word's hits from the database, and whether they may be shared (the index did not change under it). */
export type HitsRead = () => Promise<{ hits: RankedHits; keep: boolean }>;

/**
 * A word's ranked hits shared by every web process and API instance through Redis, for one state of the search index
 * (its `stamp`: the change log's latest revision and when it was written, see LiveFacets). At a million products one
 * read of a common word costs PostgreSQL 0.1-1.3 s (内参 is 24 targets and 75,000 hits): without sharing, every
 * process read it once more for itself, and on a 2-core machine with a web process per core the second read competed
 * with every other request. Now one process claims the word, reads it and stores it packed; the others wait for it
 * (a few looks at Redis) and take it. Redis out of reach only costs the sharing: each process reads for itself.
 */
export class SharedWordHits {
  /** Words this process took from Redis, and words it read from the database (a test's witness). */
  taken = 0;
  read = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hitsOf(stamp: string, key: string, readDatabase: HitsRead): Promise<RankedHits> {
    const name = `${this.prefix}:search:hits:${stamp}:${createHash('sha1').update(key).digest('base64url')}`;
    const claim = `${name}:reading`;
    const token = randomUUID();
    const giveUpAt = Date.now() + CLAIM_MS;
    let claimed = false;
    for (;;) {
      const shared = await this.look(name);
      if (shared) {
        this.taken += 1;
        return shared;
      }
      claimed = await this.claim(claim, token);
      if (claimed || Date.now() > giveUpAt) break;
      await sleep(LOOK_EVERY_MS);
    }
    try {
      this.read += 1;
      const { hits, keep } = await readDatabase();
      if (keep) await this.put(name, hits);
      return hits;
    } finally {
      if (claimed) await this.redis.eval(RELEASE, 1, claim, token).catch(() => undefined);
    }
  }

  private async look(name: string): Promise<RankedHits | null> {
    const packed = await this.redis.getBuffer(name).catch(() => null);
    return packed ? unpackRankedHits(packed) : null;
  }

  /** True when this process may read the word: its claim is taken, or Redis cannot say (then every process reads). */
  private async claim(claim: string, token: string): Promise<boolean> {
    try {
      return (await this.redis.set(claim, token, 'PX', CLAIM_MS, 'NX')) === 'OK';
    } catch {
      return true;
    }
  }

  private async put(name: string, hits: RankedHits): Promise<void> {
    const packed = packRankedHits(hits);
    if (packed.length > MAX_BYTES) return;
    await this.redis.set(name, packed, 'EX', KEEP_SECONDS).catch(() => undefined);
  }
}
