#!/usr/bin/env bash
# Development: API with reload on :3001, Vite with hot reload on :3000 proxying /api
# (API_PORT and VITE_PORT move them). The only command that builds nothing for production.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
bash scripts/ensure-services.sh
bash scripts/install.sh
export API_PORT="${API_PORT:-3001}" VITE_PORT="${VITE_PORT:-3000}"
# The API runs backend/dist, which requires contract/dist: its watcher is `tsc -b` over the project reference, so it
# builds the contract first and rebuilds it (then the API, then restarts it) when a contract file changes. Vite
# reads the contract's source itself (vite.config.ts).
PORT="$API_PORT" npm run start:dev -w backend &
npm run dev -w frontend
