import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATABASE_SERVER, dropShopDatabase, prepareShopDatabase, ROOT, spawnWebServer } from '../../support/built-shop';

export { ROOT };
/**
 * Where the shops are written down: named by the jest run's main process, which runs the global set-up and forks
 * the workers (they inherit the variable; their own parent is that process, not the set-up's).
 */
const STATE_FILE = (process.env.SHOP_E2E_STATE ??= join(tmpdir(), `shop-e2e-${process.pid}.json`));

export interface ShopServerState {
  url: string;
  pid: number;
  databaseUrl: string;
  uploadDir: string;
}

/** The built shop (backend/dist + frontend/dist), as the README's first command runs it. */
export function serverEnvironment(databaseUrl: string, port: number, uploadDir?: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    // Named by the shop's database, not its port: a port comes back in a later run while Redis still holds its mail.
    QUEUE_PREFIX: `e2e_${databaseUrl.slice(databaseUrl.lastIndexOf('/') + 1)}`,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SPA_DIST: join(ROOT, 'frontend/dist'),
    LOG_LEVEL: 'warn',
    ...(uploadDir ? { UPLOAD_DIR: uploadDir } : {}),
  };
}

async function startShopServer(port: number): Promise<ShopServerState> {
  const name = `shop_e2e_${randomBytes(4).toString('hex')}`;
  const databaseUrl = `${DATABASE_SERVER}/${name}`;
  // Each shop its own upload folder: two shops on one folder would each take the other's files for their own.
  const uploadDir = join(tmpdir(), `${name}-uploads`);
  const env = serverEnvironment(databaseUrl, port, uploadDir);
  await prepareShopDatabase(env, 400);
  const { child, url } = await spawnWebServer(env, { detached: true });
  child.unref();
  return { url, pid: child.pid as number, databaseUrl, uploadDir };
}

/**
 * One shop per jest worker: the journeys of one worker run one at a time against their own shop (its own database,
 * queue prefix and upload folder), so two workers never see each other's settings, vocabularies or index jobs.
 */
export async function startShopServers(count: number): Promise<ShopServerState[]> {
  const first = 3100 + Math.floor(Math.random() * 800);
  const shops = await Promise.all(Array.from({ length: count }, (_, i) => startShopServer(first + i)));
  writeFileSync(STATE_FILE, JSON.stringify(shops));
  return shops;
}

/** The shop of this jest worker (JEST_WORKER_ID counts from 1). */
export function readShopServer(): ShopServerState {
  const shops = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as ShopServerState[];
  const worker = Number(process.env.JEST_WORKER_ID ?? '1');
  return shops[(worker - 1) % shops.length];
}

export function stopShopServers(): void {
  if (!existsSync(STATE_FILE)) return;
  const shops = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as ShopServerState[];
  for (const shop of shops) {
    try {
      process.kill(shop.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    dropShopDatabase(shop.databaseUrl);
    rmSync(shop.uploadDir, { recursive: true, force: true });
  }
  rmSync(STATE_FILE, { force: true });
}
