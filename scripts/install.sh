#!/usr/bin/env bash
# Installs npm dependencies exactly as locked, skipping the work when the lock file has not changed.
set -euo pipefail
cd "$(dirname "$0")/.."

stamp=node_modules/.installed-lock.sha
want=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  npm ci --no-audit --no-fund --loglevel=error
  echo "$want" > "$stamp"
fi
