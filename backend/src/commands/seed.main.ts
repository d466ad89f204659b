import 'reflect-metadata';
import { createDataSource } from '../database/data-source';
import { runMigrationsLocked } from '../database/run-migrations';
import { rebuildSearchIndex } from '../search/reindex';
import { seeders, SeedParameters } from '../seed/seeders';
import { runCommand } from './run-command';

/**
 * npm run seed -w backend -- --products 2000 --seed 1 [--force]
 * Runs pending migrations, the catalogue's seeder, then the other seeders of seeders.ts beside the search index's rebuild.
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
    const timed = async (name: string, work: () => Promise<void>) => {
      const t = Date.now();
      await work();
      log(`${name}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
    };
    const [catalogue, ...others] = seeders;
    await timed(catalogue.name, () => catalogue.run(dataSource, parameters, log));
    // The index needs only the catalogue, and the other seeders write nothing it reads: they run beside it. Its
    // one-connection phases (the ordered copy, the GIN index, the autocomplete terms: about half of it) leave a core
    // free, which the lots of a million products (17 s, one statement) then use.
    const outcomes = await Promise.allSettled([
      timed('search index', () => rebuildSearchIndex(dataSource, log)),
      (async () => {
        for (const seeder of others) await timed(seeder.name, () => seeder.run(dataSource, parameters, log));
      })(),
    ]);
    const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    if (failed) throw failed.reason;
    log(`seed done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await dataSource.destroy();
  }
}

runCommand(main);
