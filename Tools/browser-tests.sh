#!/usr/bin/env bash
# Checks MotionLab's HTML test report in a real browser: Debian's Chromium, driven by
# Playwright from PyPI (in a venv at .build/browser-venv; `playwright install` is never
# run, the system's browser is used). Needs chromium and python3-venv: Tools/install-deps.sh --ci.
#
# Usage:
#   Tools/browser-tests.sh                       builds motionlab, then checks two suites, each
#                                                as one run and as two shards merged: the fixture
#                                                (Tests/Browser/fixtures/suite.json: escaping, every
#                                                status), and a real run of motionlab test on a
#                                                folder with a passing capture, the same with its
#                                                first double-tap moved (tampered), and garbage
#   Tools/browser-tests.sh REPORT_DIR [SAME_DIR] checks a report folder that is already written
#                                                (motionlab test --reporter html=REPORT_DIR), and,
#                                                given SAME_DIR (a merge of shards' reports), that
#                                                it shows the same but for durations and times
#
# Environment: CHROMIUM (default /usr/bin/chromium), MOTIONLAB (a built motionlab; default:
# swift build's), PYTHON (to make the venv; default python3), SCREENSHOT (a PNG to save the
# first report's whole page to, to look at).
# Prints a line per check and ends with "browser: N passed, N failed"; exits non-zero
# when a check failed or something is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "browser-tests: $*" >&2; exit 2; }

chromium="${CHROMIUM:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
    chromium="$(command -v chromium || command -v chromium-browser || true)"
    [ -n "$chromium" ] || fail "no Chromium at ${CHROMIUM:-/usr/bin/chromium}; install it with Tools/install-deps.sh --ci (Debian's chromium), or set CHROMIUM"
fi

venv=.build/browser-venv
if ! "$venv/bin/python" -c "import playwright.sync_api" 2>/dev/null; then
    echo "browser-tests: making $venv with Playwright from PyPI"
    "${PYTHON:-python3}" -m venv "$venv" || fail "cannot make a venv with ${PYTHON:-python3}; install python3-venv (Tools/install-deps.sh --ci)"
    "$venv/bin/pip" install -q --disable-pip-version-check playwright || fail "cannot install playwright from PyPI into $venv"
fi
check=("$venv/bin/python" Tests/Browser/test_report.py --chromium "$chromium" ${SCREENSHOT:+--screenshot "$SCREENSHOT"})

if [ $# -gt 0 ]; then
    [ $# -le 2 ] || fail "give at most two report folders: REPORT_DIR [SAME_DIR]"
    if [ $# -eq 2 ]; then exec "${check[@]}" "$1" --same-as "$2"; fi
    exec "${check[@]}" "$1"
fi

if [ -n "${MOTIONLAB:-}" ]; then
    motionlab="$MOTIONLAB"
else
    swift build --product motionlab >/dev/null || fail "swift build failed; run it to see why"
    motionlab="$(swift build --show-bin-path)/motionlab"
fi

# Absolute, since the real run below runs from a folder of its own.
case "$motionlab" in /*) ;; *) motionlab="$(pwd)/$motionlab" ;; esac

work="$(mktemp -d "${TMPDIR:-/tmp}/motionlab-browser.XXXXXX")"
trap 'rm -rf "$work"' EXIT
fixture=Tests/Browser/fixtures/suite.json
# The suite in two shards, each at its own start and speed, as two CI jobs would write them.
"$venv/bin/python" - "$fixture" "$work" <<'PY'
import json, sys
suite = json.load(open(sys.argv[1]))
for i in (0, 1):
    shard = dict(suite, shard=f"{i + 1}/2", startedAt=f"2026-11-28T10:00:0{i}Z", duration=1.5 + i,
                 captures=suite["captures"][i::2])
    json.dump(shard, open(f"{sys.argv[2]}/shard-{i + 1}.json", "w"), indent=2)
PY
"$motionlab" merge-reports "$fixture" --reporter "html=$work/whole" >/dev/null
"$motionlab" merge-reports "$work/shard-1.json" "$work/shard-2.json" --reporter "html=$work/merged" >/dev/null
"${check[@]}" "$work/whole" --same-as "$work/merged"

# A real run: the passing capture and its baselines, a tampered copy whose first double-tap
# moved (its trees and its pictures differ), and a file of garbage.
suite="$work/suite"
mkdir -p "$suite"
cp Tests/Captures/circles-lift-drag.json "$suite/pass.json"
cp -r Tests/Captures/circles-lift-drag.marks "$suite/pass.marks"
sed 's/"x":200,"y":200/"x":350,"y":200/g' Tests/Captures/circles-lift-drag.json > "$suite/tampered.json"
cp -r Tests/Captures/circles-lift-drag.marks "$suite/tampered.marks"
echo "{ not a capture" > "$suite/garbage.json"
status=0
(cd "$work" && "$motionlab" test suite --reporter "json=run.json,junit=run.xml,html=run") >/dev/null || status=$?
[ "$status" -eq 1 ] || fail "motionlab test on the mixed suite exited $status, not 1"
for i in 1 2; do
    (cd "$work" && "$motionlab" test suite --shard "$i/2" --reporter "json=shard-run-$i.json") >/dev/null || true
done
"$motionlab" merge-reports "$work/shard-run-1.json" "$work/shard-run-2.json" --reporter "html=$work/run-merged" >/dev/null
SCREENSHOT="${SCREENSHOT:+${SCREENSHOT%.png}-run.png}"
check=("$venv/bin/python" Tests/Browser/test_report.py --chromium "$chromium" --first tampered.json ${SCREENSHOT:+--screenshot "$SCREENSHOT"})
"${check[@]}" "$work/run" --same-as "$work/run-merged"
