import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
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

/**
 * Boots the whole shop, as main.ts does, on this test file's throwaway database (created here,
 * migrated by the app's own start-up, dropped by close()). Nothing of ours is mocked.
 */
export async function createTestApp(): Promise<TestApp> {
  const databaseUrl = process.env.DATABASE_URL as string;
  await createDatabase(databaseUrl);
  // Imported late: configuration is validated when AppModule is first loaded, after test-env.ts ran.
  const { AppModule } = await import('../app.module');
  const { configureApp } = await import('../app.setup');
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
  const app = moduleRef.createNestApplication({ bodyParser: false, bufferLogs: true });
  configureApp(app);
  await app.init();
  const server = app.getHttpServer();
  return {
    app,
    http: () => request(server),
    dataSource: app.get(DataSource),
    async close() {
      await app.close();
      await dropDatabase(databaseUrl);
    },
  };
}
