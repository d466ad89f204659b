import 'reflect-metadata';
import cluster from 'node:cluster';
import { runWebCluster } from './cluster/web-cluster';
import { webProcessCount } from './cluster/web-process-count';

/**
 * The web server. The shop itself is loaded only where it answers requests: a production start's primary only
 * forks, watches and stops the web processes (cluster/web-cluster.ts), and stays a small process.
 */
async function bootstrap(): Promise<void> {
  const { createShopApp } = await import('./shop-app');
  const { AppConfig } = await import('./config/app-config.service');
  const app = await createShopApp();
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
