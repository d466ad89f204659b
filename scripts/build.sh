#!/usr/bin/env bash
# Compiles the API (backend/dist) and the single-page app (frontend/dist).
set -euo pipefail
cd "$(dirname "$0")/.."
npm run build -w backend --silent
npm run build -w frontend --silent -- --logLevel warn
