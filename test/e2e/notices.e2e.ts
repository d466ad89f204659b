import type { Browser, Page } from 'playwright-core';
import { logIn, registerByApi, someProduct } from './reviews-support';
import { launchBrowser, openPage } from './support/browser';

/**
 * Notices are about the last action only (issue 25, audit item 9): a green one goes when the next
 * action starts, a red one about missing invoice fields goes once those fields are filled in. The
 * tax invoice is a Chinese-language form, so this runs in 中文.
 */
const green = (page: Page) => page.locator('.shop-notice--info');
const red = (page: Page) => page.locator('.shop-notice--error');

describe('notices give way to the next action', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a green "Success" goes at the next click; a red invoice warning goes once the fields are filled', async () => {
    const user = await registerByApi('notices-zh');
    const product = await someProduct();
    const { page, context, problems } = await openPage(browser, 'zh');
    await logIn(context, user);

    await page.goto(`/production/${product.pid}`);
    await page.locator('.buy-box__sizes input[type=radio]').first().check();
    await page.getByRole('button', { name: '加入购物车' }).click();
    await page.locator('.buy-box .notice', { hasText: '添加成功' }).waitFor();
    await page.goto('/shopcar');
    await page.getByLabel('全选').check();
    await page.getByRole('button', { name: '去结算' }).click();
    await page.waitForURL('**/shopcar1?caridlist=*');

    // A new address: its green "Success" comes along to the order form.
    await page.getByRole('link', { name: '添加新地址' }).click();
    await page.waitForURL('**/address?caridlist=*');
    const pick = async (label: string, option: string) => {
      const select = page.getByLabel(label, { exact: true });
      await select.locator('option', { hasText: option }).first().waitFor({ state: 'attached' });
      await select.selectOption({ label: option });
    };
    await pick('洲', '亚洲');
    await pick('国家/地区', '中国');
    await pick('省/州', '江苏省');
    await pick('城市', '苏州市');
    await page.getByLabel('详细地址').fill('218 Xinghu Street');
    await page.getByLabel('收货人姓名').fill('Test Receiver');
    await page.getByLabel('收货人电话').fill('+86 512 0000 0000');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL('**/shopcar1?caridlist=*');
    await green(page).filter({ hasText: 'Success' }).waitFor();

    // The next action (choosing the address) starts: the green notice is gone at once, not after its 5 s.
    await page.locator('input[name=address]').first().click();
    expect(await green(page).count()).toBe(0);

    // A red warning about the invoice stays while the fields are empty...
    await page.locator('input[name=need_tax]').first().check();
    await page.getByRole('button', { name: '提交订单' }).click();
    await red(page).filter({ hasText: '请把发票中的内容填写完整' }).waitFor();
    const fields = page.locator('.invoice__fields input');
    // ...and goes once they are filled in.
    const values = ['苏州测试生物科技有限公司', '91320594TEST0001', '苏州工业园区', '0512-0000', '中国银行', '6222 0000'];
    for (const [index, value] of values.entries()) await fields.nth(index).fill(value);
    expect(await red(page).count()).toBe(0);
    expect(await page.locator('.shop-notice').count()).toBe(0);

    expect(problems).toEqual([]);
    await context.close();
  });
});
