import { createTestApp, TestApp } from '../../../../test-support/test-app';
import { SignedUp, XHR } from '../../../../test-support/account-helpers';
import { signUpStaff } from '../../../../test-support/review-fixtures';
import { saveTestProduct, settledImport } from '../../../../test-support/catalogue-fixtures';
import { waitFor, waitForValue } from '../../../../test-support/wait-for';

/**
 * Issue 25, audit items 3 and 4: a discontinued antibody is found by its exact catalogue number in
 * any spelling (a Cat# copied from a paper), not by name; staff name its replacement (editor and
 * sheet, `replacedby`), which comes first on its page and in the search by the old number; the other
 * alternatives are the same target and protein form, same host first, never phospho or secondary.
 */
describe('discontinued products: found by number, replaced, real alternatives', () => {
  let shop: TestApp;
  let staff: SignedUp;
  const ids: Record<string, number> = {};
  const tag = `${process.pid % 1000}${Date.now() % 1000}`;
  const catno = (n: number) => `DZ-${tag}${n}`;

  beforeAll(async () => {
    shop = await createTestApp();
    staff = await signUpStaff(shop);
    const erk = { genename: 'MAPK3', host: 'Rabbit' };
    ids.old = (await saveTestProduct(shop, { ...erk, catno: catno(20), productname: 'ERK1 Rabbit pAb' })).pid;
    ids.phosphoA = (await saveTestProduct(shop, { ...erk, catno: catno(21), productname: 'Phospho-ERK1 (T202) Rabbit pAb', modification: 'Phosphorylated' })).pid;
    ids.phosphoB = (await saveTestProduct(shop, { ...erk, catno: catno(22), productname: 'Phospho-ERK1 (Y204) Rabbit pAb' })).pid;
    ids.sameHost = (await saveTestProduct(shop, { ...erk, catno: catno(23), productname: 'ERK1 Rabbit mAb' })).pid;
    ids.mouse = (await saveTestProduct(shop, { ...erk, catno: catno(24), productname: 'ERK1 Mouse mAb', host: 'Mouse' })).pid;
    ids.replacement = (await saveTestProduct(shop, { ...erk, catno: catno(25), productname: 'ERK1 Rabbit pAb, new formulation' })).pid;
  }, 60_000);
  afterAll(() => shop.close());

  const as = (language: 'zh' | 'en' = 'en') => ({ Authorization: staff.authorization, 'X-Language': language, ...XHR });
  const editor = (pid: number) => `/api/admininfo/catalogue/products/${pid}`;
  const search = (word: string) => shop.http().get('/api/iteminfo/searchitem/').query({ searchword: word });

  it('refuses a replacement that is not in the catalogue or is the product itself, changing nothing', async () => {
    const unknown = await shop.http().post(editor(ids.old)).set(as('zh')).type('form').send({ replacedby: 'NOPE-404' }).expect(400);
    expect(JSON.stringify(unknown.body)).toContain('NOPE-404');
    expect(unknown.body.problems.map((p: { column: string }) => p.column)).toEqual(['replacedby']);
    const self = await shop.http().post(editor(ids.old)).set(as()).type('form').send({ replacedby: catno(20).toLowerCase() }).expect(400);
    expect(self.body.problems[0].message).toContain('cannot be replaced by itself');
    const [row] = await shop.dataSource.query('SELECT replaced_by FROM products WHERE id = $1', [ids.old]);
    expect(row.replaced_by).toBe('');
  });

  it('stores the replacement set in the editor, and discontinuing keeps the page with it first', async () => {
    await shop.http().post(editor(ids.old)).set(as()).type('form').send({ replacedby: catno(25) }).expect(200);
    // Searched by its number while still sold: no notice, an answer the shop keeps for seconds and must drop below.
    expect((await search(catno(20)).expect(200)).body.discontinued).toBeUndefined();
    await shop.http().post(`${editor(ids.old)}/discontinue`).set(as()).expect(200);
    const page = (await shop.http().get('/api/iteminfo/baseinfo/').query({ pid: ids.old }).expect(200)).body.data;
    expect(page).toMatchObject({ status: 'discontinued', replacedby: catno(25), replacement: { pid: ids.replacement, catno: catno(25) } });
    // Same host and form first, then another host; never a phospho form; the replacement is not repeated.
    expect(page.alternatives.map((p: { pid: number }) => p.pid)).toEqual([ids.sameHost, ids.mouse]);
    // The search index follows through a queued job: the searches below read it once it has.
    const listed = async () => ((await search(catno(20)).expect(200)).body.data ?? []).some((r: { pid: number }) => r.pid === ids.old);
    await waitFor(async () => !(await listed()), 10_000, `${catno(20)} out of the search index`);
    expect(await listed()).toBe(false);
  });

  it.each([catno(20), catno(20).toLowerCase().replace('-', ''), catno(20).toLowerCase().replace('-', ' '), catno(20).replace(/[A-Z0-9-]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))])(
    'finds the discontinued product by its number written "%s", with its replacement',
    async (word) => {
      const res = await search(word).expect(200);
      expect(res.body.discontinued).toMatchObject({ pid: ids.old, catno: catno(20), replacement: { pid: ids.replacement, catno: catno(25) } });
      expect((res.body.data ?? []).map((i: { pid: number }) => i.pid)).not.toContain(ids.old);
    },
  );

  it('does not list it for a name search, nor answer a discontinued match for other words', async () => {
    const res = await waitForValue(
      async () => await search('ERK1 Rabbit pAb'),
      (answer) => !(answer.body.data ?? []).some((r: { pid: number }) => r.pid === ids.old),
      10_000,
      'the discontinued product out of a name search',
    );
    expect(res.body.data.map((i: { pid: number }) => i.pid)).not.toContain(ids.old);
    expect(res.body.discontinued).toBeUndefined();
    expect((await search(catno(25))).body.discontinued).toBeUndefined();
  });

  it('names a replacement from a sheet (replacedby column), refusing an unknown one', async () => {
    const header = 'catno,replacedby';
    const upload = (body: string) => shop.http().post('/api/admininfo/catalogue/imports').set(as()).attach('sheet', Buffer.from(body), 'replace.csv');
    const settle = (id: string) => settledImport(shop, id, as());
    const bad = await settle((await upload(`${header}\n${catno(21)},NOPE-405\n`).expect(200)).body.data.id);
    expect(bad.report.problemCount).toBe(1);
    expect(bad.report.problems).toEqual([expect.objectContaining({ column: 'replacedby', message: expect.stringContaining('NOPE-405') })]);
    const good = await settle((await upload(`${header}\n${catno(22)},${catno(21)}\n`).expect(200)).body.data.id);
    expect(good.report.problemCount).toBe(0);
    await shop.http().post(`/api/admininfo/catalogue/imports/${good.id}/confirm`).set(as()).expect(200);
    const [row] = await waitForValue(
      async () => (await shop.dataSource.query('SELECT replaced_by FROM products WHERE id = $1', [ids.phosphoB])) as Array<{ replaced_by: string }>,
      ([read]) => read?.replaced_by === catno(21),
      5_000,
      `${catno(22)} replaced by ${catno(21)}`,
      50,
    );
    expect(row?.replaced_by).toBe(catno(21));
  });
});
