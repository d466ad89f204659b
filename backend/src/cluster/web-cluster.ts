import cluster, { type Worker } from 'node:cluster';
import { answerMetricsRequests } from './cluster-metrics';

/** A process that dies within this long of starting counts as failing to start, not as a crash in service. */
const START_GRACE_MS = 15_000;
/** How long the processes get to finish their requests and jobs after SIGTERM before the primary stops them. */
const STOP_TIMEOUT_MS = 30_000;

/**
 * The production start on one machine: `count` web processes (node:cluster) sharing the port, each a whole shop
 * instance as the fleet runs them behind a balancer (search's facet memory, queue workers, caches that follow
 * the others through PostgreSQL and Redis). The primary only forks, restarts and stops them; it answers no
 * request. Why processes and not worker threads: README, Operations, "One machine, every core".
 */
export function runWebCluster(count: number): void {
  answerMetricsRequests();
  let stopping = false;
  let listened = false;
  const startedAt = new Map<number, number>();
  let restartsInARow = 0;

  const fork = (): Worker => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    return worker;
  };
  const stop = (code: number) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(code), STOP_TIMEOUT_MS).unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(code);
    process.exitCode = code;
  };

  cluster.on('listening', () => {
    listened = true;
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    // A wrong deployment (bad setting, no database) fails loudly, as one process would: the worker printed why.
    if (!listened) {
      console.error(`A web process exited before the shop answered (${signal ?? `code ${code}`}): stopping.`);
      stop(code || 1);
      return;
    }
    restartsInARow = lived < START_GRACE_MS ? restartsInARow + 1 : 0;
    const delay = Math.min(30_000, 250 * 2 ** restartsInARow);
    console.error(`Web process ${worker.process.pid} exited (${signal ?? `code ${code}`}); another starts in ${delay} ms.`);
    setTimeout(() => !stopping && fork(), delay);
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(0));

  for (let i = 0; i < count; i++) fork();
  console.log(`Shop primary ${process.pid}: ${count} web processes`);
}
