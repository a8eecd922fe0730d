#!/usr/bin/env bash
# Runs every libFuzzer target for the given seconds each (default 60): geometry, the expression
# parser (students' answers), the progress file reader, the scene file reader and the lesson plan
# reader and the class session's reader. Builds the `fuzz` preset (clang, ASan,
# UBSan). New inputs go to build/fuzz/corpus/<name>, seeded from the small corpus kept in
# fuzz/corpus/<name>; a finding is written to build/fuzz/findings/ and the script exits 1.
#   bash scripts/fuzz.sh 600          # ten minutes each
#   bash scripts/fuzz.sh 60 progress  # only the progress reader
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
targets=("$@")
((${#targets[@]})) || targets=(geometry expression progress scene plan session)
bash scripts/deps.sh
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz
export QT_QPA_PLATFORM=offscreen ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1
mkdir -p build/fuzz/findings
status=0
for name in "${targets[@]}"; do
  work=build/fuzz/corpus/$name
  mkdir -p "$work"
  seeds=()
  [ -d "fuzz/corpus/$name" ] && seeds=("fuzz/corpus/$name")
  echo "== $name: ${seconds}s"
  if ! "build/fuzz/fuzz/${name}_fuzz" -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 \
        -artifact_prefix="build/fuzz/findings/${name}-" -print_final_stats=1 "$work" "${seeds[@]}" \
        2>"build/fuzz/${name}.log"; then
    echo "!! $name found something: see build/fuzz/${name}.log and build/fuzz/findings/" >&2
    status=1
  fi
  grep -E "stat::number_of_executed_units|stat::peak_rss_mb|cov:" "build/fuzz/${name}.log" | tail -3
done
exit $status
