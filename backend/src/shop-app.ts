import type { NestExpressApplication } from '@nestjs/platform-express';

/**
 * The shop as every start serves it: main.ts listens on it, the API tests (test-support/test-app.ts) boot the very
 * same, so an address the production start answers differently from the tests' app cannot exist. Imported late:
 * configuration is validated and the built app found (SPA_DIST) when AppModule is first loaded.
 */
export async function createShopApp(): Promise<NestExpressApplication> {
  const { NestFactory } = await import('@nestjs/core');
  const { AppModule } = await import('./app.module');
  const { configureApp } = await import('./app.setup');
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true, bodyParser: false });
  configureApp(app);
  return app;
}
