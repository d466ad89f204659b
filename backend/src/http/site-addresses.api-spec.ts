import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { saveTestProduct } from '../../test-support/catalogue-fixtures';
import { BUILT_SPA, createTestApp, TestApp } from '../../test-support/test-app';
import { hashPassword } from '../modules/identity/passwords';
import { SessionService } from '../modules/identity/session.service';
import { User } from '../modules/identity/user.entity';

type Caller = 'visitor' | 'customer' | 'staff';
const METRICS_TOKEN = 'walk-metrics-token-0123456789';

/**
 * Every address the shop serves outside its JSON API, walked in the production start's app (NODE_ENV=production,
 * the built app and its server bundle in front, test-support/test-app.ts), each with the status its caller should
 * get. Bull Board once answered the shop's not-found page to staff there because the page fallback came first
 * (issue 47), while the tests, booted without the built app, passed: a path the fallback swallows fails here.
 */
describe('the addresses outside /api, as the production start serves them', () => {
  let shop: TestApp;
  let pid: number;
  const as: Record<Caller, Record<string, string>> = { visitor: {}, customer: {}, staff: {} };

  beforeAll(async () => {
    process.env.NODE_ENV = 'production';
    process.env.METRICS_TOKEN = METRICS_TOKEN;
    shop = await createTestApp();
    // No dev mailbox in production to read sign-up codes from: the accounts are made as create-staff makes them.
    const users = shop.dataSource.getRepository(User);
    const sessions = shop.app.get(SessionService);
    for (const role of ['customer', 'staff'] as const) {
      const user = await users.save(users.create({ email: `${role}-walk@example.com`, username: role, passwordHash: await hashPassword('walk-the-site-0'), role }));
      as[role] = { Authorization: `${user.id}:${await sessions.open(user.id)}` };
    }
    pid = (await saveTestProduct(shop)).pid;
  });
  afterAll(async () => {
    await shop.close();
    delete process.env.METRICS_TOKEN;
  });

  const get = (path: string, caller: Caller) => shop.http().get(path).set(as[caller]);

  it.each([
    ['/admin/queues', /<html/i],
    ['/admin/queues/api/queues', /"mail"/],
  ])('serves Bull Board %s to staff only (visitor 401, customer 403, staff 200)', async (path, body) => {
    expect((await get(path, 'visitor')).status).toBe(401);
    expect((await get(path, 'customer')).status).toBe(403);
    const staff = await get(path, 'staff');
    expect(staff.status).toBe(200);
    expect(staff.text).toMatch(body);
  });

  it("refuses Bull Board in the caller's language", async () => {
    const zh = await get('/admin/queues', 'customer');
    expect(zh.text).toBe('仅限工作人员');
    const en = await get('/admin/queues', 'visitor').set('X-Language', 'en');
    expect(en.text).toBe('Please log in as staff first');
  });

  it('serves Bull Board its own scripts and stylesheets, and lets staff retry from it', async () => {
    const page = await get('/admin/queues', 'staff');
    // Its page names them relative to <base href="/admin/queues/">.
    expect(page.text).toContain('<base href="/admin/queues/"');
    const script = /<script defer src="(static\/js\/main\.[^"]+)"/.exec(page.text)?.[1];
    expect(script).toBeDefined();
    const asset = `/admin/queues/${script}`;
    expect((await get(asset, 'visitor')).status).toBe(401);
    expect((await get(asset, 'staff')).status).toBe(200);
    const retry = await shop.http().put('/admin/queues/api/queues/mail/retry/failed').set(as.staff);
    expect(retry.status).toBe(200);
  });

  it('serves the metrics to staff and to the scraper with its token, to no one else', async () => {
    expect((await get('/api/metrics', 'visitor')).status).toBe(401);
    expect((await get('/api/metrics', 'customer')).status).toBe(403);
    expect((await get('/api/metrics', 'staff')).text).toContain('# TYPE');
    const scrape = await shop.http().get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`);
    expect(scrape.status).toBe(200);
    expect(scrape.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('has no development mailbox in production, for anyone', async () => {
    for (const caller of ['visitor', 'staff'] as const) {
      expect((await get('/dev/mailbox', caller)).status).toBe(404);
      expect((await get('/api/dev/mailbox', caller)).status).toBe(404);
    }
  });

  it.each([
    ['/robots.txt', /^text\/plain/, /Sitemap: /],
    ['/sitemap.xml', /^application\/xml/, /<sitemapindex/],
    ['/sitemaps/pages.xml', /^application\/xml/, /<urlset/],
    ['/sitemaps/products-1.xml', /^application\/xml/, /\/production\/\d+/],
  ])('serves %s to everyone', async (path, type, body) => {
    const res = await get(path, 'visitor');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
    expect(res.text).toMatch(body);
  });

  it('answers a product sitemap that does not exist with 404, not a page', async () => {
    const res = await get('/sitemaps/products-999.xml', 'visitor');
    expect(res.status).toBe(404);
    expect(res.text).not.toMatch(/<html/i);
  });

  it("serves the built app's fingerprinted files, kept a year", async () => {
    const file = readdirSync(join(BUILT_SPA, 'assets')).find((name) => name.endsWith('.js')) as string;
    const res = await get(`/assets/${file}`, 'visitor');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await get('/assets/no-such-file.js', 'visitor')).status).toBe(404);
  });

  it.each([['/'], ['/hot'], ['/production/PID']])('renders the shop page %s on the server, in both languages', async (page) => {
    const path = page.replace('PID', String(pid));
    const zh = await get(path, 'visitor');
    expect(zh.status).toBe(200);
    expect(zh.text).toMatch(/<html lang="zh-CN"/);
    expect(zh.text).toContain('id="shop-state"');
    const en = await get(`${path}${path.includes('?') ? '&' : '?'}lang=en`, 'visitor');
    expect(en.text).toMatch(/<html lang="en"/);
  });

  it.each([['/admin'], ['/login'], ['/shopcar']])('answers the app page %s with the app shell (rendered in the browser)', async (path) => {
    const res = await get(path, 'visitor');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<div id="root">');
  });

  it('answers an address no page has with the not-found page and 404', async () => {
    for (const path of ['/no-such-page', '/admin/no-such-desk']) {
      const res = await get(path, 'staff');
      expect(res.status).toBe(404);
      expect(res.text).toContain('<div id="root">');
    }
  });

  it('keeps the health checks and API docs where the balancer and developers find them', async () => {
    expect((await get('/api/health', 'visitor')).status).toBe(200);
    expect((await get('/api/health/ready', 'visitor')).status).toBe(200);
    expect((await get('/api/docs-json', 'visitor')).body.openapi).toMatch(/^3\./);
  });
});
