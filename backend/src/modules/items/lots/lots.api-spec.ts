import { createTestApp, TestApp } from '../../../../test-support/test-app';
import { signUpStaff } from '../../../../test-support/review-fixtures';
import { signUp, SignedUp } from '../../../../test-support/account-helpers';
import { saveTestProduct } from '../../../../test-support/catalogue-fixtures';
import { COA_MAX_BYTES } from './coa-store';
import { lotsPath, testPdf } from '../../../../test-support/lot-fixtures';

describe('lots: staff list/add/edit/delete under the catalogue API; certificates at /api/iteminfo/coa', () => {
  let shop: TestApp;
  let staff: SignedUp;
  let customer: SignedUp;
  let pid: number;
  let otherPid: number;

  beforeAll(async () => {
    shop = await createTestApp();
    [staff, customer] = [await signUpStaff(shop), await signUp(shop)];
    pid = (await saveTestProduct(shop)).pid;
    otherPid = (await saveTestProduct(shop)).pid;
  });
  afterAll(() => shop.close());

  const as = (user: SignedUp, language: 'zh' | 'en' = 'zh') => ({ Authorization: user.authorization, 'X-Requested-With': 'XMLHttpRequest', 'X-Language': language });
  const list = (product = pid) => shop.http().get(lotsPath(product)).set(as(staff)).expect(200);
  const add = (form: Record<string, string>, language: 'zh' | 'en' = 'zh', product: number | string = pid) =>
    shop.http().post(lotsPath(product)).set(as(staff, language)).type('form').send(form);
  const upload = (path: string, fields: Record<string, string>, file?: { bytes: Buffer; name: string }) => {
    const req = shop.http().post(path).set(as(staff));
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    // form-data's `filepath` sends the name as given (a plain `filename` would lose any directory part on the way);
    // supertest's typing knows only `filename`.
    if (file) req.attach('coa', file.bytes, { filepath: file.name, contentType: 'application/pdf' } as { contentType: string });
    return req;
  };
  const lotCount = async () => Number((await shop.dataSource.query('SELECT count(*) AS n FROM product_lots'))[0].n);

  it('is for staff only: customers get 403, visitors 401, and nothing changes', async () => {
    const before = await lotCount();
    await shop.http().get(lotsPath(pid)).set(as(customer)).expect(403);
    await shop.http().post(lotsPath(pid)).set(as(customer)).type('form').send({ lot_number: 'L1', expires_on: '2030-01-01' }).expect(403);
    await shop.http().post(`${lotsPath(pid)}/1`).set(as(customer)).type('form').send({ lot_number: 'L1', expires_on: '2030-01-01' }).expect(403);
    await shop.http().post(`${lotsPath(pid)}/1/delete`).set(as(customer)).expect(403);
    await shop.http().get(lotsPath(pid)).expect(401);
    expect(await lotCount()).toBe(before);
  });

  it('adds a lot without a certificate and lists it', async () => {
    const res = await add({ lot_number: ' L2026-01 ', expires_on: '2027-06-30' }).expect(200);
    expect(res.body).toEqual({ code: 200, data: { lotid: expect.any(Number), lot_number: 'L2026-01', expires_on: '2027-06-30', coa: '', coa_name: '', shipped: 0 } });
    expect((await list()).body.data).toEqual([res.body.data]);
    expect((await list(otherPid)).body.data).toEqual([]);
  });

  it('adds a lot with its certificate: stored once, served as a PDF with a download name', async () => {
    const pdf = await testPdf('CoA of lot L2026-02');
    const first = await upload(lotsPath(pid), { lot_number: 'L2026-02', expires_on: '2028-01-31' }, { bytes: pdf, name: 'CoA L2026-02 质检.pdf' }).expect(200);
    expect(first.body.data).toMatchObject({ lot_number: 'L2026-02', coa: expect.stringMatching(/^\/api\/iteminfo\/coa\/[0-9a-f]{32}\.pdf\?lot=\d+$/), coa_name: 'CoA L2026-02 质检.pdf' });
    const second = await upload(lotsPath(otherPid), { lot_number: 'L2026-02', expires_on: '2028-01-31' }, { bytes: pdf, name: 'other.pdf' }).expect(200);
    const fileOf = (url: string) => url.split('?')[0];
    expect(fileOf(second.body.data.coa)).toBe(fileOf(first.body.data.coa));

    const served = await shop.http().get(first.body.data.coa).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(`inline; filename="CoA L2026-02 __.pdf"; filename*=UTF-8''${encodeURIComponent('CoA L2026-02 质检.pdf')}`);
    expect((served.body as Buffer).equals(pdf)).toBe(true);
    const asOther = await shop.http().get(second.body.data.coa).expect(200);
    expect(asOther.headers['content-disposition']).toContain('filename="other.pdf"');
  });

  describe('refuses bad input with a message in the caller language, storing nothing', () => {
    const refused = async (form: Record<string, string>, status: number, message: RegExp | string, language: 'zh' | 'en' = 'zh') => {
      const before = await lotCount();
      const res = await add(form, language).expect(status);
      if (typeof message === 'string') expect(res.body.message).toBe(message);
      else expect(res.body.message).toMatch(message);
      expect(await lotCount()).toBe(before);
      return res;
    };

    it('needs a lot number of letters, digits and - _ . /, 1–40 characters', async () => {
      const res = await refused({ expires_on: '2030-01-01' }, 400, '请填写批号');
      expect(res.body.field).toBe('lot_number');
      await refused({ lot_number: '   ', expires_on: '2030-01-01' }, 400, '请填写批号');
      await refused({ lot_number: 'L 2026', expires_on: '2030-01-01' }, 400, /^批号须为 1–40 个字符/);
      await refused({ lot_number: '<script>', expires_on: '2030-01-01' }, 400, /^批号须为/);
      // NUL is refused whichever layer sees it first (the lot form or a general NUL guard); nothing is stored.
      await refused({ lot_number: 'L\u00002026', expires_on: '2030-01-01' }, 400, /./);
      await refused({ lot_number: '-L2026', expires_on: '2030-01-01' }, 400, /^批号须为/);
      await refused({ lot_number: 'L'.repeat(41), expires_on: '2030-01-01' }, 400, /^A lot number has 1–40 characters/, 'en');
      await refused({ lot_number: 'x'.repeat(5000), expires_on: '2030-01-01' }, 400, /./);
      expect((await add({ lot_number: 'L'.repeat(40), expires_on: '2030-01-01' }).expect(200)).body.data.lot_number).toHaveLength(40);
      expect((await add({ lot_number: 'GR3389712-1/a_b.c', expires_on: '2030-01-01' }).expect(200)).body.data.lot_number).toBe('GR3389712-1/a_b.c');
    });

    it('needs a real expiry date written YYYY-MM-DD', async () => {
      const res = await refused({ lot_number: 'L-DATE' }, 400, '请填写有效期');
      expect(res.body.field).toBe('expires_on');
      for (const date of ['2026-02-30', '2026-13-01', '2026-2-3', '30/06/2027', 'tomorrow', '2027-06-30T00:00', '0000-01-01', '99999-01-01']) {
        await refused({ lot_number: 'L-DATE', expires_on: date }, 400, /^有效期须为真实存在的日期/);
      }
      await refused({ lot_number: 'L-DATE', expires_on: '2026-02-29' }, 400, /^The expiry date must be a real date/, 'en');
      expect((await add({ lot_number: 'L-LEAP', expires_on: '2028-02-29' }).expect(200)).body.data.expires_on).toBe('2028-02-29');
    });

    it('keeps lot numbers unique per product, whatever their case', async () => {
      const res = await refused({ lot_number: 'l2026-01', expires_on: '2030-01-01' }, 409, '该产品已有批号“l2026-01”');
      expect(res.body.field).toBe('lot_number');
      await refused({ lot_number: 'L2026-01', expires_on: '2030-01-01' }, 409, 'The product already has lot "L2026-01"', 'en');
    });

    it('refuses unknown fields, repeated fields and unknown or impossible products', async () => {
      await refused({ lot_number: 'L-X', expires_on: '2030-01-01', price: '1' }, 400, /./);
      const before = await lotCount();
      await shop.http().post(lotsPath(pid)).set(as(staff)).type('form').send('lot_number=A&lot_number=B&expires_on=2030-01-01').expect(400);
      await add({ lot_number: 'L-X', expires_on: '2030-01-01' }, 'zh', 99999999).expect(404);
      const huge = await add({ lot_number: 'L-X', expires_on: '2030-01-01' }, 'en', '2147483648').expect(400);
      expect(huge.body.message).toBe('Invalid id');
      await add({ lot_number: 'L-X', expires_on: '2030-01-01' }, 'zh', '-1').expect(400);
      await shop.http().get(lotsPath(99999999)).set(as(staff)).expect(404);
      expect(await lotCount()).toBe(before);
    });

    it('takes only a real PDF of at most 10 MB as the certificate', async () => {
      const before = await lotCount();
      const fields = { lot_number: 'L-PDF', expires_on: '2030-01-01' };
      const fake = await upload(lotsPath(pid), fields, { bytes: Buffer.from('<?php system($_GET["c"]); ?>'), name: 'coa.pdf' }).expect(415);
      expect(fake.body.message).toBe('分析证书须为 PDF 文件（按文件内容判断）');
      await upload(lotsPath(pid), fields, { bytes: Buffer.from('%PDF-1.7\n no end marker at all here'), name: 'coa.pdf' }).expect(415);
      await upload(lotsPath(pid), fields, { bytes: await testPdf('renamed'), name: 'coa.exe' }).expect(415);
      await upload(lotsPath(pid), fields, { bytes: await testPdf('path'), name: '../../coa.pdf' }).expect(400);
      const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(COA_MAX_BYTES), Buffer.from('\n%%EOF\n')]);
      const tooBig = await upload(lotsPath(pid), fields, { bytes: big, name: 'big.pdf' }).set('X-Language', 'en').expect(413);
      expect(tooBig.body.message).toBe('The certificate of analysis must not be larger than 10 MB');
      const two = shop.http().post(lotsPath(pid)).set(as(staff)).field('lot_number', 'L-PDF').field('expires_on', '2030-01-01');
      await two.attach('coa', await testPdf('a'), 'a.pdf').attach('coa', await testPdf('b'), 'b.pdf').expect(400);
      await upload(lotsPath(pid), fields).attach('picture', await testPdf('c'), 'c.pdf').expect(400);
      expect(await lotCount()).toBe(before);
    });
  });

  describe('editing and deleting', () => {
    let lotId: number;
    let coa: string;
    beforeAll(async () => {
      const res = await upload(lotsPath(pid), { lot_number: 'L-EDIT', expires_on: '2029-01-01' }, { bytes: await testPdf('edit one'), name: 'first.pdf' }).expect(200);
      [lotId, coa] = [res.body.data.lotid, res.body.data.coa];
    });

    it('changes number and expiry and keeps the certificate when none is sent', async () => {
      const res = await add({ lot_number: 'L-EDITED', expires_on: '2029-12-31' }).expect(200);
      await shop.http().post(`${lotsPath(pid)}/${res.body.data.lotid}/delete`).set(as(staff)).expect(200);
      const edited = await shop.http().post(`${lotsPath(pid)}/${lotId}`).set(as(staff)).type('form').send({ lot_number: 'L-EDITED', expires_on: '2029-12-31' }).expect(200);
      expect(edited.body.data).toMatchObject({ lotid: lotId, lot_number: 'L-EDITED', expires_on: '2029-12-31', coa, coa_name: 'first.pdf' });
    });

    it('replaces, then removes the certificate; a removed one is no longer served', async () => {
      const replaced = await upload(`${lotsPath(pid)}/${lotId}`, { lot_number: 'L-EDITED', expires_on: '2029-12-31' }, { bytes: await testPdf('edit two'), name: 'second.pdf' }).expect(200);
      expect(replaced.body.data.coa).not.toBe(coa);
      expect(replaced.body.data.coa_name).toBe('second.pdf');
      await shop.http().get(coa).expect(404);
      const removed = await shop.http().post(`${lotsPath(pid)}/${lotId}`).set(as(staff)).type('form').send({ lot_number: 'L-EDITED', expires_on: '2029-12-31', remove_coa: '1' }).expect(200);
      expect(removed.body.data).toMatchObject({ coa: '', coa_name: '' });
      await shop.http().get(replaced.body.data.coa).expect(404);
      await shop.http().post(`${lotsPath(pid)}/${lotId}`).set(as(staff)).type('form').send({ lot_number: 'L-EDITED', expires_on: '2029-12-31', remove_coa: 'yes' }).expect(400);
    });

    it('refuses a taken number, a bad date, and a lot of another product or beyond 2^31', async () => {
      await shop.http().post(`${lotsPath(pid)}/${lotId}`).set(as(staff)).type('form').send({ lot_number: 'L2026-01', expires_on: '2029-12-31' }).expect(409);
      await shop.http().post(`${lotsPath(pid)}/${lotId}`).set(as(staff)).type('form').send({ lot_number: 'L-EDITED', expires_on: '2029-02-29' }).expect(400);
      const foreign = await shop.http().post(`${lotsPath(otherPid)}/${lotId}`).set(as(staff)).type('form').send({ lot_number: 'L-EDITED', expires_on: '2029-12-31' }).expect(404);
      expect(foreign.body.message).toBe('该产品没有这个批号');
      await shop.http().post(`${lotsPath(otherPid)}/${lotId}/delete`).set(as(staff)).expect(404);
      await shop.http().post(`${lotsPath(pid)}/2147483648/delete`).set(as(staff)).expect(400);
      await shop.http().post(`${lotsPath(pid)}/99999999/delete`).set(as(staff)).expect(404);
      expect((await list()).body.data.some((l: { lotid: number }) => l.lotid === lotId)).toBe(true);
    });

    it('deletes a lot no order was shipped from', async () => {
      await shop.http().post(`${lotsPath(pid)}/${lotId}/delete`).set(as(staff)).expect(200, { code: 200, data: { lotid: lotId } });
      expect((await list()).body.data.some((l: { lotid: number }) => l.lotid === lotId)).toBe(false);
    });
  });

  it('serves certificates only by a stored name', async () => {
    for (const name of ['..%2F..%2Fpackage.json', 'ffffffffffffffffffffffffffffffff.pdf', 'x.pdf']) {
      const res = await shop.http().get(`/api/iteminfo/coa/${name}`).expect(404);
      expect(res.body.message).toBe('没有这份分析证书');
    }
    expect([400, 404]).toContain((await shop.http().get('/api/iteminfo/coa/%00.pdf')).status);
    const [{ coa_file: file }] = await shop.dataSource.query(`SELECT coa_file FROM product_lots WHERE coa_file IS NOT NULL LIMIT 1`);
    await shop.http().get(`/api/iteminfo/coa/${file}`).query({ lot: 'abc' }).expect(400);
    await shop.http().get(`/api/iteminfo/coa/${file}`).query({ lot: '99999999' }).expect(200);
  });
});
