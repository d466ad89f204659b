import { Browser, BrowserContext, chromium, Page } from 'playwright-core';
import { readShopServer } from './shop-server';

export const shopUrl = (): string => process.env.SHOP_URL ?? readShopServer().url;

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** The addresses the server renders (home, /hot, a product): HTML that works only once React has hydrated it. */
export function isServerRenderedPath(pathname: string): boolean {
  return pathname === '/' || pathname === '/hot' || /^\/production\/[^/]+$/.test(pathname);
}

/**
 * Resolves once the page's app has hydrated (or rendered): the shell marks `html[data-hydrated]`.
 * A server-rendered page shows its text before that; a click then would be lost.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * page.goto and page.reload of a server-rendered address return once it has hydrated, so every
 * journey's next step acts on a live page (the load event alone comes before React takes over).
 */
function waitForHydrationOnLoad(page: Page): void {
  const settle = async <T>(answer: T): Promise<T> => {
    if (isServerRenderedPath(new URL(page.url()).pathname)) await waitForHydration(page);
    return answer;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => settle(await goto(...args));
  page.reload = async (...args: Parameters<Page['reload']>) => settle(await reload(...args));
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, failed requests and uncaught exceptions seen so far: a page should have none. */
  problems: string[];
}

export async function openPage(browser: Browser, language: 'zh' | 'en' = 'zh', viewport = { width: 1280, height: 900 }): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL: shopUrl(), viewport });
  // The language switch stores the choice in localStorage and in a cookie; the server renders pages in the cookie's.
  await context.addCookies([{ name: 'lang', value: language, url: shopUrl() }]);
  await context.addInitScript((lang) => {
    if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', lang);
  }, language);
  const page = await context.newPage();
  waitForHydrationOnLoad(page);
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (res) => {
    if (res.status() >= 500 || (res.request().resourceType() === 'image' && res.status() >= 400)) {
      problems.push(`${res.status()} ${res.url()}`);
    }
  });
  return { page, context, problems };
}
