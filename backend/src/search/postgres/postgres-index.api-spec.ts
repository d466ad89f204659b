import { seedProducts } from '../../seed/products.seed';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { ATTRIBUTE_FIELDS } from '@shop/contract';
import { REAL_FORMS } from '../../../test-support/search-forms';
import { splitChineseRunsSql } from '../chinese-runs';
import { rebuildPostgresIndex, syncPostgresIndex } from './postgres-index';

/** The three ways search rows are written give the same rows: a fresh load, a rebuild over them, the index job. */
describe('PostgreSQL search rows', () => {
  let shop: TestApp;
  const rows = async () =>
    (await shop.dataSource.query(`SELECT count(*)::int AS n, md5(string_agg(s::text, '|' ORDER BY product_id)) AS digest FROM product_search s`))[0];
  const indexes = async () =>
    (await shop.dataSource.query(`SELECT indexdef FROM pg_indexes WHERE tablename = 'product_search' ORDER BY indexname`)).map((r: { indexdef: string }) => r.indexdef);
  const constraints = async () =>
    (await shop.dataSource.query(`SELECT conname, pg_get_constraintdef(oid) AS def, convalidated FROM pg_constraint WHERE conrelid = 'product_search'::regclass ORDER BY conname`));
  const stagingTables = async () => (await shop.dataSource.query(`SELECT tablename FROM pg_tables WHERE tablename LIKE 'product_search_staging%'`)).length;

  beforeAll(async () => {
    shop = await createTestApp();
    await seedProducts(shop.dataSource, 700, 5, { force: true });
  }, 120_000);
  afterAll(() => shop.close());

  it('fills an empty index through a staging table, keeps its indexes and keys, and a rebuild or the index job changes no row', async () => {
    const declared = await indexes();
    const keys = await constraints();
    await shop.dataSource.query('TRUNCATE product_search');
    // Batches of 100 products: seven statements on two connections at once.
    await rebuildPostgresIndex(shop.dataSource, undefined, 100);
    const fresh = await rows();
    expect(fresh.n).toBe(700);
    expect(await indexes()).toEqual(declared);
    expect(await constraints()).toEqual(keys);
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

  it('words a product\'s own names (weight A, own-words.ts) as the normaliser\'s SQL functions word them', async () => {
    // Names as suppliers write them, Chinese names among them (the demo has none), on the first products.
    const names = [...REAL_FORMS.map(([typed]) => typed), 'Phospho-EGFR (Tyr1068) 兔单抗', 'αvβ3 Integrin 抗体', 'ＧＡＰＤＨ（１４Ｃ１０）'];
    await shop.dataSource.query(
      `UPDATE products p SET product_name = n.name || ' Rabbit Monoclonal Antibody', product_name_zh = '磷酸化' || n.name || '兔单抗'
         FROM (SELECT name, row_number() OVER () AS i FROM unnest($1::text[]) AS name) n
        WHERE p.id = (SELECT id FROM products ORDER BY id OFFSET n.i - 1 LIMIT 1)`,
      [names],
    );
    await shop.dataSource.query('TRUNCATE product_search');
    await rebuildPostgresIndex(shop.dataSource, undefined, 100);
    // The weight-A words as the index derived them in SQL before (search_index_text over the level-A columns and the keys).
    const columns = ATTRIBUTE_FIELDS.filter((f) => f.search === 'A').map((f) => (f.chinese ? splitChineseRunsSql(`p.${f.column}`) : `p.${f.column}`));
    const key = (column: string) => `lower(regexp_replace(${column}, '[^A-Za-z0-9]+', '', 'g'))`;
    const rows: { name: string; indexed: string; sql: string }[] = await shop.dataSource.query(
      `SELECT p.product_name AS name, ts_filter(s.document, '{a}')::text AS indexed,
              setweight(to_tsvector('simple', search_index_text(concat_ws(' ', ${columns.join(', ')}, ${key('p.catalogue_number')}, ${key('p.rrid')}))), 'A')::text AS sql
         FROM product_search s JOIN products p ON p.id = s.product_id ORDER BY p.id`,
    );
    expect(rows).toHaveLength(700);
    expect(rows.filter((r) => r.indexed !== r.sql)).toEqual([]);
    expect(rows.slice(0, names.length).map((r) => r.name)).toEqual(names.map((n) => `${n} Rabbit Monoclonal Antibody`));
  });

  it('a rebuild rewrites only the search rows, autocomplete terms and typo words that changed', async () => {
    await rebuildPostgresIndex(shop.dataSource, undefined, 300);
    // xmin: the transaction that wrote a row's version; a row left alone keeps it.
    type Row = { key: string; products: number | string; version: string };
    const rows = async (select: string): Promise<Map<string, Row>> =>
      new Map(((await shop.dataSource.query(select)) as Row[]).map((r) => [r.key, r]));
    const terms = () => rows(`SELECT kind || ':' || term AS key, products, xmin::text AS version FROM search_terms`);
    const words = () => rows(`SELECT word AS key, products, xmin::text AS version FROM search_words`);
    // (products: the row's md5, so "differing" means its content changed.)
    const searchRows = () => rows(`SELECT product_id::text AS key, md5(s::text) AS products, xmin::text AS version FROM product_search s`);
    /** Rows written again, and rows whose count or presence differs: the same keys when only what changed is written. */
    const compare = (before: Map<string, Row>, after: Map<string, Row>) => ({
      written: [...after.values()].filter((r) => r.version !== before.get(r.key)?.version).map((r) => r.key).sort(),
      differing: [...after.values()].filter((r) => r.products !== before.get(r.key)?.products).map((r) => r.key).sort(),
      gone: [...before.keys()].filter((key) => !after.has(key)),
    });
    const [termsBefore, wordsBefore, rowsBefore] = [await terms(), await words(), await searchRows()];
    await rebuildPostgresIndex(shop.dataSource, undefined, 300);
    expect(compare(rowsBefore, await searchRows())).toEqual({ written: [], differing: [], gone: [] });
    expect(compare(termsBefore, await terms())).toEqual({ written: [], differing: [], gone: [] });
    expect(compare(wordsBefore, await words())).toEqual({ written: [], differing: [], gone: [] });

    const [renamed] = await shop.dataSource.query(`SELECT id, product_name AS name FROM products WHERE status = 'active' ORDER BY id DESC LIMIT 1`);
    await shop.dataSource.query(`UPDATE products SET product_name = 'Zyxwvutase Rabbit Monoclonal Antibody' WHERE id = $1`, [renamed.id]);
    await rebuildPostgresIndex(shop.dataSource, undefined, 300);
    expect(compare(rowsBefore, await searchRows())).toEqual({ written: [String(renamed.id)], differing: [String(renamed.id)], gone: [] });
    const termChanges = compare(termsBefore, await terms());
    expect(termChanges.written).toEqual(termChanges.differing);
    expect(termChanges.written).toContain('name:zyxwvutase rabbit monoclonal antibody');
    // The old name's term goes, or its count drops where another product has that name too.
    const oldName = `name:${renamed.name.toLowerCase()}`;
    expect(termChanges.gone.includes(oldName) || termChanges.written.includes(oldName)).toBe(true);
    const wordChanges = compare(wordsBefore, await words());
    expect(wordChanges.written).toEqual(wordChanges.differing);
    expect(wordChanges.written).toContain('zyxwvutase');
  });

  it('keeps no foreign key to products, yet a product deleted from the catalogue leaves the search rows with it', async () => {
    const keys = await constraints();
    expect(keys.map((k: { def: string }) => k.def)).toEqual(['PRIMARY KEY (product_id)']);
    const [first, second] = await shop.dataSource.query(`SELECT product_id AS id FROM product_search ORDER BY product_id LIMIT 2`);
    const before = (await rows()).n;
    await shop.dataSource.query('DELETE FROM products WHERE id = ANY($1::int[])', [[first.id, second.id]]);
    expect((await rows()).n).toBe(before - 2);
    expect(await shop.dataSource.query('SELECT 1 FROM product_search WHERE product_id = ANY($1::int[])', [[first.id, second.id]])).toEqual([]);
  });
});
