import { createTestApp, TestApp } from '../../../../test-support/test-app';
import { signUp, SignedUp } from '../../../../test-support/account-helpers';
import { asBytes, pdfText } from '../../../../test-support/pdf-fixtures';
import { ADDRESS, addProduct, post } from '../../../../test-support/ordering-fixtures';
import { CANCELLED_NO_PROFORMA } from '../orders.controller';

/**
 * Issue 25: the printable pro-forma invoice of an order (its language and currency, the same lines
 * and total as its pages: $332 + $535 = $867) and the quotation of a basket.
 */
describe('pro-forma invoice and quotation PDFs', () => {
  let shop: TestApp;
  let buyer: SignedUp;
  let other: SignedUp;
  let pid: number;
  let addrid: number;

  beforeAll(async () => {
    shop = await createTestApp();
    [buyer, other] = [await signUp(shop), await signUp(shop)];
    ({ pid } = await addProduct(shop, [232_000, 374_000, 254_000]));
    addrid = (await post(shop, buyer, 'addrinfo/addaddress', ADDRESS).expect(200)).body.addrid;
  });
  afterAll(() => shop.close());

  const pdf = (user: SignedUp, path: string, query: Record<string, unknown>, language: 'zh' | 'en' = 'zh') =>
    asBytes(shop.http().get(`/api/orderinfo/${path}`).set('Authorization', user.authorization).set('X-Language', language).query(query));
  const flat = (bytes: Buffer) => pdfText(bytes).replace(/\s+/g, ' ');

  async function fillBasket(): Promise<number[]> {
    await post(shop, buyer, 'cartinfo/addcart', { pid, priceid: 1, quantity: 1 }).expect(200);
    await post(shop, buyer, 'cartinfo/addcart', { pid, priceid: 2, quantity: 1 }).expect(200);
    return (await post(shop, buyer, 'cartinfo/showcart').expect(200)).body.data.map((r: { carid: number }) => r.carid);
  }

  it('quotes the basket in the reader currency, lines adding up to the total', async () => {
    const carids = await fillBasket();
    const en = await pdf(buyer, 'quotation', { caridlist: carids.join(',') }, 'en').expect(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['content-language']).toBe('en');
    const text = flat(en.body);
    for (const part of ['Quotation', '$332', '$535', 'Total (shipping excluded) $867', 'SWIFT']) expect(text).toContain(part);
    expect(text).not.toContain('$866');
    const zh = flat((await pdf(buyer, 'quotation', { caridlist: carids[0] }, 'en').query({ lang: 'zh' }).expect(200)).body);
    expect(zh).toContain('报价单');
    expect(zh).toContain('¥2,320');
    expect(zh).not.toContain('¥3,740');
  });

  it("gives an order's pro-forma invoice in the order's language, whatever the reader's", async () => {
    const carids = (await post(shop, buyer, 'cartinfo/showcart').expect(200)).body.data.map((r: { carid: number }) => r.carid);
    const id = (await post(shop, buyer, 'orderinfo/applyorder', { caridlist: carids, addrid, need_tax: 0 }).set('X-Language', 'en').expect(200)).body.orderlistid;
    const res = await pdf(buyer, 'proforma', { orderlistid: id }, 'zh').expect(200);
    expect(res.headers['content-disposition']).toBe(`inline; filename="SO-${String(id).padStart(6, '0')}-proforma-en.pdf"`);
    const text = flat(res.body);
    for (const part of ['Pro-forma invoice', `SO-${String(id).padStart(6, '0')}`, '$332', '$535', '$867', ADDRESS.recname]) expect(text).toContain(part);
  });

  it("prints the shop's address the request came to when PUBLIC_URL is unset (outside production, issue 48)", async () => {
    const carids = await fillBasket();
    const res = await pdf(buyer, 'quotation', { caridlist: carids.join(',') }, 'en').set('Host', 'shop.lab.example:3481').expect(200);
    const text = flat(res.body);
    expect(text).toContain('shop.lab.example:3481');
    expect(text).not.toContain('localhost:3000');
    // A Host header that is not a host name is not printed: the default is.
    const odd = await pdf(buyer, 'quotation', { caridlist: carids.join(',') }, 'en').set('Host', 'evil.example/<script>').expect(200);
    expect(flat(odd.body)).not.toContain('evil.example');
  });

  it("refuses a cancelled order's pro-forma (409) in the language of the page whose link opened it (issue 48)", async () => {
    await post(shop, buyer, 'cartinfo/addcart', { pid, priceid: 1, quantity: 1 }).expect(200);
    const carids = (await post(shop, buyer, 'cartinfo/showcart').expect(200)).body.data.map((r: { carid: number }) => r.carid);
    const id = (await post(shop, buyer, 'orderinfo/applyorder', { caridlist: carids, addrid, need_tax: 0 }).expect(200)).body.orderlistid;
    await post(shop, buyer, 'orderinfo/delorder', { orderlistid: id }).expect(200);
    // A link opened from a page sends no X-Language: a Chinese browser's Accept-Language, and the page's `lang`.
    const open = (query: Record<string, unknown>) => shop.http().get('/api/orderinfo/proforma').set('Authorization', buyer.authorization).set('Accept-Language', 'zh-CN,zh;q=0.9').query(query);
    expect((await open({ orderlistid: id, lang: 'en' }).expect(409)).body).toEqual({ code: 300, message: CANCELLED_NO_PROFORMA.en });
    expect((await open({ orderlistid: id, lang: 'zh' }).expect(409)).body).toEqual({ code: 300, message: CANCELLED_NO_PROFORMA.zh });
    expect((await open({ orderlistid: id }).expect(409)).body.message).toBe(CANCELLED_NO_PROFORMA.zh);
    expect((await open({ orderlistid: 99_999_999, lang: 'en' }).expect(404)).body.message).toBe('This order does not exist');
    expect((await open({ orderlistid: id, lang: 'fr' }).expect(400)).body.code).toBe(400);
  });

  it('refuses bad input and another user, with a clear message', async () => {
    const [order] = (await post(shop, buyer, 'orderinfo/showallorder').expect(200)).body.orderinfo;
    const foreign = await shop.http().get('/api/orderinfo/proforma').set('Authorization', other.authorization).set('X-Language', 'en').query({ orderlistid: order.orderlistid }).expect(404);
    expect(foreign.body.message).toBe('This order does not exist');
    await shop.http().get('/api/orderinfo/proforma').set('Authorization', buyer.authorization).query({ orderlistid: '2147483648' }).expect(400);
    await shop.http().get('/api/orderinfo/proforma').set('Authorization', buyer.authorization).query({}).expect(400);
    await shop.http().get('/api/orderinfo/proforma').query({ orderlistid: order.orderlistid }).expect(401);
    await shop.http().get('/api/orderinfo/quotation').set('Authorization', buyer.authorization).query({ caridlist: 'x' }).expect(400);
    await shop.http().get('/api/orderinfo/quotation').set('Authorization', buyer.authorization).query({ lang: 'fr' }).expect(400);
    const empty = await shop.http().get('/api/orderinfo/quotation').set('Authorization', other.authorization).set('X-Language', 'zh').expect(404);
    expect(empty.body.message).toBe('购物车中没有可报价的商品');
  });
});
