#!/usr/bin/env bash
# Installs what is missing, builds MotionLab and opens its window.
# Extra arguments go to motionlab (for example: Tools/run.sh --tab snowman).
set -euo pipefail
cd "$(dirname "$0")/.."
Tools/install-deps.sh
swift build -c release --product motionlab
exec .build/release/motionlab "$@"
