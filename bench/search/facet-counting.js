#!/usr/bin/env node
/**
 * The in-memory search alone (FacetMemory.search: totals, a page and every filter's counts), without HTTP or other
 * requests, on a bench database's catalogue loaded as a web process loads it:
 *   node bench/search/facet-counting.js [--products 1000000] [--dist DIR] [--rounds 200] [--word TP53]
 * The database is the search bench's (run bench/search/run.js --products N once first). The word (the catalogue's
 * most common gene unless --word names one) is matched whole; the filter sets are the search bench's. --dist compares another
 * build (a worktree's backend/dist) on the same data; run both in turn, as the machine's noise is larger than the
 * differences. Prints milliseconds per search.
 */
const { resolve } = require('node:path');
const { cliOption, root, sql } = require('../support');

const products = Number(cliOption('products', 1000000));
const dist = resolve(cliOption('dist', resolve(root, 'backend/dist')));
const rounds = Number(cliOption('rounds', 200));
const word = cliOption('word', null);
const server = process.env.BENCH_DATABASE_SERVER || 'postgres://postgres@127.0.0.1:5432';
const databaseUrl = `${server}/shop_bench_${products}`;

/** The search bench's filter sets (run.js FILTER_SETS), as the engine receives them. */
const FILTER_SETS = [
  { application: ['WB'], reactivity: ['Human'], host: ['Rabbit'] },
  { application: ['IHC-P', 'WB'], reactivity: ['Mouse'], clonality: ['Monoclonal'] },
  { reactivity: ['Human', 'Rat'], host: ['Mouse'], producttype: ['Primary Antibody'] },
];

async function main() {
  require(resolve(root, 'node_modules/reflect-metadata'));
  const { DataSource } = require('typeorm');
  const { RoaringBitmap32 } = require('roaring');
  const { LiveFacets } = require(resolve(dist, 'search/postgres/live-facets'));
  const dataSource = await new DataSource({ type: 'postgres', url: databaseUrl }).initialize();
  try {
    const started = Date.now();
    const live = new LiveFacets(dataSource);
    await live.reload();
    const memory = await live.current();
    console.log(`${memory.size} products loaded in ${((Date.now() - started) / 1000).toFixed(1)} s from ${databaseUrl} (${dist})`);
    const gene = word ?? (await sql(databaseUrl, `SELECT display FROM search_terms WHERE kind = 'gene' ORDER BY products DESC LIMIT 1`)).rows[0].display;
    const ids = (await sql(databaseUrl, `SELECT product_id FROM product_search WHERE document @@ to_tsquery('simple', '${gene.toLowerCase().replace(/[^a-z0-9]/g, '')}')`)).rows;
    const all = new RoaringBitmap32(ids.map((r) => r.product_id));
    const hits = { all, ranks: [{ rank: 1, ids: all }] };
    const time = (name, search) => {
      for (let i = 0; i < 20; i++) search();
      const t = process.hrtime.bigint();
      for (let i = 0; i < rounds; i++) search();
      console.log(`${name.padEnd(50)} ${(Number(process.hrtime.bigint() - t) / 1e6 / rounds).toFixed(3)} ms`);
    };
    for (const filters of FILTER_SETS) time(`filters only: ${Object.keys(filters).join(' + ')}`, () => memory.search(null, filters, 0, 20));
    for (const filters of FILTER_SETS) time(`${gene} (${all.size} hits) + ${Object.keys(filters).join(' + ')}`, () => memory.search(hits, filters, 0, 20));
    time(`${gene} (${all.size} hits), no filter`, () => memory.search(hits, {}, 0, 20));
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
