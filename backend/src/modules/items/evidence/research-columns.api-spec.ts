import { seedProducts } from '../../../seed/products.seed';
import { createTestApp, TestApp } from '../../../../test-support/test-app';
import { refreshResearchColumns } from './research-columns.sql';

describe('the research columns of products loaded through the catalogue import', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await createTestApp();
    await seedProducts(shop.dataSource, 600, 3, { force: true });
  }, 120_000);
  afterAll(() => shop.close());

  it('are written with the new products as their evidence, reviews and references derive them', async () => {
    const products = async () =>
      (await shop.dataSource.query(`SELECT id, evidence, citations, xmin::text AS version FROM products ORDER BY id`)) as {
        id: number;
        evidence: string[];
        citations: number;
        version: string;
      }[];
    const loaded = await products();
    // The demo has both kinds of its own evidence, and references.
    expect(loaded.filter((p) => p.evidence.includes('knockout')).length).toBeGreaterThan(10);
    expect(loaded.filter((p) => p.evidence.includes('own-data')).length).toBeGreaterThan(10);
    expect(loaded.filter((p) => p.evidence.includes('publications') && p.citations > 0).length).toBeGreaterThan(10);
    expect(loaded.filter((p) => p.evidence.length === 0).length).toBeGreaterThan(10);

    // Deriving them again from the tables writes no row: each already holds what the statement derives.
    await refreshResearchColumns((sql, parameters) => shop.dataSource.query(sql, parameters), loaded.map((p) => p.id));
    expect(await products()).toEqual(loaded);
  });
});
