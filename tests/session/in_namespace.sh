#!/usr/bin/env bash
# Runs a command in a network namespace of its own whose loopback also carries 203.0.113.7
# (TEST-NET-3, never routed): a "public" address on this machine. The namespace, its loopback and
# the address go away when the command ends. As root (CI) or, failing that, in a user namespace.
#   in_namespace.sh <ip> <command> [args...]
set -euo pipefail
ip_command="$1"
shift
setup="\"$ip_command\" link set lo up && \"$ip_command\" addr add 203.0.113.7/32 dev lo && exec \"\$@\""
if [ "$(id -u)" -eq 0 ]; then
  exec unshare --net -- bash -c "$setup" namespace "$@"
fi
exec unshare --net --map-root-user -- bash -c "$setup" namespace "$@"
