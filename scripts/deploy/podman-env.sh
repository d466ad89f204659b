#!/usr/bin/env bash
# Sourced by the deploy check: Debian's podman with runc, configured for this kind of machine.
# - runc, not crun: crun refuses the kernel's cgroup v1 hybrid mode;
# - cgroupfs: there is no systemd to manage container cgroups;
# - ulimits at or below the current hard limits: root cannot raise them here, and podman's defaults
#   (nofile 1048576) would make every container fail to start.
# The configuration lives in a temporary directory named by $DEPLOY_TMP; nothing is written to /etc.

if [ "$(id -u)" != 0 ]; then
  echo "The deploy check runs podman as root (containers, host networking); run it as root." >&2
  exit 1
fi

missing=()
for tool in podman runc debootstrap; do command -v "$tool" >/dev/null || missing+=("$tool"); done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]} from Debian…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman runc debootstrap >/dev/null
fi

nofile=$(ulimit -Hn)
nproc=$(ulimit -Hu)
[ "$nproc" = unlimited ] || [ "$nproc" -gt 4096 ] && nproc=4096
[ "$nofile" = unlimited ] && nofile=65536
cat > "$DEPLOY_TMP/containers.conf" <<CONF
[containers]
default_ulimits = ["nofile=$nofile:$nofile", "nproc=$nproc:$nproc"]

[engine]
cgroup_manager = "cgroupfs"
runtime = "runc"
events_logger = "file"
CONF
export CONTAINERS_CONF="$DEPLOY_TMP/containers.conf"
