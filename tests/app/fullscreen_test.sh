#!/usr/bin/env bash
# Presentation mode is true full screen under a window manager: on an Xvfb screen with openbox,
# F5 must leave the window in the window manager's full-screen state and exactly as large as the
# screen (no title bar, no strip lost at the bottom), Esc must give the window back, and
# --present must start in full screen; at the usual projector sizes.
#   fullscreen_test.sh APP
set -euo pipefail
app=$1
scratch=$(mktemp -d)
server=
wm=
pid=
cleanup() {
  [ -n "$pid" ] && kill "$pid" 2>/dev/null || true
  [ -n "$wm" ] && kill "$wm" 2>/dev/null || true
  [ -n "$server" ] && kill "$server" 2>/dev/null || true
  rm -rf "$scratch"
}
trap cleanup EXIT

start_display() { # $1 = WxH
  rm -f "$scratch/display"
  Xvfb -displayfd 3 -screen 0 "${1}x24" -nolisten tcp 3>"$scratch/display" 2>/dev/null &
  server=$!
  for _ in $(seq 100); do [ -s "$scratch/display" ] && break; sleep 0.1; done
  export DISPLAY=":$(cat "$scratch/display")"
  HOME="$scratch" openbox >/dev/null 2>&1 &
  wm=$!
  # The app must not map its window before openbox manages the screen (an unmanaged window takes
  # no focus and no full-screen state): up to 60 s, as a loaded machine starts it slowly.
  for _ in $(seq 600); do
    xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q window && return 0
    sleep 0.1
  done
  echo "$1: openbox did not start in 60 s"
  exit 1
}

stop_display() {
  kill "$wm" "$server" 2>/dev/null || true
  wait "$wm" "$server" 2>/dev/null || true
  wm=
  server=
}

start_app() { # extra arguments; sets pid and window
  rm -rf "$scratch/home"
  mkdir -p "$scratch/home"
  HOME="$scratch/home" XDG_CONFIG_HOME="$scratch/home/config" XDG_DATA_HOME="$scratch/home/data" \
    XDG_RUNTIME_DIR="$scratch/home" QTWEBENGINE_DISABLE_SANDBOX=1 QT_QPA_PLATFORM=xcb \
    "$app" --lesson lines --lang en "$@" >/dev/null 2>&1 &
  pid=$!
  # Polled rather than `search --sync`: xdotool exits with an X error when a window it is looking
  # at goes away during the search (QtWebEngine makes and drops windows while it starts).
  window=
  for _ in $(seq 600); do
    window=$(xdotool search --onlyvisible --pid "$pid" --name "Collision Detection Lab" 2>/dev/null | tail -1) || true
    [ -n "$window" ] && return 0
    kill -0 "$pid" 2>/dev/null || { echo "the app ended before its window appeared ($*)"; exit 1; }
    sleep 0.1
  done
  echo "no window in 60 s ($*)"
  exit 1
}

stop_app() {
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  pid=
}

full_screen() { # $1 = window, $2 = WxH: true once the window manager holds it full screen
  xprop -id "$1" _NET_WM_STATE 2>/dev/null | grep -q _NET_WM_STATE_FULLSCREEN \
    && xwininfo -id "$1" | grep -q "Absolute upper-left X:  0" \
    && xwininfo -id "$1" | grep -q "Absolute upper-left Y:  0" \
    && [ "$(xwininfo -id "$1" | sed -n 's/  Width: //p')x$(xwininfo -id "$1" | sed -n 's/  Height: //p')" = "$2" ]
}

wait_until() { # command...: up to 60 s (a loaded machine starts the web view slowly)
  for _ in $(seq 600); do "$@" && return 0; sleep 0.1; done
  return 1
}

not_full_screen() { ! full_screen "$@"; }

focus_window() { # a key sent while the window does not have the focus is lost: up to 30 s
  for _ in $(seq 300); do
    xdotool windowactivate "$window" >/dev/null 2>&1 || true
    [ "$(xdotool getwindowfocus 2>/dev/null)" = "$window" ] && return 0
    sleep 0.1
  done
  echo "$size: the window did not take the focus in 30 s"
  kill -0 "$wm" 2>/dev/null && echo "(openbox is running)" || echo "(openbox has ended)"
  return 1
}

# One size: F5 and Esc on a running window, then --present from the start. Returns 2 when the
# screen never gave the window the focus (the keys would be lost: nothing about the app was
# tested), 1 when the app failed, 0 when it passed.
check_size() {
  start_display "$size"
  start_app
  focus_window || return 2
  xdotool key --window "$window" F5
  wait_until full_screen "$window" "$size" || { echo "$size: F5 did not give true full screen"; xwininfo -id "$window"; return 1; }
  focus_window || return 2
  xdotool key --window "$window" Escape
  wait_until not_full_screen "$window" "$size" || { echo "$size: Esc did not leave full screen"; return 1; }
  stop_app
  start_app --present
  wait_until full_screen "$window" "$size" || { echo "$size: --present did not start in true full screen"; return 1; }
  stop_app
  echo "$size: F5, Esc and --present give and leave true full screen"
}

for size in 1024x768 1280x720; do
  # A screen that gives no focus is tried again on a new screen, twice at most; an app that
  # fails with the focus fails the test at once.
  for attempt in 1 2 3; do
    status=0
    check_size || status=$?
    stop_app
    stop_display
    [ "$status" -eq 2 ] || break
    echo "$size: a new screen (attempt $((attempt + 1)))"
  done
  [ "$status" -eq 0 ] || exit 1
done
