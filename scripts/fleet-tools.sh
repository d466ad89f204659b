#!/usr/bin/env bash
# What npm run test:fleet needs beyond npm test: root (network namespaces), iproute2's `ip`, HAProxy and
# redis-server (a Redis for the fleet on the bridge address). Installs HAProxy from Debian when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(id -u)" != 0 ]; then
  echo "npm run test:fleet needs root: it creates network namespaces, a bridge and veth pairs." >&2
  exit 1
fi
command -v ip >/dev/null || bash scripts/install-debian-tools.sh iproute2
command -v haproxy >/dev/null || bash scripts/install-debian-tools.sh haproxy
command -v redis-server >/dev/null || { echo "redis-server is missing (scripts/ensure-services.sh starts the machine's Redis with it)" >&2; exit 1; }
