#!/usr/bin/env bash
# Builds motionlab_<version>_<arch>.deb from this checkout, with dpkg-deb: the release
# build and everything Tools/install.sh installs, under /usr. Its Depends are what
# dpkg-shlibdeps finds the binary linked against (SDL2, Chipmunk, libwebp, FreeType,
# libcurl, …: never a -dev package, and no Swift, which is linked in), the GL and EGL that
# SDL opens at run time, and the two fonts MotionLab draws with.
#
#   Tools/make-deb.sh [--out DIR] [--no-build]
#
# --out DIR puts the package there (default: the current folder). --no-build packages the
# release build already made (CI packages what its release tests built). Then:
#   sudo apt install ./motionlab_<version>_<arch>.deb      and   sudo apt remove motionlab
set -euo pipefail
umask 022
here=$(pwd)
cd "$(dirname "$0")/.."

die() { echo "motionlab make-deb: $1" >&2; exit "${2:-1}"; }
out=$here
install_args=()
while (($#)); do
    case "$1" in
        --out) [ $# -ge 2 ] || die "--out needs a folder" 2; out=$2; shift ;;
        --no-build) install_args+=(--no-build) ;;
        -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) die "unknown option $1; see Tools/make-deb.sh --help" 2 ;;
    esac
    shift
done
case "$out" in /*) ;; *) out="$here/$out" ;; esac
[ -d "$out" ] || die "$out is not a folder; make it first" 2

Tools/install-deps.sh --deb
work=$(mktemp -d "${TMPDIR:-/tmp}/motionlab-deb.XXXXXX")
trap 'rm -rf "$work"' EXIT
pkg="$work/pkg"
Tools/install.sh --prefix /usr --destdir "$pkg" "${install_args[@]}"

binary="$pkg/usr/bin/motionlab"
if ldd "$binary" | grep -qE 'libswift|libFoundation'; then
    die "$binary links the Swift runtime dynamically; a package must not need the toolchain (build in release)"
fi
version=$("$binary" --version | awk '{print $2}')
arch=$(dpkg --print-architecture)

# As Debian packages it: the binary stripped, man pages compressed, a changelog and a
# copyright note in the package's doc folder.
strip --strip-unneeded "$binary"
gzip -9n "$pkg"/usr/share/man/man1/*.1
mkdir -p "$pkg/usr/share/doc/motionlab"
gzip -9nc CHANGELOG.md > "$pkg/usr/share/doc/motionlab/changelog.gz"
cat > "$pkg/usr/share/doc/motionlab/copyright" <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: MotionLab
Comment: Built from commit $("$binary" --version | sed 's/.*(commit \(.*\))/\1/').
 The binary includes the Swift runtime, Foundation and swift-argument-parser, linked
 statically (Apache License 2.0 with Runtime Library Exception).
EOF
find "$pkg" -type d -exec chmod 0755 {} +

# dpkg-shlibdeps reads a package's name from debian/control in the folder it runs in.
mkdir -p "$work/src/debian"
printf 'Source: motionlab\n\nPackage: motionlab\nArchitecture: any\n' > "$work/src/debian/control"
shlibs=$(cd "$work/src" && dpkg-shlibdeps -O -e "$binary" 2>"$work/shlibdeps.err") ||
    die "dpkg-shlibdeps failed: $(head -3 "$work/shlibdeps.err")"
depends=${shlibs#shlibs:Depends=}
# SDL opens GL and EGL at run time (dlopen), where dpkg-shlibdeps cannot see them; Mesa's
# drivers draw them on any machine, a GPU or none (llvmpipe).
depends="$depends, libgl1, libegl1, libgl1-mesa-dri, fonts-dejavu-core, fonts-noto-color-emoji"
if grep -q -- '-dev\b' <<<"$depends"; then die "the package would depend on a -dev package: $depends"; fi

# The package's maintainer is whoever builds it, as Debian's tools name them: DEBFULLNAME
# and DEBEMAIL, else git's user, else the login on this machine.
name=${DEBFULLNAME:-$(git config user.name 2>/dev/null || true)}
email=${DEBEMAIL:-$(git config user.email 2>/dev/null || true)}
[ -n "$name" ] || name=$(id -un)
[ -n "$email" ] || email="$(id -un)@$(hostname -f 2>/dev/null || hostname)"

mkdir -p "$pkg/DEBIAN"
cat > "$pkg/DEBIAN/control" <<EOF
Package: motionlab
Version: $version
Architecture: $arch
Maintainer: $name <$email>
Installed-Size: $(du -sk --exclude=DEBIAN "$pkg" | cut -f1)
Depends: $depends
Section: devel
Priority: optional
Description: touch interaction with the feel of iOS, and a studio to capture it
 MotionLab brings the feel of iOS touch interaction to a Linux desktop window:
 UIKit-style gesture recognizers, spring-based fling dynamics and a layer tree
 with Core Animation's media timing, in five exercises (Circles, Black Hole,
 Color Timer, Magic 8-Ball, Snowman).
 .
 Its studio records every session, replays it exactly, lets you scrub through
 it and inspect the layer tree at any moment, and runs captures as a test
 suite for CI, with JUnit and HTML reports.
EOF

deb="$out/motionlab_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz --build "$pkg" "$deb.partial" >/dev/null
mv "$deb.partial" "$deb"
echo "motionlab make-deb: wrote $deb ($(du -h "$deb" | cut -f1)); install it with: sudo apt install $deb"
