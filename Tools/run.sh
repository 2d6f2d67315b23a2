#!/usr/bin/env bash
# Installs what is missing, builds MotionLab and opens its window.
# Extra arguments go to motionlab (for example: Tools/run.sh --tab snowman).
set -euo pipefail
cd "$(dirname "$0")/.."
Tools/install-deps.sh
# Linking Foundation statically, the linker warns of a mktemp call inside Foundation's own
# code: a line a newcomer can do nothing about.
swift build -c release --product motionlab 2>&1 | { grep -v "warning: the use of \`mktemp' is dangerous" || true; }
exec .build/release/motionlab "$@"
