#!/usr/bin/env bash
# collide answers each query at once when the asker waits for the answer before sending the next
# (as a terminal or a driving program does): each read below must get its line within 30 s. A held
# answer never comes; the limit is only generous for a loaded machine.
set -euo pipefail
coproc COLLIDE { "$1"; }
pid=$COLLIDE_PID # bash unsets COLLIDE_PID once the coprocess has ended
for i in 1 2 3; do
  echo '{"op":"circle_circle","a":{"cx":0,"cy":0,"r":2},"b":{"cx":3,"cy":4,"r":3}}' >&"${COLLIDE[1]}"
  if ! IFS= read -r -t 30 answer <&"${COLLIDE[0]}"; then
    echo "no answer to query $i within 30 s: collide holds its output" >&2
    exit 1
  fi
  case "$answer" in
    *overlap*) ;;
    *) echo "unexpected answer: $answer" >&2; exit 1 ;;
  esac
done
exec {COLLIDE[1]}>&-
wait "$pid"
echo "3 answers, each before the next query"
