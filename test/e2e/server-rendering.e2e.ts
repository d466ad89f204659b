import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, shopUrl } from './support/browser';

type Language = 'zh' | 'en';

/** The address of a page in a language, as the sitemap and the hreflang links give it. */
const inLanguage = (path: string, language: Language) => (language === 'en' ? `${path}${path.includes('?') ? '&' : '?'}lang=en` : path);

/** A server-rendered page hydrated: the server's HTML, no console error (React reports a mismatch as one), no call made again. */
async function openRendered(browser: Browser, path: string, language: Language) {
  const watched = await openPage(browser, language);
  const { page } = watched;
  const calls: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.includes('/picture/') && !url.pathname.includes('/image/')) calls.push(url.pathname);
  });
  const answer = await page.goto(inLanguage(path, language), { waitUntil: 'networkidle' });
  const html = (await answer?.text()) ?? '';
  expect(html).toContain('id="shop-state"');
  expect(await page.getAttribute('html', 'lang')).toBe(language === 'zh' ? 'zh-CN' : 'en');
  return { ...watched, calls, html };
}

/** The API's first product id. */
async function firstProduct(): Promise<number> {
  const res = await fetch(`${shopUrl()}/api/iteminfo/searchitem/?searchword=None&searchpageid=1`);
  const body = (await res.json()) as { data: Array<{ pid: number }> };
  return body.data[0].pid;
}

async function resultsFor(page: Page, query: string): Promise<void> {
  await page.waitForFunction((q) => document.querySelector('.hot-results')?.getAttribute('data-query') === q && document.querySelector('.hot-results')?.getAttribute('aria-busy') === 'false', query);
}

describe.each(['zh', 'en'] as Language[])('server-rendered pages hydrate (%s)', (language) => {
  let browser: Browser;
  let pid: number;
  beforeAll(async () => {
    browser = await launchBrowser();
    pid = await firstProduct();
  });
  afterAll(() => browser.close());

  it.each(['/', '/hot?searchdata=antibody', '/production/{pid}'])('%s hydrates without an error and without asking the API again', async (template) => {
    const path = template.replace('{pid}', String(pid));
    const { page, problems, calls, context, html } = await openRendered(browser, path, language);
    // The page works after hydration: the language switch shows the interface language.
    await expect(page.locator('.language-select select').inputValue()).resolves.toBe(language);
    expect(problems).toEqual([]);
    // The page keeps the server's title once its effects ran (the /hot title names the searched word).
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const serverTitle = /<title>([^<]*)<\/title>/.exec(html)?.[1].replace(/&amp;/g, '&');
    expect(serverTitle).toBeTruthy();
    expect(await page.title()).toBe(serverTitle);
    // The answers the page was rendered from came with it (the account check may still ask).
    expect(calls.filter((call) => call !== '/api/useridentify/verifyuser')).toEqual([]);
    await context.close();
  });

  it('navigates on the client after hydration: filters rewrite the /hot query, back and forward follow', async () => {
    const { page, problems, context } = await openRendered(browser, '/hot?searchdata=antibody', language);
    const before = page.url();
    await page.locator('.filter-panel input[type="checkbox"]').first().click();
    await page.waitForURL((url) => url.toString() !== before);
    const filtered = new URL(page.url()).search.slice(1);
    await resultsFor(page, filtered);
    await page.goBack();
    await page.waitForURL(before);
    await page.goForward();
    await page.waitForURL((url) => url.search.slice(1) === filtered);
    await resultsFor(page, filtered);

    // A product opened from the list renders on the client, then back returns to the list.
    await page.locator('.result-card a').first().click();
    await page.waitForURL(/\/production\/\d+/);
    await page.locator('h1').first().waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.search.slice(1) === filtered);
    expect(problems).toEqual([]);
    await context.close();
  });
});
