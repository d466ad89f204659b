import { createTestApp, TestApp } from '../../../test-support/test-app';
import { mailTo, signUp, SignedUp } from '../../../test-support/account-helpers';
import { signUpStaff } from '../../../test-support/review-fixtures';
import { ADDRESS, addProduct, get, post } from '../../../test-support/ordering-fixtures';

/**
 * Issue 25, audit items 1 and 2: an English order's lines are shown in dollars rounded up per unit,
 * so its total must be the sum of those lines (¥2,320 → $332, ¥3,740 → $535: $867, not
 * ceil(¥6,060 / 7) = $866), everywhere the order is shown; the staff desk gets the order's currency
 * with the yuan beside it.
 */
describe('order money: the shown lines add up to the total in the order currency', () => {
  let shop: TestApp;
  let buyer: SignedUp;
  let staff: SignedUp;
  let pid: number;
  let addrid: number;

  beforeAll(async () => {
    shop = await createTestApp();
    [buyer, staff] = [await signUp(shop), await signUpStaff(shop)];
    ({ pid } = await addProduct(shop, [232_000, 374_000, 254_000]));
    addrid = (await post(shop, buyer, 'addrinfo/addaddress', ADDRESS).expect(200)).body.addrid;
  });
  afterAll(() => shop.close());

  async function order(language: 'zh' | 'en', lines: Array<[priceid: number, quantity: number]>): Promise<number> {
    for (const [priceid, quantity] of lines) await post(shop, buyer, 'cartinfo/addcart', { pid, priceid, quantity }).expect(200);
    const rows = (await post(shop, buyer, 'cartinfo/showcart').expect(200)).body.data;
    const res = await post(shop, buyer, 'orderinfo/applyorder', { caridlist: rows.map((r: { carid: number }) => r.carid), addrid, need_tax: 0 })
      .set('X-Language', language)
      .expect(200);
    return res.body.orderlistid;
  }

  it('stores the dollar lines and their sum for an English order, and answers them in detail and list', async () => {
    const id = await order('en', [[1, 1], [2, 1]]);
    const detail = (await get(shop, buyer, 'orderinfo/showorderitem', { orderlistid: id }).expect(200)).body;
    expect(detail.maininfo).toMatchObject({ currency: 'USD', totprice: 867, oritotprice: 6060 });
    expect(detail.orderinfo.map((l: { proinfo: { shownprice: number; amount: number } }) => [l.proinfo.shownprice, l.proinfo.amount])).toEqual([
      [332, 332],
      [535, 535],
    ]);
    const sum = detail.orderinfo.reduce((s: number, l: { proinfo: { amount: number } }) => s + l.proinfo.amount, 0);
    expect(detail.maininfo.totprice).toBe(sum);
    const list = (await post(shop, buyer, 'orderinfo/showallorder').expect(200)).body.orderinfo;
    expect(list.find((o: { orderlistid: number }) => o.orderlistid === id)).toMatchObject({ currency: 'USD', totprice: 867 });
  });

  it('multiplies the shown unit price by the quantity (ten at ¥2,540 are $3,630, not $3,629)', async () => {
    const id = await order('en', [[3, 10]]);
    const detail = (await get(shop, buyer, 'orderinfo/showorderitem', { orderlistid: id }).expect(200)).body;
    expect(detail.orderinfo[0].proinfo).toMatchObject({ shownprice: 363, amount: 3630 });
    expect(detail.maininfo).toMatchObject({ currency: 'USD', totprice: 3630, oritotprice: 25400 });
  });

  it('keeps a Chinese order in yuan', async () => {
    const id = await order('zh', [[1, 2], [2, 1]]);
    const detail = (await get(shop, buyer, 'orderinfo/showorderitem', { orderlistid: id }).expect(200)).body;
    expect(detail.maininfo).toMatchObject({ currency: 'CNY', totprice: 8380, oritotprice: 8380 });
  });

  it('mails the customer the same dollar lines and total, and sales the dollars with the yuan beside', async () => {
    const id = await order('en', [[1, 1], [2, 1]]);
    const number = `SO-${String(id).padStart(6, '0')}`;
    const customer = await mailTo(shop, buyer.email, new RegExp(`Order ${number} submitted`));
    expect(customer?.text).toContain('Amount due: $867');
    expect(customer?.text).toContain('$332');
    expect(customer?.text).toContain('$535');
    expect(customer?.text).not.toContain('$866');
    const sales = await mailTo(shop, 'sales@antibody-shop.example', new RegExp(`New order ${number} `));
    expect(sales?.text).toContain('Amount due: $867 (¥6,060)');
  });

  it('gives the staff desk the order currency first (the yuan come beside it)', async () => {
    const res = await shop.http().get('/api/admininfo/orders').query({ status: 'all' }).set('Authorization', staff.authorization).expect(200);
    const english = res.body.data.find((o: { maininfo: { currency: string; totprice: number } }) => o.maininfo.currency === 'USD' && o.maininfo.totprice === 867);
    expect(english.maininfo).toMatchObject({ oritotprice: 6060 });
  });
});
