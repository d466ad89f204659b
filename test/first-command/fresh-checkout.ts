import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../support/built-shop';

function run(command: string, cwd: string): void {
  const result = spawnSync('bash', ['-c', command], { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command}: ${result.stderr}`);
}

/**
 * What a newcomer's clone holds: the working tree's files as git sees them (committed, changed and new,
 * without what .gitignore leaves out: no dist, no var, no .env), so nothing is prebuilt. The installed
 * packages are hard links to this checkout's, with its install stamp: the lock file is the same, so
 * `npm ci` would install exactly these, and the test spends its time on what broke before: the build,
 * the seed and the start.
 */
export function freshCheckout(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'shop-first-command-'));
  run(`git ls-files -z --cached --others --exclude-standard | tar --null --ignore-failed-read -T - -cf - 2>/dev/null | tar -xf - -C '${dir}'`, ROOT);
  run(`cp -al '${join(ROOT, 'node_modules')}' '${dir}/node_modules'`, ROOT);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
