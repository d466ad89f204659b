import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { typeormOptions } from './typeorm-options';

/** For the TypeORM CLI (migration:generate) and the stand-alone commands. */
export function createDataSource(databaseUrl = process.env.DATABASE_URL): DataSource {
  if (!databaseUrl) throw new Error('DATABASE_URL is not set');
  return new DataSource(typeormOptions(databaseUrl));
}

export default createDataSource(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop');
