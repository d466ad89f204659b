import Redis from 'ioredis';
import { saveTestProduct } from '../../../test-support/catalogue-fixtures';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { waitFor } from '../../../test-support/wait-for';
import { PostgresSearchEngine } from './postgres-search.engine';
import { syncPostgresIndex } from './postgres-index';
import { SharedWordHits } from './shared-word-hits';

/**
 * Two web processes (here two engines, each with its own in-memory copy and its own Redis store) read a word's hits
 * from PostgreSQL once between them, for one state of the index; a change to the index is read anew.
 */
describe('word hits shared between processes through Redis', () => {
  let shop: TestApp;
  let redis: Redis;
  const prefix = `test-shared-hits-${process.pid}-${Date.now()}`;
  const word = `Quarnel${process.pid % 1000}`;
  const pids: number[] = [];

  const indexed = (ids: number[]) =>
    waitFor(
      async () => (await shop.dataSource.query('SELECT count(*)::int AS n FROM product_search WHERE product_id = ANY($1::int[])', [ids]))[0].n === ids.length,
      30_000,
      'the products indexed',
    );
  const webProcess = () => {
    const shared = new SharedWordHits(redis, prefix);
    return { shared, engine: new PostgresSearchEngine(shop.dataSource, shared) };
  };
  const found = async (engine: PostgresSearchEngine, text: string) => {
    const page = await engine.search({ word: text, filters: {}, page: 1, pageSize: 10 });
    return { total: page.total, ids: [...page.ids].sort((a, b) => a - b) };
  };

  beforeAll(async () => {
    shop = await createTestApp();
    redis = new Redis(process.env.REDIS_URL as string);
    for (const name of [`${word} antibody A`, `${word} antibody B`, `Lintrop${word} conjugate`]) {
      pids.push((await saveTestProduct(shop, { productname: name })).pid);
    }
    await indexed(pids);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await shop.close();
  });

  it('lets a second process take the hits the first one read', async () => {
    const a = webProcess();
    const b = webProcess();
    const fromA = await found(a.engine, word);
    expect(fromA.total).toBe(2);
    expect({ read: a.shared.read, taken: a.shared.taken }).toEqual({ read: 1, taken: 0 });
    expect(await found(b.engine, word)).toEqual(fromA);
    expect({ read: b.shared.read, taken: b.shared.taken }).toEqual({ read: 0, taken: 1 });
  });

  it('reads a word asked by both processes at once from the database once', async () => {
    const a = webProcess();
    const b = webProcess();
    const prefixWord = `Lintrop${word}`;
    const [fromA, fromB] = await Promise.all([found(a.engine, prefixWord), found(b.engine, prefixWord)]);
    expect(fromA).toEqual({ total: 1, ids: [pids[2]] });
    expect(fromB).toEqual(fromA);
    expect({ read: a.shared.read + b.shared.read, taken: a.shared.taken + b.shared.taken }).toEqual({ read: 1, taken: 1 });
  });

  it('reads the word again once the index has changed, and finds the new product', async () => {
    const a = webProcess();
    const b = webProcess();
    expect((await found(a.engine, word)).total).toBe(2);
    const added = await saveTestProduct(shop, { productname: `${word} antibody C` });
    await indexed([added.pid]);
    // The index job of another process wrote the change; both processes follow the log (as each does within a second).
    await syncPostgresIndex(shop.dataSource, [added.pid]);
    await Promise.all([a.engine.followChanges(), b.engine.followChanges()]);
    const readBefore = b.shared.read;
    expect(await found(b.engine, word)).toEqual({ total: 3, ids: [pids[0], pids[1], added.pid].sort((x, y) => x - y) });
    expect(b.shared.read).toBe(readBefore + 1);
    expect((await found(a.engine, word)).total).toBe(3);
  });

  it('answers from the database when Redis is out of reach', async () => {
    // A client whose connection is gone (as after Redis went away): every command fails at once.
    const unreachable = new Redis(process.env.REDIS_URL as string, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    await new Promise((ready) => unreachable.once('ready', ready));
    unreachable.disconnect();
    const shared = new SharedWordHits(unreachable, prefix);
    const engine = new PostgresSearchEngine(shop.dataSource, shared);
    expect((await found(engine, word)).total).toBeGreaterThanOrEqual(2);
    expect({ read: shared.read, taken: shared.taken }).toEqual({ read: 1, taken: 0 });
  });
});
