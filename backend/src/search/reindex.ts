import type { DataSource } from 'typeorm';
import { progressBar } from '../terminal/progress-bar';
import { createElasticsearchClient } from './elasticsearch/elasticsearch.client';
import { ElasticsearchSearchEngine } from './elasticsearch/elasticsearch-search.engine';
import { PostgresSearchEngine } from './postgres/postgres-search.engine';
import type { SearchEngine } from '../modules/items/search-engine';

/** The engine the shop is configured with, for the stand-alone commands (no Nest application). */
export function engineFromEnvironment(dataSource: DataSource, env = process.env): SearchEngine {
  if (env.SEARCH_ENGINE === 'elasticsearch') {
    if (!env.ELASTICSEARCH_URL) throw new Error('ELASTICSEARCH_URL is required when SEARCH_ENGINE=elasticsearch');
    return new ElasticsearchSearchEngine(
      createElasticsearchClient(env.ELASTICSEARCH_URL),
      env.ELASTICSEARCH_INDEX || 'products',
      dataSource,
    );
  }
  return new PostgresSearchEngine(dataSource);
}

export async function rebuildSearchIndex(dataSource: DataSource, log: (line: string) => void): Promise<void> {
  const engine = engineFromEnvironment(dataSource);
  try {
    await engine.rebuild(progressBar(`search index (${engine.name})`, log));
  } finally {
    if (engine instanceof ElasticsearchSearchEngine) await engine.onApplicationShutdown();
  }
}
