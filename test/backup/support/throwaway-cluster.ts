import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest PostgreSQL installed (Debian: /usr/lib/postgresql/15/bin). */
const BIN = join('/usr/lib/postgresql', readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)).pop() as string, 'bin');

/** PostgreSQL refuses to run as root: as root the cluster belongs to `postgres`, otherwise to whoever runs the test. */
const runsAsRoot = process.getuid?.() === 0;
function ownerCommand(command: string, args: string[]): [string, string[]] {
  return runsAsRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function asOwner(command: string, args: string[]): void {
  const result = spawnSync(...ownerCommand(command, args), { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr || result.stdout}`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * A PostgreSQL cluster of the test's own (initdb into a temp folder, a free port, its socket beside it), so the
 * backup test can archive, kill and delete a database server without touching the machine's cluster on 5432,
 * which the other tests use meanwhile. Everything lives under `root`, removed by remove().
 */
export class ThrowawayCluster {
  private constructor(
    readonly root: string,
    readonly port: number,
  ) {}

  readonly data = () => join(this.root, 'pg');
  /** The socket and the server log: a folder the cluster's owner may write. */
  private readonly socket = () => join(this.root, 'run');

  static async create(): Promise<ThrowawayCluster> {
    const root = mkdtempSync(join(tmpdir(), 'shop-backup-'));
    chmodSync(root, 0o755);
    const cluster = new ThrowawayCluster(root, await freePort());
    try {
      cluster.initialise();
    } catch (error) {
      cluster.remove();
      throw error;
    }
    return cluster;
  }

  private initialise(): void {
    for (const dir of [this.data(), this.socket()]) {
      mkdirSync(dir);
      if (runsAsRoot) chownSync(dir, uidOf('postgres'), gidOf('postgres'));
    }
    asOwner(join(BIN, 'initdb'), ['-D', this.data(), '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale', 'C.UTF-8']);
    // Archiving is left off: `npm run backup` turns it on (and restarts the cluster), as it would on a new machine.
    writeFileSync(
      join(this.data(), 'postgresql.conf'),
      [
        readFileSync(join(this.data(), 'postgresql.conf'), 'utf8'),
        `port = ${this.port}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${this.socket()}'`,
        'shared_buffers = 64MB',
        'max_connections = 60',
      ].join('\n'),
    );
    this.start();
  }

  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  start(): void {
    asOwner(join(BIN, 'pg_ctl'), ['-D', this.data(), '-l', join(this.socket(), 'postgresql.log'), '-w', 'start']);
  }

  stop(): void {
    if (existsSync(join(this.data(), 'postmaster.pid'))) asOwner(join(BIN, 'pg_ctl'), ['-D', this.data(), '-m', 'fast', '-w', 'stop']);
  }

  /** The server dies without a shutdown (its last WAL segment never archived), and its files are gone. */
  destroy(): void {
    const pid = Number(readFileSync(join(this.data(), 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGKILL');
    rmSync(this.data(), { recursive: true, force: true });
    // A destroyed machine leaves no socket lock behind. A killed postmaster does, and until its parent (init here)
    // reaps it, its pid still answers: the restored server would take the lock for a live one and refuse to start
    // (seen in CI: "lock file .s.PGSQL.<port>.lock already exists").
    for (const name of readdirSync(this.socket())) if (name.startsWith('.s.PGSQL.')) rmSync(join(this.socket(), name), { force: true });
  }

  /** Stops any server left in the folder (this one, a scratch restore beside it) and deletes the folder. */
  remove(extraDataDirs: string[] = []): void {
    for (const dir of [this.data(), ...extraDataDirs]) {
      if (existsSync(join(dir, 'postmaster.pid'))) spawnSync(...ownerCommand(join(BIN, 'pg_ctl'), ['-D', dir, '-m', 'immediate', 'stop']));
    }
    rmSync(this.root, { recursive: true, force: true });
  }
}

function uidOf(user: string): number {
  return Number(execFileSync('id', ['-u', user]).toString().trim());
}

function gidOf(user: string): number {
  return Number(execFileSync('id', ['-g', user]).toString().trim());
}
