import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';

describe('page frame, languages and guards', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('renders the home page in Chinese by default, with header, menu and footer', async () => {
    const { page, context, problems } = await openPage(browser, 'zh');
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    await page.getByRole('link', { name: '登录' }).first().waitFor();
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '产品中心' }).waitFor();
    expect(await page.locator('.site-footer').innerText()).toContain('版权所有');
    expect(await page.locator('.site-header__contact').innerText()).toContain('@');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('switches to English and keeps it after a reload; the filing number is Chinese-only', async () => {
    const { page, context, problems } = await openPage(browser, 'zh');
    await page.goto('/');
    await page.locator('.site-footer__legal', { hasText: 'ICP' }).waitFor();
    await Promise.all([page.waitForEvent('load'), page.getByLabel('语言').selectOption('en')]);
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
    await page.reload();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Products' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('.site-footer__legal').innerText()).not.toMatch(/ICP/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends /shopcar to /login without the uid cookie, and /first to /', async () => {
    const { page, context } = await openPage(browser, 'zh');
    await page.goto('/shopcar');
    await page.waitForURL('**/login');
    await page.goto('/first');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('serves deep links such as /protocol/wb from a fresh tab', async () => {
    const { page, context, problems } = await openPage(browser, 'en');
    const res = await page.goto('/protocol/wb');
    expect(res?.status()).toBe(200);
    await page.locator('.breadcrumb').waitFor();
    expect(await page.locator('.breadcrumb').innerText()).toContain('Home');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('searches from the header box into /hot with the word and empty filters', async () => {
    const { page, context } = await openPage(browser, 'zh');
    await page.goto('/');
    const box = page.locator('.site-header').getByRole('searchbox');
    await box.fill('GAPDH');
    await box.press('Enter');
    await page.waitForURL('**/hot?**');
    const url = new URL(page.url());
    expect(url.searchParams.get('searchdata')).toBe('GAPDH');
    expect(url.searchParams.get('pageid')).toBe('1');
    expect(url.searchParams.get('host')).toBe('[]');
    await context.close();
  });

  it('reads well on a 360 px phone: no horizontal scrolling', async () => {
    const { page, context } = await openPage(browser, 'zh', { width: 360, height: 740 });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
