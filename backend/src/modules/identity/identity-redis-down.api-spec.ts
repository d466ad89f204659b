import { createTestApp, TestApp } from '../../../test-support/test-app';
import { XHR } from '../../../test-support/account-helpers';

/**
 * A second shop instance pointed at a Redis port where nothing listens (the machine's Redis stays
 * up for everyone else): sendverify must answer a clear 503 and leave no code or account behind.
 */
describe('sendverify while Redis is down', () => {
  let shop: TestApp;
  beforeAll(async () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it('answers 503 with a message in the caller language and stores nothing', async () => {
    const res = await shop
      .http()
      .post('/api/useridentify/sendverify')
      .set(XHR)
      .set('X-Language', 'en')
      .type('form')
      .send({ email: 'down@example.com', puzzlepass: 'any' })
      .expect(503);
    expect(res.body).toEqual({ code: 503, message: 'The service is temporarily unavailable, please try again later' });
    const zh = await shop.http().get('/api/useridentify/puzzle').expect(503);
    expect(zh.body.message).toBe('服务暂时不可用，请稍后再试');
    expect(await shop.dataSource.query('SELECT count(*)::int AS n FROM verification_codes')).toEqual([{ n: 0 }]);
    expect(await shop.dataSource.query('SELECT count(*)::int AS n FROM users')).toEqual([{ n: 0 }]);
  });

  it('still logs nobody in by a bad token and answers verifyuser without Redis', async () => {
    const res = await shop.http().post('/api/useridentify/verifyuser').set(XHR).expect(200);
    expect(res.body.code).toBe(300);
  });
});
