import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { orderNumber } from '@shop/contract';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { MAIL_QUEUE } from '../../mail/mail-message';
import { mailCount, signUp, SignedUp } from '../../../test-support/account-helpers';
import { signUpStaff } from '../../../test-support/review-fixtures';
import { ADDRESS, INVOICE, addProduct, get, post } from '../../../test-support/ordering-fixtures';
import { waitFor } from '../../../test-support/wait-for';

describe('orders: orderinfo/applyorder, showorderitem, showallorder, delorder; staff order desk', () => {
  let shop: TestApp;
  let alice: SignedUp;
  let bob: SignedUp;
  let staff: SignedUp;
  let pid: number;
  let catno: string;
  let aliceAddress: number;
  let bobAddress: number;

  beforeAll(async () => {
    shop = await createTestApp();
    [alice, bob, staff] = [await signUp(shop), await signUp(shop), await signUpStaff(shop)];
    ({ pid, catalogueNumber: catno } = await addProduct(shop, [128000, 268000, 498000]));
    aliceAddress = (await post(shop, alice, 'addrinfo/addaddress', ADDRESS).expect(200)).body.addrid;
    bobAddress = (await post(shop, bob, 'addrinfo/addaddress', ADDRESS).expect(200)).body.addrid;
  });
  afterAll(() => shop.close());

  /** Puts sizes 1 and 3 in the user's basket and returns their carids. */
  async function fillBasket(user: SignedUp, quantities = [2, 1]): Promise<number[]> {
    await post(shop, user, 'cartinfo/addcart', { pid, priceid: 1, quantity: quantities[0], price: '0.01' }).expect(200);
    await post(shop, user, 'cartinfo/addcart', { pid, priceid: 3, quantity: quantities[1] }).expect(200);
    const rows = (await post(shop, user, 'cartinfo/showcart').expect(200)).body.data;
    return rows.filter((r: { priceid: number }) => r.priceid !== 2).map((r: { carid: number }) => r.carid);
  }
  const basket = async (user: SignedUp) => (await post(shop, user, 'cartinfo/showcart').expect(200)).body.data;
  const queue = () => shop.app.get<Queue>(getQueueToken(MAIL_QUEUE));
  /** The mail queue's jobs confirming this order to this customer, whatever their state. */
  async function confirmationJobs(user: SignedUp, orderId: number) {
    const jobs = await queue().getJobs(['completed', 'waiting', 'active', 'delayed', 'failed', 'prioritized']);
    return jobs.filter((job) => job.data.to === user.email && job.data.subject.includes(orderNumber(orderId)));
  }
  const confirmationsInMailbox = async (user: SignedUp, orderId: number) =>
    ((await shop.http().get('/api/dev/mailbox').query({ to: user.email }).expect(200)).body.data as Array<{ subject: string }>).filter((m) => m.subject.includes(orderNumber(orderId))).length;
  const orderCount = async () => Number((await shop.dataSource.query(`SELECT count(*) AS n FROM orders`))[0].n);

  it('turns the chosen rows into one order with catalogue prices, removes them and keeps the rest', async () => {
    const carids = await fillBasket(alice);
    await post(shop, alice, 'cartinfo/addcart', { pid, priceid: 2, quantity: 1 }).expect(200);
    const res = await post(shop, alice, 'orderinfo/applyorder', { caridlist: carids, addrid: aliceAddress, need_tax: 1, ...INVOICE, note: '请尽快发货' }).expect(200);
    expect(res.body).toEqual({ code: 200, orderlistid: expect.any(Number) });
    expect((await basket(alice)).map((r: { priceid: number }) => r.priceid)).toEqual([2]);

    const detail = await get(shop, alice, 'orderinfo/showorderitem', { orderlistid: res.body.orderlistid }).expect(200);
    expect(detail.body).toEqual({
      code: 200,
      maininfo: expect.objectContaining({
        orderlistid: res.body.orderlistid,
        is_delete: 0,
        is_paid: 0,
        is_shipped: 0,
        shippedtime: '',
        need_tax: 1,
        is_tax: 0,
        taxid: '',
        ...INVOICE,
        note: '请尽快发货',
        oritotprice: 2 * 1280 + 4980,
        currency: 'CNY',
        totprice: 2 * 1280 + 4980,
        committime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
      addrinfo: expect.objectContaining({ recaddr: `中国 江苏省 苏州市 ${ADDRESS.addr}`, recname: '张三', recphone: '13800000000' }),
      orderinfo: [
        {
          orderlistid: res.body.orderlistid,
          line: 1,
          quantity: 2,
          priceid: 1,
          proinfo: { pid, productname: expect.any(String), catno, size: '50ul', price1: 1280, shownprice: 1280, amount: 2560, stock: '', clonalityNo: '', rrid: '' },
          lot: null,
        },
        {
          orderlistid: res.body.orderlistid,
          line: 2,
          quantity: 1,
          priceid: 3,
          proinfo: { pid, productname: expect.any(String), catno, size: '200ul', price1: 4980, shownprice: 4980, amount: 4980, stock: '', clonalityNo: '', rrid: '' },
          lot: null,
        },
      ],
    });
  });

  it('keeps the order as submitted when the catalogue price or the address changes later', async () => {
    const [first] = (await post(shop, alice, 'orderinfo/showallorder').expect(200)).body.orderinfo;
    await shop.dataSource.query(`UPDATE product_prices SET price_fen = 999900 WHERE product_id = $1 AND option = 1`, [pid]);
    await post(shop, alice, 'addrinfo/deladdress', { addrid: aliceAddress }).expect(200, { code: 200 });
    const detail = await get(shop, alice, 'orderinfo/showorderitem', { orderlistid: first.orderlistid }).expect(200);
    expect(detail.body.orderinfo[0].proinfo.price1).toBe(1280);
    expect(detail.body.addrinfo.recname).toBe('张三');
    await shop.dataSource.query(`UPDATE product_prices SET price_fen = 128000 WHERE product_id = $1 AND option = 1`, [pid]);
    aliceAddress = (await post(shop, alice, 'addrinfo/addaddress', ADDRESS).expect(200)).body.addrid;
  });

  it('queues a mail to the customer and one to the sales inbox', async () => {
    await waitFor(async () => (await mailCount(shop, 'sales@antibody-shop.example')) >= 1, 10_000, 'the new-order mail to the sales inbox');
    const sales = await shop.http().get('/api/dev/mailbox').query({ to: 'sales@antibody-shop.example' }).expect(200);
    expect(sales.body.data[0].subject).toMatch(/^New order SO-\d{6,} from /);
    expect(sales.body.data[0].text).toContain(INVOICE.taxcompanyname);
    const customer = await shop.http().get('/api/dev/mailbox').query({ to: alice.email }).expect(200);
    expect(customer.body.data.some((m: { subject: string }) => /订单 SO-\d{6,} 已提交/.test(m.subject))).toBe(true);
  });

  it('gives one order for a double submit, sequential or concurrent', async () => {
    const carids = await fillBasket(bob);
    const before = await orderCount();
    const form = { caridlist: carids, addrid: bobAddress, need_tax: 0 };
    const [a, b] = await Promise.all([post(shop, bob, 'orderinfo/applyorder', form), post(shop, bob, 'orderinfo/applyorder', form)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.orderlistid).toBe(b.body.orderlistid);
    const again = await post(shop, bob, 'orderinfo/applyorder', form).expect(200);
    expect(again.body.orderlistid).toBe(a.body.orderlistid);
    expect(await orderCount()).toBe(before + 1);
    // Each answer queued the mails again (a lost first answer must not cost them); their job ids made it one mail.
    expect(await confirmationJobs(bob, a.body.orderlistid)).toHaveLength(1);
  });

  it("queues the confirmation when an order is given again after its first answer was lost before its mails (issue 47)", async () => {
    const carids = await fillBasket(bob);
    const form = { caridlist: carids, addrid: bobAddress, need_tax: 0 };
    const { orderlistid } = (await post(shop, bob, 'orderinfo/applyorder', form).expect(200)).body;
    await waitFor(async () => (await confirmationsInMailbox(bob, orderlistid)) === 1, 10_000, 'the first confirmation');
    await waitFor(async () => (await Promise.all((await confirmationJobs(bob, orderlistid)).map((job) => job.isCompleted()))).every(Boolean), 10_000, 'its job done');
    // What a leader lost right after the commit leaves: the order stored, its confirmation never queued nor sent.
    const mailQueue = queue();
    for (const job of await confirmationJobs(bob, orderlistid)) {
      await job.remove();
      await (await mailQueue.client).del(`${mailQueue.opts.prefix}:mail-sent:${job.id}`);
    }
    expect((await post(shop, bob, 'orderinfo/applyorder', form).expect(200)).body.orderlistid).toBe(orderlistid);
    expect(await confirmationJobs(bob, orderlistid)).toHaveLength(1);
    await waitFor(async () => (await confirmationsInMailbox(bob, orderlistid)) === 2, 10_000, 'the confirmation sent again');
  });

  it('takes one caridlist value as a list of one', async () => {
    await post(shop, bob, 'cartinfo/addcart', { pid, priceid: 2, quantity: 3 }).expect(200);
    const [row] = await basket(bob);
    const res = await post(shop, bob, 'orderinfo/applyorder', { caridlist: row.carid, addrid: bobAddress, need_tax: 0 }).expect(200);
    const detail = await get(shop, bob, 'orderinfo/showorderitem', { orderlistid: res.body.orderlistid }).expect(200);
    expect(detail.body.orderinfo).toEqual([expect.objectContaining({ quantity: 3, priceid: 2 })]);
    expect(detail.body.maininfo).toMatchObject({ need_tax: 0, taxcompanyname: '', oritotprice: 3 * 2680 });
  });

  describe('validation (spec section 5), nothing stored on refusal', () => {
    let carids: number[];
    beforeAll(async () => {
      carids = await fillBasket(alice, [1, 1]);
    });
    const refused = async (form: Record<string, unknown>, message: string, status = 400) => {
      const before = await orderCount();
      const res = await post(shop, alice, 'orderinfo/applyorder', form).expect(status);
      if (message) expect(res.body.message).toBe(message);
      expect(await orderCount()).toBe(before);
      expect((await basket(alice)).length).toBeGreaterThanOrEqual(carids.length);
    };

    it('needs rows', () => refused({ addrid: aliceAddress, need_tax: 0 }, '您还没选择商品!'));
    it('needs an address', () => refused({ caridlist: carids, need_tax: 0 }, '请选择地址'));
    it('needs an address of this user', () => refused({ caridlist: carids, addrid: bobAddress, need_tax: 0 }, '请选择地址'));
    it('needs the invoice choice', () => refused({ caridlist: carids, addrid: aliceAddress }, '请选择是否需要开具发票'));
    it('needs all six company fields for an invoice', () =>
      refused({ caridlist: carids, addrid: aliceAddress, need_tax: 1, ...INVOICE, taxbankaccount: ' ' }, '请把发票中的内容填写完整'));
    it('answers in English for an English caller', async () => {
      const res = await post(shop, alice, 'orderinfo/applyorder', { caridlist: carids, addrid: aliceAddress }).set('X-Language', 'en').expect(400);
      expect(res.body.message).toBe('Please choose whether you need an invoice');
    });
    it("refuses another user's basket rows", async () => {
      const bobRows = await fillBasket(bob);
      await refused({ caridlist: bobRows, addrid: aliceAddress, need_tax: 0 }, '所选商品已不在购物车中，请刷新购物车后重试', 409);
      expect(await basket(bob)).toHaveLength(2);
    });
    it('refuses malformed ids and unknown fields', async () => {
      await refused({ caridlist: ['x'], addrid: aliceAddress, need_tax: 0 }, '');
      await refused({ caridlist: carids, addrid: aliceAddress, need_tax: 2 }, '');
      await refused({ caridlist: carids, addrid: aliceAddress, need_tax: 0, totalprice: 1 }, '');
    });
  });

  describe('reading and cancelling', () => {
    let aliceOrder: number;
    beforeAll(async () => {
      aliceOrder = (await post(shop, alice, 'orderinfo/showallorder').expect(200)).body.orderinfo[0].orderlistid;
    });

    it('lists only the own orders, newest first, with total and address line', async () => {
      const list = (await post(shop, alice, 'orderinfo/showallorder').expect(200)).body;
      expect(list.code).toBe(200);
      expect(list.orderinfo).toEqual([
        expect.objectContaining({ orderlistid: aliceOrder, oritotprice: 7540, is_delete: 0, is_paid: 0, addrinfo: expect.objectContaining({ recaddr: expect.stringContaining('苏州市') }) }),
      ]);
      const bobs = (await post(shop, bob, 'orderinfo/showallorder').expect(200)).body.orderinfo;
      expect(bobs.map((o: { orderlistid: number }) => o.orderlistid)).not.toContain(aliceOrder);
    });

    it("a second user can neither see nor cancel the first user's order", async () => {
      await get(shop, bob, 'orderinfo/showorderitem', { orderlistid: aliceOrder }).expect(200, { code: 300 });
      await post(shop, bob, 'orderinfo/delorder', { orderlistid: aliceOrder }).expect(200, { code: 300 });
      const detail = await get(shop, alice, 'orderinfo/showorderitem', { orderlistid: aliceOrder }).expect(200);
      expect(detail.body.maininfo.is_delete).toBe(0);
    });

    it('answers unknown and malformed order ids', async () => {
      await get(shop, alice, 'orderinfo/showorderitem', { orderlistid: 999999 }).expect(200, { code: 300 });
      await get(shop, alice, 'orderinfo/showorderitem', { orderlistid: 'abc' }).expect(400);
      await get(shop, alice, 'orderinfo/showorderitem').expect(400);
      await shop.http().get('/api/orderinfo/showorderitem').query({ orderlistid: aliceOrder }).expect(401);
    });

    it('cancels an unpaid order of its owner (is_delete = 1), twice is harmless', async () => {
      await post(shop, alice, 'orderinfo/delorder', { orderlistid: aliceOrder }).expect(200, { code: 200 });
      await post(shop, alice, 'orderinfo/delorder', { orderlistid: aliceOrder }).expect(200, { code: 200 });
      const detail = await get(shop, alice, 'orderinfo/showorderitem', { orderlistid: aliceOrder }).expect(200);
      expect(detail.body.maininfo).toMatchObject({ is_delete: 1, is_paid: 0 });
      const list = (await post(shop, alice, 'orderinfo/showallorder').expect(200)).body.orderinfo;
      expect(list.find((o: { orderlistid: number }) => o.orderlistid === aliceOrder).is_delete).toBe(1);
    });
  });

  describe('staff order desk', () => {
    let bobOrder: number;
    beforeAll(async () => {
      bobOrder = (await post(shop, bob, 'orderinfo/showallorder').expect(200)).body.orderinfo[0].orderlistid;
    });
    const desk = (path: string, form?: Record<string, unknown>) =>
      form === undefined ? get(shop, staff, `admininfo/orders${path}`) : post(shop, staff, `admininfo/orders${path}`, form);

    it('is for staff only', async () => {
      await get(shop, bob, 'admininfo/orders').expect(403);
      await post(shop, bob, `admininfo/orders/${bobOrder}/paid`).expect(403);
      await shop.http().get('/api/admininfo/orders').expect(401);
    });

    it("lists every customer's orders with the customer", async () => {
      const res = await desk('').expect(200);
      expect(res.body.total).toBeGreaterThanOrEqual(3);
      expect(res.body.data[0]).toMatchObject({ customer: expect.stringContaining('@example.com'), maininfo: expect.any(Object), orderinfo: expect.any(Array) });
      const canceled = await get(shop, staff, 'admininfo/orders', { status: 'canceled' }).expect(200);
      expect(canceled.body.data.every((o: { maininfo: { is_delete: number } }) => o.maininfo.is_delete === 1)).toBe(true);
      await get(shop, staff, 'admininfo/orders', { status: 'lost' }).expect(400);
    });

    it('marks an order paid; the customer sees it and can no longer cancel', async () => {
      await desk(`/${bobOrder}/paid`, {}).expect(200);
      const detail = await get(shop, bob, 'orderinfo/showorderitem', { orderlistid: bobOrder }).expect(200);
      expect(detail.body.maininfo).toMatchObject({ is_paid: 1, is_delete: 0 });
      const res = await post(shop, bob, 'orderinfo/delorder', { orderlistid: bobOrder }).expect(409);
      expect(res.body.message).toBe('已付款的订单不能取消');
    });

    it('cannot mark a cancelled order paid', async () => {
      const aliceOrder = (await post(shop, alice, 'orderinfo/showallorder').expect(200)).body.orderinfo[0].orderlistid;
      await desk(`/${aliceOrder}/paid`, {}).expect(409);
      await desk('/999999/paid', {}).expect(404);
    });

    it('records the invoice number (is_tax = 1) only for an order that asked for one', async () => {
      await desk(`/${bobOrder}/invoice`, { taxid: 'INV-1' }).expect(409);
      const carids = await fillBasket(bob, [1, 1]);
      const order = (await post(shop, bob, 'orderinfo/applyorder', { caridlist: carids, addrid: bobAddress, need_tax: 1, ...INVOICE }).expect(200)).body.orderlistid;
      await desk(`/${order}/invoice`, { taxid: ' ' }).expect(400);
      await desk(`/${order}/invoice`, { taxid: '044031900111-00012345' }).expect(200);
      const detail = await get(shop, bob, 'orderinfo/showorderitem', { orderlistid: order }).expect(200);
      expect(detail.body.maininfo).toMatchObject({ need_tax: 1, is_tax: 1, taxid: '044031900111-00012345' });
    });
  });
});
