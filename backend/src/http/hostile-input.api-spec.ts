import { png } from '../../test-support/review-fixtures';
import { signUp, SignedUp } from '../../test-support/account-helpers';
import { createTestApp, TestApp } from '../../test-support/test-app';

/**
 * What a hostile caller tried and got a 500 (or a silent change) for: ids at and beyond 2^31 and
 * ids written as other numbers, in every call the audit named; personal answers kept by caches.
 * Each refusal is a 400 with the one id message in the caller's language.
 */
describe('hostile input: ids and personal answers', () => {
  let shop: TestApp;
  let customer: SignedUp;
  beforeAll(async () => {
    shop = await createTestApp();
    customer = await signUp(shop);
  });
  afterAll(() => shop.close());

  const BAD_IDS = ['9999999999', '2147483648', '1e3', '0x10', '-1', '0', '1.5', ' 7'];

  it.each(BAD_IDS)('refuses the id %j in the review list and the promotion text', async (id) => {
    const reviews = await shop.http().get(`/api/comment/showcomment/?pid=${encodeURIComponent(id)}`).set('X-Language', 'en').expect(400);
    expect(reviews.body.code).toBe(400);
    expect(reviews.body.message).toMatch(/pid/);
    const text = await shop.http().get(`/api/recinfo/homepagerectext/?textid=${encodeURIComponent(id)}`).expect(400);
    expect(text.body.code).toBe(400);
    expect(text.body.message).toMatch(/textid/);
  });

  // The review form trims its text fields (" 7" is 7 there), as it does for every field.
  it.each(BAD_IDS.filter((id) => id.trim() === id))('refuses the product id %j of a review and a review picture, and stores nothing', async (id) => {
    const auth = { Authorization: customer.authorization };
    const before = await shop.dataSource.query('SELECT count(*)::int AS n FROM reviews');
    const review = await shop.http().post('/api/comment/addcomment').set(auth).type('form').send({ pid: id, FirstName: 'A' }).expect(400);
    expect(review.body.fields?.map((f: { field: string }) => f.field) ?? []).toContain('pid');
    const picture = await shop.http().post('/api/comment/addcommentpic/').set(auth).field('pid', id).attach('file', await png(), 'a.png').expect(400);
    expect(picture.body.code).toBe(400);
    expect(await shop.dataSource.query('SELECT count(*)::int AS n FROM reviews')).toEqual(before);
  });

  it('answers personal data with Cache-Control: no-store', async () => {
    const auth = { Authorization: customer.authorization, 'X-Requested-With': 'XMLHttpRequest' };
    const calls = [
      shop.http().post('/api/useridentify/verifyuser').set(auth),
      shop.http().post('/api/orderinfo/showallorder').set(auth),
      shop.http().get('/api/orderinfo/showorderitem?orderlistid=1').set(auth),
      shop.http().post('/api/addrinfo/showaddress').set(auth),
      shop.http().post('/api/cartinfo/showcart').set(auth),
    ];
    for (const call of calls) {
      const res = await call;
      expect([res.status, res.headers['cache-control']]).toEqual([200, 'no-store']);
    }
  });
});
