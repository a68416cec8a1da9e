#!/usr/bin/env bash
# The game server's system tests (tests/server/*.test.mjs, node's test
# runner): the contract with WebSocket clients and hostile input against a
# real co-server on a free loopback port with a fresh SQLite file, the
# kill -9 restart, two nodes on a PostgreSQL 15 cluster of the test's own,
# and the online page in chromium.  Prints one line per file and ends with
# "N passed, N failed" (N counts tests, from the TAP summaries).  Exit
# status 0 only when nothing failed.
#   tools/server-tests.sh [FILE...]   (default: every tests/server/*.test.mjs)
# Needs build/ (co-server, the libraries for the Python record check) and,
# for the page, build-web/ (./dev.sh web-build); web/node_modules with ws
# and playwright-core (./dev.sh setup).  CO_SERVER, CO_WEB, CO_TIMEOUT,
# CHROMIUM: see tests/server/harness.mjs.  Each server must end cleanly
# (status 0 after SIGTERM, no sanitizer report), so the same tests check
# an ASan/UBSan build: CO_SERVER=build-asan/server/co-server CO_TIMEOUT=3
# with ASAN_OPTIONS=detect_leaks=1.
set -uo pipefail
cd "$(dirname "$0")/.."

PASS=0
FAIL=0
if [[ -z ${CO_SERVER:-} && -f build/build.ninja ]]; then
    meson compile -C build >build.server-compile.log 2>&1 \
        || { tail -30 build.server-compile.log >&2; echo "[server] build FAILED" >&2; FAIL=$((FAIL + 1)); }
fi
if [[ ! -x ${CO_SERVER:-build/server/co-server} ]]; then
    echo "[server] no co-server (${CO_SERVER:-build/server/co-server})" >&2
    echo "0 passed, $((FAIL + 1)) failed"
    exit 1
fi
if [[ ! -d web/node_modules/ws || ! -d web/node_modules/playwright-core ]]; then
    echo "[server] web/node_modules lacks ws or playwright-core (./dev.sh setup)" >&2
    echo "0 passed, $((FAIL + 1)) failed"
    exit 1
fi

files=("$@")
((${#files[@]})) || files=(tests/server/*.test.mjs)
mkdir -p build
for f in "${files[@]}"; do
    name=$(basename "$f" .test.mjs)
    log=build/server-test-$name.log
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
    sed -n 's/^# \(cross-node .*\)/\1/p' "$log"
    echo "[server-$name] $p passed, $n failed"
    PASS=$((PASS + p))
    FAIL=$((FAIL + n))
done
echo "$PASS passed, $FAIL failed"
((FAIL == 0))
