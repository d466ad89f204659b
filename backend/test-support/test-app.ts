import type { INestApplication } from '@nestjs/common';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { createDatabase, dropDatabase } from './throwaway-database';

export interface TestApp {
  app: INestApplication;
  /** supertest against the real HTTP stack; paths include the /api prefix. */
  http: () => TestAgent;
  dataSource: DataSource;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * The app the shop serves in front of the API. 'built' (the default): the built app itself with its server bundle
   * (frontend/dist and dist-server; scripts/build.sh makes them), as a production start serves it, so an address
   * outside /api that the page fallback would swallow fails the tests (issue 47). true: a stand-in index.html
   * without server rendering. { dist }: that directory as the built app (the caller makes and removes it).
   */
  spa?: true | 'built' | { dist: string };
  /**
   * A second instance of the shop beside this one: same database, Redis and queue prefix, its own
   * process memory (caches, facet memory) and HTTP server, as two API instances behind a balancer.
   * Its close() leaves the database to the first instance's.
   */
  beside?: TestApp;
}

export const BUILT_SPA = join(__dirname, '..', '..', 'frontend', 'dist');

/**
 * Boots the whole shop exactly as main.ts does (src/shop-app.ts), built app in front, on this test file's throwaway
 * database (created here, migrated by the app's own start-up, dropped by close()). Nothing of ours is mocked.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const spa = options.spa ?? 'built';
  if (spa === 'built' && !existsSync(join(BUILT_SPA, 'index.html'))) {
    throw new Error(`The API tests serve the built app as production does, and ${BUILT_SPA} has none: run bash scripts/build.sh first`);
  }
  const databaseUrl = process.env.DATABASE_URL as string;
  if (!options.beside) await createDatabase(databaseUrl);
  const spaDist = spa === true ? mkdtempSync(join(tmpdir(), 'shop-spa-')) : undefined;
  if (spa === 'built') process.env.SPA_DIST = BUILT_SPA;
  if (typeof spa === 'object') process.env.SPA_DIST = spa.dist;
  if (spaDist) {
    writeFileSync(join(spaDist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    process.env.SPA_DIST = spaDist;
  }
  // Imported late: configuration is validated when AppModule is first loaded, after test-env.ts ran.
  const { createShopApp } = await import('../src/shop-app');
  const app = await createShopApp();
  await app.init();
  const server = app.getHttpServer();
  return {
    app,
    http: () => request(server),
    dataSource: app.get(DataSource),
    async close() {
      await app.close();
      if (!options.beside) await dropDatabase(databaseUrl);
      if (spaDist) rmSync(spaDist, { recursive: true, force: true });
    },
  };
}
