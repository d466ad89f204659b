import { createTestApp, TestApp } from '../../../test-support/test-app';
import { PUZZLE_CHECKS_PER_MINUTE, PUZZLES_PER_MINUTE, TOO_MANY_PUZZLES } from './puzzle/puzzle-throttle.guard';
import { mailCount, readCode, requestCode, signUp, skipResendWait, solvePuzzle, XHR } from '../../../test-support/account-helpers';
import { waitForValue } from '../../../test-support/wait-for';
import { FAILURES_PER_ACCOUNT, FAILURES_PER_CLIENT, TOO_MANY_FAILED_LOGINS } from './login-failures';

describe('accounts: /api/useridentify', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  const form = (path: string) => shop.http().post(`/api/useridentify/${path}`).set(XHR).type('form');

  it('registers with the mailed code, then verifyuser, logout, and verifyuser fails', async () => {
    const email = 'Alice@Example.com';
    const mdve = await requestCode(shop, email);
    expect(mdve).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const code = await readCode(shop, 'alice@example.com');

    const reg = await form('register').set('mdve', mdve).send({ email, password: 'pw-1', verify: code }).expect(200);
    expect(reg.body).toMatchObject({ code: 200, islogin: { username: 'alice', uid: expect.any(Number) } });
    const token = reg.body.islogin.password as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookies = ([] as string[]).concat(reg.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.startsWith('password='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).not.toMatch(/Max-Age|Expires/); // registration: browser-session cookie

    const auth = `${reg.body.islogin.uid}:${token}`;
    const who = await form('verifyuser').set('Authorization', auth).expect(200);
    expect(who.body).toEqual({ code: 200, islogin: { username: 'alice', uid: reg.body.islogin.uid, staff: 0 } });

    // The cookie works too (the browser's way).
    const byCookie = await form('verifyuser').set('Cookie', `password=${token}; uid=${reg.body.islogin.uid}`).expect(200);
    expect(byCookie.body.code).toBe(200);

    await form('logout').set('Authorization', auth).expect(200);
    const after = await form('verifyuser').set('Authorization', auth).expect(200);
    expect(after.body.code).toBe(300);

    // Nothing secret in clear in the database.
    const [user] = await shop.dataSource.query('SELECT password_hash FROM users WHERE email = $1', ['alice@example.com']);
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const sessions = await shop.dataSource.query('SELECT token_hash FROM sessions');
    expect(sessions.map((s: { token_hash: string }) => s.token_hash)).not.toContain(token);
    const codes = await shop.dataSource.query('SELECT code_hash, token_hash FROM verification_codes');
    expect(JSON.stringify(codes)).not.toContain(code);
    expect(JSON.stringify(codes)).not.toContain(mdve);
  });

  it('logs in with code 200 and 7-day cookies; unknown address and wrong password both give 300 with the same message', async () => {
    const user = await signUp(shop, 'bob@example.com', 'right-pw');
    const good = await form('login').send({ email: 'BOB@example.com', password: 'right-pw' }).expect(200);
    expect(good.body).toMatchObject({ code: 200, islogin: { username: 'bob', uid: user.uid } });
    expect(good.body.islogin.password).not.toBe('right-pw');
    expect(String(good.headers['set-cookie'])).toMatch(/Max-Age=604800/);

    const wrong = await form('login').send({ email: 'bob@example.com', password: 'nope' }).expect(200);
    const unknown = await form('login').send({ email: 'nobody@example.com', password: 'nope' }).expect(200);
    expect(wrong.body).toEqual({ code: 300, message: '用户名或密码错误' });
    expect(unknown.body).toEqual(wrong.body);
    const en = await form('login').set('X-Language', 'en').send({ email: 'bob@example.com', password: 'x' }).expect(200);
    expect(en.body.message).toBe('password error');
  });

  it('refuses empty fields with a 400 naming them', async () => {
    const res = await form('login').send({ email: '', password: '' }).expect(400);
    expect(res.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['email', 'password']);
  });

  it('refuses a cookie-authenticated state change without X-Requested-With (cross-site form post)', async () => {
    const user = await signUp(shop);
    await shop.http().post('/api/useridentify/logout').set('Cookie', `password=${user.token}`).expect(403);
    await shop.http().post('/api/useridentify/login').type('form').send({ email: user.email, password: user.password }).expect(403);
  });

  it('password reset revokes every old session and the new password works', async () => {
    const user = await signUp(shop, 'carol@example.com', 'old-pw');
    const second = await form('login').send({ email: user.email, password: 'old-pw' }).expect(200);
    await skipResendWait(shop, user.email);
    const before = await mailCount(shop, user.email);
    const mdve = await requestCode(shop, user.email, 'forgotsendIdentify');
    const code = await readCode(shop, user.email, before);
    const reset = await form('forgotpassword').set('mdve', mdve).send({ email: user.email, password: 'new-pw', verify: code }).expect(200);
    expect(reset.body).toMatchObject({ code: 200, islogin: { uid: user.uid } });
    expect(reset.body.islogin.password).toBeUndefined();

    for (const auth of [user.authorization, `${user.uid}:${second.body.islogin.password}`]) {
      expect((await form('verifyuser').set('Authorization', auth).expect(200)).body.code).toBe(300);
    }
    expect((await form('login').send({ email: user.email, password: 'old-pw' })).body.code).toBe(300);
    expect((await form('login').send({ email: user.email, password: 'new-pw' })).body.code).toBe(200);
    // The code was single use.
    await form('forgotpassword').set('mdve', mdve).send({ email: user.email, password: 'again', verify: code }).expect(400);
  });

  it('forgot-password answers the same for an unknown address and mails no code', async () => {
    const mdve = await requestCode(shop, 'ghost@example.com', 'forgotsendIdentify');
    expect(mdve).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const box = await waitForMail(shop, 'ghost@example.com');
    expect(box.text).not.toMatch(/\b\d{6}\b/);
    await form('forgotpassword').set('mdve', mdve).send({ email: 'ghost@example.com', password: 'x', verify: '123456' }).expect(400);
  });

  it('locks a code after 5 wrong tries, even the right code afterwards', async () => {
    const email = 'dave@example.com';
    const mdve = await requestCode(shop, email);
    const code = await readCode(shop, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      await form('register').set('mdve', mdve).send({ email, password: 'p', verify: wrong }).expect(400);
    }
    const fifth = await form('register').set('mdve', mdve).send({ email, password: 'p', verify: wrong }).expect(429);
    expect(fifth.body.message).toBe('验证码错误次数过多，请重新获取验证码');
    await form('register').set('mdve', mdve).send({ email, password: 'p', verify: code }).expect(429);
  });

  it('binds the code to its address through the mdve token', async () => {
    const mdve = await requestCode(shop, 'erin@example.com');
    const code = await readCode(shop, 'erin@example.com');
    await form('register').set('mdve', mdve).send({ email: 'mallory@example.com', password: 'p', verify: code }).expect(400);
  });

  it('refuses a second code for the same address within 60 seconds, and sends only one mail', async () => {
    const email = 'frank@example.com';
    await requestCode(shop, email);
    const pass = await solvePuzzle(shop);
    const again = await form('sendverify').set('X-Language', 'en').send({ email, puzzlepass: pass }).expect(429);
    expect(again.body).toMatchObject({ message: 'A code was just sent; please wait 60 seconds before asking again' });
    expect(again.body.retryAfter).toBeGreaterThan(50);
    await readCode(shop, email);
    expect(await mailCount(shop, email)).toBe(1);
  });

  it('sets the mdve cookie for 60 seconds', async () => {
    const pass = await solvePuzzle(shop);
    const res = await form('sendverify').send({ email: 'gina@example.com', puzzlepass: pass }).expect(200);
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`mdve=${res.body.mdve}; Max-Age=60;`));
  });

  it('requires a solved puzzle, accepts each pass once, and clears a puzzle after a wrong drop', async () => {
    await form('sendverify').send({ email: 'h@example.com' }).expect(400);
    await form('sendverify').send({ email: 'h@example.com', puzzlepass: 'made-up' }).expect(400);
    const pass = await solvePuzzle(shop);
    await form('sendverify').send({ email: 'h1@example.com', puzzlepass: pass }).expect(200);
    await form('sendverify').send({ email: 'h2@example.com', puzzlepass: pass }).expect(400);

    const puzzle = await shop.http().get('/api/useridentify/puzzle').expect(200);
    expect(puzzle.body.data).toMatchObject({ width: 400, height: 165 });
    expect(puzzle.body.data.background).toMatch(/^data:image\/png;base64,/);
    const answer = Number(puzzle.headers['x-test-puzzle-answer']);
    await form('puzzle/check').send({ id: puzzle.body.data.id, x: answer + 30 }).expect(400);
    await form('puzzle/check').send({ id: puzzle.body.data.id, x: answer }).expect(400);

    const near = await shop.http().get('/api/useridentify/puzzle').expect(200);
    const nearAnswer = Number(near.headers['x-test-puzzle-answer']);
    await form('puzzle/check').send({ id: near.body.data.id, x: nearAnswer + 3 }).expect(200);
  });

  it('limits puzzle fetches and checks per client IP with a clear 429, in zh and en; a checked puzzle is dead', async () => {
    const from = (ip: string) => ({ 'X-Forwarded-For': ip });
    for (let i = 0; i < PUZZLES_PER_MINUTE; i++) await shop.http().get('/api/useridentify/puzzle').set(from('10.9.0.1')).expect(200);
    const fetchRefused = await shop.http().get('/api/useridentify/puzzle').set(from('10.9.0.1')).expect(429);
    expect(fetchRefused.body).toEqual({ code: 429, message: TOO_MANY_PUZZLES.zh });
    await shop.http().get('/api/useridentify/puzzle').set(from('10.9.0.2')).expect(200);

    const puzzle = await shop.http().get('/api/useridentify/puzzle').set(from('10.9.0.3')).expect(200);
    const answer = Number(puzzle.headers['x-test-puzzle-answer']);
    await form('puzzle/check').set(from('10.9.0.3')).send({ id: puzzle.body.data.id, x: answer + 40 }).expect(400);
    // The failed puzzle is dead: the right answer no longer passes.
    await form('puzzle/check').set(from('10.9.0.3')).send({ id: puzzle.body.data.id, x: answer }).expect(400);
    for (let i = 2; i < PUZZLE_CHECKS_PER_MINUTE; i++) {
      await form('puzzle/check').set(from('10.9.0.3')).send({ id: `guess-${i}`, x: 100 }).expect(400);
    }
    const checkRefused = await form('puzzle/check').set(from('10.9.0.3')).set('X-Language', 'en').send({ id: 'guess', x: 100 }).expect(429);
    expect(checkRefused.body).toEqual({ code: 429, message: TOO_MANY_PUZZLES.en });
    // Even a right answer waits: the limit is on trying, not on failing.
    const fresh = await shop.http().get('/api/useridentify/puzzle').set(from('10.9.0.3')).expect(200);
    await form('puzzle/check').set(from('10.9.0.3')).send({ id: fresh.body.data.id, x: fresh.headers['x-test-puzzle-answer'] }).expect(429);
    await form('puzzle/check').set(from('10.9.0.4')).send({ id: 'guess', x: 100 }).expect(400);
  });

  it('caps codes per address per hour', async () => {
    const email = 'ivan@example.com';
    for (let i = 0; i < 5; i++) {
      await requestCode(shop, email);
      await skipResendWait(shop, email);
    }
    const pass = await solvePuzzle(shop);
    const sixth = await form('sendverify').send({ email, puzzlepass: pass }).expect(429);
    expect(sixth.body.message).toBe('验证码发送次数过多，请一小时后再试');
  });

  it('counts failed logins, not good ones (ASVS V2.2.1): a shared computer logs in as often as it likes', async () => {
    const lab = { 'X-Forwarded-For': '10.48.0.1' };
    const user = await signUp(shop, 'lab@example.com', 'lab-pw');
    // Twice the per-account limit of good logins from one address, one after another.
    for (let i = 0; i < FAILURES_PER_ACCOUNT * 2; i++) {
      expect((await form('login').set(lab).send({ email: user.email, password: 'lab-pw' }).expect(200)).body.code).toBe(200);
    }
  });

  it('refuses an account after too many wrong passwords (429 in the caller\'s language), even with the right one; other accounts still log in', async () => {
    const user = await signUp(shop, 'target@example.com', 'target-pw');
    const other = await signUp(shop, 'neighbour@example.com', 'neighbour-pw');
    const from = (ip: string) => ({ 'X-Forwarded-For': ip });
    // From several client addresses: the account's count is the account's, wherever the guesses come from.
    for (let i = 0; i < FAILURES_PER_ACCOUNT; i++) {
      expect((await form('login').set(from(`10.48.1.${i}`)).send({ email: user.email, password: `guess${i}` }).expect(200)).body.code).toBe(300);
    }
    const refused = await form('login').set(from('10.48.1.200')).send({ email: 'Target@Example.com', password: 'target-pw' }).expect(429);
    expect(refused.body).toMatchObject({ code: 429, message: TOO_MANY_FAILED_LOGINS.zh });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['set-cookie']).toBeUndefined();
    const english = await form('login').set(from('10.48.1.200')).set('X-Language', 'en').send({ email: user.email, password: 'target-pw' }).expect(429);
    expect(english.body.message).toBe(TOO_MANY_FAILED_LOGINS.en);
    expect((await form('login').set(from('10.48.1.0')).send({ email: other.email, password: 'neighbour-pw' }).expect(200)).body.code).toBe(200);
  });

  it('refuses a client address after too many wrong passwords across accounts (spraying); other addresses still log in', async () => {
    // The account of the first of these tests (signing up again would meet the puzzle's own limit per address).
    const user = { email: 'lab@example.com', password: 'lab-pw' };
    const sprayer = { 'X-Forwarded-For': '10.48.2.1' };
    for (let i = 0; i < FAILURES_PER_CLIENT; i++) {
      expect((await form('login').set(sprayer).send({ email: `victim${i}@example.com`, password: 'Password1' }).expect(200)).body.code).toBe(300);
    }
    const refused = await form('login').set(sprayer).set('X-Language', 'en').send({ email: user.email, password: user.password }).expect(429);
    expect(refused.body.message).toBe(TOO_MANY_FAILED_LOGINS.en);
    expect((await form('login').set({ 'X-Forwarded-For': '10.48.2.2' }).send({ email: user.email, password: user.password }).expect(200)).body.code).toBe(200);
  });

  it('the dev mailbox has an HTML page', async () => {
    const res = await shop.http().get('/dev/mailbox').expect(200);
    expect(res.headers['content-type']).toMatch(/html/);
    expect(res.text).toContain('Development mailbox');
  });
});

async function waitForMail(shop: TestApp, to: string): Promise<{ text: string }> {
  const box = await waitForValue(async () => (await shop.http().get('/api/dev/mailbox').query({ to }).expect(200)).body.data as Array<{ text: string }>, (mails) => mails.length > 0, 10_000, `a mail to ${to}`, 50);
  return box[0];
}
