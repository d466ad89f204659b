import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATABASE_SERVER, dropShopDatabase, prepareShopDatabase, ROOT, spawnWebServer } from '../../support/built-shop';

export { ROOT };
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
  const databaseUrl = `${DATABASE_SERVER}/shop_e2e_${randomBytes(4).toString('hex')}`;
  const port = 3100 + Math.floor(Math.random() * 800);
  const env = serverEnvironment(databaseUrl, port);
  prepareShopDatabase(env, 400);
  const { child, url } = await spawnWebServer(env, { detached: true });
  child.unref();
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
  dropShopDatabase(state.databaseUrl);
}
