import { gzipSync } from 'node:zlib';
import { png } from '../../test-support/review-fixtures';
import { signUp, SignedUp, XHR } from '../../test-support/account-helpers';
import { createTestApp, TestApp } from '../../test-support/test-app';

/**
 * Input refused before any route sees it, answered as `{ code, message }` in the caller's language.
 * The shop serves its SPA here as in production: the SPA server's error handler used to turn every
 * body error under /api into a 404.
 */
describe('the request edge: bodies that cannot be read, NUL, undecodable addresses', () => {
  let shop: TestApp;
  let customer: SignedUp;
  beforeAll(async () => {
    shop = await createTestApp({ spa: true });
    customer = await signUp(shop);
  });
  afterAll(() => shop.close());

  const login = (language = 'zh') => shop.http().post('/api/useridentify/login').set(XHR).set('X-Language', language);

  it('still serves the SPA and answers an unknown /api call with a 404 envelope', async () => {
    const page = await shop.http().get('/hot').expect(200);
    expect(page.text).toContain('<div id="root">');
    expect((await shop.http().get('/api/nothing-here').expect(404)).body).toEqual({ code: 404, message: '请求的资源不存在' });
  });

  it('answers invalid JSON with 400 in the caller language', async () => {
    const zh = await login().set('Content-Type', 'application/json').send('{"email":').expect(400);
    expect(zh.body).toEqual({ code: 400, message: '请求内容格式有误，无法解析' });
    const en = await login('en').set('Content-Type', 'application/json').send('{"email":').expect(400);
    expect(en.body).toEqual({ code: 400, message: 'The request body is malformed and cannot be read' });
  });

  it('answers a JSON or form body over 1 MB with 413', async () => {
    const big = 'x'.repeat(1024 * 1024 + 1);
    const json = await login('en').set('Content-Type', 'application/json').send(JSON.stringify({ email: big })).expect(413);
    expect(json.body).toEqual({ code: 413, message: 'The request body is too large (limit 1 MB)' });
    const form = await login().type('form').send(`email=${big}`).expect(413);
    expect(form.body).toEqual({ code: 413, message: '提交的内容过大（上限 1 MB）' });
  });

  it('answers more than 1,000 form parameters with 413, and takes 1,000', async () => {
    const fields = (n: number) => Array.from({ length: n }, (_, i) => `f${i}=1`).join('&');
    const res = await login('en').type('form').send(fields(1001)).expect(413);
    expect(res.body).toEqual({ code: 413, message: 'The form has too many fields (limit 1,000)' });
    expect((await login().type('form').send(fields(1001)).expect(413)).body.message).toBe('表单字段过多（上限 1000 个）');
    // 1,000 fields are read (and then refused by the form's own rules, not by the parser).
    expect((await login('en').type('form').send(fields(1000)).expect(400)).body.fields).toBeDefined();
  });

  it('answers an unsupported charset with 415', async () => {
    for (const type of ['application/x-www-form-urlencoded; charset=utf-7', 'application/json; charset=utf-7']) {
      const res = await login('en').set('Content-Type', type).send('email=a').expect(415);
      expect(res.body).toEqual({ code: 415, message: 'Unsupported charset; please send UTF-8' });
    }
    expect((await login().set('Content-Type', 'application/x-www-form-urlencoded; charset=utf-7').send('a=1').expect(415)).body.message).toBe(
      '不支持该字符集，请使用 UTF-8',
    );
  });

  // superagent would form-encode a Buffer sent as a form; these bodies must reach the shop as bytes.
  const raw = (body: unknown) => body as string;

  it('answers a body that does not decode from its Content-Encoding with 400, an unknown encoding with 415, and reads real gzip', async () => {
    const broken = await login('en').type('form').set('Content-Encoding', 'gzip').send(Buffer.from('not gzip at all')).expect(400);
    expect(broken.body).toEqual({ code: 400, message: 'The request body cannot be decoded' });
    const zh = await login().type('form').set('Content-Encoding', 'deflate').send(Buffer.from('nope')).expect(400);
    expect(zh.body.message).toBe('请求内容无法解码');
    const unknown = await login('en').type('form').set('Content-Encoding', 'x-unknown').send('a=1').expect(415);
    expect(unknown.body).toEqual({ code: 415, message: 'Unsupported Content-Encoding' });

    const gz = gzipSync(`email=${encodeURIComponent(customer.email)}&password=${customer.password}`);
    const ok = await login().type('form').set('Content-Encoding', 'gzip').serialize(raw).send(gz).expect(200);
    expect(ok.body).toMatchObject({ code: 200, islogin: { uid: customer.uid } });
  });

  it('answers an address that does not decode with 400, not 404', async () => {
    const res = await shop.http().get('/api/comment/image/%E0%A4%A').set('X-Language', 'en').expect(400);
    expect(res.body).toEqual({ code: 400, message: 'The request address is not validly encoded' });
  });

  describe('NUL in any text is refused with 400 naming the field', () => {
    const NUL_ZH = { code: 400, message: '内容不能包含空字符（NUL）' };
    const NUL_EN = { code: 400, message: 'Text must not contain NUL characters' };

    it('in the query (search word, distributor province)', async () => {
      expect((await shop.http().get('/api/iteminfo/searchitem/?searchword=a%00b').expect(400)).body).toEqual({ ...NUL_ZH, field: 'searchword' });
      const en = await shop.http().get('/api/agentinfo/?province=%00').set('X-Language', 'en').expect(400);
      expect(en.body).toEqual({ ...NUL_EN, field: 'province' });
    });

    it('in a route parameter', async () => {
      expect((await shop.http().get('/api/comment/image/a%00.png').expect(400)).body).toEqual({ ...NUL_ZH, field: 'path' });
    });

    it('in a form or JSON body (login e-mail and password)', async () => {
      expect((await login().type('form').send('email=a%00b%40x&password=p').expect(400)).body).toEqual({ ...NUL_ZH, field: 'email' });
      const json = await login('en').send({ email: 'a@x', password: 'p\u0000' }).expect(400);
      expect(json.body).toEqual({ ...NUL_EN, field: 'password' });
      const nested = await login('en').send({ email: 'a@x', password: 'p', extra: { deep: ['ok', 'n\u0000'] } }).expect(400);
      expect(nested.body.field).toBe('extra.deep.1');
    });

    it('in a field name', async () => {
      expect((await login().type('form').send('em%00ail=a&password=p').expect(400)).body).toEqual({ ...NUL_ZH, field: 'em\u0000ail' });
    });

    it('in a multipart field (read after the route is chosen)', async () => {
      const res = await shop
        .http()
        .post('/api/comment/addcommentpic/')
        .set('Authorization', customer.authorization)
        .set('X-Language', 'en')
        .field('pid', '1\u0000')
        .attach('file', await png(), 'a.png')
        .expect(400);
      expect(res.body).toEqual({ ...NUL_EN, field: 'pid' });
    });

    it('in address fields, the requirement form and the review form', async () => {
      const auth = { Authorization: customer.authorization };
      const address = await shop.http().post('/api/addrinfo/addaddress').set(auth).type('form').send({ recname: 'A\u0000', city: 'X' }).expect(400);
      expect(address.body.field).toBe('recname');
      const requirement = await shop.http().post('/api/requirementinfo/addrequirement').set(XHR).type('form').send({ description: '\u0000' });
      expect(requirement.status).toBe(400);
      expect(requirement.body.field).toBe('description');
      const review = await shop.http().post('/api/comment/addcomment').set(auth).type('form').send({ pid: '1', FirstName: 'x\u0000' }).expect(400);
      expect(review.body.field).toBe('FirstName');
    });
  });
});
