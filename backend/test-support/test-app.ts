import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
   * Also serve a built SPA (a stand-in index.html), as production does. Booted through NestFactory
   * like main.ts: the SPA server chooses its loader when its module is created, which a testing
   * module does before any HTTP adapter exists (so it would serve nothing). 'built': the built app
   * itself with its server bundle (frontend/dist and dist-server; scripts/build.sh makes them).
   * { dist }: that directory as the built app (the caller makes and removes it).
   */
  spa?: boolean | 'built' | { dist: string };
  /**
   * A second instance of the shop beside this one: same database, Redis and queue prefix, its own
   * process memory (caches, facet memory) and HTTP server, as two API instances behind a balancer.
   * Its close() leaves the database to the first instance's.
   */
  beside?: TestApp;
}

export const BUILT_SPA = join(__dirname, '..', '..', 'frontend', 'dist');

/**
 * Boots the whole shop, as main.ts does, on this test file's throwaway database (created here,
 * migrated by the app's own start-up, dropped by close()). Nothing of ours is mocked.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const databaseUrl = process.env.DATABASE_URL as string;
  if (!options.beside) await createDatabase(databaseUrl);
  const spaDist = options.spa === true ? mkdtempSync(join(tmpdir(), 'shop-spa-')) : undefined;
  if (options.spa === 'built') process.env.SPA_DIST = BUILT_SPA;
  if (typeof options.spa === 'object') process.env.SPA_DIST = options.spa.dist;
  if (spaDist) {
    writeFileSync(join(spaDist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    process.env.SPA_DIST = spaDist;
  }
  // Imported late: configuration is validated when AppModule is first loaded, after test-env.ts ran.
  const { AppModule } = await import('../src/app.module');
  const { configureApp } = await import('../src/app.setup');
  const app = options.spa
    ? await NestFactory.create(AppModule, { bodyParser: false, bufferLogs: true })
    : (await Test.createTestingModule({ imports: [AppModule] }).compile()).createNestApplication({ bodyParser: false, bufferLogs: true });
  configureApp(app);
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
