#!/usr/bin/env node
/**
 * A sheet's rows read as the import reads them, on one thread and nothing else: the demo generator writes N rows as
 * sheet cells (the demo seed's source) and parseRows reads them back (every check of a row's own cells), timed apart:
 *   node bench/catalogue/row-parsing.js [--rows 20000] [--rounds 3] [--dist DIR]
 * On a 2-core machine the import parses on its own thread (parsed-sheet-rows.ts), so this is part of every import's
 * critical path; the demo seed parses in a worker thread, the busiest thread of a million-product seed. The
 * vocabularies are read from the search bench's database (bench/search/run.js --products 1000000 first, or
 * --database NAME). --dist compares another build (a worktree's backend/dist); run both in turn. Prints
 * milliseconds per 1,000 rows.
 */
const { resolve } = require('node:path');
const { cliOption, root } = require('../support');

const rows = Number(cliOption('rows', 20000));
const rounds = Number(cliOption('rounds', 3));
const dist = resolve(cliOption('dist', resolve(root, 'backend/dist')));
const server = process.env.BENCH_DATABASE_SERVER || 'postgres://postgres@127.0.0.1:5432';
const databaseUrl = `${server}/${cliOption('database', 'shop_bench_1000000')}`;
/** Beyond the products with pictures of their own: rows as most of a big catalogue's are. */
const FIRST_PID = 200_001;

async function main() {
  const { Client } = require('pg');
  const { demoRows, DEMO_HEADER } = require(resolve(dist, 'seed/demo-rows'));
  const { parseRows } = require(resolve(dist, 'modules/items/catalogue-changes/parsed-rows'));
  const { readLists } = require(resolve(dist, 'modules/items/vocabularies/vocabulary-rows.sql'));
  const { VocabularyLookup } = require(resolve(dist, '../../contract/dist/index.js'));
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const lists = await readLists(async (text, parameters) => (await client.query(text, parameters)).rows).finally(() => client.end());
  const values = { lookup: new VocabularyLookup(lists) };
  console.log(`${rows} rows from pid ${FIRST_PID}, ${dist}`);
  for (let round = 1; round <= rounds; round++) {
    let generating = 0;
    let parsing = 0;
    for (let from = FIRST_PID; from < FIRST_PID + rows; from += 1000) {
      const started = performance.now();
      const made = demoRows(from, from + 999, 1_000_000, 1);
      const generated = performance.now();
      parseRows(DEMO_HEADER, made.rows, values);
      generating += generated - started;
      parsing += performance.now() - generated;
    }
    const per1000 = (ms) => ((ms / rows) * 1000).toFixed(0);
    console.log(`round ${round}: generate ${per1000(generating)} ms, parse ${per1000(parsing)} ms per 1,000 rows`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
