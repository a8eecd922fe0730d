#!/usr/bin/env bash
# Installs the Debian 12 packages Collision Detection Lab needs to build, test and run, if any are missing.
# Sourced by run-app.sh and run-tests.sh; safe to run again (it installs only what is absent).
set -euo pipefail

COLLISION_LAB_PACKAGES=(
  cmake ninja-build g++ clang libclang-rt-14-dev
  qt6-base-dev qt6-charts-dev qt6-webengine-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
  qt6-l10n-tools qt6-translations-l10n
  catch2 libjs-katex nlohmann-json3-dev libbenchmark-dev libbox2d-dev
  xvfb xauth fonts-noto-cjk
  openbox xdotool x11-utils python3 clang-format
  at-spi2-core dbus-daemon python3-pyatspi
  desktop-file-utils appstream shared-mime-info dpkg-dev file
  # The live class: OpenSSL makes the session's key, certificate and the join code's scrypt;
  # ip sets up the network namespace of the public-peer test (Qt's TLS backend is libqt6network6's).
  libssl-dev iproute2
)

missing=()
for package in "${COLLISION_LAB_PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if ((${#missing[@]})); then
  echo "Installing missing packages: ${missing[*]}"
  sudo_cmd=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "Run as root or install sudo: need ${missing[*]}" >&2; exit 1; }
    sudo_cmd=(sudo)
  fi
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
