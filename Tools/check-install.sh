#!/usr/bin/env bash
# Checks MotionLab installed as a desktop app, from the release build the release tests
# made (CI builds release once): Tools/install.sh into a fresh prefix, then from a folder
# that is not the checkout, with PATH holding only that prefix's bin, /usr/bin and /bin (no
# Swift): --version, a screenshot, the launcher entry, metainfo, icons, man pages and the
# bash completion; then --uninstall leaves no file. Then Tools/make-deb.sh; in CI (as root)
# the package is installed with apt, run the same way, and removed.
#
#   Tools/check-install.sh        after `swift test -c release` (Tools/test.sh --full)
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "check-install: FAILED: $*" >&2; exit 1; }
ok() { echo "check-install: ok: $*"; }

binary=.build/release/motionlab
[ -x "$binary" ] || fail "no $binary; run the release build first"
if ldd "$binary" | grep -E 'libswift|libFoundation'; then fail "$binary links Swift or Foundation dynamically"; fi
ok "ldd $binary lists no Swift or Foundation library"

work=$(mktemp -d "${TMPDIR:-/tmp}/motionlab-check.XXXXXX")
trap 'rm -rf "$work"' EXIT
prefix="$work/prefix"
mkdir -p "$prefix" "$work/elsewhere"
Tools/install.sh --prefix "$prefix" --no-build

# Run as a user would, away from the checkout, with no Swift on the PATH.
outside() {
    (cd "$work/elsewhere" && env -i HOME="$work/elsewhere" PATH="$1:/usr/bin:/bin" SDL_VIDEODRIVER=offscreen \
        XDG_CONFIG_HOME="$work/elsewhere/config" XDG_DATA_HOME="$work/elsewhere/data" bash -c "$2")
}
check_runs() {  # BINDIR
    outside "$1" 'command -v swift >/dev/null && exit 3; command -v motionlab' | grep -qx "$1/motionlab" ||
        fail "motionlab is not found on the PATH alone from $1 (or swift is)"
    commit=$(git rev-parse HEAD 2>/dev/null | cut -c1-12)
    version=$(outside "$1" 'motionlab --version')
    grep -qE "^motionlab [0-9]+\.[0-9]+\.[0-9]+ \(commit $commit" <<<"$version" || fail "--version said: $version"
    ok "$version"
    rm -f "$work/elsewhere/x.png"
    said=$(outside "$1" 'motionlab screenshot --tab snowman --out x.png 2>&1') || fail "screenshot failed: $said"
    [ "$(head -c 8 "$work/elsewhere/x.png" | od -An -tx1 | tr -d ' ')" = 89504e470d0a1a0a ] || fail "screenshot wrote no PNG"
    # The snowman's image comes from the installed assets; one it cannot load is named on
    # stderr.
    [ -z "$said" ] || fail "screenshot said: $said"
    ok "a snowman screenshot from $work/elsewhere"
}
check_runs "$prefix/bin"

desktop-file-validate "$prefix/share/applications/motionlab.desktop" || fail "the .desktop file does not validate"
ok "desktop-file-validate"
appstreamcli validate --no-net "$prefix"/share/metainfo/io.github.motionlab.MotionLab.metainfo.xml >/dev/null ||
    fail "the metainfo does not validate"
ok "appstreamcli validate --no-net"
sizes=0
for png in "$prefix"/share/icons/hicolor/*x*/apps/motionlab.png; do
    folder=$(basename "$(dirname "$(dirname "$png")")")
    # A PNG's width and height are bytes 17-24 of the file.
    w=$((16#$(od -An -tx1 -j16 -N4 "$png" | tr -d ' \n')))
    h=$((16#$(od -An -tx1 -j20 -N4 "$png" | tr -d ' \n')))
    [ "${w}x$h" = "$folder" ] || fail "$png is ${w}x$h, in $folder"
    sizes=$((sizes + 1))
done
[ "$sizes" -ge 3 ] || fail "only $sizes icon sizes"
ok "$sizes icon sizes, each its folder's size"
pages=0
for page in "$prefix"/share/man/man1/*.1; do
    out=$(man -l "$page" 2>&1 >/dev/null) || fail "man -l $page failed"
    [ -z "$out" ] || fail "man -l $page warned: $out"
    pages=$((pages + 1))
done
[ -f "$prefix/share/man/man1/motionlab.1" ] && [ -f "$prefix/share/man/man1/motionlab.test.1" ] || fail "man pages missing"
subcommands=$("$binary" --help | awk '/^SUBCOMMANDS:/{on=1; next} on && /^  [a-z]/{print $1}' | wc -l)
[ "$pages" -eq $((subcommands + 1)) ] || fail "$pages man pages for $subcommands subcommands and the command"
ok "man -l renders $pages pages"
bash -c "source '$prefix/share/bash-completion/completions/motionlab'; complete -p motionlab" | grep -q "_motionlab motionlab" ||
    fail "the bash completion does not register"
grep -q "compdef\|#compdef" "$prefix/share/zsh/site-functions/_motionlab" || fail "no zsh completion"
grep -q "^complete -c 'motionlab'" "$prefix/share/fish/vendor_completions.d/motionlab.fish" || fail "no fish completion"
ok "bash, zsh and fish completions"

# Again over itself: nothing in the way, nothing set aside, the same manifest.
before=$(cut -f1,3 "$prefix/share/motionlab/install-manifest.txt" | sort)
Tools/install.sh --prefix "$prefix" --no-build | grep -q "kept your changed copy" && fail "a re-install set a file aside"
[ "$(cut -f1,3 "$prefix/share/motionlab/install-manifest.txt" | sort)" = "$before" ] || fail "a re-install changed the manifest"
ok "a re-install over itself"

# The user's own files, a changed installed file, and a manifest entry outside the prefix
# all survive the uninstall.
echo "a file of the user's" > "$prefix/share/note.txt"
echo "# a line of the user's" >> "$prefix/share/applications/motionlab.desktop"
mkdir -p "$work/outside" && echo precious > "$work/outside/precious.txt"
printf 'file\t-\t%s\n' "$work/outside/precious.txt" >> "$prefix/share/motionlab/install-manifest.txt"
Tools/install.sh --uninstall --prefix "$prefix"
left=$(find "$prefix" -mindepth 1 ! -path "$prefix/share" ! -path "$prefix/share/note.txt" \
    ! -path "$prefix/share/applications" ! -path "$prefix/share/applications/motionlab.desktop")
[ -z "$left" ] || fail "--uninstall left: $left"
[ -f "$prefix/share/note.txt" ] || fail "--uninstall removed a file of the user's"
[ -f "$prefix/share/applications/motionlab.desktop" ] || fail "--uninstall removed a file the user changed"
[ -f "$work/outside/precious.txt" ] || fail "--uninstall followed the manifest outside the prefix"
ok "--uninstall removed every file it wrote, kept the user's and the one they changed, and nothing outside"

# A prefix with a space: the launcher entry still names one binary.
spaced="$work/two words"
Tools/install.sh --prefix "$spaced" --no-build >/dev/null
desktop-file-validate "$spaced/share/applications/motionlab.desktop" || fail "the .desktop file under a spaced prefix does not validate"
grep -qx "Exec=\"$spaced/bin/motionlab\"" "$spaced/share/applications/motionlab.desktop" || fail "Exec does not quote the spaced prefix"
# A file in the way that no install wrote stops the next one, and is left as it was.
echo "the user's" > "$spaced/share/motionlab/Images/extra.png"
rm "$spaced/share/motionlab/install-manifest.txt"
if Tools/install.sh --prefix "$spaced" --no-build >/dev/null 2>&1; then fail "an install replaced files it did not write"; fi
ok "a spaced prefix, and files in the way"

Tools/make-deb.sh --no-build --out "$work"
deb=$(ls "$work"/motionlab_*.deb)
dpkg-deb --info "$deb" | sed -n '/Package:/,/Description:/p'
dpkg-deb -f "$deb" Depends | grep -q -- '-dev' && fail "the package depends on a -dev package"
dpkg-deb -f "$deb" Depends | grep -q libcurl || fail "the package does not depend on libcurl"
if [ "${CI:-}" = true ] && [ "$(id -u)" -eq 0 ] && ! dpkg-query -W motionlab >/dev/null 2>&1; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$deb" >/dev/null
    check_runs /usr/bin
    [ -f /usr/share/applications/motionlab.desktop ] && man -w motionlab >/dev/null || fail "the package installed no launcher entry or man page"
    DEBIAN_FRONTEND=noninteractive apt-get remove -y -q motionlab >/dev/null
    [ ! -e /usr/bin/motionlab ] || fail "apt-get remove left /usr/bin/motionlab"
    ok "apt-get installed $(basename "$deb"), it ran outside the checkout, and apt-get remove took it away"
else
    ok "$(basename "$deb") built (installed with apt only in CI, as root)"
fi
