import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, waitForHydration } from './support/browser';
import { ApiUser, logIn, makeStaff, registerByApi } from './reviews-support';

const TEXT = {
  zh: { chosen: '已选：', merge: '合并', key: '取值（存储与表格中的写法）', zhLabel: '中文名称', enLabel: '英文名称', add: '添加', added: '已添加', reactivity: '种属反应性', sheet: '产品表或文献表（.csv 或 .xlsx）', upload: '上传并检查', confirm: '确认导入', done: '导入完成', addValues: '把表格中词表没有的取值加入词表' },
  en: { chosen: 'Selected: ', merge: 'Merge', key: 'Value (as stored and written in sheets)', zhLabel: 'Chinese label', enLabel: 'English label', add: 'Add', added: 'added', reactivity: 'Reactivity', sheet: 'Products or references sheet (.csv or .xlsx)', upload: 'Upload and check', confirm: 'Confirm import', done: 'Import finished', addValues: 'Add values the vocabularies lack to them' },
} as const;

const SHOTS = process.env.SCREENSHOT_DIR;

/**
 * A supplier's own species without a developer (issue 24): staff add it with its Chinese label on
 * the vocabularies page, import a sheet that uses it (and a conjugate the list lacks, added by the
 * tick box), and a researcher filters by it on /hot, labelled in the page's language.
 */
describe.each(['zh', 'en'] as const)('vocabularies (%s)', (language) => {
  const t = TEXT[language];
  const run = `${language.toUpperCase()}${Date.now() % 1000000}`;
  const species = `Axolotl ${run}`;
  const speciesZh = `美西螈${run}`;
  const gene = `VOCAB${run}`;
  let browser: Browser;
  let staff: ApiUser;

  beforeAll(async () => {
    browser = await launchBrowser();
    staff = await registerByApi(`vocab-${language}`);
    await makeStaff(staff);
  });
  afterAll(() => browser.close());

  it('staff add a species with its Chinese label, import a sheet using it, and a researcher filters by it on /hot', async () => {
    const { page, context, problems } = await openPage(browser, language, { width: 1440, height: 900 });
    await logIn(context, staff);
    await page.goto('/admin/catalogue/vocabularies?v=reactivity');
    await page.getByRole('button', { name: t.reactivity, exact: true }).waitFor();
    await page.getByLabel(t.key).fill(species);
    await page.getByRole('form').getByLabel(t.zhLabel).fill(speciesZh);
    await page.getByRole('button', { name: t.add, exact: true }).click();
    await page.getByRole('status').filter({ hasText: t.added }).waitFor();
    const row = page.locator(`tr[data-value="${species}"]`);
    await row.waitFor();
    expect(await row.getByLabel(t.zhLabel).inputValue()).toBe(speciesZh);
    // The whole list is on the page and the page ends with its footer (no blank screens below it).
    const below = await page.evaluate(() => document.documentElement.scrollHeight - (document.querySelector('.site-footer')!.getBoundingClientRect().bottom + window.scrollY));
    expect(below).toBeLessThanOrEqual(1);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/vocabularies-${language}-1440.png` });
      await page.setViewportSize({ width: 390, height: 900 });
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/vocabularies-${language}-390.png` });
      await page.setViewportSize({ width: 1440, height: 900 });
    }

    await page.goto('/admin/catalogue');
    await page.getByLabel(t.sheet).setInputFiles({
      name: 'supplier.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['catno,productname,producttype,genename,reactivity,conjugation', `VOC-${run},Anti-${gene} Antibody,Primary Antibody,${gene},"Human, ${species}",iFluor ${run}`].join('\n')),
    });
    await page.getByLabel(t.addValues).check();
    await page.getByRole('button', { name: t.upload }).click();
    await page.getByRole('button', { name: t.confirm }).waitFor({ timeout: 30000 });
    expect(await page.getByTestId('added-values').locator('tbody td code').allInnerTexts()).toEqual([`iFluor ${run}`]);
    await page.getByRole('button', { name: t.confirm }).click();
    await page.getByRole('status').filter({ hasText: t.done }).waitFor({ timeout: 30000 });
    // The editor's summary of the ticked species reads in the page's language.
    const [{ pid }] = (await (await page.request.get(`/api/iteminfo/searchitem/?searchword=VOC-${run}`)).json()).data as { pid: number }[];
    await page.goto(`/admin/catalogue/products/${pid}`);
    const reactivity = page.locator('.catalogue-editor__choices').filter({ has: page.locator(`input[value="${species}"]`) });
    const summary = language === 'zh' ? `${t.chosen}人、${speciesZh}` : `${t.chosen}Human, ${species}`;
    await reactivity.locator('.catalogue-editor__chosen').filter({ hasText: summary }).waitFor();
    expect(problems).toEqual([]);
    await context.close();

    // A researcher, not logged in: the new species is a filter value, labelled in the page's language.
    const shown = language === 'zh' ? speciesZh : species;
    for (const width of [1440, 390]) {
      const visitor = await openPage(browser, language, { width, height: 900 });
      const filter = visitor.page.locator('.filter-panel label').filter({ has: visitor.page.locator(`input[value="${species}"]`) });
      for (let attempt = 0; attempt < 50; attempt++) {
        await visitor.page.goto(`/hot?searchword=${gene}`);
        await waitForHydration(visitor.page);
        if ((await filter.count()) > 0) break;
        // The search index catches up through its queue.
        await visitor.page.waitForTimeout(300);
      }
      expect(await filter.innerText()).toContain(shown);
      if (width === 390) await visitor.page.locator('.filter-panel__toggle').click();
      await filter.locator('input').click();
      await visitor.page.waitForURL((url) => url.searchParams.get('reactivity')?.includes(species) === true);
      await visitor.page.locator('.result-card', { hasText: `VOC-${run}` }).waitFor();
      expect(await visitor.page.locator('.result-card').count()).toBe(1);
      if (SHOTS) await visitor.page.screenshot({ path: `${SHOTS}/vocabularies-hot-${language}-${width}.png`, fullPage: width === 390 });
      expect(visitor.problems).toEqual([]);
      await visitor.context.close();
    }

    // Staff merge the species into another value: its product count shows the moved product at once, no reload.
    const desk = await openPage(browser, language, { width: 1440, height: 900 });
    await logIn(desk.context, staff);
    await desk.page.goto('/admin/catalogue/vocabularies?v=reactivity');
    const kept = `Kept ${run}`;
    await desk.page.getByLabel(t.key).fill(kept);
    await desk.page.getByRole('button', { name: t.add, exact: true }).click();
    const keptRow = desk.page.locator(`tr[data-value="${kept}"]`);
    await keptRow.waitFor();
    expect((await keptRow.locator('.vocabularies__count').innerText()).trim()).toMatch(/(^|\s)0$/);
    const mergedRow = desk.page.locator(`tr[data-value="${species}"]`);
    await mergedRow.locator('select').selectOption(kept);
    await mergedRow.getByRole('button', { name: t.merge, exact: true }).click();
    await mergedRow.waitFor({ state: 'detached' });
    await keptRow.locator('.vocabularies__count').filter({ hasText: /(^|\s)1$/ }).waitFor();
    expect(desk.problems).toEqual([]);
    await desk.context.close();
  }, 180_000);
});
