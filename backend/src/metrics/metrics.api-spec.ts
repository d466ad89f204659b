import { signUp } from '../../test-support/account-helpers';
import { createTestApp, TestApp } from '../../test-support/test-app';

describe('GET /api/metrics', () => {
  let shop: TestApp;
  beforeAll(async () => {
    process.env.METRICS_TOKEN = 'scrape-token-0123456789';
    shop = await createTestApp();
  });
  afterAll(async () => {
    delete process.env.METRICS_TOKEN;
    await shop.close();
  });

  it('is refused without a token or a staff session', async () => {
    await shop.http().get('/api/metrics').expect(401);
    await shop.http().get('/api/metrics').set('Authorization', 'Bearer wrong-token-0123456789').expect(401);
    const customer = await signUp(shop);
    await shop.http().get('/api/metrics').set('Authorization', customer.authorization).set('X-Requested-With', 'XMLHttpRequest').expect(403);
  });

  it('exposes HTTP latency by route, queue depths and the database pool to the scrape token', async () => {
    await shop.http().get('/api/siteinfo').expect(200);
    const res = await shop.http().get('/api/metrics').set('Authorization', 'Bearer scrape-token-0123456789').expect(200);
    expect(res.text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/siteinfo",status="200"\} \d+/);
    expect(res.text).toMatch(/queue_jobs\{queue="mail",state="waiting"\} \d+/);
    expect(res.text).toMatch(/db_pool_connections\{state="total"\} \d+/);
    expect(res.text).toContain('search_duration_seconds');
    expect(res.text).toMatch(/event_loop_delay_seconds\{quantile="0.99"\} [\d.e-]+/);
  });
});
