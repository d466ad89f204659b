#!/usr/bin/env bash
# Lighthouse scores of the home page, /hot?searchdata=GAPDH and a product page, in zh and en, mobile and
# desktop, as a table against the issue 13 targets (mobile performance >= 90 with LCP < 2.5 s, desktop
# performance 100, accessibility 100, SEO 100) followed by the failing accessibility and SEO audits.
#
#   bash bench/lighthouse/run.sh                 # builds nothing; starts the built shop on a throwaway
#                                                # database seeded with 400 products, measures, cleans up
#   SHOP_URL=http://127.0.0.1:3000 bash bench/lighthouse/run.sh   # measure a shop that is already running
#
# FORM_FACTORS=mobile|desktop|"mobile desktop" (default both), LANGUAGES=zh|en|"zh en" (default both),
# PAGES="home hot product" (default all three), THROTTLING=devtools (a throttled load measured as it
# happens, instead of the default simulation from an unthrottled one).
# Reports land in bench/lighthouse/reports/<page>-<lang>-<form factor>.json.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
OUT=$ROOT/bench/lighthouse/reports
mkdir -p "$OUT"
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
FORM_FACTORS=${FORM_FACTORS:-"mobile desktop"}
LANGUAGES=${LANGUAGES:-"zh en"}

SERVER_PID=""
DB_NAME=""
PG=${TEST_DATABASE_SERVER:-postgres://postgres@127.0.0.1:5432}
cleanup() {
  if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
  if [ -n "$DB_NAME" ]; then psql "$PG/postgres" -qc "DROP DATABASE IF EXISTS \"$DB_NAME\" WITH (FORCE)" >/dev/null; fi
}
trap cleanup EXIT

if [ -z "${SHOP_URL:-}" ]; then
  [ -f backend/dist/main.js ] && [ -f frontend/dist/index.html ] || { echo "build first: bash scripts/build.sh" >&2; exit 1; }
  DB_NAME="shop_lighthouse_$$"
  PORT=${PORT:-$((3900 + RANDOM % 90))}
  export DATABASE_URL="$PG/$DB_NAME" REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379} QUEUE_PREFIX="lighthouse_$PORT" \
    PORT SPA_DIST="$ROOT/frontend/dist" NODE_ENV=production LOG_LEVEL=warn PUBLIC_URL="http://127.0.0.1:$PORT"
  psql "$PG/postgres" -qc "CREATE DATABASE \"$DB_NAME\"" >/dev/null
  node backend/dist/commands/migrate.command.js >/dev/null
  node backend/dist/commands/seed.command.js --products 400 --seed 1 >/dev/null
  node backend/dist/main.js >"$OUT/server.log" 2>&1 &
  SERVER_PID=$!
  SHOP_URL="http://127.0.0.1:$PORT"
  for _ in $(seq 1 120); do curl -fs "$SHOP_URL/api/health" >/dev/null 2>&1 && break; sleep 0.25; done
  curl -fs "$SHOP_URL/api/health" >/dev/null || { echo "shop did not start, see $OUT/server.log" >&2; exit 1; }
fi

PID=$(curl -fs "$SHOP_URL/api/iteminfo/searchitem/?searchword=GAPDH&searchpageid=1" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).data[0].pid))')
node bench/lighthouse/measure.mjs "$SHOP_URL" "$OUT" "$FORM_FACTORS" "$LANGUAGES" "$PID" GAPDH
