#!/usr/bin/env node
/**
 * Server-side rendering benchmark (issue 13):
 *   node bench/ssr/run.js [--products 2000] [--duration 10] [--reuse]
 *
 * Seeds a catalogue into its own database (shop_bench_ssr_<N>; --reuse keeps one seeded before),
 * starts the built shop (backend/dist + frontend/dist with frontend/dist-server) and measures with
 * autocannon at concurrency 16: a kept (cached) product page, product pages never asked before
 * (each request another product or language, so every one is rendered), then the server's
 * event-loop delay during each (its Prometheus metric), and the initial JavaScript of a product page
 * gzipped (bench/ssr/initial-js.js). Build first: bash scripts/build.sh.
 */
const { spawnSync } = require('node:child_process');
const { resolve } = require('node:path');
const autocannon = require('autocannon');
const { root, cliOption: option, sql, startBuiltShop, eventLoopDelay } = require('../support');
const { initialJavaScript } = require('./initial-js');

const args = process.argv.slice(2);
const products = Number(option('products', 2000));
const duration = Number(option('duration', 10));
const port = Number(option('port', 3990 + (process.pid % 9)));
const server = option('server', 'postgres://postgres@127.0.0.1:5432');
const database = `shop_bench_ssr_${products}`;
const databaseUrl = `${server}/${database}`;
const metricsToken = `bench-${process.pid}-metrics-token`;
const base = `http://127.0.0.1:${port}`;
const CONCURRENCY = 16;

async function prepareDatabase() {
  const exists = (await sql(`${server}/postgres`, `SELECT 1 FROM pg_database WHERE datname = '${database}'`)).rowCount > 0;
  if (exists && args.includes('--reuse')) return;
  await sql(`${server}/postgres`, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await sql(`${server}/postgres`, `CREATE DATABASE ${database}`);
  const seeded = spawnSync(process.execPath, [resolve(root, 'backend/dist/commands/seed.command.js'), '--products', String(products), '--seed', '1'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, SEARCH_ENGINE: 'postgres' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error('seed failed');
}

/** The server's event-loop delay since the previous read, in ms. */
const loopDelay = () => eventLoopDelay(base, metricsToken);

async function load(title, requests) {
  await loopDelay();
  const result = await autocannon({ url: base, connections: CONCURRENCY, duration, requests });
  const delay = await loopDelay();
  const html = result['2xx'];
  console.log(
    `${title.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
      `non-2xx ${result.non2xx}  errors ${result.errors}  event-loop delay p99 ${delay.p99.toFixed(1)} ms, max ${delay.max.toFixed(1)} ms  (${html} pages)`,
  );
  return { rps: result.requests.average, delay };
}

async function main() {
  await prepareDatabase();
  const shop = await startBuiltShop(
    { DATABASE_URL: databaseUrl, REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379', QUEUE_PREFIX: `benchssr${port}`, SEARCH_ENGINE: 'postgres', METRICS_TOKEN: metricsToken, SPA_DIST: resolve(root, 'frontend/dist'), PUBLIC_URL: base },
    port,
  );
  try {
    const first = await fetch(`${base}/production/1`);
    const html = await first.text();
    if (!html.includes('application/ld+json')) throw new Error('the product page was not server-rendered (is frontend/dist-server built?)');
    console.log(`server-rendered product page: ${(html.length / 1024).toFixed(1)} kB HTML`);

    const cached = await load('product page, kept (cached)', [{ method: 'GET', path: '/production/1' }]);
    let next = 0;
    // Every request another product or language: rendered each time (kept pages are never asked again).
    const fresh = await load('product pages, rendered (uncached)', [
      { method: 'GET', setupRequest: (req) => ({ ...req, path: `/production/${(next % products) + 1}${Math.floor(next++ / products) % 2 ? '?lang=en' : ''}` }) },
    ]);
    let word = 0;
    await load('/hot searches, rendered (uncached)', [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/hot?searchdata=p${word++}` }) }]);

    const js = await initialJavaScript(`${base}/production/1`);
    console.log(`initial JavaScript of a product page: ${js.gzipKb.toFixed(1)} kB gzipped in ${js.files.length} files (target ≤ 120 kB)`);
    console.log(`targets: cached ≥ 1,000 req/s ${cached.rps >= 1000 ? 'met' : 'MISSED'}; event-loop delay ≤ 20 ms while rendering ${fresh.delay.max <= 20 ? 'met' : `MISSED (max ${fresh.delay.max.toFixed(1)} ms)`}; initial JS ≤ 120 kB ${js.gzipKb <= 120 ? 'met' : 'MISSED'}`);
  } finally {
    shop.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
