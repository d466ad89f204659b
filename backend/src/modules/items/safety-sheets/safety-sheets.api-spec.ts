import type { SignedUp } from '../../../../test-support/account-helpers';
import { signUp } from '../../../../test-support/account-helpers';
import { saveTestProduct } from '../../../../test-support/catalogue-fixtures';
import { testPdf } from '../../../../test-support/lot-fixtures';
import { asBytes, pdfText } from '../../../../test-support/pdf-fixtures';
import { signUpStaff } from '../../../../test-support/review-fixtures';
import { createTestApp, TestApp } from '../../../../test-support/test-app';
import { SDS_NOT_A_PDF } from './sds-store';
import { seedSafetySheets } from '../../../seed/safety-sheets.seed';

/**
 * Safety data sheets (issue 35): staff upload a PDF per language for a product or for its product type; the content
 * decides (a file that is not a PDF is refused, whatever its name), the product answer and the datasheet link the
 * product's own sheet or else its type's, and the file downloads from the shop's file storage.
 */
describe('safety data sheets per product or product type', () => {
  let shop: TestApp;
  let staff: SignedUp;
  let customer: SignedUp;
  let product: number;
  let sibling: number;
  let otherType: number;

  beforeAll(async () => {
    shop = await createTestApp();
    [staff, customer] = [await signUpStaff(shop), await signUp(shop)];
    product = (await saveTestProduct(shop, { producttype: 'Secondary Antibody' })).pid;
    sibling = (await saveTestProduct(shop, { producttype: 'Secondary Antibody' })).pid;
    otherType = (await saveTestProduct(shop, { producttype: 'Reagents' })).pid;
  });
  afterAll(() => shop.close());

  const as = (user: SignedUp, language: 'zh' | 'en' = 'zh') => ({ Authorization: user.authorization, 'X-Requested-With': 'XMLHttpRequest', 'X-Language': language });
  const path = (pid: number | string) => `/api/admininfo/catalogue/products/${pid}/sds`;
  const upload = (pid: number | string, fields: Record<string, string>, file: { bytes: Buffer; name: string } | null, language: 'zh' | 'en' = 'zh', user = staff) => {
    const req = shop.http().post(path(pid)).set(as(user, language));
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    if (file) req.attach('sds', file.bytes, { filename: file.name, contentType: 'application/pdf' });
    return req;
  };
  const rows = async () => Number((await shop.dataSource.query('SELECT count(*) AS n FROM safety_data_sheets'))[0].n);
  const detail = async (pid: number) => (await shop.http().get(`/api/iteminfo/baseinfo/?pid=${pid}`).expect(200)).body.data;

  it('refuses content that is not a PDF, in the caller language, whatever the file is called, and stores nothing', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const zh = await upload(product, { language: 'zh', scope: 'product' }, { bytes: html, name: 'SDS.pdf' }).expect(415);
    expect(zh.body.message).toBe(SDS_NOT_A_PDF.zh);
    const en = await upload(product, { language: 'zh', scope: 'product' }, { bytes: Buffer.from('%PDF-1.7 but no end'), name: 'SDS.pdf' }, 'en').expect(415);
    expect(en.body.message).toBe(SDS_NOT_A_PDF.en);
    await upload(product, { language: 'zh', scope: 'product' }, { bytes: await testPdf('renamed'), name: 'SDS.exe' }).expect(415);
    await upload(product, { language: 'zh', scope: 'product' }, null).expect(400);
    expect(await rows()).toBe(0);
  });

  it('is for staff only, and refuses bad targets with 4xx', async () => {
    const pdf = { bytes: await testPdf('SDS staff only'), name: 'sds.pdf' };
    await upload(product, { language: 'zh', scope: 'product' }, pdf, 'zh', customer).expect(403);
    await shop.http().get(path(product)).expect(401);
    await upload(product, { language: 'fr', scope: 'product' }, pdf).expect(400);
    await upload(product, { language: 'zh', scope: 'everything' }, pdf).expect(400);
    await upload(2147483000, { language: 'zh', scope: 'product' }, pdf).expect(404);
    await upload('99999999999', { language: 'zh', scope: 'product' }, pdf).expect(400);
    await shop.http().post(`${path(product)}/delete`).set(as(staff)).type('form').send({ language: 'zh', scope: 'product' }).expect(404);
    expect(await rows()).toBe(0);
  });

  it("links a product's own sheet, else its type's, on the product data and the datasheet, and serves the PDF", async () => {
    const own = await testPdf('SDS own zh');
    const typeSheet = await testPdf('SDS type en');
    await upload(product, { language: 'zh', scope: 'product' }, { bytes: own, name: '安全技术说明书.pdf' }).expect(200);
    const listed = await upload(product, { language: 'en', scope: 'type' }, { bytes: typeSheet, name: 'SDS secondary.pdf' }).expect(200);
    expect(listed.body.data).toEqual({
      producttype: 'Secondary Antibody',
      product: [{ language: 'zh', name: '安全技术说明书.pdf', url: expect.stringMatching(/^\/api\/iteminfo\/sds\/[0-9a-f]{32}\.pdf$/) }],
      type: [{ language: 'en', name: 'SDS secondary.pdf', url: expect.stringMatching(/^\/api\/iteminfo\/sds\/[0-9a-f]{32}\.pdf$/) }],
    });

    const mine = await detail(product);
    expect(mine.sds).toEqual({ zh: { url: listed.body.data.product[0].url, name: '安全技术说明书.pdf' }, en: { url: listed.body.data.type[0].url, name: 'SDS secondary.pdf' } });
    expect((await detail(sibling)).sds).toEqual({ en: mine.sds.en });
    expect((await detail(otherType)).sds).toEqual({});

    const served = await asBytes(shop.http().get(mine.sds.zh.url)).expect(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('安全技术说明书.pdf')}`);
    expect((served.body as Buffer).equals(own)).toBe(true);
    await shop.http().get('/api/iteminfo/sds/0123456789abcdef0123456789abcdef.pdf').expect(404);
    await shop.http().get('/api/iteminfo/sds/..%2F..%2Fetc%2Fpasswd').expect(404);

    const zh = pdfText((await asBytes(shop.http().get(`/api/iteminfo/datasheet/?pid=${product}&lang=zh`)).expect(200)).body).replace(/\s+/g, '');
    expect(zh).toContain('安全技术说明书（SDS）');
    expect(zh).toContain(mine.sds.zh.url);
    const en = pdfText((await asBytes(shop.http().get(`/api/iteminfo/datasheet/?pid=${sibling}&lang=en`)).expect(200)).body).replace(/\s+/g, '');
    expect(en).toContain('Safetydatasheet(SDS)');
    expect(en).toContain(mine.sds.en.url);
  });

  it("a product's own sheet comes before its type's; deleting it brings the type's back and stops serving the file", async () => {
    const ownEn = await testPdf('SDS own en');
    const res = await upload(sibling, { language: 'en', scope: 'product' }, { bytes: ownEn, name: 'own-en.pdf' }).expect(200);
    const ownUrl = res.body.data.product[0].url;
    expect((await detail(sibling)).sds.en.url).toBe(ownUrl);
    await shop.http().post(`${path(sibling)}/delete`).set(as(staff)).type('form').send({ language: 'en', scope: 'product' }).expect(200);
    expect((await detail(sibling)).sds.en.name).toBe('SDS secondary.pdf');
    await shop.http().get(ownUrl).expect(404);
  });

  it('the demo seed gives every product type without one an English sheet, once, which the type\'s products link', async () => {
    const first = await seedSafetySheets(shop.dataSource);
    expect(first.added).toBeGreaterThanOrEqual(1);
    expect((await seedSafetySheets(shop.dataSource)).added).toBe(0);
    const reagent = await detail(otherType);
    expect(reagent.sds).toEqual({ en: { url: expect.stringMatching(/^\/api\/iteminfo\/sds\/[0-9a-f]{32}\.pdf$/), name: 'SDS-Reagents.pdf' } });
    const served = await asBytes(shop.http().get(reagent.sds.en.url)).expect(200);
    expect(pdfText(served.body)).toContain('Safety Data Sheet');
    // The type that had an English sheet from staff keeps it.
    expect((await detail(sibling)).sds.en.name).toBe('SDS secondary.pdf');
  });
});
