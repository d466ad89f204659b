import { execFileSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { ApiUser, authorization, logIn, makeStaff, registerByApi } from './reviews-support';
import { launchBrowser, openPage, shopUrl } from './support/browser';
import { waitForValue } from '../../backend/test-support/wait-for';

/**
 * Issue 25 through the real pages in both languages: a researcher finds a discontinued antibody by
 * its catalogue number written any way and follows its replacement; adds two sizes to the basket
 * from the list; the English lines add up to the total everywhere ($332 + $535 = $867, never
 * ceil(¥6,060 / 7) = $866: basket, order form, payment, order page, desk, mail, PDF); downloads the
 * quotation and the pro-forma invoice; receives the paid and shipped mails with the tracking number;
 * orders again, a discontinued line flagged with its replacement.
 */
const TEXT = {
  zh: {
    viewPage: '查看该产品页面', banner: '该产品已停产', replacedBy: '替代产品', quickAdd: '加入购物车', add: '加入', added: '添加成功',
    size: '规格', quantity: '数量', chooseAll: '全选', commit: '去结算', placeOrder: '提交订单', again: '全部加入购物车', stock: '现货',
    total: '¥6,060', lines: ['¥2,320', '¥3,740'], desk: '¥6,060', proforma: '形式发票', quotation: '报价单', paid: '已付款', shipped: '已发货',
    parcel: '运单号：', skipped: '已停产',
  },
  en: {
    viewPage: 'View its page', banner: 'This product has been discontinued', replacedBy: 'Replaced by', quickAdd: 'Add to basket', add: 'Add', added: 'Added to your basket',
    size: 'Size', quantity: 'Quantity', chooseAll: 'Select all', commit: 'Commit', placeOrder: 'Place order', again: 'Add all lines to the basket', stock: 'In stock',
    total: '$867', lines: ['$332', '$535'], desk: '$867 (¥6,060)', proforma: 'Pro-forma invoice', quotation: 'Quotation', paid: 'paid', shipped: 'shipped',
    parcel: 'tracking number: ', skipped: 'discontinued',
  },
} as const;

async function call(user: ApiUser, path: string, fields: Record<string, string | string[]>, language: 'zh' | 'en' = 'zh') {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v);
  const send = () =>
    fetch(`${shopUrl()}/api/${path}`, {
      method: 'POST',
      headers: { ...authorization(user), 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/x-www-form-urlencoded', 'X-Language': language },
      body: body.toString(),
    });
  // A kept-alive connection the server closed while makeStaff held this process (spawnSync) fails once: send again.
  const res = await send().catch(() => send());
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

const pdfText = (bytes: Buffer) => execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes }).toString('utf8').replace(/\s+/g, ' ');

/** Up to 30 s, every 200 ms: the journeys share one shop, whose index and mail workers may still be busy with the journey before. */
const until = <T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> => waitForValue(read, done, 30_000, what, 200);

describe.each(['zh', 'en'] as const)('ordering conveniences and money that adds up (%s)', (language) => {
  const t = TEXT[language];
  const tag = `${language.toUpperCase()}${Date.now() % 1_000_000}`;
  const catno = { old: `RB-${tag}-1`, replacement: `RB-${tag}-2`, retiring: `RB-${tag}-3` };
  let browser: Browser;
  let staff: ApiUser;
  let researcher: ApiUser;
  const pids: Record<string, number> = {};

  beforeAll(async () => {
    browser = await launchBrowser();
    [staff, researcher] = await Promise.all([registerByApi(`conv-staff-${language}`), registerByApi(`conv-${language}`)]);
    await makeStaff(staff);
    const product = async (fields: Record<string, string>) => (await call(staff, 'admininfo/catalogue/products', { producttype: 'Primary Antibody', host: 'Rabbit', genename: `G${tag}`, ...fields })).data.pid as number;
    pids.replacement = await product({ catno: catno.replacement, productname: `Zorbin${tag} Rabbit pAb`, size1: '50 µl', price1: '2320', size2: '100 µl', price2: '3740', stock1: 'In stock' });
    pids.old = await product({ catno: catno.old, productname: `Zorbin${tag} Rabbit pAb (old)`, size1: '50 µl', price1: '1900', replacedby: catno.replacement });
    pids.retiring = await product({ catno: catno.retiring, productname: `Zorbin${tag} Rabbit mAb`, size1: '20 µl', price1: '700' });
    await call(staff, `admininfo/catalogue/products/${pids.old}/discontinue`, {});
    await call(researcher, 'addrinfo/addaddress', { country: '中国', province: '江苏省', city: '苏州市', district: '', addr: '星湖街 218 号', recname: 'Wang Wu', recphone: '13900000001' });
  });
  afterAll(() => browser.close());

  it('finds the discontinued antibody by its number and follows its replacement', async () => {
    const { page, context, problems } = await openPage(browser, language);
    // As a paper's Cat# may be copied: lower case, no hyphen.
    await page.goto(`/hot?searchdata=${encodeURIComponent(catno.old.toLowerCase().replace(/-/g, ''))}`);
    const match = page.getByTestId('discontinued-match');
    await match.waitFor();
    await match.getByRole('link', { name: t.viewPage }).click();
    await page.waitForURL(`**/production/${pids.old}`);
    const banner = page.getByTestId('discontinued-banner');
    await banner.filter({ hasText: t.banner }).waitFor();
    const replacement = banner.getByTestId('replacement');
    expect(await replacement.textContent()).toContain(t.replacedBy);
    await replacement.getByRole('link').click();
    await page.waitForURL(`**/production/${pids.replacement}`);
    await page.getByTestId('size-stock').filter({ hasText: t.stock }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('adds two sizes from the list, orders, and every page, mail and PDF shows lines that add up', async () => {
    const { page, context, problems } = await openPage(browser, language);
    await logIn(context, researcher);

    // Add to basket from the result row (the new product is indexed by a queued job: search until it is listed).
    await until(async () => {
      await page.goto(`/hot?searchdata=${encodeURIComponent(catno.replacement)}`);
      return page.locator('.result-card').filter({ hasText: catno.replacement }).count();
    }, (n) => n > 0, 'the replacement in the list');
    const card = page.locator('.result-card').filter({ hasText: catno.replacement });
    await card.getByTestId('quick-add-open').filter({ hasText: t.quickAdd }).click();
    const form = card.getByTestId('quick-add');
    for (const option of ['1', '2']) {
      await form.getByLabel(t.size, { exact: true }).locator(`option[value="${option}"]`).waitFor({ state: 'attached' });
      await form.getByLabel(t.size, { exact: true }).selectOption(option);
      await form.getByRole('button', { name: t.add, exact: true }).click();
      await form.getByRole('status').filter({ hasText: t.added }).waitFor();
    }
    // The line about to be discontinued, for "order again".
    await call(researcher, 'cartinfo/addcart', { pid: String(pids.retiring), priceid: '1', quantity: '1' });

    await page.goto('/shopcar');
    await page.locator('.basket-table tbody tr').nth(2).waitFor();
    await page.getByTestId('basket-stock').filter({ hasText: t.stock }).waitFor();
    // Only the two sizes of the replacement: their shown lines add up to the total shown.
    for (const row of await page.locator('.basket-table tbody tr').all()) {
      if ((await row.textContent())?.includes(catno.replacement)) await row.getByRole('checkbox').check();
    }
    const amounts = await page.getByTestId('line-amount').allTextContents();
    expect(amounts).toEqual(expect.arrayContaining([...t.lines]));
    expect(await page.getByTestId('basket-total').textContent()).toBe(t.total);
    const quotation = await page.request.get((await page.getByTestId('quotation').getAttribute('href')) ?? '');
    expect(quotation.headers()['content-type']).toBe('application/pdf');
    const quoted = pdfText(await quotation.body());
    expect(quoted).toContain(t.quotation);
    expect(quoted).toContain(t.total);
    // Then the whole basket goes into the order.
    await page.getByLabel(t.chooseAll).check();
    await page.getByRole('button', { name: t.commit }).click();
    await page.waitForURL('**/shopcar1?caridlist=*');
    await page.locator('input[name=address]').first().check();
    if (language === 'zh') await page.locator('input[name=need_tax]').nth(1).check();
    const threeLines = language === 'zh' ? '¥6,760' : '$967';
    expect(await page.getByTestId('amount-due').textContent()).toBe(threeLines);
    await page.getByRole('button', { name: t.placeOrder }).click();
    await page.waitForURL('**/shopcar2?orderList=*');
    const orderId = Number(new URL(page.url()).searchParams.get('orderList'));
    expect(await page.getByTestId('payment-total').textContent()).toBe(threeLines);

    await page.goto(`/detail?orderlistid=${orderId}`);
    await page.getByTestId('amount-due').filter({ hasText: threeLines }).waitFor();
    expect(await page.getByTestId('line-amount').allTextContents()).toEqual([...t.lines, language === 'zh' ? '¥700' : '$100']);
    const proforma = await page.request.get((await page.getByTestId('proforma').getAttribute('href')) ?? '');
    const invoice = pdfText(await proforma.body());
    expect(invoice).toContain(t.proforma);
    for (const figure of [...t.lines, threeLines]) expect(invoice).toContain(figure);
    await page.goto('/order');
    expect(await page.locator(`tr[data-order="${orderId}"]`).getByTestId('order-total').textContent()).toBe(threeLines);

    // The staff desk: the order's currency first, the yuan beside it.
    const desk = await openPage(browser, language);
    await logIn(desk.context, staff);
    await desk.page.goto('/');
    await desk.page.getByTestId('staff-link').click();
    await desk.page.waitForURL('**/admin**');
    await desk.page.goto('/admin/orders');
    const deskCard = desk.page.locator(`article[data-order="${orderId}"]`);
    expect(await deskCard.getByTestId('desk-total').textContent()).toBe(language === 'zh' ? '¥6,760' : '$967 (¥6,760)');
    expect(desk.problems).toEqual([]);
    await desk.context.close();

    // Paid, then shipped with a tracking number: both mails reach the dev mailbox in the order's language.
    const tracking = `SF${Date.now()}`;
    await call(staff, `admininfo/orders/${orderId}/paid`, {});
    const lots: string[] = [];
    for (const pid of [pids.replacement, pids.replacement, pids.retiring]) {
      const lot = await call(staff, `admininfo/catalogue/products/${pid}/lots`, { lot_number: `L-${tag}-${lots.length}`, expires_on: '2099-12-31' });
      lots.push(String(lot.data.lotid));
    }
    await call(staff, `admininfo/orders/${orderId}/shipped`, { lotid: lots, carrier: 'SF Express', trackingnumber: tracking });
    const box = await until(
      async () => (await (await fetch(`${shopUrl()}/api/dev/mailbox?to=${encodeURIComponent(researcher.email)}`)).json()).data as Array<{ subject: string; text: string }>,
      (mails) => mails.some((m) => m.subject.endsWith(t.shipped)) && mails.some((m) => m.subject.endsWith(t.paid)),
      'the paid and shipped mails',
    );
    expect(box.find((m) => m.subject.endsWith(t.shipped))?.text).toContain(`${t.parcel}${tracking}`);
    expect(box.find((m) => m.subject.endsWith(t.paid))?.text).toContain(threeLines);
    expect(box.find((m) => /SO-\d+/.test(m.subject) && !m.subject.endsWith(t.shipped) && !m.subject.endsWith(t.paid))?.text).toContain(threeLines);

    // Order again: the product discontinued since comes back flagged with its replacement.
    await call(staff, `admininfo/catalogue/products/${pids.retiring}`, { replacedby: catno.replacement });
    await call(staff, `admininfo/catalogue/products/${pids.retiring}/discontinue`, {});
    await page.goto(`/detail?orderlistid=${orderId}`);
    await page.getByTestId('order-again').getByRole('button', { name: t.again }).click();
    const skipped = page.getByTestId('order-again-skipped');
    await skipped.filter({ hasText: catno.retiring }).waitFor();
    expect(await skipped.textContent()).toContain(t.skipped);
    expect(await skipped.getByRole('link').textContent()).toContain(catno.replacement);
    await page.goto('/shopcar');
    await page.locator('.basket-table tbody tr').nth(1).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
