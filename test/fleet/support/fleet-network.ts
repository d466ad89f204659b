import { ChildProcess, execFileSync, spawn, SpawnOptions } from 'node:child_process';

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'] });
const quietly = (...args: string[]) => {
  try {
    ip(...args);
  } catch {
    // already gone
  }
};

/**
 * Test hosts on this machine: a bridge on the host side (where the machine's own services are reached) and one
 * network namespace per host, each joined to the bridge by a veth pair. Everything is named after the bridge's
 * prefix, so a run cut short is cleaned up by the next one.
 */
export class TestNetwork<Host extends string> {
  constructor(
    readonly bridge: string,
    readonly hostIp: string,
    readonly hosts: Record<Host, { ns: string; ip: string }>,
  ) {}

  /** Also ends whatever still runs on the hosts: a run cut short leaves its processes there, unreachable. */
  destroy(): void {
    for (const host of Object.keys(this.hosts) as Host[]) {
      const { ns } = this.hosts[host];
      this.killAll(host);
      quietly('netns', 'del', ns);
      quietly('link', 'del', `${ns}-h`);
    }
    quietly('link', 'del', this.bridge);
  }

  create(): void {
    this.destroy();
    ip('link', 'add', this.bridge, 'type', 'bridge');
    ip('addr', 'add', `${this.hostIp}/24`, 'dev', this.bridge);
    ip('link', 'set', this.bridge, 'up');
    for (const { ns, ip: address } of Object.values<{ ns: string; ip: string }>(this.hosts)) {
      ip('netns', 'add', ns);
      ip('link', 'add', `${ns}-h`, 'type', 'veth', 'peer', 'name', `${ns}-n`);
      ip('link', 'set', `${ns}-n`, 'netns', ns);
      ip('link', 'set', `${ns}-h`, 'master', this.bridge, 'up');
      ip('netns', 'exec', ns, 'ip', 'addr', 'add', `${address}/24`, 'dev', `${ns}-n`);
      ip('netns', 'exec', ns, 'ip', 'link', 'set', `${ns}-n`, 'up');
      ip('netns', 'exec', ns, 'ip', 'link', 'set', 'lo', 'up');
    }
  }

  /** Runs a program on one of the hosts (`ip netns exec` execs it: the child's pid is the program's). */
  onHost(host: Host, command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
    return spawn('ip', ['netns', 'exec', this.hosts[host].ns, command, ...args], options);
  }

  /** Cuts a host off the network (its cable pulled: the bridge side of its veth down) or plugs it back in. */
  setLink(host: Host, state: 'up' | 'down'): void {
    ip('link', 'set', `${this.hosts[host].ns}-h`, state);
  }

  /** SIGKILL to every process running on a host, as a dead server takes all of them with it; none there (yet), nothing. */
  killAll(host: Host): void {
    let pids: string[];
    try {
      pids = execFileSync('ip', ['netns', 'pids', this.hosts[host].ns], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().split(/\s+/).filter(Boolean);
    } catch {
      return; // no such host
    }
    for (const pid of pids) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // gone already
      }
    }
  }
}

/**
 * The fleet's network (test:fleet): the host side at 10.231.0.1, where PostgreSQL and Redis are reached, and a
 * balancer, two API hosts and a worker host.
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

const fleet = new TestNetwork<HostName>(BRIDGE, HOST_IP, HOSTS);
export const destroyNetwork = (): void => fleet.destroy();
export const createNetwork = (): void => fleet.create();
export const onHost = (host: HostName, command: string, args: string[], options: SpawnOptions = {}): ChildProcess => fleet.onHost(host, command, args, options);
