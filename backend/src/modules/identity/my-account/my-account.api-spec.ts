import { createTestApp, TestApp } from '../../../../test-support/test-app';
import { mailCount, readCode, signUp, skipResendWait, XHR } from '../../../../test-support/account-helpers';
import { post } from '../../../../test-support/ordering-fixtures';
import { waitForValue } from '../../../../test-support/wait-for';

/** Issue 31, my account: profile, password and e-mail change while logged in. */
describe('my account: accountinfo/*', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  const verifyUser = (authorization: string) => shop.http().post('/api/useridentify/verifyuser').set(XHR).set('Authorization', authorization);
  const login = (email: string, password: string) => shop.http().post('/api/useridentify/login').set(XHR).type('form').send({ email, password });

  /** The subjects mailed to the address, newest first, once there are more than `after`. */
  async function subjects(email: string, after: number): Promise<string[]> {
    const box = await waitForValue(async () => (await shop.http().get('/api/dev/mailbox').query({ to: email }).expect(200)).body.data as Array<{ subject: string }>, (mails) => mails.length > after, 10_000, `a new mail to ${email}`, 50);
    return box.map((m) => m.subject);
  }

  it('needs a session', async () => {
    await shop.http().post('/api/accountinfo/profile').set(XHR).expect(401);
    await shop.http().post('/api/accountinfo/changepassword').set(XHR).type('form').send({ oldpassword: 'a', password: 'b' }).expect(401);
  });

  it('shows and updates the profile; refuses a bad field naming it, changing nothing', async () => {
    const user = await signUp(shop);
    const shown = await post(shop, user, 'accountinfo/profile').expect(200);
    expect(shown.body.data).toEqual({ username: user.email.split('@')[0], email: user.email, organisation: '', phone: '' });

    const saved = await post(shop, user, 'accountinfo/updateprofile', { username: ' 王小明 ', organisation: '复旦大学 生命科学学院', phone: '+86 (21) 5566-7788' }).expect(200);
    expect(saved.body.data).toEqual({ username: '王小明', email: user.email, organisation: '复旦大学 生命科学学院', phone: '+86 (21) 5566-7788' });
    // The header's welcome line reads the new name.
    expect((await verifyUser(user.authorization).expect(200)).body.islogin.username).toBe('王小明');

    const bad: [Record<string, unknown>, string, string][] = [
      [{ username: '   ' }, 'username', 'Please fill in the name'],
      [{ username: 'x'.repeat(65) }, 'username', 'The name must be at most 64 characters'],
      [{ username: 'a', organisation: 'o'.repeat(201) }, 'organisation', 'The organisation must be at most 200 characters'],
      [{ username: 'a', phone: 'call me' }, 'phone', 'The phone number may hold only digits, spaces and + - ( ), with at least 5 digits'],
      [{ username: 'a', phone: '12' }, 'phone', 'The phone number may hold only digits, spaces and + - ( ), with at least 5 digits'],
      [{ username: 'line\nbreak' }, 'username', 'The name must not contain control characters'],
    ];
    for (const [form, field, message] of bad) {
      const res = await post(shop, user, 'accountinfo/updateprofile', form).set('X-Language', 'en').expect(400);
      expect(res.body).toMatchObject({ field, message });
    }
    const zh = await post(shop, user, 'accountinfo/updateprofile', { username: '' }).expect(400);
    expect(zh.body.message).toBe('请填写姓名');
    await post(shop, user, 'accountinfo/updateprofile', { username: 'a\u0000b' }).expect(400);
    await post(shop, user, 'accountinfo/updateprofile', { username: 'a', shoe: '42' }).expect(400);
    await shop.http().post('/api/accountinfo/updateprofile').set('Authorization', user.authorization).send({ username: ['a'], phone: 5 }).expect(400);
    const huge = await post(shop, user, 'accountinfo/updateprofile', { username: 'y'.repeat(3_000_000) });
    expect([400, 413]).toContain(huge.status);
    expect((await post(shop, user, 'accountinfo/profile').expect(200)).body.data.username).toBe('王小明');
  });

  it('changes the password only with the current one, ends the other sessions (not this one) and mails the owner', async () => {
    const user = await signUp(shop, undefined, 'first-pw');
    const other = await login(user.email, 'first-pw').expect(200);
    const otherAuth = `${user.uid}:${other.body.islogin.password}`;
    const mails = await mailCount(shop, user.email);

    const wrong = await post(shop, user, 'accountinfo/changepassword', { oldpassword: 'not-it', password: 'second-pw' }).expect(400);
    expect(wrong.body).toMatchObject({ field: 'oldpassword', message: '当前密码不正确' });
    const missing = await post(shop, user, 'accountinfo/changepassword', { password: 'second-pw' }).expect(400);
    expect(missing.body.fields.map((f: { field: string }) => f.field)).toEqual(['oldpassword']);
    expect((await login(user.email, 'first-pw')).body.code).toBe(200);
    expect((await verifyUser(otherAuth)).body.code).toBe(200);

    await post(shop, user, 'accountinfo/changepassword', { oldpassword: 'first-pw', password: 'second-pw' }).set('X-Language', 'en').expect(200);
    expect((await verifyUser(user.authorization)).body.code).toBe(200);
    expect((await verifyUser(otherAuth)).body.code).toBe(300);
    expect((await login(user.email, 'first-pw')).body.code).toBe(300);
    expect((await login(user.email, 'second-pw')).body.code).toBe(200);
    expect((await subjects(user.email, mails))[0]).toBe('Your password was changed');
  });

  it('changes the e-mail with the current password and a code mailed to the new address; both addresses are told', async () => {
    const user = await signUp(shop, undefined, 'pw-1');
    const newEmail = `moved${Date.now()}@example.org`;

    const wrong = await post(shop, user, 'accountinfo/changeemailsend', { password: 'nope', email: newEmail }).set('X-Language', 'en').expect(400);
    expect(wrong.body).toMatchObject({ field: 'password', message: 'The current password is not correct' });
    const same = await post(shop, user, 'accountinfo/changeemailsend', { password: 'pw-1', email: user.email.toUpperCase() }).expect(400);
    expect(same.body).toMatchObject({ field: 'email', message: '新邮箱与当前邮箱相同' });
    await post(shop, user, 'accountinfo/changeemailsend', { password: 'pw-1', email: 'not-an-email' }).expect(400);
    expect(await mailCount(shop, newEmail)).toBe(0);

    const sent = await post(shop, user, 'accountinfo/changeemailsend', { password: 'pw-1', email: newEmail }).expect(200);
    const code = await readCode(shop, newEmail);
    // Another account cannot use this code, even with its token.
    const mallory = await signUp(shop);
    await post(shop, mallory, 'accountinfo/changeemail', { verify: code }).set('mdve', sent.body.mdve).expect(400);
    const oldMails = await mailCount(shop, user.email);

    const moved = await post(shop, user, 'accountinfo/changeemail', { verify: code }).set('mdve', sent.body.mdve).expect(200);
    expect(moved.body.data.email).toBe(newEmail);
    expect((await login(newEmail, 'pw-1')).body.code).toBe(200);
    expect((await login(user.email, 'pw-1')).body.code).toBe(300);
    expect((await subjects(user.email, oldMails))[0]).toBe('您的账户邮箱已修改');
    expect(await subjects(newEmail, 1)).toContain('账户邮箱已更新');
    // The code was single use.
    await post(shop, user, 'accountinfo/changeemail', { verify: code }).set('mdve', sent.body.mdve).expect(400);
  });

  it("will not move an account to an address another account uses: that mailbox is told, no code, nothing changed", async () => {
    const [user, owner] = [await signUp(shop, undefined, 'pw-2'), await signUp(shop)];
    await skipResendWait(shop, owner.email);
    const sent = await post(shop, user, 'accountinfo/changeemailsend', { password: 'pw-2', email: owner.email }).expect(200);
    const [mail] = await subjects(owner.email, 1);
    expect(mail).toBe('该邮箱已注册');
    await post(shop, user, 'accountinfo/changeemail', { verify: '123456' }).set('mdve', sent.body.mdve).expect(400);
    expect((await post(shop, user, 'accountinfo/profile').expect(200)).body.data.email).toBe(user.email);
  });
});
