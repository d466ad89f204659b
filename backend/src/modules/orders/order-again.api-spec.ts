import { createTestApp, TestApp } from '../../../test-support/test-app';
import { signUp, SignedUp } from '../../../test-support/account-helpers';
import { saveTestProduct } from '../../../test-support/catalogue-fixtures';
import { ADDRESS, get, post } from '../../../test-support/ordering-fixtures';

/** Issue 25: "order again" puts lines of a past order back into the basket; discontinued lines come back flagged with their replacement. */
describe('orderinfo/orderagain', () => {
  let shop: TestApp;
  let alice: SignedUp;
  let bob: SignedUp;
  let orderId: number;
  let kept: { pid: number; catalogueNumber: string };
  let retired: { pid: number; catalogueNumber: string };
  let successor: { pid: number; catalogueNumber: string };

  beforeAll(async () => {
    shop = await createTestApp();
    [alice, bob] = [await signUp(shop), await signUp(shop)];
    kept = await saveTestProduct(shop, { productname: 'Kept Antibody' });
    successor = await saveTestProduct(shop, { productname: 'Successor Antibody' });
    retired = await saveTestProduct(shop, { productname: 'Retired Antibody', replacedby: successor.catalogueNumber });
    const addrid = (await post(shop, alice, 'addrinfo/addaddress', ADDRESS).expect(200)).body.addrid;
    await post(shop, alice, 'cartinfo/addcart', { pid: kept.pid, priceid: 1, quantity: 2 }).expect(200);
    await post(shop, alice, 'cartinfo/addcart', { pid: kept.pid, priceid: 2, quantity: 1 }).expect(200);
    await post(shop, alice, 'cartinfo/addcart', { pid: retired.pid, priceid: 1, quantity: 3 }).expect(200);
    const carids = (await post(shop, alice, 'cartinfo/showcart').expect(200)).body.data.map((r: { carid: number }) => r.carid);
    orderId = (await post(shop, alice, 'orderinfo/applyorder', { caridlist: carids, addrid, need_tax: 0 }).expect(200)).body.orderlistid;
    await shop.dataSource.query(`UPDATE products SET status = 'discontinued' WHERE id = $1`, [retired.pid]);
  });
  afterAll(() => shop.close());

  const basket = async (user: SignedUp) =>
    (await post(shop, user, 'cartinfo/showcart').expect(200)).body.data.map((r: { pid: number; priceid: number; quantity: number }) => [r.pid, r.priceid, r.quantity]);

  it('adds the chosen lines only', async () => {
    const res = await post(shop, alice, 'orderinfo/orderagain', { orderlistid: orderId, line: 2 }).expect(200);
    expect(res.body).toEqual({ code: 200, added: [2], skipped: [] });
    expect(await basket(alice)).toEqual([[kept.pid, 2, 1]]);
  });

  it('adds every orderable line and flags the discontinued one with its replacement, in the caller language', async () => {
    const res = await post(shop, alice, 'orderinfo/orderagain', { orderlistid: orderId }).set('X-Language', 'en').expect(200);
    expect(res.body.added).toEqual([1, 2]);
    expect(res.body.skipped).toEqual([
      {
        line: 3,
        catno: retired.catalogueNumber,
        reason: 'discontinued',
        message: 'This product has been discontinued and can no longer be ordered',
        replacement: { pid: successor.pid, catno: successor.catalogueNumber, productname: 'Successor Antibody' },
      },
    ]);
    expect(await basket(alice)).toEqual([
      [kept.pid, 2, 2],
      [kept.pid, 1, 2],
    ]);
  });

  it('refuses bad input and other users, changing nothing', async () => {
    const before = await basket(alice);
    expect((await post(shop, bob, 'orderinfo/orderagain', { orderlistid: orderId }).expect(200)).body).toEqual({ code: 300 });
    expect(await basket(bob)).toEqual([]);
    const missing = await post(shop, alice, 'orderinfo/orderagain', { orderlistid: orderId, line: [1, 9] }).set('X-Language', 'en').expect(400);
    expect(missing.body.message).toBe('This order has no line 9');
    await post(shop, alice, 'orderinfo/orderagain', { orderlistid: '2147483648' }).expect(400);
    await post(shop, alice, 'orderinfo/orderagain', { orderlistid: 'abc' }).expect(400);
    await post(shop, alice, 'orderinfo/orderagain', {}).expect(400);
    await post(shop, alice, 'orderinfo/orderagain', { orderlistid: orderId, line: '0' }).expect(400);
    await post(shop, alice, 'orderinfo/orderagain', { orderlistid: orderId, line: 'x\u0000' }).expect(400);
    await shop.http().post('/api/orderinfo/orderagain').type('form').send({ orderlistid: orderId }).expect(401);
    expect(await basket(alice)).toEqual(before);
    expect((await get(shop, alice, 'orderinfo/showorderitem', { orderlistid: orderId }).expect(200)).body.orderinfo).toHaveLength(3);
  });
});
