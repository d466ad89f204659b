import type { AppConfig } from '../config/app-config.service';

/**
 * PROCESS_ROLE lets web servers and queue workers scale apart from one code base:
 * `all` (default: one process does both), `web` (HTTP only) or `worker` (queue jobs only, see worker.ts).
 */
export function runsQueueWorkers(config: AppConfig): boolean {
  return config.get('PROCESS_ROLE') !== 'web';
}
