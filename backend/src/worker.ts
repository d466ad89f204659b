import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';

/**
 * The queue worker: the same code base without an HTTP server, processing mail and search-index
 * jobs. On SIGTERM Nest closes the BullMQ workers, which finish their active jobs before exiting.
 */
async function bootstrap(): Promise<void> {
  process.env.PROCESS_ROLE = 'worker';
  delete process.env.SPA_DIST;
  const { AppModule } = await import('./app.module');
  const app = await NestFactory.createApplicationContext(AppModule, { bufferLogs: true });
  const { Logger } = await import('nestjs-pino');
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  console.log('Queue worker started (mail, search-index)');
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
