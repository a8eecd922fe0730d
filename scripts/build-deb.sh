#!/usr/bin/env bash
# Builds the Debian package of Collision Detection Lab from the release preset and prints its path.
# Install it with: sudo apt install ./build/release/collision-lab_<version>_<arch>.deb
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
cmake --preset release >/dev/null
cmake --build --preset release --target collision-lab
cd build/release
rm -f collision-lab_*.deb
cpack -G DEB >/dev/null
ls "$PWD"/collision-lab_*.deb
