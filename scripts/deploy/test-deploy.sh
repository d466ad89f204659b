#!/usr/bin/env bash
# npm run test:deploy — builds the real Dockerfile with podman and runs the image as operators do
# (test/deploy/container.deploy.ts), then prints build time, image size and the run's figures.
# Needs root; takes minutes (the first run also makes the base image when no registry answers).
# Leaves the built image (localhost/antibody-shop:test-deploy) and podman's layer cache for a fast second
# run; removes every container, volume, database and Redis key it made.
set -euo pipefail
cd "$(dirname "$0")/../.."

image=localhost/antibody-shop:test-deploy
run_id=$(head -c 4 /dev/urandom | od -An -tx1 | tr -d ' \n')
DEPLOY_TMP=$(mktemp -d /tmp/test-deploy.XXXXXX)
export DEPLOY_TMP

cleanup() {
  local status=$?
  if command -v podman >/dev/null && [ -n "${CONTAINERS_CONF:-}" ]; then
    # Everything the check made carries its label; the jest run removes it too, this is for a run cut short.
    podman ps -aq --filter "label=io.antibody-shop.deploy-check=$run_id" | xargs -r podman rm -f -t 0 >/dev/null 2>&1 || true
    podman volume ls -q --filter "label=io.antibody-shop.deploy-check=$run_id" | xargs -r podman volume rm -f >/dev/null 2>&1 || true
  fi
  psql postgres://postgres@127.0.0.1:5432/postgres -qc "DROP DATABASE IF EXISTS shop_deploy_$run_id WITH (FORCE)" >/dev/null 2>&1 || true
  redis-cli -h 127.0.0.1 -p 6379 --scan --pattern "deploy_$run_id:*" 2>/dev/null | xargs -r redis-cli -h 127.0.0.1 -p 6379 del >/dev/null 2>&1 || true
  rm -rf "$DEPLOY_TMP"
  exit $status
}
trap cleanup EXIT

bash scripts/ensure-services.sh
# A fresh clone has no node_modules yet; an installed tree is left as it is.
[ -x node_modules/.bin/jest ] || bash scripts/install.sh
# shellcheck source=podman-env.sh
source scripts/deploy/podman-env.sh

# Every image a FROM names that is not an earlier stage: pulled, or made here when no registry answers.
for base in $(awk 'toupper($1) == "FROM" { if (!($2 in stage)) print $2; if (toupper($3) == "AS") stage[$4] = 1 }' Dockerfile | sort -u); do
  bash scripts/deploy/local-base.sh "$base"
done

echo "Building $image from ./Dockerfile…"
previous=$(podman image inspect "$image" --format '{{.Id}}' 2>/dev/null || true)
started=$(date +%s%3N)
if ! podman build --format docker --network host --tag "$image" --file Dockerfile . >"$DEPLOY_TMP/build.log" 2>&1; then
  tail -40 "$DEPLOY_TMP/build.log" >&2
  echo "Image build failed (log above)" >&2
  exit 1
fi
build_ms=$(( $(date +%s%3N) - started ))
current=$(podman image inspect "$image" --format '{{.Id}}')
if [ -n "$previous" ] && [ "$previous" != "$current" ]; then podman rmi "$previous" >/dev/null 2>&1 || true; fi
size_mb=$(podman image inspect "$image" --format '{{.Size}}' | awk '{ printf "%d", $1 / 1e6 }')

cat > "$DEPLOY_TMP/figures" <<EOF
Build time: $(( (build_ms + 500) / 1000 )) s ($(grep -c 'Using cache' "$DEPLOY_TMP/build.log" || true) of $(grep -c 'STEP [0-9]*/' "$DEPLOY_TMP/build.log" || true) steps from the layer cache)
Image size: $size_mb MB ($image)
EOF
cat "$DEPLOY_TMP/figures"

DEPLOY_IMAGE=$image DEPLOY_RUN_ID=$run_id DEPLOY_FIGURES="$DEPLOY_TMP/figures" \
  npx jest -c test/deploy/jest.config.js --runInBand

leftover=$(podman ps -aq --filter "label=io.antibody-shop.deploy-check=$run_id" | wc -l)
[ "$leftover" = 0 ] || { echo "The check left $leftover container(s) behind" >&2; exit 1; }
echo
echo "Deploy check passed:"
sed 's/^/  /' "$DEPLOY_TMP/figures"
