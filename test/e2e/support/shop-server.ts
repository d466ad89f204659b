import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../../..');
const STATE_FILE = join(tmpdir(), `shop-e2e-${process.ppid}.json`);

export interface ShopServerState {
  url: string;
  pid: number;
  databaseUrl: string;
}

/** The built shop (backend/dist + frontend/dist), as the README's first command runs it. */
export function serverEnvironment(databaseUrl: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `e2e_${port}`,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SPA_DIST: join(ROOT, 'frontend/dist'),
    LOG_LEVEL: 'warn',
  };
}

export async function startShopServer(): Promise<ShopServerState> {
  const server = process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
  const databaseUrl = `${server}/shop_e2e_${randomBytes(4).toString('hex')}`;
  const port = 3100 + Math.floor(Math.random() * 800);
  const env = serverEnvironment(databaseUrl, port);

  const psql = spawnSync('psql', [`${server}/postgres`, '-qc', `CREATE DATABASE "${databaseUrl.split('/').pop()}"`]);
  if (psql.status !== 0) throw new Error(`cannot create e2e database: ${psql.stderr}`);

  const run = (script: string, args: string[] = []) => {
    const result = spawnSync('node', [join(ROOT, script), ...args], { env, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${script} failed`);
  };
  run('backend/dist/database/migrate.command.js');
  if (existsSync(join(ROOT, 'backend/dist/seed/seed.command.js'))) {
    run('backend/dist/seed/seed.command.js', ['--products', '400', '--seed', '1']);
  }

  const child = spawn('node', [join(ROOT, 'backend/dist/main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  child.unref();
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`shop did not become healthy on ${url}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const state = { url, pid: child.pid as number, databaseUrl };
  writeFileSync(STATE_FILE, JSON.stringify(state));
  process.env.SHOP_URL = url;
  return state;
}

export function readShopServer(): ShopServerState {
  return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as ShopServerState;
}

export function stopShopServer(): void {
  if (!existsSync(STATE_FILE)) return;
  const state = readShopServer();
  try {
    process.kill(state.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  const server = state.databaseUrl.slice(0, state.databaseUrl.lastIndexOf('/'));
  spawnSync('psql', [`${server}/postgres`, '-qc', `DROP DATABASE IF EXISTS "${state.databaseUrl.split('/').pop()}" WITH (FORCE)`]);
}
