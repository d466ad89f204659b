import { ChildProcess, execSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Redis from 'ioredis';
import { DATABASE_SERVER, dropShopDatabase, prepareShopDatabase, ROOT, spawnWebServer, waitFor } from '../../support/built-shop';

export { waitFor };

export interface Shop {
  url: string;
  env: NodeJS.ProcessEnv;
  web: ChildProcess;
  worker?: ChildProcess;
  startWorker(): ChildProcess;
  stop(): Promise<void>;
}

/** The built shop on a throwaway database; `separateWorker` runs web (PROCESS_ROLE=web) and worker apart. */
export async function startShop(options: { separateWorker?: boolean; extraEnv?: NodeJS.ProcessEnv } = {}): Promise<Shop> {
  const name = `shop_fault_${randomBytes(4).toString('hex')}`;
  const port = 3900 + Math.floor(Math.random() * 90);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: `${DATABASE_SERVER}/${name}`,
    REDIS_URL: 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `fault_${name}`,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    PROCESS_ROLE: options.separateWorker ? 'web' : 'all',
    ...options.extraEnv,
  };
  let started: Awaited<ReturnType<typeof spawnWebServer>>;
  try {
    await prepareShopDatabase(env, 300);
    started = await spawnWebServer(env);
  } catch (error) {
    // No Shop to stop() yet: leave no database or keys behind.
    dropShopDatabase(env.DATABASE_URL as string);
    await deleteQueueKeys(env);
    throw error;
  }
  const { child: web, url } = started;
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
      dropShopDatabase(env.DATABASE_URL as string);
      await deleteQueueKeys(env);
    },
  };
  if (options.separateWorker) shop.startWorker();
  return shop;
}

/** The run's Redis keys (queues, codes, limits, puzzles) all start with its QUEUE_PREFIX. */
async function deleteQueueKeys(env: NodeJS.ProcessEnv): Promise<void> {
  const redis = new Redis(env.REDIS_URL as string, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for await (const keys of redis.scanStream({ match: `${env.QUEUE_PREFIX}:*`, count: 1000 })) {
      if ((keys as string[]).length) await redis.del(...(keys as string[]));
    }
  } finally {
    redis.disconnect();
  }
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
