#!/usr/bin/env bash
# Type-checks what jest runs without checking (it compiles through swc, types stripped): the backend with its specs
# and test-support, the repository's own tests (test/), the contract package with its tests and the app with its tests.
set -euo pipefail
cd "$(dirname "$0")/.."
npx tsc -p backend/tsconfig.json --noEmit
npx tsc -p test/tsconfig.json
npx tsc -p contract/tsconfig.json
npx tsc -p contract/tsconfig.test.json
npx tsc -p frontend/tsconfig.json --noEmit
# The app's jest tests and frontend/src/testing, with jest's globals (the app's own check above keeps to the browser's).
npx tsc -p frontend/tsconfig.test.json --noEmit
