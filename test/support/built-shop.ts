import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { waitFor } from '../../backend/test-support/wait-for';

/**
 * The built shop (backend/dist, frontend/dist) as the browser journeys and the fault scripts run it:
 * its own throwaway database, migrated and seeded by the real commands, then the real processes.
 */
export const ROOT = resolve(__dirname, '../..');
export const DATABASE_SERVER = process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';

function psql(sql: string): void {
  const result = spawnSync('psql', [`${DATABASE_SERVER}/postgres`, '-qc', sql]);
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
}

const nameOf = (databaseUrl: string) => databaseUrl.slice(databaseUrl.lastIndexOf('/') + 1);

/** Runs one of the built commands (migrate, seed, create-staff…) and fails loudly if it does. */
export function runBuiltCommand(script: string, env: NodeJS.ProcessEnv, args: string[] = []): void {
  const result = spawnSync('node', [join(ROOT, script), ...args], { env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${script} failed`);
}

/**
 * Creates env.DATABASE_URL's database and seeds a catalogue of `products` (the seed command migrates first).
 * Asynchronous, so that several shops can be prepared at once.
 */
export async function prepareShopDatabase(env: NodeJS.ProcessEnv, products: number): Promise<void> {
  psql(`CREATE DATABASE "${nameOf(env.DATABASE_URL as string)}"`);
  const seed = spawn('node', [join(ROOT, 'backend/dist/commands/seed.command.js'), '--products', String(products), '--seed', '1'], { env, stdio: 'inherit' });
  const status = await new Promise<number | null>((done) => seed.on('exit', done));
  if (status !== 0) throw new Error(`the seed of ${nameOf(env.DATABASE_URL as string)} failed (exit ${status})`);
}

export function dropShopDatabase(databaseUrl: string): void {
  psql(`DROP DATABASE IF EXISTS "${nameOf(databaseUrl)}" WITH (FORCE)`);
}

/** The polling helper both test trees share; re-exported so journeys keep importing it from here. */
export { waitFor, waitForValue } from '../../backend/test-support/wait-for';

/** Starts backend/dist/main.js on env.PORT and resolves once /api/health answers 200. */
export async function spawnWebServer(env: NodeJS.ProcessEnv, options: { detached?: boolean } = {}): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn('node', [join(ROOT, 'backend/dist/main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'], detached: options.detached });
  const url = `http://127.0.0.1:${env.PORT}`;
  await waitFor(async () => (await fetch(`${url}/api/health`)).ok, 30_000, `shop healthy on ${url}`);
  return { child, url };
}
