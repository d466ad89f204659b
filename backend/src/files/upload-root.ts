import { isAbsolute, join, resolve } from 'node:path';

/** backend/src/files or backend/dist/files → the repository root. */
const REPOSITORY_ROOT = resolve(__dirname, '..', '..', '..');

/** UPLOAD_DIR as a path: relative to the repository root, var/uploads when unset. Stand-alone commands use it too. */
export function uploadRoot(configured: string | undefined): string {
  if (!configured) return join(REPOSITORY_ROOT, 'var', 'uploads');
  return isAbsolute(configured) ? configured : resolve(REPOSITORY_ROOT, configured);
}
