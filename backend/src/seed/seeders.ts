import type { DataSource } from 'typeorm';
import { seedProducts } from './products.seed';
import { seedDistributors } from './distributors.seed';
import { seedHomeContent } from './home-content.seed';

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
 * Every seeder, run in this order by seed.command.ts. To add one, append a line below; the
 * catalogue comes first because other data (recommendations, reviews) may point at products.
 */
export const seeders: Seeder[] = [
  {
    name: 'products',
    run: async (dataSource, { products, seed, force }, log) => {
      const progress = progressBar('products', log);
      const result = await seedProducts(dataSource, products, seed, { force, onProgress: progress });
      log(result.loaded ? `products: loaded ${result.products}` : `products: ${products} (seed ${seed}) already loaded`);
    },
  },
  // Other seeders (distributors, home content, ...) are appended here.
  { name: 'distributors', run: async (ds, { seed, force }, log) => log(`distributors: ${(await seedDistributors(ds, seed, force)).loaded ? 'loaded' : 'kept (use --force to replace)'}`) },
  { name: 'home content', run: async (ds, { seed, force }, log) => log(`home content: ${(await seedHomeContent(ds, seed, force)).loaded ? 'loaded' : 'kept (use --force to replace)'}`) },
];

/** A one-line progress bar on stderr, redrawn in place when stderr is a terminal. */
export function progressBar(label: string, log: (line: string) => void) {
  let last = -1;
  return ({ done, total }: { done: number; total: number }) => {
    const percent = total > 0 ? Math.floor((done / total) * 100) : 100;
    if (percent === last) return;
    last = percent;
    const width = 30;
    const filled = Math.round((percent / 100) * width);
    const line = `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${percent}% ${done}/${total}`;
    if (process.stderr.isTTY) process.stderr.write(`\r${line}${done >= total ? '\n' : ''}`);
    else if (percent % 10 === 0) log(line);
  };
}
