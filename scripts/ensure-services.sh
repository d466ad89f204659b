#!/usr/bin/env bash
# Starts the machine's PostgreSQL and Redis when they are not running (a fresh machine may have them stopped).
set -euo pipefail

if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  echo "Starting PostgreSQL…"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start
  for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
fi
pg_isready -h 127.0.0.1 -p 5432 -q || { echo "PostgreSQL did not start on 127.0.0.1:5432" >&2; exit 1; }

if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  echo "Starting Redis…"
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no
  for _ in $(seq 1 30); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break; sleep 1; done
fi
redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null || { echo "Redis did not start on 127.0.0.1:6379" >&2; exit 1; }
