#!/usr/bin/env bash
# npm run catalogue:import -- FILE [--images DIR|ZIP] [--dry-run] [--lang zh|en]
# npm run catalogue:export -- FILE.csv|FILE.xlsx
# File paths are taken relative to the directory npm was started from.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
. scripts/env.sh
bash scripts/ensure-services.sh >&2
command="backend/dist/commands/catalogue.command.js"
[ -f "$command" ] || npm run build -w backend --silent >&2
cd "${INIT_CWD:-$root}"
exec node "$root/$command" "$@"
