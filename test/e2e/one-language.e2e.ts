import { execFileSync } from 'node:child_process';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ApiUser, authorization, logIn, makeStaff, registerByApi } from './reviews-support';
import { launchBrowser, shopUrl, waitForHydration } from './support/browser';
import { waitForValue } from '../../backend/test-support/wait-for';

/**
 * Issue 48: one language and one currency from the first page a researcher sees to the last document of
 * the order, however they arrive. A researcher who opens a product from an English link
 * (/production/<pid>?lang=en, as the sitemap, hreflang and search results link) and never touches the
 * language switch orders in English and dollars to a US address: every API call of the visit says
 * X-Language: en, and the confirmation, order page, order list, pro-forma, both mails and the staff desk
 * say $332 + $120 = $452. Coming back by /?lang=zh after that English visit, the same holds in Chinese and yuan.
 */
const TEXT = {
  en: {
    entry: (pid: number) => `/production/${pid}?lang=en`, html: 'en', add: /add to basket/i, basket: 'Basket', chooseAll: 'Select all', commit: 'Commit',
    placeOrder: 'Place order', goods: '$332', fee: '$120', due: '$452', feeLabel: 'International handling fee', proforma: 'Pro-forma invoice',
    mailFee: 'International handling fee: $120', mailDue: 'Amount due: $452', desk: '$452 (¥3,160)', sales: '(en interface)', header: 'My orders',
  },
  zh: {
    entry: () => '/?lang=zh', html: 'zh-CN', add: /加入购物车/, basket: '购物车', chooseAll: '全选', commit: '去结算',
    placeOrder: '提交订单', goods: '¥2,320', fee: '¥840', due: '¥3,160', feeLabel: '国际订单手续费', proforma: '形式发票',
    mailFee: '国际订单手续费：¥840', mailDue: '应付金额：¥3,160', desk: '¥3,160', sales: '(zh interface)', header: '我的订单',
  },
} as const;

const US_ADDRESS = { country: 'United States', province: 'Massachusetts', city: 'Boston', district: '', addr: '77 Avenue Louis Pasteur', recname: 'Jane Roe', recphone: '+1 617 000 0000' };

async function call(user: ApiUser, path: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v);
  const send = () =>
    fetch(`${shopUrl()}/api/${path}`, { method: 'POST', headers: { ...authorization(user), 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/x-www-form-urlencoded' }, body: body.toString() });
  const res = await send().catch(() => send());
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

const pdfText = (bytes: Buffer) => execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes }).toString('utf8').replace(/\s+/g, ' ');
const mailbox = async (to: string) => (await (await fetch(`${shopUrl()}/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()).data as Array<{ subject: string; text: string }>;

describe('one language per visit, however the researcher arrives (issue 48)', () => {
  const tag = `OL${Date.now() % 1_000_000}`;
  let browser: Browser;
  let staff: ApiUser;
  let researcher: ApiUser;
  let pid: number;
  // One browser for the whole visit, as the researcher's: no language cookie or stored choice at the start.
  let context: BrowserContext;
  let page: Page;
  /** The X-Language of every API call the pages made, by path. */
  const sent: Array<{ path: string; language: string | undefined }> = [];
  const problems: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    [staff, researcher] = await Promise.all([registerByApi(`ol-staff`), registerByApi(`ol-buyer`)]);
    await makeStaff(staff);
    pid = (await call(staff, 'admininfo/catalogue/products', { producttype: 'Primary Antibody', host: 'Rabbit', genename: `G${tag}`, catno: `OL-${tag}`, productname: `Quorbin${tag} Rabbit pAb`, size1: '50 µl', price1: '2320' })).data.pid;
    await call(researcher, 'addrinfo/addaddress', US_ADDRESS);
    context = await browser.newContext({ baseURL: shopUrl(), viewport: { width: 1280, height: 900 } });
    await logIn(context, researcher);
    page = await context.newPage();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && ['fetch', 'xhr'].includes(request.resourceType())) sent.push({ path: url.pathname, language: request.headers()['x-language'] });
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('response', (res) => {
      if (res.status() >= 500) problems.push(`${res.status()} ${res.url()}`);
    });
  });
  afterAll(async () => {
    await context?.close();
    await browser.close();
  });

  async function orderThroughThePages(language: 'zh' | 'en'): Promise<number> {
    const t = TEXT[language];
    sent.length = 0;
    await page.goto(t.entry(pid));
    if (language === 'zh') {
      // Arrived at home in Chinese: on to the product by its plain address, as a link would take them.
      await waitForHydration(page);
      await page.goto(`/production/${pid}`);
    }
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(t.html);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: t.add }).click();
    await page.locator('.buy-box').getByRole('status').waitFor();
    // The basket through the header's link: a page reached in the app, the address no longer saying the language.
    await page.getByRole('link', { name: t.basket, exact: true }).first().click();
    await page.waitForURL('**/shopcar');
    await page.locator('.basket-table tbody tr').filter({ hasText: `OL-${tag}` }).waitFor();
    await page.getByLabel(t.chooseAll).check();
    await page.getByRole('button', { name: t.commit }).click();
    await page.waitForURL('**/shopcar1?caridlist=*');
    await page.getByRole('radio', { name: /Jane Roe/ }).check();
    if (language === 'zh') await page.locator('input[name=need_tax]').nth(1).check();
    // The form shows the amounts the order will be billed in.
    await page.getByTestId('handling-fee').filter({ hasText: t.fee }).waitFor();
    expect(await page.getByTestId('goods-total').textContent()).toBe(t.goods);
    expect(await page.getByTestId('amount-due').textContent()).toBe(t.due);
    await page.getByRole('button', { name: t.placeOrder }).click();
    await page.waitForURL('**/shopcar2?orderList=*');
    const orderId = Number(new URL(page.url()).searchParams.get('orderList'));
    // The confirmation.
    expect(await page.getByTestId('payment-total').textContent()).toBe(t.due);
    // Every call of the visit so far named the page's language.
    expect(sent.length).toBeGreaterThan(5);
    expect(sent.filter((s) => s.language !== language)).toEqual([]);
    return orderId;
  }

  async function checkEveryDocument(language: 'zh' | 'en', orderId: number): Promise<void> {
    const t = TEXT[language];
    // The order page and the list, each loaded afresh: a new page of the visit, in its language.
    await page.goto(`/detail?orderlistid=${orderId}`);
    await page.getByTestId('amount-due').filter({ hasText: t.due }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(t.html);
    expect(await page.getByTestId('handling-fee').textContent()).toBe(t.fee);
    expect(await page.getByTestId('goods-total').textContent()).toBe(t.goods);
    expect(await page.locator('.order-totals').textContent()).toContain(t.feeLabel);
    const proforma = await page.request.get((await page.getByTestId('proforma').getAttribute('href')) ?? '');
    const invoice = pdfText(await proforma.body());
    for (const part of [t.proforma, t.goods, t.fee, t.due]) expect(invoice).toContain(part);
    await page.goto('/order');
    expect(await page.locator(`tr[data-order="${orderId}"]`).getByTestId('order-total').textContent()).toBe(t.due);
    expect(await page.getByRole('link', { name: t.header }).count()).toBeGreaterThan(0);
    expect(sent.filter((s) => s.language !== language)).toEqual([]);

    // Both mails: the customer's confirmation and the sales desk's.
    const number = `SO-${String(orderId).padStart(6, '0')}`;
    const customer = await waitForValue(async () => (await mailbox(researcher.email)).find((m) => m.subject.includes(number)), Boolean, 30_000, 'the confirmation', 200);
    expect(customer!.text).toContain(t.mailFee);
    expect(customer!.text).toContain(t.mailDue);
    const sales = await waitForValue(async () => (await mailbox('sales@antibody-shop.example')).find((m) => m.subject.includes(number)), Boolean, 30_000, 'the sales mail', 200);
    expect(sales!.text).toContain(t.sales);
    expect(sales!.text).toContain(t.due);
    expect(sales!.text).toContain(t.fee);

    // The staff desk, in the staff member's own language, says the order's amount in the order's currency.
    const desk = await browser.newContext({ baseURL: shopUrl() });
    await logIn(desk, staff);
    const deskPage = await desk.newPage();
    await deskPage.goto(`/admin/orders?lang=${language}`);
    const card = deskPage.locator(`article[data-order="${orderId}"]`);
    await card.waitFor();
    expect(await card.getByTestId('desk-total').textContent()).toBe(t.desk);
    await desk.close();
  }

  it('arriving at /production/<pid>?lang=en without the switch: English and dollars to the last document', async () => {
    const orderId = await orderThroughThePages('en');
    await checkEveryDocument('en', orderId);
    expect(problems).toEqual([]);
  });

  it('then arriving at /?lang=zh after that English visit: Chinese and yuan to the last document', async () => {
    const orderId = await orderThroughThePages('zh');
    await checkEveryDocument('zh', orderId);
    expect(problems).toEqual([]);
  });
});
