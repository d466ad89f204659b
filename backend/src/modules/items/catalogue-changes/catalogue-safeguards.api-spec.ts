import { createTestApp, TestApp } from '../../../../test-support/test-app';
import { signUp, SignedUp, XHR } from '../../../../test-support/account-helpers';
import { saveTestProduct, settledImport } from '../../../../test-support/catalogue-fixtures';
import { signUpStaff } from '../../../../test-support/review-fixtures';
import { zipBytes } from '../../../../test-support/zip-fixture';
import { noisyJpeg, pngClaiming, solid } from '../../../../test-support/picture-fixtures';

/**
 * What keeps a supplier's sheet or a hostile form from doing harm (issue 24): a bad picture is a
 * problem on its row, a loosely typed catalogue number keeps the stored one, the editor's related
 * list is bounded.
 */
describe('catalogue safeguards', () => {
  let shop: TestApp;
  let staff: SignedUp;
  let customer: SignedUp;

  beforeAll(async () => {
    shop = await createTestApp();
    [staff, customer] = await Promise.all([signUpStaff(shop), signUp(shop)]);
  }, 60_000);
  afterAll(() => shop.close());

  const api = (path: string) => `/api/admininfo/catalogue${path}`;
  const as = (language: 'zh' | 'en') => ({ Authorization: staff.authorization, 'X-Language': language, ...XHR });

  const settle = (id: string, language: 'zh' | 'en') => settledImport(shop, id, as(language), 300);

  it('reports a pixel bomb, corrupt PNG data and a JPEG signature followed by HTML by row, nothing written', async () => {
    const good = await solid(80, 60).png().toBuffer();
    const jpeg = await noisyJpeg(120, 90);
    const zip = zipBytes([
      { name: 'good.png', data: good },
      { name: 'bomb.png', data: pngClaiming(30000, 30000), deflate: true },
      { name: 'corrupt.png', data: pngClaiming(300, 200) },
      { name: 'page.jpg', data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<!doctype html><html><body>hi</body></html>')]) },
      { name: 'cut.jpg', data: jpeg.subarray(0, jpeg.length >> 1) },
    ]);
    const rows = [
      'catno,productname,producttype,images',
      'PIC-1,Anti-PICA Antibody,Primary Antibody,good.png',
      'PIC-2,Anti-PICB Antibody,Primary Antibody,bomb.png',
      'PIC-3,Anti-PICC Antibody,Primary Antibody,corrupt.png',
      'PIC-4,Anti-PICD Antibody,Primary Antibody,good.png;page.jpg',
      'PIC-5,Anti-PICE Antibody,Primary Antibody,cut.jpg',
    ];
    const started = await shop.http().post(api('/imports')).set(as('en'))
      .attach('sheet', Buffer.from(rows.join('\n')), 'pictures.csv').attach('images', zip, 'pictures.zip').expect(200);
    const checked = await settle(started.body.data.id, 'en');
    expect(checked.state).toBe('rejected');
    const lines = checked.report.problems.map((p: { row: number; column: string; message: string }) => `row ${p.row}, column ${p.column}: ${p.message}`);
    expect(lines).toEqual([
      'row 3, column images: bomb.png cannot be read as a picture (30000 × 30000 pixels, more than the 60 million allowed)',
      expect.stringMatching(/^row 4, column images: corrupt\.png cannot be read as a picture \(the picture data is damaged \(decoder: .+\)\)$/),
      expect.stringMatching(/^row 5, column images: page\.jpg cannot be read as a picture \(the picture data is damaged \(decoder: .+\)\)$/),
      expect.stringMatching(/^row 6, column images: cut\.jpg cannot be read as a picture \(the picture data is damaged \(decoder: .+\)\)$/),
    ]);
    const zh = await settle(started.body.data.id, 'zh');
    expect(zh.report.problems[0].message).toContain('bomb.png 无法作为图片读取');
    // The decoder's English stays out of the Chinese sentences: only the file names are Latin.
    expect(zh.report.problems[1].message).toBe('corrupt.png 无法作为图片读取（图片数据已损坏，无法解码）');
    for (const p of zh.report.problems) expect(p.message.replace(/[\w-]+\.(png|jpg)/g, '')).not.toMatch(/[A-Za-z]{2,}/);
    expect((await shop.dataSource.query(`SELECT count(*)::int AS n FROM products WHERE catalogue_number LIKE 'PIC-%'`))[0].n).toBe(0);
  });

  const catalogueNumber = async (pid: number) => (await shop.dataSource.query('SELECT catalogue_number AS c, product_name AS n FROM products WHERE id = $1', [pid]))[0];

  async function importSheet(rows: string[], fields: Record<string, string> = {}) {
    const req = shop.http().post(api('/imports')).set(as('en')).attach('sheet', Buffer.from(rows.join('\n')), 'loose.csv');
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    const checked = await settle((await req.expect(200)).body.data.id, 'en');
    expect(checked.state).toBe('validated');
    await shop.http().post(api(`/imports/${checked.id}/confirm`)).set(as('en')).expect(200);
    const done = await settle(checked.id, 'en');
    expect(done.state).toBe('done');
    return { checked, done };
  }

  it('updates a product matched loosely by catalogue number but keeps its stored number, and says which rows matched loosely', async () => {
    const { pid } = await saveTestProduct(shop, { catno: 'QA-90001', productname: 'Anti-LOOSA Antibody' });
    const { checked, done } = await importSheet(['catno,productname', 'qa90001,Anti-LOOSA Rabbit Antibody']);
    expect(checked.rename_catno).toBe(false);
    expect(checked.report).toMatchObject({ updated: 1, looseCount: 1, loose: [{ row: 2, sheet: 'qa90001', stored: 'QA-90001' }] });
    expect(done.report.loose).toEqual([{ row: 2, sheet: 'qa90001', stored: 'QA-90001' }]);
    // The dry run shows what changes, field by field: only the name, not the number.
    expect(checked.report.changes).toEqual([{ catno: 'QA-90001', fields: [{ column: 'productname', old: 'Anti-LOOSA Antibody', new: 'Anti-LOOSA Rabbit Antibody' }] }]);
    expect(await catalogueNumber(pid)).toEqual({ c: 'QA-90001', n: 'Anti-LOOSA Rabbit Antibody' });

    // Only the tick box renames it.
    const renamed = await importSheet(['catno,productname', 'QA 90001,Anti-LOOSA Rabbit Antibody'], { rename_catno: '1' });
    expect(renamed.checked.rename_catno).toBe(true);
    expect(renamed.done.report).toMatchObject({ updated: 1, looseCount: 1 });
    expect(renamed.checked.report.changes).toEqual([{ catno: 'QA-90001', fields: [{ column: 'catno', old: 'QA-90001', new: 'QA 90001' }] }]);
    expect(await catalogueNumber(pid)).toEqual({ c: 'QA 90001', n: 'Anti-LOOSA Rabbit Antibody' });
  });

  it('bounds the editor\'s related list: over the cap refused with one message, unknown numbers found in one query, problems capped', async () => {
    const { pid } = await saveTestProduct(shop, { catno: 'REL-1' });
    const { catalogueNumber: known } = await saveTestProduct(shop, { catno: 'REL-2' });
    const huge = Array.from({ length: 60_000 }, (_, i) => `NOPE-${i}`).join(', ');
    const refused = await shop.http().post(api(`/products/${pid}`)).set(as('en')).type('form').send({ recommend: huge }).expect(400);
    expect(refused.body.problems).toEqual([{ column: 'recommend', message: 'at most 50 related products' }]);
    expect(JSON.stringify(refused.body).length).toBeLessThan(2000);
    const fifty = [known, ...Array.from({ length: 49 }, (_, i) => `GONE-${i}`)].join(', ');
    const unknown = await shop.http().post(api(`/products/${pid}`)).set(as('en')).type('form').send({ recommend: fifty }).expect(400);
    expect(unknown.body.problems).toHaveLength(49);
    expect(unknown.body.problems[0]).toEqual({ column: 'recommend', message: 'no product has catalogue number "GONE-0"' });
    await shop.http().post(api(`/products/${pid}`)).set(as('en')).type('form').send({ recommend: known }).expect(200);
    await shop.http().post(api(`/products/${pid}`)).set({ Authorization: customer.authorization, ...XHR }).type('form').send({ recommend: known }).expect(403);
  });
});
