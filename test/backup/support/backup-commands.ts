import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../support/built-shop';

export interface CommandRun {
  output: string;
  seconds: number;
  status: number | null;
}

/** Runs scripts/<name>.sh (what `npm run backup` / `npm run restore` run) with the test's environment. */
export function runScript(name: 'backup' | 'restore', env: NodeJS.ProcessEnv, args: string[] = []): CommandRun {
  const started = Date.now();
  const result = spawnSync('bash', [join(ROOT, 'scripts', `${name}.sh`), ...args], { env, encoding: 'utf8', cwd: ROOT });
  return { output: `${result.stdout}${result.stderr}`, seconds: (Date.now() - started) / 1000, status: result.status };
}

export function runOrFail(name: 'backup' | 'restore', env: NodeJS.ProcessEnv, args: string[] = []): CommandRun {
  const run = runScript(name, env, args);
  if (run.status !== 0) throw new Error(`npm run ${name} ${args.join(' ')} failed:\n${run.output}`);
  return run;
}

/** "Time reached:  2026-11-27 09:33:01.914 +00" of a restore's account, as a Date (null when none was replayed). */
export function timeReached(output: string): Date | null {
  const match = /Time reached:\s+(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d(?:\.\d+)?) ([+-]\d\d)(?::?(\d\d))?/.exec(output);
  return match ? new Date(`${match[1]}T${match[2]}${match[3]}:${match[4] ?? '00'}`) : null;
}

/** The local wall-clock time as the restore command's --time takes it, to the second. */
export function localTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Copies products (and their pictures, prices, lots…) back from a scratch restore, as the runbook does. */
export function copyBack(env: NodeJS.ProcessEnv, fromUrl: string, condition: string): string {
  const result = spawnSync('bash', [join(ROOT, 'scripts/backup/copy-back.sh'), fromUrl, 'products', condition], { env, encoding: 'utf8', cwd: ROOT });
  if (result.status !== 0) throw new Error(`copy-back failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}
