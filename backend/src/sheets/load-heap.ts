import { spawn } from 'node:child_process';

/**
 * V8's young generation for the bulk-load commands (seed, catalogue import), per semi-space. A load keeps each batch
 * of rows (1,000 products, tens of thousands of strings) alive across a few awaits: with the default 16 MB most of
 * them outlive two scavenges, are copied twice and promoted, and the collector took 42 % of the import thread's busy
 * time in a million-product seed. At 64 MB scavenges were a quarter as many and their pauses 35 % shorter (300,000
 * products: 10.5 → 6.8 s on the import's thread). The load's worker threads get the same (ordered-threads.ts).
 */
export const LOAD_SEMI_SPACE_MB = 64;
const FLAG = `--max-semi-space-size=${LOAD_SEMI_SPACE_MB}`;

/**
 * True when this process runs with the load's young generation (it was started with a semi-space size, by us or by
 * the operator). Otherwise the command starts itself again with it, passing its signals on and exiting as that
 * process exits, and answers false: the caller then does nothing. A Node process's heap is sized when it starts,
 * so the flag cannot be set from inside; and in the command itself it holds however the command is started (npm
 * scripts, the benches, an operator's `node dist/commands/…`).
 */
export function inLoadHeap(): boolean {
  if ([...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((a) => a.startsWith('--max-semi-space-size'))) return true;
  const child = spawn(process.execPath, [...process.execArgv, FLAG, ...process.argv.slice(1)], { stdio: 'inherit' });
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  for (const signal of signals) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    if (signal) {
      for (const s of signals) process.removeAllListeners(s);
      process.kill(process.pid, signal);
    } else process.exit(code ?? 1);
  });
  return false;
}
