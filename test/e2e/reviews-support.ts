import { execFile } from 'node:child_process';
import { join } from 'node:path';
import sharp from 'sharp';
import type { BrowserContext } from 'playwright-core';
import { shopUrl } from './support/browser';
import { readShopServer, ROOT, serverEnvironment } from './support/shop-server';
import { waitForValue } from '../../backend/test-support/wait-for';

/** Helpers for the review and staff journeys: accounts made through the real API, not the pages. */
export interface ApiUser {
  uid: number;
  token: string;
  email: string;
}

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function mailedCode(email: string): Promise<string> {
  const code = (box: { data: { text: string }[] }) => box.data.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
  const box = await waitForValue(
    async () => json<{ data: { text: string }[] }>(await fetch(`${shopUrl()}/api/dev/mailbox?to=${encodeURIComponent(email)}`)),
    (mailed) => code(mailed) !== undefined,
    10_000,
    `a code mailed to ${email}`,
  );
  return code(box) as string;
}

const form = (fields: Record<string, string>, from: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { ...XHR, ...from, 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/**
 * Each account made here comes from its own (loopback-trusted, forwarded) address, as real
 * researchers do: the shop limits codes per IP per hour, and the journeys together make more
 * accounts than one person may.
 */
const someAddress = () => ({ 'X-Forwarded-For': `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}` });

/** Registers through the API (the test server sends the puzzle answer in a header). */
export async function registerByApi(prefix: string): Promise<ApiUser> {
  const base = shopUrl();
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const from = someAddress();
  const puzzleRes = await fetch(`${base}/api/useridentify/puzzle`, { headers: from });
  const x = puzzleRes.headers.get('x-test-puzzle-answer') ?? '';
  const puzzle = await json<{ data: { id: string } }>(puzzleRes);
  const check = await json<{ pass: string }>(await fetch(`${base}/api/useridentify/puzzle/check`, form({ id: puzzle.data.id, x }, from)));
  const sent = await json<{ mdve: string }>(await fetch(`${base}/api/useridentify/sendverify`, form({ email, puzzlepass: check.pass }, from)));
  const verify = await mailedCode(email);
  const registered = await fetch(`${base}/api/useridentify/register`, {
    ...form({ email, password: 'pw-review-1', verify }),
    headers: { ...XHR, ...from, 'Content-Type': 'application/x-www-form-urlencoded', mdve: sent.mdve },
  });
  const body = await json<{ islogin: { uid: number; password: string } }>(registered);
  return { uid: body.islogin.uid, token: body.islogin.password, email };
}

/**
 * Makes the account staff with the shop's own create-staff command. Run without blocking: a test process that waits
 * synchronously lets the shop close its idle keep-alive sockets unseen, and the next fetch fails
 * with "other side closed" on a busy machine.
 */
export async function makeStaff(user: ApiUser): Promise<void> {
  const { databaseUrl, uploadDir } = readShopServer();
  const env = serverEnvironment(databaseUrl, 0, uploadDir);
  await new Promise<void>((resolve, reject) => {
    execFile('node', [join(ROOT, 'backend/dist/commands/create-staff.command.js'), user.email], { env, encoding: 'utf8' }, (error, _stdout, stderr) =>
      error ? reject(new Error(`create-staff failed: ${stderr}`)) : resolve(),
    );
  });
}

/** Puts the session cookies the login page would set into a browser context. */
export async function logIn(context: BrowserContext, user: ApiUser): Promise<void> {
  const url = shopUrl();
  await context.addCookies([
    { name: 'uid', value: String(user.uid), url },
    { name: 'password', value: user.token, url, httpOnly: true },
  ]);
}

export const authorization = (user: ApiUser) => ({ Authorization: `${user.uid}:${user.token}` });

/** A product of the seeded catalogue (pid and catalogue number). */
export async function someProduct(): Promise<{ pid: number; catno: string }> {
  const res = await json<{ data: Array<{ pid: number; catno: string }> }>(
    await fetch(`${shopUrl()}/api/iteminfo/searchitem/?searchword=&searchpageid=1`),
  );
  const first = res.data[0];
  if (!first) throw new Error('the e2e shop has no products; was it seeded?');
  return { pid: first.pid, catno: first.catno };
}

export function testPicture(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#2d6cdf' } }).png().toBuffer();
}

/** A pending review made through the API, for the staff journey. */
export async function submitReviewByApi(user: ApiUser, product: { pid: number; catno: string }, firstName: string): Promise<void> {
  const body = new FormData();
  body.append('pid', String(product.pid));
  body.append('file', new Blob([new Uint8Array(await testPicture())], { type: 'image/png' }), 'blot.png');
  const uploaded = await json<{ data: string }>(
    await fetch(`${shopUrl()}/api/comment/addcommentpic/`, { method: 'POST', headers: authorization(user), body }),
  );
  const res = await fetch(`${shopUrl()}/api/comment/addcomment`, {
    method: 'POST',
    headers: { ...authorization(user), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      pid: String(product.pid), CatalogNumber: product.catno, LotNumber: 'L-1', FirstName: firstName, LastName: 'Tester',
      Country: 'China', EmailAddress: user.email, InsititutionUniversity: 'E2E University', ApplicationUsed: 'WESTERN BLOT',
      UploadAnyImages: uploaded.data, Species: 'Human', SpeciesElse: '', Type: 'Cell', Specification: 'Single band at 42 kDa.',
      PrimaryAntibodyDilution: '1:2000', ensureCheck: 'true',
    }).toString(),
  });
  await json(res);
}
