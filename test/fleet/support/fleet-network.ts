import { ChildProcess, execFileSync, spawn, SpawnOptions } from 'node:child_process';

/**
 * The fleet's network on this machine: a bridge on the host side (10.231.0.1, where PostgreSQL and
 * Redis are reached) and one network namespace per host (balancer, two API hosts, a worker host),
 * each joined to the bridge by a veth pair. Everything is named `shopfl…`, so a run cut short is
 * cleaned up by the next one.
 */
export const BRIDGE = 'shopfl0';
export const HOST_IP = '10.231.0.1';
export const HOSTS = {
  balancer: { ns: 'shopfl-lb', ip: '10.231.0.10' },
  a: { ns: 'shopfl-a', ip: '10.231.0.11' },
  b: { ns: 'shopfl-b', ip: '10.231.0.12' },
  worker: { ns: 'shopfl-w', ip: '10.231.0.13' },
} as const;
export type HostName = keyof typeof HOSTS;

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'] });
const quietly = (...args: string[]) => {
  try {
    ip(...args);
  } catch {
    // already gone
  }
};

export function destroyNetwork(): void {
  for (const { ns } of Object.values(HOSTS)) {
    quietly('netns', 'del', ns);
    quietly('link', 'del', `${ns}-h`);
  }
  quietly('link', 'del', BRIDGE);
}

export function createNetwork(): void {
  destroyNetwork();
  ip('link', 'add', BRIDGE, 'type', 'bridge');
  ip('addr', 'add', `${HOST_IP}/24`, 'dev', BRIDGE);
  ip('link', 'set', BRIDGE, 'up');
  for (const { ns, ip: address } of Object.values(HOSTS)) {
    ip('netns', 'add', ns);
    ip('link', 'add', `${ns}-h`, 'type', 'veth', 'peer', 'name', `${ns}-n`);
    ip('link', 'set', `${ns}-n`, 'netns', ns);
    ip('link', 'set', `${ns}-h`, 'master', BRIDGE, 'up');
    ip('netns', 'exec', ns, 'ip', 'addr', 'add', `${address}/24`, 'dev', `${ns}-n`);
    ip('netns', 'exec', ns, 'ip', 'link', 'set', `${ns}-n`, 'up');
    ip('netns', 'exec', ns, 'ip', 'link', 'set', 'lo', 'up');
  }
}

/** Runs a program on one of the fleet's hosts (`ip netns exec` execs it: the child's pid is the program's). */
export function onHost(host: HostName, command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  return spawn('ip', ['netns', 'exec', HOSTS[host].ns, command, ...args], options);
}
