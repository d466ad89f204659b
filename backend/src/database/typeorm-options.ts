import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';

/**
 * One description of the database for the app, the migration command and the seed command.
 * Entities and migrations are found by file name so that each module only has to put its
 * `*.entity.ts` beside its service and its migration in `database/migrations`.
 */
export function typeormOptions(databaseUrl: string): DataSourceOptions {
  const root = join(__dirname, '..');
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: [join(root, 'modules/**/*.entity.{ts,js}')],
    migrations: [join(root, 'database/migrations/*.{ts,js}')],
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    // JIT off for the shop's sessions: its statements are short, and PostgreSQL compiled a product page's query
    // (28 ms of its 46 at a million products) whenever the planner's estimate crossed jit_above_cost.
    extra: { max: 10, connectionTimeoutMillis: 5000, options: '-c jit=off' },
  };
}
