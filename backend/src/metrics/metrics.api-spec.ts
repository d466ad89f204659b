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

  it('exposes per-queue age of the oldest waiting job, completions and failures, pool size, readiness and requests in flight', async () => {
    const scrape = async () => (await shop.http().get('/api/metrics').set('Authorization', 'Bearer scrape-token-0123456789').expect(200)).text;
    const value = (text: string, series: string) => Number(new RegExp(`^${series.replace(/[{}"]/g, '\\$&')} ([\\d.e+-]+)$`, 'm').exec(text)?.[1]);
    // A mail waits with no worker picking it: in tests the workers run in this process, so pause them.
    const { Queue } = await import('bullmq');
    const mail = new Queue('mail', { connection: { host: '127.0.0.1', port: 6379 }, prefix: process.env.QUEUE_PREFIX });
    try {
      await mail.pause();
      await mail.add('probe', { to: 'nobody@example.com', subject: 's', html: 'h', text: 't' }, { timestamp: Date.now() - 90_000 });
      const text = await scrape();
      expect(value(text, 'queue_oldest_waiting_seconds{queue="mail"}')).toBeGreaterThanOrEqual(90);
      for (const queue of ['mail', 'search-index', 'catalogue-import']) {
        for (const state of ['waiting', 'active', 'delayed', 'failed', 'completed']) expect(text).toMatch(new RegExp(`queue_jobs\\{queue="${queue}",state="${state}"\\} \\d+`));
        expect(text).toMatch(new RegExp(`queue_completed_last_minute\\{queue="${queue}"\\} \\d+`));
        expect(text).toMatch(new RegExp(`queue_completed_jobs_total\\{queue="${queue}"\\} \\d+`));
        expect(text).toMatch(new RegExp(`queue_failed_jobs_total\\{queue="${queue}"\\} \\d+`));
      }
      expect(value(text, 'queue_oldest_waiting_seconds{queue="search-index"}')).toBe(0);
      expect(value(text, 'db_pool_connections{state="max"}')).toBeGreaterThan(0);
      expect(text).toMatch(/^shop_ready [01]$/m);
      expect(value(text, 'shop_draining')).toBe(0);
      expect(value(text, 'http_requests_in_flight')).toBeGreaterThanOrEqual(1);
    } finally {
      await mail.obliterate({ force: true });
      await mail.close();
    }
  });
});
