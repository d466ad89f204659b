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
bash scripts/install.sh
# Lint first: a crossed boundary or a real problem (ESLint error) fails the run before anything is built.
npm run lint --silent
bash scripts/build.sh
# --forceExit: a stray keep-alive socket of a finished test must never hold CI until its time limit.
npx jest --ci --forceExit "$@"
