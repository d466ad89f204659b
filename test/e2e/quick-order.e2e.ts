import type { Browser } from 'playwright-core';
import { ApiUser, authorization, logIn, makeStaff, registerByApi } from './reviews-support';
import { launchBrowser, openPage, shopUrl } from './support/browser';

/**
 * A researcher reorders a standing list: pastes ten catalogue numbers (sizes written as the product
 * shows them or as 1-3, quantities, an Excel row with tabs, one unknown number, one discontinued
 * product) into /quickorder, reads the preview with its flags, adds the matched lines in one go and
 * finds them in the basket. In both languages.
 */
const TEXT = {
  zh: {
    basketLink: '按货号快速下单', headerLink: '快速下单', title: '快速下单', label: '货号列表（每行一个）', check: '检查',
    add: '将 8 行加入购物车', added: '已将 8 行加入购物车', matched: '可加入 8 行', flagged: '2 行有问题，不会加入',
    unknown: '没有货号为“NOPE-999999”的产品', discontinued: '该产品已停产，不能再订购', ready: '可加入',
    stale: '列表已修改，请重新检查后再加入购物车。', empty: '请粘贴或输入货号，每行一个', currency: '¥', swap: '订购替代产品',
  },
  en: {
    basketLink: 'Quick order by catalogue number', headerLink: 'Quick order', title: 'Quick order', label: 'Catalogue numbers (one per line)', check: 'Check',
    add: 'Add the ready lines to the basket (8)', added: '8 lines added to your basket', matched: 'Ready to add: 8', flagged: 'Not added: 2 (see why below)',
    unknown: 'No product has the catalogue number "NOPE-999999"', discontinued: 'This product has been discontinued and can no longer be ordered', ready: 'Ready',
    stale: 'The list has changed; check it again before adding it to your basket.', empty: 'Paste or type catalogue numbers, one per line', currency: '$', swap: 'Order its replacement',
  },
} as const;

interface Sized {
  pid: number;
  catno: string;
  sizes: string[];
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Eight catalogue products with three sizes each, read through the public calls. */
async function sizedProducts(count: number): Promise<Sized[]> {
  const found = await json<{ data: Array<{ pid: number; catno: string }> }>(await fetch(`${shopUrl()}/api/iteminfo/searchitem/?searchword=&searchpageid=2`));
  const out: Sized[] = [];
  for (const { pid, catno } of found.data) {
    const detail = await json<{ data: Record<string, string> }>(await fetch(`${shopUrl()}/api/iteminfo/baseinfo/?pid=${pid}`));
    const sizes = [detail.data.size1, detail.data.size2, detail.data.size3];
    if (sizes.every(Boolean) && detail.data.status !== 'discontinued') out.push({ pid, catno, sizes });
    if (out.length === count) return out;
  }
  throw new Error('not enough products with three sizes on the second result page');
}

/** A product of its own, discontinued through the staff calls (replaced by `replacedby`), so no other journey sees the change. */
async function discontinuedProduct(staff: ApiUser, language: string, replacedby: string): Promise<string> {
  const catno = `QO-${language.toUpperCase()}-${Date.now() % 1000000}`;
  const headers = { ...authorization(staff), 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/x-www-form-urlencoded' };
  const created = await json<{ data: { pid: number } }>(
    await fetch(`${shopUrl()}/api/admininfo/catalogue/products`, {
      method: 'POST',
      headers,
      body: new URLSearchParams({ catno, productname: 'Quick Order Retired Antibody', producttype: 'Primary Antibody', size1: '50 µl', price1: '980', replacedby }).toString(),
    }),
  );
  await json(await fetch(`${shopUrl()}/api/admininfo/catalogue/products/${created.data.pid}/discontinue`, { method: 'POST', headers }));
  return catno;
}

describe.each(['zh', 'en'] as const)('quick order through the page (%s)', (language) => {
  const t = TEXT[language];
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('pastes ten catalogue numbers, reads the flags, adds the matched lines and sees them in the basket', async () => {
    const staff = await registerByApi(`quick-staff-${language}`);
    await makeStaff(staff);
    const p = await sizedProducts(8);
    const retired = await discontinuedProduct(staff, language, p[0].catno);
    const researcher = await registerByApi(`quick-${language}`);
    const { page, context, problems } = await openPage(browser, language);

    // A visitor is sent to log in first, as for the basket.
    await page.goto('/quickorder');
    await page.waitForURL((url) => url.pathname === '/login');

    await logIn(context, researcher);
    await page.goto('/shopcar');
    await page.getByRole('link', { name: t.headerLink, exact: true }).waitFor();
    await page.getByRole('link', { name: t.basketLink }).click();
    await page.waitForURL((url) => url.pathname === '/quickorder');
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();

    const box = page.getByLabel(t.label);
    await page.getByRole('button', { name: t.check, exact: true }).click();
    await page.getByRole('alert').filter({ hasText: t.empty }).waitFor();

    const lines = [
      p[0].catno,
      `${p[1].catno.toLowerCase()} ${p[1].sizes[1]} 2`,
      `${p[2].catno}\t${p[2].sizes[2]}\t3`,
      `${p[3].catno.replace('-', ' ')}, 2, 4`,
      `${p[4].catno} 3`,
      'NOPE-999999 1 1',
      `${p[5].catno};1;5`,
      `${p[6].catno} ${p[6].sizes[0].replace(/\s+/g, '')} 1`,
      retired,
      `${p[7].catno} 2 6`,
    ];
    await box.fill(lines.join('\n'));
    await page.getByRole('button', { name: t.check, exact: true }).click();

    await page.getByTestId('matched-count').filter({ hasText: t.matched }).waitFor();
    expect(await page.getByTestId('flagged-count').textContent()).toBe(t.flagged);
    const rows = page.locator('.quick-order__table tbody tr');
    expect(await rows.count()).toBe(10);
    const unknown = page.locator('tr[data-line="6"]');
    expect(await unknown.getAttribute('class')).toContain('quick-order__row--flagged');
    expect(await unknown.innerText()).toContain(t.unknown);
    expect(await page.locator('tr[data-line="9"]').innerText()).toContain(t.discontinued);
    const excelRow = page.locator('tr[data-line="3"]');
    expect(await excelRow.innerText()).toContain(p[2].sizes[2]);
    expect(await excelRow.innerText()).toContain(t.ready);
    await page.locator('tr[data-line="2"]').getByRole('link').waitFor();
    expect(await page.getByTestId('quick-order-total').textContent()).toContain(t.currency);

    // Editing the list after the check asks for a new check before anything is added.
    await box.press('End');
    await box.pressSequentially(' ');
    await page.getByRole('alert').filter({ hasText: t.stale }).waitFor();
    expect(await page.getByRole('button', { name: t.add }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: t.check, exact: true }).click();
    await page.getByRole('alert').filter({ hasText: t.stale }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: t.add }).click();
    await page.locator('.shop-notice', { hasText: t.added }).first().waitFor();
    await page.waitForURL((url) => url.pathname === '/shopcar');
    const basket = page.locator('.basket-table tbody tr');
    await basket.nth(7).waitFor();
    expect(await basket.count()).toBe(8);
    // The size cell also says the size's stock status when staff set one (the demo does for some): the size is its first text.
    const shown = await basket.evaluateAll((trs) => trs.map((tr) => [tr.children[2].textContent, tr.children[3].firstChild?.textContent, tr.querySelector('output')?.textContent]));
    // The basket lists rows in the order they were created; the list is compared by catalogue number.
    const byCatno = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
    expect(shown.sort(byCatno)).toEqual([
      [p[0].catno, p[0].sizes[0], '1'],
      [p[1].catno, p[1].sizes[1], '2'],
      [p[2].catno, p[2].sizes[2], '3'],
      [p[3].catno, p[3].sizes[1], '4'],
      [p[4].catno, p[4].sizes[2], '1'],
      [p[5].catno, p[5].sizes[0], '5'],
      [p[6].catno, p[6].sizes[0], '1'],
      [p[7].catno, p[7].sizes[1], '6'],
    ].sort(byCatno));

    // Issue 31: a discontinued number offers its replacement; one click puts it on the line and checks again.
    await page.goto('/quickorder');
    await page.getByLabel(t.label).fill(`${retired.toLowerCase()} 1 2`);
    await page.getByRole('button', { name: t.check, exact: true }).click();
    const retiredRow = page.locator('tr[data-line="1"]');
    await retiredRow.getByText(t.discontinued).waitFor();
    await retiredRow.getByRole('button', { name: `${t.swap} ${p[0].catno}` }).click();
    await page.locator('tr[data-line="1"]', { hasText: p[0].catno }).getByText(t.ready).waitFor();
    expect(await page.getByLabel(t.label).inputValue()).toBe(`${p[0].catno}, 1, 2`);
    expect(await page.getByTestId('flagged-count').count()).toBe(0);

    expect(problems).toEqual([]);
    await context.close();
  });
});
