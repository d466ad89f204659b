#!/usr/bin/env bash
# Compiles the shared contract (contract/dist, which backend/dist requires at run time), the API (backend/dist)
# and the single-page app (frontend/dist, which bundles the contract from its source).
set -euo pipefail
cd "$(dirname "$0")/.."
npm run build -w contract --silent
npm run build -w backend --silent
npm run build -w frontend --silent -- --logLevel warn
