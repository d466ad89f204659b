import { oneAhead, readAhead, WritesInFlight } from './import-pipeline';

/** A promise settled by hand, to decide which of two writes ends first. */
function settleLater<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: Error) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

async function* numbers(count: number, log: string[] = [], stopped = { value: false }): AsyncGenerator<number> {
  try {
    for (let n = 1; n <= count; n++) {
      log.push(`parse ${n}`);
      yield n;
    }
  } finally {
    stopped.value = true;
  }
}

describe('the import pipeline', () => {
  it('reads the next batch before it hands out this one, so the read goes ahead of this batch’s write', async () => {
    const log: string[] = [];
    const read = async (n: number) => {
      log.push(`read ${n}`);
      return n * 10;
    };
    const seen: [number, number][] = [];
    for await (const [batch, stored] of readAhead(numbers(3, log), read)) {
      log.push(`write ${batch}`);
      seen.push([batch, stored]);
    }
    expect(seen).toEqual([[1, 10], [2, 20], [3, 30]]);
    expect(log).toEqual(['parse 1', 'read 1', 'parse 2', 'read 2', 'write 1', 'parse 3', 'read 3', 'write 2', 'write 3']);
  });

  it('stops the source (its worker threads) when the import stops early', async () => {
    const stopped = { value: false };
    for await (const [batch] of readAhead(oneAhead(numbers(10, [], stopped)), async (n) => n)) {
      if (batch === 2) break;
    }
    expect(stopped.value).toBe(true);
  });

  it('records outcomes in the order the writes were added, whichever ends first', async () => {
    const recorded: string[] = [];
    const writes = new WritesInFlight<string>((outcome) => recorded.push(outcome));
    const first = settleLater<string>();
    const second = settleLater<string>();
    await writes.add(first.promise);
    const adding = writes.add(second.promise);
    second.resolve('second');
    await new Promise((resolve) => setImmediate(resolve));
    expect(recorded).toEqual([]);
    first.resolve('first');
    await adding;
    await writes.drain();
    expect(recorded).toEqual(['first', 'second']);
  });

  it('fails the next add with the previous write’s failure, and drain with the last one’s', async () => {
    const writes = new WritesInFlight<void>(() => undefined);
    await writes.add(Promise.reject(new Error('duplicate key')));
    await expect(writes.add(Promise.resolve())).rejects.toThrow('duplicate key');

    const last = new WritesInFlight<void>(() => undefined);
    await last.add(Promise.reject(new Error('connection lost')));
    await expect(last.drain()).rejects.toThrow('connection lost');
  });
});
