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
# As many tests at a time as there are cores. One at a time the suite took 397 s of a 967 s CI
# run on this 2-core machine; two at a time it took 255 s.
ctest --preset dev --parallel "$(nproc)"
