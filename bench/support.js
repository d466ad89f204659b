/** What the benchmarks share: command-line options, SQL on the bench server, and the built shop as a child process. */
const { spawn } = require('node:child_process');
const { readdirSync, readFileSync } = require('node:fs');
const { resolve } = require('node:path');
const { Client } = require('pg');

const root = resolve(__dirname, '..');

function cliOption(name, fallback, args = process.argv.slice(2)) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
}

async function sql(connectionString, text) {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * The upload folder of a bench database: every bench on the same database uses the same one, as every instance of
 * one shop must (the shop refuses to start on a folder that is not the one its database's other instances use).
 */
function benchUploadDir(database) {
  return `/tmp/${database}-uploads`;
}

/**
 * Starts the built shop (backend/dist/main.js, or `dist`'s main.js) with the given environment and
 * resolves once /api/health answers 200. `nodeArgs` go before the script (e.g. --cpu-prof).
 * A server that exits before answering rejects at once with its exit code (its own message is above, on stderr);
 * one that exits later, while the bench still runs, stops the bench at once: figures measured against a dead
 * server would be connection errors.
 */
async function startBuiltShop(env, port, dist = resolve(root, 'backend/dist'), nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, resolve(dist, 'main.js')], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', SPA_DIST: '', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = signal ?? `code ${code}`;
  });
  for (let i = 0; i < 120 && !exited; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  if (exited) throw new Error(`the server on port ${port} exited (${exited}) before answering: its message is above`);
  if (!(await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false))) {
    child.kill();
    throw new Error('server did not start');
  }
  child.once('exit', (code, signal) => {
    if (child.killed) return; // stopped by the bench itself
    console.error(`The server on port ${port} exited (${signal ?? `code ${code}`}) while the bench was running: stopping.`);
    process.exit(1);
  });
  return child;
}

/**
 * The server's event-loop delay since the previous read, in ms ({ p99, max }), from its Prometheus
 * metric `event_loop_delay_seconds` (GET /api/metrics with the server's METRICS_TOKEN).
 */
async function eventLoopDelay(base, metricsToken) {
  const text = await (await fetch(`${base}/api/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } })).text();
  const read = (quantile) => Number((new RegExp(`^event_loop_delay_seconds\\{quantile="${quantile}"\\} (\\S+)$`, 'm').exec(text) || [])[1]) * 1000;
  return { p99: read('0.99'), max: read('1') };
}

/** A process's children (the web processes of a production start's primary), from /proc. */
function childrenOf(pid) {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
  );
}

/** Resident memory in MB of a process and its children (every web process of the server), as the kernel counts it. */
function rssMb(pid) {
  const one = (p) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))[1]);
  return Math.round([pid, ...childrenOf(pid)].reduce((sum, p) => sum + one(p), 0) / 1024);
}

/**
 * How the event-loop threads of these processes spent the time since `since` (a value this returned before), from
 * the kernel's /proc/<pid>/schedstat (the process's main thread: nanoseconds on a core, nanoseconds runnable but
 * waiting for one). The event-loop delay the server measures is wall time: a loop thread that waits for a core while
 * the machine's other work runs (other web processes, PostgreSQL, the bench's own client) is delayed as surely as one
 * that computes, and only this tells the two apart. Returns per process and second: { ranMs, waitedMs, totals }.
 */
function loopThreadSchedule(pids, since) {
  const totals = { at: process.hrtime.bigint(), run: 0, wait: 0 };
  for (const pid of pids) {
    try {
      const [run, wait] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').trim().split(/\s+/).map(Number);
      totals.run += run;
      totals.wait += wait;
    } catch {} // a process that ended
  }
  if (!since) return { totals };
  const seconds = Number(totals.at - since.totals.at) / 1e9;
  const per = (ns) => ns / 1e6 / seconds / Math.max(pids.length, 1);
  return { ranMs: per(totals.run - since.totals.run), waitedMs: per(totals.wait - since.totals.wait), totals };
}

module.exports = { root, cliOption, sql, startBuiltShop, benchUploadDir, eventLoopDelay, rssMb, childrenOf, loopThreadSchedule };
