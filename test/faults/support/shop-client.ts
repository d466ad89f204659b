import { waitForValue } from '../../../backend/test-support/wait-for';

/** A customer of the shop over plain HTTP, walking the real account flow (test-mode puzzle answer). */
export class ShopClient {
  authorization = '';

  constructor(readonly url: string) {}

  async request(method: 'GET' | 'POST', path: string, form?: Record<string, string | number | Array<string | number>>, headers: Record<string, string> = {}) {
    const body = new URLSearchParams();
    for (const [key, value] of Object.entries(form ?? {})) {
      for (const item of Array.isArray(value) ? value : [value]) body.append(key, String(item));
    }
    const started = Date.now();
    const res = await fetch(`${this.url}/api/${path}`, {
      method,
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        'Accept-Language': 'en',
        ...(this.authorization ? { Authorization: this.authorization } : {}),
        ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        ...headers,
      },
      body: method === 'POST' ? body : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    const json = (await res.json().catch(() => ({}))) as Record<string, any>;
    return { status: res.status, body: json, headers: res.headers, ms: Date.now() - started };
  }

  async puzzlePass(): Promise<string> {
    const puzzle = await this.request('GET', 'useridentify/puzzle');
    const x = puzzle.headers.get('x-test-puzzle-answer') as string;
    const check = await this.request('POST', 'useridentify/puzzle/check', { id: puzzle.body.data.id, x });
    return check.body.pass as string;
  }

  async mails(to: string): Promise<Array<{ text: string; subject: string }>> {
    const box = await this.request('GET', `dev/mailbox?to=${encodeURIComponent(to)}`);
    return (box.body.data ?? []) as Array<{ text: string; subject: string }>;
  }

  async signUp(email: string, password = 'secret-123'): Promise<void> {
    const sent = await this.request('POST', 'useridentify/sendverify', { email, puzzlepass: await this.puzzlePass() });
    if (sent.status !== 200) throw new Error(`sendverify: ${sent.status} ${JSON.stringify(sent.body)}`);
    const code = await waitForValue(async () => (await this.mails(email)).map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean), Boolean, 10_000, `a code mailed to ${email}`);
    const res = await this.request('POST', 'useridentify/register', { email, password, verify: code as string }, { mdve: sent.body.mdve });
    this.authorization = `${res.body.islogin.uid}:${res.body.islogin.password}`;
  }
}
