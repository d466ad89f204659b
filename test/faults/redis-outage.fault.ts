import { redis, startShop, Shop, waitFor } from './support/shop-processes';
import { ShopClient } from './support/shop-client';

/** Redis stops: sendverify answers a clear error; codes asked for after it returns are mailed exactly once. */
describe('Redis outage during sign-up', () => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop();
  });

  afterAll(async () => {
    redis.start();
    await shop?.stop();
  });

  it('refuses clearly while Redis is down and delivers once after it returns', async () => {
    const visitor = new ShopClient(shop.url);
    const email = `redis-fault-${Date.now()}@example.com`;

    redis.stop();
    const refused = await visitor.request('POST', 'useridentify/sendverify', { email, puzzlepass: 'none' });
    expect(refused.status).toBe(503);
    expect(refused.body.message).toMatch(/unavailable|try again/i);
    expect(refused.ms).toBeLessThan(5000);

    redis.start();
    // The shop's connections reconnect on their own (ioredis backoff); until then it keeps answering 503.
    let sent = { status: 0, ms: 0 };
    const recoveryMs = await waitFor(async () => {
      sent = await visitor.request('POST', 'useridentify/sendverify', { email, puzzlepass: await visitor.puzzlePass() });
      return sent.status !== 503;
    }, 15_000, 'sendverify after Redis restart');
    console.log(`Redis restart: sign-up mail accepted again ${recoveryMs} ms after Redis was back`);
    expect(sent.status).toBe(200);
    await waitFor(async () => (await visitor.mails(email)).length > 0, 15_000, 'verification mail');
    // A fixed wait, not a poll: it proves no second mail, and a mail not sent has no signal.
    await new Promise((r) => setTimeout(r, 2000));
    expect(await visitor.mails(email)).toHaveLength(1);
  });
});
