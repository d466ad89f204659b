#!/usr/bin/env bash
# Development: API with reload on :3001, Vite with hot reload on :3000 proxying /api.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
bash scripts/ensure-services.sh
bash scripts/install.sh
export PORT=3001
npm run start:dev -w backend &
API_PORT=3001 npm run dev -w frontend
