#!/usr/bin/env bash
# Defaults for running on this machine; a .env file at the repository root overrides them.
if [ -f .env ]; then set -a; . ./.env; set +a; fi
export DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/shop}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
export PORT="${PORT:-3000}"
export NODE_ENV="${NODE_ENV:-development}"
