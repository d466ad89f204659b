/**
 * HAProxy on loopback for the load bench, with the compose balancer's own configuration
 * (infra/haproxy/haproxy.cfg: readiness checks, idempotent-only retries) and the given local
 * instances as its servers. Debian's haproxy (apt-get install haproxy).
 */
const { spawn, spawnSync } = require('node:child_process');
const { mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');
const { root } = require('../support');

async function startBalancer(port, serverPorts) {
  if (spawnSync('haproxy', ['-v']).error) throw new Error('haproxy is missing: apt-get install haproxy');
  const dir = mkdtempSync(join(tmpdir(), 'bench-haproxy-'));
  const servers = serverPorts.map((p, i) => `server s${i} 127.0.0.1:${p}`).join('\n  ');
  const config = readFileSync(resolve(root, 'infra/haproxy/haproxy.cfg'), 'utf8')
    .replace(/^\s*server-template app .*$/m, `  ${servers}`)
    .replace(/^resolvers compose\n(?:[ \t]+.*\n)+/m, '')
    .replace(/^\s*bind :8080$/m, `  bind 127.0.0.1:${port}`)
    // One line per request on stdout would cost the balancer more than the routing itself.
    .replace(/^\s*log global$/m, '  no log');
  writeFileSync(join(dir, 'haproxy.cfg'), config);
  const child = spawn('haproxy', ['-db', '-f', join(dir, 'haproxy.cfg')], { stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  // Every server must have passed its checks (rise 2 at 1 s) before measuring.
  await new Promise((r) => setTimeout(r, 3000));
  return {
    stop() {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

module.exports = { startBalancer };
