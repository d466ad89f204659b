import 'reflect-metadata';
import { createDataSource } from '../database/data-source';
import { rebuildSearchIndex } from '../search/reindex';
import { runCommand } from './run-command';

/**
 * npm run reindex -w backend   (node backend/dist/commands/reindex.command.js)
 * Rebuilds the configured engine's index from the catalogue, with a progress bar on stderr.
 * Search keeps answering meanwhile (Elasticsearch: new index + alias swap; PostgreSQL: batched upserts).
 */
async function main(): Promise<void> {
  const dataSource = await createDataSource().initialize();
  const started = Date.now();
  try {
    await rebuildSearchIndex(dataSource, (line) => console.error(line));
    console.error(`Reindexed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await dataSource.destroy();
  }
}

runCommand(main);
