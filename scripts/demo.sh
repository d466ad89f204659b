#!/usr/bin/env bash
# First command of the README: installs, builds, loads the demo catalogue and serves the shop on :3000,
# then prints the demo's staff and researcher logins (passwords generated for this run).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh

bash scripts/ensure-services.sh
bash scripts/install.sh
bash scripts/build.sh

bash scripts/demo-database.sh
npm run seed -w backend --silent -- --products "${DEMO_PRODUCTS:-2000}" --seed "${DEMO_SEED:-1}"
# Accounts, orders in every status, a review and a basket; stdout is "role<TAB>email<TAB>password" per account.
accounts=$(npm run showcase -w backend --silent)

export SPA_DIST="${SPA_DIST:-$PWD/frontend/dist}"
# Warnings and errors only, so the logins below stay the last lines on the screen (LOG_LEVEL=info shows every request).
export LOG_LEVEL="${LOG_LEVEL:-warn}"
echo "The shop is starting on http://localhost:${PORT} (Ctrl+C stops it)"
node backend/dist/main.js &
shop=$!
trap 'kill -TERM "$shop" 2>/dev/null; wait "$shop"; exit 0' INT TERM
for _ in $(seq 1 120); do
  curl -fs -o /dev/null "http://127.0.0.1:${PORT}/api/health" && break
  kill -0 "$shop" 2>/dev/null || { wait "$shop"; exit 1; }
  sleep 0.5
done
sleep 1 # Nest writes its buffered start-up lines just after it starts answering; let them pass first

# Printed once, after the server's start-up lines, so they are the last thing on the screen.
echo
echo "──────────────────────────────────────────────────────────────────────────"
echo " The shop is open: http://localhost:${PORT}  (English: http://localhost:${PORT}/?lang=en)"
while IFS=$'\t' read -r role email password; do
  case "$role" in
    staff) echo " Staff login:      ${email} / ${password}   → http://localhost:${PORT}/admin" ;;
    *)     echo " Researcher login: ${email} / ${password}   (orders, a review, a basket)" ;;
  esac
done <<< "$accounts"
echo " Passwords are new on every 'npm run demo'. Mail the shop sends: http://localhost:${PORT}/api/dev/mailbox"
echo "──────────────────────────────────────────────────────────────────────────"
wait "$shop"
