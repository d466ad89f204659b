import { postgres, startShop, Shop, waitFor } from './support/shop-processes';
import { ShopClient } from './support/shop-client';

/**
 * PostgreSQL restarts while customers search and order: calls fail fast with 503 during the outage,
 * the shop answers again within 5 s of the database coming back, and no order is lost or doubled.
 */
describe('PostgreSQL restart under traffic', () => {
  let shop: Shop;
  let customer: ShopClient;
  let addressId: string;

  beforeAll(async () => {
    shop = await startShop();
    customer = new ShopClient(shop.url);
    await customer.signUp(`pg-fault-${Date.now()}@example.com`);
    await customer.request('POST', 'addrinfo/addaddress', {
      country: 'China', province: 'Jiangsu', city: 'Suzhou', district: '', addr: '218 Xinghu Street', recname: 'Li Lei', recphone: '13800000000',
    });
    addressId = String((await customer.request('POST', 'addrinfo/showaddress')).body.data[0].addrid);
  });

  afterAll(async () => {
    postgres.start();
    await shop?.stop();
  });

  /** Puts one row in the basket and orders it; the answer says whether an order now exists. */
  async function orderOne(pid: number) {
    const added = await customer.request('POST', 'cartinfo/addcart', { pid, priceid: 1, quantity: 1 });
    if (added.status !== 200) return { ordered: false, status: added.status, ms: added.ms };
    const rows = (await customer.request('POST', 'cartinfo/showcart')).body.data as Array<{ carid: number }> | undefined;
    if (!rows?.length) return { ordered: false, status: 503, ms: 0 };
    const res = await customer.request('POST', 'orderinfo/applyorder', { caridlist: rows.map((r) => r.carid), addrid: addressId, need_tax: 0 });
    return { ordered: res.status === 200 && res.body.code === 200, status: res.status, ms: res.ms };
  }

  it('answers 503 fast while down, recovers within 5 s, and keeps every order exactly once', async () => {
    let acknowledged = 0;
    for (let pid = 1; pid <= 3; pid++) if ((await orderOne(pid)).ordered) acknowledged++;
    expect(acknowledged).toBe(3);

    postgres.stop();
    const search = await customer.request('GET', 'iteminfo/searchitem/?searchword=GAPDH&searchpageid=1');
    const order = await orderOne(4);
    expect([search.status, order.status]).toEqual([503, 503]);
    expect(search.ms).toBeLessThan(2000);
    expect(order.ms).toBeLessThan(2000);
    expect(search.body.message).toMatch(/temporarily unavailable/);

    postgres.start();
    const recoveryMs = await waitFor(
      async () => (await customer.request('GET', 'iteminfo/searchitem/?searchword=GAPDH&searchpageid=1')).status === 200,
      15_000,
      'search after restart',
    );
    console.log(`PostgreSQL restart: search answered again ${recoveryMs} ms after the database was back`);
    expect(recoveryMs).toBeLessThan(5000);

    for (let pid = 5; pid <= 7; pid++) if ((await orderOne(pid)).ordered) acknowledged++;
    const orders = (await customer.request('POST', 'orderinfo/showallorder')).body.orderinfo as unknown[];
    expect(orders).toHaveLength(acknowledged);
    expect(acknowledged).toBe(6);
  });
});
