import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ApiUser, authorization, logIn, makeStaff, registerByApi } from './reviews-support';
import { launchBrowser, openPage, shopUrl } from './support/browser';
import { waitFor } from '../../backend/test-support/wait-for';

/**
 * Issue 30 as a Chinese researcher types: a target's Chinese name finds its antibodies, 磷酸化 becomes a
 * modification chip with the phospho form first, a mouse CD4 on a catalogue without CD4 says so and
 * leads to the requirement form with CD4 filled in, and a Chinese name staff add on the target-names
 * page finds its target's product at once.
 */
const FIXTURE = join(__dirname, 'fixtures', 'catalogue-chinese-search.csv');
const RUN = `${Date.now() % 1_000_000}`;
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** The fixture's rows (quoted cells may hold commas), with this run's catalogue numbers. */
function fixtureRows(): Record<string, string>[] {
  const cells = (line: string): string[] => {
    const out: string[] = [];
    let cell = '';
    let quoted = false;
    for (const ch of line) {
      if (ch === '"') quoted = !quoted;
      else if (ch === ',' && !quoted) {
        out.push(cell);
        cell = '';
      } else cell += ch;
    }
    return [...out, cell];
  };
  const [header, ...lines] = readFileSync(FIXTURE, 'utf8').replaceAll('{run}', RUN).trim().split('\n');
  const names = cells(header);
  return lines.map((line) => Object.fromEntries(cells(line).map((value, i) => [names[i], value] as const).filter(([, value]) => value !== '')));
}

const catno = (suffix: string) => `CS-${RUN}-${suffix}`;

async function searchApi(words: string): Promise<Array<{ catno: string }>> {
  const answer = await (await fetch(`${shopUrl()}/api/iteminfo/searchitem/?searchword=${encodeURIComponent(words)}&searchpageid=1`)).json();
  return answer.data ?? [];
}

/** The fixture's products, made by staff and waited for until search lists each. */
async function loadFixture(staff: ApiUser): Promise<void> {
  for (const cells of fixtureRows()) {
    const res = await fetch(`${shopUrl()}/api/admininfo/catalogue/products`, {
      method: 'POST',
      headers: { ...authorization(staff), ...XHR, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(cells).toString(),
    });
    if (!res.ok) throw new Error(`creating ${cells.catno} answered ${res.status}: ${await res.text()}`);
  }
  for (const { catno: number } of fixtureRows()) {
    await waitFor(async () => (await searchApi(number)).some((p) => p.catno === number), 30_000, `${number} in the search index`, 200);
  }
}

/** The result list (or its empty state) has answered for the current address. */
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

async function searchFromHeader(page: Page, words: string): Promise<void> {
  const box = page.locator('.site-header').getByRole('searchbox');
  await box.fill(words);
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/hot' && url.searchParams.get('searchdata') === words);
  await settled(page);
}

const titles = (page: Page) => page.locator('.result-card__title').allInnerTexts();
const catnos = (page: Page) => page.locator('.result-card__facts div:first-child dd').allInnerTexts();

describe('search understands Chinese (zh, issue 30)', () => {
  let browser: Browser;
  let staff: ApiUser;
  beforeAll(async () => {
    browser = await launchBrowser();
    staff = await registerByApi('chinese-search');
    await makeStaff(staff);
    await loadFixture(staff);
  });
  afterAll(() => browser.close());

  it('波形蛋白 finds the vimentin antibodies, a Chinese-named one titled in Chinese with its English name beneath', async () => {
    const { page, context, problems } = await openPage(browser, 'zh');
    await page.goto('/');
    await searchFromHeader(page, '波形蛋白');
    const found = await catnos(page);
    expect(found).toEqual(expect.arrayContaining([catno('VIM1'), catno('VIM2')]));
    // Vimentin antibodies first; no notice: the words named a target the catalogue has.
    const shown = await page.locator('.result-card').allInnerTexts();
    const vimentins = shown.filter((card) => /vimentin|波形蛋白/i.test(card)).length;
    expect(vimentins).toBeGreaterThanOrEqual(2);
    expect(shown.slice(0, vimentins).every((card) => /vimentin|波形蛋白/i.test(card))).toBe(true);
    expect(await page.locator('.hot-results__widened, .absent-target').count()).toBe(0);

    const card = page.locator('.result-card', { hasText: catno('VIM1') });
    expect(await card.locator('.result-card__title').innerText()).toBe(`波形蛋白兔单克隆抗体 [CS${RUN}V1]`);
    expect(await card.locator('.result-card__subtitle').innerText()).toBe(`Vimentin Rabbit Monoclonal Antibody [CS${RUN}V1]`);
    await card.locator('.result-card__title a').click();
    await page.waitForURL(/\/production\/\d+$/);
    await page.locator('h1', { hasText: '波形蛋白兔单克隆抗体' }).waitFor();
    expect(await page.locator('.product-summary__subtitle').innerText()).toBe(`Vimentin Rabbit Monoclonal Antibody [CS${RUN}V1]`);
    expect(await page.title()).toContain('波形蛋白兔单克隆抗体');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('磷酸化AKT shows the modification chip and the phospho-Akt antibody first', async () => {
    const { page, context, problems } = await openPage(browser, 'zh');
    await page.goto('/');
    await searchFromHeader(page, '磷酸化AKT');
    expect(await page.locator('.query-chip[data-facet="modification"]').innerText()).toContain('修饰：磷酸化');
    expect((await titles(page))[0]).toMatch(/^Phospho-Akt/);
    expect((await catnos(page))[0]).toBe(catno('AKT1'));
    expect(await page.locator('.hot-results__widened, .absent-target').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('鼠抗 CD4 on a catalogue without CD4 says so, lists nothing else and opens the requirement form with CD4 filled in', async () => {
    const { page, context, problems } = await openPage(browser, 'zh');
    await page.goto('/');
    await searchFromHeader(page, '鼠抗 CD4');
    const absent = page.locator('.absent-target');
    await absent.getByText('目录中没有 CD4 抗体').waitFor();
    // Never a silent wrong target: no CD44 or CD45 antibody listed in CD4's place.
    expect(await page.locator('.result-card').count()).toBe(0);
    for (const link of await absent.locator('.absent-target__related a').all()) {
      const target = await link.innerText();
      expect(new URL(await link.getAttribute('href') ?? '', shopUrl()).searchParams.get('searchdata')).toBe(target);
    }
    await absent.getByRole('link', { name: '提交 CD4 抗体需求' }).click();
    await page.waitForURL((url) => url.pathname === '/xuqiu' && url.searchParams.get('product') === 'CD4');
    await page.getByRole('heading', { name: '产品需求' }).waitFor();
    expect(await page.getByLabel('抗体名称').inputValue()).toBe('CD4');
    expect(await page.getByLabel('需求描述').inputValue()).toContain('鼠抗 CD4');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a Chinese name staff add on the target-names page finds its target’s product', async () => {
    const name = '转凝蛋白';
    expect((await searchApi(name)).some((p) => p.catno === catno('TAG1'))).toBe(false);

    const { page, context, problems } = await openPage(browser, 'zh');
    await logIn(context, staff);
    await page.goto('/admin/catalogue/targetnames');
    await page.getByRole('link', { name: '靶点中文名' }).waitFor();
    await page.getByRole('searchbox', { name: '查找靶点' }).fill('TAGLN');
    await page.getByRole('button', { name: '查找', exact: true }).click();
    const row = page.locator('tr[data-symbol="TAGLN"]');
    await row.waitFor();
    await row.getByRole('button', { name: '为 TAGLN 添加中文名称' }).click();
    // The names' form, not the families' form below it (issue 49), which has a 基因符号 field too.
    const form = page.getByRole('form', { name: '添加中文名称' });
    expect(await form.getByLabel('基因符号').inputValue()).toBe('TAGLN');
    await form.getByLabel('中文名称或同义词').fill(name);
    await form.getByRole('button', { name: '添加', exact: true }).click();
    await page.getByText(`已为 TAGLN 添加“${name}”`).waitFor();
    await row.locator('.target-names__added', { hasText: name }).waitFor();

    // Searchable at once (within a second on every instance): the shop's own search box finds the product.
    const shop = await context.newPage();
    await shop.goto('/');
    const started = Date.now();
    for (;;) {
      await searchFromHeader(shop, name);
      if ((await catnos(shop)).includes(catno('TAG1'))) break;
      if (Date.now() - started > 5_000) throw new Error(`${name} did not find ${catno('TAG1')} within 5 s`);
      await shop.goto('/');
    }
    expect((await titles(shop))[0]).toMatch(/Transgelin/);

    // A staff-added name can be taken back on the same page.
    await row.getByRole('button', { name: `删除 TAGLN 的名称“${name}”` }).click();
    await page.getByText(`已删除 TAGLN 的“${name}”`).waitFor();
    await page.waitForFunction((n) => !document.querySelector('tr[data-symbol="TAGLN"] .target-names__added')?.textContent?.includes(n), name);
    expect(problems).toEqual([]);
    await context.close();
  });
});
