import { ChildProcess, spawn } from 'node:child_process';

/**
 * An npm command run as a person runs it in a terminal (its own process group, so stopping it stops
 * everything it started), with what it printed kept for the test to read and to show on failure.
 */
export class RunningCommand {
  readonly child: ChildProcess;
  private output = '';

  constructor(command: string, cwd: string, env: NodeJS.ProcessEnv) {
    this.child = spawn('bash', ['-c', command], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
  }

  get printed(): string {
    return this.output;
  }

  /** The last lines, for a failure message. */
  tail(lines = 40): string {
    return this.output.split('\n').slice(-lines).join('\n');
  }

  /** Resolves once `pattern` is printed; rejects with the output when the command ends first or time runs out. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray> {
    return new Promise((resolve, reject) => {
      const timer = setInterval(() => {
        const found = pattern.exec(this.output);
        if (found) return finish(() => resolve(found));
        if (this.child.exitCode !== null || this.child.signalCode !== null) return finish(() => reject(new Error(`the command ended (${this.child.exitCode ?? this.child.signalCode}) before printing ${pattern}:\n${this.tail()}`)));
        if (Date.now() - started > timeoutMs) return finish(() => reject(new Error(`${pattern} not printed within ${timeoutMs} ms:\n${this.tail()}`)));
      }, 250);
      const started = Date.now();
      const finish = (then: () => void) => (clearInterval(timer), then());
    });
  }

  /** Ctrl+C, as in the terminal, then SIGKILL for whatever is left of the group. */
  async stop(): Promise<void> {
    if (!this.child.pid) return;
    const group = -this.child.pid;
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(group, name);
      } catch {
        // the group has already ended
      }
    };
    signal('SIGINT');
    // A fixed wait, not a poll: the grace a stopped command gets after SIGINT before SIGKILL.
    await new Promise((r) => setTimeout(r, 3000));
    signal('SIGKILL');
  }
}
