#!/usr/bin/env bash
# Runs independent commands at the same time and fails if any of them fails: `side-by-side.sh 'npm run lint' 'bash
# scripts/build.sh'`. Each command's output is held back and printed whole, under its name, once it ends, so two
# commands' lines never interleave. npm test runs lint, the type checks and the build this way: none of them keeps
# both of this machine's cores busy for long on its own.
set -uo pipefail

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
pids=()
index=0
for command in "$@"; do
  ( start=$SECONDS; bash -c "$command" >"$dir/$index.out" 2>&1; status=$?; echo "$status $((SECONDS - start))" >"$dir/$index.end"; exit $status ) &
  pids+=($!)
  index=$((index + 1))
done

failed=0
index=0
for command in "$@"; do
  wait "${pids[$index]}" || failed=1
  read -r status seconds <"$dir/$index.end"
  if [ "$status" = 0 ]; then echo "── $command: done in ${seconds} s"; else echo "── $command: FAILED (exit $status) after ${seconds} s"; fi
  cat "$dir/$index.out"
  index=$((index + 1))
done
exit $failed
