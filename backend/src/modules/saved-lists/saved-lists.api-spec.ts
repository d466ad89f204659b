import { parse } from 'csv-parse/sync';
import * as ExcelJS from 'exceljs';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { signUp, SignedUp } from '../../../test-support/account-helpers';
import { addProduct, post } from '../../../test-support/ordering-fixtures';

/** Issue 31: a researcher's saved lists (favourites and named lists), private to their owner. */
describe('saved lists: listinfo/*', () => {
  let shop: TestApp;
  let alice: SignedUp;
  let bob: SignedUp;
  let products: { pid: number; catalogueNumber: string }[];

  beforeAll(async () => {
    shop = await createTestApp();
    [alice, bob] = [await signUp(shop), await signUp(shop)];
    products = [await addProduct(shop), await addProduct(shop, [10000, 20000, 30000]), await addProduct(shop, [5000, 6000, 7000])];
  });
  afterAll(() => shop.close());

  const lists = async (user: SignedUp) => (await post(shop, user, 'listinfo/showlists').expect(200)).body.data;
  const show = async (user: SignedUp, listid: number) => (await post(shop, user, 'listinfo/showlist', { listid }).expect(200)).body;
  const basket = async (user: SignedUp) => (await post(shop, user, 'cartinfo/showcart').expect(200)).body.data;
  const tableSnapshot = async () => shop.dataSource.query(`SELECT l.id, l.name, r.id AS row, r.product_id FROM saved_lists l LEFT JOIN saved_list_rows r ON r.list_id = l.id ORDER BY 1, 3`);
  const download = (user: SignedUp, query: Record<string, string | number>) =>
    shop
      .http()
      .get('/api/listinfo/download')
      .set('Authorization', user.authorization)
      .set('X-Forwarded-For', `198.51.100.${user.uid % 250}`)
      .query(query)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('needs a session', async () => {
    await shop.http().post('/api/listinfo/showlists').set('X-Requested-With', 'XMLHttpRequest').expect(401);
    await shop.http().get('/api/listinfo/download').query({ listid: 1, format: 'csv' }).expect(401);
  });

  it('starts with an empty favourites list; creates, renames and deletes named lists', async () => {
    expect(await lists(alice)).toEqual([{ listid: expect.any(Number), name: '', favourites: 1, count: 0 }]);
    const made = await post(shop, alice, 'listinfo/addlist', { name: '  Wnt project ' }).expect(200);
    expect(made.body).toEqual({ code: 200, listid: expect.any(Number) });
    // Names are unique per owner, whatever the case; another owner may use the same name.
    const taken = await post(shop, alice, 'listinfo/addlist', { name: 'WNT PROJECT' }).set('X-Language', 'en').expect(400);
    expect(taken.body).toMatchObject({ message: 'You already have a list with this name', field: 'name' });
    await post(shop, bob, 'listinfo/addlist', { name: 'Wnt project' }).expect(200);

    await post(shop, alice, 'listinfo/renamelist', { listid: made.body.listid, name: '信号通路' }).expect(200);
    const other = (await post(shop, alice, 'listinfo/addlist', { name: 'to delete' }).expect(200)).body.listid;
    expect((await lists(alice)).map((l: { name: string }) => l.name)).toEqual(['', 'to delete', '信号通路']);
    await post(shop, alice, 'listinfo/dellist', { listid: other }).expect(200);
    expect((await lists(alice)).map((l: { name: string }) => l.name)).toEqual(['', '信号通路']);

    const favourites = (await lists(alice))[0].listid;
    const stays = await post(shop, alice, 'listinfo/dellist', { listid: favourites }).expect(400);
    expect(stays.body.message).toBe('"我的收藏"不能删除或改名');
  });

  it('saves products from the product page (a size) and from a list row (the first size), once each', async () => {
    const [wnt] = (await lists(alice)).filter((l: { name: string }) => l.name === '信号通路');
    await post(shop, alice, 'listinfo/addproduct', { listid: wnt.listid, pid: products[0].pid, priceid: 3 }).expect(200);
    await post(shop, alice, 'listinfo/addproduct', { listid: wnt.listid, pid: products[1].pid }).expect(200);
    await post(shop, alice, 'listinfo/addproduct', { listid: wnt.listid, pid: products[1].pid }).expect(200);
    const fav = await post(shop, alice, 'listinfo/addproduct', { pid: products[2].pid }).expect(200);
    expect(fav.body.listid).toBe((await lists(alice))[0].listid);

    const shown = await show(alice, wnt.listid);
    expect(shown.list).toEqual({ listid: wnt.listid, name: '信号通路', favourites: 0, count: 2 });
    expect(shown.rows).toEqual([
      { rowid: expect.any(Number), pid: products[0].pid, priceid: 3, productname: expect.any(String), catno: products[0].catalogueNumber, specs: '200ul', price: 4980, discontinued: false },
      { rowid: expect.any(Number), pid: products[1].pid, priceid: 1, productname: expect.any(String), catno: products[1].catalogueNumber, specs: '50ul', price: 100, discontinued: false },
    ]);
  });

  it("refuses another user's list with 404 and a clear message, changing nothing", async () => {
    const [wnt] = (await lists(alice)).filter((l: { name: string }) => l.name === '信号通路');
    const rowid = (await show(alice, wnt.listid)).rows[0].rowid;
    const before = await tableSnapshot();
    const calls: [string, Record<string, unknown>][] = [
      ['listinfo/showlist', { listid: wnt.listid }],
      ['listinfo/renamelist', { listid: wnt.listid, name: 'mine now' }],
      ['listinfo/dellist', { listid: wnt.listid }],
      ['listinfo/addproduct', { listid: wnt.listid, pid: products[2].pid }],
      ['listinfo/delrows', { listid: wnt.listid, rowid }],
      ['listinfo/tobasket', { listid: wnt.listid }],
    ];
    for (const [path, form] of calls) {
      const res = await post(shop, bob, path, form).set('X-Language', 'en').expect(404);
      expect(res.body.message).toBe('This list does not exist');
    }
    const file = await download(bob, { listid: wnt.listid, format: 'csv' }).expect(404);
    expect(JSON.parse(file.body.toString('utf8')).message).toBe('该清单不存在');
    expect(await tableSnapshot()).toEqual(before);
    expect(await basket(bob)).toEqual([]);
  });

  it('puts the whole list, or the chosen rows, into the basket; a discontinued product is left out with the reason', async () => {
    const carol = await signUp(shop);
    const listid = (await post(shop, carol, 'listinfo/addlist', { name: 'Project A' }).expect(200)).body.listid;
    for (const { pid } of products) await post(shop, carol, 'listinfo/addproduct', { listid, pid }).expect(200);
    const rows = (await show(carol, listid)).rows;

    const chosen = await post(shop, carol, 'listinfo/tobasket', { listid, rowid: [rows[0].rowid, rows[2].rowid] }).expect(200);
    expect(chosen.body).toEqual({ code: 200, added: [rows[0].rowid, rows[2].rowid], skipped: [] });
    expect((await basket(carol)).map((r: { pid: number; quantity: number }) => [r.pid, r.quantity])).toEqual([
      [products[0].pid, 1],
      [products[2].pid, 1],
    ]);

    await shop.dataSource.query(`UPDATE products SET status = 'discontinued' WHERE id = $1`, [products[1].pid]);
    try {
      const all = await post(shop, carol, 'listinfo/tobasket', { listid }).set('X-Language', 'en').expect(200);
      expect(all.body).toEqual({
        code: 200,
        added: [rows[0].rowid, rows[2].rowid],
        skipped: [{ rowid: rows[1].rowid, catno: products[1].catalogueNumber, message: 'This product has been discontinued and can no longer be ordered' }],
      });
      expect((await show(carol, listid)).rows[1].discontinued).toBe(true);
    } finally {
      await shop.dataSource.query(`UPDATE products SET status = 'active' WHERE id = $1`, [products[1].pid]);
    }
    // Added to what the basket held; the list itself keeps its rows.
    expect((await basket(carol)).map((r: { pid: number; quantity: number }) => [r.pid, r.quantity])).toEqual([
      [products[0].pid, 2],
      [products[2].pid, 2],
    ]);
    expect((await show(carol, listid)).rows).toHaveLength(3);

    await post(shop, carol, 'listinfo/delrows', { listid, rowid: [rows[1].rowid] }).expect(200);
    expect((await show(carol, listid)).rows.map((r: { pid: number }) => r.pid)).toEqual([products[0].pid, products[2].pid]);
  });

  it('downloads a list as CSV and XLSX with the /hot list download columns, in the asked language', async () => {
    const [wnt] = (await lists(alice)).filter((l: { name: string }) => l.name === '信号通路');
    const csv = await download(alice, { listid: wnt.listid, format: 'csv' }).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="____.csv"; filename*=UTF-8''${encodeURIComponent('信号通路')}.csv`);
    const rows: string[][] = parse(csv.body.toString('utf8'), { bom: true });
    expect(rows[0].slice(0, 2)).toEqual(['货号', '产品名称']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([products[0].catalogueNumber, products[1].catalogueNumber]);

    const xlsx = await download(alice, { listid: wnt.listid, format: 'xlsx', lang: 'en' }).expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(1).text).toBe('Catalogue number');
    expect([sheet.getRow(2).getCell(1).text, sheet.getRow(3).getCell(1).text]).toEqual([products[0].catalogueNumber, products[1].catalogueNumber]);
    expect(sheet.rowCount).toBe(3);
  });

  it('refuses bad input with a 400 naming the problem, storing nothing', async () => {
    const before = await tableSnapshot();
    const bad: [string, Record<string, unknown>, RegExp][] = [
      ['listinfo/addlist', {}, /请填写清单名称/],
      ['listinfo/addlist', { name: '   ' }, /请填写清单名称/],
      ['listinfo/addlist', { name: 'x'.repeat(101) }, /不能超过 100/],
      ['listinfo/addlist', { name: 'a\u0000b' }, /NUL|空字符/],
      ['listinfo/addlist', { name: 'tab\there' }, /控制字符/],
      ['listinfo/showlist', { listid: '2147483648' }, /listid must be a list id/],
      ['listinfo/showlist', { listid: 'abc' }, /listid must be a list id/],
      ['listinfo/showlist', {}, /listid must be a list id/],
      ['listinfo/addproduct', { pid: '99999999999' }, /pid must be a product id/],
      ['listinfo/addproduct', { pid: products[0].pid, priceid: 4 }, /priceid must be 1, 2 or 3/],
      ['listinfo/addproduct', { pid: 2147483647 }, /该产品或规格不存在/],
      ['listinfo/addproduct', { pid: products[0].pid, listid: -1 }, /listid must be a list id/],
      ['listinfo/delrows', { listid: 1, rowid: ['1', 'x'] }, /rowid must be list row ids/],
      ['listinfo/delrows', { listid: (await lists(alice))[0].listid }, /请选择清单中的产品/],
      ['listinfo/addlist', { name: 'ok', extra: 1 }, /extra/],
    ];
    for (const [path, form, message] of bad) {
      const res = await post(shop, alice, path, form);
      expect([path, res.status]).toEqual([path, 400]);
      expect(JSON.stringify(res.body)).toMatch(message);
    }
    const huge = await post(shop, alice, 'listinfo/addlist', { name: 'y'.repeat(2_000_000) });
    expect([400, 413]).toContain(huge.status);
    const wrongType = await shop.http().post('/api/listinfo/addlist').set('Authorization', alice.authorization).send({ name: ['a', 'b'] });
    expect(wrongType.status).toBe(400);
    await download(alice, { listid: 1, format: 'pdf' }).expect(400);
    expect(await tableSnapshot()).toEqual(before);
  });
});
