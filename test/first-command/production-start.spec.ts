import { readFileSync, readdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { DATABASE_SERVER, dropShopDatabase, prepareShopDatabase, spawnWebServer, waitForValue } from '../support/built-shop';

/**
 * The README's production start (`NODE_ENV=production node backend/dist/main.js`) on a machine of this kind:
 * one web process per core behind the primary (node:cluster), the port shared, a dead process replaced,
 * Prometheus reading the machine and not whichever process took the scrape, SIGTERM stopping them all.
 */
const childrenOf = (pid: number): number[] =>
  readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
  );
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('production start: every core answers', () => {
  const name = `shop_prodstart_${randomBytes(4).toString('hex')}`;
  const port = 4100 + Math.floor(Math.random() * 500);
  const token = `production-start-${randomBytes(8).toString('hex')}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    WEB_PROCESSES: '2',
    DATABASE_URL: `${DATABASE_SERVER}/${name}`,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `prodstart_${name}`,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    METRICS_TOKEN: token,
    SPA_DIST: '',
    LOG_LEVEL: 'warn',
  };
  let primary: number;
  const url = `http://127.0.0.1:${port}`;

  beforeAll(async () => {
    await prepareShopDatabase(env, 50);
    primary = (await spawnWebServer(env)).child.pid as number;
  }, 120_000);
  afterAll(() => {
    if (alive(primary)) process.kill(primary, 'SIGKILL');
    for (const child of alive(primary) ? childrenOf(primary) : []) process.kill(child, 'SIGKILL');
    dropShopDatabase(env.DATABASE_URL as string);
  });

  const searchesCounted = async (): Promise<number> => {
    const text = await (await fetch(`${url}/api/metrics`, { headers: { Authorization: `Bearer ${token}` } })).text();
    const lines = text.split('\n').filter((l) => l.startsWith('http_request_duration_seconds_count{') && l.includes('vocabularies'));
    return lines.reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  };

  it('runs two web processes, counts the requests of both in one scrape, and replaces one that dies', async () => {
    const processes = await waitForValue(async () => childrenOf(primary), (pids) => pids.length === 2, 30_000, 'two web processes');
    const before = await searchesCounted();
    // Sequential requests on fresh connections: the kernel's round robin hands them to both processes.
    for (let i = 0; i < 20; i++) expect((await fetch(`${url}/api/vocabularies`, { headers: { Connection: 'close' } })).status).toBe(200);
    expect(await searchesCounted()).toBe(before + 20);

    process.kill(processes[0], 'SIGKILL');
    const replaced = await waitForValue(async () => childrenOf(primary), (pids) => pids.length === 2 && !pids.includes(processes[0]), 30_000, 'a new web process');
    expect(replaced).toContain(processes[1]);
    await waitForValue(async () => (await fetch(`${url}/api/health/ready`)).status, (status) => status === 200, 30_000, 'ready again');
  }, 120_000);

  it('stops every web process on SIGTERM', async () => {
    const processes = childrenOf(primary);
    process.kill(primary, 'SIGTERM');
    await waitForValue(async () => [primary, ...processes].filter(alive), (left) => left.length === 0, 40_000, 'every process gone');
    expect(alive(primary)).toBe(false);
  }, 60_000);
});
