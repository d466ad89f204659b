import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createTestApp, TestApp } from '../../../../test-support/test-app';
import { png, signUpStaff } from '../../../../test-support/review-fixtures';
import { signUp, SignedUp, XHR } from '../../../../test-support/account-helpers';

const uploadDir = mkdtempSync(join(tmpdir(), 'shop-carousel-'));
process.env.UPLOAD_DIR = uploadDir;

const TEXTS = { routlink: '/hot?reactivity=Zebrafish', picname_ch: '斑马鱼抗体', picname_en: 'Zebrafish antibodies' };

describe('staff carousel desk (admininfo/carousel)', () => {
  let shop: TestApp;
  let customer: SignedUp;
  let staff: SignedUp;
  let picture: Buffer;

  beforeAll(async () => {
    shop = await createTestApp();
    customer = await signUp(shop);
    staff = await signUpStaff(shop);
    picture = await png();
  });
  afterAll(async () => {
    await shop.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  /** A multipart post as the staff page sends it; `fields` values may repeat a key when given as arrays. */
  const send = (path: string, fields: Record<string, string | string[] | undefined>, image?: Buffer, user: SignedUp | null = staff, language: 'zh' | 'en' = 'en') => {
    const req = shop.http().post(`/api/admininfo/carousel${path}`).set(XHR).set('X-Language', language);
    if (user) req.set('Authorization', user.authorization);
    for (const [name, value] of Object.entries(fields)) {
      for (const one of value === undefined ? [] : Array.isArray(value) ? value : [value]) req.field(name, one);
    }
    return image ? req.attach('imagefile', image, 'slide.png') : req;
  };
  const staffList = () => shop.http().get('/api/admininfo/carousel').set('Authorization', staff.authorization).expect(200);
  const publicSlides = async (language: 'zh' | 'en' = 'zh') =>
    (await shop.http().get('/api/recinfo/carousel').set('X-Language', language).expect(200)).body.data as Array<{ id: number; url: string; routlink: string; picname: string }>;
  /** Rows and stored files: a refused call must change neither. */
  // The folder appears with the first stored picture (the file storage makes folders as it writes).
  const storedCarouselFiles = () => (existsSync(join(uploadDir, 'carousel')) ? readdirSync(join(uploadDir, 'carousel')).sort() : []);
  const state = async () => ({ rows: await shop.dataSource.query(`SELECT * FROM carousel_pictures ORDER BY id`), files: storedCarouselFiles() });

  describe('who may call', () => {
    it('answers 401 to visitors and 403 to customers, and stores nothing', async () => {
      const before = await state();
      await shop.http().get('/api/admininfo/carousel').expect(401);
      await send('', TEXTS, picture, null).expect(401);
      await send('/1', TEXTS, picture, null).expect(401);
      await shop.http().post('/api/admininfo/carousel/1/move').type('form').send({ direction: 'up' }).expect(401);
      await shop.http().post('/api/admininfo/carousel/1/delete').expect(401);
      await shop.http().get('/api/admininfo/carousel').set('Authorization', customer.authorization).expect(403);
      const refused = await send('', TEXTS, picture, customer, 'zh').expect(403);
      expect(refused.body.message).toBe('仅限工作人员');
      await send('/1', TEXTS, picture, customer).expect(403);
      await shop.http().post('/api/admininfo/carousel/1/move').set('Authorization', customer.authorization).type('form').send({ direction: 'up' }).expect(403);
      await shop.http().post('/api/admininfo/carousel/1/delete').set('Authorization', customer.authorization).expect(403);
      expect(await state()).toEqual(before);
    });
  });

  describe('a slide from upload to deletion, seen on the home page at once', () => {
    let first: number;
    let second: number;

    it('creates a slide with its picture, shown first by the public carousel', async () => {
      expect(await publicSlides()).toEqual([]);
      const res = await send('', TEXTS, picture).expect(200);
      first = res.body.data.id;
      expect(res.body).toEqual({
        code: 200,
        data: { id: first, url: expect.stringMatching(/^\/api\/recinfo\/image\/carousel\/carousel-[0-9a-f]{20}\.png$/), ...TEXTS, position: 1 },
      });
      expect(await publicSlides('zh')).toEqual([{ id: first, url: res.body.data.url, routlink: TEXTS.routlink, picname: '斑马鱼抗体' }]);
      expect((await publicSlides('en'))[0].picname).toBe('Zebrafish antibodies');
      const served = await shop.http().get(res.body.data.url).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect((await staffList()).body.data).toEqual([res.body.data]);
    });

    it('adds a second slide at the end', async () => {
      const res = await send('', { routlink: '/productsel/taganti', picname_ch: '标签抗体', picname_en: 'Tag antibodies' }, picture).expect(200);
      second = res.body.data.id;
      expect(res.body.data.position).toBe(2);
      expect((await publicSlides()).map((s) => s.id)).toEqual([first, second]);
    });

    it('edits link and names and keeps the picture when none is sent', async () => {
      const before = (await staffList()).body.data[0];
      const res = await send(`/${first}`, { routlink: '/hot?reactivity=Plants', picname_ch: '植物抗体', picname_en: 'Plant antibodies' }).expect(200);
      expect(res.body.data).toEqual({ ...before, routlink: '/hot?reactivity=Plants', picname_ch: '植物抗体', picname_en: 'Plant antibodies' });
      expect((await publicSlides('en'))[0]).toMatchObject({ id: first, routlink: '/hot?reactivity=Plants', picname: 'Plant antibodies', url: before.url });
    });

    it('replaces the picture under a new name', async () => {
      const before = (await staffList()).body.data[0];
      const jpeg = await sharp({ create: { width: 40, height: 12, channels: 3, background: '#225588' } }).jpeg().toBuffer();
      const res = await send(`/${first}`, { routlink: before.routlink, picname_ch: before.picname_ch, picname_en: before.picname_en }, jpeg).expect(200);
      expect(res.body.data.url).toMatch(/^\/api\/recinfo\/image\/carousel\/carousel-[0-9a-f]{20}\.jpg$/);
      expect(res.body.data.url).not.toBe(before.url);
      expect((await publicSlides())[0].url).toBe(res.body.data.url);
      expect((await shop.http().get(res.body.data.url).expect(200)).headers['content-type']).toBe('image/jpeg');
    });

    it('moves a slide up and down; at either end nothing moves', async () => {
      const up = await shop.http().post(`/api/admininfo/carousel/${second}/move`).set('Authorization', staff.authorization).type('form').send({ direction: 'up' }).expect(200);
      expect(up.body.data.map((s: { id: number; position: number }) => [s.id, s.position])).toEqual([[second, 1], [first, 2]]);
      expect((await publicSlides()).map((s) => s.id)).toEqual([second, first]);
      await shop.http().post(`/api/admininfo/carousel/${second}/move`).set('Authorization', staff.authorization).type('form').send({ direction: 'up' }).expect(200);
      expect((await publicSlides()).map((s) => s.id)).toEqual([second, first]);
      await shop.http().post(`/api/admininfo/carousel/${second}/move`).set('Authorization', staff.authorization).type('form').send({ direction: 'down' }).expect(200);
      expect((await publicSlides()).map((s) => s.id)).toEqual([first, second]);
    });

    it('deletes a slide; a second delete, an edit or a move of it answers 404', async () => {
      await shop.http().post(`/api/admininfo/carousel/${second}/delete`).set('Authorization', staff.authorization).expect(200, { code: 200, data: { id: second } });
      expect((await publicSlides()).map((s) => s.id)).toEqual([first]);
      const again = await shop.http().post(`/api/admininfo/carousel/${second}/delete`).set('Authorization', staff.authorization).set('X-Language', 'zh').expect(404);
      expect(again.body.message).toBe('该轮播图不存在（可能已被删除）');
      const before = await state();
      await send(`/${second}`, TEXTS, picture).expect(404);
      await shop.http().post(`/api/admininfo/carousel/${second}/move`).set('Authorization', staff.authorization).type('form').send({ direction: 'up' }).expect(404);
      expect(await state()).toEqual(before);
    });
  });

  describe('refuses bad input with a message and changes nothing', () => {
    let id: number;
    beforeAll(async () => {
      id = (await send('', TEXTS, picture).expect(200)).body.data.id;
    });

    const IN_APP = {
      zh: '链接必须是本站内的路径，以 / 开头，例如 /hot?reactivity=Zebrafish',
      en: 'The link must be a path on this site starting with /, for example /hot?reactivity=Zebrafish',
    };
    const refusals: Array<[string, Record<string, string | undefined>, string, { zh: string; en: string }]> = [
      ['a missing Chinese name', { picname_ch: undefined }, 'picname_ch', { zh: '请填写中文名称', en: 'Please fill in the Chinese name' }],
      ['a blank English name', { picname_en: '  ' }, 'picname_en', { zh: '请填写英文名称', en: 'Please fill in the English name' }],
      ['a missing link', { routlink: '' }, 'routlink', { zh: '请填写链接', en: 'Please fill in the link' }],
      ['a link to another site', { routlink: 'https://evil.example/hot' }, 'routlink', IN_APP],
      ['a protocol-relative link', { routlink: '//evil.example/hot' }, 'routlink', IN_APP],
      ['a backslash link', { routlink: '/\\evil.example' }, 'routlink', IN_APP],
      ['a javascript: link', { routlink: 'javascript:alert(1)' }, 'routlink', IN_APP],
      ['a relative link', { routlink: 'hot?reactivity=Plants' }, 'routlink', IN_APP],
      ['a backslash later in the link', { routlink: '/hot\\..\\evil' }, 'routlink', IN_APP],
      ['a link too long', { routlink: `/hot?q=${'x'.repeat(494)}` }, 'routlink', { zh: '链接不能超过 500 个字符', en: 'The link must be at most 500 characters' }],
      ['a name too long', { picname_en: 'x'.repeat(201) }, 'picname_en', { zh: '英文名称不能超过 200 个字符', en: 'The English name must be at most 200 characters' }],
      // NUL is refused for every field by one rule at the edge (http/nul-bytes.ts), naming the field.
      ['a NUL byte', { picname_ch: '斑马\u0000鱼' }, 'picname_ch', { zh: '内容不能包含空字符（NUL）', en: 'Text must not contain NUL characters' }],
      ['a control character', { picname_ch: '斑马\u0007鱼' }, 'picname_ch', { zh: '中文名称不能包含控制字符', en: 'The Chinese name must not contain control characters' }],
    ];

    it.each(refusals)('refuses %s, in zh and en', async (_case, change, field, message) => {
      const before = await state();
      const fields = { ...TEXTS, ...change };
      for (const language of ['zh', 'en'] as const) {
        const created = await send('', fields, picture, staff, language).expect(400);
        expect(created.body).toEqual({ code: 400, message: message[language], field });
        const edited = await send(`/${id}`, fields, picture, staff, language).expect(400);
        expect(edited.body.message).toBe(message[language]);
      }
      expect(await state()).toEqual(before);
    });

    it('accepts the list links the shop writes itself, spaces, quotes and brackets included', async () => {
      const link = "/hot?pageid=1&searchdata=None&producttype=['Secondary Antibody']";
      expect((await send(`/${id}`, { ...TEXTS, routlink: link }).expect(200)).body.data.routlink).toBe(link);
      await send(`/${id}`, TEXTS).expect(200);
    });

    it('accepts a link of exactly 500 characters', async () => {
      const link = `/hot?q=${'x'.repeat(493)}`;
      expect(link).toHaveLength(500);
      expect((await send(`/${id}`, { ...TEXTS, routlink: link }).expect(200)).body.data.routlink).toBe(link);
      await send(`/${id}`, TEXTS).expect(200);
    });

    it('refuses a slide without a picture, a picture that is not one, and a picture too large', async () => {
      const before = await state();
      const none = await send('', TEXTS, undefined, staff, 'zh').expect(400);
      expect(none.body.message).toBe('请选择要上传的图片');
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
      await send('', TEXTS, svg).expect(415);
      await send(`/${id}`, TEXTS, svg).expect(415);
      const huge = Buffer.concat([picture, Buffer.alloc(6 * 1024 * 1024)]);
      const tooLarge = await send('', TEXTS, huge).expect(413);
      expect(tooLarge.body.message).toBe('The picture must not be larger than 5 MB');
      expect(await state()).toEqual(before);
    });

    it('refuses wrong types, unknown fields, huge fields and bad ids', async () => {
      const before = await state();
      const twice = await send('', { ...TEXTS, picname_ch: ['一', '二'] }, picture).expect(400);
      expect(twice.body.fields).toEqual([{ field: 'picname_ch', problems: expect.any(Array) }]);
      await send('', { ...TEXTS, position: '1' }, picture).expect(400);
      await send(`/${id}`, { ...TEXTS, picname_en: 'x'.repeat(2 * 1024 * 1024) }).expect(400);
      // A form-encoded body carries no picture: refused before anything is read.
      await shop.http().post('/api/admininfo/carousel').set('Authorization', staff.authorization).type('form').send(TEXTS).expect(400);
      for (const bad of ['2147483648', '99999999999999999999', '0', '-1', 'abc']) {
        await send(`/${bad}`, TEXTS).expect(400);
        await shop.http().post(`/api/admininfo/carousel/${bad}/move`).set('Authorization', staff.authorization).type('form').send({ direction: 'up' }).expect(400);
        await shop.http().post(`/api/admininfo/carousel/${bad}/delete`).set('Authorization', staff.authorization).expect(400);
      }
      await send('/2147483647', TEXTS, picture).expect(404);
      await shop.http().post('/api/admininfo/carousel/2147483647/delete').set('Authorization', staff.authorization).expect(404);
      for (const direction of ['', 'left', 'UP']) {
        await shop.http().post(`/api/admininfo/carousel/${id}/move`).set('Authorization', staff.authorization).type('form').send({ direction }).expect(400);
      }
      expect(await state()).toEqual(before);
    });
  });
});
