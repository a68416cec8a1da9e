#!/usr/bin/env bash
# The test stages of both libraries (libcotoan, libcotulenh).
#
#   tools/run-tests.sh [STAGE...]        (every stage by default: see LANE1-3)
#
# Stages:
#   release      release build (build/) + meson test: every suite but web
#   asan         ASan + UBSan build (build-asan/) + meson test: every suite
#                but python
#   python-asan  the Python unittest suite against build-asan's libraries,
#                with Debian's /usr/bin/python3 (python3 when there is none;
#                the release stage runs the suite with both)
#   valgrind     build/'s reliability and fuzz suites under memcheck (not in
#                the default list unless CT_VALGRIND=1)
#   tsan         ThreadSanitizer build (build-tsan/) + meson test --suite
#                threads (both games' engine, threads, protocol and play tests)
#   docs         doxygen on the public headers and doc/ (no warning allowed)
#   abi          tools/abi-check.sh (abidiff against abi/)
#   install      tools/install-test.sh build
#   web          the WebAssembly build (build-web/), the JavaScript package's
#                node tests, the pages in chromium, module sizes, npm pack,
#                the TypeScript declarations, the JS examples of the docs
#                (build/'s suite web)
#   subproject   both libraries as meson subprojects, shared and static
#   server       tools/server-tests.sh: co-server's system tests (WebSocket
#                clients, kill -9, two nodes on PostgreSQL, two browsers)
#   packages     tools/package-test.sh: pip into venvs of both interpreters,
#                a --prefix install, CMake, the Debian packages (as root)
#
# The whole run (no stage named) runs the stages in three lanes at once (see
# LANE1-3 below); naming stages, or CT_SERIAL=1, runs them in turn.
# Prints the summary lines of each stage and its duration, and ends with
# "N passed, N failed" (N counts individual tests, from meson's
# testlog.json, plus one per extra check).  Exit status 0 only when nothing
# failed.
set -uo pipefail
cd "$(dirname "$0")/.."
. tools/env.sh

PASS=0
FAIL=0
JOBS=$(nproc 2>/dev/null || echo 2)

# count NAME BUILDDIR [LOGBASE]: add the results of a meson test run
# (its log BUILDDIR/meson-logs/LOGBASE.json, testlog.json by default).
count() {
    local log="$2/meson-logs/${3:-testlog}.json"
    if [[ ! -f $log ]]; then
        echo "[$1] no test log" >&2
        FAIL=$((FAIL + 1))
        return
    fi
    read -r p f < <(python3 - "$log" <<'PY'
import json, sys
p = f = 0
for line in open(sys.argv[1]):
    line = line.strip()
    if not line:
        continue
    r = json.loads(line)["result"]
    if r in ("OK", "EXPECTEDFAIL", "SKIP"):
        p += r != "SKIP"
    else:
        f += 1
print(p, f)
PY
)
    echo "[$1] $p passed, $f failed"
    PASS=$((PASS + p))
    FAIL=$((FAIL + f))
}

# check NAME COMMAND...: one extra check.
check() {
    local name=$1
    shift
    if "$@"; then
        echo "[$name] ok"
        PASS=$((PASS + 1))
    else
        echo "[$name] FAILED" >&2
        FAIL=$((FAIL + 1))
    fi
}

# build_dir NAME DIR [SETUP-ARGS...]: configure DIR once and build it
# (only the targets in BUILD_TARGETS when that is set, none when it is
# "none": then `meson test` builds what the tests it runs need); status 1
# (and one failure counted) when that fails.
build_dir() {
    local name=$1 dir=$2
    shift 2
    if [[ ! -f $dir/build.ninja ]]; then
        tools/meson-setup.sh "$dir" "$@" >"$dir.setup.log" 2>&1 || { cat "$dir.setup.log"; FAIL=$((FAIL + 1)); return 1; }
    fi
    [[ ${BUILD_TARGETS:-} == none ]] && return 0
    # shellcheck disable=SC2086
    if ! meson compile -C "$dir" ${BUILD_TARGETS:-} >"$dir.compile.log" 2>&1; then
        tail -50 "$dir.compile.log"
        echo "[$name] build FAILED" >&2
        FAIL=$((FAIL + 1))
        return 1
    fi
}

# The build directories of the stages and their setup arguments.  The
# sanitizer builds have line tables only (-g1 after meson's -g): enough for
# the file, line and function of every frame of a report, and their
# compiles take about a fifth less time than with full debug info.
RELEASE=(build --buildtype=release)
ASAN=(build-asan --buildtype=debugoptimized -Dc_args=-g1 -Db_sanitize=address,undefined -Db_lundef=false)
TSAN=(build-tsan --buildtype=debugoptimized -Dc_args=-g1 -Db_sanitize=thread -Db_lundef=false)

# stage_meson NAME DIR [SETUP-ARGS...] [-- TEST-ARGS...]: configure DIR
# once, build it, run `meson test` there (TEST-ARGS added) and count.
# LOGBASE names its logs (meson's DIR/meson-logs/LOGBASE.json and our
# DIR.LOGBASE.log) for a second run in a build another stage tests; by
# default testlog.json and DIR.test.log.
stage_meson() {
    local name=$1 dir=$2
    shift 2
    local setup=() test=()
    while (($#)) && [[ $1 != -- ]]; do setup+=("$1"); shift; done
    (($#)) && shift
    test=("$@")
    build_dir "$name" "$dir" "${setup[@]}" || return
    local base=${LOGBASE:-testlog} out=$dir.${LOGBASE:-test}.log
    rm -f "$dir/meson-logs/$base.json"
    meson test -C "$dir" "${test[@]}" --logbase "$base" --num-processes "$JOBS" --print-errorlogs \
        >"$out" 2>&1 \
        || grep -E "FAIL|ERROR|TIMEOUT|runtime error|Sanitizer" "$out" | head -40
    count "$name" "$dir" "$base"
}

# Every suite but web (the JS examples of the docs, run by the web stage
# once build-web is built).
stage_release() { stage_meson release "${RELEASE[@]}" -- --no-suite web; }

# ASan + UBSan build, the whole test suite except the Python
# tests (the interpreter cannot load an ASan library without LD_PRELOAD).
# UBSan findings fail the test (halt_on_error).
# Check runs each test program's tests in one process (CK_FORK=no): a
# memory error aborts it with its report either way, LeakSanitizer's check
# at the process's exit finds every test's leaks, and it runs once instead
# of at the exit of each test's forked child (the suite's CPU time 218 s
# forked, 173 s not, on 2026-12-02; cotulenh-hostile 9.6 s to 0.8 s).
# Only what those tests need is built (meson test builds each test's
# dependencies; the benchmarks are not among them).
# What the other stages use of build-asan (python-asan's libraries, the
# server stage's co-server) is compiled first; in the whole run the file
# ci-logs/asan.built then tells the lanes waiting for it to go on (it is
# written when that build has ended, built or not).
stage_asan() {
    local first=(libcotoan/cotoan libcotulenh/cotulenh) built
    BUILD_TARGETS=none build_dir asan "${ASAN[@]}"  # configured
    built=$?
    grep -q '^build server/co-server:' build-asan/build.ninja 2>/dev/null && first+=(server/co-server)
    ((built == 0)) && { BUILD_TARGETS="${first[*]}" build_dir asan "${ASAN[@]}"; built=$?; }
    [[ -n ${CT_LANES:-} ]] && : >ci-logs/asan.built
    ((built == 0)) || return
    CK_FORK=no ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
    UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 BUILD_TARGETS=none \
        stage_meson asan "${ASAN[@]}" -- --no-suite python
}

# Python under AddressSanitizer:
# The Python unittest suite (cotoan and cotulenh) against build-asan's
# libcotoan and libcotulenh, with one interpreter: Debian's /usr/bin/python3
# (the python3 on PATH when there is none).  What the sanitizers check is the
# libraries' use of memory, which is the same under either interpreter; the
# release stage runs the suite with both.  An uninstrumented interpreter
# must load the sanitizer runtimes first, hence LD_PRELOAD; no leak check
# (CPython keeps memory until exit).  Counts the suite's tests; a crash or
# sanitizer report counts as a failure.
# python_asan_run PYTHON NAME: run the suite, its output in
# build-asan.python-NAME.log and its exit status in that name + .rc.
python_asan_run() {
    local py=$1 log=build-asan.python-$2.log
    LD_PRELOAD="$(gcc -print-file-name=libasan.so) $(gcc -print-file-name=libubsan.so)" \
    ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 \
    UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
    COTOAN_LIBRARY=$PWD/build-asan/libcotoan/libcotoan.so.1 \
    COTOAN_VECTORS=$PWD/tests/cotoan/vectors PYTHONDONTWRITEBYTECODE=1 \
    COTULENH_LIBRARY=$PWD/build-asan/libcotulenh/libcotulenh.so.1 \
    COTULENH_VECTORS=$PWD/tests/cotulenh/vectors \
        timeout 900 "$py" -m unittest discover -s bindings/python/tests -t bindings/python \
        >"$log" 2>&1
    echo $? >"$log.rc"
}
# python_asan_count NAME: add the counts of python_asan_run's log.
python_asan_count() {
    local name=$1 log=build-asan.python-$1.log ran bad rc
    rc=$(cat "$log.rc" 2>/dev/null || echo 1)
    ran=$(sed -n 's/^Ran \([0-9]*\) tests\? .*/\1/p' "$log")
    local summary k skipped
    summary=$(grep -E '^(OK|FAILED)( \(|$)' "$log" | tail -1)
    bad=
    [[ $summary == FAILED* ]] && bad=0
    for k in failures errors "unexpected successes"; do
        [[ $summary =~ $k=([0-9]+) ]] && bad=$((bad + BASH_REMATCH[1]))
    done
    if [[ -z $ran || -z $summary ]] || { ((rc)) && [[ -z $bad ]]; }; then  # crashed or hung
        grep -E "ERROR|Sanitizer|runtime error|Error" "$log" | head -20
        echo "[python-asan-$name] crashed (status $rc), see $log" >&2
        FAIL=$((FAIL + 1))
        return
    fi
    bad=${bad:-0} skipped=0
    [[ $summary =~ skipped=([0-9]+) ]] && skipped=${BASH_REMATCH[1]}
    ((bad)) && grep -E "^(FAIL|ERROR):" "$log" | head -20
    echo "[python-asan-$name] $((ran - bad - skipped)) passed, $bad failed ($skipped skipped)"
    PASS=$((PASS + ran - bad - skipped))
    FAIL=$((FAIL + bad))
}
# The libraries are all the suite loads from build-asan.
# In the whole run the asan stage has compiled them (and may be compiling
# its tests in build-asan meanwhile): nothing is compiled here then.
stage_python_asan_all() {
    local targets="libcotoan/cotoan libcotulenh/cotulenh"
    [[ -n ${CT_LANES:-} ]] && targets=none
    BUILD_TARGETS=$targets build_dir python-asan "${ASAN[@]}" || return
    if [[ -x /usr/bin/python3 ]]; then
        python_asan_run /usr/bin/python3 usr-bin-python3
        python_asan_count usr-bin-python3
    else
        python_asan_run python3 python3
        python_asan_count python3
    fi
}

# build/'s C reliability and fuzz-replay tests under valgrind (the
# 'valgrind' test setup of tests/meson.build; see doc/reliability.md).
stage_valgrind() {
    stage_meson valgrind "${RELEASE[@]}" -- --setup valgrind --suite reliability --suite fuzz
}

# A ThreadSanitizer build (build-tsan) running the suite threads: both
# games' thread tests (the limits' stop flag stored from another thread),
# engine tests that run a second thread (stop from another thread, two
# engines in two threads: the test case "threads", CK_INCLUDE_TAGS), the
# protocol sessions (go infinite / stop, quit during perft, through the
# engine programs' reader, main and worker threads) and the play sessions
# during which a play program runs its status-line thread (the only thread
# it starts: PROGTEST_THREADED, tests/common/progtest.py); tests/meson.build
# sets both selections in a ThreadSanitizer build.  A report fails
# the test (halt_on_error; an engine program then exits 66 and the session
# fails).
# Only what those tests need is built (meson test builds each test's
# dependencies).
stage_tsan() {
    TSAN_OPTIONS=halt_on_error=1:exitcode=66 BUILD_TARGETS=none \
        stage_meson tsan "${TSAN[@]}" -- --suite threads
}

# API docs (doxygen, WARN_AS_ERROR: any undocumented symbol fails), the
# abidiff check against abi/, and the install test (meson install
# --destdir, an external program built with pkg-config only, the Python
# package imported from the install root).  Each is one check.
stage_docs() {
    meson compile -C build docs >build.docs.log 2>&1 && return 0
    grep -v '^\[[0-9]*/[0-9]*\]\|^INFO:\|ninja: ' build.docs.log | tail -40 >&2
    return 1
}

# The WebAssembly build (build-web, web/emscripten.ini: a module for
# libcotoan and one for libcotulenh), the JavaScript package's node tests
# (bindings/js/test: cotoan.js and cotulenh.js), the page in Debian's
# chromium (web/test/*.test.mjs: both games; screenshots in
# build-web/screenshots/), each module's size (wasm + JS, the binding and
# _gamekit.js included, <= 250 KB, <= 100 KB gzipped), `npm pack` of the
# package, its TypeScript declarations, and libcotoan as a meson
# subproject built both shared and static.
# Node tests count one each, from the TAP summary.

# count_node NAME LOG: add the "# pass N" / "# fail N" of a node --test run.
count_node() {
    local p f
    p=$(sed -n 's/^# pass \([0-9]*\)$/\1/p' "$2" | tail -1)
    f=$(sed -n 's/^# fail \([0-9]*\)$/\1/p' "$2" | tail -1)
    if [[ -z $p || -z $f ]]; then
        tail -30 "$2" >&2
        echo "[$1] no test summary" >&2
        FAIL=$((FAIL + 1))
        return
    fi
    ((f == 0)) || grep -E -A12 '^not ok' "$2" | head -60 >&2
    echo "[$1] $p passed, $f failed"
    PASS=$((PASS + p))
    FAIL=$((FAIL + f))
}

stage_web() {
    if [[ ! -f build-web/build.ninja ]]; then
        tools/meson-setup.sh build-web --cross-file "$PWD/web/emscripten.ini" >build-web.setup.log 2>&1 \
            || { cat build-web.setup.log; FAIL=$((FAIL + 1)); return; }
    fi
    if ! meson compile -C build-web >build-web.compile.log 2>&1; then
        tail -50 build-web.compile.log
        echo "[web] build FAILED" >&2
        FAIL=$((FAIL + 1))
        return
    fi
    # emcc must not warn either.
    if grep -i 'warning' build-web.compile.log >&2; then
        echo "[web] build warnings" >&2
        FAIL=$((FAIL + 1))
    fi
    COTOAN_JS=build-web/js/cotoan.js node --test --test-reporter=tap \
        bindings/js/test/*.test.mjs >build-web.js-test.log 2>&1
    count_node js build-web.js-test.log
    if [[ -d web/node_modules/playwright-core ]]; then
        COTOAN_BUILD=build-web timeout 900 node --test --test-concurrency=2 --test-reporter=tap \
            web/test/*.test.mjs >build-web.browser-test.log 2>&1
        count_node browser build-web.browser-test.log
    else
        echo "[browser] playwright-core is not installed (./dev.sh setup)" >&2
        FAIL=$((FAIL + 1))
    fi
    check web-size web_size
    check npm-pack web_pack
    check ts-types web_types
    # The JS examples of the docs: build/'s test of the suite web, with logs
    # of its own (the release stage may be writing testlog.json meanwhile).
    LOGBASE=testlog-web BUILD_TARGETS=none stage_meson web-docs "${RELEASE[@]}" -- --no-rebuild --suite web
}

# The TypeScript declarations: bindings/js/test/cotoan-types-check.ts compiles
# with tsc --strict (web/package-lock.json), misuse marked there does not.
web_types() {
    web/node_modules/.bin/tsc --noEmit --strict --module nodenext --moduleResolution nodenext \
        --target es2022 --lib es2022,dom bindings/js/test/cotoan-types-check.ts \
        bindings/js/test/cotulenh-types-check.ts >&2
}

# What a page loads for one game: the binding with _gamekit.js,
# emscripten's glue and the wasm.  Limits, each game: 250 KB, 100 KB
# gzipped.
web_size() {
    local f lib raw gz ok=0
    for lib in cotoan:102400 cotulenh:102400; do
        raw=0 gz=0
        for f in _gamekit.js ${lib%:*}.js ${lib%:*}-wasm.js ${lib%:*}-wasm.wasm; do
            raw=$((raw + $(stat -c %s "build-web/js/$f")))
            gz=$((gz + $(gzip -9c "build-web/js/$f" | wc -c)))
        done
        echo "web-size: ${lib%:*} $raw bytes, $gz gzipped (limits 256000, ${lib#*:})"
        ((raw <= 256000 && gz <= ${lib#*:})) || ok=1
    done
    return $ok
}

# The npm packages cotoan and cotulenh (build-web/npm/): each one's files in
# its `npm pack`, then tools/package-test.sh's npm stage (version = the
# library's, the tarball installed offline in an empty project and imported
# in node).
web_pack() {
    local out f n
    for n in cotoan cotulenh; do
        out=$(cd "build-web/npm/$n" && npm pack --dry-run --offline --json 2>/dev/null) || return 1
        for f in _gamekit.js _gamekit.d.ts $n.js $n.d.ts $n-wasm.js $n-wasm.wasm package.json README.md; do
            grep -q "\"path\": \"$f\"" <<<"$out" || { echo "npm pack $n: $f missing" >&2; return 1; }
        done
    done
    tools/package-test.sh npm >&2
}

# A meson project that takes libcotoan as a subproject: dependency('cotoan')
# and dependency('cotulenh') (meson.override_dependency) and
# -Ddefault_library=both (the static archives are built too); each
# library's quick-start program built against it runs.
stage_subproject() {
    local dir=$PWD/build-subproject
    rm -rf "$dir"
    mkdir -p "$dir/src/subprojects"
    ln -s "$PWD" "$dir/src/subprojects/libcotoan"
    awk '/^```c$/ && !done { on = 1; next } on && /^```$/ { on = 0; done = 1 } on' \
        doc/cotoan/quickstart.md >"$dir/src/greedy.c"
    awk '/^```c$/ && !done { on = 1; next } on && /^```$/ { on = 0; done = 1 } on' \
        doc/cotulenh/quickstart.md >"$dir/src/greedy-tl.c"
    cat >"$dir/src/meson.build" <<'MESON'
project('consumer', 'c', default_options : ['c_std=c11', 'warning_level=3', 'werror=true'])
subproject('libcotoan', default_options : ['tests=false', 'docs=disabled'])
executable('greedy', 'greedy.c', dependencies : dependency('cotoan'))
executable('greedy-tl', 'greedy-tl.c', dependencies : dependency('cotulenh'))
MESON
    tools/meson-setup.sh "$dir/build" "$dir/src" -Ddefault_library=both >"$dir.log" 2>&1 \
        && meson compile -C "$dir/build" greedy greedy-tl >>"$dir.log" 2>&1 \
        || { tail -30 "$dir.log" >&2; return 1; }
    ninja -C "$dir/build" subprojects/libcotoan/libcotoan/libcotoan.a >>"$dir.log" 2>&1 \
        || { tail -30 "$dir.log" >&2; echo "no libcotoan.a with -Ddefault_library=both" >&2; return 1; }
    nm -g --defined-only "$dir/build/subprojects/libcotoan/libcotoan/libcotoan.a" \
        | grep ' T ct_game_new$' >/dev/null || { echo "libcotoan.a lacks ct_game_new" >&2; return 1; }
    ninja -C "$dir/build" subprojects/libcotoan/libcotulenh/libcotulenh.a >>"$dir.log" 2>&1 \
        || { tail -30 "$dir.log" >&2; echo "no libcotulenh.a with -Ddefault_library=both" >&2; return 1; }
    nm -g --defined-only "$dir/build/subprojects/libcotoan/libcotulenh/libcotulenh.a" \
        | grep ' T tl_game_new$' >/dev/null || { echo "libcotulenh.a lacks tl_game_new" >&2; return 1; }
    "$dir/build/greedy" | grep '^Result ' >/dev/null \
        && "$dir/build/greedy-tl" | grep '^Result ' >/dev/null
}

# count_script NAME LOG COMMAND...: run a test script that ends with
# "N passed, N failed", keep its output in LOG, show its lines other than
# the "[check] ok" ones, and add its counts (a missing summary fails once).
count_script() {
    local name=$1 log=$2 out
    shift 2
    out=$("$@" 2>&1 | tee "$log" | tail -1)
    grep -E '^\[' "$log" | grep -v '] ok\( (.*)\)\?$' >&2
    if [[ $out =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
        echo "[$name] ${BASH_REMATCH[1]} passed, ${BASH_REMATCH[2]} failed"
        PASS=$((PASS + BASH_REMATCH[1]))
        FAIL=$((FAIL + BASH_REMATCH[2]))
    else
        tail -30 "$log" >&2
        echo "[$name] no summary" >&2
        FAIL=$((FAIL + 1))
    fi
}

# --- packaging stages ---
# tools/package-test.sh: pip install / pip wheel of bindings/python into
# fresh venvs of both interpreters with no network, the import with no
# variable set; a --prefix install whose programs run (RUNPATH), README's C
# example with pkg-config, CMake consumers of both libraries, the installed
# Python packages; the Debian packages built in a copy of the tree, lintian,
# installed, used and removed again.  (Its npm stage runs in web_pack.)
# Each of its checks counts one.
stage_packages() {
    count_script packages build-packages.log tools/package-test.sh python prefix deb
}

# --- the game server's system tests ---
# tools/server-tests.sh: co-server (build/) with WebSocket clients (the
# contract, hostile clients), a kill -9 restart, two nodes on a PostgreSQL
# server of the test's own, two browsers and a spectator (build-web/); then
# the same files against build-asan's co-server (ASan + UBSan), where a
# sanitizer report in any server's output fails its file.  Each node test
# counts one.
stage_server() {
    count_script server build-server-tests.log tools/server-tests.sh
}

# The whole run (no stage named) goes in three lanes at once, since many
# stages leave a core idle for long stretches (browsers, servers, clocks,
# apt, lintian, one long test at the end of a meson run).  python-asan
# (LANE3) and server (LANE2) start once the asan stage (LANE1) has compiled
# what they use of build-asan (ci-logs/asan.built), and so after release
# has built build/; neither compiles anything then (CT_LANES,
# CO_SERVER_NO_BUILD).  tsan ends LANE2: the server stage waits more than
# it computes, and LANE1 is the longest without it.  Each stage's output goes to ci-logs/STAGE.log and
# is printed whole when the stage ends, its counts to ci-logs/STAGE.counts;
# the sum is printed at the end.  CT_SERIAL=1, or naming stages, runs them
# one after another; CT_VALGRIND=1 runs every stage so, with valgrind after
# python-asan.
LANE1=(release asan docs abi install subproject)
LANE2=(web server tsan)
LANE3=(packages python-asan)
ALL=()
for stage in "${LANE1[@]}" "${LANE2[@]}" "${LANE3[@]}"; do
    ALL+=("$stage")
    [[ $stage == python-asan && ${CT_VALGRIND:-0} == 1 ]] && ALL+=(valgrind)
done
STAGES=("$@")
((${#STAGES[@]})) || STAGES=("${ALL[@]}")
# cpu_s PID: the CPU seconds (user + system) of the finished children of
# the shell PID (a lane's, or this script's: $BASHPID, read outside the
# command substitution that calls this).
cpu_s() {
    local f
    read -r -a f </proc/$1/stat
    echo $(((f[15] + f[16]) / $(getconf CLK_TCK)))
}

# run_stage STAGE: run one stage, with its own counts, then its duration.
run_stage() {
    local stage=$1 start=$SECONDS cpu0 me=$BASHPID
    cpu0=$(cpu_s "$me")
    case $stage in
    release) stage_release ;;
    asan) stage_asan ;;
    python-asan) stage_python_asan_all ;;
    valgrind) stage_valgrind ;;
    tsan) stage_tsan ;;
    docs) build_dir docs "${RELEASE[@]}" && check docs stage_docs ;;
    abi) check abi tools/abi-check.sh ;;
    install) build_dir install "${RELEASE[@]}" && check install tools/install-test.sh build ;;
    web) stage_web ;;
    subproject) check subproject-both stage_subproject ;;
    server) stage_server ;;
    packages) stage_packages ;;
    *)
        echo "run-tests.sh: unknown stage '$stage' (stages: ${ALL[*]} valgrind)" >&2
        FAIL=$((FAIL + 1))
        ;;
    esac
    echo "[$stage] stage took $((SECONDS - start)) s ($(($(cpu_s "$me") - cpu0)) s of CPU)"
}

if ((! $#)) && [[ ${CT_SERIAL:-0} != 1 && ${CT_VALGRIND:-0} != 1 ]]; then
    rm -rf ci-logs
    mkdir -p ci-logs
    export CT_LANES=1
    # lane STAGE...: each stage in turn, its output and counts kept.
    lane() {
        local stage
        for stage in "$@"; do
            if [[ $stage == server || $stage == python-asan ]]; then
                while [[ ! -f ci-logs/asan.built ]]; do sleep 2; done
            fi
            PASS=0 FAIL=0
            run_stage "$stage" >"ci-logs/$stage.log" 2>&1
            echo "$PASS $FAIL" >"ci-logs/$stage.counts.tmp"
            mv "ci-logs/$stage.counts.tmp" "ci-logs/$stage.counts"
            cat "ci-logs/$stage.log"
        done
    }
    start=$SECONDS me=$BASHPID
    lane "${LANE1[@]}" &
    lane1=$!
    CO_SERVER_NO_BUILD=1 lane "${LANE2[@]}" &
    lane2=$!
    lane "${LANE3[@]}" &
    lane3=$!
    wait "$lane1" "$lane2" "$lane3"
    for stage in "${LANE1[@]}" "${LANE2[@]}" "${LANE3[@]}"; do
        if [[ -f ci-logs/$stage.counts ]]; then
            read -r p f <"ci-logs/$stage.counts"
        else
            echo "[$stage] did not finish (ci-logs/$stage.log)" >&2
            p=0 f=1
        fi
        PASS=$((PASS + p))
        FAIL=$((FAIL + f))
    done
    echo "[all] three lanes took $((SECONDS - start)) s ($(cpu_s "$me") s of CPU)"
else
    for stage in "${STAGES[@]}"; do run_stage "$stage"; done
fi

echo "$PASS passed, $FAIL failed"
((FAIL == 0))
