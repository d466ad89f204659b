import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, createWriteStream, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { ROOT, waitFor } from '../support/built-shop';
import { fleetBalancerConfig, serverStates } from './support/balancer';
import { DatabaseCluster, DB_HOSTS, network, Node } from './support/database-cluster';
import { Buyer, Traffic, TrafficOptions } from './support/traffic';

/**
 * The shop through a database failover (issue 47): the fleet of test:fleet (HAProxy, two API hosts, a worker host)
 * on a replicated PostgreSQL — three etcd members, two nodes under Patroni in synchronous mode, the database
 * balancer sending the shop to the leader (infra/patroni, infra/haproxy/postgres.cfg). Researchers order steadily
 * while the leader's host is killed, then cut off the network, then handed over in a planned switchover; each time
 * every acknowledged order must be stored exactly once, catalogue reads must keep answering, and the old leader
 * must come back as a replica by itself. Prints the figures.
 */
const REDIS_PORT = 6392;
const REDIS_PASSWORD = randomBytes(12).toString('hex');
const HOST_IP = network.hostIp;
const LB = `http://${DB_HOSTS.balancer.ip}:8080`;
const direct = (host: 'a' | 'b') => `http://${DB_HOSTS[host].ip}:3000`;
const BUYERS = 4;
const READERS = 6;
const figures: string[] = [];
const print = (line: string) => {
  figures.push(line);
  process.stdout.write(`${line}\n`);
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the shop through a database failover (Patroni, synchronous replication)', () => {
  const name = `shop_failover_${randomBytes(4).toString('hex')}`;
  const work = mkdtempSync(join(tmpdir(), 'shopdb-'));
  const cluster = new DatabaseCluster(work);
  const children: ChildProcess[] = [];
  let balancerSocket = '';
  let buyers: Buyer[] = [];
  let productIds: number[] = [];
  const acknowledgedOrders: { email: string; orderId: number }[] = [];
  const started = Date.now();

  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    DATABASE_URL: cluster.url(name),
    REDIS_URL: `redis://:${REDIS_PASSWORD}@${HOST_IP}:${REDIS_PORT}`,
    QUEUE_PREFIX: 'failover',
    UPLOAD_DIR: join(work, 'uploads'),
    LOG_LEVEL: process.env.FLEET_LOG_LEVEL ?? 'warn',
    PORT: '3000',
    PROCESS_ROLE: 'web',
    WEB_PROCESSES: '1',
    TRUST_PROXY: 'loopback, uniquelocal',
    SHUTDOWN_DRAIN_SECONDS: '3',
  };
  const log = (file: string) => createWriteStream(join(work, file), { flags: 'a' });

  function startOn(host: 'a' | 'b' | 'worker', script: string, extra: NodeJS.ProcessEnv = {}): void {
    const child = network.onHost(host, 'node', [join(ROOT, script)], { env: { ...env, ...extra }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.pipe(log(`${host}.log`));
    child.stderr?.pipe(log(`${host}.log`));
    children.push(child);
  }

  async function sql(query: string, params: unknown[] = []) {
    const client = new Client({ connectionString: cluster.url(name), connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      return (await client.query(query, params)).rows;
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    network.create();
    const redis = spawn('redis-server', ['-'], { stdio: ['pipe', 'ignore', 'ignore'] });
    redis.stdin?.end(`port ${REDIS_PORT}\nbind ${HOST_IP}\nrequirepass ${REDIS_PASSWORD}\nsave ""\nappendonly no\n`);
    children.push(redis);
    await cluster.start();
    const admin = new Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const seed = spawn('node', [join(ROOT, 'backend/dist/commands/seed.command.js'), '--products', '3200', '--seed', '1'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    seed.stdout?.pipe(log('seed.log'));
    seed.stderr?.pipe(log('seed.log'));
    expect(await new Promise((done) => seed.on('exit', done))).toBe(0);

    startOn('worker', 'backend/dist/worker.js', { PROCESS_ROLE: 'worker' });
    startOn('a', 'backend/dist/main.js');
    startOn('b', 'backend/dist/main.js');
    const ready = async (host: 'a' | 'b') => (await fetch(`${direct(host)}/api/health/ready`, { signal: AbortSignal.timeout(2000) })).status === 200;
    await waitFor(() => ready('a'), 240_000, 'instance A ready');
    await waitFor(() => ready('b'), 240_000, 'instance B ready');
    const balancer = fleetBalancerConfig(work, { a: DB_HOSTS.a.ip, b: DB_HOSTS.b.ip });
    balancerSocket = balancer.socket;
    const haproxy = network.onHost('balancer', 'haproxy', ['-db', '-f', balancer.file], { stdio: ['ignore', 'pipe', 'pipe'] });
    haproxy.stdout?.pipe(log('haproxy.log'));
    haproxy.stderr?.pipe(log('haproxy.log'));
    children.push(haproxy);
    await waitFor(async () => Object.values(await serverStates(balancerSocket)).filter((s) => s === 'UP').length === 2, 20_000, 'both instances UP');

    const { ShopClient } = await import('../faults/support/shop-client');
    productIds = (await sql(`SELECT id FROM products WHERE status = 'active' AND EXISTS (SELECT 1 FROM product_prices x WHERE x.product_id = products.id AND x.option = 1) ORDER BY id`)).map(
      (r: { id: number }) => r.id,
    );
    buyers = [];
    for (let i = 0; i < BUYERS; i++) {
      const client = new ShopClient(LB);
      const email = `buyer${i}-${name}@example.com`;
      await client.signUp(email);
      await client.request('POST', 'addrinfo/addaddress', { country: 'China', province: 'Jiangsu', city: 'Suzhou', district: '', addr: `${i} Xinghu Street`, recname: 'Li Lei', recphone: '13800000000' });
      const addressId = String((await client.request('POST', 'addrinfo/showaddress')).body.data[0].addrid);
      buyers.push({ email, uid: Number(client.authorization.split(':')[0]), authorization: client.authorization, addressId, pids: [] });
    }
    print(`failover fleet up in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(await cluster.members().then((m) => m.map((x) => `${x.name} ${x.role}`)))}; ${productIds.length} orderable products`);
  });

  afterAll(async () => {
    for (const child of children.reverse()) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    cluster.stop();
    network.destroy();
    process.stdout.write(`\n=== failover figures (logs in ${work}) ===\n${figures.join('\n')}\n=== whole run ${((Date.now() - started) / 1000).toFixed(0)} s ===\n`);
    // The logs of the last run stay in shopdb-last-logs (a failure is read there), the rest goes.
    const kept = join(tmpdir(), 'shopdb-last-logs');
    rmSync(kept, { recursive: true, force: true });
    mkdirSync(kept);
    for (const file of readdirSync(work).filter((name) => name.endsWith('.log'))) copyFileSync(join(work, file), join(kept, file));
    if (process.env.KEEP_FLEET_LOGS !== '1') rmSync(work, { recursive: true, force: true });
  });

  /**
   * What researchers read, read once through each instance, so each holds it as it would after a while of real
   * traffic: the catalogue answers while the database changes leader only from what an instance holds (its kept
   * answers, served past their time while the database is away). A product page no instance has served for ten
   * minutes waits for the new leader like a write (a 503 for some seconds).
   */
  async function readEverythingOnce(traffic: Traffic): Promise<number> {
    let reads = 0;
    for (const host of ['a', 'b'] as const) {
      for (const path of traffic.readPaths()) {
        await fetch(`${direct(host)}/api/${path}`, { headers: { 'Accept-Language': 'en' } }).then((r) => r.arrayBuffer());
        reads++;
      }
    }
    return reads;
  }

  /**
   * Each case its own products for each buyer: a product ordered twice would be a doubled order. Buyers order about
   * once a second each; a case lasts a minute or two, so 100 products each last it (a buyer out of products stops
   * ordering: the case would then prove nothing, and buyersStillOrdering fails it).
   */
  let nextProduct = 0;
  function trafficFor(ordersPerBuyer: number, options: TrafficOptions = { retryWrites: true, pauseAfterOrderMs: 1000 }): Traffic {
    for (const buyer of buyers) buyer.pids = productIds.slice(nextProduct, (nextProduct += ordersPerBuyer));
    if (buyers.some((buyer) => buyer.pids.length < ordersPerBuyer)) throw new Error(`the seeded catalogue ran out of orderable products (${productIds.length})`);
    return new Traffic(LB, READERS, buyers, productIds, options);
  }

  /** Every buyer still had products to order when the traffic stopped: orders went on through the whole case. */
  function expectBuyersStillOrdering(): void {
    expect(buyers.filter((buyer) => buyer.pids.length === 0).map((buyer) => buyer.email)).toEqual([]);
  }

  /** Acknowledged orders against the database: none lost, none stored twice, no line doubled by a retried addition. */
  async function checkOrders(traffic: Traffic, label: string) {
    const acknowledged = traffic.attempts.filter((a) => a.outcome === 'acknowledged');
    const attempted = new Set(traffic.attempts.flatMap((a) => a.pids));
    const lines: { product_id: number; quantity: number }[] = await sql(
      `SELECT l.product_id, l.quantity FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.user_id = ANY($1::int[]) AND l.product_id = ANY($2::int[])`,
      [buyers.map((b) => b.uid), [...attempted]],
    );
    const stored = lines.map((l) => l.product_id);
    const lost = acknowledged.filter((a) => !a.pids.every((pid) => stored.includes(pid)));
    const doubled = stored.filter((pid, i) => stored.indexOf(pid) !== i);
    const doubledLines = lines.filter((l) => l.quantity !== 1);
    const unanswered = traffic.attempts.filter((a) => a.outcome !== 'acknowledged');
    const resent = traffic.attempts.filter((a) => a.sends > 1).length;
    print(
      `${label}: orders acknowledged ${acknowledged.length} (${resent} after being sent again), not acknowledged ${unanswered.length}; order lines stored ${lines.length}; ` +
        `lost ${lost.length}, doubled orders ${doubled.length}, basket lines doubled ${doubledLines.length}`,
    );
    expect(lost).toEqual([]);
    expect(doubled).toEqual([]);
    expect(doubledLines).toEqual([]);
    expect(unanswered).toEqual([]);
    for (const a of acknowledged) acknowledgedOrders.push({ email: buyers[a.buyer].email, orderId: a.orderId as number });
    return acknowledged;
  }

  /** Every failed write was answered 503 with the shop's "please try again", or not at all, never a 500. */
  function expectOnlyTryAgain(traffic: Traffic): void {
    const statuses = { ...traffic.tallies.basket.statuses, ...traffic.tallies.order.statuses };
    for (const status of Object.keys(statuses)) expect(status).toMatch(/^(503 "The service is temporarily unavailable, please try again later"|no answer)$/);
  }

  const readsFailed = (traffic: Traffic) => traffic.tallies.product.failed + traffic.tallies.browse.failed + traffic.tallies.search.failed;

  /** From `from` to the first acknowledgement of an order first sent after it: the shop takes orders again. */
  async function firstOrderAfter(traffic: Traffic, from: number): Promise<number> {
    const after = () => traffic.attempts.filter((a) => a.outcome === 'acknowledged' && a.sentAt > from);
    await waitFor(async () => after().length > 0, 60_000, 'an order sent after the failure acknowledged');
    return Math.min(...after().map((a) => a.at)) - from;
  }

  async function rejoinedAsReplica(node: Node): Promise<number> {
    const from = Date.now();
    await waitFor(async () => (await cluster.members()).some((m) => m.name === node && m.role === 'sync_standby' && /running|streaming/.test(m.state)), 120_000, `${node} back as the synchronous standby`);
    return Date.now() - from;
  }

  async function failover(label: string, fail: (leader: Node) => void, recover: (leader: Node) => void) {
    await cluster.waitUntilSynchronous();
    const traffic = trafficFor(100);
    await readEverythingOnce(traffic);
    traffic.start();
    // A fixed wait, not a poll: orders flow a while before the leader is lost, so it is lost mid-traffic.
    await pause(4000);
    const leader = (await cluster.leader()) as Node;
    const failedAt = Date.now();
    fail(leader);
    let recovered = false;
    let backMs: number;
    let newLeader: Node;
    let electedMs: number;
    try {
      backMs = await firstOrderAfter(traffic, failedAt);
      await waitFor(async () => ((await cluster.leader()) ?? leader) !== leader, 60_000, 'a new leader');
      newLeader = (await cluster.leader()) as Node;
      electedMs = Date.now() - failedAt;
      recover(leader);
      recovered = true;
    } finally {
      // Whatever failed, the next case gets its host back (and the traffic is stopped when this one fails).
      if (!recovered) {
        await cluster.diagnose(['a', 'b']);
        recover(leader);
        await traffic.stop();
      }
    }
    const rejoinMs = await rejoinedAsReplica(leader);
    // A fixed wait, not a poll: orders flow on the new leader a while before they are counted.
    await pause(3000);
    await traffic.stop();
    expectBuyersStillOrdering();
    print(`${label}: ${leader} lost; first order acknowledged again after ${(backMs / 1000).toFixed(1)} s, ${newLeader} leading (seen ${(electedMs / 1000).toFixed(1)} s after); ${leader} back as synchronous standby ${(rejoinMs / 1000).toFixed(1)} s after it was back; requests:\n${traffic.describe()}`);
    print(`${label}: catalogue reads failed ${readsFailed(traffic)}; write answers that failed: ${JSON.stringify({ ...traffic.tallies.basket.statuses, ...traffic.tallies.order.statuses })}`);
    await checkOrders(traffic, label);
    expectOnlyTryAgain(traffic);
    expect(readsFailed(traffic)).toBe(0);
    expect(backMs).toBeLessThan(30_000);
    return { newLeader };
  }

  it("loses no acknowledged order when the leader's host dies (SIGKILL of Patroni, PostgreSQL and its etcd member), and takes orders again within 30 s", async () => {
    await failover('leader host killed', (leader) => cluster.killHost(leader), (leader) => cluster.restartHost(leader));
  });

  it('loses no acknowledged order when the leader is cut off the network, and the old leader rejoins as a replica (pg_rewind)', async () => {
    await failover('leader cut off', (leader) => network.setLink(leader, 'down'), (leader) => network.setLink(leader, 'up'));
  });

  it('fails no order in a planned switchover', async () => {
    await cluster.waitUntilSynchronous();
    const traffic = trafficFor(100);
    await readEverythingOnce(traffic);
    traffic.start();
    // A fixed wait, not a poll: orders flow a while before the switchover.
    await pause(3000);
    const leader = (await cluster.leader()) as Node;
    const candidate: Node = leader === 'pg1' ? 'pg2' : 'pg1';
    const from = Date.now();
    expect(await cluster.switchover(leader, candidate)).toBe(200);
    await waitFor(async () => (await cluster.leader()) === candidate, 60_000, `${candidate} leading`);
    const switchedMs = Date.now() - from;
    const rejoinMs = await rejoinedAsReplica(leader);
    // A fixed wait, not a poll: orders flow on the new leader a while before they are counted.
    await pause(3000);
    await traffic.stop();
    expectBuyersStillOrdering();
    print(`switchover ${leader} → ${candidate} in ${(switchedMs / 1000).toFixed(1)} s, ${leader} synchronous standby ${(rejoinMs / 1000).toFixed(1)} s later; requests:\n${traffic.describe()}`);
    print(`switchover: catalogue reads failed ${readsFailed(traffic)}; write answers that failed: ${JSON.stringify({ ...traffic.tallies.basket.statuses, ...traffic.tallies.order.statuses })}`);
    const acknowledged = await checkOrders(traffic, 'switchover');
    expect(acknowledged.length).toBeGreaterThan(0);
    expectOnlyTryAgain(traffic);
    expect(readsFailed(traffic)).toBe(0);
  });

  it("sends the acknowledged orders' confirmation mails, and leaves no queue job failed after the failovers", async () => {
    const { Queue } = await import('bullmq');
    const connection = { host: HOST_IP, port: REDIS_PORT, password: REDIS_PASSWORD };
    const counts: Record<string, Record<string, number>> = {};
    for (const name of ['mail', 'search-index', 'catalogue-import']) {
      const queue = new Queue(name, { connection, prefix: env.QUEUE_PREFIX });
      // The import queue always holds its delayed clean-up of unconfirmed imports; the others empty out.
      const pending = name === 'catalogue-import' ? (['waiting', 'active'] as const) : (['waiting', 'active', 'delayed'] as const);
      await waitFor(async () => Object.values(await queue.getJobCounts(...pending)).every((n) => n === 0), 60_000, `the ${name} queue worked off`);
      counts[name] = await queue.getJobCounts('completed', 'failed');
      await queue.close();
    }
    print(`queues after the failovers: ${JSON.stringify(counts)}`);
    for (const name of Object.keys(counts)) expect(counts[name].failed).toBe(0);
    // Every acknowledged order's confirmation was sent, those acknowledged while the leader changed too (an order
    // committed just before its leader was lost, or given again after an answer lost on the way).
    const mail = new Queue('mail', { connection, prefix: env.QUEUE_PREFIX });
    const sent = new Set((await mail.getJobs(['completed'])).map((job) => `${job.data.to} ${job.data.subject}`));
    await mail.close();
    const unconfirmed = acknowledgedOrders.filter(({ email, orderId }) => !sent.has(`${email} Order SO-${String(orderId).padStart(6, '0')} submitted`));
    print(`order confirmations: ${acknowledgedOrders.length - unconfirmed.length} of ${acknowledgedOrders.length} acknowledged orders' sent`);
    expect(unconfirmed).toEqual([]);
    // The dev mailbox keeps the newest 200 mails (two an order): the newest acknowledged orders' confirmations.
    const { ShopClient } = await import('../faults/support/shop-client');
    const reader = new ShopClient(LB);
    const newest = acknowledgedOrders.slice(-20);
    for (const { email, orderId } of newest) {
      const subject = `Order SO-${String(orderId).padStart(6, '0')} submitted`;
      await waitFor(async () => (await reader.mails(email)).some((m) => m.subject === subject), 30_000, `"${subject}" to ${email}`);
    }
    print(`order mails: the newest ${newest.length} acknowledged orders' confirmations all sent`);
  });

  it('keeps archiving WAL to pgBackRest from whichever node leads', async () => {
    // A WAL file's name starts with its timeline, which each promotion raises by one.
    const [{ prefix }] = await sql(`SELECT substr(pg_walfile_name(pg_current_wal_lsn()), 1, 8) AS prefix`);
    await sql('SELECT pg_switch_wal()');
    const timeline = parseInt(prefix, 16);
    await waitFor(() => cluster.archivedSegments().some((segment) => segment.startsWith(prefix)), 60_000, `a WAL segment of timeline ${timeline} archived`);
    print(`pgBackRest: ${cluster.archivedSegments().length} WAL segments archived, the newest of timeline ${timeline} (the leader after ${timeline - 1} changes of leader)`);
  });
  it('prints what synchronous replication costs the order path: orders a second with it and without, same cluster, same run', async () => {
    const rate = async (label: string) => {
      for (const buyer of buyers) buyer.pids = productIds.slice(nextProduct, (nextProduct += 150));
      const traffic = new Traffic(LB, 0, buyers, productIds, { retryWrites: true });
      const from = Date.now();
      traffic.start();
      // A fixed wait, not a poll: orders are counted over a fixed time.
      await pause(5000);
      await traffic.stop();
      // The rate is the shop's only while no buyer ran out of products to order.
      for (const buyer of buyers) expect(buyer.pids.length).toBeGreaterThan(0);
      const perSecond = traffic.attempts.filter((a) => a.outcome === 'acknowledged').length / ((Date.now() - from) / 1000);
      print(`order path, ${BUYERS} buyers in turn (add, show basket, order): ${perSecond.toFixed(1)} orders/s ${label}`);
      return perSecond;
    };
    const setSynchronous = async (on: boolean) => {
      const leader = (await cluster.leader()) as Node;
      const res = await fetch(`http://${DB_HOSTS[leader].ip}:8008/config`, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ synchronous_mode: on }) });
      expect(res.status).toBe(200);
      const wanted = on ? 'sync_standby' : 'replica';
      await waitFor(async () => (await cluster.members()).some((m) => m.role === wanted), 30_000, `the standby ${wanted}`);
    };
    await cluster.waitUntilSynchronous();
    const synchronous = await rate('with synchronous replication (every commit on both nodes)');
    await setSynchronous(false);
    const asynchronous = await rate('with asynchronous replication (a commit on the leader only, as on one server)');
    await setSynchronous(true);
    print(`synchronous replication: ${((synchronous / asynchronous) * 100).toFixed(0)} % of the asynchronous order rate`);
  });

  it('restores the whole cluster from pgBackRest when both nodes lose their data, and prints the loss window and the times', async () => {
    await cluster.waitUntilSynchronous();
    const leader = (await cluster.leader()) as Node;
    // archive_timeout 15 s for this case (production: 60 s, infra/patroni/patroni.yml), so a short run shows the window.
    const patched = await fetch(`http://${DB_HOSTS[leader].ip}:8008/config`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ postgresql: { parameters: { archive_timeout: '15s' } } }),
    });
    expect(patched.status).toBe(200);
    await waitFor(async () => (await sql('SHOW archive_timeout'))[0].archive_timeout === '15s', 30_000, 'archive_timeout 15 s on the leader');
    const backupMs = cluster.backup(leader);
    // Every order from here on reaches the restore only through archived WAL: the backup holds none of them.
    // Not sent again: an order the loss cut off is not acknowledged, so it is not counted as lost.
    const traffic = trafficFor(100, { pauseAfterOrderMs: 1000 });
    traffic.start();
    // A fixed wait, not a poll: orders flow for longer than archive_timeout, so the loss measured is a real crash's.
    await pause(25_000);
    const destroyedAt = Date.now();
    cluster.loseBothNodes();
    await traffic.stop();
    expectBuyersStillOrdering();
    const acknowledged = traffic.attempts.filter((a) => a.outcome === 'acknowledged' && a.at <= destroyedAt).sort((a, b) => a.at - b.at);

    const restore = await cluster.restoreFromRepository();
    // Numbers given out after the restored point are not given again, as scripts/restore.sh does on one server.
    execFileSync('psql', [cluster.url(name), '-XAtq', '-v', 'gap=10000', '-f', join(ROOT, 'scripts/backup/sequence-gap.sql')], { stdio: 'pipe' });
    const stored = new Set((await sql('SELECT id FROM orders WHERE id = ANY($1::int[])', [acknowledged.map((a) => a.orderId)])).map((r: { id: number }) => r.id));
    const back = acknowledged.filter((a) => stored.has(a.orderId as number));
    const lost = acknowledged.filter((a) => !stored.has(a.orderId as number));
    const lastBack = back.length ? back[back.length - 1].at : destroyedAt;

    const again = trafficFor(3);
    const restoredAt = Date.now();
    again.start();
    const answeringMs = await firstOrderAfter(again, restoredAt);
    await again.stop();
    print(
      `whole cluster restored from pgBackRest: full backup ${(backupMs / 1000).toFixed(1)} s; orders after it ${acknowledged.length} acknowledged, ${back.length} back, ${lost.length} lost; ` +
        `data-loss window ${((destroyedAt - lastBack) / 1000).toFixed(1)} s (archive_timeout 15 s); pg1 restored and leading ${(restore.leadingMs / 1000).toFixed(1)} s, ` +
        `pg2 its synchronous standby ${(restore.synchronousMs / 1000).toFixed(1)} s after the restore began; the shop's first order ${(answeringMs / 1000).toFixed(1)} s after that`,
    );
    // The restore replayed archived WAL past the backup, in order: only the newest orders are missing, never one in
    // between (a second's slack: four buyers' commits and their answers need not come in the same order).
    expect(back.length).toBeGreaterThan(0);
    expect(lost.filter((a) => a.at < lastBack - 1000)).toEqual([]);
    // New orders get new numbers, above every one handed out before the loss (the sequences moved ahead).
    const newOrders = again.attempts.filter((a) => a.outcome === 'acknowledged').map((a) => a.orderId as number);
    expect(Math.min(...newOrders)).toBeGreaterThan(Math.max(...acknowledged.map((a) => a.orderId as number)));
  });
});
