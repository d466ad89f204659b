import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DATABASE_SERVER, dropShopDatabase, ROOT } from '../support/built-shop';
import { launchBrowser, waitForHydration } from '../e2e/support/browser';
import { freshCheckout } from './fresh-checkout';
import { RunningCommand } from './running-command';
import { waitFor } from '../../backend/test-support/wait-for';

/**
 * The README's first command as a newcomer runs it: `npm run demo` in a checkout with nothing built,
 * in a shell without NODE_ENV (the demo's own default then applies), on its own port and database.
 * Then what the newcomer does next: opens the pages, logs in with the printed accounts. And the same
 * for `npm run dev` (API with reload behind Vite).
 */
const ORDER_STATUS = (language: 'zh' | 'en') =>
  (JSON.parse(readFileSync(join(ROOT, `frontend/src/locales/${language}/ordering.json`), 'utf8')) as { status: Record<string, string> }).status;

/** The environment of a newcomer's terminal: none of npm's or jest's variables, the shop's own settings only. */
function newcomerEnvironment(settings: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key === 'NODE_ENV' || key === 'INIT_CWD' || key.startsWith('npm_') || key.startsWith('JEST_')) continue;
    env[key] = value;
  }
  return { ...env, ...settings };
}

const free = () => 3900 + Math.floor(Math.random() * 900);

/** Resolves with the text of a page the server rendered (not the empty app shell). */
async function serverRendered(url: string): Promise<string> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain('id="shop-state"');
  return html;
}

/** Opens `path`, waits for the app to take over, and returns what went wrong on the way (console errors, page errors). */
async function hydrate(browser: Browser, url: string, language: 'zh' | 'en'): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'lang', value: language, url }]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(url, { waitUntil: 'load' });
  await waitForHydration(page);
  return { page, problems };
}

async function logInThroughTheForm(page: Page, base: string, email: string, password: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.fill('#email', email);
  await page.fill('#password', password);
  await page.click('form:has(#password) button[type="submit"]');
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
}

describe('the README\'s commands in a fresh checkout', () => {
  let checkout: { dir: string; remove: () => void };
  const databaseUrl = `${DATABASE_SERVER}/shop_first_command_${randomBytes(4).toString('hex')}`;
  let browser: Browser;

  beforeAll(async () => {
    checkout = freshCheckout();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    dropShopDatabase(databaseUrl);
    checkout?.remove();
  }, 60_000);

  describe('`npm run demo`', () => {
    const port = free();
    const base = `http://127.0.0.1:${port}`;
    let demo: RunningCommand;
    let staff: { email: string; password: string };
    let researcher: { email: string; password: string };

    beforeAll(async () => {
      const started = Date.now();
      demo = new RunningCommand('npm run demo', checkout.dir, newcomerEnvironment({ PORT: String(port), DATABASE_URL: databaseUrl, QUEUE_PREFIX: `first_command_${port}` }));
      const [, staffEmail, staffPassword] = await demo.waitFor(/Staff login:\s+(\S+) \/ (\S+)/, 15 * 60_000);
      const [, email, password] = await demo.waitFor(/Researcher login:\s+(\S+) \/ (\S+)/, 5_000);
      staff = { email: staffEmail, password: staffPassword };
      researcher = { email, password };
      console.log(`npm run demo: the shop answered after ${((Date.now() - started) / 1000).toFixed(0)} s; its last lines:\n${demo.tail(8)}`);
    }, 16 * 60_000);

    afterAll(() => demo?.stop(), 30_000);

    it('prints a staff and a researcher login with passwords made for this run', () => {
      expect(staff.password).toMatch(/^[\w-]{16}$/);
      expect(researcher.password).toMatch(/^[\w-]{16}$/);
      expect(staff.password).not.toBe(researcher.password);
      expect(demo.printed).toContain(`The shop is open: http://localhost:${port}`);
      // Nothing the newcomer need not read above the logins: no framework warning at start.
      expect(demo.printed).not.toMatch(/Unsupported route path|DeprecationWarning/);
    });

    it('serves the home page, /hot?searchdata=GAPDH and a product page server-rendered, in zh and en', async () => {
      expect(await serverRendered(`${base}/`)).toContain('<html lang="zh-CN"');
      const hot = await serverRendered(`${base}/hot?searchdata=GAPDH`);
      expect(hot).toMatch(/GAPDH[^<]*Antibody/);
      const pid = /href="\/production\/(\d+)"/.exec(hot)?.[1];
      expect(pid).toBeDefined();
      const product = await serverRendered(`${base}/production/${pid}?lang=en`);
      expect(product).toContain('<html lang="en"');
      expect(product).toContain('"@type":"Product"');
    });

    it.each(['zh', 'en'] as const)('a product page hydrates in Chromium without a console error (%s)', async (language) => {
      const hot = await (await fetch(`${base}/hot?searchdata=GAPDH`)).text();
      const pid = /href="\/production\/(\d+)"/.exec(hot)?.[1];
      const { page, problems } = await hydrate(browser, `${base}/production/${pid}`, language);
      expect(problems).toEqual([]);
      await page.context().close();
    });

    it.each(['zh', 'en'] as const)('the printed researcher login opens orders in every status (%s)', async (language) => {
      const context = await browser.newContext();
      await context.addCookies([{ name: 'lang', value: language, url: base }]);
      const page = await context.newPage();
      await logInThroughTheForm(page, base, researcher.email, researcher.password);
      await page.goto(`${base}/order`);
      await page.waitForSelector('.ordering-table tbody tr');
      const table = await page.locator('.ordering-table').innerText();
      const status = ORDER_STATUS(language);
      for (const word of [status.unpaid, status.paid, status.shipped, status.canceled]) expect(table).toContain(word);
      await context.close();
    });

    it('the printed staff login opens the staff area', async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await logInThroughTheForm(page, base, staff.email, staff.password);
      const answer = await page.request.get(`${base}/api/admininfo/orders?status=all`);
      expect(answer.status()).toBe(200);
      await context.close();
    });
  });

  describe('`npm run dev`', () => {
    const apiPort = free();
    const vitePort = apiPort + 1;
    const base = `http://127.0.0.1:${vitePort}`;
    let dev: RunningCommand;

    beforeAll(async () => {
      const started = Date.now();
      dev = new RunningCommand('npm run dev', checkout.dir, newcomerEnvironment({ API_PORT: String(apiPort), VITE_PORT: String(vitePort), DATABASE_URL: databaseUrl, QUEUE_PREFIX: `first_command_${apiPort}` }));
      // Vite answers first; the API behind its proxy once tsc-watch has compiled and started it.
      // An ended `npm run dev` stops the wait too, to fail at once with its output.
      const answered = async () => dev.child.exitCode !== null || (await fetch(`${base}/api/health`)).ok;
      await waitFor(answered, 8 * 60_000, "npm run dev answering /api/health through Vite's proxy", 500).catch((error: Error) => {
        throw new Error(`${error.message}:\n${dev.tail()}`);
      });
      if (dev.child.exitCode !== null) throw new Error(`npm run dev ended:\n${dev.tail()}`);
      console.log(`npm run dev: the API answered through Vite's proxy after ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }, 9 * 60_000);

    afterAll(() => dev?.stop(), 30_000);

    it('passes an API call through Vite\'s proxy to the API', async () => {
      const res = await fetch(`${base}/api/iteminfo/searchitem/?searchword=GAPDH&searchpageid=1`);
      const body = (await res.json()) as { code: number; data: Array<{ productname: string }> };
      expect(body.code).toBe(200);
      expect(body.data[0].productname).toContain('GAPDH');
    });

    it('renders the home page from Vite\'s development server', async () => {
      const { page, problems } = await hydrate(browser, `${base}/`, 'zh');
      await page.waitForSelector('.language-select select');
      expect(problems).toEqual([]);
      await page.context().close();
    });
  });
});
