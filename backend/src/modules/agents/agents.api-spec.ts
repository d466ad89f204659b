import { createTestApp, TestApp } from '../../../test-support/test-app';

describe('GET /api/agentinfo/', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
    await shop.dataSource.query(`
      INSERT INTO provinces (code, name, language, position) VALUES
        ('jiangsu', '江苏', 'zh', 1), ('jiangsu', 'Jiangsu', 'en', 1),
        ('beijing', '北京', 'zh', 2), ('beijing', 'Beijing', 'en', 2)`);
    await shop.dataSource.query(`
      INSERT INTO distributors (province_id, name, address, website, email, telephone, position)
      SELECT id, CASE language WHEN 'zh' THEN '苏州生科' ELSE 'Suzhou BioSci' END, 'addr', 'https://bio.example', 'a@bio.example', '0512-1', 1
      FROM provinces WHERE code = 'jiangsu'`);
  });
  afterAll(() => shop.close());

  it('lists every distributor and the provinces in the caller language', async () => {
    const res = await shop.http().get('/api/agentinfo/').expect(200);
    expect(res.body.code).toBe(200);
    expect(res.body.province2).toEqual([
      { province: '江苏', enorch: 'zh', code: 'jiangsu' },
      { province: '北京', enorch: 'zh', code: 'beijing' },
    ]);
    expect(res.body.data).toEqual([
      { agentid: expect.any(Number), agentname: '苏州生科', adress: 'addr', website: 'https://bio.example', email: 'a@bio.example', telephone: '0512-1', province: '江苏', enorch: 'zh' },
    ]);
  });

  it('filters by a province named in either language', async () => {
    const en = await shop.http().get('/api/agentinfo/').query({ province: '江苏' }).set('X-Language', 'en').expect(200);
    expect(en.body.data.map((d: { agentname: string }) => d.agentname)).toEqual(['Suzhou BioSci']);
    const none = await shop.http().get('/api/agentinfo/').query({ province: 'Beijing' }).expect(200);
    expect(none.body).toMatchObject({ code: 200, data: [] });
    const unknown = await shop.http().get('/api/agentinfo/').query({ province: 'Atlantis' }).expect(200);
    expect(unknown.body.code).toBe(300);
  });
});
