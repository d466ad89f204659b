/** What the benchmarks share: command-line options, SQL on the bench server, and the built shop as a child process. */
const { spawn } = require('node:child_process');
const { readFileSync } = require('node:fs');
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
 * Starts the built shop (backend/dist/main.js, or `dist`'s main.js) with the given environment and
 * resolves once /api/health answers 200. `nodeArgs` go before the script (e.g. --cpu-prof).
 */
async function startBuiltShop(env, port, dist = resolve(root, 'backend/dist'), nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, resolve(dist, 'main.js')], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', SPA_DIST: '', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not start');
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

/** A process's resident memory in MB, as the kernel counts it. */
function rssMb(pid) {
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);
}

module.exports = { root, cliOption, sql, startBuiltShop, eventLoopDelay, rssMb };
