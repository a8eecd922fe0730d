#!/usr/bin/env bash
# A random GUI run we own: builds the asan preset (ASan + UBSan), starts Collision Detection Lab under Xvfb
# with openbox and sends random input for the given minutes (default 10). Fails on a crash, a
# sanitizer report, a hang over 5 s or RSS growth over 50 % after warm-up; prints the seed.
#   bash scripts/monkey.sh 10
#   bash scripts/monkey.sh 10 --seed 12345       # replay a run
#   MONKEY_PRESET=dev bash scripts/monkey.sh 1   # the quick run CI does, on the dev build
set -euo pipefail
cd "$(dirname "$0")/.."
minutes=${1:-10}
shift || true
preset=${MONKEY_PRESET:-asan}
bash scripts/deps.sh
cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset" --target collision-lab
exec python3 scripts/monkey.py --app "build/$preset/app/collision-lab" --minutes "$minutes" "$@"
