import { Client } from 'pg';
import { databaseNotReachableYet } from './startup-wait';

/** Real connection failures from the pg driver, as the app meets them at start. */
async function connectError(url: string): Promise<unknown> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => undefined);
  }
  throw new Error(`connected to ${url}`);
}

describe('waiting for PostgreSQL at start', () => {
  it('retries while nothing listens yet', async () => {
    expect(databaseNotReachableYet(await connectError('postgres://postgres@127.0.0.1:1/shop'))).toBe(true);
  });

  it('retries while the server is starting up', () => {
    expect(databaseNotReachableYet(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
  });

  it('stops at once on a wrong database name (waiting would not help)', async () => {
    const error = await connectError('postgres://postgres@127.0.0.1:5432/no_such_shop_database');
    expect((error as { code: string }).code).toBe('3D000');
    expect(databaseNotReachableYet(error)).toBe(false);
  });

  it('stops at once on a failing migration', () => {
    expect(databaseNotReachableYet(Object.assign(new Error('relation "x" already exists'), { code: '42P07' }))).toBe(false);
    expect(databaseNotReachableYet(null)).toBe(false);
  });
});
