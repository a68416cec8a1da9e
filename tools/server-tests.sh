#!/usr/bin/env bash
# The game server's system tests (tests/server/*.test.mjs, node's test
# runner): the contract with WebSocket clients and hostile input against a
# real co-server on a free loopback port with a fresh SQLite file, the
# kill -9 restart, two nodes on a PostgreSQL 15 cluster of the test's own,
# and the online page in chromium.  Every file runs twice: against
# build/'s co-server and against build-asan's (ASan + UBSan, configured
# here as tools/run-tests.sh's asan stage does when it is not yet, with
# leak detection, waits scaled by 3), where any sanitizer report in any
# server's output, however the server ended (kill -9 too), is a failure of
# its own.  The files of both passes run CO_SERVER_JOBS at a time (twice
# the cores by default), each with its own servers, ports, databases and
# logs, so the release pass's waits are scaled by 2 (CO_TIMEOUT).  Prints one line per file and pass (in the order of their names)
# and ends with
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
# run_file PROGRAM SCALE NAME FILE: one test file against one co-server,
# its TAP output in build/server-test-NAME.log; what it adds to the counts
# goes to that name + .counts ("PASS FAIL") and what it prints to + .out.
run_file() {
    local program=$1 scale=$2 name=$3 f=$4 p n reports r
    local log=build/server-test-$name.log logs=build/server-logs-$name
    rm -rf "$logs" "$log.counts"
    mkdir -p "$logs"
    CO_SERVER=$program CO_TIMEOUT=$scale CO_SERVER_LOG_DIR=$PWD/$logs \
    ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} \
    UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1} \
        timeout 900 node --test --test-reporter=tap "$f" >"$log" 2>&1
    {
        p=$(sed -n 's/^# pass \([0-9]*\)$/\1/p' "$log" | tail -1)
        n=$(sed -n 's/^# fail \([0-9]*\)$/\1/p' "$log" | tail -1)
        if [[ -z $p || -z $n ]]; then
            tail -30 "$log"
            echo "[server-$name] no test summary (see $log)"
            echo "0 1" >"$log.counts"
            return
        fi
        ((n == 0)) || grep -E -A15 '^ *not ok' "$log" | head -80
        # A sanitizer report in any server's output fails the file, even
        # when every test passed (a server killed with SIGKILL too).
        reports=$(grep -l -E 'Sanitizer|runtime error:' "$logs"/*.log 2>/dev/null)
        if [[ -n $reports ]]; then
            for r in $reports; do
                echo "[server-$name] sanitizer report in $r:"
                grep -E -A30 'Sanitizer|runtime error:' "$r" | head -60
            done
            n=$((n + 1))
        fi
        sed -n 's/^# \(cross-node .*\)/\1/p' "$log"
        echo "[server-$name] $p passed, $n failed"
        echo "$p $n" >"$log.counts"
    } >"$log.out" 2>&1
}

# Every (pass, file) pair is a job; CO_SERVER_JOBS of them run at once
# (2 x the cores by default: the files spend most of their time waiting,
# on clocks, restarts, PostgreSQL and the browser), the pages first (the
# longest).  Each file has its own servers, ports, databases and logs.
jobs=()
for pass in "${passes[@]}"; do
    case $pass in
    release|asan|given) ;;
    *) echo "[server] unknown pass '$pass' (release, asan)" >&2; FAIL=$((FAIL + 1)); continue ;;
    esac
    for f in "${files[@]}"; do
        if [[ $(basename "$f") == browser.test.mjs ]]; then jobs=("$pass $f" "${jobs[@]}"); else jobs+=("$pass $f"); fi
    done
done
max=${CO_SERVER_JOBS:-$((2 * $(nproc 2>/dev/null || echo 2)))}
names=()
for job in "${jobs[@]}"; do
    read -r pass f <<<"$job"
    case $pass in
    release) program=build/server/co-server scale=${CO_TIMEOUT:-2} tag= ;;
    asan) program=build-asan/server/co-server scale=${CO_TIMEOUT:-3} tag=-asan ;;
    given) program=$CO_SERVER scale=${CO_TIMEOUT:-1} tag= ;;
    esac
    name=$(basename "$f" .test.mjs)$tag
    names+=("$name")
    while (($(jobs -rp | wc -l) >= max)); do wait -n; done
    run_file "$program" "$scale" "$name" "$f" &
done
wait
# The files' lines in the order of their names, then the sum.
while read -r name; do
    log=build/server-test-$name.log
    cat "$log.out" 2>/dev/null
    if [[ -f $log.counts ]]; then read -r p n <"$log.counts"; else echo "[server-$name] did not finish"; p=0 n=1; fi
    PASS=$((PASS + p))
    FAIL=$((FAIL + n))
done < <(printf '%s\n' "${names[@]}" | sort)
echo "$PASS passed, $FAIL failed"
((FAIL == 0))
