import 'reflect-metadata';
import cluster from 'node:cluster';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { runWebCluster } from './cluster/web-cluster';
import { webProcessCount } from './cluster/web-process-count';
import { AppConfig } from './config/app-config.service';

async function bootstrap(): Promise<void> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true, bodyParser: false });
  configureApp(app);
  const port = app.get(AppConfig).get('PORT');
  await app.listen(port);
  console.log(`Shop listening on http://localhost:${port}${cluster.isWorker ? ` (web process ${process.pid})` : ''}`);
}

function start(): void {
  const processes = cluster.isPrimary ? webProcessCount() : 1;
  if (processes > 1) return runWebCluster(processes);
  bootstrap().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

try {
  start();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
