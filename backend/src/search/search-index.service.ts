import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { SEARCH_ENGINE, SearchEngine } from '../modules/items/search-engine';
import type { SearchIndex } from '../modules/items/search-index';
import { SEARCH_INDEX_JOB_OPTIONS } from './search-index.options';
import { BULK_REBUILD_THRESHOLD, SEARCH_INDEX_QUEUE, SearchIndexJob } from './search-index.job';

const ENQUEUE_TIMEOUT_MS = 2000;

/**
 * Called after products are created, changed or deleted (after the transaction commits). The job
 * carries ids only and the worker reads the products as they are when it runs, so jobs can be
 * repeated, retried or run out of order and still leave the index matching the database.
 */
@Injectable()
export class SearchIndexService implements SearchIndex {
  private readonly logger = new Logger('SearchIndex');
  private readonly syncedListeners: (() => void)[] = [];

  constructor(
    @InjectQueue(SEARCH_INDEX_QUEUE) private readonly queue: Queue<SearchIndexJob>,
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
  ) {}

  /** Queues one job for these products (a rebuild when there are very many); resolves with its id, or null when indexed inline. */
  async productsChanged(productIds: number[]): Promise<string | null> {
    const ids = [...new Set(productIds)].filter((id) => Number.isInteger(id) && id > 0);
    if (ids.length === 0) return null;
    const data: SearchIndexJob = ids.length > BULK_REBUILD_THRESHOLD ? { productIds: [], rebuild: true } : { productIds: ids };
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        this.queue.add(data.rebuild ? 'rebuild' : 'sync', data, SEARCH_INDEX_JOB_OPTIONS).then((job) => job.id ?? null),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('search-index queue timeout')), ENQUEUE_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      // The change is already stored; without the queue, index it now rather than lose it.
      this.logger.warn(`Queue unavailable (${(error as Error).message}); indexing ${ids.length} products inline`);
      if (data.rebuild) await this.engine.rebuild();
      else await this.engine.syncProducts(ids);
      this.synced();
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Called whenever the index has taken up changes (by the worker of this process or inline). */
  onSynced(listener: () => void): void {
    this.syncedListeners.push(listener);
  }

  synced(): void {
    for (const listener of this.syncedListeners) listener();
  }
}
