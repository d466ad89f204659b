import { createTestApp, TestApp } from '../../../test-support/test-app';
import { signUpStaff } from '../../../test-support/review-fixtures';
import { signUp, SignedUp, XHR } from '../../../test-support/account-helpers';

const VALID = {
  agentname: '苏州新锐生物',
  adress: '苏州市工业园区星湖街 218 号',
  website: 'https://xinrui.example.cn',
  email: 'sales@xinrui.example.cn',
  telephone: '0512-6688 1234',
  province: 'JS',
  enorch: 'zh',
};

describe('staff distributor desk (admininfo/distributors)', () => {
  let shop: TestApp;
  let customer: SignedUp;
  let staff: SignedUp;

  beforeAll(async () => {
    shop = await createTestApp();
    await shop.dataSource.query(`
      INSERT INTO provinces (code, name, language, position) VALUES
        ('JS', '江苏省', 'zh', 1), ('JS', 'Jiangsu', 'en', 1),
        ('BJ', '北京市', 'zh', 2), ('BJ', 'Beijing', 'en', 2)`);
    await shop.dataSource.query(`
      INSERT INTO distributors (province_id, name, address, website, email, telephone, position)
      SELECT id, CASE language WHEN 'zh' THEN '北京博研' ELSE 'Beijing Boyan' END, '', '', '', '010-1', 1
      FROM provinces WHERE code = 'BJ'`);
    customer = await signUp(shop);
    staff = await signUpStaff(shop);
  });
  afterAll(() => shop.close());

  const post = (path: string, fields: Record<string, unknown>, language: 'zh' | 'en' = 'en', user: SignedUp | null = staff) => {
    const req = shop.http().post(`/api/admininfo/${path}`).set(XHR).set('X-Language', language);
    return (user ? req.set('Authorization', user.authorization) : req).type('form').send(fields as Record<string, string>);
  };
  const staffGet = (path: string, query: Record<string, string> = {}) =>
    shop.http().get(`/api/admininfo/${path}`).query(query).set('Authorization', staff.authorization);
  const publicNames = async (province: string, language: 'zh' | 'en') => {
    const res = await shop.http().get('/api/agentinfo/').query({ province }).set('X-Language', language).expect(200);
    return (res.body.data as Array<{ agentname: string }>).map((d) => d.agentname);
  };
  const table = () => shop.dataSource.query(`SELECT * FROM distributors ORDER BY id`);

  describe('who may call', () => {
    it('answers 401 to visitors and 403 to customers, and changes nothing', async () => {
      const before = await table();
      const [first] = before as Array<{ id: number }>;
      await shop.http().get('/api/admininfo/distributors').expect(401);
      await shop.http().get('/api/admininfo/provinces').expect(401);
      await post('distributors', VALID, 'en', null).expect(401);
      await post(`distributors/${first.id}`, VALID, 'en', null).expect(401);
      await post(`distributors/${first.id}/delete`, {}, 'en', null).expect(401);
      await shop.http().get('/api/admininfo/distributors').set('Authorization', customer.authorization).expect(403);
      await shop.http().get('/api/admininfo/provinces').set('Authorization', customer.authorization).expect(403);
      const refused = await post('distributors', VALID, 'zh', customer).expect(403);
      expect(refused.body.message).toBe('仅限工作人员');
      await post(`distributors/${first.id}`, VALID, 'en', customer).expect(403);
      await post(`distributors/${first.id}/delete`, {}, 'en', customer).expect(403);
      expect(await table()).toEqual(before);
    });
  });

  describe('lists', () => {
    it('offers every province with both names for the form', async () => {
      const res = await staffGet('provinces').expect(200);
      expect(res.body).toEqual({ code: 200, data: [{ code: 'JS', zh: '江苏省', en: 'Jiangsu' }, { code: 'BJ', zh: '北京市', en: 'Beijing' }] });
    });

    it('lists distributors of both languages, filtered by province and language, a page at a time', async () => {
      const all = await staffGet('distributors').expect(200);
      expect(all.body).toMatchObject({ code: 200, total: 2, pagesize: 20 });
      expect(all.body.data).toEqual([
        { agentid: expect.any(Number), agentname: '北京博研', adress: '', website: '', email: '', telephone: '010-1', province: '北京市', provincecode: 'BJ', enorch: 'zh' },
        { agentid: expect.any(Number), agentname: 'Beijing Boyan', adress: '', website: '', email: '', telephone: '010-1', province: 'Beijing', provincecode: 'BJ', enorch: 'en' },
      ]);
      const english = await staffGet('distributors', { province: '北京市', enorch: 'en' }).expect(200);
      expect(english.body.data.map((d: { agentname: string }) => d.agentname)).toEqual(['Beijing Boyan']);
      const jiangsu = await staffGet('distributors', { province: 'Jiangsu' }).expect(200);
      expect(jiangsu.body).toMatchObject({ code: 200, total: 0, data: [] });
      const beyond = await staffGet('distributors', { page: '2' }).expect(200);
      expect(beyond.body).toMatchObject({ code: 200, total: 2, data: [] });
      const unknown = await staffGet('distributors', { province: 'Atlantis' }).expect(200);
      expect(unknown.body).toMatchObject({ code: 300, data: [] });
    });

    it('refuses a malformed filter', async () => {
      await staffGet('distributors', { page: '0' }).expect(400);
      await staffGet('distributors', { page: '99999999999' }).expect(400);
      await staffGet('distributors', { enorch: 'fr' }).expect(400);
      await staffGet('distributors', { province: 'x'.repeat(61) }).expect(400);
      await staffGet('distributors', { sort: 'name' }).expect(400);
    });
  });

  describe('create, edit and delete show on the contact page at once', () => {
    let id: number;

    it('creates a distributor in the province row of its language', async () => {
      // The public answer is now held in memory: the change below must clear it.
      expect(await publicNames('江苏省', 'zh')).toEqual([]);
      const res = await post('distributors', VALID).expect(200);
      id = res.body.data.agentid;
      expect(res.body).toEqual({
        code: 200,
        data: { agentid: id, agentname: VALID.agentname, adress: VALID.adress, website: VALID.website, email: VALID.email, telephone: VALID.telephone, province: '江苏省', provincecode: 'JS', enorch: 'zh' },
      });
      expect(await publicNames('江苏省', 'zh')).toEqual([VALID.agentname]);
      expect(await publicNames('Jiangsu', 'en')).toEqual([]);
    });

    it('takes the province by its name in either language, trims, and leaves optional fields empty', async () => {
      expect(await publicNames('Jiangsu', 'en')).toEqual([]);
      const res = await post('distributors', { agentname: '  Suzhou Xinrui  ', province: '江苏省', enorch: 'en' }).expect(200);
      expect(res.body.data).toMatchObject({ agentname: 'Suzhou Xinrui', adress: '', website: '', email: '', telephone: '', province: 'Jiangsu', enorch: 'en' });
      expect(await publicNames('Jiangsu', 'en')).toEqual(['Suzhou Xinrui']);
      await post(`distributors/${res.body.data.agentid}/delete`, {}).expect(200);
    });

    it('edits every field, including moving it to another province', async () => {
      expect(await publicNames('北京市', 'zh')).toEqual(['北京博研']);
      const changed = { ...VALID, agentname: '北京新锐', province: 'Beijing', website: 'http://bj.example.cn/shop?x=1', email: '', telephone: '' };
      const res = await post(`distributors/${id}`, changed).expect(200);
      expect(res.body.data).toMatchObject({ agentid: id, agentname: '北京新锐', province: '北京市', provincecode: 'BJ', website: 'http://bj.example.cn/shop?x=1', email: '', telephone: '' });
      expect(await publicNames('北京市', 'zh')).toEqual(['北京博研', '北京新锐']);
      expect(await publicNames('江苏省', 'zh')).toEqual([]);
    });

    it('deletes, and a second delete or an edit of the deleted one answers 404', async () => {
      expect(await publicNames('北京市', 'zh')).toContain('北京新锐');
      await post(`distributors/${id}/delete`, {}).expect(200, { code: 200, data: { agentid: id } });
      expect(await publicNames('北京市', 'zh')).toEqual(['北京博研']);
      const again = await post(`distributors/${id}/delete`, {}, 'zh').expect(404);
      expect(again.body.message).toBe('该经销商不存在（可能已被删除）');
      await post(`distributors/${id}`, VALID).expect(404);
    });
  });

  describe('refuses bad input with a message and changes nothing', () => {
    let id: number;
    beforeAll(async () => {
      id = (await post('distributors', VALID).expect(200)).body.data.agentid;
    });

    const refusals: Array<[string, Record<string, unknown>, number, string, { zh: string; en: string }]> = [
      ['a missing name', { agentname: undefined }, 400, 'agentname', { zh: '请填写经销商名称', en: 'Please fill in the distributor name' }],
      ['a blank name', { agentname: '   ' }, 400, 'agentname', { zh: '请填写经销商名称', en: 'Please fill in the distributor name' }],
      ['a missing province', { province: '' }, 400, 'province', { zh: '请填写省份', en: 'Please fill in the province' }],
      ['an unknown province', { province: 'Atlantis' }, 400, 'province', { zh: '没有这个省份，请从列表中选择', en: 'There is no such province; please choose one from the list' }],
      ['no language', { enorch: undefined }, 400, 'enorch', { zh: '请选择经销商信息的语言（中文或英文）', en: 'Please choose the language of the entry (Chinese or English)' }],
      ['another language', { enorch: 'fr' }, 400, 'enorch', { zh: '请选择经销商信息的语言（中文或英文）', en: 'Please choose the language of the entry (Chinese or English)' }],
      ['an e-mail without @', { email: 'sales.example.cn' }, 400, 'email', { zh: '电子邮箱格式不正确，例如 sales@example.com', en: 'The e-mail address is not valid, for example sales@example.com' }],
      ['a website without http(s)', { website: 'www.example.cn' }, 400, 'website', { zh: '网址格式不正确，应以 http:// 或 https:// 开头，例如 https://www.example.com', en: 'The website must be a web address starting with http:// or https://, for example https://www.example.com' }],
      ['a javascript: website', { website: 'javascript:alert(1)' }, 400, 'website', { zh: '网址格式不正确，应以 http:// 或 https:// 开头，例如 https://www.example.com', en: 'The website must be a web address starting with http:// or https://, for example https://www.example.com' }],
      ['a name one character too long', { agentname: '博'.repeat(201) }, 400, 'agentname', { zh: '经销商名称不能超过 200 个字符', en: 'The distributor name must be at most 200 characters' }],
      ['a long address', { adress: 'a'.repeat(301) }, 400, 'adress', { zh: '地址不能超过 300 个字符', en: 'The address must be at most 300 characters' }],
      ['a long telephone', { telephone: '1'.repeat(61) }, 400, 'telephone', { zh: '电话不能超过 60 个字符', en: 'The telephone must be at most 60 characters' }],
      // NUL is refused for every field by one rule at the edge (http/nul-bytes.ts), naming the field.
      ['a NUL byte', { agentname: 'Bio\u0000Sci' }, 400, 'agentname', { zh: '内容不能包含空字符（NUL）', en: 'Text must not contain NUL characters' }],
      ['a control character', { agentname: 'Bio\u0007Sci' }, 400, 'agentname', { zh: '经销商名称不能包含控制字符', en: 'The distributor name must not contain control characters' }],
      ['a line break in the address', { adress: 'line 1\nline 2' }, 400, 'adress', { zh: '地址不能包含控制字符', en: 'The address must not contain control characters' }],
    ];

    it.each(refusals)('refuses %s, in zh and en', async (_case, change, status, field, message) => {
      const before = await table();
      const form = { ...VALID, ...change };
      for (const language of ['zh', 'en'] as const) {
        const created = await post('distributors', form, language).expect(status);
        expect(created.body).toEqual({ code: status, message: message[language], field });
        const edited = await post(`distributors/${id}`, form, language).expect(status);
        expect(edited.body.message).toBe(message[language]);
      }
      expect(await table()).toEqual(before);
    });

    it('accepts text exactly as long as its column, counting characters not bytes', async () => {
      const res = await post(`distributors/${id}`, { ...VALID, agentname: '😀'.repeat(200) }).expect(200);
      expect([...res.body.data.agentname]).toHaveLength(200);
    });

    it('refuses wrong types, unknown fields, a huge body and bad ids', async () => {
      const before = await table();
      const wrongType = await post('distributors', { ...VALID, agentname: ['a', 'b'] }).expect(400);
      expect(wrongType.body.fields).toEqual([{ field: 'agentname', problems: expect.any(Array) }]);
      await post('distributors', { ...VALID, province: { zh: 'x' } }).expect(400);
      await post('distributors', { ...VALID, position: '1' }).expect(400);
      await post('distributors', { ...VALID, adress: 'x'.repeat(2 * 1024 * 1024) }).expect(413);
      for (const bad of ['2147483648', '99999999999999999999', '0', '-1', 'abc']) {
        await post(`distributors/${bad}`, VALID).expect(400);
        await post(`distributors/${bad}/delete`, {}).expect(400);
      }
      await post('distributors/2147483647', VALID).expect(404);
      await post('distributors/2147483647/delete', {}).expect(404);
      expect(await table()).toEqual(before);
    });
  });
});
