#!/usr/bin/env bash
# Installs what is missing and runs the test suite headless (SDL's offscreen driver; no
# display needed). The heavy runs (fuzzers, kills during saves, hostile binaries) do a
# twentieth of their counts; whole replays drawn from damage against full redraws run
# with them. The tests run in three passes (in-process, through the binary, heavy), so
# that a quick test's time is its own and not that of the child processes, fuzzers or
# replays it would share the two cores with.
#
#   Tools/test.sh                 the three passes, in a debug build
#   Tools/test.sh --full          then the heavy runs at their full counts, the goldens and
#                                 the physics tests again, in a release build, that build
#                                 installed and packaged (Tools/check-install.sh), and the
#                                 suite's HTML report in Chromium (what CI runs)
#   Tools/test.sh --filter NAME   any other arguments go to one swift test as they are
set -euo pipefail
cd "$(dirname "$0")/.."
full=false
if [ "${1:-}" = "--full" ]; then full=true; shift; fi
# --full is what CI runs: it also checks the HTML test report in a real browser, which
# needs Chromium and python3-venv (install-deps.sh --ci).
if $full; then Tools/install-deps.sh --ci; else Tools/install-deps.sh; fi
export SDL_VIDEODRIVER=offscreen
# The tests' servers are on 127.0.0.1: no proxy may carry their requests elsewhere.
unset http_proxy https_proxy HTTP_PROXY HTTPS_PROXY all_proxy ALL_PROXY
export no_proxy='*' NO_PROXY='*'
# The tests tagged heavy, as test identifiers; among them the whole replays, which do the
# same work at any scale.
replays='DamageReplayTests|GLDamageReplayTests|RasterProfileReplayTests'
heavy="GestureFuzzTests|HostileScriptFuzzTests|HostileScriptBinaryTests|KillDuringSaveTests|CirclesTests/fuzz|BlackHoleTests/fuzz|$replays"
if [ $# -gt 0 ]; then
    swift test "$@"
else
    # In-process tests first; then those that run the binary (each child takes a core);
    # then the heavy runs (the replays only once with --full, in the release pass).
    swift test --skip "$heavy|CLITests"
    swift test --skip-build --filter CLITests --skip "$heavy"
    # The committed captures, as a suite: their marks' trees and baseline pictures, with a
    # JUnit file for CI to show.
    .build/debug/motionlab test Tests/Captures --reporter list,junit=.build/test-results/captures.xml
    if $full; then
        swift test --skip-build --filter "$heavy" --skip "$replays"
    else
        swift test --skip-build --filter "$heavy"
    fi
fi
if $full; then
    # What ships is what is tested: the release build drops assertions and exclusivity
    # checks, so the goldens and physics run there too, beside the full heavy counts.
    MOTIONLAB_HEAVY_SCALE=1 swift test -c release --filter "$heavy|GoldenTests|PhysicsTests"
    # That release build, installed as a desktop app and packaged as a .deb (which CI also
    # installs with apt), run from outside the checkout with no Swift on the PATH.
    Tools/check-install.sh
    # The suite's HTML report in Chromium: a fixture and a real run, each whole and merged
    # from two shards.
    MOTIONLAB=.build/debug/motionlab Tools/browser-tests.sh
fi
