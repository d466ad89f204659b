import { createTestApp, TestApp } from '../../test-support/test-app';

describe('production mode', () => {
  let shop: TestApp;
  beforeAll(async () => {
    process.env.NODE_ENV = 'production';
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it('has no development mailbox', async () => {
    await shop.http().get('/api/dev/mailbox').expect(404);
    await shop.http().get('/dev/mailbox').expect(404);
  });

  it('does not reveal the puzzle answer', async () => {
    const res = await shop.http().get('/api/useridentify/puzzle').expect(200);
    expect(res.headers['x-test-puzzle-answer']).toBeUndefined();
  });
});
