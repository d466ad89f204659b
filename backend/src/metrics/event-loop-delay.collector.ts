import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { Gauge } from 'prom-client';
import { ShopMetrics } from './metrics.registry';

/** Sampling interval: fine enough to see a 20 ms block, cheap enough to leave on. */
const RESOLUTION_MS = 2;

/**
 * How long callbacks waited for the event loop since the previous scrape (p50, p99, max), from
 * perf_hooks' monitorEventLoopDelay. A search that holds the loop shows here as the wait of every
 * request behind it; the search benchmark reads it per query type. The sampling interval itself
 * is subtracted, so an idle loop reads 0.
 */
@Injectable()
export class EventLoopDelayCollector implements OnModuleDestroy {
  private readonly histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });

  constructor(metrics: ShopMetrics) {
    const histogram = this.histogram;
    histogram.enable();
    const delay = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS) / 1000;
    new Gauge({
      name: 'event_loop_delay_seconds',
      help: 'Event-loop delay since the previous scrape, by quantile (monitorEventLoopDelay, sampling interval subtracted)',
      labelNames: ['quantile'] as const,
      // Across a machine's web processes, the worst one's: a request waits behind the loop it landed on.
      aggregator: 'max',
      registers: [metrics.registry],
      collect() {
        const sampled = histogram.count > 0;
        this.set({ quantile: '0.5' }, sampled ? delay(histogram.percentile(50)) : 0);
        this.set({ quantile: '0.99' }, sampled ? delay(histogram.percentile(99)) : 0);
        this.set({ quantile: '1' }, sampled ? delay(histogram.max) : 0);
        histogram.reset();
      },
    });
  }

  onModuleDestroy(): void {
    this.histogram.disable();
  }
}
