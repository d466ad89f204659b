import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

/**
 * The one way a command-line entry point starts and ends. `main` resolves with the exit code, or
 * with nothing to let the process end by itself once its work is done; a thrown error prints its
 * message alone (no stack: these are read by operators) and exits with `failureCode`.
 */
export function runCommand(main: () => Promise<number | void>, failureCode = 1): void {
  main().then(
    (code) => {
      if (code !== undefined) process.exit(code);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(failureCode);
    },
  );
}

/**
 * The shop without its HTTP server, for commands that use its services: it runs as a queue worker
 * (so the jobs the command queues, such as the search index or mails, are done even with no shop
 * running) and applies pending migrations as the shop does on start. The caller closes it.
 */
export async function createShopContext(): Promise<INestApplicationContext> {
  process.env.PROCESS_ROLE = 'worker';
  process.env.LOG_LEVEL ??= 'warn';
  delete process.env.SPA_DIST;
  // Imported late: the configuration is read when AppModule loads, after the lines above.
  const { AppModule } = await import('../app.module');
  return NestFactory.createApplicationContext(AppModule, { logger: ['error'] });
}
