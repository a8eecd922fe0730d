#!/usr/bin/env bash
# Builds Collision Detection Lab (release) and starts it; arguments go to the app, e.g. --lesson lines --lang ja.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
cmake --preset release >/dev/null
cmake --build --preset release --target collision-lab
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}${QT_QPA_PLATFORM:-}" ]; then
  echo "No display found: starting on a virtual X server (try --screenshot FILE.png to see it)." >&2
  exec xvfb-run -a -s "-screen 0 1920x1080x24" build/release/app/collision-lab "$@"
fi
exec build/release/app/collision-lab "$@"
