/**
 * Preloaded (-r) into the shop when the search benchmark profiles it: SIGTERM ends the process
 * with a normal exit, so node --cpu-prof writes its profile (the shop's own shutdown hook would
 * re-raise the signal, and a process killed by a signal writes none). A production start's primary
 * passes the signal to its web processes (which inherit this preload) and exits once they have
 * written theirs: exiting at once would end them through the cluster's closed channel, profile-less.
 */
const cluster = require('node:cluster');

process.on('SIGTERM', () => {
  const workers = cluster.isPrimary ? Object.values(cluster.workers ?? {}) : [];
  if (workers.length === 0) process.exit(0);
  let left = workers.length;
  for (const worker of workers) {
    worker.once('exit', () => --left === 0 && process.exit(0));
    worker.process.kill('SIGTERM');
  }
});
