#!/usr/bin/env bash
# meson setup run from inside the build directory.
#
#   tools/meson-setup.sh BUILDDIR [SOURCEDIR] [SETUP-ARGS...]
#
# SOURCEDIR (the first argument after BUILDDIR when it does not begin with
# '-') defaults to this source tree; SETUP-ARGS go to meson setup.
# meson runs `cmake --system-information` for cmake/meson.build, and
# cmake does its work in ./__cmake_systeminformation of its working
# directory, removed when it ends: two setups started from one directory at
# once (the lanes of tools/run-tests.sh, the checks of
# tools/package-test.sh) break each other there.  From inside its own
# build directory each setup has that directory to itself.
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
(($#)) || { echo "usage: tools/meson-setup.sh BUILDDIR [SOURCEDIR] [SETUP-ARGS...]" >&2; exit 2; }
dir=$1
shift
if (($#)) && [[ $1 != -* ]]; then
    src=$(cd "$1" && pwd)
    shift
fi
mkdir -p "$dir"
cd "$dir"
exec meson setup . "$src" "$@"
