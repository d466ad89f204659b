#!/usr/bin/env bash
# The backup service's loop for the replicated database (infra/docker-compose.ha.yml), as infra/backup/schedule.sh
# is for the single server: a full pgBackRest backup when the newest is older than BACKUP_FULL_HOURS (so also at
# the first start), an uploads snapshot every BACKUP_FILES_MINUTES between them. pgBackRest backs up from the
# node that leads (BACKUP_CONFIG names both, infra/patroni/pgbackrest.backup.conf).
#
# Not scripts/backup.sh: it would set archiving up with ALTER SYSTEM and restart the server, which on a Patroni
# node would override what Patroni writes (infra/patroni/patroni.yml sets archive_mode, archive_command and
# archive_timeout on every node, and restarts only through Patroni). The steps after that are the same.
set -uo pipefail
cd /shop
. scripts/backup/settings.sh
. scripts/backup/files.sh
. scripts/backup/repository.sh
set +e
full_every=$(( ${BACKUP_FULL_HOURS:-24} * 3600 ))
files_every=$(( ${BACKUP_FILES_MINUTES:-5} * 60 ))

full_backup() {
  # stanza-create is idempotent; check waits until a fresh WAL segment from the leader is in the repository.
  pgbr stanza-create >/dev/null && pgbr check >/dev/null || return 1
  pgbr backup --type=full || return 1
  local label stamp
  label="$(latest_label)"
  stamp="$(snapshot_uploads "$label")"
  prune_snapshots "$(backup_starts | head -n1)"
  say "Backup $label: $(describe_backup "$label"); uploads snapshot $stamp."
}

# The balancer answers once a node leads.
until server_up; do sleep 2; done
last_files=0
while true; do
  newest="$(pgbr info --output=json 2>/dev/null | grep -o '"timestamp":{"start":[0-9]*' | grep -o '[0-9]*$' | tail -n1)"
  if [ $(( $(date +%s) - ${newest:-0} )) -ge "$full_every" ]; then
    full_backup || echo "Backup failed (no leader yet, or mid-failover?); next attempt in a minute. See /backups/log." >&2
    last_files="$(date +%s)"
  elif [ $(( $(date +%s) - last_files )) -ge "$files_every" ]; then
    snapshot_uploads "" >/dev/null || echo "Uploads snapshot failed; next attempt in a minute." >&2
    last_files="$(date +%s)"
  fi
  sleep 60
done
