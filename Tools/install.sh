#!/usr/bin/env bash
# Installs MotionLab as a desktop app, from this checkout:
#   PREFIX/bin/motionlab                      the release build (Swift runtime linked in)
#   PREFIX/share/motionlab/                   its assets (Images, Layouts) and the manifest
#   PREFIX/share/applications/motionlab.desktop, PREFIX/share/metainfo/…metainfo.xml
#   PREFIX/share/icons/hicolor/…/apps/        the icon at 48, 64, 128 and 256 px, and as SVG
#   PREFIX/share/man/man1/                    a page for motionlab and each subcommand
#   bash, zsh and fish completions            where each shell looks under PREFIX/share
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
# The install is recorded in PREFIX/share/motionlab/install-manifest.txt: every file it
# wrote, and every folder it made. --uninstall removes those files and, when empty, those
# folders, and nothing else. A file in the way that an earlier install did not write is
# never replaced: the install stops and names it.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { echo "motionlab install: $*"; }
die() { echo "motionlab install: $1" >&2; exit "${2:-1}"; }

prefix="$HOME/.local"
uninstall=false
configuration=release
destdir=""
build=true
while (($#)); do
    case "$1" in
        --prefix) [ $# -ge 2 ] || die "--prefix needs a folder" 2; prefix=$2; shift ;;
        --prefix=*) prefix=${1#--prefix=} ;;
        --uninstall) uninstall=true ;;
        --configuration) [ $# -ge 2 ] || die "--configuration needs debug or release" 2; configuration=$2; shift ;;
        --destdir) [ $# -ge 2 ] || die "--destdir needs a folder" 2; destdir=$2; shift ;;
        --no-build) build=false ;;
        -h|--help) sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) die "unknown option $1; see Tools/install.sh --help" 2 ;;
    esac
    shift
done
case "$configuration" in debug|release) ;; *) die "--configuration is debug or release, not $configuration" 2 ;; esac
case "$prefix" in /*) ;; *) prefix="$(pwd)/$prefix" ;; esac
prefix=${prefix%/}
manifest="$prefix/share/motionlab/install-manifest.txt"

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

if $uninstall; then
    [ -z "$destdir" ] || die "--uninstall takes no --destdir" 2
    [ -f "$manifest" ] || die "no MotionLab install in $prefix (no $manifest); nothing removed"
    # Files first (the manifest among them), then the folders the install made, deepest
    # first, when they are empty.
    entries=$(cat "$manifest")
    removed=0
    while IFS=$'\t' read -r kind path; do
        [ "$kind" = file ] || continue
        if [ -e "$path" ] || [ -L "$path" ]; then
            as_owner rm -f -- "$path"
            removed=$((removed + 1))
        fi
    done <<<"$entries"
    while IFS=$'\t' read -r kind path; do
        if [ "$kind" = dir ] && [ -d "$path" ]; then as_owner rmdir --ignore-fail-on-non-empty -- "$path"; fi
    done <<<"$entries"
    refresh_icon_cache
    say "removed $removed files from $prefix"
    exit 0
fi

Tools/install-deps.sh
# The man pages are written by swift-argument-parser's generate-manual, built beside
# motionlab (sharing its build of the parser), or in debug with --no-build, where the test
# passes have built the parser already.
manual_configuration=$configuration
if $build; then
    # Linking Foundation statically, the linker warns of mktemp in Foundation's own code: a
    # line nobody installing can act on.
    swift build -c "$configuration" --product motionlab 2>&1 | { grep -v "warning: the use of \`mktemp' is dangerous" || true; }
else
    manual_configuration=debug
fi
swift build -c "$manual_configuration" --product generate-manual
binary=".build/$configuration/motionlab"
[ -x "$binary" ] || die "there is no $binary; build it (swift build -c $configuration), or leave out --no-build"
version=$("$binary" --version | awk '{print $2}')

# Everything is made in a staging folder first, then copied into place.
stage=$(mktemp -d "${TMPDIR:-/tmp}/motionlab-install.XXXXXX")
trap 'rm -rf "$stage"' EXIT
s="$stage/root"
mkdir -p "$s/bin" "$s/share/motionlab" "$s/share/applications" "$s/share/metainfo" "$s/share/man/man1" \
    "$s/share/bash-completion/completions" "$s/share/zsh/site-functions" "$s/share/fish/vendor_completions.d"

cp "$binary" "$s/bin/motionlab"
cp -R Assets/Images Assets/Layouts "$s/share/motionlab/"
date=$(git log -1 --format=%cs 2>/dev/null || date -u +%F)
sed -e "s|@BINDIR@|$prefix/bin|g" Packaging/motionlab.desktop.in > "$s/share/applications/motionlab.desktop"
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

# Refuse to replace a file that an earlier install did not write.
previous=""
[ -f "$manifest" ] && previous=$(cut -f2 "$manifest")
while IFS= read -r -d '' f; do
    target="$prefix/${f#"$s/"}"
    if [ -e "$target" ] && ! grep -qxF -- "$target" <<<"$previous"; then
        die "$target exists and was not installed by MotionLab; move it away, then install again"
    fi
done < <(find "$s" -type f -print0)

# Copy into place, recording each folder made and each file written.
list="$stage/manifest"
: > "$list"
while IFS= read -r -d '' d; do
    target="$prefix${d#"$s"}"
    if [ ! -d "$target" ]; then
        as_owner mkdir -p -- "$target"
        printf 'dir\t%s\n' "$target" >> "$list"
    fi
done < <(find "$s" -type d -print0 | sort -z)
grep -h $'^dir\t' "$manifest" 2>/dev/null >> "$list" || true
while IFS= read -r -d '' f; do
    target="$prefix/${f#"$s/"}"
    mode=0644
    [ -x "$f" ] && mode=0755
    # install(1) writes a new file and renames it over the old, so a running motionlab is
    # never written into.
    as_owner install -m "$mode" -T -- "$f" "$target"
    printf 'file\t%s\n' "$target" >> "$list"
done < <(find "$s" -type f -print0 | sort -z)
printf 'file\t%s\n' "$manifest" >> "$list"
# Folders deepest first, so an uninstall can remove them in order.
{ grep $'^file\t' "$list"; grep $'^dir\t' "$list" | sort -u -t$'\t' -k2,2 -r; } > "$stage/manifest.sorted"
as_owner install -m 0644 -T -- "$stage/manifest.sorted" "$manifest"

refresh_icon_cache

say "installed $("$prefix/bin/motionlab" --version) into $prefix"
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) say "note: $prefix/bin is not on your PATH; add it to run motionlab by name" ;;
esac
if [ "$prefix" = "$HOME/.local" ]; then
    say "zsh: add fpath+=(~/.local/share/zsh/site-functions) to ~/.zshrc for its completions"
fi
say "remove it with: Tools/install.sh --uninstall --prefix $prefix"
