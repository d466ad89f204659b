#!/usr/bin/env bash
# Sourced after settings.sh: the uploads folder (pictures, certificates…) beside the database backups.
# Each snapshot is a folder $BACKUP_DIR/uploads/<UTC time> made with rsync --link-dest against the previous one:
# stored files are named by their content hash and never change, so a snapshot costs only the files that are
# new since the last one, while each is complete on its own. A restore to time T takes the first snapshot made
# at or after T: files are only added, so it holds every file the rows of time T name.

snapshot_epoch() { local s="$1"; date -u -d "${s:0:4}-${s:4:2}-${s:6:2} ${s:9:2}:${s:11:2}:${s:13:2}" +%s; }
snapshots() { ls -1 "$SNAPSHOTS" 2>/dev/null | grep -E '^[0-9]{8}-[0-9]{6}$' | sort; return 0; }

# snapshot_uploads LABEL: a new snapshot; LABEL (the database backup it goes with) is written beside it.
snapshot_uploads() {
  local stamp previous target
  stamp="$(date -u +%Y%m%d-%H%M%S)"
  previous="$(snapshots | tail -n1)"
  target="$SNAPSHOTS/$stamp"
  mkdir -p "$SNAPSHOTS" "$UPLOAD_DIR"
  # Written to .partial first: a snapshot that exists is complete.
  rsync -a --delete ${previous:+--link-dest="$SNAPSHOTS/$previous"} "$UPLOAD_DIR/" "$target.partial/"
  mv "$target.partial" "$target"
  [ -n "${1:-}" ] && echo "$1" > "$target.label"
  echo "$stamp"
}

# snapshot_for [EPOCH]: the snapshot to restore for that time (the newest without one).
snapshot_for() {
  local s
  if [ -n "${1:-}" ]; then
    for s in $(snapshots); do [ "$(snapshot_epoch "$s")" -ge "$1" ] && { echo "$s"; return; }; done
  fi
  snapshots | tail -n1
}

# restore_uploads SNAPSHOT FOLDER
restore_uploads() {
  mkdir -p "$2"
  # No --delete: a file in the folder that the snapshot lacks is newer than it, and named by nothing restored.
  rsync -a "$SNAPSHOTS/$1/" "$2/"
}

# Snapshots older than the oldest database backup kept can serve no restore any more.
prune_snapshots() {
  local oldest s
  oldest="$1"
  for s in $(snapshots); do
    [ "$(snapshot_epoch "$s")" -lt "$oldest" ] && rm -rf "${SNAPSHOTS:?}/$s" "$SNAPSHOTS/$s.label"
  done
  return 0
}

file_count() { find "$1" -type f | wc -l; }
