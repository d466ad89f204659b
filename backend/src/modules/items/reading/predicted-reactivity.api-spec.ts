import { parse } from 'csv-parse/sync';
import { seedProducts } from '../../../seed/products.seed';
import { asBytes, pdfText } from '../../../../test-support/pdf-fixtures';
import { signUpStaff } from '../../../../test-support/review-fixtures';
import { createTestApp, TestApp } from '../../../../test-support/test-app';
import { SEARCH_ENGINE, SearchEngine } from '../search-engine';

/**
 * Tested and predicted reactivity (issue 35): species predicted by sequence homology are kept apart from the species an
 * antibody was tested in — in the product answer, the datasheet, the list download and the editor — and the list's
 * reactivity filter counts tested species unless the researcher ticks "include predicted" (predicted=1).
 */
describe('species tested and species predicted by homology (issue 35)', () => {
  let shop: TestApp;
  let species: string;
  let tested: number;
  let either: number;
  let sample: { id: number; reactivities: string[]; predicted_reactivities: string[] };

  beforeAll(async () => {
    shop = await createTestApp();
    await seedProducts(shop.dataSource, 300, 1);
    await shop.app.get<SearchEngine>(SEARCH_ENGINE).rebuild();
    [{ species }] = await shop.dataSource.query(`SELECT x AS species FROM products, unnest(predicted_reactivities) x GROUP BY x ORDER BY count(*) DESC, x LIMIT 1`);
    [{ tested, either }] = await shop.dataSource.query(
      `SELECT count(*) FILTER (WHERE $1 = ANY(reactivities))::int AS tested,
              count(*) FILTER (WHERE $1 = ANY(reactivities) OR $1 = ANY(predicted_reactivities))::int AS either FROM products`,
      [species],
    );
    [sample] = await shop.dataSource.query(`SELECT id, reactivities, predicted_reactivities FROM products WHERE cardinality(predicted_reactivities) > 0 ORDER BY id LIMIT 1`);
  }, 120_000);
  afterAll(() => shop.close());

  const search = (query: string) => shop.http().get(`/api/iteminfo/searchitem/?${query}`).expect(200);

  it('the demo predicts species for some antibodies, never one they were tested in', async () => {
    expect(either).toBeGreaterThan(tested);
    const [{ overlapping }] = await shop.dataSource.query(`SELECT count(*)::int AS overlapping FROM products WHERE reactivities && predicted_reactivities`);
    expect(overlapping).toBe(0);
  });

  it('answers tested and predicted species apart on the product data', async () => {
    const res = await shop.http().get(`/api/iteminfo/baseinfo/?pid=${sample.id}`).expect(200);
    expect(res.body.data.reactivity).toBe(sample.reactivities.join(', '));
    expect(res.body.data.predictedreactivity).toBe(sample.predicted_reactivities.join(', '));
  });

  it('filters by tested species, by predicted ones too only when asked, and counts them the same way', async () => {
    const filter = `reactivity=${encodeURIComponent(`['${species}']`)}`;
    const only = await search(filter);
    expect(only.body.total).toBe(tested);
    const asked = await search(`${filter}&predicted=1`);
    expect(asked.body.total).toBe(either);
    expect((await search(`${filter}&predicted=0`)).body.total).toBe(tested);
    const countOf = (body: { facets: { reactivity: { value: string; count: number }[] } }) => body.facets.reactivity.find((c) => c.value === species)?.count;
    const browse = await search('searchword=None');
    const browseAll = await search('searchword=None&predicted=1');
    expect([countOf(browse.body), countOf(browseAll.body)]).toEqual([tested, either]);
    // The index's marks for predicted species never reach the page.
    for (const body of [browse.body, browseAll.body, only.body, asked.body]) expect(body.facets.reactivity.some((c: { value: string }) => c.value.startsWith('~'))).toBe(false);
    const bad = await shop.http().get(`/api/iteminfo/searchitem/?predicted=yes`).set('X-Language', 'en').expect(400);
    expect(JSON.stringify(bad.body)).toContain('predicted must be 1 or 0');
  });

  it('downloads the list as the page shows it, with the predicted species in their own column', async () => {
    const download = (predicted: string) =>
      asBytes(shop.http().get('/api/iteminfo/searchexport').query({ reactivity: `['${species}']`, format: 'csv', lang: 'en', predicted }).set('X-Forwarded-For', `198.51.100.${predicted === '1' ? 201 : 202}`)).expect(200);
    const rows = (res: { body: Buffer }): string[][] => parse(res.body.toString('utf8'), { bom: true });
    const [onlyRows, allRows] = [rows(await download('0')), rows(await download('1'))];
    expect([onlyRows.length - 1, allRows.length - 1]).toEqual([tested, either]);
    const column = allRows[0].indexOf('Predicted reactivity (homology)');
    expect(column).toBe(allRows[0].indexOf('Reactivity') + 1);
    expect(allRows.slice(1).some((row) => row[column].split(', ').includes(species) && !row[column - 1].split(', ').includes(species))).toBe(true);
  });

  it('prints the predicted species in a row of their own on the datasheet', async () => {
    const en = pdfText((await asBytes(shop.http().get(`/api/iteminfo/datasheet/?pid=${sample.id}&lang=en`)).expect(200)).body).replace(/\s+/g, ' ');
    // The tested species' row ends where the predicted species' row begins (its label may wrap after the values).
    expect(en).toContain(`Reactivity (tested) ${sample.reactivities.join(', ')} Predicted reactivity ${sample.predicted_reactivities.join(', ')}`);
    const zh = pdfText((await asBytes(shop.http().get(`/api/iteminfo/datasheet/?pid=${sample.id}&lang=zh`)).expect(200)).body).replace(/\s+/g, '');
    expect(zh).toContain('预测反应种属');
    // Issue 48: the tested line says it was tested.
    expect(zh).toContain('种属反应性（已测试）');
  });

  it('refuses a species both tested and predicted, in the caller language, and changes nothing', async () => {
    const staff = await signUpStaff(shop);
    const save = (language: 'zh' | 'en') =>
      shop.http().post(`/api/admininfo/catalogue/products/${sample.id}`)
        .set({ Authorization: staff.authorization, 'X-Requested-With': 'XMLHttpRequest', 'X-Language': language })
        .type('form').send({ reactivity: 'Human, Mouse', predictedreactivity: 'Mouse, Pig' });
    expect(JSON.stringify((await save('zh').expect(400)).body)).toContain('不能同时列为预测种属');
    expect(JSON.stringify((await save('en').expect(400)).body)).toContain('already a tested reactivity and cannot also be predicted');
    const [after] = await shop.dataSource.query('SELECT reactivities, predicted_reactivities FROM products WHERE id = $1', [sample.id]);
    expect(after).toEqual({ reactivities: sample.reactivities, predicted_reactivities: sample.predicted_reactivities });
  });
});
