#!/usr/bin/env node
/**
 * The PostgreSQL index rebuilt on a bench database's catalogue, phase by phase:
 *   node bench/search/reindex.js [--products 1000000] [--dist DIR] [--live-only]
 * The database is the search bench's (run bench/search/run.js --products N once first). Two runs of the built reindex
 * command (`backend/dist/commands/reindex.command.js`, or --dist's, a worktree's build, to compare): "fresh" after
 * emptying product_search, search_terms and search_words (what a seed's index step does), then "live" over the full
 * index (what `npm run reindex` does on a running shop). Prints each run's wall seconds and where the fresh run's
 * time went: what PostgreSQL was running, sampled every second from pg_stat_activity. The machine's noise is larger
 * than small differences: run old and new builds in turn.
 */
const { spawn } = require('node:child_process');
const { resolve } = require('node:path');
const { Client } = require('pg');
const { cliOption, root, sql } = require('../support');

const products = Number(cliOption('products', 1000000));
const dist = resolve(cliOption('dist', resolve(root, 'backend/dist')));
const liveOnly = process.argv.includes('--live-only');
const server = process.env.BENCH_DATABASE_SERVER || 'postgres://postgres@127.0.0.1:5432';
const databaseUrl = `${server}/shop_bench_${products}`;

/** A sampled statement's phase, by what it writes. */
const PHASES = [
  [/INSERT INTO product_search_staging|SELECT p\.id, p\.host/, 'search rows derived (staging)'],
  [/INSERT INTO product_search \(.*FROM product_search_staging/s, 'ordered copy into product_search'],
  [/CREATE INDEX product_search_document_idx/, 'document index (GIN)'],
  [/CREATE (UNIQUE )?INDEX/, 'other indexes'],
  [/search_terms/, 'autocomplete terms'],
  [/search_words/, 'typo words'],
  [/VACUUM|ANALYZE/, 'vacuum and statistics'],
];

async function sampled(work) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const seconds = new Map();
  let sampling = true;
  const loop = (async () => {
    while (sampling) {
      const { rows } = await client.query(
        `SELECT query FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
      );
      // One sample a second per phase, whatever the number of connections in it.
      const phases = new Set(rows.map((r) => (PHASES.find(([pattern]) => pattern.test(r.query)) ?? [null, 'other'])[1]));
      for (const phase of phases) seconds.set(phase, (seconds.get(phase) ?? 0) + 1);
      await new Promise((next) => setTimeout(next, 1000));
    }
  })();
  try {
    return { result: await work(), seconds };
  } finally {
    sampling = false;
    await loop;
    await client.end();
  }
}

function reindex() {
  return new Promise((done, fail) => {
    const started = Date.now();
    const child = spawn(process.execPath, [resolve(dist, 'commands/reindex.command.js')], {
      env: { ...process.env, DATABASE_URL: databaseUrl, SEARCH_ENGINE: 'postgres' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)));
    child.on('error', fail);
    child.on('exit', (code) => {
      if (code !== 0) return fail(new Error(`reindex exited with ${code}:\n${errors}`));
      done({ wall: (Date.now() - started) / 1000 });
    });
  });
}

async function main() {
  const [{ n }] = (await sql(databaseUrl, `SELECT count(*)::int AS n FROM products`).catch(() => ({ rows: [{ n: 0 }] }))).rows;
  if (!n) throw new Error(`No catalogue in shop_bench_${products}: run node bench/search/run.js --products ${products} first.`);
  console.log(`Reindex benchmark: ${n} products in shop_bench_${products}, ${dist}`);
  if (!liveOnly) {
    await sql(databaseUrl, 'TRUNCATE product_search, search_terms, search_words');
    const fresh = await sampled(reindex);
    console.log(`fresh (empty index): ${fresh.result.wall.toFixed(1)} s wall`);
    for (const [phase, s] of [...fresh.seconds].sort((a, b) => b[1] - a[1])) console.log(`  ${phase.padEnd(36)} ${String(s).padStart(5)} s`);
  }
  const live = await reindex();
  console.log(`live (over the full index): ${live.wall.toFixed(1)} s wall`);
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
