#!/usr/bin/env bash
# The game server's system tests (tests/server/*.test.mjs, node's test
# runner): the contract with WebSocket clients and hostile input against a
# real co-server on a free loopback port with a fresh SQLite file, the
# kill -9 restart, two nodes on a PostgreSQL 15 cluster of the test's own,
# and the online page in chromium.  Every file runs twice: against
# build/'s co-server, then against build-asan's (ASan + UBSan, configured
# here as tools/run-tests.sh's asan stage does when it is not yet, with
# leak detection, waits scaled by 3), where any sanitizer report in any
# server's output, however the server ended (kill -9 too), is a failure of
# its own.  Prints one line per file and pass and ends with
# "N passed, N failed" (N counts tests, from the TAP summaries, plus one
# failure per file with a sanitizer report).  Exit status 0 only when
# nothing failed.
#   tools/server-tests.sh [FILE...]   (default: every tests/server/*.test.mjs)
#   CO_SERVER_PASSES="release asan"   the passes to run (either or both)
# Needs build/ (co-server, the libraries for the Python record check) and,
# for the page, build-web/ (./dev.sh web-build); web/node_modules with ws
# and playwright-core (./dev.sh setup).  CO_SERVER (one pass, that
# program), CO_WEB, CO_TIMEOUT, CHROMIUM: see tests/server/harness.mjs.
# CO_SERVER_NO_BUILD=1: build/ and build-asan/ are built already (co-server
# in both) and must not be compiled here (tools/run-tests.sh's whole run,
# whose other lanes may be compiling or testing in them).
# Each server must end cleanly (status 0 after SIGTERM, no sanitizer
# report).
set -uo pipefail
cd "$(dirname "$0")/.."

PASS=0
FAIL=0
if [[ -z ${CO_SERVER:-} && -z ${CO_SERVER_NO_BUILD:-} && -f build/build.ninja ]]; then
    meson compile -C build >build.server-compile.log 2>&1 \
        || { tail -30 build.server-compile.log >&2; echo "[server] build FAILED" >&2; FAIL=$((FAIL + 1)); }
fi
if [[ ! -x ${CO_SERVER:-build/server/co-server} ]]; then
    echo "[server] no co-server (${CO_SERVER:-build/server/co-server})" >&2
    echo "0 passed, $((FAIL + 1)) failed"
    exit 1
fi
read -r -a passes <<<"${CO_SERVER_PASSES:-release asan}"
[[ -n ${CO_SERVER:-} ]] && passes=(given)
for pass in "${passes[@]}"; do
    [[ $pass == asan ]] || continue
    # The same options as tools/run-tests.sh's asan stage (ASAN there).
    if [[ ! -f build-asan/build.ninja ]]; then
        tools/meson-setup.sh build-asan --buildtype=debugoptimized -Dc_args=-g1 -Db_sanitize=address,undefined \
            -Db_lundef=false >build-asan.server-setup.log 2>&1 \
            || { tail -30 build-asan.server-setup.log >&2; echo "[server-asan] setup FAILED" >&2; FAIL=$((FAIL + 1)); }
    fi
    if [[ -f build-asan/build.ninja && -z ${CO_SERVER_NO_BUILD:-} ]]; then
        meson compile -C build-asan server/co-server >build-asan.server-compile.log 2>&1 \
            || { tail -30 build-asan.server-compile.log >&2; echo "[server-asan] build FAILED" >&2; FAIL=$((FAIL + 1)); }
    fi
    if [[ ! -x build-asan/server/co-server ]]; then
        echo "[server-asan] no build-asan/server/co-server" >&2
        echo "$PASS passed, $((FAIL + 1)) failed"
        exit 1
    fi
done
if [[ ! -d web/node_modules/ws || ! -d web/node_modules/playwright-core ]]; then
    echo "[server] web/node_modules lacks ws or playwright-core (./dev.sh setup)" >&2
    echo "0 passed, $((FAIL + 1)) failed"
    exit 1
fi

files=("$@")
((${#files[@]})) || files=(tests/server/*.test.mjs)
mkdir -p build
for pass in "${passes[@]}"; do
    case $pass in
    release) program=build/server/co-server scale=${CO_TIMEOUT:-1} tag= ;;
    asan) program=build-asan/server/co-server scale=${CO_TIMEOUT:-3} tag=-asan ;;
    given) program=$CO_SERVER scale=${CO_TIMEOUT:-1} tag= ;;
    *) echo "[server] unknown pass '$pass' (release, asan)" >&2; FAIL=$((FAIL + 1)); continue ;;
    esac
    for f in "${files[@]}"; do
        name=$(basename "$f" .test.mjs)$tag
        log=build/server-test-$name.log
        logs=build/server-logs-$name
        rm -rf "$logs"
        mkdir -p "$logs"
        CO_SERVER=$program CO_TIMEOUT=$scale CO_SERVER_LOG_DIR=$PWD/$logs \
        ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} \
        UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1} \
            timeout 900 node --test --test-reporter=tap "$f" >"$log" 2>&1
        p=$(sed -n 's/^# pass \([0-9]*\)$/\1/p' "$log" | tail -1)
        n=$(sed -n 's/^# fail \([0-9]*\)$/\1/p' "$log" | tail -1)
        if [[ -z $p || -z $n ]]; then
            tail -30 "$log" >&2
            echo "[server-$name] no test summary (see $log)" >&2
            FAIL=$((FAIL + 1))
            continue
        fi
        ((n == 0)) || grep -E -A15 '^ *not ok' "$log" | head -80 >&2
        # A sanitizer report in any server's output fails the file, even
        # when every test passed (a server killed with SIGKILL too).
        reports=$(grep -l -E 'Sanitizer|runtime error:' "$logs"/*.log 2>/dev/null)
        if [[ -n $reports ]]; then
            for r in $reports; do
                echo "[server-$name] sanitizer report in $r:" >&2
                grep -E -A30 'Sanitizer|runtime error:' "$r" | head -60 >&2
            done
            n=$((n + 1))
        fi
        sed -n 's/^# \(cross-node .*\)/\1/p' "$log"
        echo "[server-$name] $p passed, $n failed"
        PASS=$((PASS + p))
        FAIL=$((FAIL + n))
    done
done
echo "$PASS passed, $FAIL failed"
((FAIL == 0))
