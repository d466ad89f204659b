import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REQUIREMENTS_PER_HOUR } from './requirement-forms/requirement-throttle.guard';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { signUp, SignedUp } from '../../../test-support/account-helpers';
import { png, signUpStaff } from '../../../test-support/review-fixtures';
import { waitForValue } from '../../../test-support/wait-for';

const uploadDir = mkdtempSync(join(tmpdir(), 'shop-content-'));
process.env.UPLOAD_DIR = uploadDir;

describe('promotions, carousel and requirement forms', () => {
  let shop: TestApp;
  let customer: SignedUp;
  let staff: SignedUp;

  beforeAll(async () => {
    shop = await createTestApp();
    customer = await signUp(shop);
    staff = await signUpStaff(shop);
  });
  afterAll(async () => {
    await shop.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const savePromotion = (user: SignedUp, fields: Record<string, string>, image?: Buffer) => {
    const req = shop.http().post('/api/admininfo/uploadhomepagerectext').set('Authorization', user.authorization).set('X-Language', 'en');
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    return image ? req.attach('imagefile', image, 'banner.png') : req;
  };

  describe('promotion editor save (admininfo/uploadhomepagerectext)', () => {
    let textid: number;

    it('creates a promotion with a picture, listed by homepagefirstrec', async () => {
      const res = await savePromotion(
        staff,
        { textid: '', textname_ch: '新品八折', textname_en: 'New products 20% off', textedit_ch: '<p>中文<strong>内容</strong></p>', textedit_en: '<p>English <em>text</em></p>' },
        await png(),
      ).expect(200);
      textid = res.body.data.textid;
      expect(res.body.data.imagefile).toMatch(/^\/api\/recinfo\/image\/promotions\/promotion-[0-9a-f]+\.png$/);
      const list = await shop.http().get('/api/recinfo/homepagefirstrec').expect(200);
      expect(list.body.data).toContainEqual({ textid, imagefile: res.body.data.imagefile, textname_ch: '新品八折', textname_en: 'New products 20% off' });
      const picture = await shop.http().get(res.body.data.imagefile).expect(200);
      expect(picture.headers['content-type']).toBe('image/png');
    });

    it('serves the text by textid, and 300 for an unknown one', async () => {
      const res = await shop.http().get('/api/recinfo/homepagerectext/').query({ textid }).expect(200);
      expect(res.body).toMatchObject({ code: 200, data: { textid, textedit_ch: '<p>中文<strong>内容</strong></p>', textedit_en: '<p>English <em>text</em></p>' } });
      expect((await shop.http().get('/api/recinfo/homepagerectext/').query({ textid: 987654 }).expect(200)).body.code).toBe(300);
    });

    it('sanitises on save: no script, no event handlers, no javascript: links survive', async () => {
      const hostile = [
        '<p onclick="steal()">Hello<script>alert(1)</script></p>',
        '<img src="x" onerror="alert(2)">',
        '<a href="javascript:alert(3)">click</a>',
        '<a href="JaVaScRiPt&colon;alert(4)">again</a>',
        '<svg onload="alert(5)"></svg><iframe src="https://evil.example"></iframe>',
        '<a href="https://example.com/offer" target="_blank">offer</a>',
        '<div style="background:url(javascript:alert(6))">styled</div>',
      ].join('');
      const res = await savePromotion(staff, { textid: String(textid), textname_ch: '活动', textname_en: 'Offer', textedit_ch: hostile, textedit_en: hostile }).expect(200);
      for (const html of [res.body.data.textedit_ch, res.body.data.textedit_en]) {
        expect(html).not.toMatch(/<script|alert\(1\)/i);
        expect(html).not.toMatch(/\son[a-z]+=/i);
        expect(html).not.toMatch(/javascript/i);
        expect(html).not.toMatch(/<svg|<iframe/i);
        expect(html).toContain('Hello');
        expect(html).toContain('<a href="https://example.com/offer" target="_blank" rel="noopener noreferrer">offer</a>');
      }
      const stored = await shop.http().get('/api/recinfo/homepagerectext/').query({ textid }).expect(200);
      expect(stored.body.data.textedit_en).toBe(res.body.data.textedit_en);
      // The picture was kept: no new file was sent.
      expect(stored.body.data.imagefile).toMatch(/promotion-/);
    });

    it('refuses missing names, an unknown textid and a non-image picture', async () => {
      await savePromotion(staff, { textname_ch: '', textname_en: 'x' }).expect(400);
      await savePromotion(staff, { textid: '999999', textname_ch: 'a', textname_en: 'b' }).expect(404);
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
      await shop
        .http()
        .post('/api/admininfo/uploadhomepagerectext')
        .set('Authorization', staff.authorization)
        .field('textname_ch', 'a')
        .field('textname_en', 'b')
        .attach('imagefile', svg, 'x.png')
        .expect(415);
    });
  });

  describe('carousel', () => {
    it('answers slides with the name in the caller language and serves their pictures', async () => {
      mkdirSync(join(uploadDir, 'carousel'), { recursive: true });
      writeFileSync(join(uploadDir, 'carousel', '1.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
      await shop.dataSource.query(
        `INSERT INTO carousel_pictures (image_file, link, name_zh, name_en, position) VALUES ('1.svg', '/hot?producttype=Pathological%20Antibody', '病理级抗体', 'Pathology-grade antibodies', 1)`,
      );
      const zh = await shop.http().get('/api/recinfo/carousel').expect(200);
      expect(zh.body).toEqual({ code: 200, data: [{ id: expect.any(Number), url: '/api/recinfo/image/carousel/1.svg', routlink: '/hot?producttype=Pathological%20Antibody', picname: '病理级抗体' }] });
      const en = await shop.http().get('/api/recinfo/carousel').set('X-Language', 'en').expect(200);
      expect(en.body.data[0].picname).toBe('Pathology-grade antibodies');
      const svg = await shop.http().get('/api/recinfo/image/carousel/1.svg').expect(200);
      expect(svg.headers['content-type']).toBe('image/svg+xml');
      expect(svg.headers['content-security-policy']).toContain("default-src 'none'");
      await shop.http().get('/api/recinfo/image/carousel/..%2F..%2Fetc%2Fpasswd').expect(404);
      await shop.http().get('/api/recinfo/image/reviews/1.svg').expect(404);
    });
  });

  describe('requirement form', () => {
    it('stores the form and mails it to sales through the queue', async () => {
      const form = new URLSearchParams({ email: 'lab@example.edu', antibodyname: 'Anti-<b>FOXP3</b>', description: 'Need for IHC-p on mouse spleen' });
      form.append('apply', 'WB');
      form.append('apply', 'IHC-p');
      form.append('resource', 'Mouse');
      const res = await shop.http().post('/api/requirementinfo/addrequirement').type('form').send(form.toString()).expect(200);
      expect(res.body.code).toBe(200);
      const mails = await waitForValue(
        async () => (await shop.http().get('/api/dev/mailbox').query({ to: 'sales@antibody-shop.example' }).expect(200)).body.data as Array<{ subject: string; html: string; text: string }>,
        (box) => box.length > 0,
        10_000,
        'the requirement mail to the sales inbox',
        50,
      );
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toContain('WB, IHC-p');
      expect(mails[0].html).toContain('Anti-&lt;b&gt;FOXP3&lt;/b&gt;');

      const inbox = await shop.http().get('/api/admininfo/requirements').set('Authorization', staff.authorization).expect(200);
      expect(inbox.body.data[0]).toMatchObject({ email: 'lab@example.edu', apply: ['WB', 'IHC-p'], resource: ['Mouse'], mailed: true, handled: false });
      await shop.http().post(`/api/admininfo/requirements/${inbox.body.data[0].id}/handled`).set('Authorization', staff.authorization).expect(200);
    });

    it('caps the form per client IP', async () => {
      const form = { email: 'flood@example.com', antibodyname: 'Anti-FLOOD', description: 'x' };
      const statuses: number[] = [];
      for (let i = 0; i < REQUIREMENTS_PER_HOUR + 2; i++) {
        statuses.push((await shop.http().post('/api/requirementinfo/addrequirement').set('X-Forwarded-For', '203.0.113.9').type('form').send(form)).status);
      }
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
      expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(REQUIREMENTS_PER_HOUR);
    });

    it('refuses an empty form and unknown options', async () => {
      await shop.http().post('/api/requirementinfo/addrequirement').type('form').send({}).expect(400);
      await shop.http().post('/api/requirementinfo/addrequirement').type('form').send({ antibodyname: 'x', apply: 'DANCE' }).expect(400);
    });
  });

  it('gives a customer 403 and a visitor 401 on every staff content call', async () => {
    const calls = [
      () => shop.http().post('/api/admininfo/uploadhomepagerectext').field('textname_ch', 'a').field('textname_en', 'b'),
      () => shop.http().get('/api/admininfo/requirements'),
      () => shop.http().post('/api/admininfo/requirements/1/handled'),
    ];
    for (const call of calls) {
      expect((await call().set('Authorization', customer.authorization).expect(403)).body.code).toBe(403);
      await call().set('X-Requested-With', 'XMLHttpRequest').expect(401);
    }
  });
});
