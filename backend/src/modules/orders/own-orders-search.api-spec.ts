import { createTestApp, TestApp } from '../../../test-support/test-app';
import { signUp, SignedUp } from '../../../test-support/account-helpers';
import { ADDRESS, addProduct, post } from '../../../test-support/ordering-fixtures';

/** Issue 31: my account's orders list searched by order number, catalogue number and status. */
describe('orders search: orderinfo/showallorder with search and status', () => {
  let shop: TestApp;
  let alice: SignedUp;
  let bob: SignedUp;
  let products: { pid: number; catalogueNumber: string }[];
  const ids: Record<'unpaid' | 'paid' | 'shipped' | 'cancelled', number> = { unpaid: 0, paid: 0, shipped: 0, cancelled: 0 };

  async function order(user: SignedUp, pid: number): Promise<number> {
    const addrid = (await post(shop, user, 'addrinfo/addaddress', ADDRESS).expect(200)).body.addrid;
    await post(shop, user, 'cartinfo/addcart', { pid, priceid: 1, quantity: 1 }).expect(200);
    const [row] = (await post(shop, user, 'cartinfo/showcart').expect(200)).body.data;
    return (await post(shop, user, 'orderinfo/applyorder', { caridlist: [row.carid], addrid, need_tax: 0 }).expect(200)).body.orderlistid;
  }

  beforeAll(async () => {
    shop = await createTestApp();
    [alice, bob] = [await signUp(shop), await signUp(shop)];
    products = [await addProduct(shop), await addProduct(shop), await addProduct(shop)];
    ids.unpaid = await order(alice, products[0].pid);
    ids.paid = await order(alice, products[1].pid);
    ids.shipped = await order(alice, products[2].pid);
    ids.cancelled = await order(alice, products[0].pid);
    await order(bob, products[1].pid);
    await post(shop, alice, 'orderinfo/delorder', { orderlistid: ids.cancelled }).expect(200);
    // Paying and shipping are staff's steps (tested with the order desk); here only their marks matter.
    await shop.dataSource.query(`UPDATE orders SET paid_at = now() WHERE id = ANY($1::int[])`, [[ids.paid, ids.shipped]]);
    await shop.dataSource.query(`UPDATE orders SET shipped_at = now() WHERE id = $1`, [ids.shipped]);
  });
  afterAll(() => shop.close());

  const found = async (form: Record<string, unknown>, user = alice) =>
    (await post(shop, user, 'orderinfo/showallorder', form).expect(200)).body.orderinfo.map((o: { orderlistid: number }) => o.orderlistid);

  it('lists every own order, newest first, without a search (the spec client sends an empty body)', async () => {
    expect(await found({})).toEqual([ids.cancelled, ids.shipped, ids.paid, ids.unpaid]);
  });

  it('finds an order by its number written any usual way, and only the own one', async () => {
    const number = `SO-${String(ids.paid).padStart(6, '0')}`;
    for (const search of [number, number.toLowerCase(), ` so-${ids.paid} `]) expect(await found({ search })).toEqual([ids.paid]);
    // Plain digits may also be part of a catalogue number: the order is among what they find.
    expect(await found({ search: String(ids.paid) })).toContain(ids.paid);
    expect(await found({ search: number }, bob)).toEqual([]);
    expect(await found({ search: 'SO-99999999999' })).toEqual([]);
    expect(await found({ search: '99999999999' })).toEqual([]);
  });

  it('finds the orders holding a catalogue number, or part of it, case-insensitively', async () => {
    expect(await found({ search: products[0].catalogueNumber })).toEqual([ids.cancelled, ids.unpaid]);
    expect(await found({ search: products[2].catalogueNumber.toLowerCase() })).toEqual([ids.shipped]);
    expect(await found({ search: '%' })).toEqual([]);
    expect(await found({ search: '_' })).toEqual([]);
  });

  it('filters by status, alone or with a search', async () => {
    expect(await found({ status: 'unpaid' })).toEqual([ids.unpaid]);
    expect(await found({ status: 'paid' })).toEqual([ids.paid]);
    expect(await found({ status: 'shipped' })).toEqual([ids.shipped]);
    expect(await found({ status: 'cancelled' })).toEqual([ids.cancelled]);
    expect(await found({ status: 'cancelled', search: products[0].catalogueNumber })).toEqual([ids.cancelled]);
    expect(await found({ status: '', search: '' })).toHaveLength(4);
  });

  it('refuses bad input with a 400', async () => {
    for (const form of [{ status: 'lost' }, { search: 'x'.repeat(101) }, { search: 'a\u0000' }, { page: 2 }]) {
      await post(shop, alice, 'orderinfo/showallorder', form).expect(400);
    }
    await shop.http().post('/api/orderinfo/showallorder').set('Authorization', alice.authorization).send({ search: ['a'] }).expect(400);
  });
});
