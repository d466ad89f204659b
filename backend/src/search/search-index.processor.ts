import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Job, Worker } from 'bullmq';
import { AppConfig } from '../config/app-config.service';
import { runsQueueWorkers } from '../redis/process-role';
import { redisOptions } from '../redis/redis-connection';
import { WORKER_METRICS } from '../redis/worker-metrics';
import { SEARCH_ENGINE, SearchEngine } from '../modules/items/search-engine';
import { SEARCH_INDEX_QUEUE, SearchIndexJob } from './search-index.job';
import { SearchIndexService } from './search-index.service';

/**
 * Applies index jobs. A failure throws and BullMQ retries with the job's backoff. Built by hand (not
 * @Processor) for its own blocking Redis connection, like the mail worker.
 */
@Injectable()
export class SearchIndexProcessor implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('SearchIndexProcessor');
  private worker?: Worker<SearchIndexJob>;

  constructor(
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
    private readonly config: AppConfig,
    private readonly searchIndex: SearchIndexService,
  ) {}

  onModuleInit(): void {
    if (!runsQueueWorkers(this.config)) return;
    this.worker = new Worker<SearchIndexJob>(SEARCH_INDEX_QUEUE, (job) => this.process(job), {
      connection: redisOptions(this.config.get('REDIS_URL')),
      prefix: this.config.get('QUEUE_PREFIX'),
      concurrency: 2,
      metrics: WORKER_METRICS,
    });
    this.worker.on('error', (error) => this.logger.warn(`Search index worker: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }

  async process(job: Job<SearchIndexJob>): Promise<void> {
    try {
      if (job.data.rebuild) await this.engine.rebuild();
      else await this.engine.syncProducts(job.data.productIds);
      this.searchIndex.synced();
    } catch (error) {
      this.logger.warn(`Index job ${job.id} attempt ${job.attemptsMade + 1} failed: ${(error as Error).message}`);
      throw error;
    }
  }
}
