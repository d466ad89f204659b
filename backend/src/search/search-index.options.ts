import type { JobsOptions } from 'bullmq';

/** Retried with backoff while the engine is unreachable (about 20 minutes in all), then kept as failed. */
export const SEARCH_INDEX_JOB_OPTIONS: JobsOptions = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};
