#!/usr/bin/env bash
# What npm run test:fleet and test:failover need: root (network namespaces), iproute2's `ip`, HAProxy, redis-server
# (a Redis for the fleet on the bridge address), and for the replicated database Patroni, etcd and pgBackRest.
# Installs what is missing from Debian.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(id -u)" != 0 ]; then
  echo "npm run test:fleet and test:failover need root: they create network namespaces, a bridge and veth pairs." >&2
  exit 1
fi
command -v ip >/dev/null || bash scripts/install-debian-tools.sh iproute2
command -v haproxy >/dev/null || bash scripts/install-debian-tools.sh haproxy
missing=""
command -v patroni >/dev/null || missing="$missing patroni"
command -v etcd >/dev/null || missing="$missing etcd-server"
command -v etcdctl >/dev/null || missing="$missing etcd-client"
command -v pgbackrest >/dev/null || missing="$missing pgbackrest"
if [ -n "$missing" ]; then
  echo "Installing$missing from Debian for the replicated database's failover test…"
  # shellcheck disable=SC2086 # one word per package
  bash scripts/install-debian-tools.sh $missing
fi
command -v redis-server >/dev/null || { echo "redis-server is missing (scripts/ensure-services.sh starts the machine's Redis with it)" >&2; exit 1; }
