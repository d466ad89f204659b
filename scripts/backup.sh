#!/usr/bin/env bash
# npm run backup [-- --type full|diff|incr] [--files-only]
# A backup now: the PostgreSQL cluster holding DATABASE_URL through pgBackRest (full by default), then a snapshot
# of UPLOAD_DIR that goes with it. The first run writes the pgBackRest configuration into BACKUP_DIR and, if
# needed, turns WAL archiving on (ALTER SYSTEM + a restart of PostgreSQL, said before it is done).
# --files-only: the uploads snapshot alone (cheap: only new files are copied), to run more often than backups.
# See docs/runbook.md, "Backups and restores".
set -euo pipefail
. "$(dirname "$0")/backup/settings.sh"
. scripts/backup/archiving.sh
. scripts/backup/files.sh
. scripts/backup/repository.sh

type=full files_only=""
while [ $# -gt 0 ]; do
  case "$1" in
    --type) type="${2:?--type needs full, diff or incr}"; shift 2 ;;
    --files-only) files_only=1; shift ;;
    *) fail "Unknown option $1. Usage: npm run backup [-- --type full|diff|incr] [--files-only]" ;;
  esac
done
[ -n "${STORAGE_URL:-}" ] && say "STORAGE_URL is set: the files live in object storage, which this command does not copy (see docs/runbook.md)."

require_tools
if [ -n "$files_only" ]; then
  started="$(now)"
  stamp="$(snapshot_uploads "")"
  say "Uploads snapshot $SNAPSHOTS/$stamp ($(file_count "$SNAPSHOTS/$stamp") files, $(since "$started") s)."
  exit 0
fi

server_up || fail "PostgreSQL does not answer on $PG_HOST:$PG_PORT; a backup needs it running."
write_config
ensure_archiving
ensure_stanza

started="$(now)"
pgbr backup --type="$type"
label="$(latest_label)"
database_seconds="$(since "$started")"

started="$(now)"
stamp="$(snapshot_uploads "$label")"
files_seconds="$(since "$started")"
prune_snapshots "$(backup_starts | head -n1)"

say "Backup $label: $(describe_backup "$label") ($database_seconds s)"
say "Uploads snapshot $stamp: $(file_count "$SNAPSHOTS/$stamp") files from $UPLOAD_DIR ($files_seconds s)"
say "Repository $BACKUP_DIR; WAL archived every ${BACKUP_ARCHIVE_TIMEOUT} s at the latest, newest segment $(newest_wal)."
say "Restore: npm run restore [-- --time \"YYYY-MM-DD HH:MM\"] [--scratch]"
