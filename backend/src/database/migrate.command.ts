import { createDataSource } from './data-source';
import { runMigrationsLocked } from './run-migrations';

async function main(): Promise<void> {
  const dataSource = await createDataSource().initialize();
  const applied = await runMigrationsLocked(dataSource, 'each');
  console.log(applied.length ? `Applied ${applied.map((m) => m.name).join(', ')}` : 'Database schema is up to date');
  await dataSource.destroy();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
