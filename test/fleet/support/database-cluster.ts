import { ChildProcess, execFileSync } from 'node:child_process';
import { Client } from 'pg';
import { randomBytes } from 'node:crypto';
import { chownSync, createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { ROOT, waitFor } from '../../support/built-shop';
import { TestNetwork } from './fleet-network';

/**
 * The shop's replicated database as production runs it (issue 47), on test hosts of this machine: three etcd
 * members, two PostgreSQL nodes under Patroni in synchronous mode (infra/patroni/patroni.yml, the per-node values
 * from the environment as compose passes them), and the database balancer (infra/haproxy/postgres.cfg) on the
 * balancer host, beside the app's own HAProxy. The third etcd member has a host of its own, so a lost database
 * host leaves two of three: etcd keeps its quorum and Patroni can elect.
 */
export const DB_HOSTS = {
  balancer: { ns: 'shopdb-lb', ip: '10.232.0.10' },
  a: { ns: 'shopdb-a', ip: '10.232.0.11' },
  b: { ns: 'shopdb-b', ip: '10.232.0.12' },
  worker: { ns: 'shopdb-w', ip: '10.232.0.13' },
  pg1: { ns: 'shopdb-pg1', ip: '10.232.0.21' },
  pg2: { ns: 'shopdb-pg2', ip: '10.232.0.22' },
  etcd3: { ns: 'shopdb-e3', ip: '10.232.0.23' },
} as const;
export type DbHost = keyof typeof DB_HOSTS;
export type Node = 'pg1' | 'pg2';
export const NODES: Node[] = ['pg1', 'pg2'];
export const network = new TestNetwork<DbHost>('shopdb0', '10.232.0.1', DB_HOSTS);
export const DATABASE_BALANCER = `${DB_HOSTS.balancer.ip}:5000`;

/** Where each etcd member runs: one on each database host, the third on its own. */
const ETCD_MEMBERS: Array<{ name: string; host: DbHost }> = [
  { name: 'etcd1', host: 'pg1' },
  { name: 'etcd2', host: 'pg2' },
  { name: 'etcd3', host: 'etcd3' },
];

export interface Member {
  name: string;
  role: 'leader' | 'replica' | 'sync_standby' | 'standby_leader';
  state: string;
  timeline?: number;
  lag?: number | string;
}

export class DatabaseCluster {
  readonly password = randomBytes(12).toString('hex');
  private readonly processes: ChildProcess[] = [];
  private readonly patroni: Partial<Record<Node, ChildProcess>> = {};

  constructor(private readonly work: string) {}

  url(database: string): string {
    return `postgres://postgres:${this.password}@${DATABASE_BALANCER}/${database}`;
  }

  async start(): Promise<void> {
    mkdirSync(join(this.work, 'pgbackrest', 'repo'), { recursive: true });
    mkdirSync(join(this.work, 'pgbackrest', 'log'), { recursive: true });
    for (const node of NODES) mkdirSync(join(this.work, node, 'run'), { recursive: true });
    this.ownedByPostgres(join(this.work, 'pgbackrest'), ...NODES.map((node) => join(this.work, node)));
    for (const member of ETCD_MEMBERS) this.startEtcd(member);
    await waitFor(() => this.etcdHealthy(), 30_000, 'etcd: three healthy members');
    for (const node of NODES) this.startNode(node);
    await waitFor(async () => (await this.members()).some((m) => m.role === 'leader' && m.state === 'running'), 120_000, 'a Patroni leader');
    await this.waitUntilSynchronous();
    this.stanzaCreate((await this.leader()) as Node);
    this.startBalancer();
    await waitFor(async () => (await this.balancerState()).some((s) => s.status === 'UP'), 20_000, 'the leader UP in the database balancer');
  }

  /** Both nodes running, one leading and the other its synchronous standby, streaming. */
  async waitUntilSynchronous(timeoutMs = 120_000): Promise<void> {
    await waitFor(
      async () => {
        const members = await this.members();
        return members.some((m) => m.role === 'leader') && members.some((m) => m.role === 'sync_standby' && /running|streaming/.test(m.state));
      },
      timeoutMs,
      'a leader and its synchronous standby',
    );
  }

  stop(): void {
    for (const child of this.processes) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const host of Object.keys(DB_HOSTS) as DbHost[]) network.killAll(host);
  }

  /** The cluster as Patroni's REST API tells it, asked of any node that answers. */
  async members(): Promise<Member[]> {
    for (const node of NODES) {
      try {
        const res = await fetch(`http://${DB_HOSTS[node].ip}:8008/cluster`, { signal: AbortSignal.timeout(1500) });
        if (res.ok) return ((await res.json()) as { members: Member[] }).members;
      } catch {
        // that node is down or cut off: ask the other
      }
    }
    return [];
  }

  async leader(): Promise<Node | undefined> {
    return (await this.members()).find((m) => m.role === 'leader')?.name as Node | undefined;
  }

  /** A database host dies: every process on it (Patroni, PostgreSQL, its etcd member) gets SIGKILL at once. */
  killHost(node: Node): void {
    network.killAll(node);
  }

  /** The host starts again, as its service manager would start its services. */
  restartHost(node: Node): void {
    this.startEtcd(ETCD_MEMBERS.find((m) => m.host === node) as { name: string; host: DbHost }, 'existing');
    this.startNode(node);
  }

  /** A full backup by pgBackRest from the leader, with an immediate checkpoint as the compose backup service takes it (infra/patroni/pgbackrest.backup.conf: start-fast); how long it took, in ms. */
  backup(leader: Node): number {
    const from = Date.now();
    execFileSync('setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', 'pgbackrest', '--stanza=shop', '--type=full', '--start-fast', 'backup'], {
      env: this.nodeEnvironment(leader),
      stdio: 'pipe',
    });
    return Date.now() - from;
  }

  /** Both database hosts die and their PostgreSQL data is gone (the volumes lost); etcd's data survives on them. */
  loseBothNodes(): void {
    for (const node of NODES) network.killAll(node);
    for (const node of NODES) rmSync(join(this.work, node, 'data'), { recursive: true, force: true });
  }

  /**
   * The whole cluster made again from pgBackRest's repository, as docs/runbook.md says: the hosts back with their
   * etcd members, the old cluster's state removed from etcd, pg1 started once with `bootstrap.method: pgbackrest`
   * (infra/patroni/patroni.yml), so it restores the latest backup and replays the archived WAL, then leads; pg2
   * started as usual on an empty directory, so it copies the new leader and becomes its synchronous standby.
   * The times until pg1 leads and until pg2 is synchronous, from the start (ms).
   */
  async restoreFromRepository(): Promise<{ leadingMs: number; synchronousMs: number }> {
    const from = Date.now();
    for (const member of ETCD_MEMBERS.filter((m) => (NODES as DbHost[]).includes(m.host))) this.startEtcd(member, 'existing');
    await waitFor(() => this.etcdHealthy(), 30_000, 'etcd: three healthy members again');
    execFileSync('etcdctl', ['--endpoints', this.etcdEndpoints(), 'del', '--prefix', '/service/shop/'], { env: { ...process.env, ETCDCTL_API: '3' }, stdio: 'pipe' });
    for (const node of NODES) mkdirSync(join(this.work, node, 'data'), { recursive: true, mode: 0o700 });
    this.ownedByPostgres(...NODES.map((node) => join(this.work, node)));
    this.startNode('pg1', 'pgbackrest');
    await waitFor(async () => (await this.members()).some((m) => m.name === 'pg1' && m.role === 'leader' && m.state === 'running'), 180_000, 'pg1 restored and leading');
    const leadingMs = Date.now() - from;
    this.startNode('pg2');
    await this.waitUntilSynchronous(180_000);
    return { leadingMs, synchronousMs: Date.now() - from };
  }

  /** A planned switchover (Patroni's REST API, what `patronictl switchover` calls): the leader hands over to the candidate. */
  async switchover(leader: Node, candidate: Node): Promise<number> {
    const res = await fetch(`http://${DB_HOSTS[leader].ip}:8008/switchover`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ leader, candidate }),
      signal: AbortSignal.timeout(60_000),
    });
    return res.status;
  }

  /** HAProxy's view of the database balancer's servers. */
  async balancerState(): Promise<Array<{ server: string; status: string }>> {
    const res = await fetch(`http://${DB_HOSTS.balancer.ip}:7000/;csv`, { signal: AbortSignal.timeout(1500) }).catch(() => null);
    if (!res?.ok) return [];
    const lines = (await res.text()).trim().split('\n');
    const header = lines[0].replace(/^# /, '').split(',');
    const [proxy, server, status] = ['pxname', 'svname', 'status'].map((name) => header.indexOf(name));
    return lines
      .slice(1)
      .map((line) => line.split(','))
      .filter((cells) => cells[proxy] === 'primary' && !['FRONTEND', 'BACKEND'].includes(cells[server]))
      .map((cells) => ({ server: cells[server], status: cells[status] }));
  }

  /**
   * What a stalled failover is read from afterwards (written to diagnosis.log): each node's own view (in recovery
   * or not, its synchronous standbys, its client sessions and what they wait on), the balancer's sessions per
   * server, and the TCP connections on the balancer and API hosts with their queues.
   */
  async diagnose(apiHosts: DbHost[]): Promise<void> {
    const lines: string[] = [`--- ${new Date().toISOString()}`];
    for (const node of NODES) {
      const client = new Client({ host: DB_HOSTS[node].ip, port: 5432, user: 'postgres', password: this.password, database: 'postgres', connectionTimeoutMillis: 2000, query_timeout: 3000 });
      try {
        await client.connect();
        const [{ pg_is_in_recovery: recovery }] = (await client.query('SELECT pg_is_in_recovery()')).rows;
        const [{ synchronous_standby_names: sync }] = (await client.query('SHOW synchronous_standby_names')).rows;
        const sessions = (
          await client.query(
            `SELECT client_addr, state, wait_event_type, wait_event, round(extract(epoch FROM now() - xact_start)) AS xact_s, left(query, 60) AS query
               FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`,
          )
        ).rows;
        lines.push(`${node}: in recovery ${recovery}, synchronous_standby_names '${sync}', ${sessions.length} sessions`);
        for (const s of sessions) lines.push(`  ${JSON.stringify(s)}`);
      } catch (error) {
        lines.push(`${node}: ${(error as Error).message}`);
      } finally {
        await client.end().catch(() => undefined);
      }
    }
    const stats = await fetch(`http://${DB_HOSTS.balancer.ip}:7000/;csv`, { signal: AbortSignal.timeout(1500) }).then((r) => r.text()).catch((e: Error) => e.message);
    lines.push('balancer (pxname,svname,scur,status):', ...stats.split('\n').map((line) => line.split(',')).filter((c) => c[0] === 'primary').map((c) => `  ${c[0]},${c[1]},${c[4]},${c[17]}`));
    for (const host of ['balancer', ...apiHosts] as DbHost[]) {
      const ss = (() => {
        try {
          return execFileSync('ip', ['netns', 'exec', DB_HOSTS[host].ns, 'ss', '-tno'], { encoding: 'utf8' });
        } catch (error) {
          return (error as Error).message;
        }
      })();
      lines.push(`${host} ss -tno:`, ss);
    }
    writeFileSync(join(this.work, 'diagnosis.log'), `${lines.join('\n')}\n`, { flag: 'a' });
  }

  /** The WAL segments pgBackRest holds, newest last: archiving goes on from whichever node leads. */
  archivedSegments(): string[] {
    const out = execFileSync('find', [join(this.work, 'pgbackrest', 'repo', 'archive'), '-type', 'f', '-name', '0*'], { encoding: 'utf8' });
    return out.split('\n').filter(Boolean).map((path) => path.slice(path.lastIndexOf('/') + 1)).sort();
  }

  private ownedByPostgres(...paths: string[]): void {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    for (const path of paths) execFileSync('chown', ['-R', `${uid}:${gid}`, path]);
    chownSync(this.work, uid, gid);
  }

  private log(name: string) {
    return createWriteStream(join(this.work, `${name}.log`), { flags: 'a' });
  }

  private startEtcd({ name, host }: { name: string; host: DbHost }, state: 'new' | 'existing' = 'new'): void {
    const ip = DB_HOSTS[host].ip;
    const cluster = ETCD_MEMBERS.map((m) => `${m.name}=http://${DB_HOSTS[m.host].ip}:2380`).join(',');
    const child = network.onHost(host, 'etcd', [
      '--name', name,
      '--data-dir', join(this.work, name),
      '--listen-client-urls', `http://${ip}:2379`,
      '--advertise-client-urls', `http://${ip}:2379`,
      '--listen-peer-urls', `http://${ip}:2380`,
      '--initial-advertise-peer-urls', `http://${ip}:2380`,
      '--initial-cluster', cluster,
      '--initial-cluster-token', 'shop-test',
      '--initial-cluster-state', state,
      // etcd's advice for a busy machine: a member starved of CPU for a second (two cores, the whole shop and its
      // traffic beside it) otherwise calls an election, and the leader's Patroni loses its key in the churn.
      '--heartbeat-interval', '250',
      '--election-timeout', '2500',
      // A member cut off the network campaigns alone, raising its term; back, it would force an election on the
      // healthy two and the new leader's Patroni lost its key in the stall (seen here, twice). Pre-vote (etcd's
      // default from 3.5) lets it rejoin without one.
      '--pre-vote=true',
    ], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.pipe(this.log(name));
    child.stderr?.pipe(this.log(name));
    this.processes.push(child);
  }

  private etcdEndpoints(): string {
    return ETCD_MEMBERS.map((m) => `http://${DB_HOSTS[m.host].ip}:2379`).join(',');
  }

  private etcdHealthy(): boolean {
    try {
      execFileSync('etcdctl', ['--endpoints', this.etcdEndpoints(), 'endpoint', 'health'], { env: { ...process.env, ETCDCTL_API: '3' }, stdio: 'pipe' });
      return true;
    } catch {
      return false;
    }
  }

  /** The node's configuration: the repository's file, with this machine's paths where two nodes share one disk. */
  private configFor(node: Node, bootstrap: 'initdb' | 'pgbackrest'): string {
    const config = parse(readFileSync(join(ROOT, 'infra/patroni/patroni.yml'), 'utf8'));
    config.postgresql.parameters.unix_socket_directories = join(this.work, node, 'run');
    if (config.bootstrap.method !== 'initdb' || !config.bootstrap.pgbackrest) throw new Error('infra/patroni/patroni.yml changed shape: update configFor');
    config.bootstrap.method = bootstrap;
    const file = join(this.work, node, 'patroni.yml');
    writeFileSync(file, stringify(config));
    return file;
  }

  private nodeEnvironment(node: Node): NodeJS.ProcessEnv {
    const ip = DB_HOSTS[node].ip;
    const dir = join(this.work, node);
    return {
      PATH: process.env.PATH,
      LANG: 'C.UTF-8',
      PATRONI_NAME: node,
      PATRONI_RESTAPI_LISTEN: `${ip}:8008`,
      PATRONI_RESTAPI_CONNECT_ADDRESS: `${ip}:8008`,
      PATRONI_POSTGRESQL_LISTEN: `${ip}:5432`,
      PATRONI_POSTGRESQL_CONNECT_ADDRESS: `${ip}:5432`,
      PATRONI_POSTGRESQL_DATA_DIR: join(dir, 'data'),
      PATRONI_POSTGRESQL_PGPASS: join(dir, 'pgpass'),
      PATRONI_ETCD3_HOSTS: ETCD_MEMBERS.map((m) => `${DB_HOSTS[m.host].ip}:2379`).join(','),
      PATRONI_SUPERUSER_PASSWORD: this.password,
      PATRONI_REPLICATION_PASSWORD: this.password,
      PATRONI_REWIND_PASSWORD: this.password,
      PATRONI_LOG_LEVEL: 'INFO',
      PGBACKREST_REPO1_PATH: join(this.work, 'pgbackrest', 'repo'),
      PGBACKREST_PG1_PATH: join(dir, 'data'),
      PGBACKREST_PG1_SOCKET_PATH: join(dir, 'run'),
      PGBACKREST_LOG_PATH: join(this.work, 'pgbackrest', 'log'),
      PGBACKREST_LOCK_PATH: join(dir, 'run'),
      PGBACKREST_LOG_LEVEL_CONSOLE: 'warn',
      PGBACKREST_COMPRESS_TYPE: 'lz4',
    };
  }

  private startNode(node: Node, bootstrap: 'initdb' | 'pgbackrest' = 'initdb'): void {
    const file = this.configFor(node, bootstrap);
    const child = network.onHost(node, 'setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', 'patroni', file], {
      env: this.nodeEnvironment(node),
      cwd: join(this.work, node),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(this.log(`patroni-${node}`));
    child.stderr?.pipe(this.log(`patroni-${node}`));
    this.patroni[node] = child;
    this.processes.push(child);
  }

  /** pgBackRest's stanza, made once on the leader; archive-push then works from whichever node leads. */
  private stanzaCreate(leader: Node): void {
    execFileSync('setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', 'pgbackrest', '--stanza=shop', 'stanza-create'], {
      env: this.nodeEnvironment(leader),
      stdio: 'pipe',
    });
  }

  private startBalancer(): void {
    // The test hosts have no DNS: the nodes by address, without compose's resolver.
    const config = readFileSync(join(ROOT, 'infra/haproxy/postgres.cfg'), 'utf8')
      .replace(/^resolvers compose\n(?:[ \t]+.*\n)+/m, '')
      .replace(/ resolvers compose init-addr \S+/g, '')
      .replace(/^(\s*server pg1) pg1:5432/m, `$1 ${DB_HOSTS.pg1.ip}:5432`)
      .replace(/^(\s*server pg2) pg2:5432/m, `$1 ${DB_HOSTS.pg2.ip}:5432`);
    if (!config.includes(`server pg1 ${DB_HOSTS.pg1.ip}:5432`) || !config.includes(`server pg2 ${DB_HOSTS.pg2.ip}:5432`) || config.includes('resolvers')) {
      throw new Error('infra/haproxy/postgres.cfg changed shape: update startBalancer');
    }
    const file = join(this.work, 'postgres-haproxy.cfg');
    writeFileSync(file, config);
    const child = network.onHost('balancer', 'haproxy', ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.pipe(this.log('postgres-haproxy'));
    child.stderr?.pipe(this.log('postgres-haproxy'));
    this.processes.push(child);
  }
}
