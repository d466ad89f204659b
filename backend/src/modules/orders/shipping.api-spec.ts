import { createTestApp, TestApp } from '../../../test-support/test-app';
import { signUpStaff } from '../../../test-support/review-fixtures';
import { mailCount, signUp, SignedUp } from '../../../test-support/account-helpers';
import { saveTestProduct } from '../../../test-support/catalogue-fixtures';
import { addLot, lotsPath, testPdf } from '../../../test-support/lot-fixtures';
import { ADDRESS, get, post } from '../../../test-support/ordering-fixtures';
import { pause, waitFor } from '../../../test-support/wait-for';

describe('shipping: staff mark a paid order shipped with a lot per line; the customer reads lot, certificate and citation facts', () => {
  let shop: TestApp;
  let alice: SignedUp;
  let bob: SignedUp;
  let staff: SignedUp;
  let p53: { pid: number; catalogueNumber: string };
  let plain: { pid: number; catalogueNumber: string };
  let lots: { p53: number; p53Other: number; plain: number; expired: number; coaUrl: string };

  beforeAll(async () => {
    shop = await createTestApp();
    [alice, bob, staff] = [await signUp(shop), await signUp(shop), await signUpStaff(shop)];
    p53 = await saveTestProduct(shop, { productname: 'Anti-p53 antibody [DO-1]', clonality: 'Monoclonal', clonalityNo: 'DO-1', rrid: 'AB_2687500' });
    plain = await saveTestProduct(shop, { productname: 'Anti-GAPDH antibody' });
    const withCoa = await shop
      .http()
      .post(lotsPath(p53.pid))
      .set('Authorization', staff.authorization)
      .field('lot_number', 'L2026-01')
      .field('expires_on', '2099-06-30')
      .attach('coa', await testPdf('CoA L2026-01'), 'CoA-L2026-01.pdf')
      .expect(200);
    lots = {
      p53: withCoa.body.data.lotid,
      coaUrl: withCoa.body.data.coa,
      p53Other: await addLot(shop, staff, p53.pid, 'L2026-02'),
      plain: await addLot(shop, staff, plain.pid, 'G-7'),
      expired: await addLot(shop, staff, plain.pid, 'G-OLD', '2020-01-31'),
    };
  });
  afterAll(() => shop.close());

  /** An order of alice (or another customer) with one line of each product, p53 first. */
  async function order(user: SignedUp = alice): Promise<number> {
    const address = (await post(shop, user, 'addrinfo/addaddress', ADDRESS).expect(200)).body.addrid;
    await post(shop, user, 'cartinfo/addcart', { pid: p53.pid, priceid: 1, quantity: 1 }).expect(200);
    await post(shop, user, 'cartinfo/addcart', { pid: plain.pid, priceid: 2, quantity: 2 }).expect(200);
    const rows = (await post(shop, user, 'cartinfo/showcart').expect(200)).body.data;
    const carids = rows.map((r: { carid: number }) => r.carid);
    return (await post(shop, user, 'orderinfo/applyorder', { caridlist: carids, addrid: address, need_tax: 0 }).expect(200)).body.orderlistid;
  }
  const ship = (id: number | string, lotid: unknown, user: SignedUp = staff, language: 'zh' | 'en' = 'zh') =>
    post(shop, user, `admininfo/orders/${id}/shipped`, { ...(lotid === undefined ? {} : { lotid }), ...PARCEL }).set('X-Language', language);
  const PARCEL = { carrier: 'SF Express', trackingnumber: 'SF1402718835' };
  const shippedLots = async (id: number) =>
    (await shop.dataSource.query(`SELECT lot_id FROM order_lines WHERE order_id = $1 ORDER BY position`, [id])).map((r: { lot_id: number | null }) => r.lot_id);

  describe('refusals', () => {
    let paid: number;
    beforeAll(async () => {
      paid = await order();
      await post(shop, staff, `admininfo/orders/${paid}/paid`).expect(200);
    });

    it('is for staff only', async () => {
      await ship(paid, [lots.p53, lots.plain], alice).expect(403);
      await shop.http().post(`/api/admininfo/orders/${paid}/shipped`).type('form').send({ lotid: [lots.p53, lots.plain] }).expect(401);
      expect(await shippedLots(paid)).toEqual([null, null]);
    });

    it('refuses an unpaid, a cancelled, an unknown and an impossible order', async () => {
      const unpaid = await order();
      const res = await ship(unpaid, [lots.p53, lots.plain]).expect(409);
      expect(res.body.message).toBe('订单尚未付款，不能发货');
      expect((await ship(unpaid, [lots.p53, lots.plain], staff, 'en').expect(409)).body.message).toBe('The order has not been paid, so it cannot be shipped');
      await post(shop, alice, 'orderinfo/delorder', { orderlistid: unpaid }).expect(200);
      expect((await ship(unpaid, [lots.p53, lots.plain]).expect(409)).body.message).toBe('订单已取消');
      await ship(99999999, [lots.p53, lots.plain]).expect(404);
      expect((await ship('2147483648', [lots.p53, lots.plain]).expect(400)).body.message).toBe('编号无效');
      await ship('-1', [lots.p53, lots.plain]).expect(400);
      await ship('abc', [lots.p53, lots.plain]).expect(400);
      expect(await shippedLots(unpaid)).toEqual([null, null]);
    });

    it('needs exactly one lot per line, of that line product, not expired', async () => {
      const cases: Array<[unknown, number, string | RegExp]> = [
        [undefined, 400, '请为订单的每一行选择发货批号（共 2 行，按行的顺序）'],
        [[lots.p53], 400, '请为订单的每一行选择发货批号（共 2 行，按行的顺序）'],
        [[lots.p53, lots.plain, lots.plain], 400, '请为订单的每一行选择发货批号（共 2 行，按行的顺序）'],
        [[lots.p53, ''], 400, `第 2 行（货号 ${plain.catalogueNumber}）须选择发货批号`],
        [[lots.plain, lots.p53], 400, `第 1 行（货号 ${p53.catalogueNumber}）所选批号不是该产品的批号`],
        [[lots.p53, 99999999], 400, `第 2 行（货号 ${plain.catalogueNumber}）所选批号不是该产品的批号`],
        [[lots.p53, lots.expired], 400, `第 2 行（货号 ${plain.catalogueNumber}）的批号 G-OLD 已过期（有效期至 2020-01-31），不能发货`],
        [[lots.p53, '2147483648'], 400, '批号编号无效'],
        [[lots.p53, 'G-7'], 400, '批号编号无效'],
        // NUL is refused whichever layer sees it first (the lot ids or a general NUL guard).
        [[lots.p53, `${lots.plain}\u0000`], 400, /./],
      ];
      for (const [lotid, status, message] of cases) {
        const res = await ship(paid, lotid).expect(status);
        if (typeof message === 'string') expect(res.body.message).toBe(message);
        else expect(res.body.message).toMatch(message);
      }
      const en = await ship(paid, [lots.plain, lots.p53], staff, 'en').expect(400);
      expect(en.body.message).toBe(`Line 1 (Cat# ${p53.catalogueNumber}) names a lot that is not a lot of this product`);
      expect(en.body.line).toBe(1);
      await post(shop, staff, `admininfo/orders/${paid}/shipped`, { lotid: [lots.p53, lots.plain], note: 'x', ...PARCEL }).expect(400);
      // Carrier and tracking number are required (issue 25): the shipped mail carries them.
      const noTracking = await post(shop, staff, `admininfo/orders/${paid}/shipped`, { lotid: [lots.p53, lots.plain], carrier: 'SF Express' }).set('X-Language', 'en').expect(400);
      expect(noTracking.body.message).toBe('Please enter the carrier and the tracking number');
      await post(shop, staff, `admininfo/orders/${paid}/shipped`, { lotid: [lots.p53, lots.plain], carrier: 'SF', trackingnumber: 'x'.repeat(101) }).expect(400);
      await post(shop, staff, `admininfo/orders/${paid}/shipped`, { lotid: [lots.p53, lots.plain], carrier: 'SF', trackingnumber: 'SF1\u0000' }).expect(400);
      await post(shop, staff, `admininfo/orders/${paid}/shipped`, { lotid: ['1'.repeat(30), lots.plain] }).expect(400);
      expect(await shippedLots(paid)).toEqual([null, null]);
      const detail = await get(shop, alice, 'orderinfo/showorderitem', { orderlistid: paid }).expect(200);
      expect(detail.body.maininfo).toMatchObject({ is_paid: 1, is_shipped: 0, shippedtime: '' });
    });
  });

  describe('a shipped order', () => {
    let shipped: number;
    beforeAll(async () => {
      shipped = await order();
      await post(shop, staff, `admininfo/orders/${shipped}/paid`).expect(200);
    });

    it('ships with the lot of each line and answers the order as the desk shows it', async () => {
      const res = await ship(shipped, [lots.p53, lots.plain]).expect(200);
      expect(res.body.data).toMatchObject({
        customer: alice.email,
        maininfo: { orderlistid: shipped, is_paid: 1, is_shipped: 1, shippedtime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), carrier: '顺丰速运', trackingnumber: 'SF1402718835' },
        orderinfo: [
          { line: 1, lot: { lotid: lots.p53, lot_number: 'L2026-01', expires_on: '2099-06-30', coa: lots.coaUrl, coa_name: 'CoA-L2026-01.pdf' } },
          { line: 2, lot: { lotid: lots.plain, lot_number: 'G-7', expires_on: '2099-12-31', coa: '', coa_name: '' } },
        ],
      });
      expect(await shippedLots(shipped)).toEqual([lots.p53, lots.plain]);
    });

    it('shows the customer lot, certificate and the citation facts (clone, RRID) of every line', async () => {
      const detail = await get(shop, alice, 'orderinfo/showorderitem', { orderlistid: shipped }).expect(200);
      expect(detail.body.maininfo).toMatchObject({ is_shipped: 1, is_paid: 1, is_delete: 0 });
      expect(detail.body.orderinfo).toEqual([
        {
          orderlistid: shipped,
          line: 1,
          quantity: 1,
          priceid: 1,
          proinfo: { pid: p53.pid, productname: 'Anti-p53 antibody [DO-1]', catno: p53.catalogueNumber, size: '50ul', price1: 1280, shownprice: 1280, amount: 1280, stock: '', clonalityNo: 'DO-1', rrid: 'AB_2687500' },
          lot: { lotid: lots.p53, lot_number: 'L2026-01', expires_on: '2099-06-30', coa: lots.coaUrl, coa_name: 'CoA-L2026-01.pdf' },
        },
        {
          orderlistid: shipped,
          line: 2,
          quantity: 2,
          priceid: 2,
          proinfo: { pid: plain.pid, productname: 'Anti-GAPDH antibody', catno: plain.catalogueNumber, size: '100ul', price1: 2680, shownprice: 2680, amount: 5360, stock: '', clonalityNo: '', rrid: '' },
          lot: { lotid: lots.plain, lot_number: 'G-7', expires_on: '2099-12-31', coa: '', coa_name: '' },
        },
      ]);
      const served = await shop.http().get(lots.coaUrl).expect(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toContain('filename="CoA-L2026-01.pdf"');
      const list = (await post(shop, alice, 'orderinfo/showallorder').expect(200)).body.orderinfo;
      expect(list.find((o: { orderlistid: number }) => o.orderlistid === shipped)).toMatchObject({ is_shipped: 1 });
    });

    it("never shows the order to another customer", async () => {
      expect((await get(shop, bob, 'orderinfo/showorderitem', { orderlistid: shipped }).expect(200)).body).toEqual({ code: 300 });
      const bobs = (await post(shop, bob, 'orderinfo/showallorder').expect(200)).body.orderinfo;
      expect(bobs.some((o: { orderlistid: number }) => o.orderlistid === shipped)).toBe(false);
      await ship(shipped, [lots.p53, lots.plain], bob).expect(403);
    });

    it('takes the same lots again (a second click) but not other ones', async () => {
      await ship(shipped, [lots.p53, lots.plain]).expect(200);
      const res = await ship(shipped, [lots.p53Other, lots.plain]).expect(409);
      expect(res.body.message).toBe('订单已按其他批号发货，发货批号不能再更改');
      expect(await shippedLots(shipped)).toEqual([lots.p53, lots.plain]);
    });

    it('mailed the customer once when staff marked it paid, in the order currency', async () => {
      const subject = `订单 SO-${String(shipped).padStart(6, '0')} 已付款`;
      const paidMails = async () => (await shop.http().get('/api/dev/mailbox').query({ to: alice.email }).expect(200)).body.data.filter((m: { subject: string }) => m.subject === subject);
      await waitFor(async () => (await paidMails()).length >= 1, 10_000, `the mail "${subject}"`);
      await post(shop, staff, `admininfo/orders/${shipped}/paid`).expect(200);
      // A fixed wait, not a poll: it proves the absence of a second mail, and absence has no signal to wait for.
      await pause(300);
      const [mail, ...more] = await paidMails();
      expect(more).toEqual([]);
      expect(mail.text).toContain('我们已收到订单');
      expect(mail.text).toContain('应付金额：¥6,640');
    });

    it('mails the customer once, with the lots', async () => {
      const shippedMails = async () =>
        (await shop.http().get('/api/dev/mailbox').query({ to: alice.email }).expect(200)).body.data.filter((m: { subject: string }) => m.subject === `订单 SO-${String(shipped).padStart(6, '0')} 已发货`);
      await waitFor(async () => (await shippedMails()).length >= 1, 10_000, 'the shipped mail');
      const [mail, ...more] = await shippedMails();
      expect(more).toEqual([]);
      expect(mail.text).toContain('批号 L2026-01');
      // A Chinese order's mail names the carrier in Chinese (issue 48), whatever staff typed.
      expect(mail.text).toContain('承运商：顺丰速运，运单号：SF1402718835');
      expect(mail.text).toContain(`/detail?orderlistid=${shipped}`);
      expect(await mailCount(shop, alice.email)).toBeGreaterThan(0);
    });

    it('keeps a shipped lot: not deleted, not renumbered (its expiry and certificate may change)', async () => {
      const staffHeaders = { Authorization: staff.authorization, 'X-Requested-With': 'XMLHttpRequest' };
      const refused = await shop.http().post(`${lotsPath(p53.pid)}/${lots.p53}/delete`).set(staffHeaders).expect(409);
      expect(refused.body.message).toBe('该批号已随订单发货，是订单记录的一部分，不能删除');
      const en = await shop.http().post(`${lotsPath(p53.pid)}/${lots.p53}/delete`).set({ ...staffHeaders, 'X-Language': 'en' }).expect(409);
      expect(en.body.message).toBe('This lot was shipped with an order and is part of its record; it cannot be deleted');
      await shop.http().post(`${lotsPath(p53.pid)}/${lots.p53}`).set(staffHeaders).type('form').send({ lot_number: 'L2026-99', expires_on: '2099-06-30' }).expect(409);
      const edited = await shop.http().post(`${lotsPath(p53.pid)}/${lots.p53}`).set(staffHeaders).type('form').send({ lot_number: 'L2026-01', expires_on: '2099-07-31' }).expect(200);
      expect(edited.body.data).toMatchObject({ shipped: 1, coa: lots.coaUrl });
      const listed = (await shop.http().get(lotsPath(p53.pid)).set(staffHeaders).expect(200)).body.data;
      expect(listed.find((l: { lotid: number }) => l.lotid === lots.p53).shipped).toBe(1);
      // The database holds the line too, whatever path a delete takes.
      await expect(shop.dataSource.query('DELETE FROM product_lots WHERE id = $1', [lots.p53])).rejects.toThrow(/foreign key/);
    });

    it('cannot be cancelled by the customer; the desk lists it under shipped, not paid', async () => {
      await post(shop, alice, 'orderinfo/delorder', { orderlistid: shipped }).expect(409);
      const shippedTab = (await get(shop, staff, 'admininfo/orders', { status: 'shipped' }).expect(200)).body.data;
      expect(shippedTab.map((o: { maininfo: { orderlistid: number } }) => o.maininfo.orderlistid)).toContain(shipped);
      expect(shippedTab.every((o: { maininfo: { is_shipped: number } }) => o.maininfo.is_shipped === 1)).toBe(true);
      const paidTab = (await get(shop, staff, 'admininfo/orders', { status: 'paid' }).expect(200)).body.data;
      expect(paidTab.some((o: { maininfo: { orderlistid: number } }) => o.maininfo.orderlistid === shipped)).toBe(false);
      expect(paidTab.every((o: { maininfo: { is_paid: number; is_shipped: number } }) => o.maininfo.is_paid === 1 && o.maininfo.is_shipped === 0)).toBe(true);
    });

    it('ships a line whose product left the catalogue without a lot', async () => {
      const gone = await saveTestProduct(shop, { productname: 'Soon gone' });
      const address = (await post(shop, bob, 'addrinfo/addaddress', ADDRESS).expect(200)).body.addrid;
      await post(shop, bob, 'cartinfo/addcart', { pid: gone.pid, priceid: 1, quantity: 1 }).expect(200);
      await post(shop, bob, 'cartinfo/addcart', { pid: plain.pid, priceid: 1, quantity: 1 }).expect(200);
      const carids = (await post(shop, bob, 'cartinfo/showcart').expect(200)).body.data.map((r: { carid: number }) => r.carid);
      const id = (await post(shop, bob, 'orderinfo/applyorder', { caridlist: carids, addrid: address, need_tax: 0 }).expect(200)).body.orderlistid;
      await post(shop, staff, `admininfo/orders/${id}/paid`).expect(200);
      await shop.dataSource.query('DELETE FROM products WHERE id = $1', [gone.pid]);
      const lines = (await get(shop, bob, 'orderinfo/showorderitem', { orderlistid: id }).expect(200)).body.orderinfo;
      expect(lines.map((l: { proinfo: { pid: number | null } }) => l.proinfo.pid)).toEqual([null, plain.pid]);
      expect((await ship(id, [lots.plain, lots.plain]).expect(400)).body.message).toBe('第 1 行（货号 ' + gone.catalogueNumber + '）的产品已不在目录中，不能指定批号');
      await ship(id, ['', lots.plain]).expect(200);
      expect(await shippedLots(id)).toEqual([null, lots.plain]);
    });
  });
});
