#!/usr/bin/env bash
# Makes the Dockerfile's base image (an official node:20-bookworm-slim lookalike) on a machine where no image
# registry answers: Debian bookworm (debootstrap, minbase) plus this machine's Node 20, npm, Node headers and CA
# bundle, laid out as the official image does (/usr/local, user `node` uid 1000), tagged with the base's own name
# so the Dockerfile builds unchanged. The image stays in podman's storage, labelled with the Node version it holds:
# a later run reuses it (seconds) until the machine's Node changes.
#   usage: local-base.sh <image name as in FROM>   (CONTAINERS_CONF set by podman-env.sh)
set -euo pipefail

base=$1
case "$base" in */*) full=$base ;; *) full="docker.io/library/$base" ;; esac
node_version=$(/usr/bin/node --version)
label=io.antibody-shop.local-base

if podman image exists "$full"; then
  made=$(podman image inspect "$full" --format "{{ index .Labels \"$label\" }}" 2>/dev/null || true)
  if [ -z "$made" ] || [ "$made" = "<no value>" ] || [ "$made" = "$node_version" ]; then
    if [ -z "$made" ] || [ "$made" = "<no value>" ]; then echo "Base image $full: present"
    else echo "Base image $full: present (made locally with Node $made)"; fi
    exit 0
  fi
  echo "Base image $full was made with Node $made, this machine has $node_version: making it again"
fi

if podman pull -q "$full" >/dev/null 2>&1; then
  echo "Base image $full: pulled"
  exit 0
fi
echo "No registry answers for $full: making it locally (debootstrap bookworm + this machine's Node $node_version)…"

for need in /usr/bin/node /usr/lib/node_modules/npm/bin/npm-cli.js /usr/include/node/node_api.h; do
  [ -e "$need" ] || { echo "Missing $need: the local base needs this machine's Node 20 with its headers" >&2; exit 1; }
done
case "$node_version" in v20.*) ;; *) echo "The Dockerfile wants Node 20; this machine has $node_version" >&2; exit 1 ;; esac

started=$SECONDS
work=$(mktemp -d /var/tmp/local-base.XXXXXX)
trap 'rm -rf "$work"' EXIT
rootfs=$work/rootfs
debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >"$work/debootstrap.log" 2>&1 \
  || { tail -20 "$work/debootstrap.log" >&2; exit 1; }

# Node where the official image has it; headers too, so native modules build without nodejs.org.
install -D -m 0755 /usr/bin/node "$rootfs/usr/local/bin/node"
mkdir -p "$rootfs/usr/local/lib/node_modules" "$rootfs/usr/local/include"
cp -a /usr/lib/node_modules/npm "$rootfs/usr/local/lib/node_modules/npm"
cp -a /usr/include/node "$rootfs/usr/local/include/node"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"

# The machine's CA bundle: npm (in the build stages) reaches the registry through the same TLS inspection the host does.
install -D -m 0644 /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/ca-certificates.crt"

chroot "$rootfs" groupadd --gid 1000 node
chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node

# What debian:bookworm-slim leaves out too: package caches, lists, documentation, translations.
rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/* "$rootfs"/usr/share/doc/* \
  "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/* "$rootfs"/usr/share/locale/* "$rootfs"/var/log/*.log

changes=(--change "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
  --change "ENV NODE_VERSION=${node_version#v}" --change "LABEL $label=$node_version" --change 'CMD ["node"]')
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ]; then
  changes+=(--change "ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt")
fi
tar -C "$rootfs" --numeric-owner -cf - . | podman import "${changes[@]}" - "$full" >"$work/import.log" 2>&1 \
  || { cat "$work/import.log" >&2; exit 1; }
echo "Base image $full: made locally in $((SECONDS - started)) s ($(podman image inspect "$full" --format '{{.Size}}' | awk '{printf "%d MB", $1/1e6}'))"
