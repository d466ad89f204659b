import { createTestApp, TestApp } from '../../../test-support/test-app';
import { mailTo, signUp, SignedUp } from '../../../test-support/account-helpers';
import { signUpStaff } from '../../../test-support/review-fixtures';
import { addLot } from '../../../test-support/lot-fixtures';
import { asBytes, pdfText } from '../../../test-support/pdf-fixtures';
import { ADDRESS, addProduct, get, post } from '../../../test-support/ordering-fixtures';

/** A United States address: the order ships abroad and carries the handling fee (spec section 9: 120 USD). */
const US_ADDRESS = { country: 'United States', province: 'Massachusetts', city: 'Boston', district: '', addr: '77 Avenue Louis Pasteur', recname: 'Jane Roe', recphone: '+1 617 000 0000' };

/**
 * Issue 31, items 1, 2, 3, 8 and 9: an international order's handling fee is a line of its own, stored
 * with the order and the same on its pages, pro-forma, mails and the desk; a cancelled order asks for
 * nothing; the pro-forma prints what the order stored, the bank in the order's language, and the PO
 * number and billing institution, which staff search for on the desk.
 */
describe('international orders: the handling fee line, one source of money, PO numbers', () => {
  let shop: TestApp;
  let buyer: SignedUp;
  let other: SignedUp;
  let staff: SignedUp;
  let pid: number;
  let abroad: number;
  let home: number;

  beforeAll(async () => {
    shop = await createTestApp();
    [buyer, other, staff] = [await signUp(shop), await signUp(shop), await signUpStaff(shop)];
    ({ pid } = await addProduct(shop, [232_000, 374_000, 254_000]));
    abroad = (await post(shop, buyer, 'addrinfo/addaddress', US_ADDRESS).expect(200)).body.addrid;
    home = (await post(shop, buyer, 'addrinfo/addaddress', ADDRESS).expect(200)).body.addrid;
  });
  afterAll(() => shop.close());

  async function order(language: 'zh' | 'en', addrid: number, extra: Record<string, string> = {}): Promise<number> {
    await post(shop, buyer, 'cartinfo/addcart', { pid, priceid: 1, quantity: 1 }).expect(200);
    await post(shop, buyer, 'cartinfo/addcart', { pid, priceid: 2, quantity: 1 }).expect(200);
    const rows = (await post(shop, buyer, 'cartinfo/showcart').expect(200)).body.data;
    const res = await post(shop, buyer, 'orderinfo/applyorder', { caridlist: rows.map((r: { carid: number }) => r.carid), addrid, need_tax: 0, ...extra })
      .set('X-Language', language)
      .expect(200);
    return res.body.orderlistid;
  }
  const detail = async (id: number) => (await get(shop, buyer, 'orderinfo/showorderitem', { orderlistid: id }).expect(200)).body;
  const proforma = async (id: number) =>
    pdfText((await asBytes(shop.http().get('/api/orderinfo/proforma').set('Authorization', buyer.authorization).query({ orderlistid: id })).expect(200)).body).replace(/\s+/g, ' ');
  const desk = (query: Record<string, unknown>, user: SignedUp = staff) => shop.http().get('/api/admininfo/orders').query(query).set('Authorization', user.authorization);
  const number = (id: number) => `SO-${String(id).padStart(6, '0')}`;

  it('stores the fee with an English order to the United States, beside the goods: $867 + $120 = $987 due', async () => {
    const id = await order('en', abroad, { ponumber: 'PO-2026/0042', institution: 'Harvard Medical School' });
    const [stored] = await shop.dataSource.query(`SELECT shown_total, shown_handling_fee, handling_fee_fen, total_fen FROM orders WHERE id = $1`, [id]);
    expect(stored).toEqual({ shown_total: '86700', shown_handling_fee: '12000', handling_fee_fen: '84000', total_fen: '606000' });
    const main = (await detail(id)).maininfo;
    expect(main).toMatchObject({ currency: 'USD', totprice: 867, handlingfee: 120, amountdue: 987, oriamountdue: 6900, ponumber: 'PO-2026/0042', institution: 'Harvard Medical School' });
    const listed = (await post(shop, buyer, 'orderinfo/showallorder').expect(200)).body.orderinfo.find((o: { orderlistid: number }) => o.orderlistid === id);
    expect(listed).toMatchObject({ handlingfee: 120, amountdue: 987 });

    // The pro-forma: the same lines, the fee line, the amount due, the PO number and the institution.
    const text = await proforma(id);
    for (const part of ['$332', '$535', 'Goods $867', 'Freight $0', 'International handling fee $120', 'Amount due $987', 'PO number PO-2026/0042', 'Billing institution Harvard Medical School']) {
      expect(text).toContain(part);
    }
    expect(text).toContain('Bank of China, Suzhou Branch');

    // The mails: the customer's and the sales notice (the invoice request) say the same.
    const customer = await mailTo(shop, buyer.email, new RegExp(`Order ${number(id)} submitted`));
    for (const part of ['Goods: $867', 'International handling fee: $120', 'Amount due: $987', 'PO number: PO-2026/0042', 'delivered 3-5 working days after dispatch']) expect(customer?.text).toContain(part);
    expect(customer?.text).not.toContain('1-2 weeks');
    const sales = await mailTo(shop, 'sales@antibody-shop.example', new RegExp(`New order ${number(id)} `));
    for (const part of ['Handling fee: $120', 'Amount due: $987 (¥6,900)', 'PO number: PO-2026/0042', 'Billing institution: Harvard Medical School']) expect(sales?.text).toContain(part);

    // The desk reads the same stored figures.
    const row = (await desk({ q: 'PO-2026/0042' }).expect(200)).body.data.find((o: { maininfo: { orderlistid: number } }) => o.maininfo.orderlistid === id);
    expect(row.maininfo).toMatchObject({ handlingfee: 120, amountdue: 987, ponumber: 'PO-2026/0042' });

    // Paid: the payment mail names the amount due, fee included.
    await post(shop, staff, `admininfo/orders/${id}/paid`).expect(200);
    const paid = await mailTo(shop, buyer.email, new RegExp(`Order ${number(id)} paid`));
    expect(paid?.text).toContain('payment of $987');
    expect(paid?.text).toContain('International handling fee: $120');
  });

  it('charges a Chinese order abroad the fee in yuan (120 × 7 = ¥840), with the Chinese bank details', async () => {
    const id = await order('zh', abroad);
    expect((await detail(id)).maininfo).toMatchObject({ currency: 'CNY', totprice: 6060, handlingfee: 840, amountdue: 6900, ponumber: '', institution: '' });
    const text = await proforma(id);
    for (const part of ['商品金额 ¥6,060', '国际订单手续费 ¥840', '应付金额 ¥6,900', '中国银行苏州分行', '抗体商城生物科技有限公司']) expect(text).toContain(part);
    expect(text).not.toContain('Bank of China');
    expect(text).not.toContain('采购单号');
  });

  it('adds no fee line to an order shipped within China', async () => {
    const id = await order('zh', home);
    expect((await detail(id)).maininfo).toMatchObject({ totprice: 6060, handlingfee: 0, amountdue: 6060 });
    const text = await proforma(id);
    expect(text).toContain('应付金额 ¥6,060');
    expect(text).not.toContain('手续费');
    const mail = await mailTo(shop, buyer.email, new RegExp(`订单 ${number(id)} 已提交`));
    expect(mail?.text).not.toContain('手续费');
    expect(mail?.text).toContain('国内包邮，发货后 5-7 个工作日送达');
  });

  it('prints what the order stored: the pro-forma never recomputes its lines with the price rule', async () => {
    const id = await order('en', abroad);
    // A stored figure no price rule would give: if a document recomputed, it would not show it.
    await shop.dataSource.query(`UPDATE order_lines SET shown_unit_price = 33300, shown_amount = 33300 WHERE order_id = $1 AND position = 1`, [id]);
    await shop.dataSource.query(`UPDATE orders SET shown_total = 86800 WHERE id = $1`, [id]);
    const text = await proforma(id);
    expect(text).toContain('$333');
    expect(text).toContain('Goods $868');
    expect(text).toContain('Amount due $988');
    expect(text).not.toContain('$332');
    expect((await detail(id)).maininfo).toMatchObject({ totprice: 868, amountdue: 988 });
  });

  it('refuses the pro-forma of a cancelled order, in the reader language', async () => {
    const id = await order('en', abroad);
    await post(shop, buyer, 'orderinfo/delorder', { orderlistid: id }).expect(200);
    const en = await shop.http().get('/api/orderinfo/proforma').set('Authorization', buyer.authorization).set('X-Language', 'en').query({ orderlistid: id }).expect(409);
    expect(en.body.message).toBe('This order has been cancelled: nothing is due, so it has no pro-forma invoice');
    const zh = await shop.http().get('/api/orderinfo/proforma').set('Authorization', buyer.authorization).set('X-Language', 'zh').query({ orderlistid: id }).expect(409);
    expect(zh.body.message).toBe('该订单已取消，无需付款，不提供形式发票');
    expect((await detail(id)).maininfo.is_delete).toBe(1);
  });

  it.each([
    ['too long', { ponumber: 'P'.repeat(41) }, 'The purchase order (PO) number may have at most 40 characters'],
    ['with a quote and angle brackets', { ponumber: 'PO"<script>' }, 'The purchase order (PO) number may have at most 40 characters'],
    ['with a tab', { ponumber: 'PO\t1' }, 'The purchase order (PO) number may have at most 40 characters'],
    ['in Chinese characters', { ponumber: '采购单1' }, 'The purchase order (PO) number may have at most 40 characters'],
    ['with an institution of two lines', { institution: 'MIT\nBroad' }, 'The billing institution may have at most 200 characters on one line'],
    ['with an institution too long', { institution: 'x'.repeat(201) }, 'The billing institution may have at most 200 characters on one line'],
    ['huge', { ponumber: 'P'.repeat(50_000) }, 'The purchase order (PO) number may have at most 40 characters'],
  ])('refuses a PO number or institution %s with a clear message, ordering nothing', async (_case, extra, message) => {
    await post(shop, buyer, 'cartinfo/addcart', { pid, priceid: 3, quantity: 1 }).expect(200);
    const rows = (await post(shop, buyer, 'cartinfo/showcart').expect(200)).body.data;
    const before = (await post(shop, buyer, 'orderinfo/showallorder').expect(200)).body.orderinfo.length;
    const res = await post(shop, buyer, 'orderinfo/applyorder', { caridlist: rows.map((r: { carid: number }) => r.carid), addrid: abroad, need_tax: 0, ...extra })
      .set('X-Language', 'en')
      .expect(400);
    expect(res.body.message).toContain(message);
    expect((await post(shop, buyer, 'orderinfo/showallorder').expect(200)).body.orderinfo.length).toBe(before);
    const zh = await post(shop, buyer, 'orderinfo/applyorder', { caridlist: rows.map((r: { carid: number }) => r.carid), addrid: abroad, need_tax: 0, ...extra }).set('X-Language', 'zh').expect(400);
    expect(zh.body.message).toMatch(/^(采购单号（PO）最多 40 个字符|开票机构最多 200 个字符)/);
    await post(shop, buyer, 'cartinfo/delcartprd', { cartid: rows[0].carid }).expect(200);
  });

  it('lets staff find an order by its PO number (whole, its beginning, any case) or its order number', async () => {
    const id = await order('en', abroad, { ponumber: 'HMS 7781-B', institution: '哈佛医学院' });
    const found = async (q: string) => (await desk({ q }).expect(200)).body.data.map((o: { maininfo: { orderlistid: number } }) => o.maininfo.orderlistid);
    expect(await found('HMS 7781-B')).toEqual([id]);
    expect(await found('hms 77')).toEqual([id]);
    expect(await found(number(id))).toEqual([id]);
    expect(await found('NO-SUCH-PO')).toEqual([]);
    // A LIKE wildcard typed by staff is a character, not "anything".
    expect(await found('%')).toEqual([]);
    expect((await desk({ q: 'HMS', status: 'unpaid' }).expect(200)).body).toMatchObject({ total: 1 });
    expect((await desk({ q: 'x'.repeat(41) }).set('X-Language', 'en').expect(400)).body.message).toBe('Enter an order number or a PO number (at most 40 characters)');
    expect((await desk({ q: 'SO-2147483648' }).expect(200)).body.data).toEqual([]);
    expect((await desk({ q: 'y'.repeat(5000) }).set('X-Language', 'zh').expect(400)).body.message).toBe('请输入订单号或采购单号（最多 40 个字符）');
    await desk({ q: 'HMS' }, buyer).expect(403);
    expect((await detail(id)).maininfo.institution).toBe('哈佛医学院');
  });

  it('links the tracking number to a known carrier on the desk, the order page and the shipped mail; staff add carriers', async () => {
    const id = await order('en', abroad);
    const lotId = await addLot(shop, staff, pid, `L-${Date.now() % 100000}`);
    await post(shop, staff, `admininfo/orders/${id}/paid`).expect(200);
    const shipped = await post(shop, staff, `admininfo/orders/${id}/shipped`, { lotid: [lotId, lotId], carrier: '顺丰速运', trackingnumber: 'SF1402718835' }).expect(200);
    const url = 'https://www.sf-express.com/chn/sc/waybill/waybill-detail/SF1402718835';
    expect(shipped.body.data.maininfo).toMatchObject({ carrier: '顺丰速运', trackingnumber: 'SF1402718835', trackingurl: url });
    expect((await detail(id)).maininfo.trackingurl).toBe(url);
    const row = (await desk({ q: number(id) }).expect(200)).body.data[0];
    expect(row.maininfo).toMatchObject({ carrier: '顺丰速运', trackingnumber: 'SF1402718835', trackingurl: url });
    const mail = await mailTo(shop, buyer.email, new RegExp(`Order ${number(id)} shipped`));
    expect(mail?.text).toContain(`Track the parcel: ${url}`);
    expect(mail?.html).toContain(`<a href="${url}">SF1402718835</a>`);

    // An unknown carrier gets no link until staff add it.
    const second = await order('en', abroad);
    await post(shop, staff, `admininfo/orders/${second}/paid`).expect(200);
    await post(shop, staff, `admininfo/orders/${second}/shipped`, { lotid: [lotId, lotId], carrier: 'Aramex', trackingnumber: 'AX 1/2' }).expect(200);
    expect((await detail(second)).maininfo.trackingurl).toBe('');
    const added = await post(shop, staff, 'admininfo/carriers', { name: 'Aramex', aliases: '阿拉美斯, Aramex Express', trackingurl: 'https://www.aramex.com/track/results?ShipmentNumber={number}' }).expect(200);
    expect(added.body.data).toMatchObject({ name: 'Aramex', aliases: ['阿拉美斯', 'Aramex Express'] });
    expect((await detail(second)).maininfo.trackingurl).toBe('https://www.aramex.com/track/results?ShipmentNumber=AX%201%2F2');
    const carriers = (await get(shop, staff, 'admininfo/carriers').expect(200)).body.data.map((c: { name: string }) => c.name);
    expect(carriers).toEqual(['SF Express', 'JD Logistics', 'EMS', 'DHL', 'FedEx', 'UPS', 'Aramex']);
  });

  it("names a known carrier in the reader's language on the order page, the desk and the shipped mail, whatever staff typed (issue 48)", async () => {
    const lotId = await addLot(shop, staff, pid, `N-${Date.now() % 100000}`);
    const shipAs = async (language: 'zh' | 'en', carrier: string, tracking: string) => {
      const id = await order(language, language === 'en' ? abroad : home);
      await post(shop, staff, `admininfo/orders/${id}/paid`).expect(200);
      await post(shop, staff, `admininfo/orders/${id}/shipped`, { lotid: [lotId, lotId], carrier, trackingnumber: tracking }).set('X-Language', 'en').expect(200);
      return id;
    };
    const read = async (id: number, language: 'zh' | 'en') => (await get(shop, buyer, 'orderinfo/showorderitem', { orderlistid: id }).set('X-Language', language).expect(200)).body.maininfo.carrier;
    const chinese = await shipAs('zh', 'SF', 'SF1402718836');
    expect(await read(chinese, 'zh')).toBe('顺丰速运');
    expect(await read(chinese, 'en')).toBe('SF Express');
    const zhMail = await mailTo(shop, buyer.email, new RegExp(`订单 ${number(chinese)} 已发货`));
    expect(zhMail?.text).toContain('承运商：顺丰速运，运单号：SF1402718836');
    const english = await shipAs('en', '京东', 'JD0001');
    expect(await read(english, 'en')).toBe('JD Logistics');
    expect(await read(english, 'zh')).toBe('京东物流');
    expect((await mailTo(shop, buyer.email, new RegExp(`Order ${number(english)} shipped`)))?.text).toContain('Carrier: JD Logistics, tracking number: JD0001');
    const deskRow = async (id: number, language: 'zh' | 'en') => (await desk({ q: number(id) }).set('X-Language', language).expect(200)).body.data[0].maininfo.carrier;
    expect(await deskRow(english, 'zh')).toBe('京东物流');
    expect(await deskRow(chinese, 'en')).toBe('SF Express');
    // Names that are the same in both languages stay; an unknown carrier is shown as typed.
    const ems = await shipAs('zh', '中国邮政', 'EA0001CN');
    expect(await read(ems, 'zh')).toBe('EMS');
    const unknown = await shipAs('zh', 'Some Courier', 'X1');
    expect(await read(unknown, 'zh')).toBe('Some Courier');
    // Staff give a new carrier its Chinese name.
    const added = await post(shop, staff, 'admininfo/carriers', { name: 'Some Courier', name_zh: '某某快递', trackingurl: 'https://courier.example/{number}' }).expect(200);
    expect(added.body.data).toMatchObject({ name: 'Some Courier', name_zh: '某某快递' });
    expect(await read(unknown, 'zh')).toBe('某某快递');
    expect((await post(shop, staff, 'admininfo/carriers', { name: 'Other', name_zh: '某某快递', trackingurl: 'https://o.example/{number}' }).expect(409)).body.code).toBe(409);
    expect((await post(shop, staff, 'admininfo/carriers', { name: 'Other', name_zh: 'x'.repeat(101), trackingurl: 'https://o.example/{number}' }).set('X-Language', 'en').expect(400)).body).toMatchObject({ field: 'name_zh' });
  });

  it('bills an order in the currency its form showed (issue 48), and refuses another currency', async () => {
    const id = await order('zh', abroad, { currency: 'USD' });
    expect((await detail(id)).maininfo).toMatchObject({ currency: 'USD', totprice: 867, handlingfee: 120, amountdue: 987 });
    const yuan = await order('en', home, { currency: 'CNY' });
    expect((await detail(yuan)).maininfo).toMatchObject({ currency: 'CNY', totprice: 6060, handlingfee: 0, amountdue: 6060 });
    await post(shop, buyer, 'cartinfo/addcart', { pid, priceid: 1, quantity: 1 }).expect(200);
    const rows = (await post(shop, buyer, 'cartinfo/showcart').expect(200)).body.data;
    await post(shop, buyer, 'orderinfo/applyorder', { caridlist: rows.map((r: { carid: number }) => r.carid), addrid: home, need_tax: 0, currency: 'EUR' }).expect(400);
  });

  it('refuses a bad carrier with a clear message, and customers', async () => {
    const add = (form: Record<string, string>, user: SignedUp = staff) => post(shop, user, 'admininfo/carriers', form).set('X-Language', 'en');
    expect((await add({ name: 'X', trackingurl: 'http://x.example/{number}' }).expect(400)).body).toMatchObject({ field: 'trackingurl', message: expect.stringContaining('must start with https://') });
    expect((await add({ name: 'X', trackingurl: 'https://x.example/track' }).expect(400)).body.message).toContain('hold {number}');
    expect((await add({ name: '', trackingurl: 'https://x.example/{number}' }).expect(400)).body).toMatchObject({ field: 'name', message: 'Please enter the carrier name (at most 100 characters, one line)' });
    expect((await add({ name: 'X\nY', trackingurl: 'https://x.example/{number}' }).expect(400)).body.field).toBe('name');
    // A NUL byte is refused before any of this, by the shop's edge (nul-bytes.ts), with its own message.
    expect((await add({ name: 'X\u0000', trackingurl: 'https://x.example/{number}' }).expect(400)).body.message).toBe('Text must not contain NUL characters');
    expect((await add({ name: 'X', aliases: 'a\tb', trackingurl: 'https://x.example/{number}' }).expect(400)).body.field).toBe('aliases');
    expect((await add({ name: 'x'.repeat(5000), trackingurl: 'https://x.example/{number}' }).expect(400)).body.field).toBe('name');
    expect((await add({ name: 'X', trackingurl: 'https://x.example/{number}' }).set('X-Language', 'zh').expect(200)).body.data.name).toBe('X');
    expect((await add({ name: 'sf express', trackingurl: 'https://x.example/{number}' }).expect(409)).body.message).toBe('A carrier with this name already exists');
    expect((await add({ name: 'Y', aliases: '京东', trackingurl: 'https://x.example/{number}' }).expect(409)).body.message).toBe('A carrier with this name already exists');
    await add({ name: 'Z', trackingurl: 'https://x.example/{number}' }, other).expect(403);
    await get(shop, other, 'admininfo/carriers').expect(403);
  });

  it('gives the site settings: bank in both languages, the fee and the delivery promise per destination', async () => {
    const info = (await shop.http().get('/api/siteinfo').expect(200)).body.data;
    expect(info.bank).toMatchObject({ accountname: 'Antibody Shop Biotechnology Co., Ltd.', bankname: 'Bank of China, Suzhou Branch', accountname_ch: '抗体商城生物科技有限公司', bankname_ch: '中国银行苏州分行' });
    expect(info).toMatchObject({ handlingfee_usd: 120, delivery: { china: '5-7', international: '3-5' } });
  });
});
