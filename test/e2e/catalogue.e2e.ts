import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';

/** The words each journey looks for, per interface language. */
const WORDS = {
  zh: { human: '人', rabbit: '兔', corrected: '以下为 Parvalbumin 的搜索结果', search: '搜索', page2: '第 2 页', addToBasket: '加入购物车', chooseSize: '请选择规格', loginFirst: '请您先登录', compare: '对比', compareNow: '开始对比', full: '最多只能对比', empty: '抱歉，暂时没有找到您需要的产品', tellUs: '告诉我们您的需求', currency: '¥', province: '请选择您所在的省份' },
  en: { human: 'Human', rabbit: 'Rabbit', corrected: 'Showing results for Parvalbumin', search: 'Search', page2: 'Page 2', addToBasket: 'ADD TO BASKET', chooseSize: 'Please choose a size', loginFirst: 'Please log in first', compare: 'Compare', compareNow: 'Compare now', full: 'You can compare at most 4 products', empty: 'Sorry, the product you are looking for is not available yet', tellUs: 'Tell us your requirements', currency: '$', province: 'Please choose your province' },
} as const;

type Language = keyof typeof WORDS;

/** The result list has answered for the current query. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const results = document.querySelector('.hot-results');
    return (
      results?.getAttribute('data-query') === new URLSearchParams(window.location.search).toString() &&
      results.getAttribute('aria-busy') === 'false' &&
      document.querySelector('.result-card, .empty-state') !== null
    );
  });
}

const query = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

async function cardTexts(page: Page): Promise<string[]> {
  return page.locator('.result-card').allInnerTexts();
}

/** Waits until the shown results differ from (or equal) a list seen before. */
async function waitForCards(page: Page, seen: string[], same: boolean): Promise<string[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    await settled(page);
    const now = await cardTexts(page);
    if ((JSON.stringify(now) === JSON.stringify(seen)) === same) return now;
    if (Date.now() > deadline) throw new Error(`results did not ${same ? 'return to' : 'change from'} ${seen[0]}`);
    await page.waitForTimeout(100);
  }
}

describe.each(['zh', 'en'] as Language[])('catalogue journeys (%s)', (language) => {
  const words = WORDS[language];
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('labels catalogue values in the interface language; the query keeps the stored values', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await page.goto('/hot?pageid=1&searchdata=None');
    await settled(page);
    const monoclonal = page.locator('.filter-panel label').filter({ has: page.locator('input[value="Monoclonal"]') });
    expect((await monoclonal.innerText()).trim()).toMatch(language === 'zh' ? /^单克隆/ : /^Monoclonal/);
    await monoclonal.locator('input').click();
    await page.waitForURL(/clonality=/);
    expect(query(page, 'clonality')).toBe("['Monoclonal']");
    const mouse = page.locator('.filter-panel label').filter({ has: page.locator('input[value="Mouse"]') }).first();
    expect((await mouse.innerText()).trim()).toMatch(language === 'zh' ? /^小鼠/ : /^Mouse/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lists reagents without empty application or reactivity labels', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await page.goto(`/hot?pageid=1&searchdata=None&producttype=${encodeURIComponent("['Reagents']")}`);
    await settled(page);
    const cards = page.locator('.result-card');
    expect(await cards.count()).toBeGreaterThan(0);
    // Every label shown has a value next to it.
    const emptyValues = await page.locator('.result-card__facts dd').evaluateAll((dds) => dds.filter((dd) => dd.textContent?.trim() === '').length);
    expect(emptyValues).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('searches a gene symbol from the header with autocomplete, then narrows it with two filters', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await page.goto('/');
    const box = page.locator('.site-header').getByRole('searchbox');
    await box.fill('GAPD');
    const suggestions = page.locator('.site-header [role="listbox"] [role="option"]');
    await suggestions.first().waitFor();
    await box.press('ArrowDown');
    expect(await suggestions.first().getAttribute('aria-selected')).toBe('true');
    await box.fill('GAPDH');
    await box.press('Escape');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/hot' && url.searchParams.get('searchdata') === 'GAPDH');
    await settled(page);
    const all = await cardTexts(page);
    expect(all.length).toBeGreaterThan(1);
    for (const text of all) expect(text).toMatch(/GAPDH/);

    await page.getByRole('checkbox', { name: new RegExp(`^${words.human}\\s*\\(`) }).click();
    await page.waitForURL((url) => url.searchParams.get('reactivity') === "['Human']");
    await settled(page);
    await page.getByRole('checkbox', { name: /^WB\s*\(/ }).click();
    await page.waitForURL((url) => url.searchParams.get('application') === "['WB']");
    await settled(page);
    expect(query(page, 'searchdata')).toBe('GAPDH');
    expect(query(page, 'pageid')).toBe('1');
    const narrowed = await cardTexts(page);
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThanOrEqual(all.length);
    for (const text of narrowed) {
      expect(text).toMatch(/GAPDH/);
      expect(text).toMatch(new RegExp(words.human));
      expect(text).toMatch(/\bWB\b/);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps page and filters in the address: page 2, then back gives page 1 with the same filters', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await page.goto('/hot?pageid=1&searchdata=None');
    await settled(page);
    await page.getByRole('checkbox', { name: new RegExp(`^${words.human}\\s*\\(`) }).click();
    await page.waitForURL((url) => url.searchParams.get('reactivity') === "['Human']");
    await settled(page);
    // A single-select row: picking replaces, the radio stays the only one chosen.
    await page.getByRole('radio', { name: new RegExp(`^${words.rabbit}\\s*\\(`) }).click();
    await page.waitForURL((url) => url.searchParams.get('host') === "['Rabbit']");
    await settled(page);
    const firstPage = await cardTexts(page);

    await page.getByRole('button', { name: words.page2, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('pageid') === '2');
    await waitForCards(page, firstPage, false);
    expect(query(page, 'reactivity')).toBe("['Human']");
    expect(query(page, 'host')).toBe("['Rabbit']");

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('pageid') === '1');
    await waitForCards(page, firstPage, true);
    expect(query(page, 'reactivity')).toBe("['Human']");
    expect(query(page, 'host')).toBe("['Rabbit']");
    expect(await page.getByRole('checkbox', { name: new RegExp(`^${words.human}\\s*\\(`) }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: new RegExp(`^${words.rabbit}\\s*\\(`) }).isChecked()).toBe(true);
    expect(await cardTexts(page)).toEqual(firstPage);

    // Reloading restores the same state from the address alone.
    await page.reload();
    await waitForCards(page, firstPage, true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the empty state with the way to /xuqiu when nothing matches', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await page.goto('/hot?pageid=1&searchdata=zzqqxxnothing');
    await settled(page);
    await page.getByText(words.empty).waitFor();
    await page.getByRole('link', { name: words.tellUs }).click();
    await page.waitForURL('**/xuqiu');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('puts the antibody meant first: p53 antibodies before MDM2, and a one-letter typo says what it searched for', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await page.goto('/hot?pageid=1&searchdata=p53');
    await settled(page);
    const titles = await page.locator('.result-card__title').allInnerTexts();
    const binder = (t: string) => /MDM2|53BP1/.test(t);
    // Before the demo's p53 antibodies came MDM2 and 53BP1 (p53-binding proteins, by pid).
    expect(titles.some(binder)).toBe(true);
    expect(titles[0]).toMatch(/\bp53\b/);
    expect(titles.slice(titles.findIndex(binder)).some((t) => /\bp53\b/.test(t))).toBe(false);
    expect(await page.locator('.hot-results__corrected').count()).toBe(0);

    await page.goto('/hot?pageid=1&searchdata=Parvalbumn');
    await settled(page);
    await page.locator('.hot-results__corrected', { hasText: words.corrected }).waitFor();
    const parvalbumin = await cardTexts(page);
    expect(parvalbumin.length).toBeGreaterThan(0);
    for (const text of parvalbumin) expect(text).toMatch(/^Parvalbumin /m);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens a product, shows the price of the chosen size, and validates ADD TO BASKET', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await page.goto('/hot?pageid=1&searchdata=None');
    await settled(page);
    await page.locator('.result-card h2 a').first().click();
    await page.waitForURL('**/production/*');
    const pid = Number(new URL(page.url()).pathname.split('/').pop());
    const info = (await (await page.request.get(`/api/iteminfo/baseinfo/?pid=${pid}`)).json()) as { data: Record<string, unknown> };
    // A zh page titles the product by its Chinese name where it has one (most demo products do, issue 48).
    const title = language === 'zh' && info.data.productnamezh ? info.data.productnamezh : info.data.productname;
    await page.getByRole('heading', { level: 1, name: String(title) }).waitFor();

    // ADD TO BASKET without a size.
    await page.getByRole('button', { name: words.addToBasket }).click();
    await page.getByText(words.chooseSize, { exact: true }).waitFor();

    const sizes = page.locator('.buy-box__sizes input[type="radio"]');
    expect(await sizes.count()).toBeGreaterThanOrEqual(2);
    const expected = (n: number) => {
      const yuan = Number(info.data[`price${n}`]);
      return language === 'en' ? `$${Math.ceil(yuan / 7).toLocaleString('en-US')}` : `¥${yuan.toLocaleString('zh-CN')}`;
    };
    const price = page.getByTestId('price');
    await sizes.nth(0).check();
    await page.waitForFunction((want) => document.querySelector('[data-testid="price"]')?.textContent === want, expected(1));
    const first = await price.textContent();
    await sizes.nth(1).check();
    await page.waitForFunction((want) => document.querySelector('[data-testid="price"]')?.textContent === want, expected(2));
    expect(await price.textContent()).not.toBe(first);
    expect(await price.textContent()).toContain(words.currency);

    // Logged out: the spec's message, then /login.
    await page.getByRole('button', { name: words.addToBasket }).click();
    await page.getByText(words.loginFirst, { exact: true }).waitFor();
    await page.waitForURL('**/login');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('asks for a province before GO and then opens the distributors of that province', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await page.goto('/hot?pageid=1&searchdata=None');
    await settled(page);
    await page.locator('.result-card h2 a').first().click();
    await page.waitForURL('**/production/*');
    // Once the provinces are in, the finder is mounted for good (a click before may hit a page still rendering).
    await page.waitForFunction(() => document.querySelectorAll('.province-finder option').length > 1);
    await page.getByRole('button', { name: 'GO' }).click();
    await page.getByText(words.province, { exact: true }).waitFor();
    const select = page.locator('.province-finder select');
    const province = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(province as string);
    await page.getByRole('button', { name: 'GO' }).click();
    await page.waitForURL((url) => url.pathname === '/link' && url.searchParams.get('province') === province);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('compares three products side by side and refuses a fifth', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await page.goto('/hot?pageid=1&searchdata=None');
    await settled(page);
    const names = await page.locator('.result-card h2 a').allInnerTexts();
    const toggles = page.locator('.result-card').getByRole('checkbox', { name: words.compare });
    for (let i = 0; i < 3; i++) await toggles.nth(i).check();
    await page.getByRole('link', { name: words.compareNow }).click();
    await page.waitForURL('**/compare');
    const columns = page.locator('.compare-table thead th[scope="col"]');
    await page.waitForFunction(() => document.querySelectorAll('.compare-table thead th[scope="col"]').length === 3);
    // Each column is titled as the list titled it (a zh page by the Chinese name) once its product has loaded.
    await page.waitForFunction(() => !document.querySelector('.compare-table tbody')?.textContent?.includes('…'));
    const headers = await columns.allInnerTexts();
    for (let i = 0; i < 3; i++) expect(headers[i]).toContain(names[i]);

    // The choice survives a reload; a fourth is accepted, a fifth refused.
    await page.goto('/hot?pageid=1&searchdata=None');
    await settled(page);
    expect(await toggles.nth(0).isChecked()).toBe(true);
    await toggles.nth(3).check();
    await toggles.nth(4).click();
    await page.getByText(words.full).waitFor();
    expect(await toggles.nth(4).isChecked()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('catalogue pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['zh', '商城中没有“99999999”这个产品', '搜索'],
    ['en', 'The shop has no product “99999999”', 'Search'],
  ] as const)('answers an unknown product with a 404 not-found page that searches for the typed id (%s, issue 48)', async (language, text, button) => {
    const { page, context } = await openPage(browser, language);
    const res = await page.goto('/production/99999999');
    expect(res?.status()).toBe(404);
    await page.getByText(text).waitFor();
    expect(new URL(page.url()).pathname).toBe('/production/99999999');
    await page.getByTestId('product-not-found').getByRole('searchbox').fill('AKT1');
    await page.getByTestId('product-not-found').getByRole('button', { name: button, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/hot' && url.searchParams.get('searchdata') === 'AKT1');
    await context.close();
  });

  it('home: star tiles, service tiles in the language, recommendations in groups of four with both arrows', async () => {
    const { page, context, problems } = await openPage(browser, 'en');
    await page.goto('/');
    await page.locator('.home-stars a[href="/productsel/loadingcontrolanti"]').waitFor();
    // A server-rendered page may show its first language for a moment before the visitor's choice applies.
    await page.locator('.home-info__tile strong', { hasText: 'Quality guarantee' }).waitFor();
    expect(await page.locator('.home-info__tile strong').allTextContents()).toEqual(['Quality guarantee', 'Ordering guide', 'Review rewards']);
    expect(await page.locator('.home-info__tile').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/qualityassurance',
      '/customerguide',
      '/rewardcomment',
    ]);
    const items = page.locator('.home-recommend__items li');
    await items.first().waitFor();
    expect(await items.count()).toBe(4);
    const before = await items.allInnerTexts();
    await page.getByRole('button', { name: 'Next recommended products' }).click();
    await page.waitForFunction((first) => document.querySelector('.home-recommend__items li')?.textContent !== first, before[0]);
    await page.getByRole('button', { name: 'Previous recommended products' }).click();
    await page.waitForFunction((first) => document.querySelector('.home-recommend__items li')?.textContent === first, before[0]);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('loading-control and tag pages link into /hot with the search word and product type', async () => {
    const { page, context, problems } = await openPage(browser, 'zh');
    await page.goto('/productsel/loadingcontrolanti');
    await page.getByRole('link', { name: 'GAPDH', exact: true }).click();
    await page.waitForURL('**/hot?**');
    expect(query(page, 'searchdata')).toBe('GAPDH');
    expect(query(page, 'producttype')).toBe("['Loading Control Antibody']");
    await settled(page);
    await page.goto('/productsel/taganti');
    await page.getByRole('link', { name: 'His 标签抗体' }).click();
    await page.waitForURL('**/hot?**');
    expect(query(page, 'producttype')).toBe("['Tag Antibody']");
    await settled(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reads well on a 360 px phone: /hot and a product page do not scroll sideways', async () => {
    const { page, context, problems } = await openPage(browser, 'en', { width: 360, height: 740 });
    await page.goto('/hot?pageid=1&searchdata=None');
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.locator('.result-card h2 a').first().click();
    await page.waitForURL('**/production/*');
    await page.locator('.buy-box').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
