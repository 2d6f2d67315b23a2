#!/usr/bin/env bash
# Installs MotionLab as a desktop app, from this checkout:
#   PREFIX/bin/motionlab                      the release build (Swift runtime linked in)
#   PREFIX/share/motionlab/                   its assets (Images, Layouts) and the manifest
#   PREFIX/share/applications/motionlab.desktop, PREFIX/share/metainfo/…metainfo.xml
#   PREFIX/share/icons/hicolor/…/apps/        the icon at 48, 64, 128 and 256 px, and as SVG
#   PREFIX/share/man/man1/                    a page for motionlab and each subcommand
#   bash, zsh and fish completions            where each shell looks under PREFIX/share
# It first installs the Debian packages the build needs (Tools/install-deps.sh).
#
#   Tools/install.sh [--prefix DIR]           install (default ~/.local; /usr/local asks for sudo)
#   Tools/install.sh --uninstall [--prefix DIR]
#                                             remove exactly what the install wrote
#   --configuration debug                     install the debug build (a quick check of the
#                                             install; it needs the Swift toolchain to run)
#   --destdir DIR                             stage under DIR/PREFIX with no manifest, for a
#                                             package (Tools/make-deb.sh)
#   --no-build                                install the build already made (CI installs
#                                             what its release tests built)
#
# The install is recorded in PREFIX/share/motionlab/install-manifest.txt before anything is
# copied: every file it writes, with its SHA-256, and every folder it makes. --uninstall
# removes those files and, when empty, those folders, and nothing else: not a path outside
# the prefix, and not a file changed since it was installed (it is kept, and named). A file
# or folder in the way that an earlier install did not write is never replaced: the
# install stops and names it. A re-install sets aside an installed file you changed (as
# FILE.changed-<time>) and removes the files an earlier version wrote that this one does not.
set -euo pipefail
umask 022
here=$(pwd)
cd "$(dirname "$0")/.."

say() { echo "motionlab install: $*"; }
die() { echo "motionlab install: $1" >&2; exit "${2:-1}"; }
absolute() { case "$1" in /*) printf '%s' "$1" ;; *) printf '%s' "$here/$1" ;; esac; }

prefix="$HOME/.local"
prefix_given=false
uninstall=false
configuration=release
destdir=""
build=true
while (($#)); do
    case "$1" in
        --prefix) [ $# -ge 2 ] || die "--prefix needs a folder" 2; prefix=$2; prefix_given=true; shift ;;
        --prefix=*) prefix=${1#--prefix=}; prefix_given=true ;;
        --uninstall) uninstall=true ;;
        --configuration) [ $# -ge 2 ] || die "--configuration needs debug or release" 2; configuration=$2; shift ;;
        --destdir) [ $# -ge 2 ] || die "--destdir needs a folder" 2; destdir=$2; shift ;;
        --no-build) build=false ;;
        -h|--help) sed -n '2,27p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) die "unknown option $1; see Tools/install.sh --help" 2 ;;
    esac
    shift
done
case "$configuration" in debug|release) ;; *) die "--configuration is debug or release, not $configuration" 2 ;; esac
[ -n "$prefix" ] || die "--prefix needs a folder, not an empty one" 2
# The launcher entry names the binary by its path: characters its Exec line would have to
# escape are refused rather than risked.
case "$prefix" in *[\"\`\$\\%]*|*$'\n'*) die "the prefix $prefix holds a character a launcher entry cannot name (\" \` \$ \\ %); choose another" 2 ;; esac
prefix=$(absolute "$prefix")
prefix=${prefix%/}
[ -z "$destdir" ] || destdir=$(absolute "$destdir")
if [ -n "${SUDO_USER:-}" ] && [ "$(id -u)" -eq 0 ] && ! $prefix_given; then
    die "run it as yourself, not with sudo: sudo makes the prefix /root/.local and leaves root's files in your build; it asks for sudo itself when a prefix needs it" 2
fi
manifest="$prefix/share/motionlab/install-manifest.txt"
stamp=$(date -u +%Y%m%dT%H%M%SZ)

# Writes to the prefix go through sudo when it is not ours to write (/usr/local).
sudo=()
writable_parent() {
    local d=$1
    while [ ! -e "$d" ]; do d=$(dirname "$d"); done
    [ -w "$d" ]
}
if [ -z "$destdir" ] && [ "$(id -u)" -ne 0 ] && ! writable_parent "$prefix"; then
    command -v sudo >/dev/null || die "$prefix is not writable and sudo is not installed; choose another --prefix"
    say "$prefix is not writable by you: asking sudo"
    sudo=(sudo)
fi
as_owner() { "${sudo[@]}" "$@"; }
# An icon theme's cache, where the system keeps one, must learn of the icons (a prefix
# with none is searched as it is, and none is made there).
refresh_icon_cache() {
    if [ -f "$prefix/share/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null; then
        as_owner gtk-update-icon-cache -q -t "$prefix/share/icons/hicolor" || true
    fi
}
checksum() { sha256sum < "$1" | cut -d' ' -f1; }
# Whether a manifest's path lies inside the prefix, with no ".." or "." part: a manifest
# edited by hand never leads a removal elsewhere.
inside_prefix() {
    case "$1" in "$prefix"/*) ;; *) return 1 ;; esac
    case "/$1/" in */../*|*/./*) return 1 ;; esac
    local parent
    parent=$(realpath -m -- "$(dirname -- "$1")")
    case "$parent/" in "$(realpath -m -- "$prefix")"/*) return 0 ;; *) return 1 ;; esac
}
# The previous manifest's entries, as "kind<TAB>sha<TAB>path" lines, "-" standing for no
# sha (a folder, the manifest, or an entry of the first format, "kind<TAB>path"): read
# splits on runs of tabs, so no field may be empty.
previous_entries() {
    [ -f "$manifest" ] || return 0
    awk -F'\t' '/^(file|dir)\t/ {
        sha = NF >= 3 ? $2 : ""; path = NF >= 3 ? $3 : $2
        if (path != "") print $1 "\t" (sha == "" ? "-" : sha) "\t" path
    }' "$manifest"
}

if $uninstall; then
    [ -z "$destdir" ] || die "--uninstall takes no --destdir" 2
    [ -f "$manifest" ] || die "no MotionLab install in $prefix (no $manifest); nothing removed"
    entries=$(previous_entries)
    removed=0
    kept=()
    # Files first (the manifest among them, last), then the folders the install made,
    # deepest first, when they are empty.
    while IFS=$'\t' read -r kind sha path; do
        [ "$kind" = file ] && [ "$path" != "$manifest" ] || continue
        inside_prefix "$path" || { say "left alone: $path is not inside $prefix"; continue; }
        [ -e "$path" ] || [ -L "$path" ] || continue
        if [ "$sha" != - ] && { [ -L "$path" ] || [ ! -f "$path" ] || [ "$(checksum "$path")" != "$sha" ]; }; then
            kept+=("$path")
            continue
        fi
        as_owner rm -f -- "$path"
        removed=$((removed + 1))
    done <<<"$entries"
    as_owner rm -f -- "$manifest"
    while IFS=$'\t' read -r kind _ path; do
        if [ "$kind" = dir ] && inside_prefix "$path/x" && [ -d "$path" ] && [ ! -L "$path" ]; then
            as_owner rmdir --ignore-fail-on-non-empty -- "$path"
        fi
    done < <(grep $'^dir\t' <<<"$entries" | LC_ALL=C sort -t$'\t' -k3,3 -r || true)
    refresh_icon_cache
    say "removed $removed files from $prefix"
    for f in "${kept[@]}"; do say "kept $f: it changed since it was installed"; done
    exit 0
fi

Tools/install-deps.sh
# The man pages are written by swift-argument-parser's generate-manual, built beside
# motionlab (sharing its build of the parser), or in debug with --no-build, where the test
# passes have built the parser already.
manual_configuration=$configuration
if $build; then
    # Linking Foundation statically, the linker warns of a mktemp call inside Foundation's
    # own code: a line nobody installing can act on.
    swift build -c "$configuration" --product motionlab 2>&1 | { grep -v "warning: the use of \`mktemp' is dangerous" || true; }
else
    manual_configuration=debug
fi
swift build -c "$manual_configuration" --product generate-manual
binary=".build/$configuration/motionlab"
[ -x "$binary" ] || die "there is no $binary; build it (swift build -c $configuration), or leave out --no-build"
version=$("$binary" --version | awk '{print $2}')
# The release's date, as CHANGELOG.md gives it, for the metainfo and the man pages.
date=$(sed -n "s/^## $version (\([0-9-]*\)).*/\1/p" CHANGELOG.md | head -1)
[ -n "$date" ] || die "CHANGELOG.md has no \"## $version (YYYY-MM-DD)\" heading; add the release there"

# Everything is made in a staging folder first, then copied into place.
stage=$(mktemp -d "${TMPDIR:-/tmp}/motionlab-install.XXXXXX")
trap 'rm -rf "$stage"' EXIT
s="$stage/root"
mkdir -p "$s/bin" "$s/share/motionlab" "$s/share/applications" "$s/share/metainfo" "$s/share/man/man1" \
    "$s/share/bash-completion/completions" "$s/share/zsh/site-functions" "$s/share/fish/vendor_completions.d"

cp "$binary" "$s/bin/motionlab"
cp -R Assets/Images Assets/Layouts "$s/share/motionlab/"
desktop=$(<Packaging/motionlab.desktop.in)
# Quoted, so a prefix with a space stays one path (Desktop Entry Specification, Exec key).
desktop=${desktop//\"@BINDIR@\/motionlab\"/\"$prefix/bin/motionlab\"}
desktop=${desktop//@BINDIR@/$prefix/bin}
printf '%s\n' "$desktop" > "$s/share/applications/motionlab.desktop"
sed -e "s|@VERSION@|$version|g; s|@DATE@|$date|g" Packaging/io.github.motionlab.MotionLab.metainfo.xml.in \
    > "$s/share/metainfo/io.github.motionlab.MotionLab.metainfo.xml"
for n in 48 64 128 256; do
    mkdir -p "$s/share/icons/hicolor/${n}x$n/apps"
    cp "Packaging/icons/motionlab-$n.png" "$s/share/icons/hicolor/${n}x$n/apps/motionlab.png"
done
mkdir -p "$s/share/icons/hicolor/scalable/apps"
cp Packaging/icons/motionlab.svg "$s/share/icons/hicolor/scalable/apps/motionlab.svg"

# Shell completions and man pages, from the command's own definitions (swift-argument-parser).
"$binary" --generate-completion-script bash > "$s/share/bash-completion/completions/motionlab"
"$binary" --generate-completion-script zsh > "$s/share/zsh/site-functions/_motionlab"
"$binary" --generate-completion-script fish > "$s/share/fish/vendor_completions.d/motionlab.fish"
pages="$stage/man"
mkdir -p "$pages"
".build/$manual_configuration/generate-manual" "$binary" --multi-page --date "$date" \
    --authors "MotionLab's developers" --output-directory "$pages"
# The pages of subcommands that --help does not list (a test worker) stay out, and so
# do the links to them.
shown=$("$binary" --help | awk '/^SUBCOMMANDS:/{on=1; next} on && /^  [a-z]/{print $1}')
for page in "$pages"/*.1; do
    name=$(basename "$page" .1)
    sub=${name#motionlab}; sub=${sub#.}
    if [ -z "$sub" ] || grep -qx -- "$sub" <<<"$shown"; then
        awk -v shown="$shown" '
            BEGIN { n = split(shown, list, "\n"); for (i = 1; i <= n; i++) keep["motionlab." list[i]] = 1 }
            /^\.Xr motionlab\./ { if (!($2 in keep)) next }
            { lines[++count] = $0 }
            END {
                # The last link of SEE ALSO takes no comma.
                for (i = 1; i <= count; i++) {
                    if (lines[i] ~ /^\.Xr / && lines[i] ~ / ,$/ && (i == count || lines[i + 1] !~ /^\.Xr /)) sub(/ ,$/, "", lines[i])
                    print lines[i]
                }
            }' "$page" > "$s/share/man/man1/$name.1"
    fi
done

if [ -n "$destdir" ]; then
    mkdir -p "$destdir$prefix"
    cp -R "$s/." "$destdir$prefix/"
    say "staged MotionLab $version under $destdir$prefix"
    exit 0
fi

# What an earlier install wrote, by path: its SHA-256 then.
declare -A earlier=()
earlier_dirs=()
while IFS=$'\t' read -r kind sha path; do
    [ -n "$path" ] || continue
    [ "$sha" != - ] || sha=""
    if [ "$kind" = file ]; then earlier[$path]=$sha; else earlier_dirs+=("$path"); fi
done < <(previous_entries)

# Before anything is written: nothing in the way that an earlier install did not write.
while IFS= read -r -d '' d; do
    target="$prefix${d#"$s"}"
    if { [ -e "$target" ] || [ -L "$target" ]; } && { [ ! -d "$target" ] || [ -L "$target" ]; }; then
        die "$target is in the way (a file, where a folder goes); move it away, then install again"
    fi
done < <(find "$s" -type d -print0)
declare -A new=()
while IFS= read -r -d '' f; do
    target="$prefix/${f#"$s/"}"
    new[$target]=1
    if { [ -e "$target" ] || [ -L "$target" ]; } && [ -z "${earlier[$target]+set}" ]; then
        die "$target exists and was not installed by MotionLab; move it away, then install again"
    fi
    [ ! -d "$target" ] || [ -L "$target" ] || die "$target is a folder where MotionLab installs a file; move it away, then install again"
done < <(find "$s" -type f -print0)

# The manifest first, written whole: an install that stops part-way can still be undone
# or done again.
list="$stage/manifest"
{
    echo "# motionlab-install-manifest 2: kind, SHA-256 (files), path"
    while IFS= read -r -d '' f; do
        printf 'file\t%s\t%s\n' "$(checksum "$f")" "$prefix/${f#"$s/"}"
    done < <(find "$s" -type f -print0 | LC_ALL=C sort -z)
    printf 'file\t\t%s\n' "$manifest"
    {
        while IFS= read -r -d '' d; do
            target="$prefix${d#"$s"}"
            [ -d "$target" ] || printf '%s\n' "$target"
        done < <(find "$s" -type d -print0)
        for d in "${earlier_dirs[@]}"; do printf '%s\n' "$d"; done
    } | LC_ALL=C sort -u -r | sed 's/^/dir\t\t/'
} > "$list"
as_owner mkdir -p -- "$(dirname "$manifest")"
as_owner install -m 0644 -T -- "$list" "$manifest.new"
as_owner mv -f -- "$manifest.new" "$manifest"

# Folders, then files: each file written beside its target and renamed over it, so a
# running motionlab is never written into. An installed file changed since is set aside.
while IFS= read -r -d '' d; do
    as_owner mkdir -p -- "$prefix${d#"$s"}"
done < <(find "$s" -type d -print0 | LC_ALL=C sort -z)
set_aside=()
while IFS= read -r -d '' f; do
    target="$prefix/${f#"$s/"}"
    sha=${earlier[$target]:-}
    if [ -n "$sha" ] && [ -f "$target" ] && [ "$(checksum "$target")" != "$sha" ]; then
        as_owner mv -f -- "$target" "$target.changed-$stamp"
        set_aside+=("$target.changed-$stamp")
    fi
    mode=0644
    [ -x "$f" ] && mode=0755
    as_owner install -m "$mode" -T -- "$f" "$target.new-$$"
    as_owner mv -f -- "$target.new-$$" "$target"
done < <(find "$s" -type f -print0 | LC_ALL=C sort -z)
# Files an earlier version wrote that this one does not: removed, unless changed since.
for path in "${!earlier[@]}"; do
    [ -z "${new[$path]+set}" ] && [ "$path" != "$manifest" ] || continue
    inside_prefix "$path" && [ -f "$path" ] && [ ! -L "$path" ] || continue
    sha=${earlier[$path]}
    if [ -z "$sha" ] || [ "$(checksum "$path")" = "$sha" ]; then as_owner rm -f -- "$path"; else set_aside+=("$path"); fi
done
refresh_icon_cache

say "installed $("$prefix/bin/motionlab" --version) into $prefix"
for f in "${set_aside[@]}"; do say "kept your changed copy: $f"; done
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) say "note: $prefix/bin is not on your PATH; add it to run motionlab by name" ;;
esac
if [ "$prefix" = "$HOME/.local" ]; then
    say "zsh: add fpath+=(~/.local/share/zsh/site-functions) to ~/.zshrc for its completions"
fi
say "remove it with: Tools/install.sh --uninstall --prefix $(printf '%q' "$prefix")"
