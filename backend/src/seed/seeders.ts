import type { DataSource } from 'typeorm';
import { progressBar } from '../terminal/progress-bar';
import { seedProducts } from './products.seed';
import { seedDistributors } from './distributors.seed';
import { seedHomeContent } from './home-content.seed';
import { seedLots } from './lots.seed';
import { seedSafetySheets } from './safety-sheets.seed';

export interface SeedParameters {
  /** How many catalogue products to generate. */
  products: number;
  /** Seed of every generator: the same seed gives the same shop. */
  seed: number;
  /** Replace data even when the same parameters were loaded before. */
  force: boolean;
}

export interface Seeder {
  name: string;
  run(dataSource: DataSource, parameters: SeedParameters, log: (line: string) => void): Promise<void>;
}

/**
 * Every seeder, run in this order by commands/seed.main.ts. To add one, append a line below; the
 * catalogue comes first because other data (recommendations, reviews) may point at products. The others
 * run while the search index is built, so they must not change what it indexes (the products' own columns).
 */
export const seeders: Seeder[] = [
  {
    name: 'products',
    run: async (dataSource, { products, seed, force }, log) => {
      const progress = progressBar('products', log);
      const r = await seedProducts(dataSource, products, seed, { force, onProgress: progress });
      log(`products: ${r.rows} rows through the catalogue import: ${r.created} created, ${r.updated} updated, ${r.unchanged} unchanged`);
    },
  },
  // Other seeders (distributors, home content, ...) are appended here.
  { name: 'lots', run: async (ds, _parameters, log) => log(`lots: ${(await seedLots(ds)).added} added`) },
  { name: 'safety sheets', run: async (ds, _parameters, log) => log(`safety sheets: ${(await seedSafetySheets(ds)).added} product types`) },
  { name: 'distributors', run: async (ds, { seed, force }, log) => log(`distributors: ${(await seedDistributors(ds, seed, force)).loaded ? 'loaded' : 'kept (use --force to replace)'}`) },
  { name: 'home content', run: async (ds, { seed, force }, log) => log(`home content: ${(await seedHomeContent(ds, seed, force)).loaded ? 'loaded' : 'kept (use --force to replace)'}`) },
];
