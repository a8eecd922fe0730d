#!/usr/bin/env bash
# Every lesson in both languages on the screens classrooms have, for people to look at:
# 1024x768, 1280x720, 1366x768 and 1920x1080 in the normal window, and 1024x768 and 1280x720 in
# presentation mode. Each size is its own Xvfb screen with a window manager (openbox), so the
# window starts the way it does on a real desktop (sized from the screen, presentation mode in
# true full screen). Writes build/screenshots/<size>[-present]/<lesson>-<lang>.png (not into git).
#   bash scripts/screenshot-matrix.sh                  # the dev build, every lesson
#   bash scripts/screenshot-matrix.sh lines circles    # only these lessons
#   APP=build/release/app/collision-lab OUT=/tmp/shots bash scripts/screenshot-matrix.sh
#   SCALE=2 SIZES=3840x2160 PRESENT_SIZES= bash scripts/screenshot-matrix.sh   # a 4K screen at ratio 2
#   TEXT_SIZE=150 bash scripts/screenshot-matrix.sh    # View > Text size at 150 % (folders end -text150)
#   PALETTE=light PRESENT_SIZES=1024x768 bash scripts/screenshot-matrix.sh   # the light projector palette (-light)
#   NORMAL=no SIZES=1024x768 PRESENT_SIZES=1024x768 bash scripts/screenshot-matrix.sh   # presentation mode only
#   VIEW=code SIZES=1366x768 PRESENT_SIZES= bash scripts/screenshot-matrix.sh lines slab   # the code dock (-code)
#   SCENE=crowd.clab TAG=crowd bash scripts/screenshot-matrix.sh broad_phase   # a scene file (-crowd)
#   TASK=condition SIZES=1366x768 bash scripts/screenshot-matrix.sh square_collision   # a task's card open (-task)
set -euo pipefail
cd "$(dirname "$0")/.."
app=${APP:-build/dev/app/collision-lab}
out=${OUT:-build/screenshots}
sizes=${SIZES:-"1024x768 1280x720 1366x768 1920x1080"}
present_sizes=${PRESENT_SIZES:-"1024x768 1280x720"}
if [ ! -x "$app" ]; then
  echo "No $app: build first (cmake --preset dev && cmake --build --preset dev)" >&2
  exit 1
fi
for tool in Xvfb openbox; do
  command -v "$tool" >/dev/null || { echo "$tool is missing: bash scripts/deps.sh" >&2; exit 1; }
done

if (($#)); then
  lessons=("$@")
else
  # The built lessons, as --help lists them.
  read -r -a lessons <<<"$("$app" --lang en --help | sed -n 's/.*with this id: \(.*\)\./\1/p' | tr -d ',')"
fi

scratch=$(mktemp -d)
server=
wm=
stop_display() {
  [ -n "$wm" ] && kill "$wm" 2>/dev/null || true
  [ -n "$server" ] && kill "$server" 2>/dev/null || true
  wm=
  server=
}
trap 'stop_display; rm -rf "$scratch"' EXIT

start_display() { # $1 = WxH
  local fd_file="$scratch/display"
  rm -f "$fd_file"
  Xvfb -displayfd 3 -screen 0 "${1}x24" -nolisten tcp 3>"$fd_file" 2>/dev/null &
  server=$!
  for _ in $(seq 100); do
    [ -s "$fd_file" ] && break
    sleep 0.1
  done
  export DISPLAY=":$(cat "$fd_file")"
  HOME="$scratch" openbox >/dev/null 2>&1 &
  wm=$!
  sleep 1 # openbox takes the screen before the first window maps
}

shoot() { # $1 = folder, $2 = lesson, $3 = language, then extra options
  local folder=$1 lesson=$2 lang=$3
  shift 3
  mkdir -p "$folder"
  # A fresh home each time: the window starts as on a first start, with no saved layout.
  local home
  home=$(mktemp -d "$scratch/home.XXXX")
  if env HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" XDG_RUNTIME_DIR="$home" \
     QTWEBENGINE_DISABLE_SANDBOX=1 QT_QPA_PLATFORM=xcb ${SCALE:+QT_SCALE_FACTOR=$SCALE} \
     "$app" ${SCENE:+"$SCENE"} --lesson "$lesson" --lang "$lang" ${TEXT_SIZE:+--text-size "$TEXT_SIZE"} ${PALETTE:+--palette "$PALETTE"} ${VIEW:+--view "$VIEW"} ${TASK:+--task "$TASK"} "$@" --screenshot "$folder/$lesson-$lang.png" \
     >/dev/null 2>"$scratch/err"; then
    echo "  $folder/$lesson-$lang.png"
  else
    echo "  FAILED $lesson $lang $*: $(tail -1 "$scratch/err")" >&2
  fi
  rm -rf "$home"
}

for size in $sizes; do
  start_display "$size"
  suffix=${SCALE:+@${SCALE}x}${TEXT_SIZE:+-text$TEXT_SIZE}${PALETTE:+-$PALETTE}${VIEW:+-$VIEW}${TASK:+-task}${TAG:+-$TAG}
  if [ "${NORMAL:-yes}" != no ]; then
    for lesson in "${lessons[@]}"; do
      for lang in en ja; do
        shoot "$out/$size$suffix" "$lesson" "$lang"
      done
    done
  fi
  if [[ " $present_sizes " == *" $size "* ]]; then
    for lesson in "${lessons[@]}"; do
      for lang in en ja; do
        shoot "$out/$size$suffix-present" "$lesson" "$lang" --present
      done
    done
  fi
  stop_display
done
echo "Screenshots in $out/"
