#!/usr/bin/env bash
# Installs what MotionLab needs on Debian or Ubuntu, if it is missing: the SDL2
# development packages, Chipmunk2D (the physics engine), libwebp (animated WebP export), a TrueType font,
# the colour emoji font with FreeType to read it (emoji in text), and Mesa's EGL and
# llvmpipe (GL with no GPU: the tests check the window's GL path on SDL's offscreen
# driver), and libcurl's headers, which link FoundationNetworking into the release build
# (Swift's runtime and Foundation are linked in statically, so what ships needs no
# toolchain). Uses sudo when not root.
# With --deb also dpkg-dev, whose dpkg-shlibdeps Tools/make-deb.sh asks for the package's
# dependencies. In CI (CI=true, or with --ci) also Chromium, python3-venv and python3-pip,
# for the HTML report's browser tests (Tools/browser-tests.sh; Playwright itself comes from
# PyPI), and what the install check uses (Tools/check-install.sh): dpkg-dev,
# desktop-file-utils and appstream to validate the launcher entry and metainfo, and man-db.
set -euo pipefail

packages=(libsdl2-dev libsdl2-gfx-dev libsdl2-ttf-dev libsdl2-image-dev libchipmunk-dev libwebp-dev fonts-dejavu-core libfreetype-dev fonts-noto-color-emoji libgl1-mesa-dri libegl-mesa0 libcurl4-openssl-dev)
ci="${CI:-}"
for arg in "$@"; do
    case "$arg" in
        --ci) ci=true ;;
        --deb) packages+=(dpkg-dev) ;;
        *) echo "motionlab setup: unknown option $arg; the options are --ci and --deb" >&2; exit 2 ;;
    esac
done
if [ "$ci" = true ]; then
    packages+=(chromium python3-venv python3-pip dpkg-dev desktop-file-utils appstream man-db)
fi
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if ((${#missing[@]})); then
    if ! command -v apt-get >/dev/null; then
        echo "motionlab setup: apt-get not found; install these packages with your package manager: ${missing[*]}" >&2
        exit 1
    fi
    sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { echo "motionlab setup: need root or sudo to install ${missing[*]}" >&2; exit 1; }
        sudo=(sudo)
    fi
    echo "motionlab setup: installing ${missing[*]}"
    "${sudo[@]}" apt-get update -q
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

if ! command -v swift >/dev/null; then
    echo "motionlab setup: Swift 6 is not on PATH; install the toolchain from swift.org, then run this again" >&2
    exit 1
fi
