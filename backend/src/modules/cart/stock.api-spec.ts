import { createTestApp, TestApp } from '../../../test-support/test-app';
import { signUp, SignedUp, XHR } from '../../../test-support/account-helpers';
import { signUpStaff } from '../../../test-support/review-fixtures';
import { saveTestProduct } from '../../../test-support/catalogue-fixtures';
import { post } from '../../../test-support/ordering-fixtures';

/** Issue 25: stock status or lead time per size, set by staff, on the product page and in the basket. */
describe('stock status per size', () => {
  let shop: TestApp;
  let staff: SignedUp;
  let buyer: SignedUp;
  let pid: number;

  beforeAll(async () => {
    shop = await createTestApp();
    [staff, buyer] = [await signUpStaff(shop), await signUp(shop)];
    ({ pid } = await saveTestProduct(shop, { stock1: 'in stock', stock2: '2-3 weeks' }));
  });
  afterAll(() => shop.close());

  const editor = (language: 'zh' | 'en' = 'en') => shop.http().post(`/api/admininfo/catalogue/products/${pid}`).set({ Authorization: staff.authorization, 'X-Language': language, ...XHR }).type('form');

  it('answers each size with its stock status, as the vocabulary writes it', async () => {
    const data = (await shop.http().get('/api/iteminfo/baseinfo/').query({ pid }).expect(200)).body.data;
    expect(data).toMatchObject({ stock1: 'In stock', stock2: '2-3 weeks', stock3: '' });
  });

  it('lets staff change it and refuses a value outside the vocabulary, changing nothing', async () => {
    const refused = await editor().send({ stock3: 'soon-ish' }).expect(400);
    expect(refused.body.problems.map((p: { column: string }) => p.column)).toEqual(['stock3']);
    await editor().send({ stock3: 'Made to order' }).expect(200);
    const data = (await shop.http().get('/api/iteminfo/baseinfo/').query({ pid }).expect(200)).body.data;
    expect(data).toMatchObject({ stock1: 'In stock', stock3: 'Made to order' });
  });

  it("shows the chosen size's stock status in the basket", async () => {
    await post(shop, buyer, 'cartinfo/addcart', { pid, priceid: 2, quantity: 1 }).expect(200);
    await post(shop, buyer, 'cartinfo/addcart', { pid, priceid: 1, quantity: 1 }).expect(200);
    const rows = (await post(shop, buyer, 'cartinfo/showcart').expect(200)).body.data;
    expect(rows.map((r: { priceid: number; stock: string }) => [r.priceid, r.stock])).toEqual([
      [2, '2-3 weeks'],
      [1, 'In stock'],
    ]);
  });
});
