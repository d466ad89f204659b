#!/usr/bin/env bash
# bash scripts/backup/copy-back.sh FROM_URL TABLE "CONDITION"
#   e.g. bash scripts/backup/copy-back.sh postgres://postgres@127.0.0.1:5433/shop products "id IN (12, 13)"
# Copies the rows of TABLE matching CONDITION from a scratch restore (npm run restore -- --scratch --time …)
# into the shop's database (DATABASE_URL), with every row that a deletion of them removed too: the rows of each
# table whose foreign key to TABLE is ON DELETE CASCADE (pictures, prices, lots, evidence, search rows…), and
# theirs in turn. Rows still present are left as they are (ON CONFLICT DO NOTHING); one transaction in all.
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/env.sh
FROM="${1:?usage: copy-back.sh FROM_URL TABLE CONDITION}" TABLE="${2:?table}" CONDITION="${3:?condition}"

live() { psql "$DATABASE_URL" -XAtqc "$1"; }

# Generated columns cannot be inserted: every other column, in order.
columns() { live "SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) FROM pg_attribute WHERE attrelid = '$1'::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''"; }

# One table's rows, then its cascading children's, as SQL for one psql session on the live database.
copy_table() {
  local table="$1" condition="$2" cols child column parent_column
  cols="$(columns "$table")"
  echo "CREATE TEMP TABLE incoming ON COMMIT DROP AS SELECT $cols FROM $table WITH NO DATA;"
  echo "COPY incoming FROM STDIN;"
  psql "$FROM" -XAtqc "\\copy (SELECT $cols FROM $table WHERE $condition) TO STDOUT"
  echo '\.'
  echo "INSERT INTO $table ($cols) SELECT $cols FROM incoming ON CONFLICT DO NOTHING;"
  echo "\\echo $table: :ROW_COUNT rows copied back"
  echo "DROP TABLE incoming;"
  while read -r child column parent_column; do
    [ -n "$child" ] && copy_table "$child" "$column IN (SELECT $parent_column FROM $table WHERE $condition)"
  done < <(live "SELECT c.conrelid::regclass, a.attname, pa.attname FROM pg_constraint c
                 JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
                 JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
                 WHERE c.contype = 'f' AND c.confrelid = '$table'::regclass AND c.confdeltype = 'c'
                   AND cardinality(c.conkey) = 1 AND c.conrelid <> c.confrelid" | tr '|' ' ')
}

{ echo "BEGIN;"; copy_table "$TABLE" "$CONDITION"; echo "COMMIT;"; } | psql "$DATABASE_URL" -Xq -v ON_ERROR_STOP=1
