import 'reflect-metadata';
import { createDataSource } from '../database/data-source';
import { runMigrationsLocked } from '../database/run-migrations';
import { rebuildSearchIndex } from '../search/reindex';
import { seeders, SeedParameters } from '../seed/seeders';
import { inLoadHeap } from '../sheets/load-heap';
import { runCommand } from './run-command';

/**
 * npm run seed -w backend -- --products 2000 --seed 1 [--force]
 * Runs pending migrations, every seeder of seeders.ts, then rebuilds the search index.
 */
function parseArguments(argv: string[]): SeedParameters {
  const value = (name: string, fallback: number) => {
    const i = argv.indexOf(`--${name}`);
    if (i < 0) return fallback;
    const n = Number(argv[i + 1]);
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} needs a whole number, got ${argv[i + 1] ?? 'nothing'}`);
    return n;
  };
  return { products: value('products', 2000), seed: value('seed', 1), force: argv.includes('--force') };
}

async function main(): Promise<void> {
  const parameters = parseArguments(process.argv.slice(2));
  const log = (line: string) => console.error(line);
  const dataSource = await createDataSource().initialize();
  try {
    await runMigrationsLocked(dataSource, 'each');
    const started = Date.now();
    for (const seeder of seeders) {
      const t = Date.now();
      await seeder.run(dataSource, parameters, log);
      log(`${seeder.name}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
    const t = Date.now();
    await rebuildSearchIndex(dataSource, log);
    log(`search index: ${((Date.now() - t) / 1000).toFixed(1)} s`);
    log(`seed done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await dataSource.destroy();
  }
}

if (inLoadHeap()) runCommand(main);
