#!/usr/bin/env bash
# npm run restore [-- --time "YYYY-MM-DD HH:MM[:SS]"] [--force] [--scratch [--port 5433]] [--set LABEL]
# Brings the PostgreSQL cluster of DATABASE_URL back from the pgBackRest repository in BACKUP_DIR, to the latest
# archived point or to --time (the machine's local time unless an offset is given), and the uploads snapshot
# that goes with it into UPLOAD_DIR. Refuses while the cluster runs and holds the shop's database, unless
# --force (which stops it: the restore replaces the whole cluster). --scratch restores into a separate cluster
# on --port instead (its uploads into a folder beside it), leaving the live shop alone: the way to fetch back
# rows deleted by mistake. Prints the backup used, the time reached and the rows per table.
# In the compose set-up (the `backup` service, RESTORE_CLUSTER_HOST and RESTORE_STOP_AFTER set there) the restored
# cluster is started in the backup container to replay the WAL and be counted, then stopped for the postgres service.
set -euo pipefail
. "$(dirname "$0")/backup/settings.sh"
. scripts/backup/files.sh
. scripts/backup/repository.sh
. scripts/backup/report.sh

time_arg="" force="" scratch="" port=5433 set_arg=""
while [ $# -gt 0 ]; do
  case "$1" in
    --time) time_arg="${2:?--time needs \"YYYY-MM-DD HH:MM\"}"; shift 2 ;;
    --force) force=1; shift ;;
    --scratch) scratch=1; shift ;;
    --port) port="${2:?--port needs a number}"; shift 2 ;;
    --set) set_arg="${2:?--set needs a backup label}"; shift 2 ;;
    *) fail "Unknown option $1. Usage: npm run restore [-- --time \"YYYY-MM-DD HH:MM\"] [--force] [--scratch [--port 5433]] [--set LABEL]" ;;
  esac
done

require_tools
[ -f "$BACKUP_CONFIG" ] || fail "No backup configuration at $BACKUP_CONFIG: set BACKUP_DIR to the folder holding pgbackrest.conf and pgbackrest/ (npm run backup made them)."

target=() epoch=""
if [ -n "$time_arg" ]; then
  epoch="$(date -d "$time_arg" +%s 2>/dev/null)" || fail "--time \"$time_arg\" is not a time (YYYY-MM-DD HH:MM[:SS])"
  # With its offset, so PostgreSQL reads it as meant whatever its own time zone.
  target=(--type=time "--target=$(date -d "@$epoch" '+%Y-%m-%d %H:%M:%S%z')" --target-action=promote)
fi
[ -n "$set_arg" ] && target+=("--set=$set_arg")

# Restores into $1 (a data directory), printing pgBackRest's account; answers the backup label it used.
run_restore() {
  local data="$1" log
  shift
  log="$(pgbr restore --pg1-path="$data" --log-level-console=info "${target[@]}" "$@" 2>&1)" || { echo "$log" >&2; fail "pgbackrest restore failed."; }
  echo "$log" | grep -o 'restore backup set [^,]*' | awk '{ print $4 }'
}

# A fresh, empty data directory the owner of the cluster may use.
empty_data_dir() {
  rm -rf "$1"
  mkdir -p "$1"
  chown "$(pg_owner)" "$1"
  chmod 700 "$1"
}

wait_promoted() {
  for _ in $(seq 1 3600); do
    [ "$(psql "$1" -XAtqc 'SELECT pg_is_in_recovery()' 2>/dev/null)" = f ] && return
    sleep 1
  done
  fail "The restored cluster is still recovering after an hour; see its log."
}

total="$(now)"
if [ -n "$scratch" ]; then
  data="$BACKUP_DIR/scratch-$port"
  uploads="$data-uploads"
  pg_isready -h 127.0.0.1 -p "$port" -q 2>/dev/null && fail "Something answers on port $port already (an earlier scratch restore? stop it: $(pg_bin pg_ctl) -D $data stop). Choose another with --port."
  # The live server's current WAL segment holds the newest writes: archive it now, so a target a moment ago is reached.
  server_up && { pgbr check >/dev/null 2>&1 || say "(could not archive the live server's current WAL segment: the newest seconds may be missing)"; }
  empty_data_dir "$data"
  step="$(now)"
  # archive-mode=off: the scratch copy must never push WAL into the live cluster's repository.
  label="$(run_restore "$data" --archive-mode=off)"
  say "pgBackRest restored backup $label into $data ($(since "$step") s)."
  # A Debian cluster keeps its configuration in /etc: the copy gets a minimal one of its own.
  [ -f "$data/postgresql.conf" ] || echo "# scratch copy made by npm run restore -- --scratch" > "$data/postgresql.conf"
  [ -f "$data/pg_hba.conf" ] || printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' > "$data/pg_hba.conf"
  touch "$data/pg_ident.conf"
  chown "$(pg_owner)" "$data"/*.conf
  step="$(now)"
  as_pg_owner "$(pg_bin pg_ctl)" -D "$data" -l "$data.log" -w -t 3600 start \
    -o "-c port=$port -c listen_addresses=127.0.0.1 -c unix_socket_directories=$data -c archive_mode=off" >/dev/null ||
    fail "The scratch copy did not start; the end of its log ($data.log):
$(tail -n 25 "$data.log" 2>/dev/null)"
  url="postgres://$PG_USER@127.0.0.1:$port/$DB_NAME"
else
  data="$(pg_data)"
  uploads="$UPLOAD_DIR"
  if server_up; then
    if database_exists && [ -z "$force" ]; then
      fail "PostgreSQL on $PG_HOST:$PG_PORT is running and holds the database $DB_NAME ($(last_order "$DATABASE_URL")).
A restore replaces the whole cluster ($data). To restore next to it instead: npm run restore -- --scratch [--time …].
To replace it: npm run restore -- --force [--time …] (stops PostgreSQL; stop the shop first)."
    fi
    say "Stopping PostgreSQL on $PG_HOST:$PG_PORT (--force)."
    cluster stop fast
  fi
  # --delta rewrites only the files that differ from the backup; an empty or missing folder is restored whole.
  delta=()
  if [ -f "$data/PG_VERSION" ]; then delta=(--delta); else empty_data_dir "$data"; fi
  step="$(now)"
  label="$(run_restore "$data" "${delta[@]}")"
  say "pgBackRest restored backup $label into $data ($(since "$step") s)."
  step="$(now)"
  cluster start
  url="$DATABASE_URL"
  # The compose backup service starts the restored cluster in its own container, reached on its own loopback.
  [ -n "${RESTORE_CLUSTER_HOST:-}" ] && url="${DATABASE_URL/@$PG_HOST/@$RESTORE_CLUSTER_HOST}"
fi
wait_promoted "$url"
say "PostgreSQL replayed the archived WAL and is open ($(since "$step") s)."

step="$(now)"
snapshot="$(snapshot_for "$epoch")"
if [ -n "$snapshot" ]; then
  restore_uploads "$snapshot" "$uploads"
  say "Uploads snapshot $snapshot ($(cat "$SNAPSHOTS/$snapshot.label" 2>/dev/null || echo files only)) copied into $uploads: $(file_count "$uploads") files ($(since "$step") s)."
else
  say "No uploads snapshot in $SNAPSHOTS: the files were not restored."
fi

if [ -z "$scratch" ]; then
  psql "$url" -XAtq -v gap="${RESTORE_SEQUENCE_GAP:-10000}" -f scripts/backup/sequence-gap.sql >/dev/null
  say "Sequences moved ${RESTORE_SEQUENCE_GAP:-10000} ahead: numbers given out after the restored point are not given again."
fi

say ""
say "Restored backup $label of stanza $STANZA ($(describe_backup "$label"))"
say "Target:        ${time_arg:-the latest archived WAL}"
say "Time reached:  $(time_reached "$url" | grep . || echo "the end of the backup (no transaction after it up to the target)")"
say "Last order:    $(last_order "$url")"
say "Database:      $url"
say "Rows per table:"
rows_per_table "$url"
say "Restore took $(since "$total") s."
if [ -n "${RESTORE_STOP_AFTER:-}" ] && [ -z "$scratch" ]; then
  cluster stop fast
  say "The restored cluster was stopped again: start the database service now (docker compose up -d)."
fi
if [ -n "$scratch" ]; then
  say "Scratch cluster running on port $port (uploads in $uploads). Copy back what you need (docs/runbook.md), then: $(pg_bin pg_ctl) -D $data stop"
else
  say "Take a new full backup now (npm run backup): the restored cluster starts a new timeline."
fi
