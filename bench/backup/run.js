#!/usr/bin/env node
/**
 * node bench/backup/run.js [--products 100000] [--archive-timeout 60]
 *
 * The figures of issue 34, measured by the backup test itself (test/backup/backup-restore.spec.ts) with the
 * production archive_timeout (60 s, as npm run backup and the compose postgres service set it) and a catalogue
 * of the given size: the data-loss window (seconds of acknowledged orders before the server was destroyed that
 * the restore did not bring back), npm run backup's time, the restore times (latest point; point in time into a
 * scratch cluster) and the time until the shop answers again. Build first (npm run build). Runs as root (the
 * throwaway cluster belongs to the postgres user) and leaves nothing behind.
 */
const { spawnSync } = require('node:child_process');
const { join } = require('node:path');

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
}

const root = join(__dirname, '../..');
const result = spawnSync('npx', ['jest', '--ci', '--selectProjects', 'backup', '--testPathPattern', 'backup-restore'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    BACKUP_TEST_PRODUCTS: option('products', '2000'),
    BACKUP_TEST_ARCHIVE_TIMEOUT: option('archive-timeout', '60'),
  },
});
process.exit(result.status ?? 1);
