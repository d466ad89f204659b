#!/usr/bin/env node
/**
 * Mixed-traffic load test: node bench/load/run.js [--products 100000] [--duration 10] [--users 5,10,20,40,80] [--p99 200] [--fleet]
 *
 * Against the built server on a seeded catalogue (reuses shop_bench_<N> when the search bench made it,
 * seeds it otherwise), drives rising numbers of simultaneous users for a fixed time each: 80 % of them
 * browse (product detail, reviews, recommendations, distributors), 15 % search (words, filters,
 * autocomplete), 5 % fill baskets and order (add, show, submit). Every user sends its next request as
 * soon as the last one is answered (closed loop: autocannon's rate option releases each second's
 * requests in one burst, which measures the burst, not the shop). Prints requests/second, p50/p99 per
 * kind and errors, and the highest throughput whose p99 stayed under --p99 (200 ms) for every kind.
 * Instances here are one web process each (WEB_PROCESSES=1).
 * --fleet measures four set-ups in the same run: one instance directly, the same instance behind
 * HAProxy (the compose balancer's configuration: what the balancer costs), two instances behind
 * HAProxy, and the production start (one web process per core through node:cluster, no balancer),
 * and prints each one's best throughput and the ratios.
 * Build first: npm run build.
 */
const { spawnSync } = require('node:child_process');
const { resolve } = require('node:path');
const autocannon = require('autocannon');
const { root, cliOption: option, sql, startBuiltShop, benchUploadDir } = require('../support');

const products = Number(option('products', 100000));
const duration = Number(option('duration', 10));
const userSteps = option('users', '5,10,20,40,80').split(',').map(Number);
/** The latency bound every kind's p99 must keep for a step to count (ms). */
const p99Bound = Number(option('p99', 200));
const port = Number(option('port', 3990));
const server = option('server', 'postgres://postgres@127.0.0.1:5432');
const database = `shop_bench_${products}`;
const databaseUrl = `${server}/${database}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  QUEUE_PREFIX: `load${port}`,
  LOG_LEVEL: 'warn',
  SPA_DIST: '',
  WEB_PROCESSES: '1',
  SMTP_URL: 'smtp://127.0.0.1:1',
  // The search bench's folder when it seeded this database first: one database, one upload folder.
  UPLOAD_DIR: benchUploadDir(database),
};
let base = `http://127.0.0.1:${port}`;
const fleet = process.argv.includes('--fleet');
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

function node(script, extraArgs = [], extraEnv = {}) {
  const run = spawnSync(process.execPath, [resolve(root, script), ...extraArgs], { env: { ...env, ...extraEnv }, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${script} failed:\n${run.stderr}`);
}

async function prepareCatalogue() {
  const exists = (await sql(`${server}/postgres`, `SELECT 1 FROM pg_database WHERE datname = '${database}'`)).rowCount > 0;
  if (!exists) await sql(`${server}/postgres`, `CREATE DATABASE "${database}"`);
  console.error(`Seeding ${products} products into ${database} (skipped when already seeded) ...`);
  node('backend/dist/commands/seed.command.js', ['--products', String(products), '--seed', '1']);
}

function startServer(onPort = port, extraEnv = {}) {
  return startBuiltShop({ ...env, ...extraEnv }, onPort);
}

/**
 * The buyers' accounts, made with the staff command (no mail round trip) before the server starts: a command run
 * blocks this process for seconds, long enough for the server to close a kept-alive connection (its start's health
 * check) that fetch would then reuse for the first login ("other side closed", seen on a loaded machine).
 */
function buyerAccounts(count) {
  for (let i = 0; i < count; i++) {
    node('backend/dist/commands/create-staff.command.js', [`load-buyer-${i}@example.com`, `buyer${i}`], { STAFF_PASSWORD: 'load-test-password' });
  }
}

/** The buyers of buyerAccounts, logged in, each with an address. */
async function buyers(count) {
  const list = [];
  for (let i = 0; i < count; i++) {
    const email = `load-buyer-${i}@example.com`;
    const login = await fetch(`${base}/api/useridentify/login`, {
      method: 'POST',
      headers: { ...XHR, ...FORM },
      body: new URLSearchParams({ email, password: 'load-test-password' }),
    }).then((r) => r.json());
    const authorization = `${login.islogin.uid}:${login.islogin.password}`;
    const headers = { ...XHR, ...FORM, Authorization: authorization };
    const address = { country: 'China', province: 'Jiangsu', city: 'Suzhou', district: '', addr: '218 Xinghu Street', recname: 'Load Test', recphone: '13800000000' };
    await fetch(`${base}/api/addrinfo/addaddress`, { method: 'POST', headers, body: new URLSearchParams(address) });
    const shown = await fetch(`${base}/api/addrinfo/showaddress`, { method: 'POST', headers }).then((r) => r.json());
    list.push({ headers, addrid: shown.data[0].addrid });
  }
  return list;
}

async function trafficPaths() {
  const pids = (await sql(databaseUrl, 'SELECT id FROM products ORDER BY random() LIMIT 500')).rows.map((r) => r.id);
  const genes = (await sql(databaseUrl, `SELECT display FROM search_terms WHERE kind = 'gene' ORDER BY products DESC LIMIT 80`)).rows.map((r) => r.display);
  const pick = (list, i) => list[i % list.length];
  const browse = pids.flatMap((pid, i) => [
    `/api/iteminfo/baseinfo/?pid=${pid}`,
    `/api/iteminfo/baseinfo/?pid=${pick(pids, i + 7)}`,
    `/api/comment/showcomment/?pid=${pid}`,
    i % 2 ? '/api/indexinfo/bottom' : '/api/agentinfo/',
  ]);
  const filters = [
    { application: "['WB']", reactivity: "['Human']", host: "['Rabbit']" },
    { reactivity: "['Mouse']", clonality: "['Monoclonal']" },
    {},
  ];
  const search = genes.flatMap((g, i) => [
    `/api/iteminfo/searchitem/?${new URLSearchParams({ searchword: g, searchpageid: '1', ...pick(filters, i) })}`,
    `/api/iteminfo/suggest/?q=${encodeURIComponent(g.slice(0, 3))}`,
  ]);
  return { browse, search, pids };
}

function percentile(result, p) {
  return result.latency[`p${p}`] ?? result.latency.p99;
}

function run(name, connections, requests) {
  return new Promise((resolvePromise, reject) => {
    autocannon({ url: base, connections, duration, requests, timeout: 5 }, (error, result) =>
      error ? reject(error) : resolvePromise({ name, result }),
    );
  });
}

async function step(users, paths, buyerList) {
  let b = 0;
  let s = 0;
  let order = 0;
  const basketSequence = buyerList.map((buyer) => [
    {
      method: 'POST',
      path: '/api/cartinfo/addcart',
      headers: buyer.headers,
      setupRequest: (req) => ({ ...req, body: new URLSearchParams({ pid: String(paths.pids[order++ % paths.pids.length]), priceid: '1', quantity: '1' }).toString() }),
    },
    {
      method: 'POST',
      path: '/api/cartinfo/showcart',
      headers: buyer.headers,
      onResponse: (status, body, context) => {
        try {
          context.carids = JSON.parse(body).data.map((row) => row.carid);
        } catch {
          context.carids = [];
        }
      },
    },
    {
      method: 'POST',
      path: '/api/orderinfo/applyorder',
      headers: buyer.headers,
      setupRequest: (req, context) => {
        const form = new URLSearchParams({ addrid: String(buyer.addrid), need_tax: '0' });
        for (const id of context.carids ?? []) form.append('caridlist', String(id));
        return { ...req, body: form.toString() };
      },
    },
  ]);
  const buying = Math.min(basketSequence.length, Math.max(1, Math.round(users * 0.05)));
  const searching = Math.max(1, Math.round(users * 0.15));
  const browsing = Math.max(1, users - searching - buying);
  const outcomes = await Promise.all([
    run('browse', browsing, [{ setupRequest: (req) => ({ ...req, path: paths.browse[b++ % paths.browse.length] }) }]),
    run('search', searching, [{ setupRequest: (req) => ({ ...req, path: paths.search[s++ % paths.search.length] }) }]),
    // One buyer's sequence per connection, so their basket rows never mix.
    ...basketSequence.slice(0, buying).map((requests, i) => run(`basket+order#${i}`, 1, requests)),
  ]);
  const merged = new Map();
  for (const { name, result } of outcomes) {
    const kind = name.split('#')[0];
    const prior = merged.get(kind);
    merged.set(kind, prior ? { ...prior, requests: prior.requests + result.requests.total, errors: prior.errors + result.errors + result.non2xx, p50: Math.max(prior.p50, result.latency.p50), p99: Math.max(prior.p99, percentile(result, 99)) } : { requests: result.requests.total, errors: result.errors + result.non2xx, p50: result.latency.p50, p99: percentile(result, 99) });
  }
  return merged;
}

/** The rising steps against `base`; the highest throughput whose every kind kept p99 under the bound without errors. */
async function measure(label, paths, buyerList) {
  // Warm-up, not measured: first-time words, product caches and JIT would otherwise land on the first step.
  await step(userSteps[0], paths, buyerList);
  let best = 0;
  let first = 0;
  console.log(`\n${label}: mixed load on ${products.toLocaleString('en')} products, ${duration} s per step (browse 80 %, search 15 %, basket+order 5 % of users)`);
  console.log('users | req/s | kind           | req/s | p50 ms | p99 ms | errors');
  for (const users of userSteps) {
    const kinds = await step(users, paths, buyerList);
    const total = [...kinds.values()].reduce((sum, k) => sum + k.requests, 0) / duration;
    first ||= total;
    let ok = true;
    for (const [kind, k] of kinds) {
      console.log(`${String(users).padStart(5)} | ${total.toFixed(0).padStart(5)} | ${kind.padEnd(14)} | ${(k.requests / duration).toFixed(0).padStart(5)} | ${String(k.p50).padStart(6)} | ${String(k.p99).padStart(6)} | ${k.errors}`);
      if (k.p99 >= p99Bound || k.errors > 0) ok = false;
    }
    if (!ok) break;
    best = Math.max(best, total);
  }
  console.log(`${label}: highest throughput with every kind's p99 under ${p99Bound} ms and no errors: ${best ? `${best.toFixed(0)} req/s` : 'none of the steps'}`);
  return { best, first };
}

async function main() {
  await prepareCatalogue();
  buyerAccounts(4);
  const child = await startServer();
  const others = [];
  try {
    const buyerList = await buyers(4);
    const paths = await trafficPaths();
    const direct = await measure('one instance', paths, buyerList);
    if (fleet) {
      const { startBalancer } = require('./balancer');
      const balancerPort = port + 10;
      base = `http://127.0.0.1:${balancerPort}`;
      let balancer = await startBalancer(balancerPort, [port]);
      others.push(balancer);
      const behind = await measure('one instance behind HAProxy', paths, buyerList);
      balancer.stop();
      others.push(await startServer(port + 1, { PROCESS_ROLE: 'web' }));
      balancer = await startBalancer(balancerPort, [port, port + 1]);
      others.push(balancer);
      const two = await measure('two instances behind HAProxy', paths, buyerList);
      balancer.stop();
      for (const other of others.splice(0)) if (!other.stop) other.kill('SIGTERM');
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
      others.push(await startServer(port, { WEB_PROCESSES: 'auto' }));
      base = `http://127.0.0.1:${port}`;
      const cores = await measure('production start: a web process per core', paths, buyerList);
      const ratio = (a, b) => (a && b ? (a / b).toFixed(2) : 'n/a');
      const line = (what, pick) =>
        `${what}: one instance ${pick(direct).toFixed(0)} req/s; behind HAProxy ${pick(behind).toFixed(0)} req/s (× ${ratio(pick(behind), pick(direct))}: the balancer's cost); two instances behind HAProxy ${pick(two).toFixed(0)} req/s (× ${ratio(pick(two), pick(direct))} of one instance, × ${ratio(pick(two), pick(behind))} of one behind HAProxy)`;
      console.log(`\nSame run on ${require('node:os').cpus().length} cores, load average ${require('node:os').loadavg()[0].toFixed(1)}:`);
      console.log(line(`best with p99 < ${p99Bound} ms for every kind`, (m) => m.best));
      console.log(`production start (a web process per core): best ${cores.best.toFixed(0)} req/s (× ${ratio(cores.best, direct.best)} of one instance); at ${userSteps[0]} users ${cores.first.toFixed(0)} req/s`);
      // When no step keeps the bound (a machine busy with other work), the same first step still compares the three.
      console.log(line(`at ${userSteps[0]} users whatever the latency`, (m) => m.first));
    }
    console.log(`Load average after the run: ${require('node:os').loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  } finally {
    for (const other of others) {
      if (other.stop) other.stop();
      else other.kill('SIGTERM');
    }
    child.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
