import { createDataSource } from '../database/data-source';
import { runMigrationsLocked } from '../database/run-migrations';
import { runCommand } from './run-command';

async function main(): Promise<void> {
  const dataSource = await createDataSource().initialize();
  const applied = await runMigrationsLocked(dataSource, 'each');
  console.log(applied.length ? `Applied ${applied.map((m) => m.name).join(', ')}` : 'Database schema is up to date');
  await dataSource.destroy();
}

runCommand(main);
