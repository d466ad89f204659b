/**
 * Preloaded (-r) into the shop when the search benchmark runs with --loop-gaps: every late turn of this process's
 * event loop (a 5 ms timer firing more than GAP_MS after the last one), with how much of the gap the loop thread
 * spent on a core and how much runnable but waiting for one (the kernel's /proc/thread-self/schedstat), appended as
 * JSON lines to $LOOP_GAPS_DIR/<pid>.jsonl. A gap mostly run is work on the loop (a long task, a collection); a gap
 * mostly waited is the machine's other work holding the cores. The loop-delay metric cannot tell the two apart.
 */
const { appendFileSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const GAP_MS = 20;
const TICK_MS = 5;
const file = join(process.env.LOOP_GAPS_DIR, `${process.pid}.jsonl`);
/** [ran, waited] in ns: the first two fields of schedstat. */
const schedule = () => readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ', 2).map(Number);

let last = performance.now();
let [ran, waited] = schedule();
const gaps = [];
setInterval(() => {
  const now = performance.now();
  const [ranNow, waitedNow] = schedule();
  const gap = now - last - TICK_MS;
  if (gap > GAP_MS) gaps.push({ at: Date.now(), gap, ran: (ranNow - ran) / 1e6, waited: (waitedNow - waited) / 1e6 });
  last = now;
  [ran, waited] = [ranNow, waitedNow];
}, TICK_MS).unref();
setInterval(() => {
  if (gaps.length) appendFileSync(file, gaps.splice(0).map((g) => JSON.stringify(g)).join('\n') + '\n');
}, 250).unref();
