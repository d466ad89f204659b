import { DataSource } from 'typeorm';
import { seedProducts } from '../src/seed/products.seed';
import { createElasticsearchClient } from '../src/search/elasticsearch/elasticsearch.client';
import { ElasticsearchSearchEngine } from '../src/search/elasticsearch/elasticsearch-search.engine';
import { PostgresSearchEngine } from '../src/search/postgres/postgres-search.engine';
import type { SearchEngine } from '../src/modules/items/search-engine';
import { createTestApp, TestApp } from './test-app';

export interface EnginesOnCatalogue {
  shop: TestApp;
  dataSource: DataSource;
  /** PostgreSQL always, first; Elasticsearch after it when ELASTICSEARCH_URL is set. */
  engines: SearchEngine[];
  close(): Promise<void>;
}

/**
 * The shop on the demo catalogue of `products` products (seed `seed`), with every search engine this
 * run can reach built over it, so a spec can hold each engine to the same expectations.
 * `index` names the Elasticsearch index (made unique per process here).
 */
export async function enginesOnDemoCatalogue(products: number, seed: number, index: string): Promise<EnginesOnCatalogue> {
  // Every search must see the catalogue as the spec just changed it, not a cached browse answer.
  process.env.SEARCH_BROWSE_CACHE_SECONDS = '0';
  const shop = await createTestApp();
  const dataSource = shop.dataSource;
  await seedProducts(dataSource, products, seed);
  const engines: SearchEngine[] = [new PostgresSearchEngine(dataSource)];
  if (process.env.ELASTICSEARCH_URL) {
    engines.push(new ElasticsearchSearchEngine(createElasticsearchClient(process.env.ELASTICSEARCH_URL), `${index}_${process.pid}`, dataSource));
  }
  for (const engine of engines) await engine.rebuild();
  return {
    shop,
    dataSource,
    engines,
    async close() {
      for (const engine of engines) if (engine instanceof ElasticsearchSearchEngine) await engine.onApplicationShutdown();
      await shop.close();
    },
  };
}

/** An `it` whose body runs once for each engine. */
export const eachEngineOf = (engines: () => SearchEngine[]) => (name: string, body: (engine: SearchEngine) => Promise<void>) =>
  it(name, async () => {
    for (const engine of engines()) await body(engine);
  });
