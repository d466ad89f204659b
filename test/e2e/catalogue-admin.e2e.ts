import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, shopUrl } from './support/browser';
import { ApiUser, authorization, logIn, makeStaff, registerByApi, testPicture } from './reviews-support';

const FIXTURES = join(__dirname, 'fixtures');

const TEXT = {
  zh: {
    importNav: '产品导入/导出', productsNav: '产品管理', sheet: '产品表或文献表（.csv 或 .xlsx）', zip: '图片压缩包（.zip，可选）', upload: '上传并检查',
    confirm: '确认导入', done: '导入完成', search: '搜索', find: '查找', save: '保存', saved: '已保存',
    pictureFile: '图片文件（JPG、PNG、GIF、WebP、TIFF）', addPicture: '添加图片', added: '图片已添加', discontinue: '设为停产',
    reactivate: '恢复在售', discontinuedBadge: '已停产', banner: '该产品已停产', alternatives: '可选替代产品', addToBasket: '加入购物车',
    notOrderable: '该产品已停产，无法加入购物车。',
  },
  en: {
    importNav: 'Catalogue import/export', productsNav: 'Products', sheet: 'Products or references sheet (.csv or .xlsx)', zip: 'Pictures (.zip, optional)',
    upload: 'Upload and check', confirm: 'Confirm import', done: 'Import finished', search: 'Search', find: 'Find',
    save: 'Save', saved: 'Saved', pictureFile: 'Picture file (JPG, PNG, GIF, WebP, TIFF)', addPicture: 'Add picture', added: 'Picture added',
    discontinue: 'Discontinue', reactivate: 'Reactivate', discontinuedBadge: 'Discontinued', banner: 'This product has been discontinued',
    alternatives: 'Suggested alternatives', addToBasket: 'ADD TO BASKET',
    notOrderable: 'This product has been discontinued and can no longer be added to the basket.',
  },
} as const;

/** A fixture sheet with this run's catalogue numbers, so the zh and en runs (one database) do not collide. */
function sheet(file: string, run: string) {
  const text = readFileSync(join(FIXTURES, file), 'utf8').replaceAll('{run}', run);
  return { name: file, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') };
}

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function staffCall<T>(staff: ApiUser, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${shopUrl()}/api/admininfo/catalogue${path}`, { ...init, headers: { ...XHR, ...authorization(staff), ...(init.headers ?? {}) } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A product made through the staff API, so each journey edits its own and leaves the seeded ones alone. */
async function createProduct(staff: ApiUser, catno: string, recommend = ''): Promise<number> {
  const cells = {
    catno, productname: `Editable ${catno} antibody`, producttype: 'Primary Antibody', host: 'Rabbit', application: 'WB',
    reactivity: 'Human', size1: '100 μl', price1: '1000', recommend,
  };
  const answer = await staffCall<{ data: { pid: number } }>(staff, '/products', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(cells).toString(),
  });
  return answer.data.pid;
}

/** Search follows a catalogue change through a queued job: reload /hot until the product is listed. */
async function findOnHot(page: Page, catno: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    await page.goto(`/hot?pageid=1&searchdata=${encodeURIComponent(catno)}`);
    const card = page.locator('dd', { hasText: catno });
    if (await card.first().waitFor({ timeout: 1000 }).then(() => true, () => false)) return;
  }
  throw new Error(`${catno} never appeared on /hot`);
}

/** The gallery's main picture is a real, loaded image (not the placeholder). */
async function mainPicture(page: Page): Promise<{ src: string; width: number }> {
  const img = page.locator('.gallery__main img');
  await img.waitFor();
  await page.waitForFunction(() => (document.querySelector('.gallery__main img') as HTMLImageElement | null)?.complete === true);
  return img.evaluate((el: HTMLImageElement) => ({ src: el.currentSrc, width: el.naturalWidth }));
}

describe.each(['zh', 'en'] as const)('staff catalogue operations (%s)', (language) => {
  const t = TEXT[language];
  const run = `${language.toUpperCase()}${Date.now() % 1000000}`;
  let browser: Browser;
  let staff: ApiUser;
  let priceLabel: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    staff = await registerByApi(`catalogue-staff-${language}`);
    await makeStaff(staff);
    const fields = await staffCall<{ data: Array<{ column: string; label: { zh: string; en: string } }> }>(staff, '/fields');
    priceLabel = fields.data.find((f) => f.column === 'price1')?.label[language] ?? 'price1';
  });
  afterAll(() => browser.close());

  it('imports a sheet with a picture ZIP: dry-run report, confirm, done; search and the product page show the new product', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await logIn(context, staff);
    await page.goto('/admin/reviews');
    await page.locator('.staff-area__nav').getByRole('link', { name: t.importNav }).click();
    await page.waitForURL('**/admin/catalogue');

    await page.getByLabel(t.sheet).setInputFiles(sheet('catalogue-new.csv', run));
    await page.getByLabel(t.zip).setInputFiles(join(FIXTURES, 'catalogue-pictures.zip'));
    await page.getByRole('button', { name: t.upload }).click();
    const confirm = page.getByRole('button', { name: t.confirm });
    await confirm.waitFor({ timeout: 30000 });
    expect(await page.locator('[data-count="created"]').innerText()).toBe('2');
    expect(await page.locator('.catalogue-admin__problems').count()).toBe(0);
    await confirm.click();
    await page.getByRole('status').filter({ hasText: t.done }).waitFor({ timeout: 30000 });
    expect(await page.locator('[data-count="created"]').innerText()).toBe('2');

    const catno = `E2E-${run}-1`;
    await findOnHot(page, catno);
    await page.locator('.result-card', { hasText: catno }).getByRole('link', { name: new RegExp(`Zebrafin ${run} rabbit`) }).click();
    await page.waitForURL('**/production/*');
    await page.getByRole('heading', { level: 1, name: new RegExp(`Zebrafin ${run} rabbit`) }).waitFor();
    const picture = await mainPicture(page);
    expect(picture.src).not.toContain('no-image');
    expect(picture.width).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lists every broken row of a sheet and offers no Confirm', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await logIn(context, staff);
    await page.goto('/admin/catalogue');
    await page.getByLabel(t.sheet).setInputFiles(sheet('catalogue-broken.csv', run));
    await page.getByRole('button', { name: t.upload }).click();
    const table = page.locator('table.catalogue-admin__problems');
    await table.waitFor({ timeout: 30000 });
    await page.getByRole('alert').first().waitFor();
    const rows = await table.locator('tbody tr td:first-child').allInnerTexts();
    expect([...new Set(rows.map(Number))].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6]);
    expect(await page.getByRole('button', { name: t.confirm }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('edits price 1 in the editor; the product page shows the new price', async () => {
    const catno = `E2E-${run}-PRICE`;
    const pid = await createProduct(staff, catno);
    const { page, context, problems } = await openPage(browser, language);
    await logIn(context, staff);
    await page.goto('/admin/reviews');
    await page.locator('.staff-area__nav').getByRole('link', { name: t.productsNav }).click();
    await page.getByRole('searchbox', { name: t.search, exact: true }).fill(catno);
    await page.getByRole('button', { name: t.find }).click();
    await page.getByRole('row', { name: new RegExp(catno) }).click();
    await page.waitForURL(`**/admin/catalogue/products/${pid}`);

    const yuan = language === 'zh' ? 1407 : 1414;
    await page.getByLabel(priceLabel).fill(String(yuan));
    // After a save the editor reads the product back and redraws its form with what the server kept.
    const readBack = page.waitForResponse((res) => res.request().method() === 'GET' && res.url().endsWith(`/catalogue/products/${pid}`));
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await page.getByRole('status').filter({ hasText: t.saved }).waitFor();
    await (await readBack).finished();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    // Audit item 9 of issue 25: the next save, refused, does not leave the green "Saved" of the last one showing.
    await page.locator('#field-productname').fill('');
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await page.locator('#field-productname[aria-invalid="true"]').waitFor();
    expect(await page.locator('.shop-notice').filter({ hasText: t.saved }).count()).toBe(0);

    await page.goto(`/production/${pid}`);
    await page.locator('.size-option').first().click();
    const shown = language === 'zh' ? `¥${yuan.toLocaleString('zh-CN')}` : `$${Math.ceil(yuan / 7)}`;
    await page.getByTestId('price').filter({ hasText: shown }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('adds a picture in the editor; it appears on the product page', async () => {
    const pid = await createProduct(staff, `E2E-${run}-PIC`);
    const { page, context, problems } = await openPage(browser, language);
    await logIn(context, staff);
    await page.goto(`/admin/catalogue/products/${pid}`);
    await page.getByLabel(t.pictureFile).setInputFiles({ name: 'blot.png', mimeType: 'image/png', buffer: await testPicture() });
    await page.getByRole('button', { name: t.addPicture, exact: true }).click();
    await page.getByRole('status').filter({ hasText: t.added }).waitFor();
    await page.locator('.pictures__item img').waitFor();

    await page.goto(`/production/${pid}`);
    const picture = await mainPicture(page);
    expect(picture.src).not.toContain('no-image');
    expect(picture.width).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('discontinues a product: banner with alternatives, no ADD TO BASKET; reactivating restores it', async () => {
    const successor = `E2E-${run}-NEXT`;
    await createProduct(staff, successor);
    const pid = await createProduct(staff, `E2E-${run}-OLD`, successor);
    const { page, context, problems } = await openPage(browser, language);
    await logIn(context, staff);
    await page.goto(`/admin/catalogue/products/${pid}`);
    await page.getByRole('button', { name: t.discontinue }).click();
    await page.locator('.status-badge', { hasText: t.discontinuedBadge }).waitFor();

    const shopper = await openPage(browser, language);
    await shopper.page.goto(`/production/${pid}`);
    const banner = shopper.page.getByRole('region', { name: t.banner });
    await banner.waitFor();
    await banner.getByRole('heading', { name: t.alternatives }).waitFor();
    await banner.getByRole('link', { name: `Editable ${successor} antibody` }).waitFor();
    await shopper.page.getByText(t.notOrderable).waitFor();
    expect(await shopper.page.getByRole('button', { name: t.addToBasket }).count()).toBe(0);

    await page.getByRole('button', { name: t.reactivate }).click();
    await page.getByRole('button', { name: t.discontinue }).waitFor();
    await shopper.page.reload();
    await shopper.page.getByRole('button', { name: t.addToBasket }).waitFor();
    expect(await banner.count()).toBe(0);
    expect(problems).toEqual([]);
    expect(shopper.problems).toEqual([]);
    await shopper.context.close();
    await context.close();
  });
});
