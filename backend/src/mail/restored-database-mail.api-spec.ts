import { createTestApp, TestApp } from '../../test-support/test-app';
import { signUp, SignedUp } from '../../test-support/account-helpers';
import { ADDRESS, addProduct, post } from '../../test-support/ordering-fixtures';
import { waitForValue } from '../../test-support/wait-for';

/**
 * A database restored from a backup (or seeded again) hands out order numbers it handed out before, while Redis
 * still remembers a week of mail keys. The new order's mails are new mails: keyed by the row and its event's time,
 * never by the id alone (CI once lost a verification code this way, on a test shop whose port came back).
 */
describe('mail after the database goes back in time', () => {
  let shop: TestApp;
  let alice: SignedUp;
  let pid: number;
  let address: number;

  beforeAll(async () => {
    shop = await createTestApp();
    alice = await signUp(shop);
    ({ pid } = await addProduct(shop));
    address = (await post(shop, alice, 'addrinfo/addaddress', ADDRESS).expect(200)).body.addrid;
  });
  afterAll(() => shop.close());

  const placeOrder = async (): Promise<number> => {
    await post(shop, alice, 'cartinfo/addcart', { pid, priceid: 1, quantity: 1 }).expect(200);
    const rows = (await post(shop, alice, 'cartinfo/showcart').expect(200)).body.data as Array<{ carid: number }>;
    const res = await post(shop, alice, 'orderinfo/applyorder', { caridlist: rows.map((r) => r.carid), addrid: address, need_tax: 0 }).expect(200);
    return res.body.orderlistid as number;
  };
  const confirmationsIn = (mails: Array<{ subject: string }>) => mails.filter((m) => /已提交|submitted/.test(m.subject));
  const confirmations = (count: number) =>
    waitForValue(
      async () => (await shop.http().get('/api/dev/mailbox').query({ to: alice.email }).expect(200)).body.data as Array<{ subject: string }>,
      (mails) => confirmationsIn(mails).length >= count,
      10_000,
      `${count} order confirmations to ${alice.email}`,
    );

  it('mails the confirmation of an order whose number an order lost in the restore had', async () => {
    const first = await placeOrder();
    await confirmations(1);
    // What a restore to before the first order leaves: no such order, and the sequence hands its number out again.
    await shop.dataSource.query(`DELETE FROM orders WHERE id = $1`, [first]);
    await shop.dataSource.query(`SELECT setval('orders_id_seq', $1, false)`, [first]);

    const second = await placeOrder();
    expect(second).toBe(first);
    const mails = await confirmations(2);
    expect(confirmationsIn(mails)).toHaveLength(2);
  });
});
