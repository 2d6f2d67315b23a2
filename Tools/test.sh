#!/usr/bin/env bash
# Installs what is missing and runs the test suite headless (SDL's offscreen driver;
# no display needed). Extra arguments go to swift test (for example: --filter CLITests).
set -euo pipefail
cd "$(dirname "$0")/.."
Tools/install-deps.sh
export SDL_VIDEODRIVER=offscreen
exec swift test "$@"
