#!/usr/bin/env bash
# Sourced after settings.sh: what a restored database holds, printed by scripts/restore.sh.

# The last transaction recovery replayed (stays fixed after promotion); empty when only the backup itself was
# restored and no WAL after it held a transaction.
time_reached() { psql "$1" -XAtqc "SELECT to_char(pg_last_xact_replay_timestamp(), 'YYYY-MM-DD HH24:MI:SS.MS OF')"; }

# Exact rows per table of the shop's schema (count(*), not the statistics: these are reset by a restore).
rows_per_table() {
  psql "$1" -XAtq -F $'\t' -c "
    SELECT table_name,
           (xpath('/row/n/text()', query_to_xml(format('SELECT count(*) AS n FROM %I.%I', table_schema, table_name), false, true, '')))[1]::text
    FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'migrations'
    ORDER BY table_name" | awk -F'\t' '{ printf "  %-34s %10s\n", $1, $2 }'
}

last_order() { psql "$1" -XAtqc "SELECT coalesce('order ' || max(id) || ' committed ' || to_char(max(committed_at), 'YYYY-MM-DD HH24:MI:SS TZ'), 'no orders') FROM orders" 2>/dev/null || echo "no orders table"; }
