#!/usr/bin/env bash
# The demo's database (DATABASE_URL), fit for this checkout: created when missing, and made again when it names files
# its upload folder does not hold (the database of another checkout, since deleted, or of an upload folder emptied by
# hand): the server would refuse to start on it (backend/src/files/shared-storage-check.ts), and its pictures would be
# missing. Only a database the demo made itself is dropped; any other is left alone, with what to do. Run by demo.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh

server="${DATABASE_URL%/*}"
db_name="${DATABASE_URL##*/}"
# The mark the demo leaves in the databases it creates (shop_facts, once migrated below).
DEMO_FACT="made-by"
DEMO_MAKER="npm run demo"

exists() { psql "${server}/postgres" -tAc "SELECT 1 FROM pg_database WHERE datname = '${db_name}'" | grep -q 1; }
# A fact of the shop's database, empty when it has none (or no shop_facts table yet).
fact() { psql "$DATABASE_URL" -tAc "SELECT value FROM shop_facts WHERE name = '$1'" 2>/dev/null || true; }

# With STORAGE_URL the files are in object storage, which every checkout reaches alike: nothing to compare.
if exists && [ -z "${STORAGE_URL:-}" ]; then
  uploads="${UPLOAD_DIR:-var/uploads}"
  [[ "$uploads" = /* ]] || uploads="$PWD/$uploads"
  marker=$(fact storage-marker)
  if [ -n "$marker" ] && [ ! -e "${uploads}/_shop-instances/${marker}" ]; then
    if [ "$(fact "$DEMO_FACT")" = "$DEMO_MAKER" ]; then
      echo "The demo database ${db_name} was loaded with another upload folder than ${uploads} (another checkout, or the folder was emptied): it is loaded again for this one."
      psql "${server}/postgres" -qc "DROP DATABASE \"${db_name}\" WITH (FORCE)"
    else
      echo "The database ${db_name} names files (marker _shop-instances/${marker}) that the upload folder ${uploads} does not hold, and the demo did not make it, so it is left alone." >&2
      echo "Run the demo on a database of its own (DATABASE_URL=${server}/shop_demo npm run demo), or set UPLOAD_DIR to the folder this database was loaded with." >&2
      exit 1
    fi
  fi
fi
if ! exists; then
  psql "${server}/postgres" -qc "CREATE DATABASE \"${db_name}\""
  node backend/dist/commands/migrate.command.js > /dev/null
  psql "$DATABASE_URL" -qc "INSERT INTO shop_facts (name, value) VALUES ('${DEMO_FACT}', '${DEMO_MAKER}')"
fi
