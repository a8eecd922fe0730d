#!/usr/bin/env bash
# Builds everything with warnings as errors and runs every test (Catch2 through CTest).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
cmake --preset dev
cmake --build --preset dev
# geometry/ must never see Qt.
if grep -rn --include='*.h' --include='*.cpp' '#include <Q' geometry/ tools/ 2>/dev/null; then
  echo "geometry/ or tools/ includes Qt" >&2
  exit 1
fi
ctest --preset dev
