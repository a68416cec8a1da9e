#!/usr/bin/env bash
# libcotoan developer entry point.
#   ./dev.sh play [ARGS...]  install what is needed, build, play the engine
#                            (an engine-vs-engine demo when stdin is not a
#                            terminal)
#   ./dev.sh test            install what is needed, build, run every test
#                            stage; ends with "N passed, N failed"
#   ./dev.sh setup           only install the Debian packages
#   ./dev.sh build           only configure and build (build/)
set -euo pipefail
cd "$(dirname "$0")"

PACKAGES=(build-essential meson ninja-build pkg-config check libsubunit-dev
          python3 doxygen abigail-tools clang libclang-rt-14-dev llvm valgrind
          binutils)

setup() {
    local missing=()
    for p in "${PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
            || missing+=("$p")
    done
    ((${#missing[@]})) || return 0
    local sudo=()
    [[ $(id -u) == 0 ]] || sudo=(sudo)
    echo "dev.sh: installing ${missing[*]}" >&2
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
}

build() {
    if [[ ! -f build/build.ninja ]]; then
        meson setup build --buildtype=release >/dev/null
    fi
    meson compile -C build >/dev/null
}

case "${1:-}" in
setup) setup ;;
build) setup; build ;;
play)
    shift
    setup; build
    if [[ -t 0 ]]; then
        exec build/examples/cotoan-play "$@"
    else
        exec build/examples/cotoan-play --demo "$@"
    fi
    ;;
test)
    shift
    setup
    exec tools/run-tests.sh "$@"
    ;;
*)
    sed -n '2,10p' "$0" >&2
    exit 2
    ;;
esac
