import { MetricsTime } from 'bullmq';

/**
 * Every queue worker counts its completed and failed jobs per minute in Redis (BullMQ metrics, a
 * week of minutes: ~10k small numbers per queue), so any web instance can report the completion
 * rate of workers that serve no HTTP themselves (see metrics/queue-metrics.collector.ts).
 */
export const WORKER_METRICS = { maxDataPoints: MetricsTime.ONE_WEEK };
