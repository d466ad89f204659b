import { execFile } from 'node:child_process';

/** Runs podman (configured by scripts/deploy/podman-env.sh through CONTAINERS_CONF); resolves with its output. */
export function podman(args: string[], options: { allowFailure?: boolean; timeoutMs?: number } = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile('podman', args, { timeout: options.timeoutMs ?? 120_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      if (code !== 0 && !options.allowFailure) {
        reject(new Error(`podman ${args.join(' ')} exited ${code}: ${stderr.trim().slice(-2000)}`));
        return;
      }
      resolve({ code, stdout: stdout.trim(), stderr: stderr.trim() });
    });
  });
}

export interface ContainerState {
  status: string;
  exitCode: number;
  restarts: number;
}

export async function containerState(name: string): Promise<ContainerState> {
  const { stdout } = await podman(['inspect', name, '--format', '{{.State.Status}} {{.State.ExitCode}} {{.RestartCount}}']);
  const [status, exitCode, restarts] = stdout.split(' ');
  return { status, exitCode: Number(exitCode), restarts: Number(restarts) };
}
