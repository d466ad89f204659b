#!/usr/bin/env bash
# Second command of the README (and what .ci/run calls): installs what is missing and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-services.sh
if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Chromium from Debian for the browser tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
# The PDF tests (datasheets, feedback forms) read the text back with poppler's pdftotext, as a reader's copy would.
if ! command -v pdftotext >/dev/null; then
  echo "Installing poppler-utils from Debian for the PDF tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
fi
# The alert rules are unit-tested with promtool (Debian's prometheus), the balancer's configuration checked with
# haproxy -c. Only the programs are wanted: policy-rc.d 101 keeps their services from starting.
if ! command -v promtool >/dev/null || ! command -v haproxy >/dev/null; then
  echo "Installing prometheus (promtool) and haproxy from Debian for the alert-rule and balancer checks…"
  bash scripts/install-debian-tools.sh prometheus haproxy
fi
# The backup test (test/backup) runs npm run backup / restore, which take pgBackRest and rsync from Debian.
if ! command -v pgbackrest >/dev/null || ! command -v rsync >/dev/null; then
  echo "Installing pgbackrest and rsync from Debian for the backup test…"
  bash scripts/install-debian-tools.sh pgbackrest rsync
fi
bash scripts/install.sh
# Lint (a crossed boundary or a real problem), the type checks (jest compiles through swc, which strips types: a type
# error in a spec or in test/ would otherwise never be seen) and the build, side by side: any failure stops the run
# before a test starts. One after the other they took 90 s here, together 80 s: each already uses a second core for
# part of its time (Vite's esbuild, Node's own threads), so the gain is small.
bash scripts/side-by-side.sh 'npm run lint --silent' 'npm run typecheck --silent' 'bash scripts/build.sh'
# No --forceExit: every test closes what it opened, and jest exits by itself. Should one not, the watchdog in
# jest.config.js (test/support/exit-watchdog.js) fails the run 10 s later, naming the problem, instead of hanging CI.
if [ $# -gt 0 ]; then
  npx jest --ci "$@"
  exit
fi
# One jest run for every project, three files at a time. Each API test file has its own database and queue prefix;
# each worker runs its browser journeys against a shop of its own (database, queue prefix, upload folder:
# test/e2e/support/shop-server.ts); the README's commands run in their own copy, the backup test on a PostgreSQL
# cluster of its own. A journey spends much of its time waiting on a page (the network going quiet, a rendered
# answer), an API test almost none: in one run the API tests use the CPU the journeys leave, where two runs one after
# the other left it idle (two workers: 314 s + 410 s; one run, three workers: 665 s, the CPU 92 % busy). Three, not
# more: with three the two cores are already busy. test/support/long-first-sequencer.js starts the long files first.
status=0
npx jest --ci --selectProjects backend contract repository backup frontend first-command browser --maxWorkers=3 || status=$?
# The failover test (issue 47): the shop on a replicated PostgreSQL (etcd, Patroni, the database balancer) through a
# killed leader host, a cut-off leader and a planned switchover, about 5 minutes. Alone, after the rest: what it
# measures (time to the first order again) is the machine's own. It needs root for its test hosts (network namespaces).
if [ "$(id -u)" = 0 ]; then
  bash scripts/fleet-tools.sh
  npx jest --ci -c test/fleet/jest.config.js --runInBand test/fleet/failover.fleet.ts || status=$?
else
  echo "NOT RUN: the failover test needs root for its network namespaces (sudo npm run test:failover)."
fi
if [ -z "${ELASTICSEARCH_URL:-}" ]; then
  echo "Not run: the Elasticsearch engine's answers beside PostgreSQL's (search contract, one test skipped above)."
  echo "  ELASTICSEARCH_URL is not set here; on a machine with Elasticsearch 8 run: npm run test:elasticsearch"
fi
exit $status
