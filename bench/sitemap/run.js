#!/usr/bin/env node
/**
 * Sitemap benchmark: node bench/sitemap/run.js [--products 1000000] [--dist backend/dist] [--rounds 1]
 *
 * Reads every sitemap of a seeded bench database (shop_bench_<N>, made by bench/search/run.js) the way
 * a crawler does: /sitemap.xml, then each sitemap it lists, one after the other. Prints the time and
 * size of each kind, the URLs found against twice the products (zh and en), the largest file's URL
 * count against the protocol's 50,000, the server's event-loop delay while streaming (p99, max, from
 * its Prometheus metric) and its memory before and after; --rounds N crawls N times and prints the
 * memory after each round (a leak grows it every round; garbage the collector has not returned yet
 * does not). Build first: npm run build -w backend.
 */
const { readFileSync } = require('node:fs');
const { resolve } = require('node:path');
const { root, cliOption, sql, startBuiltShop, eventLoopDelay, rssMb } = require('../support');

const products = Number(cliOption('products', 1000000));
const dist = resolve(root, cliOption('dist', 'backend/dist'));
const port = Number(cliOption('port', 3850 + (process.pid % 40)));
const rounds = Number(cliOption('rounds', 1));
const database = `postgres://postgres@127.0.0.1:5432/shop_bench_${products}`;
const metricsToken = `bench-${process.pid}-metrics-token`;
const base = `http://127.0.0.1:${port}`;

const loopDelay = () => eventLoopDelay(base, metricsToken);

/** Reads a whole answer as a crawler would, counting its <loc> entries without keeping the text. */
async function crawl(path) {
  const started = performance.now();
  const res = await fetch(`${base}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  let bytes = 0;
  let locs = 0;
  let tail = '';
  const decoder = new TextDecoder();
  for await (const chunk of res.body) {
    bytes += chunk.length;
    const text = tail + decoder.decode(chunk, { stream: true });
    locs += text.split('<loc>').length - 1;
    tail = text.slice(-5); // a <loc> cut between two chunks is counted once, in the next
    locs -= tail.split('<loc>').length - 1;
  }
  locs += tail.split('<loc>').length - 1;
  return { ms: performance.now() - started, bytes, locs };
}

async function main() {
  const count = Number((await sql(database, 'SELECT count(*) AS n FROM products')).rows[0].n);
  const child = await startBuiltShop(
    { DATABASE_URL: database, REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379', QUEUE_PREFIX: `benchsitemap${port}`, METRICS_TOKEN: metricsToken },
    port,
    dist,
  );
  try {
    // The shop loads its in-memory search data at start (seconds at 1M): wait for it, so the delay
    // below is the sitemaps' own.
    await fetch(`${base}/api/iteminfo/searchitem/?searchword=None&searchpageid=1`);
    await fetch(`${base}/api/iteminfo/suggest/?q=abc`);
    await loopDelay();
    const rssBefore = rssMb(child.pid);
    const index = await (await fetch(`${base}/sitemap.xml`)).text();
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const started = performance.now();
    const indexTime = await crawl('/sitemap.xml');
    let urls = 0;
    let bytes = 0;
    let largest = 0;
    let slowest = 0;
    for (const part of parts) {
      const read = await crawl(part);
      if (part.includes('/products-')) urls += read.locs;
      bytes += read.bytes;
      largest = Math.max(largest, read.locs);
      slowest = Math.max(slowest, read.ms);
    }
    const total = (performance.now() - started) / 1000;
    const loop = await loopDelay();
    const rss = rssMb(child.pid);
    const rssRounds = [rss];
    for (let round = 2; round <= rounds; round += 1) {
      for (const part of parts) await crawl(part);
      rssRounds.push(rssMb(child.pid));
    }
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    console.log(`\nSitemap benchmark: ${count} products (shop_bench_${products}), load average ${load}`);
    console.log(`sitemap index: ${indexTime.ms.toFixed(0)} ms, ${parts.length} sitemaps listed`);
    console.log(`all sitemaps read one after the other: ${total.toFixed(1)} s, ${(bytes / 1e6).toFixed(1)} MB; slowest file ${slowest.toFixed(0)} ms`);
    console.log(`product URLs: ${urls} (products × 2 languages = ${count * 2}) ${urls === count * 2 ? 'every product in both languages' : 'MISSING URLS'}`);
    console.log(`largest sitemap: ${largest} URLs (protocol limit 50,000) ${largest <= 50000 ? 'ok' : 'OVER'}`);
    console.log(`event-loop delay while streaming: p99 ${loop.p99.toFixed(1)} ms, max ${loop.max.toFixed(1)} ms`);
    console.log(`server RSS: ${rssBefore} MB before the crawl, after each round: ${rssRounds.join(', ')} MB`);
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
