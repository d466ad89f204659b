#!/usr/bin/env bash
# Installs Debian packages for their programs only: a policy-rc.d answering 101 ("action forbidden") keeps
# their services (prometheus, haproxy…) from being started by the package scripts, on machines with an init
# system; it is removed again afterwards, and an existing one is left alone.
set -euo pipefail
created=""
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d
  chmod +x /usr/sbin/policy-rc.d
  created=1
fi
trap 'if [ -n "$created" ]; then rm -f /usr/sbin/policy-rc.d; fi' EXIT
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
