/**
 * Preloaded (-r) into the shop when the search benchmark profiles it: SIGTERM ends the process
 * with a normal exit, so node --cpu-prof writes its profile (the shop's own shutdown hook would
 * re-raise the signal, and a process killed by a signal writes none). Not a production start's
 * primary: its own stop (cluster/web-cluster.ts) passes the signal to the web processes (which
 * inherit this preload) and exits once they have, after they wrote theirs; exiting here first
 * ended them through the cluster's closed channel, profile-less.
 */
const cluster = require('node:cluster');

process.on('SIGTERM', () => {
  if (cluster.isPrimary && Object.keys(cluster.workers ?? {}).length > 0) return;
  process.exit(0);
});
