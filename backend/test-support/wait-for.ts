/**
 * The one way tests wait for something the shop does later (a queued mail, the search index, a
 * settled import, a server answering): poll, and fail naming what never came. Both test trees use
 * it (backend/src specs and test/), so it imports nothing. No hand-written sleep-and-poll loops
 * elsewhere: test/checks/test-polling.spec.ts counts them.
 */

/** Polls `check` every `intervalMs` until it holds; resolves with the milliseconds it took. A check that throws counts as not yet. */
export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string, intervalMs = 100): Promise<number> {
  const started = Date.now();
  await waitForValue(check, (held) => held === true, timeoutMs, what, intervalMs);
  return Date.now() - started;
}

/**
 * Reads until `accept` takes what was read, and answers that value; after `timeoutMs` it throws
 * "<what> not within N ms", with the last value read (or the last error) to show how far it got.
 */
export async function waitForValue<T>(read: () => Promise<T> | T, accept: (value: T) => boolean, timeoutMs: number, what: string, intervalMs = 100): Promise<T> {
  const started = Date.now();
  let last = 'nothing read';
  for (;;) {
    try {
      const value = await read();
      if (accept(value)) return value;
      last = `last read: ${shortly(value)}`;
    } catch (error) {
      last = `last error: ${(error as Error).message}`;
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${what} not within ${timeoutMs} ms (${last})`);
    await pause(intervalMs);
  }
}

/** What was last read, short: an HTTP answer as its status and body (the whole answer is circular). */
function shortly(value: unknown): string {
  const answer = value as { status?: unknown; body?: unknown } | null;
  const shown = answer && typeof answer === 'object' && 'status' in answer && 'body' in answer ? { status: answer.status, body: answer.body } : value;
  let text: string;
  try {
    text = JSON.stringify(shown) ?? String(shown);
  } catch {
    text = String(shown);
  }
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** The one timer: the polling interval here, and the fixed waits tests keep on purpose (each says why where it is used). */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
