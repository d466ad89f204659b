/**
 * Changes that are safe to send again (issue 47): the server carries each out once however often it arrives — a
 * basket addition by its Idempotency-Key, an order by the basket rows it orders. While the database changes leader
 * such a change is answered 503 ("please try again") or not at all; sent again after a moment, it goes through
 * and the researcher never sees the failover.
 */
export interface RetryOptions {
  /** Send again on a 503 or no answer, a few times, waiting longer each time. */
  retryWhileUnavailable?: boolean;
}

/** 1 + 2 + 4 + 8 + 8 s: longer than a failover (15-20 s), short enough that a real outage is shown soon. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 8000];

/** 503, or no answer at all (status 0 / FETCH_ERROR): the server may or may not have carried the change out. */
export const mayRetry = (status: number | string): boolean => status === 503 || status === 0 || status === 'FETCH_ERROR';

/** A key for one change, the same on every retry of it; random enough that two changes never share one. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
