import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, TestApp } from '../../../../test-support/test-app';
import { signUp, SignedUp, XHR } from '../../../../test-support/account-helpers';
import { signUpStaff } from '../../../../test-support/review-fixtures';
import { zipBytes } from '../../../../test-support/zip-fixture';
import { SHEET_COLUMNS } from '@shop/contract';
import { saveTestProduct, settledImport } from '../../../../test-support/catalogue-fixtures';
import { SheetImportService } from './sheet-import.service';
import { waitFor, waitForValue } from '../../../../test-support/wait-for';

/**
 * Catalogue operations end to end through the HTTP API as staff use them: sheet import (check,
 * confirm, report), export and re-import, the editor, pictures, discontinuing. Real PostgreSQL,
 * Redis queues and picture store; nothing mocked.
 */
describe('catalogue operations', () => {
  let shop: TestApp;
  let staff: SignedUp;
  let customer: SignedUp;
  let png: Buffer;

  beforeAll(async () => {
    shop = await createTestApp();
    [staff, customer] = await Promise.all([signUpStaff(shop), signUp(shop)]);
    png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#a33' } }).png().toBuffer();
  }, 60_000);
  afterAll(() => shop.close());

  const as = (user: SignedUp, language: 'zh' | 'en' = 'en') => ({ Authorization: user.authorization, 'X-Language': language, ...XHR });
  const api = (path: string) => `/api/admininfo/catalogue${path}`;
  const count = async () => Number((await shop.dataSource.query('SELECT count(*)::int AS n FROM products'))[0].n);

  const csv = (rows: string[][]) => rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n');

  function upload(sheet: Buffer, name: string, images?: Buffer, language: 'zh' | 'en' = 'en') {
    const req = shop.http().post(api('/imports')).set(as(staff, language)).attach('sheet', sheet, name);
    if (images) req.attach('images', images, 'pictures.zip');
    return req;
  }

  const settle = (id: string, language: 'zh' | 'en' = 'en') => settledImport(shop, id, as(staff, language));

  async function searchTotal(word: string): Promise<number> {
    return waitForValue(async () => (await shop.http().get('/api/iteminfo/searchitem/').query({ searchword: word })).body.total as number, (total) => total > 0, 10_000, `a search hit for ${word}`);
  }

  it('imports a CSV with pictures from a ZIP: checked, confirmed, searchable, pictures served in web sizes', async () => {
    const sheet = csv([
      ['catno', 'productname', 'producttype', 'host', 'application', 'reactivity', 'genename', 'size1', 'price1', 'images', 'recommend'],
      ['IMP-100', 'Anti-ZORBLIN Rabbit Antibody', 'Primary Antibody', 'Rabbit', 'WB, IHC-P', 'Human', 'ZORBLIN', '100ul', '1280.5', 'blots/wb.png|蛋白印迹|Western blot', 'IMP-101'],
      ['IMP-101', 'Anti-ZORBLIN Mouse Antibody', 'Primary Antibody', 'mouse', 'WB', 'Human, Mouse', 'ZORBLIN', '50ul', '980', '', ''],
    ]);
    const zip = zipBytes([{ name: 'blots/wb.png', data: png, deflate: true }]);
    const started = await upload(Buffer.from(`\uFEFF${sheet}`), 'antibodies.csv', zip).expect(200);
    expect(started.body.data).toMatchObject({ state: 'validating', sheet: 'antibodies.csv' });
    const checked = await settle(started.body.data.id);
    expect(checked).toMatchObject({ state: 'validated', report: { rows: 2, created: 2, updated: 0, unchanged: 0, problemCount: 0 } });
    expect(await count()).toBe(0);

    await shop.http().post(api(`/imports/${checked.id}/confirm`)).set(as(staff)).expect(200);
    const done = await settle(checked.id);
    expect(done).toMatchObject({ state: 'done', report: { created: 2 } });
    // A finished import cannot be confirmed twice.
    await shop.http().post(api(`/imports/${checked.id}/confirm`)).set(as(staff)).expect(409);

    expect(await searchTotal('ZORBLIN')).toBe(2);
    const [{ id }] = await shop.dataSource.query(`SELECT id FROM products WHERE catalogue_number = 'IMP-100'`);
    const detail = await shop.http().get('/api/iteminfo/baseinfo/').query({ pid: id }).expect(200);
    expect(detail.body.data).toMatchObject({ catno: 'IMP-100', host: 'Rabbit', price1: 1280.5, size1: '100ul', status: 'active' });
    expect(detail.body.data.recommendinfo).toEqual([expect.objectContaining({ catno: 'IMP-101' })]);
    const [picture] = detail.body.imginfo;
    expect(picture).toMatchObject({ description: '蛋白印迹', description_en: 'Western blot' });
    const zoom = await shop.http().get(picture.zoom).expect(200);
    expect(zoom.headers['content-type']).toBe('image/webp');
    expect(zoom.headers['cache-control']).toContain('immutable');
    expect((await sharp(zoom.body).metadata()).width).toBe(1200);
    const thumb = await shop.http().get(picture.thumb).expect(200);
    expect((await sharp(thumb.body).metadata()).width).toBeLessThanOrEqual(240);
  });

  it('refuses a sheet with broken rows: every problem reported by row and column, nothing written', async () => {
    const before = await count();
    const sheet = csv([
      ['catno', 'productname', 'producttype', 'host', 'price1', 'size1', 'images', 'recommend', 'status'],
      ['BAD-1', 'Fine name', 'Primary Antibody', 'Unicorn', '12', '1ml', '', '', ''],
      ['', 'No number', 'Primary Antibody', '', '', '', '', '', ''],
      ['BAD-3', 'Bad price', 'Primary Antibody', '', '-5', '1ml', '', '', ''],
      ['BAD-4', 'Missing picture', 'Primary Antibody', '', '', '', '../../etc/passwd', 'NOT-THERE', 'retired'],
      ['bad1', 'Same number as row 2', 'Primary Antibody', '', '', '', '', '', ''],
    ]);
    const started = await upload(Buffer.from(sheet), 'broken.csv', undefined, 'zh').expect(200);
    const checked = await settle(started.body.data.id, 'zh');
    expect(checked.state).toBe('rejected');
    const where = checked.report.problems.map((p: { row: number; column: string }) => `${p.row}:${p.column}`);
    expect(where).toEqual(['2:host', '3:catno', '4:price1', '5:status', '5:images', '5:recommend', '6:catno']);
    expect(checked.report.problems[0].message).toContain('Unicorn');
    expect(checked.report.problems[0].message).toMatch(/[\u4e00-\u9fff]/);
    await shop.http().post(api(`/imports/${checked.id}/confirm`)).set(as(staff)).expect(409);
    expect(await count()).toBe(before);
  });

  it('refuses unknown columns, a ZIP bomb and a file that is not a sheet', async () => {
    const unknown = await settle((await upload(Buffer.from('catno,productname,colour\nX-1,a,red\n'), 'x.csv').expect(200)).body.data.id);
    expect(unknown.report.problems).toEqual([{ row: 1, column: 'colour', message: 'unknown column "colour"' }]);

    const bomb = zipBytes([{ name: 'big.png', data: Buffer.alloc(60 * 1024 * 1024), deflate: true }]);
    const sheet = Buffer.from('catno,productname,producttype,images\nZB-1,Bomb,Primary Antibody,big.png\n');
    const bombed = await settle((await upload(sheet, 'bomb.csv', bomb).expect(200)).body.data.id);
    expect(bombed.state).toBe('rejected');
    expect(bombed.message).toBeTruthy();

    await upload(Buffer.from('catno\n'), 'sheet.txt').expect(415);
    await shop.http().post(api('/imports')).set(as(staff)).field('x', '1').expect(400);
  });

  it('stores formula cells as text and exports them behind an apostrophe; importing the export changes nothing', async () => {
    await saveTestProduct(shop, { catno: 'FX-1', productname: '=HYPERLINK("http://evil.example","click")', storage: '-20 °C' });
    const exported = await shop.http().get(api('/export')).query({ format: 'csv' }).set(as(staff)).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(exported.headers['content-disposition']).toMatch(/attachment; filename="catalogue-\d{8}\.csv"/);
    const text = (exported.body as Buffer).toString('utf8');
    expect(text.split('\r\n')[0].replace(/^\uFEFF/, '')).toBe(SHEET_COLUMNS.join(','));
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain("'-20 °C");

    const dir = await mkdtemp(join(tmpdir(), 'catalogue-'));
    const path = join(dir, 'export.csv');
    await writeFile(path, exported.body as Buffer);
    const before = await shop.dataSource.query('SELECT id, updated_at FROM products ORDER BY id');
    const again = await shop.app.get(SheetImportService).importSheet(path, null, { dryRun: false });
    expect(again.report).toMatchObject({ created: 0, updated: 0, problemCount: 0, unchanged: before.length });
    expect(await shop.dataSource.query('SELECT id, updated_at FROM products ORDER BY id')).toEqual(before);
    const [stored] = await shop.dataSource.query(`SELECT product_name, storage FROM products WHERE catalogue_number = 'FX-1'`);
    expect(stored).toEqual({ product_name: '=HYPERLINK("http://evil.example","click")', storage: '-20 °C' });
  });

  it('exports XLSX with prices as number cells, codes as text and set column widths; importing the export changes nothing', async () => {
    await saveTestProduct(shop, { catno: 'NUM-007', productname: 'Number Antibody', entrezgenehuman: '0815', size1: '100ul', price1: '2320.5' });
    const exported = await shop.http().get(api('/export')).query({ format: 'xlsx' }).set(as(staff)).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const column = (wire: string) => SHEET_COLUMNS.indexOf(wire as never) + 1;
    let row: ExcelJS.Row | undefined;
    sheet.eachRow((r) => {
      if (r.getCell(1).text === 'NUM-007') row = r;
    });
    expect(row).toBeDefined();
    expect(row!.getCell(column('price1')).type).toBe(ExcelJS.ValueType.Number);
    expect(row!.getCell(column('price1')).value).toBe(2320.5);
    expect(row!.getCell(column('catno')).type).not.toBe(ExcelJS.ValueType.Number);
    expect(row!.getCell(column('entrezgenehuman')).text).toBe('0815');
    expect(row!.getCell(column('entrezgenehuman')).type).not.toBe(ExcelJS.ValueType.Number);
    expect(sheet.getRow(1).getCell(column('price1')).text).toBe('price1');
    expect(sheet.getRow(1).getCell(column('price1')).type).not.toBe(ExcelJS.ValueType.Number);
    for (let c = 1; c <= SHEET_COLUMNS.length; c++) expect(sheet.getColumn(c).width).toBeGreaterThanOrEqual(8);
    expect(sheet.getColumn(column('background')).width).toBeGreaterThan(sheet.getColumn(column('catno')).width!);

    const dir = await mkdtemp(join(tmpdir(), 'catalogue-'));
    const path = join(dir, 'export.xlsx');
    await writeFile(path, exported.body as Buffer);
    const before = await shop.dataSource.query('SELECT id, updated_at FROM products ORDER BY id');
    const again = await shop.app.get(SheetImportService).importSheet(path, null, { dryRun: false });
    expect(again.report).toMatchObject({ created: 0, updated: 0, problemCount: 0, unchanged: before.length });
    expect(await shop.dataSource.query('SELECT id, updated_at FROM products ORDER BY id')).toEqual(before);
  });

  it('reads XLSX: formula cells come in as their text, never evaluated', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('catalogue');
    sheet.addRow(['catno', 'productname', 'producttype', 'price1', 'size1']);
    sheet.addRow(['XL-1', 'Excel Antibody', 'Primary Antibody', 12.5, '20ul']);
    sheet.addRow(['XL-2', { formula: 'HYPERLINK("http://x","y")', result: 'y' }, 'Primary Antibody', '', '']);
    const dir = await mkdtemp(join(tmpdir(), 'catalogue-'));
    const path = join(dir, 'sheet.xlsx');
    await workbook.xlsx.writeFile(path);
    const checked = await settle((await upload(await readFile(path), 'sheet.xlsx').expect(200)).body.data.id);
    expect(checked).toMatchObject({ state: 'validated', report: { created: 2 } });
    await shop.http().post(api(`/imports/${checked.id}/confirm`)).set(as(staff)).expect(200);
    expect((await settle(checked.id)).state).toBe('done');
    const rows = await shop.dataSource.query(`SELECT catalogue_number, product_name FROM products WHERE catalogue_number LIKE 'XL-%' ORDER BY 1`);
    expect(rows).toEqual([
      { catalogue_number: 'XL-1', product_name: 'Excel Antibody' },
      { catalogue_number: 'XL-2', product_name: '=HYPERLINK("http://x","y")' },
    ]);
  });

  it('edits a product: a new price shows on the product page and in search at once; bad fields are named', async () => {
    const { pid } = await saveTestProduct(shop, { catno: 'ED-1', productname: 'Anti-QWERTAN Antibody', genename: 'QWERTAN' });
    expect(await searchTotal('QWERTAN')).toBe(1);
    const form = await shop.http().get(api(`/products/${pid}`)).set(as(staff)).expect(200);
    expect(form.body.data.cells).toMatchObject({ catno: 'ED-1', price1: '1280', application: 'WB, IHC-P' });
    await shop.http().post(api(`/products/${pid}`)).set(as(staff)).type('form').send({ price1: '1999.9', productname: 'Anti-QWERTAN Rabbit Antibody' }).expect(200);
    const detail = await shop.http().get('/api/iteminfo/baseinfo/').query({ pid }).expect(200);
    expect(detail.body.data).toMatchObject({ price1: 1999.9, productname: 'Anti-QWERTAN Rabbit Antibody' });
    await waitFor(
      async () => (await shop.http().get('/api/iteminfo/searchitem/').query({ searchword: 'QWERTAN' })).body.data?.[0]?.productname === 'Anti-QWERTAN Rabbit Antibody',
      10_000,
      'search showing the new name',
    );

    const refused = await shop.http().post(api(`/products/${pid}`)).set(as(staff, 'zh')).type('form').send({ price1: 'free', host: 'Dragon', recommend: 'NOPE-9' }).expect(400);
    expect(refused.body.problems.map((p: { column: string }) => p.column).sort()).toEqual(['host', 'price1', 'recommend']);
    expect(refused.body.message).toBe('产品信息有误，请检查标出的字段');
    expect((await shop.http().get('/api/iteminfo/baseinfo/').query({ pid })).body.data.price1).toBe(1999.9);

    const created = await shop.http().post(api('/products')).set(as(staff)).type('form').send({ catno: 'ED-2', productname: 'New by hand', producttype: 'Reagents' }).expect(200);
    expect(created.body.data.pid).toEqual(expect.any(Number));
    await shop.http().post(api('/products')).set(as(staff)).type('form').send({ catno: 'ed2', productname: 'Twin', producttype: 'Reagents' }).expect(409);
    const missing = await shop.http().post(api('/products')).set(as(staff)).type('form').send({ catno: 'ED-3' }).expect(400);
    expect(missing.body.problems.map((p: { column: string }) => p.column).sort()).toEqual(['productname', 'producttype']);
    await shop.http().get(api('/products/9999999999')).set(as(staff)).expect(400);
    await shop.http().get(api('/products/2147483000')).set(as(staff)).expect(404);
    await shop.http().post(api(`/products/${pid}`)).set(as(staff)).type('form').send({ productname: 'a\u0000b' }).expect(400);
  });

  it('uploads, captions, orders and deletes pictures; refuses what is not a picture', async () => {
    const { pid } = await saveTestProduct(shop, { catno: 'PIC-1' });
    const picture = (path: string) => shop.http().post(api(`/products/${pid}${path}`)).set(as(staff));
    const first = await picture('/images').attach('picture', png, 'blot.png').field('caption', '印迹').field('caption_en', 'Blot').expect(200);
    expect(first.body.data).toEqual([expect.objectContaining({ position: 1, caption: '印迹', caption_en: 'Blot' })]);
    const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a3' } }).gif().toBuffer();
    await picture('/images').attach('picture', gif, 'blot.gif').expect(200);
    const ordered = await picture('/images/order').type('form').send({ order: '2,1' }).expect(200);
    expect(ordered.body.data.map((p: { caption: string }) => p.caption)).toEqual(['', '印迹']);
    await picture('/images/2/caption').type('form').send({ caption: '新说明', caption_en: 'New caption' }).expect(200);
    const detail = await shop.http().get('/api/iteminfo/baseinfo/').query({ pid }).expect(200);
    expect(detail.body.imginfo.map((i: { description_en: string }) => i.description_en)).toEqual(['', 'New caption']);

    const fake = await picture('/images').attach('picture', Buffer.from('<?php echo 1; ?>'), 'shell.jpg').expect(415);
    expect(fake.body.message).toContain('judged by the file content');
    await picture('/images').attach('picture', Buffer.from('x'), 'notes.txt').expect(415);
    await picture('/images/9/delete').expect(404);
    await picture('/images/order').type('form').send({ order: '1,1' }).expect(400);
    const left = await picture('/images/1/delete').expect(200);
    expect(left.body.data).toHaveLength(1);
  });

  it('discontinues: out of search and the basket, page kept with its successors; reactivates', async () => {
    const successor = await saveTestProduct(shop, { catno: 'DC-2', productname: 'Successor Antibody' });
    const { pid } = await saveTestProduct(shop, { catno: 'DC-1', productname: 'Anti-PLOVIN Antibody', genename: 'PLOVIN', recommend: 'DC-2' });
    expect(await searchTotal('PLOVIN')).toBe(1);
    await shop.http().post(api(`/products/${pid}/discontinue`)).set(as(staff)).expect(200);
    await waitFor(async () => (await shop.http().get('/api/iteminfo/searchitem/').query({ searchword: 'PLOVIN' })).body.total === 0, 10_000, 'the discontinued product out of search');
    expect((await shop.http().get('/api/iteminfo/searchitem/').query({ searchword: 'PLOVIN' })).body.total).toBe(0);
    const page = await shop.http().get('/api/iteminfo/baseinfo/').query({ pid }).expect(200);
    expect(page.body.data).toMatchObject({ status: 'discontinued', recommend: [successor.pid] });
    const add = await shop.http().post('/api/cartinfo/addcart').set(as(customer)).type('form').send({ pid, priceid: 1, quantity: 1 }).expect(409);
    expect(add.body.message).toBe('This product has been discontinued and can no longer be ordered');

    await shop.http().post(api(`/products/${pid}/reactivate`)).set(as(staff)).expect(200);
    expect(await searchTotal('PLOVIN')).toBe(1);
    await shop.http().post('/api/cartinfo/addcart').set(as(customer)).type('form').send({ pid, priceid: 1, quantity: 1 }).expect(200);
  });

  it('refuses every catalogue call to visitors (401) and customers (403)', async () => {
    const calls: [string, string][] = [
      ['get', '/fields'], ['get', '/products'], ['get', '/products/1'], ['post', '/products'], ['post', '/products/1'],
      ['post', '/products/1/discontinue'], ['post', '/products/1/reactivate'], ['post', '/products/1/images'],
      ['post', '/products/1/images/order'], ['post', '/products/1/images/1/delete'], ['post', '/imports'],
      ['get', '/imports/00000000-0000-0000-0000-000000000000'], ['post', '/imports/00000000-0000-0000-0000-000000000000/confirm'], ['get', '/export'],
    ];
    const before = await count();
    for (const [method, path] of calls) {
      const call = (headers: Record<string, string>) => (method === 'get' ? shop.http().get(api(path)) : shop.http().post(api(path))).set(headers);
      await call({ ...XHR }).expect(401);
      await call(as(customer)).expect(403);
    }
    expect(await count()).toBe(before);
  });

  it('describes the editor form from the field declaration, with the vocabularies', async () => {
    const res = await shop.http().get(api('/fields')).set(as(staff)).expect(200);
    expect(res.body.data.map((f: { column: string }) => f.column)).toEqual(SHEET_COLUMNS);
    expect(res.body.data.find((f: { column: string }) => f.column === 'host')).toMatchObject({
      kind: 'choice', values: expect.arrayContaining(['Rabbit', 'Mouse']), label: { zh: '宿主', en: 'Host' },
    });
    const list = await shop.http().get(api('/products')).query({ q: 'imp-10', status: 'active' }).set(as(staff)).expect(200);
    expect(list.body.data.map((r: { catno: string }) => r.catno).sort()).toEqual(['IMP-100', 'IMP-101']);
    await shop.http().get(api('/products')).query({ status: 'gone' }).set(as(staff)).expect(400);
  });
});
