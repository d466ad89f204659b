import { parse } from 'csv-parse/sync';
import * as ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';

/** What a researcher reads on /hot, per interface language. */
const WORDS = {
  zh: {
    knockout: /^敲除验证（KO）\s*\(/,
    badge: 'KO 验证',
    sort: '排序',
    cited: '引用最多',
    newest: '最新上架',
    csv: 'CSV',
    xlsx: 'Excel（XLSX）',
    citations: /^(\d+) 篇$/,
    header: ['货号', '产品名称', '宿主', '克隆性', '应用', '种属反应性', '预测反应种属（同源性）', 'RRID', '引用文献数', '规格 1', '价格 1（元）'],
    total: /共 (\d+) 个产品/,
  },
  en: {
    knockout: /^Knockout-validated\s*\(/,
    badge: 'KO-validated',
    sort: 'Sort by',
    cited: 'Most cited',
    newest: 'Newest',
    csv: 'CSV',
    xlsx: 'Excel (XLSX)',
    citations: /^(\d+)$/,
    header: ['Catalogue number', 'Product name', 'Host', 'Clonality', 'Applications', 'Reactivity', 'Predicted reactivity (homology)', 'RRID', 'Citations', 'Size 1', 'Price 1 (USD)'],
    total: /Products found: (\d+)/,
  },
} as const;

type Language = keyof typeof WORDS;

/** The result list has answered for the current address. */
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

interface Card {
  catno: string;
  rrid: string;
  citations: number;
  badge: boolean;
}

async function cards(page: Page, citations: RegExp): Promise<Card[]> {
  const read = await page.locator('.result-card').evaluateAll((nodes) =>
    nodes.map((node) => {
      const facts = [...node.querySelectorAll('.result-card__facts div')].map((d) => d.querySelector('dd')?.textContent ?? '');
      return {
        catno: facts[0],
        rrid: node.querySelector('.result-card__rrid dd')?.textContent ?? '',
        citations: node.querySelector('.result-card__citations dd')?.textContent ?? '',
        badge: node.querySelector('.ko-badge')?.textContent ?? '',
      };
    }),
  );
  return read.map((c) => ({ catno: c.catno, rrid: c.rrid, citations: Number(citations.exec(c.citations)?.[1] ?? NaN), badge: c.badge !== '' }));
}

describe.each(['zh', 'en'] as Language[])('a researcher narrows /hot to knockout-validated antibodies and downloads the list (%s)', (language) => {
  const words = WORDS[language];
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('filters to knockout-validated, sorts by most cited, and downloads the list as CSV and XLSX', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await page.goto('/hot?pageid=1&searchdata=None');
    await settled(page);

    // The evidence filter is the ninth row, with its values in the page's language.
    await page.getByRole('checkbox', { name: words.knockout }).click();
    await page.waitForURL((url) => url.searchParams.get('evidence') === "['knockout']");
    await settled(page);
    const filtered = await cards(page, words.citations);
    expect(filtered.length).toBeGreaterThan(0);
    for (const card of filtered) expect(card.badge).toBe(true);
    await page.locator('.ko-badge', { hasText: words.badge }).first().waitFor();
    expect(await page.getByRole('checkbox', { name: words.knockout }).isChecked()).toBe(true);

    // Most cited first: the address says so, the counts go down the list.
    await page.getByLabel(words.sort).selectOption({ label: words.cited });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'cited' && url.searchParams.get('evidence') === "['knockout']");
    await settled(page);
    const cited = await cards(page, words.citations);
    expect(cited.map((c) => c.citations).every(Number.isInteger)).toBe(true);
    expect(cited.map((c) => c.citations)).toEqual([...cited.map((c) => c.citations)].sort((a, b) => b - a));
    // The same filter on another order: other suites may have added knockout-validated products, so the
    // first page need not hold the same ones, only as many and all with the badge.
    expect(cited).toHaveLength(filtered.length);
    for (const card of cited) expect(card.badge).toBe(true);
    const total = Number(words.total.exec(await page.locator('.hot-results__count').innerText())?.[1]);
    expect(total).toBeGreaterThan(0);

    // The list as CSV: the header in the page's language and the first row as shown.
    const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: words.csv, exact: true }).click()]);
    expect(csvDownload.suggestedFilename()).toMatch(new RegExp(`^product-list-\\d{8}-${language}\\.csv$`));
    const csv: string[][] = parse(await readFile((await csvDownload.path()) as string, 'utf8'), { bom: true });
    expect(csv[0].slice(0, words.header.length)).toEqual(words.header);
    expect(csv).toHaveLength(total + 1);
    expect(csv[1].slice(0, 1)).toEqual([cited[0].catno]);
    expect(csv[1][7]).toBe(cited[0].rrid);
    expect(Number(csv[1][8])).toBe(cited[0].citations);
    expect(csv[1][csv[1].length - 1]).toMatch(/^https?:\/\/[^/]+\/production\/\d+$/);

    // And as XLSX.
    const [xlsxDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: words.xlsx, exact: true }).click()]);
    expect(xlsxDownload.suggestedFilename()).toMatch(new RegExp(`^product-list-\\d{8}-${language}\\.xlsx$`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await xlsxDownload.path()) as string)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const row = (n: number) => Array.from({ length: csv[0].length }, (_, c) => sheet.getRow(n).getCell(c + 1).text);
    expect(row(1).slice(0, words.header.length)).toEqual(words.header);
    expect(row(2)).toEqual(csv[1]);
    expect(sheet.actualRowCount).toBe(total + 1);

    // Newest first is the third order; the filter stays.
    await page.getByLabel(words.sort).selectOption({ label: words.newest });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'newest' && url.searchParams.get('evidence') === "['knockout']");
    await settled(page);
    const newest = await cards(page, words.citations);
    expect(newest).toHaveLength(filtered.length);
    for (const card of newest) expect(card.badge).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('finds a product by its RRID typed in the header search', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await page.goto('/hot?pageid=1&searchdata=None');
    await settled(page);
    const [first] = (await cards(page, words.citations)).filter((c) => c.rrid);
    const box = page.locator('.site-header').getByRole('searchbox');
    await box.fill(`RRID:${first.rrid}`);
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('searchdata') === `RRID:${first.rrid}`);
    await settled(page);
    expect((await cards(page, words.citations))[0]).toMatchObject({ catno: first.catno, rrid: first.rrid });
    expect(problems).toEqual([]);
    await context.close();
  });
});
