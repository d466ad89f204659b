import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../support/built-shop';
import { DatabaseCluster, network } from './support/database-cluster';

/**
 * Not a test: the figures of bench/load/cluster.js (issue 47). The mixed load of bench/load/run.js, once on this
 * machine's single PostgreSQL server and once on the replicated cluster (two Patroni nodes in synchronous mode
 * behind the database balancer, as test/fleet/failover.fleet.ts starts it), same catalogue size, same run; then
 * the basket+order rows of both side by side: what "every acknowledged commit on two nodes" costs the order path.
 */
const products = process.env.CLUSTER_LOAD_PRODUCTS ?? '20000';
const users = process.env.CLUSTER_LOAD_USERS ?? '5,10,20,40';
const duration = process.env.CLUSTER_LOAD_DURATION ?? '10';
/** bench/load stops at the first step over this p99; high, so both runs measure every step and can be compared. */
const p99 = process.env.CLUSTER_LOAD_P99 ?? '5000';

interface Step {
  users: number;
  total: number;
  orderPath: number;
  p99: number;
  errors: number;
}

/** One bench/load run against a database server; its output shown as it comes, its basket+order rows kept. */
function load(label: string, server: string, port: number): Promise<Step[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'bench/load/run.js'), '--products', products, '--users', users, '--duration', duration, '--p99', p99, '--server', server, '--port', String(port)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`bench/load on ${label} exited with ${code}`));
      const rows = [...out.matchAll(/^\s*(\d+) \|\s+(\d+) \| basket\+order\s+\|\s+(\d+) \|\s+\d+ \|\s+(\d+) \|\s+(\d+)$/gm)];
      resolve(rows.map((m) => ({ users: Number(m[1]), total: Number(m[2]), orderPath: Number(m[3]), p99: Number(m[4]), errors: Number(m[5]) })));
    });
  });
}

describe('bench: the order path on one PostgreSQL server and on the replicated cluster', () => {
  const work = mkdtempSync(join(tmpdir(), 'shopdb-load-'));
  const cluster = new DatabaseCluster(work);

  beforeAll(async () => {
    network.create();
    await cluster.start();
  });

  afterAll(() => {
    cluster.stop();
    network.destroy();
    rmSync(work, { recursive: true, force: true });
  });

  it('prints both runs and the order path side by side', async () => {
    const single = await load('the single server', process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432', 3990);
    const replicated = await load('the cluster', cluster.url('').replace(/\/$/, ''), 3970);
    const lines = single.map((s, i) => {
      const r = replicated[i];
      const ratio = r && s.orderPath ? `${((r.orderPath / s.orderPath) * 100).toFixed(0)} %` : 'n/a';
      return `${String(s.users).padStart(5)} | ${String(s.orderPath).padStart(6)} req/s, p99 ${String(s.p99).padStart(4)} ms | ${r ? `${String(r.orderPath).padStart(6)} req/s, p99 ${String(r.p99).padStart(4)} ms` : 'not reached'.padEnd(24)} | ${ratio}`;
    });
    process.stdout.write(
      `\n=== basket+order requests (add, show basket, order) on ${products} products ===\n` +
        `users | single server               | cluster (synchronous)       | cluster / single\n${lines.join('\n')}\n` +
        `orders/s ≈ basket+order req/s ÷ 3. Machine: one 2-core host, both Patroni nodes and the shop on its cores.\n`,
    );
    expect(single.length).toBeGreaterThan(0);
    expect(replicated.length).toBeGreaterThan(0);
  });
});
