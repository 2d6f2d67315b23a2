#!/bin/sh
# Writes OUT/BuildCommit.swift: the git commit of the checkout at PACKAGE, for
# `motionlab --version` (run by the BuildCommit plugin before every build). A checkout with
# changes not committed says so; a tree that is not a git checkout of its own (a source
# tarball, even one unpacked inside another repository) says "unknown". The file is
# rewritten only when its text changes, so an unchanged checkout recompiles nothing.
# Usage: Tools/build-commit.sh PACKAGE OUT
set -eu
package=$1
out=$2
commit=unknown
dirty=false
if command -v git >/dev/null 2>&1 &&
    top=$(git -C "$package" rev-parse --show-toplevel 2>/dev/null) &&
    [ "$(cd "$top" && pwd -P)" = "$(cd "$package" && pwd -P)" ] &&
    hash=$(git -C "$package" rev-parse HEAD 2>/dev/null); then
    commit=$hash
    # Untracked files aside: a build from a checkout with a stray note is still that commit.
    git -C "$package" diff --quiet HEAD -- 2>/dev/null || dirty=true
fi
mkdir -p "$out"
text="// Written by Tools/build-commit.sh before each build; not in git.
let buildCommit = \"$commit\"
let buildHasUncommittedChanges = $dirty
"
if [ ! -f "$out/BuildCommit.swift" ] || [ "$(cat "$out/BuildCommit.swift")" != "$(printf '%s' "$text")" ]; then
    printf '%s' "$text" > "$out/BuildCommit.swift.tmp"
    mv "$out/BuildCommit.swift.tmp" "$out/BuildCommit.swift"
fi
