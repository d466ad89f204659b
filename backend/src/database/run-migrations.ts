import type { DataSource, Migration } from 'typeorm';

/** Any fixed number: the key of the one PostgreSQL advisory lock the shop's migrations take. */
const MIGRATION_LOCK_KEY = 1_795_500_001;

/**
 * Pending migrations, one process at a time. Web and worker containers started together (podman-compose,
 * several replicas, a rolling upgrade) would otherwise both create the same tables, and one of them stops
 * with "duplicate key … pg_type_typname_nsp_index". The lock is held on a connection of its own for as long
 * as the migrations run; the next process then finds nothing pending.
 */
export async function runMigrationsLocked(dataSource: DataSource, transaction: 'all' | 'each' = 'all'): Promise<Migration[]> {
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await dataSource.runMigrations({ transaction });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.release();
  }
}
