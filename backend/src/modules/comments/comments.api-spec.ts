import sharp from 'sharp';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { signUp, SignedUp } from '../../../test-support/account-helpers';
import { insertProduct, jpegWithExif, png, rawMultipart, signUpStaff } from '../../../test-support/review-fixtures';

const uploadDir = mkdtempSync(join(tmpdir(), 'shop-uploads-'));
process.env.UPLOAD_DIR = uploadDir;

describe('reviews: comment/* calls and the staff review queue', () => {
  let shop: TestApp;
  let customer: SignedUp;
  let staff: SignedUp;
  let pid: number;

  beforeAll(async () => {
    shop = await createTestApp();
    pid = await insertProduct(shop, 'ABR0001');
    customer = await signUp(shop);
    staff = await signUpStaff(shop);
  });
  afterAll(async () => {
    await shop.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const upload = (user: SignedUp, bytes: Buffer, filename: string, fields: Record<string, string> = { pid: String(pid) }) => {
    const req = shop.http().post('/api/comment/addcommentpic').set('Authorization', user.authorization).set('X-Language', 'en');
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    return req.attach('file', bytes, { filename, contentType: 'image/jpeg' });
  };

  function reviewForm(image: string, overrides: Record<string, string> = {}) {
    return {
      pid: String(pid),
      CatalogNumber: 'ABR0001',
      LotNumber: 'L2024-07',
      FirstName: 'Wei',
      LastName: 'Zhang',
      Country: 'China',
      EmailAddress: 'zhang@example.edu',
      InsititutionUniversity: 'Fudan University',
      ApplicationUsed: 'WESTERN BLOT,IMMUNOFLUORESCENCE',
      UploadAnyImages: image,
      Species: 'Mouse',
      SpeciesElse: '',
      Type: 'Tissue',
      Specification: 'Clean single band at the expected size in liver lysate.',
      PrimaryAntibodyDilution: '1:1000',
      ensureCheck: 'true',
      ...overrides,
    };
  }

  describe('addcommentpic', () => {
    it('stores a JPEG under <uid>-<pid>- with its EXIF stripped, served to its owner', async () => {
      const res = await upload(customer, await jpegWithExif(), 'blot.jpg', { FileNewName: `${customer.uid}-${pid}-blot.jpg` }).expect(200);
      expect(res.body.code).toBe(200);
      const name: string = res.body.data;
      expect(name).toMatch(new RegExp(`^${customer.uid}-${pid}-[0-9a-f]+\\.jpg$`));
      expect(readdirSync(join(uploadDir, 'reviews'))).toContain(name);

      const served = await shop.http().get(`/api/comment/image/${name}`).set('Authorization', customer.authorization).buffer(true).parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      }).expect(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(served.body as Buffer).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect((served.body as Buffer).includes(Buffer.from('Dr Private'))).toBe(false);
    });

    it('hides a picture of an unapproved review from other visitors', async () => {
      const res = await upload(customer, await png(), 'cells.png').expect(200);
      await shop.http().get(`/api/comment/image/${res.body.data}`).expect(404);
      await shop.http().get(`/api/comment/image/${res.body.data}`).set('Authorization', staff.authorization).expect(200);
    });

    it('refuses a PHP script named .jpg, judged by content', async () => {
      const res = await upload(customer, Buffer.from('<?php system($_GET["c"]); ?>'), 'shell.jpg').expect(415);
      expect(res.body.message).toBe('Only JPG, PNG or GIF pictures can be uploaded (judged by the file content)');
    });

    it('refuses an SVG, named .svg or .jpg', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      expect((await upload(customer, svg, 'logo.svg').expect(415)).body.message).toBe('Only .jpg, .jpeg, .png or .gif pictures can be uploaded');
      expect((await upload(customer, svg, 'logo.jpg').expect(415)).body.message).toMatch(/judged by the file content/);
    });

    it('refuses a 20 MB file with the size limit in the message', async () => {
      const big = Buffer.alloc(20 * 1024 * 1024, 0);
      big.set([0xff, 0xd8, 0xff, 0xe0]);
      const res = await upload(customer, big, 'huge.jpg').expect(413);
      expect(res.body.message).toBe('The picture must not be larger than 5 MB');
    });

    it('refuses a file name or FileNewName with ../', async () => {
      const image = await png();
      const raw = rawMultipart({ pid: String(pid) }, { field: 'file', filename: '../../etc/passwd.png', bytes: image });
      const res = await shop
        .http()
        .post('/api/comment/addcommentpic')
        .set('Authorization', customer.authorization)
        .set('X-Language', 'en')
        .set('Content-Type', raw.contentType)
        .send(raw.body)
        .expect(400);
      expect(res.body.message).toBe('The file name is not allowed (it must not contain a path or ..)');
      await upload(customer, image, 'ok.png', { FileNewName: `${customer.uid}-${pid}-../../x.png` }).expect(400);
      expect(readdirSync(uploadDir)).toEqual(expect.arrayContaining(['reviews']));
    });

    it('refuses a truncated picture and an unknown product, and needs a login', async () => {
      const jpeg = await jpegWithExif();
      await upload(customer, jpeg.subarray(0, 40), 'cut.jpg').expect(422);
      await upload(customer, jpeg, 'a.jpg', { pid: '999999' }).expect(404);
      await shop.http().post('/api/comment/addcommentpic').attach('file', jpeg, 'a.jpg').expect(401);
    });
  });

  describe('review lifecycle', () => {
    it('submit → not shown → approved → shown with the staff reply', async () => {
      const image = (await upload(customer, await jpegWithExif(), 'wb.jpg').expect(200)).body.data;
      const added = await shop.http().post('/api/comment/addcomment').set('Authorization', customer.authorization).type('form').send(reviewForm(image)).expect(200);
      expect(added.body).toMatchObject({ code: 200, data: { status: 'pending' } });
      const id = added.body.data.id;

      const before = await shop.http().get('/api/comment/showcomment/').query({ pid }).expect(200);
      expect(before.body).toEqual({ code: 200, data: [] });

      const queue = await shop.http().get('/api/admininfo/reviews').set('Authorization', staff.authorization).expect(200);
      expect(queue.body.data.map((r: { id: number }) => r.id)).toContain(id);
      expect(queue.body.data.find((r: { id: number }) => r.id === id)).toMatchObject({ catno: 'ABR0001', productname: 'Anti-ABR0001 antibody', status: 'pending', lastname: 'Zhang' });

      await shop.http().post(`/api/admininfo/reviews/${id}/approve`).set('Authorization', staff.authorization).expect(200);
      await shop.http().post(`/api/admininfo/reviews/${id}/reply`).set('Authorization', staff.authorization).type('form').send({ content: 'Thank you, a free secondary antibody is on its way.' }).expect(200);

      const after = await shop.http().get('/api/comment/showcomment/').query({ pid }).expect(200);
      expect(after.body.data).toHaveLength(1);
      expect(after.body.data[0]).toMatchObject({
        firstname: 'Wei',
        uploadanyimages: image,
        applicationused: 'WESTERN BLOT,IMMUNOFLUORESCENCE',
        primaryantibodydilution: '1:1000',
        type: 'tissue',
        reply: { content: 'Thank you, a free secondary antibody is on its way.' },
      });
      expect(Date.parse(after.body.data[0].reply.replytime)).not.toBeNaN();
      // Approved: the picture is now public.
      await shop.http().get(`/api/comment/image/${image}`).expect(200);
    });

    it('lists approved reviews newest first and never rejected ones', async () => {
      const ids: number[] = [];
      for (const first of ['Alice', 'Bob', 'Carol']) {
        const image = (await upload(customer, await png(), 'x.png').expect(200)).body.data;
        const res = await shop.http().post('/api/comment/addcomment').set('Authorization', customer.authorization).type('form').send(reviewForm(image, { FirstName: first })).expect(200);
        ids.push(res.body.data.id);
      }
      await shop.http().post(`/api/admininfo/reviews/${ids[0]}/approve`).set('Authorization', staff.authorization).expect(200);
      await shop.http().post(`/api/admininfo/reviews/${ids[1]}/reject`).set('Authorization', staff.authorization).expect(200);
      await shop.http().post(`/api/admininfo/reviews/${ids[2]}/approve`).set('Authorization', staff.authorization).expect(200);
      const shown = await shop.http().get('/api/comment/showcomment/').query({ pid }).expect(200);
      const names = shown.body.data.map((r: { firstname: string }) => r.firstname);
      expect(names.slice(0, 2)).toEqual(['Carol', 'Alice']);
      expect(names).not.toContain('Bob');
    });

    it('answers 300 for an unknown product', async () => {
      const res = await shop.http().get('/api/comment/showcomment/').query({ pid: 424242 }).expect(200);
      expect(res.body.code).toBe(300);
    });
  });

  describe('addcomment rules (spec section 5)', () => {
    let image: string;
    beforeAll(async () => {
      image = (await upload(customer, await png(), 'x.png').expect(200)).body.data;
    });
    const send = (form: Record<string, string>, user = customer) =>
      shop.http().post('/api/comment/addcomment').set('Authorization', user.authorization).type('form').send(form);

    it('needs a login (请您先登录)', async () => {
      const res = await shop.http().post('/api/comment/addcomment').set('X-Requested-With', 'XMLHttpRequest').type('form').send(reviewForm(image)).expect(401);
      expect(res.body.message).toBe('请您先登录');
    });

    it('answers 请填写完成所有信息! naming every empty required field, and stores nothing', async () => {
      const count = async () => Number((await shop.dataSource.query('SELECT count(*) FROM reviews'))[0].count);
      const before = await count();
      const res = await send(reviewForm(image, { LotNumber: '', ensureCheck: '', Country: ' ' })).expect(400);
      expect(res.body.message).toBe('请填写完成所有信息!');
      expect(res.body.fields).toEqual(['LotNumber', 'Country', 'ensureCheck']);
      expect(await count()).toBe(before);
    });

    it.each(['not-an-email', '测试', 'a@b', 'zhang@example.', 'two@@example.edu', 'zhang@example.edu<script>'])('refuses the e-mail %p, naming the field, and stores nothing (issue 31)', async (email) => {
      const count = async () => Number((await shop.dataSource.query('SELECT count(*) FROM reviews'))[0].count);
      const before = await count();
      const res = await send(reviewForm(image, { EmailAddress: email })).set('X-Language', 'en').expect(400);
      expect(res.body).toMatchObject({ message: 'Please enter a valid e-mail address, e.g. name@example.com', fields: ['EmailAddress'] });
      expect((await send(reviewForm(image, { EmailAddress: email })).set('X-Language', 'zh').expect(400)).body.message).toBe('请填写有效的电子邮箱地址，例如 name@example.com');
      expect(await count()).toBe(before);
    });

    it('requires SpeciesElse for Else and refuses it for other species', async () => {
      expect((await send(reviewForm(image, { Species: 'Else' })).expect(400)).body.fields).toEqual(['SpeciesElse']);
      await send(reviewForm(image, { Species: 'Mouse', SpeciesElse: 'Hamster' })).set('X-Language', 'en').expect(400);
      await send(reviewForm(image, { Species: 'Else', SpeciesElse: 'Hamster' })).expect(200);
    });

    it('refuses unknown options, a wrong catalogue number, an unticked statement and a foreign picture', async () => {
      await send(reviewForm(image, { Species: 'Dog' })).expect(400);
      await send(reviewForm(image, { Type: 'Organ' })).expect(400);
      await send(reviewForm(image, { ApplicationUsed: 'WESTERN BLOT,DANCING' })).expect(400);
      await send(reviewForm(image, { CatalogNumber: 'ABR9999' })).expect(400);
      await send(reviewForm(image, { ensureCheck: 'false' })).expect(400);
      const other = await signUp(shop);
      const res = await send(reviewForm(image), other).set('X-Language', 'en').expect(400);
      expect(res.body.message).toBe('Please upload the review picture for this product first');
      await send(reviewForm(`${customer.uid}-${pid}-doesnotexist.png`)).expect(400);
    });

    it('accepts the application list as repeated keys', async () => {
      const form = new URLSearchParams({ ...reviewForm(image), ApplicationUsed: '' });
      form.append('ApplicationUsedList', 'ELISA');
      form.append('ApplicationUsedList', 'CHIP');
      await shop.http().post('/api/comment/addcomment').set('Authorization', customer.authorization).type('form').send(form.toString()).expect(200);
    });
  });

  describe('staff calls', () => {
    it('gives a customer 403 and a visitor 401 on every staff review call', async () => {
      const calls = [
        () => shop.http().get('/api/admininfo/reviews'),
        () => shop.http().post('/api/admininfo/reviews/1/approve'),
        () => shop.http().post('/api/admininfo/reviews/1/reject'),
        () => shop.http().post('/api/admininfo/reviews/1/reply').type('form').send({ content: 'x' }),
      ];
      for (const call of calls) {
        const res = await call().set('Authorization', customer.authorization).expect(403);
        expect(res.body.message).toBe('仅限工作人员');
        await call().set('X-Requested-With', 'XMLHttpRequest').expect(401);
      }
    });

    it('answers 404 for an unknown review and refuses an empty reply', async () => {
      await shop.http().post('/api/admininfo/reviews/999999/approve').set('Authorization', staff.authorization).expect(404);
      await shop.http().post('/api/admininfo/reviews/1/reply').set('Authorization', staff.authorization).type('form').send({ content: '  ' }).expect(400);
    });
  });
});
