#!/usr/bin/env bash
# Checks Collision Detection Lab as a screen reader reads it: starts the app under Xvfb in a private D-Bus
# session with the AT-SPI bus (at-spi2-core) and walks what it exposes with python3-pyatspi
# (scripts/check_a11y.py): every shown control named, the lesson text and its formulas readable,
# the canvas described with its numbers, for every lesson in both languages.
#   bash scripts/check-a11y.sh                         # builds the dev preset, checks everything
#   bash scripts/check-a11y.sh --app PATH [--lessons circles,slab] [--langs ja]
# CTest runs it with --app (no build, no package install).
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "${1:-}" != "--app" ]]; then
  bash scripts/deps.sh
  cmake --preset dev >/dev/null
  cmake --build --preset dev --target collision-lab
  set -- --app build/dev/app/collision-lab "$@"
fi
launcher=/usr/libexec/at-spi-bus-launcher
for need in xvfb-run dbus-run-session "$launcher" /usr/bin/python3; do
  command -v "$need" >/dev/null || { echo "check-a11y: $need is missing (bash scripts/deps.sh)" >&2; exit 2; }
done
# pyatspi is a Debian package: the system python, not one a version manager put first in PATH.
/usr/bin/python3 -c 'import pyatspi' 2>/dev/null || { echo "check-a11y: python3-pyatspi is missing" >&2; exit 2; }
export QTWEBENGINE_DISABLE_SANDBOX=1
exec xvfb-run -a -s "-screen 0 1366x800x24" dbus-run-session -- bash -c '
  "'"$launcher"'" --launch-immediately & bus=$!
  trap "kill $bus 2>/dev/null" EXIT
  /usr/bin/python3 "'"$PWD"'/scripts/check_a11y.py" "$@"
' check-a11y "$@"
