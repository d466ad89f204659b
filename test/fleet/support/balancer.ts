import { readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { ROOT } from '../../support/built-shop';
import { HOSTS } from './fleet-network';

/**
 * The compose balancer's own configuration (infra/haproxy/haproxy.cfg: health checks on
 * /api/health/ready, retries for idempotent requests only), with the two API hosts as fixed servers
 * instead of the compose name, and a stats socket the test reads the servers' state from.
 */
export function fleetBalancerConfig(dir: string, apis: { a: string; b: string } = { a: HOSTS.a.ip, b: HOSTS.b.ip }): { file: string; socket: string } {
  const socket = join(dir, 'haproxy.sock');
  const compose = readFileSync(join(ROOT, 'infra/haproxy/haproxy.cfg'), 'utf8');
  const servers = `server a ${apis.a}:3000\n  server b ${apis.b}:3000`;
  const config = compose
    .replace(/^\s*server-template app .*$/gm, `  ${servers}`)
    .replace(/^resolvers compose\n(?:[ \t]+.*\n)+/m, '')
    .replace(/^global\n/m, `global\n  stats socket ${socket} mode 600 level admin\n`);
  if (!config.includes(`server a ${apis.a}:3000`) || config.includes('server-template')) throw new Error('haproxy.cfg changed shape: update fleetBalancerConfig');
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  return { file, socket };
}

/** Each server's state as HAProxy sees it: `UP`, `DOWN`, `UP 1/2`… */
export function serverStates(socket: string): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const client = connect(socket, () => client.end('show stat\n'));
    client.on('data', (chunk) => chunks.push(chunk));
    client.on('error', reject);
    client.on('end', () => {
      const lines = Buffer.concat(chunks).toString().trim().split('\n');
      const header = lines[0].replace(/^# /, '').split(',');
      const [proxy, server, status] = ['pxname', 'svname', 'status'].map((name) => header.indexOf(name));
      const states: Record<string, string> = {};
      for (const line of lines.slice(1)) {
        const cells = line.split(',');
        if (cells[proxy] === 'shop' && !['FRONTEND', 'BACKEND'].includes(cells[server])) states[cells[server]] = cells[status];
      }
      resolve(states);
    });
  });
}
