import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { joinMachineMetrics } from '../cluster/cluster-metrics';

/**
 * The shop's own Prometheus registry (not prom-client's global one, so that several apps booted
 * in one test process do not register the same metric twice).
 */
export class ShopMetrics {
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route pattern',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2, 5],
    registers: [this.registry],
  });

  readonly searchDuration = new Histogram({
    name: 'search_duration_seconds',
    help: 'Catalogue search latency inside the engine',
    labelNames: ['engine', 'kind'] as const,
    buckets: [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    joinMachineMetrics(this.registry);
  }
}
