import { seedProducts } from '../../seed/products.seed';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { rebuildPostgresIndex, syncPostgresIndex } from './postgres-index';

/** The three ways search rows are written give the same rows: a fresh load, a rebuild over them, the index job. */
describe('PostgreSQL search rows', () => {
  let shop: TestApp;
  const rows = async () =>
    (await shop.dataSource.query(`SELECT count(*)::int AS n, md5(string_agg(s::text, '|' ORDER BY product_id)) AS digest FROM product_search s`))[0];
  const indexes = async () =>
    (await shop.dataSource.query(`SELECT indexdef FROM pg_indexes WHERE tablename = 'product_search' ORDER BY indexname`)).map((r: { indexdef: string }) => r.indexdef);
  const stagingTables = async () => (await shop.dataSource.query(`SELECT tablename FROM pg_tables WHERE tablename LIKE 'product_search_staging%'`)).length;

  beforeAll(async () => {
    shop = await createTestApp();
    await seedProducts(shop.dataSource, 700, 5, { force: true });
  }, 120_000);
  afterAll(() => shop.close());

  it('fills an empty index through a staging table, keeps its indexes, and a rebuild or the index job changes no row', async () => {
    const declared = await indexes();
    await shop.dataSource.query('TRUNCATE product_search');
    // Batches of 100 products: seven statements on two connections at once.
    await rebuildPostgresIndex(shop.dataSource, undefined, 100);
    const fresh = await rows();
    expect(fresh.n).toBe(700);
    expect(await indexes()).toEqual(declared);
    expect(await stagingTables()).toBe(0);

    await rebuildPostgresIndex(shop.dataSource, undefined, 300);
    expect(await rows()).toEqual(fresh);
    const ids = (await shop.dataSource.query('SELECT id FROM products ORDER BY id')).map((r: { id: number }) => r.id);
    // A big index job: batches of 250 on two connections.
    await syncPostgresIndex(shop.dataSource, ids, 250);
    expect(await rows()).toEqual(fresh);
    const [{ logged }] = await shop.dataSource.query('SELECT count(DISTINCT product_id)::int AS logged FROM search_index_changes WHERE product_id IS NOT NULL');
    expect(logged).toBe(700);
  });

  it('lays a fresh load out gene by gene, so a word’s hits are read from few pages', async () => {
    await shop.dataSource.query('TRUNCATE product_search');
    await rebuildPostgresIndex(shop.dataSource, undefined, 100);
    // Runs of one gene in a layout: a gene laid out in one place is one run.
    const runs = async (order: string) => {
      const genes: string[] = (await shop.dataSource.query(`SELECT gene_key AS gene FROM product_search ORDER BY ${order}`)).map((r: { gene: string }) => r.gene);
      return { runs: genes.filter((gene, i) => i === 0 || gene !== genes[i - 1]).length, genes: new Set(genes).size };
    };
    const stored = await runs('ctid');
    // The demo numbers products in no gene order: in id order the genes interleave.
    expect((await runs('product_id')).runs).toBeGreaterThan(2 * stored.genes);
    // (A row now and then lands in a page's room left earlier in the load.)
    expect(stored.runs).toBeLessThan(1.1 * stored.genes);
  });
});
