import type { Browser } from 'playwright-core';
import { ApiUser, authorization, logIn, registerByApi } from './reviews-support';
import { launchBrowser, openPage, shopUrl } from './support/browser';

/**
 * Issue 31 through the real pages in both languages: a researcher saves three products to a named
 * list (two from product pages, one from a /hot row), adds the whole list to the basket, downloads
 * it, then sees the account page: the profile saved (the header greets the new name), the address
 * book with its default, and the orders searched by catalogue number and status; last, the order form picks the
 * default address and the list's products are ordered with the purchasing office's PO number.
 */
const TEXT = {
  zh: {
    save: '收藏', newList: '新建清单', createAndSave: '新建并保存', submit: '保存', chooseList: '选择清单', saved: '已保存到',
    allToBasket: '全部加入购物车', added: '已将 3 项加入购物车', size: '规格', myAccount: '我的账户', name: '姓名',
    organisation: '单位', saveProfile: '保存资料', profileSaved: '资料已保存', default: '默认', searchWord: '订单号或货号',
    search: '搜索', status: '状态', cancelled: '已取消', none: '没有符合条件的订单。', phone: '电话', badPhone: '电话号码只能包含',
    chooseAll: '全选', commit: '去结算', poLabel: '采购单号（PO，选填）', placeOrder: '提交订单',
  },
  en: {
    save: 'Save', newList: 'New list', createAndSave: 'Create and save', submit: 'Save', chooseList: 'Choose a list', saved: 'Saved to',
    allToBasket: 'Add whole list to basket', added: '3 products added to your basket', size: 'Size', myAccount: 'My account', name: 'Name',
    organisation: 'Organisation', saveProfile: 'Save profile', profileSaved: 'Profile saved', default: 'Default', searchWord: 'Order or catalogue number',
    search: 'Search', status: 'Status', cancelled: 'canceled', none: 'No orders match.', phone: 'Phone', badPhone: 'The phone number may hold only',
    chooseAll: 'Select all', commit: 'Commit', poLabel: 'Purchase order (PO) number (optional)', placeOrder: 'Place order',
  },
} as const;

async function call(user: ApiUser, path: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v);
  const res = await fetch(`${shopUrl()}/api/${path}`, {
    method: 'POST',
    headers: { ...authorization(user), 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

describe.each(['zh', 'en'] as const)('saved lists and my account (%s)', (language) => {
  const t = TEXT[language];
  const listName = `Wnt ${language} ${Date.now() % 100_000}`;
  let browser: Browser;
  let researcher: ApiUser;
  let products: { pid: number; catno: string }[];

  beforeAll(async () => {
    browser = await launchBrowser();
    researcher = await registerByApi(`lists-${language}`);
    const found = await (await fetch(`${shopUrl()}/api/iteminfo/searchitem/?searchword=&searchpageid=1`)).json();
    const offset = language === 'zh' ? 0 : 3;
    products = (found.data as { pid: number; catno: string }[]).slice(offset, offset + 3);
    await call(researcher, 'addrinfo/addaddress', { country: '中国', province: '江苏省', city: '苏州市', district: '', addr: '星湖街 218 号', recname: 'Li Lei', recphone: '13900000002' });
  });
  afterAll(() => browser.close());

  it('saves three products to a named list, adds the list to the basket, manages the account and orders the list with a PO number', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await logIn(context, researcher);

    // 1. A product page: a size chosen, then a new list made and the product saved into it.
    await page.goto(`/production/${products[0].pid}`);
    await page.locator('.buy-box input[name=size]').nth(1).check();
    const buyBox = page.locator('.buy-box');
    await buyBox.getByRole('button', { name: new RegExp(t.save) }).click();
    await buyBox.getByLabel(t.newList).fill(listName);
    await buyBox.getByRole('button', { name: t.createAndSave }).click();
    await buyBox.getByRole('status').filter({ hasText: t.saved }).waitFor();

    // 2. Another product page: into the list just made.
    await page.goto(`/production/${products[1].pid}`);
    await buyBox.getByRole('button', { name: new RegExp(t.save) }).click();
    await buyBox.getByLabel(t.chooseList).locator('option', { hasText: listName }).waitFor({ state: 'attached' });
    await buyBox.getByLabel(t.chooseList).selectOption({ label: listName });
    await buyBox.getByRole('button', { name: t.submit, exact: true }).click();
    await buyBox.getByRole('status').filter({ hasText: listName }).waitFor();

    // 3. A /hot result row.
    await page.goto(`/hot?searchdata=${encodeURIComponent(products[2].catno)}`);
    const card = page.locator('.result-card').filter({ hasText: products[2].catno }).first();
    await card.getByRole('button', { name: new RegExp(t.save) }).click();
    await card.getByLabel(t.chooseList).locator('option', { hasText: listName }).waitFor({ state: 'attached' });
    await card.getByLabel(t.chooseList).selectOption({ label: listName });
    await card.getByRole('button', { name: t.submit, exact: true }).click();
    await card.getByRole('status').filter({ hasText: listName }).waitFor();

    // The list page: three rows (the first with the size chosen), the whole list into the basket, the download.
    await page.goto('/lists');
    await page.getByRole('link', { name: new RegExp(listName) }).click();
    await page.getByTestId('list-name').filter({ hasText: listName }).waitFor();
    const rows = page.locator('.saved-list__table tbody tr');
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3);
    expect(await rows.allInnerTexts()).toEqual(products.map((p) => expect.stringContaining(p.catno)));
    await page.getByRole('button', { name: t.allToBasket }).click();
    await page.locator('.saved-list__answer').filter({ hasText: t.added }).waitFor();
    const csv = await page.request.get((await page.locator('.saved-list__download a', { hasText: 'CSV' }).getAttribute('href')) ?? '');
    expect(csv.status()).toBe(200);
    const csvLines = (await csv.text()).trim().split(/\r?\n/);
    expect(csvLines).toHaveLength(4);
    expect(products.every((p) => csvLines.some((line) => line.startsWith(p.catno)))).toBe(true);

    const basket = await call(researcher, 'cartinfo/showcart', {});
    expect((basket.data as { pid: number; priceid: number }[]).map((r) => [r.pid, r.priceid]).sort()).toEqual(
      [[products[0].pid, 2], [products[1].pid, 1], [products[2].pid, 1]].sort(),
    );
    // An order of one basket line, so the account page has something to search (ordering itself has its own journeys).
    const first = (basket.data as { carid: number; pid: number }[]).find((r) => r.pid === products[0].pid)!;
    const addresses = await call(researcher, 'addrinfo/showaddress', {});
    await call(researcher, 'orderinfo/applyorder', { caridlist: [String(first.carid)], addrid: String(addresses.data[0].addrid), need_tax: '0' });

    // My account, from the header.
    await page.goto('/');
    await page.getByTestId('my-account-link').click();
    await page.waitForURL('**/account');
    await page.getByRole('heading', { name: t.myAccount, level: 1 }).waitFor();
    const profile = page.locator('#profile');
    await profile.getByLabel(t.phone).fill('call me');
    await profile.getByRole('button', { name: t.saveProfile }).click();
    await profile.getByRole('alert').filter({ hasText: t.badPhone }).waitFor();
    await profile.getByLabel(t.phone).fill('+86 512 6666 0000');
    await profile.getByLabel(t.name, { exact: true }).fill(`Dr ${language} Researcher`);
    await profile.getByLabel(t.organisation).fill('Soochow University');
    await profile.getByRole('button', { name: t.saveProfile }).click();
    await page.getByText(t.profileSaved).waitFor();
    await page.locator('.account-bar__welcome', { hasText: `Dr ${language} Researcher` }).waitFor();

    await page.locator('#addresses li', { hasText: 'Li Lei' }).getByText(t.default, { exact: true }).waitFor();

    const orders = page.locator('#orders');
    await orders.locator('tbody tr').first().waitFor();
    await orders.getByLabel(t.searchWord).fill(products[0].catno);
    await orders.getByRole('button', { name: t.search, exact: true }).click();
    await orders.locator('tbody tr').first().waitFor();
    expect(await orders.locator('tbody tr').count()).toBe(1);
    await orders.getByLabel(t.status, { exact: true }).selectOption({ label: t.cancelled });
    await orders.getByText(t.none).waitFor();

    // The order form picks the address book's default by itself.
    await page.goto('/shopcar');
    await page.getByLabel(t.chooseAll).check();
    await page.getByRole('button', { name: t.commit }).click();
    await page.waitForURL('**/shopcar1?caridlist=*');
    await page.locator('input[name=address]:checked').waitFor();
    // ... and the list's other two products are ordered with the purchasing office's PO number (issue 31).
    const poNumber = `PO-LIST-${language.toUpperCase()}-${Date.now() % 1_000_000}`;
    if (language === 'zh') await page.locator('input[name=need_tax]').nth(1).check();
    await page.getByLabel(t.poLabel).fill(poNumber);
    await page.getByRole('button', { name: t.placeOrder }).click();
    await page.waitForURL('**/shopcar2?orderList=*');
    const ordered = Number(new URL(page.url()).searchParams.get('orderList'));
    await page.goto(`/detail?orderlistid=${ordered}`);
    await page.getByText(poNumber).waitFor();
    // Both of the list's remaining products are on it (the first was ordered above).
    for (const product of products.slice(1)) await page.getByText(product.catno, { exact: true }).waitFor();
    expect(await page.getByText(poNumber).count()).toBe(1);

    expect(problems).toEqual([]);
    await context.close();
  });
});
