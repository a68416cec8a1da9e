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
#   ./dev.sh serve [--port P] [--db PATH|postgresql://...]
#                            build both trees and start co-server (play
#                            people online, doc/server.md) serving the API
#                            and the pages; prints "Serving ... http://..."
#   ./dev.sh deb             build the Debian packages (debian/) in a copy
#                            of the tree; the .deb files go to debs/
set -euo pipefail
cd "$(dirname "$0")"
. tools/env.sh

PACKAGES=(build-essential meson ninja-build pkg-config check libsubunit-dev
          python3 doxygen abigail-tools clang libclang-rt-14-dev llvm valgrind
          binutils cmake libedit-dev)
# The game server co-server (doc/server.md).
# libwebsockets runs on libuv's loop (its event-library plugin).
SERVER_PACKAGES=(libwebsockets-dev libwebsockets-evlib-uv libuv1-dev libcjson-dev
                 libsqlite3-dev libpq-dev libssl-dev postgresql)
# The WebAssembly build, its tests and the pages.
WEB_PACKAGES=(emscripten chromium nodejs)
# --- the Debian packages (debian/) and the packaging tests ---
DEB_PACKAGES=(debhelper dh-python lintian python3-venv)

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

setup() { install "${PACKAGES[@]}" "${SERVER_PACKAGES[@]}" "${DEB_PACKAGES[@]}"; }

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


web_build() {
    if [[ ! -f build-web/build.ninja ]]; then
        tools/meson-setup.sh build-web --cross-file "$PWD/web/emscripten.ini" >/dev/null
    fi
    meson compile -C build-web >/dev/null
}

build() {
    if [[ ! -f build/build.ninja ]]; then
        tools/meson-setup.sh build --buildtype=release >/dev/null
    fi
    meson compile -C build >/dev/null
}

# dpkg-buildpackage writes its output to .., so it runs in a copy of the
# tree (without build directories) in a temporary directory.
deb() {
    local tmp
    tmp=$(mktemp -d "${TMPDIR:-/tmp}/cotoan-deb.XXXXXX")
    mkdir "$tmp/src"
    tar --exclude='./build*' --exclude='./debs' --exclude='./web/node_modules' --exclude=./.git --exclude=./ci-logs \
        -cf - . | tar -xf - -C "$tmp/src"
    (cd "$tmp/src" && dpkg-buildpackage -us -uc -b) >"$tmp/build.log" 2>&1 \
        || { tail -40 "$tmp/build.log" >&2; echo "dev.sh deb: failed, see $tmp/build.log" >&2; exit 1; }
    mkdir -p debs
    rm -f debs/*.deb
    find "$tmp" -maxdepth 1 -name '*.deb' ! -name '*-dbgsym_*' -exec cp {} debs/ \;
    rm -rf "$tmp"
    ls debs/*.deb
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
serve)
    shift
    port=8080 db=co-server.db
    while (($#)); do
        case "$1" in
        --port) port=${2:?--port needs a value}; shift 2 ;;
        --port=*) port=${1#--port=}; shift ;;
        --db) db=${2:?--db needs a value}; shift 2 ;;
        --db=*) db=${1#--db=}; shift ;;
        *) echo "dev.sh serve: unknown option '$1' (--port P, --db PATH|postgresql://...)" >&2
           exit 2 ;;
        esac
    done
    setup; setup_web; build; web_build
    if [[ ! -x build/server/co-server ]]; then
        echo "dev.sh serve: build/server/co-server was not built (meson -Dserver=enabled says why)" >&2
        exit 1
    fi
    # The pages load the package from ../js/: one site directory holds both.
    rm -rf build-web/site
    mkdir -p build-web/site
    find build-web/web -maxdepth 1 -type f -exec cp {} build-web/site/ +
    cp -r build-web/js build-web/site/js
    exec build/server/co-server --port "$port" --db "$db" --web build-web/site
    ;;
deb) install "${PACKAGES[@]}" "${DEB_PACKAGES[@]}"; deb ;;
test)
    shift
    setup; setup_web
    exec tools/run-tests.sh "$@"
    ;;
*)
    sed -n '2,26p' "$0" >&2
    exit 2
    ;;
esac
