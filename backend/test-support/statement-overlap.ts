import { Client } from 'pg';

/**
 * Watches every node-postgres connection of this test file for a statement sent while the connection is still
 * running another. node-postgres 8 queues such a statement itself but warns that this is deprecated, and pg 9
 * refuses it: whoever shares a connection (a transaction) must send its statements one after another.
 * Only watches: every statement still runs, unchanged.
 */
export function watchStatementOverlap(): { most: () => number; stop: () => void } {
  const running = new WeakMap<Client, number>();
  let most = 0;
  const original = Client.prototype.query;
  const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
    const now = (running.get(this) ?? 0) + 1;
    running.set(this, now);
    most = Math.max(most, now);
    const done = () => running.set(this, (running.get(this) ?? 1) - 1);
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(done, done);
    else done(); // a callback or a submittable (a stream): not the import's statements; counted as ended
    return result as never;
  });
  return { most: () => most, stop: () => spy.mockRestore() };
}
