#!/usr/bin/env bash
# Queries per second through tools/collide (Release): a million lines made of the sample queries,
# piped in as a batch. Usage: bash bench/collide_throughput.sh [lines] [collide binary]
set -euo pipefail
cd "$(dirname "$0")/.."
lines=${1:-1000000}
bin=${2:-build/release/tools/collide/collide}
if [ ! -x "$bin" ]; then
  cmake --preset release >/dev/null
  cmake --build --preset release --target collide
fi
input=$(mktemp)
trap 'rm -f "$input"' EXIT
grep '"op":"[a-z_]*"' tools/collide/tests/queries.jsonl \
  | awk -v n="$lines" '{ q[NR] = $0 } END { for (i = 0; i < n; ++i) print q[i % NR + 1] }' > "$input"
start=$(date +%s.%N)
"$bin" < "$input" | cat > /dev/null # through a pipe, as a driving program reads it
end=$(date +%s.%N)
python3 -c "import sys; n=int(sys.argv[1]); t=float(sys.argv[3])-float(sys.argv[2]); print(f'collide: {n} queries in {t:.2f} s = {n/t:,.0f} queries/s')" "$lines" "$start" "$end"
