import { seedProducts } from '../../seed/products.seed';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { PostgresSearchEngine } from './postgres-search.engine';
import { SuggestionIndex } from './suggestion-index';

/** Autocomplete from the prefix index gives what the SQL over search_terms gives, for every kind of prefix. */
describe('autocomplete prefix index', () => {
  let shop: TestApp;
  let engine: PostgresSearchEngine;
  let index: SuggestionIndex;

  beforeAll(async () => {
    shop = await createTestApp();
    await seedProducts(shop.dataSource, 600, 3);
    engine = new PostgresSearchEngine(shop.dataSource);
    await engine.rebuild();
    index = await SuggestionIndex.load(shop.dataSource);
  }, 120_000);
  afterAll(() => shop.close());

  it('holds every search term', async () => {
    const [{ n }] = await shop.dataSource.query('SELECT count(*)::int AS n FROM search_terms');
    expect(n).toBeGreaterThan(100);
    expect(index.size).toBe(n);
  });

  it('is the same loaded a few terms at a time (each statement starts after the last term and kind of the one before)', async () => {
    const inChunks = await SuggestionIndex.load(shop.dataSource, 7);
    expect(inChunks.size).toBe(index.size);
    for (const prefix of ['a', 'an', 'c', 'e', 'h', 'm', 'p', 's', 't', '抗']) expect(inChunks.suggest(prefix, 50)).toEqual(index.suggest(prefix, 50));
  });

  it('answers each prefix like the SQL: exact first, genes before aliases before names, most used first', async () => {
    const terms: { term: string }[] = await shop.dataSource.query(
      `SELECT term FROM search_terms WHERE kind = ANY('{gene,alias,name}') ORDER BY md5(term) LIMIT 120`,
    );
    const prefixes = new Set(['a', 'an', 'anti', 'c', 'zz', 'ß', '抗', 'x'.repeat(50)]);
    for (const { term } of terms) for (const length of [1, 2, 3, 5, term.length]) prefixes.add(term.slice(0, length));
    let compared = 0;
    for (const prefix of prefixes) {
      for (const limit of [8, 3]) {
        const expected = await engine.termSuggestionsInSql(prefix, limit);
        expect({ prefix, limit, found: index.suggest(prefix, limit) }).toEqual({ prefix, limit, found: expected });
        compared += expected.length;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('is what the engine answers once loaded, catalogue numbers first', async () => {
    const [gene] = await shop.dataSource.query(`SELECT display FROM search_terms WHERE kind = 'gene' ORDER BY products DESC LIMIT 1`);
    const typed = gene.display.slice(0, 3).toLowerCase();
    expect(await engine.suggest(typed, 8)).toEqual(index.suggest(typed, 8));
    const [product] = await shop.dataSource.query('SELECT catalogue_number FROM products ORDER BY id LIMIT 1');
    const catalogue = await engine.suggest(product.catalogue_number.slice(0, -1), 8);
    expect(catalogue[0]).toMatchObject({ kind: 'catalogue' });
  });
});
