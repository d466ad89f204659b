import type { DevMail } from '@shop/contract';
import { randomInt } from 'node:crypto';
import type { TestApp } from './test-app';
import { waitForValue } from './wait-for';

/**
 * For API tests of any module: walk the real account flow (puzzle, e-mailed code, register).
 * The puzzle answer comes from the X-Test-Puzzle-Answer header, sent only when NODE_ENV=test.
 */
export const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/**
 * Each solve comes from its own (loopback-trusted, forwarded) address, as different people's do:
 * the shop limits puzzle fetches and checks per IP, and a test file signs up many accounts.
 */
export async function solvePuzzle(shop: TestApp): Promise<string> {
  const from = { 'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}` };
  const puzzle = await shop.http().get('/api/useridentify/puzzle').set(from).expect(200);
  const x = puzzle.headers['x-test-puzzle-answer'];
  const check = await shop.http().post('/api/useridentify/puzzle/check').set(from).set(XHR).type('form').send({ id: puzzle.body.data.id, x }).expect(200);
  return check.body.pass as string;
}

/**
 * Waits for the mail worker and returns the newest 6-digit code mailed to the address; with
 * `afterMails`, only once the mailbox holds more than that many mails for it.
 */
export async function readCode(shop: TestApp, email: string, afterMails = 0, timeoutMs = 10_000): Promise<string> {
  const code = (box: DevMail[]) => (box.length > afterMails ? box.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean) : undefined);
  const box = await waitForValue(
    async () => (await shop.http().get('/api/dev/mailbox').query({ to: email }).expect(200)).body.data as DevMail[],
    (mails) => code(mails) !== undefined,
    timeoutMs,
    `a code mailed to ${email}`,
    50,
  );
  return code(box) as string;
}

/** Waits for the mail worker and returns the first mail to the address whose subject matches. */
export async function mailTo(shop: TestApp, to: string, subject: RegExp): Promise<DevMail> {
  const box = await waitForValue(
    async () => (await shop.http().get('/api/dev/mailbox').query({ to }).expect(200)).body.data as DevMail[],
    (mails) => mails.some((m) => subject.test(m.subject)),
    10_000,
    `a mail to ${to} with subject ${subject}`,
  );
  return box.find((m) => subject.test(m.subject))!;
}

export async function mailCount(shop: TestApp, email: string): Promise<number> {
  const box = await shop.http().get('/api/dev/mailbox').query({ to: email }).expect(200);
  return box.body.data.length;
}

export async function requestCode(shop: TestApp, email: string, path = 'sendverify'): Promise<string> {
  const puzzlepass = await solvePuzzle(shop);
  const res = await shop.http().post(`/api/useridentify/${path}`).set(XHR).type('form').send({ email, puzzlepass }).expect(200);
  return res.body.mdve as string;
}

export interface SignedUp {
  uid: number;
  token: string;
  /** The header form: `Authorization: <uid>:<token>`. */
  authorization: string;
  email: string;
  password: string;
}

/** Test shortcut past the one-code-per-minute rule (the rule itself is tested on its own). */
export async function skipResendWait(shop: TestApp, email: string): Promise<void> {
  const { REDIS } = await import('../src/redis/redis.module');
  const redis = shop.app.get<import('ioredis').default>(REDIS);
  await redis.del(`${process.env.QUEUE_PREFIX}:code-limit:resend:${email.trim().toLowerCase()}`);
}

let counter = 0;

/** A fresh customer account, logged in. Use `.set('Authorization', user.authorization)` on calls. */
export async function signUp(shop: TestApp, email = `user${Date.now()}_${++counter}@example.com`, password = 'secret-123'): Promise<SignedUp> {
  const mdve = await requestCode(shop, email);
  const verify = await readCode(shop, email);
  const res = await shop.http().post('/api/useridentify/register').set(XHR).set('mdve', mdve).type('form').send({ email, password, verify }).expect(200);
  const { uid, password: token } = res.body.islogin;
  return { uid, token, authorization: `${uid}:${token}`, email, password };
}
