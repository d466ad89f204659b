import type { JobsOptions } from 'bullmq';

/** Staff sheet imports run here, off the request: first the check (a dry run), then, once confirmed, the write. */
export const CATALOGUE_IMPORT_QUEUE = 'catalogue-import';

export interface CatalogueImportJob {
  importId: string;
  step: 'check' | 'write';
}

/** An import is not retried by the queue: a failed one is reported to staff, who upload again. */
export const CATALOGUE_IMPORT_JOB_OPTIONS: JobsOptions = {
  attempts: 1,
  removeOnComplete: { age: 24 * 3600, count: 100 },
  removeOnFail: { age: 7 * 24 * 3600 },
};
