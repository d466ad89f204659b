import { appendFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { spawnSync } from 'node:child_process';
import Redis from 'ioredis';
import { SMTPServer } from 'smtp-server';
import { DATABASE_SERVER, waitFor } from '../support/built-shop';
import { ShopClient } from '../faults/support/shop-client';
import { composeAppEnvironment } from './support/compose-env';
import { containerState, podman } from './support/podman';
import { TcpGate } from './support/tcp-gate';

/**
 * The image as operators run it (npm run test:deploy builds it first): a web and a worker container on host
 * networking against the machine's PostgreSQL and Redis, with their own database, queue prefix and uploads
 * volume, and the restart policy and stop timeouts of infra/docker-compose.yml.
 */
const image = required('DEPLOY_IMAGE');
const runId = required('DEPLOY_RUN_ID');
const database = `shop_deploy_${runId}`;
const prefix = `deploy_${runId}`;
const label = `io.antibody-shop.deploy-check=${runId}`;
const web = `shop-deploy-web-${runId}`;
const worker = `shop-deploy-worker-${runId}`;
const uploads = `shop-deploy-uploads-${runId}`;
const STOP_TIMEOUT_S = { web: 30, worker: 60 };

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is set by scripts/deploy/test-deploy.sh; run npm run test:deploy`);
  return value;
}

/** One line of the summary test-deploy.sh prints at the end. */
function figure(name: string, value: string): void {
  console.log(`${name}: ${value}`);
  if (process.env.DEPLOY_FIGURES) appendFileSync(process.env.DEPLOY_FIGURES, `${name}: ${value}\n`);
}

function psql(sql: string): void {
  const result = spawnSync('psql', [`${DATABASE_SERVER}/postgres`, '-qc', sql]);
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

describe(`deployed image ${image}`, () => {
  const delivered: Array<{ to: string; text: string }> = [];
  let smtp: SMTPServer;
  let redis: Redis;
  let gates: TcpGate[];
  let url: string;
  let env: string[];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          delivered.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), text: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    const smtpPort = await freePort();
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
    redis = new Redis({ host: '127.0.0.1', port: 6379, lazyConnect: true });
    await redis.connect();

    psql(`CREATE DATABASE "${database}"`);
    const postgresGate = new TcpGate(await freePort(), { host: '127.0.0.1', port: 5432 });
    const redisGate = new TcpGate(await freePort(), { host: '127.0.0.1', port: 6379 });
    gates = [postgresGate, redisGate];
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    // The compose file's own settings for the app (blank optional ones included), then what differs on this
    // machine: the host's PostgreSQL and Redis (through the gates), a free port, the SMTP sink, a queue prefix.
    const settings: Record<string, string> = {
      ...composeAppEnvironment({ POSTGRES_PASSWORD: 'not-used-here', REDIS_PASSWORD: 'not-used-here' }),
      DATABASE_URL: `postgres://postgres@127.0.0.1:${postgresGate.port}/${database}`,
      REDIS_URL: `redis://127.0.0.1:${redisGate.port}`,
      QUEUE_PREFIX: prefix,
      PORT: String(port),
      PUBLIC_URL: url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LOG_LEVEL: 'warn',
    };
    env = Object.entries(settings).flatMap(([k, v]) => ['-e', `${k}=${v}`]);
    await podman(['volume', 'create', '--label', label, uploads]);
  });

  afterAll(async () => {
    // test-deploy.sh removes the same things again by label and name, in case this process dies first.
    await podman(['rm', '-f', '-t', '0', web, worker], { allowFailure: true });
    await podman(['volume', 'rm', '-f', uploads], { allowFailure: true });
    for (const gate of gates ?? []) await gate.close();
    psql(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    if (redis) {
      const keys: string[] = [];
      for await (const batch of redis.scanStream({ match: `${prefix}:*`, count: 1000 })) keys.push(...(batch as string[]));
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
    await new Promise((r) => smtp?.close(() => r(undefined)));
  });

  const health = async () => (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3000) })).status;

  it('starts before PostgreSQL and Redis answer and becomes healthy once they do (no health conditions needed)', async () => {
    // As podman-compose starts them: together, both before their dependencies, on an empty database.
    const run = (name: string, role: 'web' | 'worker', stopTimeout: number, command: string[]) =>
      podman([
        'run', '-d', '--name', name, '--label', label, '--network', 'host', '--restart', 'unless-stopped',
        '--stop-timeout', String(stopTimeout), '-v', `${uploads}:/data/uploads`, ...env, '-e', `PROCESS_ROLE=${role}`, image, ...command,
      ]);
    await run(web, 'web', STOP_TIMEOUT_S.web, []);
    await run(worker, 'worker', STOP_TIMEOUT_S.worker, ['node', 'backend/dist/worker.js']);

    // A fixed wait, not a poll: the stopped web container must stay down; staying down has no signal to wait for.
    await new Promise((r) => setTimeout(r, 8000));
    expect(await health().catch(() => 0)).not.toBe(200);

    for (const gate of gates) await gate.open();
    const ms = await waitFor(async () => (await health()) === 200, 120_000, 'web healthy after its dependencies came up');
    const restarts = [await containerState(web), await containerState(worker)].map((s) => s.restarts);
    figure('Dependencies late', `web healthy ${seconds(ms)} after PostgreSQL and Redis came up 8 s late (restarts: web ${restarts[0]}, worker ${restarts[1]})`);
    // They waited by themselves (and migrated one after the other): the restart policy was not needed.
    expect(restarts).toEqual([0, 0]);
    expect((await containerState(worker)).status).toBe('running');
  });

  it('loads a catalogue with the seed tool of the image (one-off container)', async () => {
    const seeded = await podman(
      ['run', '--rm', '--label', label, '--network', 'host', ...env, image, 'node', 'backend/dist/commands/seed.command.js', '--products', '300', '--seed', '1'],
      { timeoutMs: 300_000 },
    );
    expect(seeded.code).toBe(0);
  });

  it('answers health, the single-page app and a search', async () => {
    const started = Date.now();
    const res = await fetch(`${url}/api/health`);
    figure('Health request', `${Date.now() - started} ms`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 200, status: 'ok' });

    const page = await fetch(`${url}/products`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<div id="root">/);
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    expect((await fetch(`${url}${script}`)).status).toBe(200);

    const search = await new ShopClient(url).request('GET', 'iteminfo/searchitem/?searchword=GAPDH&searchpageid=1');
    expect(search.status).toBe(200);
    expect(search.body.code).toBe(200);
    expect(search.body.total).toBeGreaterThan(0);
  });

  it('runs as the node user: /app is read-only to it, the uploads volume is writable', async () => {
    expect((await podman(['exec', web, 'id', '-u'])).stdout).toBe('1000');
    expect((await podman(['image', 'inspect', image, '--format', '{{.Config.User}}'])).stdout).toBe('node');
    const appWrite = await podman(['exec', web, 'sh', '-c', 'touch /app/probe || touch /app/backend/dist/probe'], { allowFailure: true });
    expect(appWrite.code).not.toBe(0);
    expect(appWrite.stderr).toMatch(/Permission denied/);
    const uploadWrite = await podman(['exec', worker, 'sh', '-c', 'echo probe > /data/uploads/probe && cat /data/uploads/probe && rm /data/uploads/probe']);
    expect(uploadWrite.stdout).toBe('probe');
    // The image's own HEALTHCHECK (kept by --format docker) passes.
    expect((await podman(['healthcheck', 'run', web], { allowFailure: true })).code).toBe(0);
  });

  it('queues a verification mail through the web container; the worker container delivers it', async () => {
    // With the worker stopped nothing is sent: the web container only queues.
    const stopped = Date.now();
    await podman(['stop', worker], { timeoutMs: (STOP_TIMEOUT_S.worker + 10) * 1000 });
    const workerStop = await containerState(worker);
    figure('Worker SIGTERM', `exit ${workerStop.exitCode} after ${seconds(Date.now() - stopped)} (stop timeout ${STOP_TIMEOUT_S.worker} s)`);
    expect(workerStop.exitCode).toBe(0);
    expect(Date.now() - stopped).toBeLessThan(STOP_TIMEOUT_S.worker * 1000);

    const visitor = new ShopClient(url);
    const puzzle = await visitor.request('GET', 'useridentify/puzzle');
    expect(puzzle.headers.get('x-test-puzzle-answer')).toBeNull(); // production: no shortcut for tests
    const answer = await redis.get(`${prefix}:puzzle:${puzzle.body.data.id}`);
    const check = await visitor.request('POST', 'useridentify/puzzle/check', { id: puzzle.body.data.id, x: Number(answer) });
    const email = `deploy-${runId}@example.com`;
    const sent = await visitor.request('POST', 'useridentify/sendverify', { email, puzzlepass: check.body.pass });
    expect([sent.status, sent.body.code]).toEqual([200, 200]);
    // A fixed wait, not a poll: no mail may go out while the worker is stopped; a mail not sent has no signal.
    await new Promise((r) => setTimeout(r, 3000));
    expect(delivered.filter((m) => m.to === email)).toHaveLength(0);

    const started = Date.now();
    await podman(['start', worker]);
    await waitFor(async () => delivered.some((m) => m.to === email), 60_000, 'mail delivered by the worker container');
    figure('Mail', `delivered ${seconds(Date.now() - started)} after the worker container started`);
    const mail = delivered.filter((m) => m.to === email);
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toMatch(/\b\d{6}\b/);
  });

  it('starts cold to a healthy web server, and stops on SIGTERM with exit 0 within the stop timeout', async () => {
    const stopped = Date.now();
    await podman(['stop', web], { timeoutMs: (STOP_TIMEOUT_S.web + 10) * 1000 });
    const webStop = await containerState(web);
    figure('Web SIGTERM', `exit ${webStop.exitCode} after ${seconds(Date.now() - stopped)} (stop timeout ${STOP_TIMEOUT_S.web} s)`);
    expect(webStop.exitCode).toBe(0);
    expect(Date.now() - stopped).toBeLessThan(STOP_TIMEOUT_S.web * 1000);

    const started = Date.now();
    await podman(['start', web]);
    await waitFor(async () => (await health()) === 200, 60_000, 'web healthy after a cold start');
    figure('Cold start', `/api/health 200 ${seconds(Date.now() - started)} after podman start`);

    const stoppedAgain = Date.now();
    await podman(['stop', web, worker], { timeoutMs: (STOP_TIMEOUT_S.worker + 10) * 1000 });
    expect([(await containerState(web)).exitCode, (await containerState(worker)).exitCode]).toEqual([0, 0]);
    expect(Date.now() - stoppedAgain).toBeLessThan(STOP_TIMEOUT_S.worker * 1000);
  });
});
