#!/usr/bin/env node
/**
 * node bench/load/cluster.js [--products 20000] [--users 5,10,20,40] [--duration 10] [--p99 5000]
 *
 * The mixed load of bench/load/run.js on this machine's single PostgreSQL server, then on the replicated cluster
 * of issue 47 (three etcd members, two PostgreSQL nodes under Patroni in synchronous mode, the database balancer),
 * in the same run, and the basket+order rows of both side by side. The cluster runs on test hosts (network
 * namespaces) as the failover test starts it, through test/fleet/cluster-load.fleet.ts: root only, Debian's
 * patroni, etcd and haproxy (scripts/fleet-tools.sh installs them). Build first: npm run build.
 */
const { spawnSync } = require('node:child_process');
const { join } = require('node:path');
const { cliOption: option } = require('../support');

const root = join(__dirname, '../..');
const result = spawnSync('npx', ['jest', '-c', 'test/fleet/jest.config.js', '--runInBand', 'test/fleet/cluster-load.fleet.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    CLUSTER_LOAD_PRODUCTS: option('products', '20000'),
    CLUSTER_LOAD_USERS: option('users', '5,10,20,40'),
    CLUSTER_LOAD_DURATION: option('duration', '10'),
    // bench/load stops at the first step whose p99 is over this: high, so both runs reach every step.
    CLUSTER_LOAD_P99: option('p99', '5000'),
  },
});
process.exit(result.status ?? 1);
