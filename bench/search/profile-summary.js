#!/usr/bin/env node
/**
 * What a CPU profile (node --cpu-prof, e.g. from run.js --cpu-prof DIR) spent its time on:
 *   node bench/search/profile-summary.js FILE.cpuprofile [--top 25]
 * Self time per function and per package (node_modules/<package>, the shop's own dist, node
 * internals), as shares of the profiled time, idle excluded.
 */
const { readFileSync } = require('node:fs');
const { cliOption } = require('../support');

const file = process.argv[2];
const top = Number(cliOption('top', 25));
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map(profile.nodes.map((n) => [n.id, 0]));
for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], self.get(profile.samples[i]) + (profile.timeDeltas[i] ?? 0));

const packageOf = (url) => {
  if (!url) return '(native / gc)';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.startsWith('node:')) return 'node internals';
  if (/\/dist[^/]*\//.test(url)) return 'shop: ' + url.replace(/.*\/dist[^/]*\//, '').split('/').slice(0, 2).join('/');
  return url;
};
const functions = new Map();
const packages = new Map();
let busy = 0;
for (const [id, time] of self) {
  const { callFrame } = byId.get(id);
  if (callFrame.functionName === '(idle)' || callFrame.functionName === '(program)') continue;
  busy += time;
  const name = `${callFrame.functionName || '(anonymous)'} ${packageOf(callFrame.url)}:${callFrame.lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + time);
  const pkg = callFrame.functionName === '(garbage collector)' ? '(garbage collector)' : packageOf(callFrame.url);
  packages.set(pkg, (packages.get(pkg) ?? 0) + time);
}
const show = (title, map) => {
  console.log(title);
  for (const [name, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((100 * time) / busy).toFixed(1).padStart(6)} %  ${(time / 1000).toFixed(0).padStart(7)} ms  ${name}`);
  }
};
console.log(`${file}: ${(busy / 1000).toFixed(0)} ms busy (idle and "(program)" excluded)`);
show('\nBy package:', packages);
show('\nBy function (self time):', functions);
