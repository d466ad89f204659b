import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Gauge } from 'prom-client';
import { AppConfig } from '../config/app-config.service';
import { MAIL_QUEUE } from '../mail/mail-message';
import { CATALOGUE_IMPORT_QUEUE } from '../modules/items/catalogue-changes/imports/catalogue-import.job';
import { redisOptions } from '../redis/redis-connection';
import { SEARCH_INDEX_QUEUE } from '../search/search-index.job';
import { ShopMetrics } from './metrics.registry';

const STATES = ['waiting', 'paused', 'active', 'delayed', 'failed', 'completed'] as const;

interface QueueReading {
  counts: Record<string, number>;
  oldestWaitingSeconds: number;
  completedTotal: number;
  completedLastMinute: number;
  failedTotal: number;
}

/**
 * Per-queue figures for the alert rules, read from Redis when Prometheus scrapes (the same for
 * every instance: alerts aggregate them with max()). A queue that does not answer (Redis down) is
 * left out of that scrape rather than reported as empty.
 */
@Injectable()
export class QueueMetricsCollector implements OnApplicationShutdown {
  private readonly imports: Queue;

  constructor(
    metrics: ShopMetrics,
    config: AppConfig,
    @InjectQueue(MAIL_QUEUE) mail: Queue,
    @InjectQueue(SEARCH_INDEX_QUEUE) searchIndex: Queue,
  ) {
    this.imports = new Queue(CATALOGUE_IMPORT_QUEUE, {
      connection: { ...redisOptions(config.get('REDIS_URL')), enableOfflineQueue: false, maxRetriesPerRequest: 1 },
      prefix: config.get('QUEUE_PREFIX'),
    });
    const queues = [mail, searchIndex, this.imports];
    let readings: Promise<Map<string, QueueReading>> | null = null;
    // One read of every queue per scrape, shared by the gauges below.
    const read = () =>
      (readings ??= Promise.all(queues.map(async (queue) => [queue.name, await readQueue(queue).catch(() => null)] as const))
        .then((pairs) => new Map(pairs.filter((p): p is [string, QueueReading] => p[1] !== null)))
        .finally(() => setImmediate(() => (readings = null))));

    const gauge = (name: string, help: string, labelNames: string[], fill: (g: Gauge, all: Map<string, QueueReading>) => void) =>
      new Gauge({
        name,
        help,
        labelNames,
        registers: [metrics.registry],
        // Every web process reads the same shared queues: a machine's reading is any one of them, not their sum.
        aggregator: 'max',
        async collect() {
          this.reset();
          fill(this, await read());
        },
      });

    gauge('queue_jobs', 'BullMQ jobs by queue and state', ['queue', 'state'], (g, all) => {
      for (const [queue, r] of all) for (const state of STATES) g.set({ queue, state }, r.counts[state] ?? 0);
    });
    gauge('queue_oldest_waiting_seconds', 'Age of the oldest job waiting for a worker (0: none waiting)', ['queue'], (g, all) => {
      for (const [queue, r] of all) g.set({ queue }, r.oldestWaitingSeconds);
    });
    gauge('queue_completed_last_minute', 'Jobs completed in the last whole minute, by every worker', ['queue'], (g, all) => {
      for (const [queue, r] of all) g.set({ queue }, r.completedLastMinute);
    });
    // Totals as counters would be (they only grow): rate() gives completions and failures per second.
    gauge('queue_completed_jobs_total', 'Jobs completed since the queue has counted (BullMQ metrics)', ['queue'], (g, all) => {
      for (const [queue, r] of all) g.set({ queue }, r.completedTotal);
    });
    gauge('queue_failed_jobs_total', 'Jobs that failed for good since the queue has counted (BullMQ metrics)', ['queue'], (g, all) => {
      for (const [queue, r] of all) g.set({ queue }, r.failedTotal);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.imports.close().catch(() => undefined);
  }
}

async function readQueue(queue: Queue): Promise<QueueReading> {
  const [counts, oldest, completed, failed] = await Promise.all([
    queue.getJobCounts(...STATES),
    // Each list is newest first: its last job has waited longest (paused: a queue paused on Bull Board).
    queue.getJobs(['wait', 'paused', 'prioritized'], 0, 0, true),
    queue.getMetrics('completed', 0, 0),
    queue.getMetrics('failed', 0, 0),
  ]);
  const since = oldest.length > 0 ? Math.min(...oldest.map((job) => job.timestamp)) : null;
  return {
    counts,
    oldestWaitingSeconds: since ? Math.max(0, (Date.now() - since) / 1000) : 0,
    completedTotal: completed.meta.count,
    completedLastMinute: completed.data[0] ?? 0,
    failedTotal: failed.meta.count,
  };
}
