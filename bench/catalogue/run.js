#!/usr/bin/env node
/**
 * Catalogue import benchmark: node bench/catalogue/run.js [--sizes 100000,1000000] [--columns lean|full] [--seed 1] [--jit off]
 *   [--related 0.3] [--keep-sheets]
 *
 * For each size: a fresh database (bench_catalogue_<pid>_<size>, dropped afterwards, also on failure),
 * a generated CSV sheet streamed to /tmp, then the real command `bash scripts/catalogue.sh import FILE
 * --images DIR` three times: first import (all created, search index rebuilt), re-import of the same
 * file (all unchanged) and a --dry-run of it. Prints wall times (to "Imported", to "Search index is up
 * to date", end to end), rows/second and the import process's peak RSS (the largest VmHWM among the command's
 * processes: scripts/catalogue.sh execs node, which starts itself again with the load's heap), and checks issue 11's targets:
 * 1,000,000 rows in under 3 minutes end to end, peak RSS under 1 GB. Build first: npm run build -w backend.
 * `--jit off` sets jit = off on the bench database (the server's setting otherwise): PostgreSQL's JIT
 * compiles the import's per-batch product read for longer than the read takes. `--related` is the share
 * of rows naming related products, `--validation` the share of antibody rows with a validation cell
 * (the research evidence of issue 15), `--references` the size of the references sheet as a share of
 * the products (0.3: 300,000 references beside a million products), imported after the first import
 * and again (unchanged) after the re-import. BENCH_VERBOSE=1 echoes the command's output with timestamps.
 */
const { spawn } = require('node:child_process');
const { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } = require('node:fs');
const { cpus, loadavg } = require('node:os');
const { join, resolve } = require('node:path');
const { root, cliOption: option, sql } = require('../support');

const sizes = option('sizes', option('products', '100000,1000000')).split(',').map(Number);
const columns = option('columns', 'lean');
const seed = Number(option('seed', 1));
const jit = option('jit', null);
const related = Number(option('related', 0.3));
const validation = Number(option('validation', 0.8));
const referenceShare = Number(option('references', 0.3));
const server = option('server', 'postgres://postgres@127.0.0.1:5432');
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const queuePrefix = `benchcat${process.pid}`;
const work = `/tmp/bench-catalogue-${process.pid}`;
const TARGET = { rows: 1_000_000, seconds: 180, rssMb: 1024 };
const PICTURES_EVERY = 20_000;

const onServer = (text) => sql(`${server}/postgres`, text);
const databases = new Set();
let running = null;

/** A handful of small product pictures for the images folder (a few rows of the sheet name them). */
async function writePictures(dir) {
  const sharp = require('sharp');
  mkdirSync(dir, { recursive: true });
  const names = [];
  for (let i = 0; i < 5; i++) {
    const name = `blot-${i + 1}.png`;
    await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40 * i, g: 120, b: 200 - 30 * i } } })
      .png()
      .toFile(join(dir, name));
    names.push(name);
  }
  return names;
}

/** The processes started under `pid`, at any depth (the command starts itself again with the load's heap). */
function descendants(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(Number(entry));
    } catch {}
  }
  const found = [];
  for (let queue = [pid]; queue.length > 0; ) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** Runs the real command once; timestamps the lines it prints and polls its peak memory (the largest of its processes'). */
function runCommand(args, env) {
  return new Promise((resolvePromise, reject) => {
    const started = process.hrtime.bigint();
    const since = () => Number(process.hrtime.bigint() - started) / 1e9;
    const child = spawn('bash', [resolve(root, 'scripts/catalogue.sh'), 'import', ...args], {
      cwd: root,
      env: { ...process.env, INIT_CWD: root, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running = child;
    const marks = {};
    const output = [];
    let peakKb = 0;
    const poll = setInterval(() => {
      for (const pid of [child.pid, ...descendants(child.pid)]) {
        try {
          const hwm = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
          if (hwm) peakKb = Math.max(peakKb, Number(hwm[1]));
        } catch {}
      }
    }, 100);
    const watch = (stream) => {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) {
          const at = since();
          output.push(line);
          if (process.env.BENCH_VERBOSE) console.error(`  [${at.toFixed(1)} s] ${line}`);
          // The import checks and writes in one pass; its bar reaches 100% when the last row is read.
          if (/^(import|dry run) \[.*\] 100% /.test(line)) marks.written = at;
          if (/^(Imported |Dry run, nothing written)/.test(line)) Object.assign(marks, { imported: at, importedLine: line });
          if (/^Search index is up to date/.test(line)) Object.assign(marks, { indexed: at, indexedLine: line });
        }
      });
    };
    watch(child.stdout);
    watch(child.stderr);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(poll);
      running = null;
      const measured = {
        written: marks.written ?? null, imported: marks.imported ?? null, indexed: marks.indexed ?? null,
        total: since(), peakMb: Math.round(peakKb / 1024),
      };
      // A references sheet reports the same counts (products whose references changed as updated).
      const counts = /(\d+) rows: (\d+) created, (\d+) updated, (\d+) unchanged, (\d+) discontinued/.exec(marks.importedLine ?? '');
      if (code !== 0 || !counts) {
        const last = output.filter((line) => line && !/^(import|dry run) /.test(line)).pop() ?? '';
        return resolvePromise({ ...measured, failed: `exit ${code}: ${last}` });
      }
      const [, rows, created, updated, unchanged, discontinued] = counts.map(Number);
      resolvePromise({ ...measured, rows, created, updated, unchanged, discontinued });
    });
  });
}

async function dropDatabase(database) {
  await onServer(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  databases.delete(database);
}

async function forgetQueues() {
  const Redis = require('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${queuePrefix}:*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

async function benchSize(products, pictures) {
  const database = `bench_catalogue_${process.pid}_${products}`;
  const sheet = join(work, `catalogue-${products}-${columns}.csv`);
  const uploads = join(work, `uploads-${products}`);
  console.error(`\n${products} rows: writing ${sheet} ...`);
  // Loaded here, not at the top: it reads the vocabularies from backend/dist, checked for in main().
  const { writeSheet, writeReferenceSheet } = require('./sheet');
  const generated = Date.now();
  const { bytes, columns: columnCount } = await writeSheet(sheet, { products, seed, columns, related, validation, pictures: pictures.names, picturesEvery: PICTURES_EVERY });
  console.error(`  ${(bytes / 1024 / 1024).toFixed(1)} MB, ${columnCount} columns, ${Math.round(bytes / products)} bytes a row, written in ${((Date.now() - generated) / 1000).toFixed(1)} s`);
  const referenceSheet = join(work, `references-${products}.csv`);
  const references = Math.round(products * referenceShare);
  const referenceFile = references > 0 ? await writeReferenceSheet(referenceSheet, { products, references, seed }) : null;
  if (referenceFile) console.error(`  references: ${referenceFile.rows} rows, ${(referenceFile.bytes / 1024 / 1024).toFixed(1)} MB`);
  await onServer(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await onServer(`CREATE DATABASE "${database}"`);
  databases.add(database);
  if (jit) await onServer(`ALTER DATABASE "${database}" SET jit = ${jit === 'off' ? 'off' : 'on'}`);
  const env = { DATABASE_URL: `${server}/${database}`, REDIS_URL: redisUrl, QUEUE_PREFIX: queuePrefix, UPLOAD_DIR: uploads };
  const args = [sheet, '--images', pictures.dir];
  try {
    const runs = [];
    const plan = [
      ['first import', args],
      ...(referenceFile ? [['references', [referenceSheet]]] : []),
      ['re-import', args],
      ...(referenceFile ? [['refs again', [referenceSheet]]] : []),
      ['dry run', [...args, '--dry-run']],
    ];
    for (const [name, runArgs] of plan) {
      console.error(`  ${name} ...`);
      runs.push({ name, ...(await runCommand(runArgs, env)) });
      const last = runs[runs.length - 1];
      console.error(`  ${name}: ${last.total.toFixed(1)} s, peak RSS ${last.peakMb} MB${last.failed ? `, FAILED ${last.failed}` : ''}`);
      // The later runs need the first import's catalogue.
      if (last.failed) break;
    }
    return { products, bytes, runs };
  } finally {
    await dropDatabase(database);
    rmSync(uploads, { recursive: true, force: true });
    if (!process.argv.includes('--keep-sheets')) {
      rmSync(sheet, { force: true });
      rmSync(referenceSheet, { force: true });
    }
  }
}

const s = (value) => (value === null || value === undefined ? '—' : value.toFixed(1));
const cols = [
  ['rows', 9], ['run', 14], ['rows read s', 13], ['imported s', 12], ['index s', 9], ['end-to-end s', 14], ['rows/s', 9], ['peak RSS MB', 13],
  ['created/updated/unchanged', 0],
];

function printResults(results, load) {
  console.log(`\nCatalogue import benchmark: scripts/catalogue.sh import (the real command), ${columns} columns, ${Math.round(related * 100)} % of rows with related products,`);
  console.log(`${Math.round(validation * 100)} % of antibody rows with a validation cell, a references sheet of ${Math.round(referenceShare * 100)} % of the products' count, seed ${seed}`);
  console.log(`PostgreSQL jit: ${jit ?? 'server setting'}; ${cpus().length} CPUs, load average ${load.start} at start, ${loadavg()[0].toFixed(1)} at end`);
  console.log('Wall seconds from starting the command until: "rows read" its progress bar\'s 100% line (start-up, migrations,');
  console.log('every row checked and written), "imported" the "Imported" line after the commit (dry run: its result line),');
  console.log('"index" the search-index job it waits for (seconds after "imported"), "end-to-end" the exit. rows/s = rows / end-to-end.');
  for (const r of results) console.log(`Sheet ${r.products} rows: ${(r.bytes / 1024 / 1024).toFixed(1)} MB (${Math.round(r.bytes / r.products)} bytes a row)`);
  console.log(cols.map(([title, width], i) => (i < 2 ? title.padEnd(width) : i === cols.length - 1 ? `  ${title}` : title.padStart(width))).join(''));
  for (const r of results) {
    for (const run of r.runs) {
      const cells = [
        String(r.products), run.name, s(run.written), s(run.imported), run.indexed === null ? '—' : s(run.indexed - run.imported),
        s(run.total), run.failed ? '—' : String(Math.round(run.rows / run.total)), String(run.peakMb),
        run.failed ? `FAILED (${run.failed})` : `${run.created}/${run.updated}/${run.unchanged}`,
      ];
      const last = cells.length - 1;
      console.log(cells.map((c, i) => (i < 2 ? c.padEnd(cols[i][1]) : i === last ? `  ${c}` : c.padStart(cols[i][1]))).join(''));
    }
  }
  console.log(`\nTargets (issues 11, 24): ${TARGET.rows} rows: first import < 180 s, re-import < 120 s, dry run < 120 s; 100,000 rows: first import < 20 s; peak RSS < ${TARGET.rssMb} MB`);
  for (const r of results) {
    for (const run of r.runs) {
      const fast = !run.failed && run.total < targetSeconds(run.name, r.products);
      const time = Number.isFinite(targetSeconds(run.name, r.products)) ? `${s(run.total)} s ${fast ? 'PASS' : run.failed ? 'MISS (failed)' : 'MISS'}` : 'time n/a';
      const memory = `${run.peakMb} MB ${run.peakMb < TARGET.rssMb ? 'PASS' : 'MISS'}`;
      console.log(`  ${String(r.products).padStart(8)} rows, ${run.name.padEnd(12)}  ${time.padEnd(16)}  ${memory}`);
    }
  }
}

/** Issue 24's time targets by run and sheet size; Infinity where none is set. */
function targetSeconds(run, products) {
  if (products === 100_000 && run === 'first import') return 20;
  if (products !== TARGET.rows) return Infinity;
  return { 'first import': 180, 're-import': 120, 'dry run': 120 }[run] ?? Infinity;
}

async function main() {
  if (!existsSync(resolve(root, 'backend/dist/commands/catalogue.command.js'))) {
    throw new Error('backend/dist is missing: build first (npm run build -w backend)');
  }
  if (!['lean', 'full'].includes(columns)) throw new Error('--columns is lean or full');
  mkdirSync(work, { recursive: true });
  const dir = join(work, 'images');
  const pictures = { dir, names: await writePictures(dir) };
  const results = [];
  const load = { start: loadavg()[0].toFixed(1) };
  try {
    for (const products of sizes) results.push(await benchSize(products, pictures));
  } finally {
    for (const database of databases) await dropDatabase(database).catch(() => undefined);
    await forgetQueues().catch((error) => console.error(`could not remove the ${queuePrefix}:* keys: ${error.message}`));
    if (!process.argv.includes('--keep-sheets')) rmSync(work, { recursive: true, force: true });
  }
  printResults(results, load);
  if (results.some((r) => r.runs.some((run) => run.failed))) process.exitCode = 1;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    running?.kill('SIGTERM');
    Promise.all([...databases].map((d) => dropDatabase(d).catch(() => undefined)))
      .then(() => forgetQueues().catch(() => undefined))
      .finally(() => {
        rmSync(work, { recursive: true, force: true });
        process.exit(130);
      });
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
