import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import Piscina from 'piscina';
import { LOAD_SEMI_SPACE_MB } from './load-heap';

/**
 * Under jest the sources are TypeScript, which a worker thread cannot load by itself: this loader (a test
 * fixture, as for the PDF renderer) compiles them with the same swc jest uses. The built app has .js workers.
 */
const TYPESCRIPT_WORKER = join(__dirname, '..', '..', 'test-support', 'typescript-worker.js');

/**
 * Worker threads for one module whose default export turns a task into its answer, handed back in the order
 * the tasks were given: a big load's row parsing and demo generation run beside the thread that checks and
 * writes, which then only waits for PostgreSQL. One core is left to that thread (and PostgreSQL shares them all).
 */
export class OrderedThreads<Task, Answer> {
  private readonly pool: Piscina;
  private readonly compiled: boolean;
  /** Tasks given out before the first answer is taken: enough to keep every thread busy, few enough to bound memory. */
  private readonly ahead: number;

  /**
   * `workerModule`: the module's path without its extension; `shared`: data every thread reads
   * (`Piscina.workerData` there), sent once per thread rather than with every task.
   */
  constructor(private readonly workerModule: string, shared: unknown, threads = Math.max(1, availableParallelism() - 1)) {
    this.compiled = existsSync(`${workerModule}.js`);
    this.pool = new Piscina({
      filename: this.compiled ? `${workerModule}.js` : TYPESCRIPT_WORKER,
      minThreads: threads,
      maxThreads: threads,
      workerData: shared,
      // The young generation the load commands give their own thread (load-heap.ts): three semi-spaces' worth.
      resourceLimits: { maxYoungGenerationSizeMb: 3 * LOAD_SEMI_SPACE_MB },
    });
    this.ahead = threads * 2;
  }

  /** The answers to `tasks`, in order; the first failed task ends it with that task's error. */
  async *inOrder(tasks: AsyncIterable<Task> | Iterable<Task>): AsyncGenerator<Answer> {
    const pending: Promise<Answer>[] = [];
    for await (const task of tasks) {
      const answer = this.run(task);
      // Awaited in turn below; should the caller stop first, a later task's failure is not "unhandled".
      answer.catch(() => undefined);
      pending.push(answer);
      if (pending.length >= this.ahead) yield await pending.shift()!;
    }
    while (pending.length > 0) yield await pending.shift()!;
  }

  destroy(): Promise<void> {
    return this.pool.destroy();
  }

  private run(task: Task): Promise<Answer> {
    return this.compiled ? this.pool.run(task) : this.pool.run({ module: `${this.workerModule}.ts`, input: task });
  }
}
