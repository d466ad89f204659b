/**
 * Preloaded (-r) into the shop when the search benchmark profiles it: SIGTERM ends the process
 * with a normal exit, so node --cpu-prof writes its profile (the shop's own shutdown hook would
 * re-raise the signal, and a process killed by a signal writes none).
 */
process.on('SIGTERM', () => process.exit(0));
