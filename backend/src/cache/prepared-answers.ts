import { Injectable } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { AppConfig } from '../config/app-config.service';
import { requestLanguage } from '../http/request-language';
import { SharedCaches } from './shared-caches';

/**
 * How long an answer is kept: catalogue reads (detail, home recommendations) like the product
 * details under them; search answers (list, autocomplete) as long as a browse result is reused
 * (SEARCH_BROWSE_CACHE_SECONDS, 0 = never kept).
 */
export type PreparedKind = 'catalogue' | 'search';

/** A whole HTTP answer as it was sent: status 200, its headers and body bytes. */
export interface PreparedAnswer {
  headers: Record<string, string | string[] | number>;
  body: Buffer;
  etag: string;
  /** The route pattern it answered (the request-duration metric's label). */
  route: string;
  keptAt: number;
  expires: number;
}

/**
 * Every change, through any process, clears both at once (SharedCaches); this only bounds a change
 * made around the shop (SQL by hand, a restored backup). 30 s, as the rendered pages: at 5 s a web
 * process recomputed each much-read product's answers every 5 s, and the load bench's mixed traffic
 * (500 products browsed at 40 users) answered 3,144-3,281 req/s against 3,933-4,411 at 30 s.
 */
export const CATALOGUE_ANSWER_MS = 30_000;
const MAX_BYTES = 48 * 1024 * 1024;
/** How long past its time a kept answer may stand in while the database is unreachable. */
const STALE_IF_ERROR_MS = 10 * 60_000;

/**
 * Public catalogue answers kept as the exact bytes and headers once sent, so the same read is
 * answered without running the request through Nest, validation, the search or JSON again (see
 * http/prepared-answers.server.ts). Keyed by the caller's language and the raw URL. Only answers
 * their controller marks `Cache-Control: public` are ever kept; `clear()` after a catalogue change.
 */
@Injectable()
export class PreparedAnswers {
  private readonly entries = new Map<string, PreparedAnswer>();
  private bytes = 0;
  /** Bumped by clear(): an answer computed before a clear may predate the change, so it is not kept. */
  generation = 0;
  private readonly searchMs: number;

  constructor(config: AppConfig, shared: SharedCaches) {
    this.searchMs = config.get('SEARCH_BROWSE_CACHE_SECONDS') * 1000;
    shared.onDrop(() => this.clear());
  }

  static key(req: Pick<IncomingMessage, 'headers' | 'url'>): string {
    return `${requestLanguage(req)} ${req.url}`;
  }

  get(key: string): PreparedAnswer | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires > Date.now() ? hit : undefined;
  }

  /**
   * The answer last sent for this request, even past its time, while the database cannot answer (a failover,
   * issue 47): a researcher reading the catalogue then gets what this process last sent, as HTTP's stale-if-error
   * (RFC 5861) lets a cache do, not a 503. Only what no change has cleared since: clear() drops every kept answer.
   */
  lastKnown(key: string): PreparedAnswer | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires + STALE_IF_ERROR_MS > Date.now() ? hit : undefined;
  }

  keep(key: string, kind: PreparedKind, generation: number, answer: Omit<PreparedAnswer, 'expires' | 'keptAt'>): void {
    const ms = kind === 'search' ? this.searchMs : CATALOGUE_ANSWER_MS;
    if (ms <= 0 || generation !== this.generation || answer.body.length > MAX_BYTES / 64) return;
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    const now = Date.now();
    this.entries.set(key, { ...answer, keptAt: now, expires: now + ms });
    this.bytes += answer.body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= MAX_BYTES) break;
      this.drop(oldest, entry);
    }
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  private drop(key: string, entry: PreparedAnswer): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
