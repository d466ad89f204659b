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
