import { randomUUID } from 'node:crypto';
import { waitForValue } from '../../../backend/test-support/wait-for';

/**
 * Customers of the shop behind the balancer: readers (product pages, browsing, search) and buyers
 * (basket, order) in loops until stopped. A request fails when it gets no answer or a 5xx; a 4xx
 * is the shop refusing bad input (counted apart). Each buyer's order attempts are kept, so orders
 * can be checked against the database afterwards: none acknowledged missing, none stored twice.
 */
export type Kind = 'product' | 'browse' | 'search' | 'basket' | 'order';

export interface Tally {
  ok: number;
  refused: number;
  failed: number;
  /** The first few failures: status or error, and when. */
  examples: string[];
  /** Each failure's status ('no answer' when none came), counted. */
  statuses: Record<string, number>;
}

export interface Buyer {
  email: string;
  uid: number;
  authorization: string;
  addressId: string;
  pids: number[];
}

export interface OrderAttempt {
  buyer: number;
  pids: number[];
  outcome: 'acknowledged' | 'failed' | 'refused';
  /** When the order was first sent, and when its answer came (ms since the epoch). */
  sentAt: number;
  at: number;
  /** How many times the buyer sent it before this answer (retrying buyers only). */
  sends: number;
  /** The order's id when it was acknowledged. */
  orderId?: number;
}

export interface TrafficOptions {
  /**
   * Buyers send a change again after a 5xx or no answer, as the app does (frontend/src/shared/api/safeRetries.ts):
   * the basket addition with the same Idempotency-Key, the order with the same basket rows, every 500 ms for up to
   * 60 s. Without it, a failed change is given up.
   */
  retryWrites?: boolean;
  /**
   * How long a buyer waits after each order before the next, as a researcher does. Without it a buyer orders as fast
   * as the shop answers, and on a quiet machine used up its products before the failure under test came.
   */
  pauseAfterOrderMs?: number;
}

const WORDS = ['GAPDH', 'actin', 'p53', 'CD3', 'tubulin', 'Histone H3', 'EGFR', 'phospho'];

export class Traffic {
  readonly tallies: Record<Kind, Tally>;
  readonly attempts: OrderAttempt[] = [];
  private running = false;
  private loops: Promise<void>[] = [];
  private startedAt = 0;

  constructor(
    private readonly url: string,
    private readonly readers: number,
    private readonly buyers: Buyer[],
    private readonly productIds: number[],
    private readonly options: TrafficOptions = {},
  ) {
    const tally = (): Tally => ({ ok: 0, refused: 0, failed: 0, examples: [], statuses: {} });
    this.tallies = { product: tally(), browse: tally(), search: tally(), basket: tally(), order: tally() };
  }

  start(): void {
    this.running = true;
    this.startedAt = Date.now();
    for (let i = 0; i < this.readers; i++) this.loops.push(this.read(i));
    this.buyers.forEach((buyer, i) => this.loops.push(this.buy(buyer, i)));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
    this.loops = [];
  }

  get total(): { ok: number; refused: number; failed: number } {
    const all = Object.values(this.tallies);
    return { ok: sum(all.map((t) => t.ok)), refused: sum(all.map((t) => t.refused)), failed: sum(all.map((t) => t.failed)) };
  }

  /** Everything in one line per kind, for the run's printout. */
  describe(): string {
    return (Object.entries(this.tallies) as [Kind, Tally][])
      .map(([kind, t]) => `${kind.padEnd(8)} ok ${String(t.ok).padStart(5)}  refused ${String(t.refused).padStart(3)}  failed ${String(t.failed).padStart(3)}${t.examples.length ? `  (${t.examples.join('; ')})` : ''}`)
      .join('\n');
  }

  private async read(seed: number): Promise<void> {
    for (let n = seed; this.running; n++) {
      const [kind, path] = this.readAt(n);
      await this.call(kind, 'GET', path);
    }
  }

  /** The n-th read of a reader: half product pages, a quarter browsing, a quarter searching. */
  private readAt(n: number): ['product' | 'browse' | 'search', string] {
    const pid = this.productIds[(n * 7919) % this.productIds.length];
    const choice = n % 4;
    if (choice < 2) return ['product', `iteminfo/baseinfo/?pid=${pid}`];
    if (choice === 2) return ['browse', `iteminfo/searchitem/?searchpageid=${(n % 5) + 1}&host=${n % 2 ? 'Rabbit' : 'Mouse'}`];
    return ['search', `iteminfo/searchitem/?searchword=${encodeURIComponent(WORDS[n % WORDS.length])}&searchpageid=1`];
  }

  /** Every address the readers ask for (a cycle of the readers' sequence covers them all). */
  readPaths(): string[] {
    const cycle = this.productIds.length * 4 * WORDS.length * 5;
    const paths = new Set<string>();
    for (let n = 0; n < cycle && paths.size < this.productIds.length + 10 + WORDS.length; n++) paths.add(this.readAt(n)[1]);
    return [...paths];
  }

  private async buy(buyer: Buyer, index: number): Promise<void> {
    const auth = { Authorization: buyer.authorization };
    while (this.running && buyer.pids.length > 0) {
      const pid = buyer.pids.shift() as number;
      const key = { 'Idempotency-Key': randomUUID() };
      const added = await this.sent(() => this.call('basket', 'POST', 'cartinfo/addcart', { pid, priceid: 1, quantity: 1 }, { ...auth, ...key }));
      if (added.answer === null) continue;
      const basket = await this.sent(() => this.call('basket', 'POST', 'cartinfo/showcart', {}, auth));
      const rows = (basket.answer?.data ?? []) as Array<{ carid: number; pid: number }>;
      if (rows.length === 0) continue;
      const form = { caridlist: rows.map((r) => r.carid), addrid: buyer.addressId, need_tax: 0 };
      const sentAt = Date.now();
      const ordered = await this.sent(() => this.call('order', 'POST', 'orderinfo/applyorder', form, auth));
      const pids = rows.map((r) => Number(r.pid));
      const outcome = ordered.answer === null ? 'failed' : ordered.answer.code === 200 ? 'acknowledged' : 'refused';
      this.attempts.push({ buyer: index, pids, outcome, sentAt, at: Date.now(), sends: ordered.sends, orderId: ordered.answer?.orderlistid });
      await this.afterOrder();
    }
  }

  /** A researcher's pause between orders (TrafficOptions.pauseAfterOrderMs): a fixed think time, not a wait for anything. */
  private async afterOrder(): Promise<void> {
    if (this.options.pauseAfterOrderMs) await new Promise((resolve) => setTimeout(resolve, this.options.pauseAfterOrderMs));
  }

  /** One change, sent again every 500 ms while unanswered when the buyers retry (TrafficOptions.retryWrites), for up to 60 s. */
  private async sent(send: () => Promise<Record<string, any> | null>): Promise<{ answer: Record<string, any> | null; sends: number }> {
    let sends = 0;
    const once = () => {
      sends++;
      return send();
    };
    if (!this.options.retryWrites) return { answer: await once(), sends };
    try {
      return { answer: await waitForValue(once, (answer) => answer !== null, 60_000, 'an answer to a change', 500), sends };
    } catch {
      // Still unanswered after a minute: given up, as the app's retries give up.
      return { answer: null, sends };
    }
  }

  /** One request; its parsed body when it was answered below 500, else null (counted as failed). */
  private async call(kind: Kind, method: 'GET' | 'POST', path: string, form?: Record<string, string | number | Array<string | number>>, headers: Record<string, string> = {}): Promise<Record<string, any> | null> {
    const tally = this.tallies[kind];
    const body = new URLSearchParams();
    for (const [key, value] of Object.entries(form ?? {})) for (const item of Array.isArray(value) ? value : [value]) body.append(key, String(item));
    const at = ((Date.now() - this.startedAt) / 1000).toFixed(1);
    try {
      const res = await fetch(`${this.url}/api/${path}`, {
        method,
        headers: {
          'X-Requested-With': 'XMLHttpRequest',
          'Accept-Language': 'en',
          ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
          ...headers,
        },
        body: method === 'POST' ? body : undefined,
        signal: AbortSignal.timeout(15_000),
      });
      const json = (await res.json().catch(() => ({}))) as Record<string, any>;
      if (res.status >= 500) {
        tally.failed++;
        const said = typeof json.message === 'string' ? ` "${json.message}"` : '';
        tally.statuses[`${res.status}${said}`] = (tally.statuses[`${res.status}${said}`] ?? 0) + 1;
        if (tally.examples.length < 4) tally.examples.push(`${res.status} ${method} ${path.split('?')[0]} at ${at}s`);
        return null;
      }
      if (res.status >= 400) tally.refused++;
      else tally.ok++;
      return json;
    } catch (error) {
      tally.failed++;
      tally.statuses['no answer'] = (tally.statuses['no answer'] ?? 0) + 1;
      if (tally.examples.length < 4) tally.examples.push(`${(error as Error).message} ${method} ${path.split('?')[0]} at ${at}s`);
      return null;
    }
  }
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
