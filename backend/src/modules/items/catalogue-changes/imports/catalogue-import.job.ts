import type { JobsOptions } from 'bullmq';

/** Staff sheet imports run here, off the request: first the check (a dry run), then, once confirmed, the write. */
export const CATALOGUE_IMPORT_QUEUE = 'catalogue-import';

export interface CatalogueImportJob {
  importId: string;
  /** `expire`: the hourly sweep of checked imports never confirmed (no import of its own: importId is empty). */
  step: 'check' | 'write' | 'expire';
}

/** A checked import staff do not confirm within this time is dropped with its files (the import page says so). */
export const UNCONFIRMED_IMPORT_HOURS = 24;

/**
 * The sweep's schedule: one BullMQ job scheduler under a fixed id, so however many instances
 * declare it, the queue holds one schedule and each sweep runs once, in whichever worker takes it.
 */
export const EXPIRY_SCHEDULER = 'expire-unconfirmed-imports';
export const EXPIRY_SWEEP_MS = 60 * 60_000;

/** An import is not retried by the queue: a failed one is reported to staff, who upload again. */
export const CATALOGUE_IMPORT_JOB_OPTIONS: JobsOptions = {
  attempts: 1,
  removeOnComplete: { age: 24 * 3600, count: 100 },
  removeOnFail: { age: 7 * 24 * 3600 },
};
