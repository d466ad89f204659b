#!/usr/bin/env bash
# Sourced by scripts/backup.sh and scripts/restore.sh: where the shop's database, uploads and backups are, and
# the few helpers both use (run as the cluster's owner, call pgbackrest with our configuration, stop and start the
# cluster). Everything comes from the environment, so the backup test points the same commands at its own
# throwaway cluster:
#   DATABASE_URL    the shop's database (scripts/env.sh: postgres://postgres@127.0.0.1:5432/shop)
#   UPLOAD_DIR      the uploads folder (var/uploads)
#   BACKUP_DIR      backups: pgBackRest's repository and the upload snapshots (/var/backups/antibody-shop)
#   BACKUP_CONFIG   an existing pgBackRest configuration to use instead of writing $BACKUP_DIR/pgbackrest.conf
#   BACKUP_ARCHIVE_TIMEOUT  seconds after which a WAL segment is archived even if not full (60): the most a lost
#                   server takes with it
set -euo pipefail
ROOT="${ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}"
cd "$ROOT"
. scripts/env.sh

STANZA=shop
UPLOAD_DIR="$(realpath -m "${UPLOAD_DIR:-var/uploads}")"
BACKUP_DIR="$(realpath -m "${BACKUP_DIR:-/var/backups/antibody-shop}")"
BACKUP_CONFIG="${BACKUP_CONFIG:-$BACKUP_DIR/pgbackrest.conf}"
BACKUP_ARCHIVE_TIMEOUT="${BACKUP_ARCHIVE_TIMEOUT:-60}"
SNAPSHOTS="$BACKUP_DIR/uploads"

# postgres://user[:password]@host[:port]/database: parsed here rather than with node, so the compose backup
# image (postgres + pgbackrest, no Node) runs the same scripts.
if [[ ! "$DATABASE_URL" =~ ^postgres(ql)?://([^:@/]*)(:([^@/]*))?@([^:/]+)(:([0-9]+))?/([^?]+) ]]; then
  echo "DATABASE_URL is not postgres://user[:password]@host[:port]/database: $DATABASE_URL" >&2
  exit 1
fi
PG_USER="${BASH_REMATCH[2]:-postgres}"
PG_HOST="${BASH_REMATCH[5]}"
PG_PORT="${BASH_REMATCH[7]:-5432}"
DB_NAME="${BASH_REMATCH[8]}"
ADMIN_URL="${DATABASE_URL%/*}/postgres"

say() { printf '%s\n' "$*"; }
fail() { printf '%s\n' "$*" >&2; exit 1; }
# Seconds since the epoch with a fraction, for the step times every command prints.
now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }

server_up() { pg_isready -h "$PG_HOST" -p "$PG_PORT" -q 2>/dev/null; }
admin_sql() { psql "$ADMIN_URL" -XAtqc "$1"; }
shop_sql() { psql "$DATABASE_URL" -XAtqc "$1"; }
database_exists() { [ "$(admin_sql "SELECT 1 FROM pg_database WHERE datname = '$DB_NAME'" 2>/dev/null)" = 1 ]; }

# A value of our pgBackRest configuration (pg1-path, pg1-port…): after the server is gone it is the only record
# of where the cluster lived.
config_value() { sed -n "s/^$1=//p" "$BACKUP_CONFIG" | tail -n1; }

pg_data() { config_value pg1-path; }
# The cluster's files belong to its owner (postgres); pgBackRest must read and write them as that user.
pg_owner() { stat -c %U "$(pg_data)" 2>/dev/null || echo postgres; }
as_pg_owner() {
  local owner
  owner="$(pg_owner)"
  if [ "$(id -un)" = "$owner" ]; then "$@"
  elif [ "$(id -u)" = 0 ]; then runuser -u "$owner" -- "$@"
  else fail "Run this as root or as $owner (the owner of the cluster's files)."
  fi
}
pgbr() { as_pg_owner pgbackrest --config="$BACKUP_CONFIG" --stanza="$STANZA" "$@"; }

# The archive_command every WAL segment goes through (the same words are checked before each backup).
ARCHIVE_COMMAND="pgbackrest --config=$BACKUP_CONFIG --stanza=$STANZA archive-push %p"

require_tools() {
  command -v pgbackrest >/dev/null || { say "Installing pgbackrest from Debian…"; bash "$ROOT/scripts/install-debian-tools.sh" pgbackrest; }
  command -v rsync >/dev/null || { say "Installing rsync from Debian…"; bash "$ROOT/scripts/install-debian-tools.sh" rsync; }
}

# Writes $BACKUP_CONFIG from infra/backup/pgbackrest.conf.template the first time, with the running server's
# data directory and socket: later commands (and a restore after the server is gone) read them back from it.
write_config() {
  [ -f "$BACKUP_CONFIG" ] && return
  server_up || fail "PostgreSQL does not answer on $PG_HOST:$PG_PORT: the first backup needs it running."
  local data socket owner
  data="$(admin_sql 'SHOW data_directory')"
  socket="$(admin_sql 'SHOW unix_socket_directories' | cut -d, -f1 | xargs)"
  owner="$(stat -c %U "$data")"
  mkdir -p "$BACKUP_DIR/pgbackrest" "$BACKUP_DIR/log" "$BACKUP_DIR/lock" "$SNAPSHOTS"
  chown "$owner" "$BACKUP_DIR" "$BACKUP_DIR/pgbackrest" "$BACKUP_DIR/log" "$BACKUP_DIR/lock" 2>/dev/null || true
  chmod 750 "$BACKUP_DIR/pgbackrest"
  sed -e "s|@REPO_PATH@|$BACKUP_DIR/pgbackrest|" -e "s|@BACKUP_DIR@|$BACKUP_DIR|g" \
    -e "s|@RETENTION_FULL@|${BACKUP_RETENTION_FULL:-2}|" -e "s|@PG_DATA@|$data|" -e "s|@PG_PORT@|$PG_PORT|" \
    -e "s|@PG_SOCKET@|$socket|" -e "s|@PG_USER@|$PG_USER|" "$ROOT/infra/backup/pgbackrest.conf.template" > "$BACKUP_CONFIG"
  say "Wrote $BACKUP_CONFIG (repository $BACKUP_DIR/pgbackrest, cluster $data on port $PG_PORT)."
}

# Debian's clusters (pg_lsclusters) are stopped and started with pg_ctlcluster, which knows where their
# configuration lives (/etc/postgresql); any other cluster (a test's, a container's) with pg_ctl.
debian_cluster() {
  command -v pg_lsclusters >/dev/null || return 1
  pg_lsclusters -h 2>/dev/null | awk -v d="$(pg_data)" '$6 == d { print $1, $2; found = 1 } END { exit !found }'
}
pg_bin() {
  local version
  version="$(cat "$(pg_data)/PG_VERSION" 2>/dev/null || ls /usr/lib/postgresql | sort -n | tail -n1)"
  echo "/usr/lib/postgresql/$version/bin/$1"
}
cluster() {
  local action="$1" found
  if found="$(debian_cluster)"; then
    # shellcheck disable=SC2086
    pg_ctlcluster --skip-systemctl-redirect $found "$action" ${2:+-m "$2"}
  else
    local log="$BACKUP_DIR/log/postgresql-$PG_PORT.log"
    # pg_ctl says only "examine the log output": the reason is in the server's own log, shown here.
    as_pg_owner "$(pg_bin pg_ctl)" -D "$(pg_data)" -l "$log" -w -t 600 "$action" ${2:+-m "$2"} >/dev/null || {
      printf 'PostgreSQL did not %s; the end of its log (%s):\n' "$action" "$log" >&2
      tail -n 25 "$log" >&2 2>/dev/null
      return 1
    }
  fi
}
