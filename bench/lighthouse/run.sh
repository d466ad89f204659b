#!/usr/bin/env bash
# Lighthouse scores of the home page, /hot and a product page (issue 4 targets: performance >= 95,
# accessibility 100).
#
#   bash bench/lighthouse/run.sh                 # builds nothing; starts the built shop on a throwaway
#                                                # database seeded with 400 products, measures, cleans up
#   SHOP_URL=http://127.0.0.1:3000 bash bench/lighthouse/run.sh   # measure a shop that is already running
#
# FORM_FACTORS=mobile|desktop|"mobile desktop" (default both). Reports land in bench/lighthouse/reports/.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
OUT=$ROOT/bench/lighthouse/reports
mkdir -p "$OUT"
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
CHROME_FLAGS="--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run"
FORM_FACTORS=${FORM_FACTORS:-"mobile desktop"}

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
  node backend/dist/database/migrate.command.js >/dev/null
  node backend/dist/seed/seed.command.js --products 400 --seed 1 >/dev/null
  node backend/dist/main.js >"$OUT/server.log" 2>&1 &
  SERVER_PID=$!
  SHOP_URL="http://127.0.0.1:$PORT"
  for _ in $(seq 1 120); do curl -fs "$SHOP_URL/api/health" >/dev/null 2>&1 && break; sleep 0.25; done
  curl -fs "$SHOP_URL/api/health" >/dev/null || { echo "shop did not start, see $OUT/server.log" >&2; exit 1; }
fi

PID=$(curl -fs "$SHOP_URL/api/iteminfo/searchitem/?searchword=GAPDH&searchpageid=1" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).data[0].pid))')
declare -A PAGES=([home]="/" [hot]="/hot?pageid=1&searchdata=GAPDH&application=[]&reactivity=[]&host=[]&modification=[]&conjugation=[]&clonality=[]&isotype=[]&producttype=[]" [product]="/production/$PID")

printf '%-8s %-8s %12s %14s %15s %5s\n' page device performance accessibility best-practices seo
for factor in $FORM_FACTORS; do
  preset=()
  [ "$factor" = desktop ] && preset=(--preset=desktop)
  for name in home hot product; do
    report="$OUT/$name-$factor.json"
    npx --no-install lighthouse "$SHOP_URL${PAGES[$name]}" "${preset[@]}" --quiet --output=json --output-path="$report" \
      --only-categories=performance,accessibility,best-practices,seo --chrome-flags="$CHROME_FLAGS" >/dev/null 2>"$OUT/$name-$factor.log" \
      || { echo "lighthouse failed on $name ($factor), see $OUT/$name-$factor.log" >&2; continue; }
    node -e '
      const r = require(process.argv[1]);
      const s = (k) => Math.round((r.categories[k]?.score ?? 0) * 100);
      const a = r.audits;
      console.log([process.argv[2].padEnd(8), process.argv[3].padEnd(8), String(s("performance")).padStart(12), String(s("accessibility")).padStart(14),
        String(s("best-practices")).padStart(15), String(s("seo")).padStart(5),
        `  LCP ${a["largest-contentful-paint"].displayValue}, TBT ${a["total-blocking-time"].displayValue}, CLS ${a["cumulative-layout-shift"].displayValue}`].join(" "));
      const failed = Object.values(r.categories.accessibility.auditRefs).filter((ref) => ref.weight > 0 && a[ref.id].score !== null && a[ref.id].score < 1);
      for (const ref of failed) console.log(`         accessibility: ${ref.id}: ${a[ref.id].title}`);
    ' "$report" "$name" "$factor"
  done
done
