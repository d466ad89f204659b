import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { MAIL_QUEUE } from '../mail/mail-message';
import { SEARCH_INDEX_QUEUE } from '../search/search-index.job';
import { ShopMetrics } from './metrics.registry';

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** Queue depths and the database pool are read when Prometheus scrapes, so nothing polls in between. */
@Injectable()
export class RuntimeMetricsCollector {
  constructor(
    metrics: ShopMetrics,
    dataSource: DataSource,
    // The queues the mail and search modules registered (fail-fast connections: a scrape during a
    // Redis outage skips them instead of hanging).
    @InjectQueue(MAIL_QUEUE) mail: Queue,
    @InjectQueue(SEARCH_INDEX_QUEUE) searchIndex: Queue,
  ) {
    const queues = [mail, searchIndex];

    new Gauge({
      name: 'queue_jobs',
      help: 'BullMQ jobs by queue and state',
      labelNames: ['queue', 'state'] as const,
      registers: [metrics.registry],
      async collect() {
        this.reset();
        for (const queue of queues) {
          const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed').catch(() => null);
          if (!counts) continue;
          for (const [state, count] of Object.entries(counts)) this.set({ queue: queue.name, state }, count);
        }
      },
    });

    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'] as const,
      registers: [metrics.registry],
      collect() {
        const pool = (dataSource.driver as unknown as { master?: PgPool }).master;
        if (!pool) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
}
