#!/usr/bin/env node
/**
 * Search benchmark:
 *   node bench/search/run.js --products 100000 [--seed 1] [--duration 10] [--reuse] [--only 'product detail'|behind] [--browse-rate N]
 *                            [--dist backend/dist] [--cpu-prof DIR] [--database shop_bench_<N>] [--processes auto|N] [--loop-gaps]
 *
 * Seeds N products into a separate database (shop_bench_<N>; --reuse keeps one seeded before) with
 * the built seed command, starts the built server against it and drives a fixed query mix through
 * HTTP at concurrency 16 with autocannon. Prints per query type how long its distinct paths took asked once each
 * (their words' first reads, outside the timed figures), p50/p99 latency, requests/second
 * and the server's event-loop delay (p99 and max, read from its Prometheus metric
 * event_loop_delay_seconds) beside how long the loop threads ran and waited for a core (schedstat); then a product
 * detail's latency while 4 browses run, and product
 * detail against nginx serving the same JSON as a static file (nginx-light, started here on a
 * loopback port); seeding/indexing time and server memory; and the issue-12 targets met or missed.
 * Build first: npm run build -w backend. Search answers are not cached during the run
 * (SEARCH_BROWSE_CACHE_SECONDS=0), so every search shows its real cost; product details are.
 * --cpu-prof DIR writes the server's CPU profile (node --cpu-prof) there when the run ends, one per process.
 * --loop-gaps watches every web process's event loop (loop-gaps.js) and prints, per query type, its turns over
 * 20 ms late: how many, how many the loop thread spent mostly waiting for a core, and the longest it ran in one.
 * The server starts as production does: one web process per core (--processes sets WEB_PROCESSES; 1 measures
 * one process alone), and nginx gets as many workers.
 */
const { spawn, spawnSync } = require('node:child_process');
const { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');
const autocannon = require('autocannon');
const { Client } = require('pg');
const { root, cliOption: option, sql, startBuiltShop, benchUploadDir, eventLoopDelay, rssMb, childrenOf, loopThreadSchedule } = require('../support');

const args = process.argv.slice(2);
const products = Number(option('products', 100000));
const seed = Number(option('seed', 1));
const duration = Number(option('duration', 10));
const port = Number(option('port', 3950 + (process.pid % 40)));
const nginxPort = port + 100;
const only = option('only', null);
// The browses' rate in all behind a product detail (autocannon's overallRate): without it they go as fast as the
// server answers them, so a faster browse loads the machine more and the detail waits longer; with it, two builds
// are compared at the same load.
const browseRate = Number(option('browse-rate', 0)) || undefined;
const profileDir = option('cpu-prof', null);
const processes = String(option('processes', 'auto'));
const gapsDir = args.includes('--loop-gaps') ? mkdtempSync(join(tmpdir(), 'bench-loop-gaps-')) : null;
const processCount = processes === 'auto' ? require('node:os').availableParallelism() : Number(processes);
const server = option('server', 'postgres://postgres@127.0.0.1:5432');
// --database names another bench database, so two worktrees' runs on one server do not drop each other's.
const database = option('database', `shop_bench_${products}`);
// The seed's pictures beside the bench database (kept with it for --reuse), never in the shop's own var/uploads.
const uploadDir = benchUploadDir(database);
const databaseUrl = `${server}/${database}`;
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const dist = resolve(root, option('dist', 'backend/dist'));
const metricsToken = `bench-${process.pid}-metrics-token`;
const CONCURRENCY = 16;

const onServer = (text) => sql(`${server}/postgres`, text);

function seedCatalogue() {
  const started = Date.now();
  const run = spawnSync(process.execPath, [resolve(dist, 'commands/seed.command.js'), '--products', String(products), '--seed', String(seed)], {
    env: { ...process.env, DATABASE_URL: databaseUrl, SEARCH_ENGINE: 'postgres', UPLOAD_DIR: uploadDir },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`seed failed:\n${run.stderr}`);
  const seconds = (label) => Number((new RegExp(`^${label}: ([\\d.]+) s$`, 'm').exec(run.stderr) || [])[1]);
  return { total: (Date.now() - started) / 1000, products: seconds('products'), index: seconds('search index') };
}

function startServer() {
  const nodeArgs = [];
  if (profileDir) {
    mkdirSync(profileDir, { recursive: true });
    // --cpu-prof writes on a normal exit; the preload turns the bench's SIGTERM into one.
    nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${resolve(profileDir)}`, '-r', resolve(__dirname, 'exit-on-sigterm.js'));
  }
  if (gapsDir) nodeArgs.push('-r', resolve(__dirname, 'loop-gaps.js'));
  return startBuiltShop(
    {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: `bench${port}`,
      SEARCH_ENGINE: 'postgres',
      UPLOAD_DIR: uploadDir,
      SEARCH_BROWSE_CACHE_SECONDS: '0',
      METRICS_TOKEN: metricsToken,
      WEB_PROCESSES: processes,
      ...(gapsDir ? { LOOP_GAPS_DIR: gapsDir } : {}),
    },
    port,
    dist,
    nodeArgs,
  );
}

async function everyProcessReady() {
  for (let i = 0; i < 600; i++) {
    const text = await (await fetch(`http://127.0.0.1:${port}/api/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } })).text();
    if (/^shop_ready 1$/m.test(text)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the web processes did not all become ready within 5 minutes');
}

/**
 * The late loop turns loop-gaps.js wrote for these processes between two times (ms since 1970): how many, how many
 * the loop thread spent more waiting for a core than running, and the most it ran within one.
 */
async function loopGaps(pids, from, to) {
  await new Promise((r) => setTimeout(r, 400)); // the watcher writes every 250 ms
  const gaps = pids.flatMap((pid) => {
    try {
      return readFileSync(join(gapsDir, `${pid}.jsonl`), 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line));
    } catch {
      return []; // no late turn at all
    }
  }).filter((g) => g.at >= from && g.at <= to);
  return { count: gaps.length, mostlyWaited: gaps.filter((g) => g.waited > g.ran).length, longestRan: Math.max(0, ...gaps.map((g) => g.ran)) };
}

/** The server's event-loop delay since the previous read, in ms: { p99, max }. */
const loopDelay = () => eventLoopDelay(`http://127.0.0.1:${port}`, metricsToken);

const q = (params) => `/api/iteminfo/searchitem/?${new URLSearchParams(params)}`;
const FILTER_SETS = [
  { application: "['WB']", reactivity: "['Human']", host: "['Rabbit']" },
  { application: "['IHC-P','WB']", reactivity: "['Mouse']", clonality: "['Monoclonal']" },
  { reactivity: "['Human','Rat']", host: "['Mouse']", producttype: "['Primary Antibody']" },
];
const browses = FILTER_SETS.flatMap((f) => [1, 2, 3].map((p) => q({ searchword: 'None', searchpageid: p, ...f })));

async function queryMix() {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const genes = (await client.query(`SELECT display FROM search_terms WHERE kind = 'gene' ORDER BY products DESC LIMIT 60`)).rows.map((r) => r.display);
  const catnos = (await client.query(`SELECT catalogue_number FROM products ORDER BY random() LIMIT 200`)).rows.map((r) => r.catalogue_number);
  const pids = (await client.query(`SELECT id FROM products ORDER BY random() LIMIT 200`)).rows.map((r) => r.id);
  // For the detail behind browses: products none of the mix asked, enough that none is asked twice in a run.
  const unasked = (await client.query(`SELECT id FROM products WHERE NOT (id = ANY($1)) ORDER BY random() LIMIT 30000`, [pids])).rows.map((r) => r.id);
  await client.end();
  const long = genes.filter((g) => /^[A-Z]{5,}$/.test(g));
  const typo = (g) => `${g.slice(0, 2)}${g[2] === 'Q' ? 'X' : 'Q'}${g.slice(3)}`;
  return {
    pids,
    unasked,
    mix: {
      'word only': genes.map((g) => q({ searchword: g, searchpageid: 1 })),
      'word + 3 filters': genes.flatMap((g) => FILTER_SETS.map((f) => q({ searchword: g, searchpageid: 1, ...f }))),
      'exact catalogue number': catnos.map((c) => q({ searchword: c, searchpageid: 1 })),
      'typo (one wrong letter)': long.map((g) => q({ searchword: typo(g), searchpageid: 1 })),
      autocomplete: genes.map((g) => `/api/iteminfo/suggest/?q=${encodeURIComponent(g.slice(0, 3).toLowerCase())}`),
      'product detail': pids.map((p) => `/api/iteminfo/baseinfo/?pid=${p}`),
      'filters only': browses,
      ...chineseQueries(genes),
    },
  };
}

/**
 * Chinese as researchers type it (issue 30), for the catalogue's genes the shipped target-name table
 * names: the Chinese name, with a host and clonality, the phosphorylated form, and 内参. Absent from a
 * tree without the table (a baseline run of an older commit).
 */
function chineseQueries(genes) {
  let table;
  try {
    table = JSON.parse(readFileSync(join(root, 'backend/src/modules/items/target-names/target-names.json'), 'utf8'));
  } catch {
    return {};
  }
  const zh = new Map(table.map((t) => [t.symbol.toUpperCase(), t.zh[0]]));
  const named = genes.filter((g) => zh.has(g.toUpperCase()));
  if (named.length === 0) return {};
  const words = named.flatMap((g) => [zh.get(g.toUpperCase()), `${zh.get(g.toUpperCase())} 兔单抗`, `磷酸化${g}`]);
  return { 'Chinese words': [...words, '内参', '核内参', '抗兔二抗'].map((w) => q({ searchword: w, searchpageid: 1 })) };
}

/**
 * Every distinct path asked once, CONCURRENCY at a time, before the type's warm-up: how long the words' first reads
 * from PostgreSQL take together (kept hits are per index state and per queue prefix, so a run starts with none). A mix
 * of many distinct words (the Chinese one) would otherwise pay them inside its timed run.
 */
async function eachPathOnce(paths) {
  const distinct = [...new Set(paths)];
  // autocannon refuses more connections than requests (the typo mix has only the genes of five letters or more).
  const result = await drive(distinct, { amount: distinct.length, connections: Math.min(CONCURRENCY, distinct.length) });
  return { paths: distinct.length, seconds: result.duration, bad: result.non2xx + result.errors };
}

/** `amount`: that many requests in all (each path once when it is paths.length), instead of `seconds` of them. */
function drive(paths, { seconds = duration, amount, rate, connections = CONCURRENCY, url = `http://127.0.0.1:${port}` } = {}) {
  let next = 0;
  return new Promise((resolvePromise, reject) => {
    autocannon(
      {
        url,
        connections,
        ...(amount ? { amount } : { duration: seconds }),
        ...(rate ? { overallRate: rate } : {}),
        requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
      },
      (error, result) => (error ? reject(error) : resolvePromise(result)),
    );
  });
}

/**
 * A product detail asked one at a time while 4 connections keep browsing (filters only, no cache):
 * `unasked` products in turn, each asked once (no answer kept, so each goes through Nest and
 * PostgreSQL, which the browses keep busy), and then one product over and over (its kept answer:
 * only the event loop in front).
 */
async function detailBehindBrowses(unasked) {
  const behind = async (paths) => {
    await loopDelay();
    const [browsing, detail] = await Promise.all([drive(browses, { connections: 4, rate: browseRate }), drive(paths, { connections: 1 })]);
    return { browsing, detail, loop: await loopDelay() };
  };
  const many = await behind(unasked.map((p) => `/api/iteminfo/baseinfo/?pid=${p}`));
  const kept = await behind([`/api/iteminfo/baseinfo/?pid=${unasked[0]}`]);
  return { ...many, kept, distinct: unasked.length };
}

/** nginx (Debian's nginx-light) serving `body` as a static file on a loopback port, a worker per web process of the shop. */
async function startNginx(body) {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => spawnSync(path, ['-v']).status === 0);
  if (!nginx) return null;
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'www'));
  writeFileSync(join(dir, 'www', 'detail.json'), body);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes ${processCount};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${dir}/www;
    location / { default_type application/json; }
  }
}
`,
  );
  const child = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${nginxPort}/detail.json`)).ok) {
        return { stop: () => (child.kill('SIGTERM'), rmSync(dir, { recursive: true, force: true })) };
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error('nginx did not start');
}

/**
 * The same product detail from the shop and, as a file, from nginx, one after the other. The product is the median
 * by answer size of 21 of the mix's: a detail's size (6 to 12 kB here) moves the ratio by several points (the shop's
 * cost per answer has a fixed part nginx's lacks, its HTTP handling in JavaScript, so the larger the answer the
 * nearer the two), and one product drawn at random made runs disagree by that much.
 */
async function detailAgainstNginx(pids) {
  const answers = await Promise.all(
    pids.slice(0, 21).map(async (pid) => {
      const path = `/api/iteminfo/baseinfo/?pid=${pid}`;
      return { path, body: Buffer.from(await (await fetch(`http://127.0.0.1:${port}${path}`)).arrayBuffer()) };
    }),
  );
  const { path, body } = answers.sort((a, b) => a.body.length - b.body.length)[answers.length >> 1];
  const nginx = await startNginx(body);
  if (!nginx) return { bytes: body.length, missing: true };
  try {
    await drive([path], { seconds: 2 });
    const shop = await drive([path]);
    await drive(['/detail.json'], { seconds: 2, url: `http://127.0.0.1:${nginxPort}` });
    const file = await drive(['/detail.json'], { url: `http://127.0.0.1:${nginxPort}` });
    return { bytes: body.length, shop: shop.requests.average, nginx: file.requests.average };
  } finally {
    nginx.stop();
  }
}

/** Issue 33's figures: every query type's p99 (word only and typo looser), the event loop in every query type, memory. */
const PER_TYPE_P99 = { 'word only': 100, 'typo (one wrong letter)': 100, 'filters only': 50, autocomplete: 30 };
const TARGETS = {
  1000000: [
    ...['word only', 'word + 3 filters', 'typo (one wrong letter)', 'exact catalogue number', 'autocomplete', 'filters only', 'Chinese words'].map((name) => [
      `${name} p99`,
      (f) => f.rows[name]?.p99,
      PER_TYPE_P99[name] ?? 60,
      'ms',
    ]),
    ['detail behind 4 browses p99, products in turn', (f) => f.behind?.detail.latency.p99, 30, 'ms'],
    ['event-loop delay p99 (worst query type)', (f) => f.worstLoop, 20, 'ms'],
    ['event-loop delay max (worst query type)', (f) => f.worstLoopMax, 50, 'ms'],
    ['server RSS (every web process)', (f) => f.memory, 1500, 'MB'],
  ],
  100000: [['word + 3 filters p99', (f) => f.rows['word + 3 filters']?.p99, 20, 'ms']],
};

function printTargets(figures) {
  const targets = [...(TARGETS[products] ?? []), ['detail / nginx req/s', (f) => f.versus?.ratio, -90, '%']];
  console.log('Targets (issue 33):');
  for (const [name, read, limit, unit] of targets) {
    const value = read(figures);
    if (value === undefined || Number.isNaN(value)) continue;
    // A negative limit is a floor: at least that much.
    const met = limit < 0 ? value >= -limit : value < limit;
    const shown = typeof value === 'number' && !Number.isInteger(value) ? value.toFixed(1) : value;
    console.log(`  ${met ? 'met   ' : 'MISSED'} ${name}: ${shown} ${unit} (${limit < 0 ? '≥' : '<'} ${Math.abs(limit)} ${unit})`);
  }
}

const ms = (value) => (Number.isFinite(value) ? (value < 10 ? value.toFixed(1) : String(Math.round(value))) : '-');

async function main() {
  const exists = (await onServer(`SELECT 1 FROM pg_database WHERE datname = '${database}'`)).rowCount > 0;
  const reuse = exists && args.includes('--reuse');
  if (exists && !reuse) await onServer(`DROP DATABASE "${database}" WITH (FORCE)`);
  if (!reuse) await onServer(`CREATE DATABASE "${database}"`);
  if (!reuse) rmSync(uploadDir, { recursive: true, force: true });
  // --reuse keeps a seeded and indexed bench database as it is (a 1M seed takes many minutes).
  if (!reuse) console.error(`Seeding ${products} products into ${database} ...`);
  const seeding = reuse ? null : seedCatalogue();
  const child = await startServer();
  const figures = { rows: {} };
  try {
    // The first search waits for the engine's in-memory facet data (seconds at 1M): not measured. Every web
    // process loads its own; the machine's metrics say ready (shop_ready, the least of the processes') once all have.
    const loadStarted = Date.now();
    await fetch(`http://127.0.0.1:${port}${q({ searchword: 'None', searchpageid: 1 })}`);
    await everyProcessReady();
    const warmLoad = (Date.now() - loadStarted) / 1000;
    const { mix, pids, unasked } = await queryMix();
    // The processes that answer: the primary's children in a production start of several, else the one process.
    const webPids = processCount > 1 ? childrenOf(child.pid) : [child.pid];
    for (const [name, paths] of Object.entries(mix)) {
      if (only && name !== only) continue;
      const firstPass = await eachPathOnce(paths);
      await drive(paths, { seconds: 2 }); // warm-up: plans cached, pages in memory; results discarded
      await loopDelay();
      const scheduled = loopThreadSchedule(webPids);
      const from = Date.now();
      const result = await drive(paths);
      const { ranMs, waitedMs } = loopThreadSchedule(webPids, scheduled);
      const loop = await loopDelay();
      const bad = firstPass.bad + result.non2xx + result.errors;
      const gaps = gapsDir ? await loopGaps(webPids, from, Date.now()) : null;
      figures.rows[name] = { firstPass, p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average), bad, loop, ranMs, waitedMs, gaps };
      console.error(`  ${name}: done`);
    }
    if (!only || only === 'behind') {
      figures.behind = await detailBehindBrowses(unasked);
      console.error('  detail behind browses: done');
      figures.versus = await detailAgainstNginx(pids);
      if (!figures.versus.missing) figures.versus.ratio = (100 * figures.versus.shop) / figures.versus.nginx;
      console.error('  detail against nginx: done');
    }
    figures.memory = rssMb(child.pid);
    const loops = Object.entries(figures.rows).map(([name, r]) => [name, r.loop.p99]);
    const worst = loops.sort((a, b) => b[1] - a[1])[0];
    figures.worstLoop = worst?.[1];
    figures.worstLoopMax = Math.max(...Object.values(figures.rows).map((r) => r.loop.max));

    const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    console.log(`\nSearch benchmark: ${products} products, PostgreSQL engine, concurrency ${CONCURRENCY}, ${duration} s per query type, ${processCount} web process${processCount === 1 ? '' : 'es'}, load average ${load}`);
    console.log(
      seeding
        ? `Seeding ${seeding.products.toFixed(1)} s + indexing ${seeding.index.toFixed(1)} s (seed command total ${seeding.total.toFixed(1)} s)`
        : `Reused the seeded database ${database}`,
    );
    // ran / waited: each web process's event-loop thread, ms per second of the run on a core and runnable but
    // waiting for one (/proc/<pid>/schedstat). A loop thread waiting for a core delays its callbacks as surely as
    // one computing, so the loop delay of a machine whose cores are all busy is partly the machine's, not the code's.
    // paths, 1st pass s: the type's distinct paths and how long asking each once took (eachPathOnce).
    const columns = [['paths', 7], ['1st pass s', 12], ['p50 ms', 9], ['p99 ms', 9], ['req/s', 9], ['non-2xx', 9], ['loop p99 ms', 13], ['loop max ms', 13], ['ran ms/s', 10], ['waited ms/s', 13]];
    if (gapsDir) columns.push(['gaps>20ms', 11], ['mostly waited', 15], ['longest ran ms', 16]);
    console.log(`${'query type'.padEnd(26)}${columns.map(([c, w]) => c.padStart(w)).join('')}`);
    for (const [name, r] of Object.entries(figures.rows)) {
      const cells = [r.firstPass.paths, r.firstPass.seconds.toFixed(2), r.p50, r.p99, r.rps, r.bad, ms(r.loop.p99), ms(r.loop.max), Math.round(r.ranMs), Math.round(r.waitedMs)];
      if (r.gaps) cells.push(r.gaps.count, r.gaps.mostlyWaited, ms(r.gaps.longestRan));
      console.log(`${name.padEnd(26)}${cells.map((c, i) => String(c).padStart(columns[i][1])).join('')}`);
    }
    if (figures.behind) {
      const { detail, browsing, loop, kept } = figures.behind;
      console.log(
        `Product detail behind 4 concurrent browses, products in turn: p50 ${detail.latency.p50} ms, p99 ${detail.latency.p99} ms ` +
          `(${detail.requests.total} details of ${figures.behind.distinct} products never asked before; browses alongside: ${Math.round(browsing.requests.average)}/s, p99 ${browsing.latency.p99} ms; loop p99 ${ms(loop.p99)} ms)`,
      );
      console.log(
        `Product detail behind 4 concurrent browses, one product (kept answer): p50 ${kept.detail.latency.p50} ms, p99 ${kept.detail.latency.p99} ms ` +
          `(browses alongside: ${Math.round(kept.browsing.requests.average)}/s; loop p99 ${ms(kept.loop.p99)} ms)`,
      );
    }
    if (figures.versus) {
      const v = figures.versus;
      console.log(
        v.missing
          ? `Product detail vs nginx: nginx not installed (apt-get install -y nginx-light), not compared`
          : `Product detail vs nginx static file of the same ${v.bytes} B JSON: shop ${Math.round(v.shop)} req/s, nginx ${Math.round(v.nginx)} req/s = ${v.ratio.toFixed(1)} %`,
      );
    }
    if (worst) console.log(`Event-loop delay p99, worst query type: ${ms(worst[1])} ms (${worst[0]})`);
    console.log(`First search after start (in-memory facet data loaded): ${warmLoad.toFixed(1)} s`);
    console.log(`Server memory (RSS) after the run: ${figures.memory} MB`);
    printTargets(figures);
  } finally {
    child.kill('SIGTERM');
    if (gapsDir) rmSync(gapsDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
