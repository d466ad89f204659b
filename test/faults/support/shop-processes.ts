import { ChildProcess, execSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');
const SERVER = 'postgres://postgres@127.0.0.1:5432';

export interface Shop {
  url: string;
  env: NodeJS.ProcessEnv;
  web: ChildProcess;
  worker?: ChildProcess;
  startWorker(): ChildProcess;
  stop(): Promise<void>;
}

function run(script: string, env: NodeJS.ProcessEnv, args: string[] = []): void {
  const result = spawnSync('node', [join(ROOT, script), ...args], { env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${script} failed`);
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what} not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The built shop on a throwaway database; `separateWorker` runs web (PROCESS_ROLE=web) and worker apart. */
export async function startShop(options: { separateWorker?: boolean; extraEnv?: NodeJS.ProcessEnv } = {}): Promise<Shop> {
  const name = `shop_fault_${randomBytes(4).toString('hex')}`;
  const port = 3900 + Math.floor(Math.random() * 90);
  execSync(`psql ${SERVER}/postgres -qc 'CREATE DATABASE "${name}"'`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: `${SERVER}/${name}`,
    REDIS_URL: 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `fault_${name}`,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    PROCESS_ROLE: options.separateWorker ? 'web' : 'all',
    ...options.extraEnv,
  };
  run('backend/dist/database/migrate.command.js', env);
  run('backend/dist/seed/seed.command.js', env, ['--products', '300', '--seed', '1']);
  const web = spawn('node', [join(ROOT, 'backend/dist/main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${url}/api/health`)).ok, 30_000, 'shop start');
  const shop: Shop = {
    url,
    env,
    web,
    startWorker() {
      shop.worker = spawn('node', [join(ROOT, 'backend/dist/worker.js')], {
        env: { ...env, PROCESS_ROLE: 'worker' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      return shop.worker;
    },
    async stop() {
      for (const child of [web, shop.worker]) {
        if (child && child.exitCode === null && child.signalCode === null) {
          const exited = new Promise((r) => child.once('exit', r));
          child.kill('SIGTERM');
          await exited;
        }
      }
      execSync(`psql ${SERVER}/postgres -qc 'DROP DATABASE IF EXISTS "${name}" WITH (FORCE)'`);
    },
  };
  if (options.separateWorker) shop.startWorker();
  return shop;
}

const postgresUp = () => spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q']).status === 0;
const redisUp = () => spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'ping']).stdout?.toString().includes('PONG');

/** Start is a no-op when the service already runs, so afterAll can always put the machine back. */
export const postgres = {
  stop: () => execSync(`pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql | head -n1) main stop -m fast`),
  start: () => {
    if (!postgresUp()) execSync(`pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql | head -n1) main start`);
  },
};

export const redis = {
  stop: () => spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'shutdown', 'nosave']),
  start: () => {
    if (!redisUp()) execSync(`redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no`);
  },
};
