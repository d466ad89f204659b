import { createTestApp, TestApp } from '../../../test-support/test-app';
import { signUp, SignedUp } from '../../../test-support/account-helpers';
import { addProduct, post } from '../../../test-support/ordering-fixtures';

describe('basket: cartinfo/addcart, showcart, delcartprd', () => {
  let shop: TestApp;
  let alice: SignedUp;
  let bob: SignedUp;
  let pid: number;
  let catno: string;

  beforeAll(async () => {
    shop = await createTestApp();
    [alice, bob] = [await signUp(shop), await signUp(shop)];
    ({ pid, catalogueNumber: catno } = await addProduct(shop, [128000, 268000, 498000]));
  });
  afterAll(() => shop.close());

  const rows = async (user: SignedUp) => (await post(shop, user, 'cartinfo/showcart').expect(200)).body.data;

  it('needs a session', async () => {
    const res = await shop.http().post('/api/cartinfo/showcart').set('X-Requested-With', 'XMLHttpRequest').expect(401);
    expect(res.body.message).toBe('请您先登录');
  });

  it('adds two sizes as two rows priced from the catalogue, ignoring a sent price and uid', async () => {
    await post(shop, alice, 'cartinfo/addcart', { pid, priceid: 1, quantity: 2, uid: bob.uid, price: '0.01' }).expect(200, { code: 200 });
    await post(shop, alice, 'cartinfo/addcart', { pid, priceid: 3, quantity: 1 }).expect(200);
    expect(await rows(alice)).toEqual([
      { carid: expect.any(Number), pid, priceid: 1, quantity: 2, productname: expect.stringContaining('Ordering Test'), catno, specs: '50ul', price: 1280, discontinued: false, stock: '' },
      { carid: expect.any(Number), pid, priceid: 3, quantity: 1, productname: expect.any(String), catno, specs: '200ul', price: 4980, discontinued: false, stock: '' },
    ]);
    expect(await rows(bob)).toEqual([]);
  });

  it('raises and lowers one row by the same call; never below 1', async () => {
    await post(shop, alice, 'cartinfo/addcart', { pid, priceid: 1, quantity: 1 }).expect(200);
    expect((await rows(alice))[0].quantity).toBe(3);
    await post(shop, alice, 'cartinfo/addcart', { pid, priceid: 1, quantity: -1 }).expect(200);
    expect((await rows(alice))[0].quantity).toBe(2);
    await post(shop, alice, 'cartinfo/addcart', { pid, priceid: 1, quantity: -50 }).expect(200);
    expect((await rows(alice))[0].quantity).toBe(1);
  });

  it('counts concurrent clicks on + without creating a second row', async () => {
    await Promise.all(Array.from({ length: 5 }, () => post(shop, bob, 'cartinfo/addcart', { pid, priceid: 2, quantity: 1 }).expect(200)));
    expect(await rows(bob)).toEqual([expect.objectContaining({ priceid: 2, quantity: 5 })]);
  });

  it('refuses more than 9999 and leaves the row as it was', async () => {
    const res = await post(shop, bob, 'cartinfo/addcart', { pid, priceid: 2, quantity: 9999 }).expect(400);
    expect(res.body.message).toBe('数量不能超过 9999');
    expect((await rows(bob))[0].quantity).toBe(5);
  });

  // Built lazily: pid only exists once beforeAll has run.
  const badForms: Array<[string, () => Record<string, unknown>]> = [
    ['an unknown product', () => ({ pid: 999999, priceid: 1, quantity: 1 })],
    ['priceid 4', () => ({ pid, priceid: 4, quantity: 1 })],
    ['priceid 0', () => ({ pid, priceid: 0, quantity: 1 })],
    ['quantity 0', () => ({ pid, priceid: 1, quantity: 0 })],
    ['quantity 10000', () => ({ pid, priceid: 1, quantity: 10000 })],
    ['a fractional quantity', () => ({ pid, priceid: 1, quantity: '1.5' })],
    ['a pid that is not a number', () => ({ pid: 'abc', priceid: 1, quantity: 1 })],
    ['no pid', () => ({ priceid: 1, quantity: 1 })],
    ['an unknown field', () => ({ pid, priceid: 1, quantity: 1, surprise: 'x' })],
  ];
  it.each(badForms)('answers %s with 400 and changes nothing', async (_name, form) => {
    const before = await rows(alice);
    const res = await post(shop, alice, 'cartinfo/addcart', form()).expect(400);
    expect(res.body.code).toBe(400);
    expect(await rows(alice)).toEqual(before);
  });

  it('answers a product without that size with 400', async () => {
    await shop.dataSource.query(`DELETE FROM product_prices WHERE product_id = $1 AND option = 2`, [pid]);
    const res = await post(shop, alice, 'cartinfo/addcart', { pid, priceid: 2, quantity: 1 }).expect(400);
    expect(res.body.message).toBe('该产品或规格不存在');
    await shop.dataSource.query(`INSERT INTO product_prices (product_id, option, size, price_fen) VALUES ($1, 2, '100ul', 268000)`, [pid]);
  });

  it('refuses to reduce a size that is not in the basket', async () => {
    await post(shop, alice, 'cartinfo/addcart', { pid, priceid: 2, quantity: -1 }).expect(400);
    expect((await rows(alice)).map((r: { priceid: number }) => r.priceid)).toEqual([1, 3]);
  });

  it("removes only the user's own rows; another user's carid answers as if it did not exist", async () => {
    const [first] = await rows(alice);
    await post(shop, bob, 'cartinfo/delcartprd', { cartid: first.carid }).expect(200, { code: 300 });
    expect(await rows(alice)).toHaveLength(2);
    await post(shop, alice, 'cartinfo/delcartprd', { cartid: first.carid }).expect(200, { code: 200 });
    await post(shop, alice, 'cartinfo/delcartprd', { cartid: first.carid }).expect(200, { code: 300 });
    expect(await rows(alice)).toHaveLength(1);
    await post(shop, alice, 'cartinfo/delcartprd', { cartid: 'x' }).expect(400);
  });

  it('always shows the current catalogue price', async () => {
    await shop.dataSource.query(`UPDATE product_prices SET price_fen = 500000 WHERE product_id = $1 AND option = 3`, [pid]);
    expect((await rows(alice))[0]).toMatchObject({ priceid: 3, price: 5000 });
  });

  describe('an addition sent again with its Idempotency-Key (a retry after a lost answer, issue 47)', () => {
    const keyed = (user: SignedUp, key: string, form: Record<string, unknown>) => post(shop, user, 'cartinfo/addcart', form).set('Idempotency-Key', key);
    const quantityOf = async (user: SignedUp, priceid: number) => (await rows(user)).find((r: { priceid: number }) => r.priceid === priceid)?.quantity;

    it('is counted once, however often it comes, while a new key adds again', async () => {
      const carol = await signUp(shop);
      for (let i = 0; i < 3; i++) await keyed(carol, 'f0e1d2c3-retry-1', { pid, priceid: 2, quantity: 2 }).expect(200, { code: 200 });
      expect(await quantityOf(carol, 2)).toBe(2);
      await keyed(carol, 'f0e1d2c3-retry-2', { pid, priceid: 2, quantity: 2 }).expect(200);
      expect(await quantityOf(carol, 2)).toBe(4);
    });

    it("is one user's own: the same key from another user is that user's addition", async () => {
      const [dave, erin] = [await signUp(shop), await signUp(shop)];
      await keyed(dave, 'shared-key-0001', { pid, priceid: 1, quantity: 1 }).expect(200);
      await keyed(erin, 'shared-key-0001', { pid, priceid: 1, quantity: 1 }).expect(200);
      expect([await quantityOf(dave, 1), await quantityOf(erin, 1)]).toEqual([1, 1]);
    });

    it('stores no key for a refused addition, so its retry is refused the same way', async () => {
      const frank = await signUp(shop);
      await keyed(frank, 'too-many-key-1', { pid, priceid: 1, quantity: 9999 }).expect(200);
      const refused = await keyed(frank, 'too-many-key-2', { pid, priceid: 1, quantity: 5 }).expect(400);
      expect(refused.body.message).toBe('数量不能超过 9999');
      await keyed(frank, 'too-many-key-2', { pid, priceid: 1, quantity: 5 }).expect(400);
      expect(await quantityOf(frank, 1)).toBe(9999);
    });

    it('refuses a malformed key in the caller\'s language, changing nothing', async () => {
      const grace = await signUp(shop);
      for (const key of ['short', 'x'.repeat(101), 'has space in it', 'semi;colon;key']) {
        const res = await keyed(grace, key, { pid, priceid: 1, quantity: 1 }).set('X-Language', 'en').expect(400);
        expect(res.body.message).toBe('Idempotency-Key must be 8 to 100 letters, digits or _ . : -');
      }
      const zh = await keyed(grace, 'short', { pid, priceid: 1, quantity: 1 }).expect(400);
      expect(zh.body.message).toMatch(/^Idempotency-Key 须为/);
      expect(await rows(grace)).toEqual([]);
    });
  });
});
