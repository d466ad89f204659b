#!/usr/bin/env bash
# The search contract and relevance suites with Elasticsearch as the second engine: every query is answered by
# both engines on the same seeded catalogue and must give the same hits and counts. Needs Elasticsearch 8
# (README, "Running against Elasticsearch"); npm test skips the comparison without one and says so.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${ELASTICSEARCH_URL:-}" ]; then
  echo "ELASTICSEARCH_URL is not set: point it at an Elasticsearch 8, e.g." >&2
  echo "  ELASTICSEARCH_URL=http://elastic:\$ELASTIC_PASSWORD@127.0.0.1:9200 npm run test:elasticsearch" >&2
  exit 2
fi
bash scripts/ensure-services.sh
bash scripts/install.sh
npx jest --ci --selectProjects backend --runInBand -- backend/src/search/search-contract.api-spec.ts backend/src/search/search-relevance.api-spec.ts
