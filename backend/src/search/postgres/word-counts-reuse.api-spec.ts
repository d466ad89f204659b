import { saveTestProduct } from '../../../test-support/catalogue-fixtures';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { waitFor } from '../../../test-support/wait-for';
import { PostgresSearchEngine } from './postgres-search.engine';
import { syncPostgresIndex } from './postgres-index';

/**
 * A word searched without filters keeps its facet counts with its hits (every page and sort reuses them); a change
 * to a product it finds counts again, whichever process made it.
 */
describe('facet counts of a word reused across pages', () => {
  let shop: TestApp;
  const word = `Zorblin${process.pid % 1000}`;

  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  const hostCounts = async (engine: PostgresSearchEngine, page: number, sort?: 'newest') => {
    const found = await engine.search({ word, filters: {}, page, pageSize: 1, sort });
    return { total: found.total, host: Object.fromEntries(found.facets.host.map((c) => [c.value, c.count])) };
  };

  it('gives the same counts on every page, and new ones once a product it finds changes', async () => {
    const a = await saveTestProduct(shop, { productname: `${word} antibody A`, host: 'Goat' });
    const b = await saveTestProduct(shop, { productname: `${word} antibody B`, host: 'Goat' });
    await waitFor(
      async () => (await shop.dataSource.query('SELECT count(*)::int AS n FROM product_search WHERE product_id = ANY($1::int[])', [[a.pid, b.pid]]))[0].n === 2,
      30_000,
      'both products indexed',
    );
    const engine = new PostgresSearchEngine(shop.dataSource);
    expect(await hostCounts(engine, 1)).toEqual({ total: 2, host: { Goat: 2 } });
    expect(await hostCounts(engine, 2)).toEqual({ total: 2, host: { Goat: 2 } });
    expect(await hostCounts(engine, 1, 'newest')).toEqual({ total: 2, host: { Goat: 2 } });

    // Another process changes B (here: the table and the index job, as its worker would) and announces it.
    await shop.dataSource.query(`UPDATE products SET host = 'Rabbit' WHERE id = $1`, [b.pid]);
    await syncPostgresIndex(shop.dataSource, [b.pid]);
    await engine.followChanges();
    expect(await hostCounts(engine, 1)).toEqual({ total: 2, host: { Goat: 1, Rabbit: 1 } });
    expect(await hostCounts(engine, 2)).toEqual({ total: 2, host: { Goat: 1, Rabbit: 1 } });
    // With a filter the other filters' counts are the filtered hits', not the word's.
    const goats = await engine.search({ word, filters: { host: ['Goat'] }, page: 1, pageSize: 1 });
    expect({ total: goats.total, human: goats.facets.reactivity.find((c) => c.value === 'Human')?.count }).toEqual({ total: 1, human: 1 });
  });
});
