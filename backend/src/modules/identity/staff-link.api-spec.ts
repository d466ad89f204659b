import { createTestApp, TestApp } from '../../../test-support/test-app';
import { signUp, XHR } from '../../../test-support/account-helpers';
import { signUpStaff } from '../../../test-support/review-fixtures';

/** Issue 25, audit item 10: verifyuser tells the header whether to link the staff area. */
describe('verifyuser names staff accounts', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it('answers staff: 1 for staff and staff: 0 for a customer', async () => {
    const [staff, customer] = [await signUpStaff(shop), await signUp(shop)];
    const who = (authorization: string) => shop.http().post('/api/useridentify/verifyuser').set({ Authorization: authorization, ...XHR }).expect(200);
    expect((await who(staff.authorization)).body.islogin).toMatchObject({ staff: 1 });
    expect((await who(customer.authorization)).body.islogin).toMatchObject({ staff: 0 });
  });
});
