#!/usr/bin/env bash
# The compose `backup` service's loop: a full backup when the newest is older than BACKUP_FULL_HOURS (24; so
# also at the first start), an uploads snapshot every BACKUP_FILES_MINUTES (5) between them. WAL between full
# backups is archived by PostgreSQL itself (archive_command, at least every archive_timeout = 60 s).
set -uo pipefail
cd /shop
. scripts/backup/settings.sh
. scripts/backup/repository.sh
set +e
full_every=$(( ${BACKUP_FULL_HOURS:-24} * 3600 ))
files_every=$(( ${BACKUP_FILES_MINUTES:-5} * 60 ))
until server_up; do sleep 2; done
last_files=0
while true; do
  newest="$(pgbr info --output=json 2>/dev/null | grep -o '"timestamp":{"start":[0-9]*' | grep -o '[0-9]*$' | tail -n1)"
  if [ $(( $(date +%s) - ${newest:-0} )) -ge "$full_every" ]; then
    bash scripts/backup.sh --type full || echo "Backup failed; next attempt in a minute. See /backups/log." >&2
    last_files="$(date +%s)"
  elif [ $(( $(date +%s) - last_files )) -ge "$files_every" ]; then
    bash scripts/backup.sh --files-only || echo "Uploads snapshot failed; next attempt in a minute." >&2
    last_files="$(date +%s)"
  fi
  sleep 60
done
