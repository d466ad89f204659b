import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOAD_SEMI_SPACE_MB } from './load-heap';

// A command as the load commands are written: it runs its work only where inLoadHeap() says so. Under jest the
// sources are TypeScript: the script loads them through the worker threads' swc loader.
const LOADER = join(__dirname, '..', '..', 'test-support', 'typescript-worker.js');
const COMMAND = `
require(${JSON.stringify(LOADER)});
const { inLoadHeap } = require(${JSON.stringify(join(__dirname, 'load-heap.ts'))});
if (inLoadHeap()) {
  console.log(JSON.stringify({ flags: process.execArgv, args: process.argv.slice(2) }));
  if (process.argv.includes('--wait')) setInterval(() => undefined, 1000);
  else process.exitCode = 3;
}
`;

let folder: string;
let script: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'load-heap-'));
  script = join(folder, 'command.js');
  writeFileSync(script, COMMAND);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function run(args: string[], env: NodeJS.ProcessEnv = {}, signal?: NodeJS.Signals) {
  return new Promise<{ out: string; code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, NODE_OPTIONS: '', ...env } });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (signal && out.includes('\n')) child.kill(signal);
    });
    child.on('exit', (code, by) => resolve({ out, code, signal: by }));
  });
}

describe('a bulk-load command', () => {
  it('runs its work once, in a process with the load’s young generation, with its arguments and exit code', async () => {
    const { out, code } = await run(['--products', '5']);
    const lines = out.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toEqual({ flags: [`--max-semi-space-size=${LOAD_SEMI_SPACE_MB}`], args: ['--products', '5'] });
    expect(code).toBe(3);
  });

  it('is not started again when the operator gave a young generation', async () => {
    const { out, code } = await run([], { NODE_OPTIONS: '--max-semi-space-size=32' });
    expect(JSON.parse(out)).toEqual({ flags: [], args: [] });
    expect(code).toBe(3);
  });

  it('passes a signal on and ends by it', async () => {
    const { out, signal } = await run(['--wait'], {}, 'SIGTERM');
    expect(JSON.parse(out).flags).toEqual([`--max-semi-space-size=${LOAD_SEMI_SPACE_MB}`]);
    expect(signal).toBe('SIGTERM');
  });
});
