#!/usr/bin/env bash
# Remakes the golden screenshots in Tests/Golden after an intended visual change: the
# golden test, told to write its pictures instead of comparing them. Review the new
# pictures (git diff shows which changed) before committing them.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests
MOTIONLAB_UPDATE_GOLDENS=1 swift test --skip-build --filter GoldenTests
git status --short Tests/Golden
