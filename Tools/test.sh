#!/usr/bin/env bash
# Installs what is missing and runs the test suite headless (SDL's offscreen driver; no
# display needed). The heavy runs (fuzzers, kills during saves, hostile binaries) do a
# twentieth of their counts, so a warm run takes well under two minutes.
#
#   Tools/test.sh                 the quick suite, in a debug build
#   Tools/test.sh --full          then the heavy runs at their full counts, the goldens and
#                                 the physics tests again, in a release build (what CI runs)
#   Tools/test.sh --filter NAME   extra arguments go to swift test
set -euo pipefail
cd "$(dirname "$0")/.."
full=false
if [ "${1:-}" = "--full" ]; then full=true; shift; fi
Tools/install-deps.sh
export SDL_VIDEODRIVER=offscreen
swift test "$@"
if $full; then
    # What ships is what is tested: the release build drops assertions and exclusivity
    # checks, so the goldens and physics run there too, beside the full heavy counts.
    MOTIONLAB_HEAVY_SCALE=1 swift test -c release \
        --filter 'GestureFuzzTests|HostileScriptFuzzTests|HostileScriptBinaryTests|KillDuringSaveTests|CirclesTests/fuzz|BlackHoleTests/fuzz|GoldenTests|PhysicsTests'
fi
