import { Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.service';
import { createElasticsearchClient } from './elasticsearch/elasticsearch.client';
import { ElasticsearchSearchEngine } from './elasticsearch/elasticsearch-search.engine';
import { PostgresSearchEngine } from './postgres/postgres-search.engine';
import { SEARCH_ENGINE, SearchEngine } from './search-engine';

@Global()
@Module({
  providers: [
    {
      provide: SEARCH_ENGINE,
      inject: [AppConfig, DataSource],
      useFactory: (config: AppConfig, dataSource: DataSource): SearchEngine =>
        config.get('SEARCH_ENGINE') === 'elasticsearch'
          ? new ElasticsearchSearchEngine(
              createElasticsearchClient(config.get('ELASTICSEARCH_URL') as string),
              config.get('ELASTICSEARCH_INDEX'),
            )
          : new PostgresSearchEngine(dataSource),
    },
  ],
  exports: [SEARCH_ENGINE],
})
export class SearchModule {}
