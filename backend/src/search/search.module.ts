import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.service';
import { createElasticsearchClient } from './elasticsearch/elasticsearch.client';
import { ElasticsearchSearchEngine } from './elasticsearch/elasticsearch-search.engine';
import { PostgresSearchEngine } from './postgres/postgres-search.engine';
import { SEARCH_ENGINE, SearchEngine } from '../modules/items/search-engine';
import { SEARCH_INDEX } from '../modules/items/search-index';
import { SEARCH_INDEX_QUEUE } from './search-index.job';
import { SearchIndexProcessor } from './search-index.processor';
import { SearchIndexService } from './search-index.service';
import { registerQueue } from '../redis/register-queue';
import { REDIS } from '../redis/redis.module';
import { SharedWordHits } from './postgres/shared-word-hits';

export function createSearchEngine(config: AppConfig, dataSource: DataSource, redis: Redis): SearchEngine {
  return config.get('SEARCH_ENGINE') === 'elasticsearch'
    ? new ElasticsearchSearchEngine(
        createElasticsearchClient(config.get('ELASTICSEARCH_URL') as string),
        config.get('ELASTICSEARCH_INDEX'),
        dataSource,
      )
    : new PostgresSearchEngine(dataSource, new SharedWordHits(redis, config.get('QUEUE_PREFIX')));
}

@Global()
@Module({
  imports: [registerQueue(SEARCH_INDEX_QUEUE)],
  providers: [
    { provide: SEARCH_ENGINE, inject: [AppConfig, DataSource, REDIS], useFactory: createSearchEngine },
    SearchIndexService,
    // The catalogue asks for the index by its own port (modules/items/search-index.ts), not by this class.
    { provide: SEARCH_INDEX, useExisting: SearchIndexService },
    SearchIndexProcessor,
  ],
  exports: [SEARCH_ENGINE, SEARCH_INDEX, SearchIndexService, BullModule],
})
export class SearchModule {}
