/**
 * How the catalogue import keeps its three workers busy at once: the parsing (worker threads, or this thread for a
 * small sheet), this thread's checks and PostgreSQL's writes. Taking turns, a 100,000-row seed spent 57 s where its
 * busiest side needed 31 s (the main thread) and PostgreSQL 20 s.
 */

/** A promise whose failure is reported where it is awaited, and is not "unhandled" should the caller stop first. */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * Yields what `items` yields, asking for the next item as soon as one is handed out: the next batch is parsed
 * while the caller checks and writes this one.
 */
export async function* oneAhead<T>(items: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = items[Symbol.asyncIterator]();
  let next = iterator.next();
  try {
    for (;;) {
      const current = await next;
      if (current.done) return;
      next = quiet(iterator.next());
      yield current.value;
    }
  } finally {
    await iterator.return?.();
  }
}

/**
 * Yields each batch with what `read` found for it, the next batch's read asked for before this batch is handed out, so
 * before the caller sends this batch's write: on the import's one connection the read runs right after the previous
 * write's statements (the writer sends them in turn, database/statements-in-turn.ts), and the caller checks the next
 * batch while PostgreSQL writes this one. Reading a
 * batch before the one ahead of it is written is safe for the import: a catalogue number in both is a duplicate row,
 * a problem that rolls the whole sheet back.
 */
export async function* readAhead<T, S>(batches: AsyncIterable<T>, read: (batch: T) => Promise<S>): AsyncGenerator<[T, S]> {
  const iterator = batches[Symbol.asyncIterator]();
  try {
    let current = await iterator.next();
    let reading = current.done ? null : quiet(read(current.value));
    while (!current.done) {
      const following = await iterator.next();
      const next = following.done ? null : quiet(read(following.value));
      yield [current.value, await reading!];
      current = following;
      reading = next;
    }
  } finally {
    // Stops the source (its worker threads) when the caller stops early.
    await iterator.return?.();
  }
}

/**
 * Batch writes sent in order, the next one's work begun before the previous one has ended, and at most two under
 * way: `add` resolves once the write before the one it adds has ended (and fails with it). Each write's outcome is
 * recorded in the order the writes were added, whichever ends first; `drain` resolves once all are recorded.
 */
export class WritesInFlight<T> {
  private previous: Promise<void> = Promise.resolve();

  constructor(private readonly record: (outcome: T) => void) {}

  async add(write: Promise<T>): Promise<void> {
    const before = this.previous;
    quiet(write);
    this.previous = quiet(before.then(() => write).then(this.record));
    await before;
  }

  drain(): Promise<void> {
    return this.previous;
  }
}
