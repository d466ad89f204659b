#!/usr/bin/env bash
# The compose service `database-setup` (infra/docker-compose.ha.yml): once the cluster has a leader, makes the
# shop's role (`shop`, password POSTGRES_PASSWORD) and its database (`shop`, owned by it), through the database
# balancer, so on the leader. Patroni's bootstrap makes only its own roles (superuser, replicator, rewinder);
# the single server's image makes these from POSTGRES_USER / POSTGRES_DB. Safe to run again: an existing role
# gets the password from infra/.env (a changed one applies), an existing database is left as it is.
# The shop's role is not a superuser: it owns its database, which is all its migrations need (the one extension
# they create, fuzzystrmatch, is trusted).
#   PGHOST, PGPORT, PGUSER, PGPASSWORD  the balancer and the cluster's superuser
#   POSTGRES_PASSWORD                   the shop's password (the one in the app's DATABASE_URL)
set -euo pipefail
: "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is not set}"
for _ in $(seq 1 120); do
  pg_isready -q && psql -d postgres -XAtqc 'SELECT NOT pg_is_in_recovery()' 2>/dev/null | grep -q t && break
  sleep 1
done
# psql variables quote the password (:'password'); they work in input, not in -c.
psql -d postgres -X -v ON_ERROR_STOP=1 -v password="$POSTGRES_PASSWORD" <<'SQL'
SELECT format('CREATE ROLE shop LOGIN PASSWORD %L', :'password') WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'shop') \gexec
SELECT format('ALTER ROLE shop LOGIN PASSWORD %L', :'password') \gexec
SELECT 'CREATE DATABASE shop OWNER shop' WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = 'shop') \gexec
SQL
echo "The shop's role and database are ready on the leader."
