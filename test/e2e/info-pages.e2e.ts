import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';

const LOCALES = join(__dirname, '../../frontend/src/locales');
const read = (lang: string, ns: string) => JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;

const PAGES = [
  '/help',
  '/safe',
  '/goumai',
  '/pinlun',
  '/protocol/detail',
  '/protocol/wb',
  '/protocol/ip',
  '/protocol/ihc',
  '/protocol/iccif',
  '/protocol/fcm',
  '/protocol/chip',
  '/techfaq',
  '/packingreuse',
  '/rewardcomment',
  '/qualityassurance',
  '/customerguide',
  '/feedback',
  '/contactus',
  '/jobget',
];

/**
 * The production build logs nothing for a missing key: i18next just shows the key. Catch that by
 * looking for "<namespace>:" or "<top-level key>." followed by a letter, the shape of our keys.
 */
const NAMESPACES = ['info', 'protocols', 'faq', 'layout'];
const topKeys = [...new Set(NAMESPACES.flatMap((ns) => Object.keys(read('en', ns))))];
const RAW_KEY = new RegExp(`\\b(?:${NAMESPACES.join('|')}):\\w|(?<![\\w@.])(?:${topKeys.join('|')})\\.[A-Za-z]`);

async function expectInfoPage(page: Page, path: string, home: string): Promise<string> {
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  const h1 = page.getByRole('heading', { level: 1 });
  await h1.waitFor();
  const title = (await h1.innerText()).trim();
  expect(title.length).toBeGreaterThan(1);
  const crumbs = await page.locator('.breadcrumb').innerText();
  expect(crumbs).toContain(home);
  expect(crumbs).toContain(title);
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(RAW_KEY);
  return title;
}

describe('information pages (info)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['zh', '首页'],
    ['en', 'Home'],
  ] as const)('every info page renders in %s with breadcrumb, h1 and no raw translation key', async (lang, home) => {
    const { page, context, problems } = await openPage(browser, lang);
    const titles = new Map<string, string>();
    for (const path of PAGES) {
      titles.set(path, await expectInfoPage(page, path, home));
      expect({ path, problems }).toEqual({ path, problems: [] });
    }
    // Each page has its own title, i.e. nothing fell back to a shared placeholder.
    expect(new Set(titles.values()).size).toBe(PAGES.length);
    await context.close();
  });

  it('links the help hub to every information page', async () => {
    const { page, context } = await openPage(browser, 'en');
    await page.goto('/help');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const hrefs = await page.locator('main a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const path of PAGES.filter((p) => p !== '/help')) expect(hrefs).toContain(path);
    await context.close();
  });

  it('jumps to the ChIP sections from the side list, in both languages', async () => {
    for (const [lang, names] of [
      ['en', ['Considerations', 'Reagents', 'Procedure', 'Troubleshooting']],
      ['zh', ['注意事项', '试剂', '实验步骤', '常见问题排查']],
    ] as const) {
      const { page, context, problems } = await openPage(browser, lang);
      await page.goto('/protocol/chip');
      const toc = page.locator('nav.info-toc');
      await toc.waitFor();
      expect(await toc.getByRole('link').allInnerTexts()).toEqual(names);
      await toc.getByRole('link', { name: names[3] }).click();
      await page.waitForURL('**/protocol/chip#troubleshooting');
      const section = page.locator('section#troubleshooting');
      await page.waitForFunction(() => {
        const top = document.getElementById('troubleshooting')!.getBoundingClientRect().top;
        return top >= -5 && top < window.innerHeight / 2;
      });
      // Keyboard users land in the section too.
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('troubleshooting');
      expect(await section.innerText()).toContain(lang === 'en' ? '125 mM glycine' : '125 mM 甘氨酸');
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('opens a protocol deep link at its section, and every side-list link has a target', async () => {
    const { page, context } = await openPage(browser, 'en');
    for (const kind of ['wb', 'ip', 'ihc', 'iccif', 'fcm', 'chip']) {
      await page.goto(`/protocol/${kind}`);
      await page.locator('nav.info-toc').waitFor();
      const targets = await page.locator('nav.info-toc a').evaluateAll((links) =>
        links.map((a) => document.getElementById((a.getAttribute('href') ?? '').slice(1)) !== null),
      );
      expect(targets.length).toBeGreaterThanOrEqual(4);
      expect(targets.every(Boolean)).toBe(true);
    }
    await page.goto('/protocol/wb#immunodetection');
    const section = page.locator('section#immunodetection');
    await section.waitFor();
    await page.waitForFunction(() => {
      const top = document.getElementById('immunodetection')!.getBoundingClientRect().top;
      return top >= -5 && top < window.innerHeight / 2;
    });
    expect(await section.innerText()).toMatch(/1:5000.*1:100000/s);
    await context.close();
  });

  it('answers an unknown protocol with the not-found page', async () => {
    const { page, context } = await openPage(browser, 'en');
    await page.goto('/protocol/nope');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await context.close();
  });

  it('offers the four feedback forms as downloads served by getfeedbackfile', async () => {
    const { page, context } = await openPage(browser, 'zh');
    await page.goto('/feedback');
    const links = page.locator('main a[download]');
    await links.first().waitFor();
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toHaveLength(4);
    for (const href of hrefs) {
      expect(href).toMatch(/^\/api\/getfeedbackfile\/\?feedbackfilename=/);
      const res = await page.request.get(href);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('application/pdf');
      expect((await res.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    const [download] = await Promise.all([page.waitForEvent('download'), links.last().click()]);
    expect(download.suggestedFilename()).toBe('WB-feedback-form.pdf');
    await context.close();
  });

  it('shows the configured contact details and bank details', async () => {
    const { page, context, problems } = await openPage(browser, 'en');
    await page.goto('/contactus');
    await page.locator('.info-contact a[href^="mailto:"]').waitFor();
    await page.locator('.info-contact a[href^="tel:"]').waitFor();
    await page.goto('/customerguide');
    await page.locator('.info-bank').waitFor();
    const guide = await page.locator('main').innerText();
    // Issue 31: the delivery days and the handling fee are the shop's settings (DELIVERY_DAYS_*, INTERNATIONAL_HANDLING_FEE_USD), as on the home tile and the payment page.
    for (const fact of ['1–2 weeks', '24 hours', '3-5 working days', '5-7 working days', 'Handling fee of USD 120', 'Free packaging and shipping', 'wire transfer']) expect(guide).toContain(fact);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('states one review reward (20% off) in both languages, and the quality terms', async () => {
    for (const [lang, reward, quality] of [
      ['en', '20% off your next order', ['12 months of receipt', 'one year', 'three years']],
      ['zh', '8 折', ['12 个月', '一年', '三年']],
    ] as const) {
      const { page, context } = await openPage(browser, lang);
      await page.goto('/rewardcomment');
      await page.getByRole('heading', { level: 1 }).waitFor();
      const text = await page.locator('main').innerText();
      expect(text).toContain(reward);
      expect(text).not.toMatch(/10 ?%/);
      await page.goto('/qualityassurance');
      await page.getByRole('heading', { level: 1 }).waitFor();
      const qa = await page.locator('main').innerText();
      for (const fact of quality) expect(qa).toContain(fact);
      await context.close();
    }
  });

  it('keeps careers to the Chinese interface: English shows a note and the way to contact us', async () => {
    const en = await openPage(browser, 'en');
    await en.page.goto('/jobget');
    await en.page.getByText('published in Chinese only').waitFor();
    await en.page.locator('main').getByRole('link', { name: 'Contact us' }).click();
    await en.page.waitForURL('**/contactus');
    await en.context.close();

    const zh = await openPage(browser, 'zh');
    await zh.page.goto('/jobget');
    await zh.page.getByRole('heading', { level: 2, name: '技术支持工程师' }).waitFor();
    await zh.context.close();
  });

  it('reads on a 360 px phone without horizontal page scrolling', async () => {
    const { page, context } = await openPage(browser, 'en', { width: 360, height: 740 });
    for (const path of ['/protocol/wb', '/safe', '/customerguide']) {
      await page.goto(path);
      await page.locator('.info-section').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await context.close();
  });
});
