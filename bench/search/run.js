#!/usr/bin/env node
/**
 * Search benchmark: node bench/search/run.js --products 100000 [--seed 1] [--duration 10] [--reuse]
 *
 * Seeds N products into a separate database (shop_bench_<N>) with the built seed command, starts the
 * built server against it, drives a fixed query mix through HTTP at concurrency 16 with autocannon
 * and prints p50/p99 latency and requests/second per query type, seeding/indexing time and server
 * memory. Build first: npm run build -w backend. Browse answers are not cached during the run
 * (SEARCH_BROWSE_CACHE_SECONDS=0), so "filters only" shows the real cost of a full facet scan.
 */
const { spawnSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const { resolve } = require('node:path');
const autocannon = require('autocannon');
const { Client } = require('pg');
const { root, cliOption: option, sql, startBuiltShop } = require('../support');

const args = process.argv.slice(2);
const products = Number(option('products', 100000));
const seed = Number(option('seed', 1));
const duration = Number(option('duration', 10));
const port = Number(option('port', 3950 + (process.pid % 40)));
const server = option('server', 'postgres://postgres@127.0.0.1:5432');
const database = `shop_bench_${products}`;
const databaseUrl = `${server}/${database}`;
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const onServer = (text) => sql(`${server}/postgres`, text);

function seedCatalogue() {
  const started = Date.now();
  const run = spawnSync(process.execPath, [resolve(root, 'backend/dist/seed/seed.command.js'), '--products', String(products), '--seed', String(seed)], {
    env: { ...process.env, DATABASE_URL: databaseUrl, SEARCH_ENGINE: 'postgres' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`seed failed:\n${run.stderr}`);
  const seconds = (label) => Number((new RegExp(`^${label}: ([\\d.]+) s$`, 'm').exec(run.stderr) || [])[1]);
  return { total: (Date.now() - started) / 1000, products: seconds('products'), index: seconds('search index') };
}

function startServer() {
  return startBuiltShop(
    {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: `bench${port}`,
      SEARCH_ENGINE: 'postgres',
      SEARCH_BROWSE_CACHE_SECONDS: '0',
    },
    port,
  );
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
}

const q = (params) => `/api/iteminfo/searchitem/?${new URLSearchParams(params)}`;

async function queryMix() {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const genes = (await client.query(`SELECT display FROM search_terms WHERE kind = 'gene' ORDER BY products DESC LIMIT 60`)).rows.map((r) => r.display);
  const catnos = (await client.query(`SELECT catalogue_number FROM products ORDER BY random() LIMIT 200`)).rows.map((r) => r.catalogue_number);
  const pids = (await client.query(`SELECT id FROM products ORDER BY random() LIMIT 200`)).rows.map((r) => r.id);
  await client.end();
  const long = genes.filter((g) => /^[A-Z]{5,}$/.test(g));
  const typo = (g) => `${g.slice(0, 2)}${g[2] === 'Q' ? 'X' : 'Q'}${g.slice(3)}`;
  const filterSets = [
    { application: "['WB']", reactivity: "['Human']", host: "['Rabbit']" },
    { application: "['IHC-P','WB']", reactivity: "['Mouse']", clonality: "['Monoclonal']" },
    { reactivity: "['Human','Rat']", host: "['Mouse']", producttype: "['Primary Antibody']" },
  ];
  return {
    'word only': genes.map((g) => q({ searchword: g, searchpageid: 1 })),
    'word + 3 filters': genes.flatMap((g) => filterSets.map((f) => q({ searchword: g, searchpageid: 1, ...f }))),
    'exact catalogue number': catnos.map((c) => q({ searchword: c, searchpageid: 1 })),
    'typo (one wrong letter)': long.map((g) => q({ searchword: typo(g), searchpageid: 1 })),
    'autocomplete': genes.map((g) => `/api/iteminfo/suggest/?q=${encodeURIComponent(g.slice(0, 3).toLowerCase())}`),
    'product detail': pids.map((p) => `/api/iteminfo/baseinfo/?pid=${p}`),
    // Last: its full scans outlive autocannon's 10 s timeout and would queue in front of the next type.
    'filters only': filterSets.flatMap((f) => [1, 2, 3].map((p) => q({ searchword: 'None', searchpageid: p, ...f }))),
  };
}

function drive(paths, seconds = duration) {
  let next = 0;
  return new Promise((resolvePromise, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: 16,
        duration: seconds,
        requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
      },
      (error, result) => (error ? reject(error) : resolvePromise(result)),
    );
  });
}

async function main() {
  const exists = (await onServer(`SELECT 1 FROM pg_database WHERE datname = '${database}'`)).rowCount > 0;
  if (exists && !args.includes('--reuse')) await onServer(`DROP DATABASE "${database}" WITH (FORCE)`);
  if (!exists || !args.includes('--reuse')) await onServer(`CREATE DATABASE "${database}"`);
  console.error(`Seeding ${products} products into ${database} ...`);
  const seeding = seedCatalogue();
  const child = await startServer();
  try {
    // The first search waits for the engine's in-memory facet data (seconds at 1M): not measured.
    const loadStarted = Date.now();
    await fetch(`http://127.0.0.1:${port}${q({ searchword: 'None', searchpageid: 1 })}`);
    const warmLoad = (Date.now() - loadStarted) / 1000;
    const mix = await queryMix();
    const rows = [];
    for (const [name, paths] of Object.entries(mix)) {
      await drive(paths, 2); // warm-up: plans cached, pages in memory; results discarded
      const result = await drive(paths);
      const bad = result.non2xx + result.errors;
      rows.push({ name, p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average), bad });
      console.error(`  ${name}: done`);
    }
    const memory = rssMb(child.pid);
    console.log(`\nSearch benchmark: ${products} products, PostgreSQL engine, concurrency 16, ${duration} s per query type`);
    console.log(`Seeding ${seeding.products.toFixed(1)} s + indexing ${seeding.index.toFixed(1)} s (seed command total ${seeding.total.toFixed(1)} s)`);
    console.log(`${'query type'.padEnd(26)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'req/s'.padStart(9)}${'non-2xx'.padStart(9)}`);
    for (const r of rows) {
      console.log(`${r.name.padEnd(26)}${String(r.p50).padStart(9)}${String(r.p99).padStart(9)}${String(r.rps).padStart(9)}${String(r.bad).padStart(9)}`);
    }
    console.log(`First search after start (in-memory facet data loaded): ${warmLoad.toFixed(1)} s`);
    console.log(`Server memory (RSS) after the run: ${memory} MB`);
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
