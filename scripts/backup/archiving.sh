#!/usr/bin/env bash
# Sourced by scripts/backup.sh after settings.sh: makes sure the cluster archives every WAL segment through
# pgBackRest, and that the repository knows the cluster (stanza). Only `npm run backup` calls this, never
# npm test or npm run demo: turning archiving on restarts PostgreSQL, which the user must have asked for.

archiving_settings() {
  admin_sql "SELECT string_agg(name || '=' || setting, ' ' ORDER BY name) FROM pg_settings
             WHERE name IN ('archive_mode', 'archive_command', 'archive_timeout', 'wal_level')"
}

ensure_archiving() {
  local mode command timeout level restart=""
  mode="$(admin_sql 'SHOW archive_mode')"
  command="$(admin_sql 'SHOW archive_command')"
  timeout="$(admin_sql "SELECT setting FROM pg_settings WHERE name = 'archive_timeout'")"
  level="$(admin_sql 'SHOW wal_level')"
  if [ "$mode" = on ] && [ "$command" = "$ARCHIVE_COMMAND" ] && [ "$timeout" = "$BACKUP_ARCHIVE_TIMEOUT" ] && [ "$level" != minimal ]; then
    return
  fi
  say "WAL archiving of the PostgreSQL server on $PG_HOST:$PG_PORT is not set up for these backups; setting it (ALTER SYSTEM):"
  say "  archive_mode = on            (was $mode)"
  say "  archive_command = '$ARCHIVE_COMMAND'"
  say "  archive_timeout = ${BACKUP_ARCHIVE_TIMEOUT}s        (was ${timeout}s: a quiet server still archives its last writes within this time)"
  admin_sql "ALTER SYSTEM SET archive_command = '$ARCHIVE_COMMAND'" >/dev/null
  admin_sql "ALTER SYSTEM SET archive_timeout = '${BACKUP_ARCHIVE_TIMEOUT}s'" >/dev/null
  if [ "$mode" != on ]; then admin_sql "ALTER SYSTEM SET archive_mode = on" >/dev/null; restart=1; fi
  if [ "$level" = minimal ]; then admin_sql "ALTER SYSTEM SET wal_level = replica" >/dev/null; restart=1; say "  wal_level = replica          (was minimal)"; fi
  if [ -n "$restart" ]; then
    say "Restarting PostgreSQL (archive_mode and wal_level change only on a restart): open connections drop for a few seconds."
    cluster restart fast
    for _ in $(seq 1 60); do server_up && break; sleep 1; done
  else
    admin_sql 'SELECT pg_reload_conf()' >/dev/null
  fi
  say "Now: $(archiving_settings)"
}

# stanza-create is idempotent: on a known cluster it only checks that the repository still matches it.
ensure_stanza() {
  pgbr stanza-create >/dev/null
  # check switches to a new WAL segment and waits until it is in the repository: archiving works end to end.
  pgbr check >/dev/null || fail "pgbackrest check failed: WAL does not reach the repository. See $BACKUP_DIR/log/."
}
