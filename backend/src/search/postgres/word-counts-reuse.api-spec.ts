import { saveTestProduct } from '../../../test-support/catalogue-fixtures';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { waitFor } from '../../../test-support/wait-for';
import { PostgresSearchEngine } from './postgres-search.engine';
import { syncPostgresIndex } from './postgres-index';

/**
 * A word searched keeps its facet counts with its hits, per set of filters (every page and sort reuses them); a
 * change to a product it finds counts again, whichever process made it.
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
  /** With a filter the other filters' counts are the filtered hits', not the word's. */
  const filtered = async (engine: PostgresSearchEngine, page: number, filters: Record<string, string[]>) => {
    const found = await engine.search({ word, filters, page, pageSize: 1 });
    const count = (facet: 'host' | 'clonality', value: string) => found.facets[facet].find((c) => c.value === value)?.count ?? 0;
    return { total: found.total, ids: found.ids.length, goat: count('host', 'Goat'), rabbit: count('host', 'Rabbit'), mono: count('clonality', 'Monoclonal') };
  };

  it('gives the same counts on every page, and new ones once a product it finds changes', async () => {
    const a = await saveTestProduct(shop, { productname: `${word} antibody A`, host: 'Goat', clonality: 'Monoclonal' });
    const b = await saveTestProduct(shop, { productname: `${word} antibody B`, host: 'Goat', clonality: 'Monoclonal' });
    await waitFor(
      async () => (await shop.dataSource.query('SELECT count(*)::int AS n FROM product_search WHERE product_id = ANY($1::int[])', [[a.pid, b.pid]]))[0].n === 2,
      30_000,
      'both products indexed',
    );
    const engine = new PostgresSearchEngine(shop.dataSource);
    expect(await hostCounts(engine, 1)).toEqual({ total: 2, host: { Goat: 2 } });
    expect(await hostCounts(engine, 2)).toEqual({ total: 2, host: { Goat: 2 } });
    expect(await hostCounts(engine, 1, 'newest')).toEqual({ total: 2, host: { Goat: 2 } });
    const monoclonal = { clonality: ['Monoclonal'] };
    expect(await filtered(engine, 1, monoclonal)).toEqual({ total: 2, ids: 1, goat: 2, rabbit: 0, mono: 2 });
    expect(await filtered(engine, 2, monoclonal)).toEqual({ total: 2, ids: 1, goat: 2, rabbit: 0, mono: 2 });

    // Another process changes B (here: the table and the index job, as its worker would) and announces it.
    await shop.dataSource.query(`UPDATE products SET host = 'Rabbit' WHERE id = $1`, [b.pid]);
    await syncPostgresIndex(shop.dataSource, [b.pid]);
    await engine.followChanges();
    expect(await hostCounts(engine, 1)).toEqual({ total: 2, host: { Goat: 1, Rabbit: 1 } });
    expect(await hostCounts(engine, 2)).toEqual({ total: 2, host: { Goat: 1, Rabbit: 1 } });
    // The filtered counts kept before the change are not given again.
    expect(await filtered(engine, 1, monoclonal)).toEqual({ total: 2, ids: 1, goat: 1, rabbit: 1, mono: 2 });
    // Each set of filters has counts of its own: the host filter leaves clonality's counts to the goat.
    expect(await filtered(engine, 1, { ...monoclonal, host: ['Goat'] })).toEqual({ total: 1, ids: 1, goat: 1, rabbit: 1, mono: 1 });
    expect(await filtered(engine, 1, { host: ['Goat'], ...monoclonal })).toEqual({ total: 1, ids: 1, goat: 1, rabbit: 1, mono: 1 });
    expect(await filtered(engine, 1, monoclonal)).toEqual({ total: 2, ids: 1, goat: 1, rabbit: 1, mono: 2 });
  });
});
