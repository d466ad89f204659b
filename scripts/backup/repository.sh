#!/usr/bin/env bash
# Sourced after settings.sh: what pgBackRest's repository holds, read from `pgbackrest info --output=json`
# with grep (the compose backup image has no JSON tool and no Node).

repository_json() { pgbr info --output=json; }
latest_label() { repository_json | grep -o '"label":"[^"]*"' | tail -n1 | cut -d'"' -f4; }
# Start times (epoch seconds) of the backups kept, oldest first.
backup_starts() { repository_json | grep -o '"timestamp":{"start":[0-9]*' | grep -o '[0-9]*$'; }
# The newest WAL segment in the repository: what a restore to the latest point can reach.
newest_wal() { repository_json | grep -o '"max":"[0-9A-F]*"' | tail -n1 | cut -d'"' -f4; }
# "full backup, 2026-11-27 09:32:44 / 2026-11-27 09:32:46, database 34.4MB, stored 6.8MB" for one backup.
describe_backup() {
  pgbr info --set="$1" | awk '
    / backup: / { type = $1 }
    /timestamp start\/stop/ { sub(/.*stop: /, ""); when = $0 }
    /database size/ { sub(/.*database size: /, ""); sub(/,.*/, ""); db = $0 }
    /repo1: backup set size/ { sub(/.*backup set size: /, ""); sub(/,.*/, ""); stored = $0 }
    END { printf "%s backup, %s, database %s, stored %s\n", type, when, db, stored }'
}
