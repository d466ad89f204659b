import { availableParallelism } from 'node:os';

/**
 * How many web processes one machine runs (WEB_PROCESSES): a number, or `auto` for one per core. Production
 * defaults to `auto`, so a machine's every core answers requests; development and tests default to one process,
 * which a debugger, a watch-mode restart or a test that stops "the server" by its pid expects.
 */
export function webProcessCount(env: NodeJS.ProcessEnv = process.env): number {
  const setting = env.WEB_PROCESSES?.trim() || (env.NODE_ENV === 'production' ? 'auto' : '1');
  if (setting === 'auto') return availableParallelism();
  const count = Number(setting);
  if (!/^\d+$/.test(setting) || count < 1 || count > 256) {
    throw new Error(`WEB_PROCESSES must be "auto" or a whole number from 1 to 256, not "${setting}"`);
  }
  return count;
}
