import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { Lifecycle } from '../health/lifecycle';
import { Readiness } from '../health/readiness';
import { ShopMetrics } from './metrics.registry';

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

/** The database pool, readiness and requests in flight, read when Prometheus scrapes, so nothing polls in between. */
@Injectable()
export class RuntimeMetricsCollector {
  constructor(metrics: ShopMetrics, dataSource: DataSource, lifecycle: Lifecycle, readiness: Readiness) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (max: the pool size; waiting: queries waiting for a connection)',
      labelNames: ['state'] as const,
      registers: [metrics.registry],
      collect() {
        const pool = (dataSource.driver as unknown as { master?: PgPool }).master;
        if (!pool) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
        this.set({ state: 'max' }, pool.options?.max ?? 10);
      },
    });

    new Gauge({
      name: 'shop_ready',
      help: '1 when this instance is ready for traffic (as /api/health/ready answers), 0 when not or draining',
      // A machine's processes: ready when every one is.
      aggregator: 'min',
      registers: [metrics.registry],
      async collect() {
        const ready = await readiness.check().then(
          () => true,
          () => false,
        );
        this.set(ready ? 1 : 0);
      },
    });

    new Gauge({
      name: 'shop_draining',
      help: '1 from SIGTERM until the instance exits',
      aggregator: 'max',
      registers: [metrics.registry],
      collect() {
        this.set(lifecycle.draining ? 1 : 0);
      },
    });

    new Gauge({
      name: 'http_requests_in_flight',
      help: 'HTTP requests being answered now',
      registers: [metrics.registry],
      collect() {
        this.set(lifecycle.inFlight);
      },
    });
  }
}
