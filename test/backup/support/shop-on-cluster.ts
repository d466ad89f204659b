import { ChildProcess, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Redis from 'ioredis';
import { runBuiltCommand, spawnWebServer } from '../../support/built-shop';
import type { ThrowawayCluster } from './throwaway-cluster';

export const STAFF = { email: 'staff@backup.example', password: `staff-${randomBytes(6).toString('hex')}` };

/** The environment of the built shop and of `npm run backup` / `npm run restore` on the test's cluster. */
export function shopEnvironment(cluster: ThrowawayCluster, archiveTimeout: number): NodeJS.ProcessEnv {
  const port = 4000 + Math.floor(Math.random() * 900);
  return {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: cluster.url('shop'),
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `backup_${cluster.port}`,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    UPLOAD_DIR: join(cluster.root, 'uploads'),
    BACKUP_DIR: join(cluster.root, 'backups'),
    BACKUP_ARCHIVE_TIMEOUT: String(archiveTimeout),
    STAFF_PASSWORD: STAFF.password,
  };
}

/** The shop's database on the cluster, the demo catalogue of `products` (pictures into UPLOAD_DIR) and a staff account. */
export function prepareShop(cluster: ThrowawayCluster, env: NodeJS.ProcessEnv, products: number): void {
  const created = spawnSync('psql', [cluster.url('postgres'), '-qc', 'CREATE DATABASE shop']);
  if (created.status !== 0) throw new Error(`CREATE DATABASE: ${created.stderr}`);
  runBuiltCommand('backend/dist/commands/seed.command.js', env, ['--products', String(products), '--seed', '1']);
  runBuiltCommand('backend/dist/commands/create-staff.command.js', env, [STAFF.email]);
}

export async function startShop(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  return spawnWebServer(env);
}

export async function stopShop(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** The run's Redis keys (queues, codes, limits) all start with its QUEUE_PREFIX. */
export async function deleteQueueKeys(env: NodeJS.ProcessEnv): Promise<void> {
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
