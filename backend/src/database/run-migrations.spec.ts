import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createDatabase, dropDatabase } from '../../test-support/throwaway-database';
import { createDataSource } from './data-source';
import { runMigrationsLocked } from './run-migrations';

/** Web and worker starting together on an empty database: one migrates, the other finds nothing to do. */
describe('migrations of processes started together', () => {
  const server = process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
  const url = `${server}/shop_migrate_${randomBytes(4).toString('hex')}`;
  let sources: DataSource[] = [];

  beforeAll(() => createDatabase(url));

  afterAll(async () => {
    for (const s of sources) if (s.isInitialized) await s.destroy();
    await dropDatabase(url);
  });

  it('runs them once, without a duplicate-table failure', async () => {
    sources = await Promise.all([0, 1, 2].map(() => createDataSource(url).initialize()));
    const applied = await Promise.all(sources.map((s) => runMigrationsLocked(s)));
    const counts = applied.map((a) => a.length).sort((a, b) => b - a);
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts.slice(1)).toEqual([0, 0]);
    const rows = await sources[0].query('SELECT count(*)::int AS n FROM schema_migrations');
    expect(rows[0].n).toBe(counts[0]);
  });
});
