import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.service';
import { redisOptions } from '../redis/redis-connection';
import { ShopMetrics } from './metrics.registry';

/** Queues whose depth and failures operators watch. */
export const WATCHED_QUEUES = ['mail', 'search-index'] as const;

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** Queue depths and the database pool are read when Prometheus scrapes, so nothing polls in between. */
@Injectable()
export class RuntimeMetricsCollector implements OnApplicationShutdown {
  private readonly queues: Queue[];

  constructor(metrics: ShopMetrics, config: AppConfig, dataSource: DataSource) {
    const connection = redisOptions(config.get('REDIS_URL'));
    this.queues = WATCHED_QUEUES.map((name) => new Queue(name, { connection, prefix: config.get('QUEUE_PREFIX') }));
    const queues = this.queues;

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

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.queues.map((queue) => queue.close()));
  }
}
