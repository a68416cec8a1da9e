#!/usr/bin/env bash
# Developer entry point of libcotoan (Cờ toán) and libcotulenh (Cờ tư lệnh).
#   ./dev.sh play [--game cotoan|cotulenh] [ARGS...]
#                            install what is needed, build, play the engine
#                            of Co toan (the default) or Co tu lenh (an
#                            engine-vs-engine demo when stdin is not a
#                            terminal); ARGS go to cotoan-play/cotulenh-play
#   ./dev.sh test [STAGE...] install what is needed, build, run the test
#                            stages named (every stage by default; the
#                            list is in tools/run-tests.sh); ends with
#                            "N passed, N failed"
#   ./dev.sh setup           only install the Debian packages (and the
#                            browser test's npm packages)
#   ./dev.sh build           only configure and build (build/)
#   ./dev.sh web-build       build the WebAssembly modules, the JavaScript
#                            package (build-web/js/) and the pages
#                            (build-web/web/)
#   ./dev.sh web [PORT]      web-build, then serve the pages on 127.0.0.1
#                            (a free port unless PORT is given; the address
#                            is printed)
set -euo pipefail
cd "$(dirname "$0")"

PACKAGES=(build-essential meson ninja-build pkg-config check libsubunit-dev
          python3 doxygen abigail-tools clang libclang-rt-14-dev llvm valgrind
          binutils cmake)
# The WebAssembly build, its tests and the pages.
WEB_PACKAGES=(emscripten chromium nodejs)

# install PACKAGE...: apt-get install those not installed yet.
install() {
    local missing=()
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
            || missing+=("$p")
    done
    # npm comes with some builds of nodejs (NodeSource's), or as Debian's npm.
    if [[ " $* " == *" nodejs "* ]] && ! command -v npm >/dev/null; then
        missing+=(npm)
    fi
    ((${#missing[@]})) || return 0
    local sudo=()
    [[ $(id -u) == 0 ]] || sudo=(sudo)
    echo "dev.sh: installing ${missing[*]}" >&2
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
}

setup() { install "${PACKAGES[@]}"; }

# The web tools: Debian packages, then the browser test's npm packages
# (web/package-lock.json) when node_modules is missing or older than the
# lock file.
setup_web() {
    install "${WEB_PACKAGES[@]}"
    if ! cmp -s web/package-lock.json web/node_modules/.cotoan-lock; then
        echo "dev.sh: npm ci (web/)" >&2
        (cd web && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
        cp web/package-lock.json web/node_modules/.cotoan-lock
    fi
}

# emcc runs node with Debian's node modules (acorn), which a node that is
# not Debian's does not find by itself.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}

web_build() {
    if [[ ! -f build-web/build.ninja ]]; then
        meson setup build-web --cross-file web/emscripten.ini >/dev/null
    fi
    meson compile -C build-web >/dev/null
}

build() {
    if [[ ! -f build/build.ninja ]]; then
        meson setup build --buildtype=release >/dev/null
    fi
    meson compile -C build >/dev/null
}

case "${1:-}" in
setup) setup; setup_web ;;
build) setup; build ;;
web-build) setup; setup_web; web_build ;;
web)
    shift
    setup; setup_web; web_build
    exec node web/serve.mjs build-web "${1:-0}"
    ;;
play)
    shift
    game=cotoan
    case "${1:-}" in
    --game) game=${2:-}; shift; shift || true ;;
    --game=*) game=${1#--game=}; shift ;;
    esac
    case "$game" in
    cotoan|cotulenh) ;;
    *) echo "dev.sh play: --game must be cotoan or cotulenh, not '$game'" >&2; exit 2 ;;
    esac
    setup; build
    if [[ -t 0 ]]; then
        exec "build/examples/$game-play" "$@"
    else
        exec "build/examples/$game-play" --demo "$@"
    fi
    ;;
test)
    shift
    setup; setup_web
    exec tools/run-tests.sh "$@"
    ;;
*)
    sed -n '2,20p' "$0" >&2
    exit 2
    ;;
esac
