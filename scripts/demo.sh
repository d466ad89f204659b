#!/usr/bin/env bash
# First command of the README: installs, builds, loads the demo catalogue and serves the shop on :3000.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh

bash scripts/ensure-services.sh
bash scripts/install.sh
bash scripts/build.sh

db_name="${DATABASE_URL##*/}"
if ! psql "${DATABASE_URL%/*}/postgres" -tAc "SELECT 1 FROM pg_database WHERE datname='${db_name}'" | grep -q 1; then
  psql "${DATABASE_URL%/*}/postgres" -qc "CREATE DATABASE \"${db_name}\""
fi
npm run seed -w backend --silent -- --products "${DEMO_PRODUCTS:-2000}" --seed "${DEMO_SEED:-1}"

export SPA_DIST="${SPA_DIST:-$PWD/frontend/dist}"
echo "The shop is starting on http://localhost:${PORT} (Ctrl+C stops it)"
exec node backend/dist/main.js
