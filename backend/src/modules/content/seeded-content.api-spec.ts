import { createTestApp, TestApp } from '../../../test-support/test-app';
import { seedDistributors } from '../../seed/distributors.seed';
import { seedHomeContent } from '../../seed/home-content.seed';

describe('seeded home content and distributors through the API', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
    await seedDistributors(shop.dataSource, 1, false);
    await seedHomeContent(shop.dataSource, 1, false);
  });
  afterAll(() => shop.close());

  it('has 34 provinces in each language and distributors for every one', async () => {
    const zh = await shop.http().get('/api/agentinfo/').expect(200);
    expect(zh.body.province2).toHaveLength(34);
    const provincesWithDistributors = new Set(zh.body.data.map((d: { province: string }) => d.province));
    expect(provincesWithDistributors.size).toBe(34);
    const en = await shop.http().get('/api/agentinfo/').query({ province: '江苏省' }).set('X-Language', 'en').expect(200);
    expect(en.body.data.length).toBeGreaterThan(0);
    expect(en.body.data.every((d: { province: string; enorch: string }) => d.province === 'Jiangsu' && d.enorch === 'en')).toBe(true);
  });

  it('serves the carousel and promotions with drawn pictures', async () => {
    const carousel = await shop.http().get('/api/recinfo/carousel').set('X-Language', 'en').expect(200);
    expect(carousel.body.data).toHaveLength(4);
    expect(carousel.body.data[0]).toMatchObject({ picname: 'Pathology-Grade Antibodies', url: '/api/recinfo/image/carousel/seed-1-1.svg' });
    const svg = await shop.http().get(carousel.body.data[0].url).buffer(true).expect(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    const promotions = await shop.http().get('/api/recinfo/homepagefirstrec').expect(200);
    expect(promotions.body.data).toHaveLength(5);
    await shop.http().get(promotions.body.data[0].imagefile).expect(200);
    const text = await shop.http().get('/api/recinfo/homepagerectext/').query({ textid: 2 }).expect(200);
    expect(text.body.data.textedit_en).toContain('<h2>Review Reward Programme</h2>');
  });

  it('keeps existing content on a second run and lets staff create after the seeded ids', async () => {
    expect((await seedHomeContent(shop.dataSource, 1, false)).loaded).toBe(false);
    const [row] = await shop.dataSource.query(`INSERT INTO promotions (name_zh, name_en) VALUES ('新', 'New') RETURNING id`);
    expect(row.id).toBe(6);
  });
});
