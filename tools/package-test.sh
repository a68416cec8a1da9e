#!/usr/bin/env bash
# Packaging tests: what a user gets from pip, the Debian packages, a
# --prefix install (programs, pkg-config, CMake, Python) and npm.
#
#   tools/package-test.sh [STAGE...]    (default: python prefix deb npm)
#
# Stages (each check prints "[stage-check] ok (N s)" or "... FAILED (N s)"
# with the reason on stderr; the last line is "N passed, N failed"):
#   python  pip wheel + pip install of bindings/python with no network
#           (unshare -n when available) and no index, into fresh venvs of
#           the python3 on PATH and of /usr/bin/python3; import cotoan and
#           cotulenh with no environment variable, outside the source tree,
#           and play a move.
#   prefix  meson setup --prefix=TMP, meson install; the installed programs
#           run with no LD_LIBRARY_PATH (RUNPATH); README's C example built
#           with pkg-config and -Wl,-rpath; find_package(cotoan 1.0) and
#           find_package(cotulenh 1.0) consumers; the installed Python
#           packages with PYTHONPATH only.
#   deb     dpkg-buildpackage in a copy of the tree, lintian (no error),
#           apt install of the packages, README's C example with
#           pkg-config, /usr/bin/python3 -c 'import cotoan, cotulenh', the
#           programs; then the packages are removed again.  Skipped (one
#           failure) when not root or when a package of ours is installed.
#   npm     the npm packages cotoan and cotulenh (build-web/npm/, from
#           ./dev.sh web-build): versions are the libraries', npm pack, an
#           offline npm install of each tarball in an empty project, import
#           in node and play a move.
# Build output goes to a temporary directory (TMPDIR), never into the tree.
set -uo pipefail
cd "$(dirname "$0")/.."
SRC=$PWD
[[ -f $SRC/libcotoan/meson.build && -f $SRC/debian/control ]] \
    || { echo "package-test: $SRC is not the source tree" >&2; exit 1; }
PASS=0
FAIL=0
TMP=$(mktemp -d "${TMPDIR:-/tmp}/cotoan-package.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

# check NAME COMMAND...: one check, its output in $TMP/NAME.log.
check() {
    local name=$1 start=$SECONDS
    shift
    if "$@" >"$TMP/$name.log" 2>&1; then
        echo "[$name] ok ($((SECONDS - start)) s)"
        PASS=$((PASS + 1))
    else
        tail -30 "$TMP/$name.log" >&2
        echo "[$name] FAILED ($((SECONDS - start)) s)" >&2
        FAIL=$((FAIL + 1))
        return 1
    fi
}

# The version a library's header announces.
header_version() {
    sed -n 's/^#define [A-Z]*_VERSION_STRING "\(.*\)"$/\1/p' "$SRC/include/$1/common.h"
}

# The first ```c block of a markdown file.
c_block() {
    awk '/^```c$/ && !done { on = 1; next } on && /^```$/ { on = 0; done = 1 } on' "$1"
}

# The first ```js block of a markdown file.
js_block() {
    awk '/^```js$/ && !done { on = 1; next } on && /^```$/ { on = 0; done = 1 } on' "$1"
}

# The quick-start guide of a library (doc/<name>/ or doc/).
guide() {
    local f
    for f in "$SRC/doc/$1/quickstart.md" "$SRC/doc/quickstart.md"; do
        [[ -f $f ]] && { echo "$f"; return; }
    done
}

# Run a command with no network when the system allows it.
offline() {
    if unshare -n true 2>/dev/null; then unshare -n "$@"; else "$@"; fi
}

# py_use PYTHON: import both packages outside the tree with no variable
# set, check that each library is the copy next to its module (inside
# the interpreter's prefix), play a move in each game.
py_use() {
    (cd "$TMP" && env -u COTOAN_LIBRARY -u COTULENH_LIBRARY -u LD_LIBRARY_PATH -u PYTHONPATH \
        PYTHONDONTWRITEBYTECODE=1 "$1" - <<'PY'
import os, sys
import cotoan, cotulenh
for m in (cotoan, cotulenh):
    here = os.path.dirname(os.path.realpath(m.__file__))
    assert os.path.dirname(os.path.realpath(m.LIBRARY)) == here, (m.LIBRARY, here)
    assert os.path.realpath(m.__file__).startswith(os.path.realpath(sys.prefix)), m.__file__
g = cotoan.Game()
g.push("c1c4")
t = cotulenh.Game()
t.push(str(t.legal_moves[0]))
assert g.ply == 1 and len(t.legal_moves) > 0
print(sys.executable, cotoan.version(), cotoan.LIBRARY, cotulenh.version(), cotulenh.LIBRARY)
PY
    )
}

# --- python ----------------------------------------------------------------
# The venvs have no pip of their own (ensurepip costs about 4 CPU-s a
# venv): pip is the one of the python3 on PATH, run by the venv's
# interpreter (pip --python VENV/bin/python re-runs itself there, so it
# installs into that venv and picks the tags of that interpreter).
py_venv() {  # py_venv PYTHON DIR
    rm -rf "$2" && "$1" -m venv --without-pip "$2"
}
py_pip() {  # py_pip VENV PIP-ARGS...: pip, offline, for VENV's interpreter
    local venv=$1
    shift
    offline python3 -m pip --python "$venv/bin/python" --disable-pip-version-check "$@"
}
py_direct() {  # pip install ./bindings/python, the command of doc/install.md
    py_venv python3 "$TMP/venv-direct" \
        && (cd "$SRC" && py_pip "$TMP/venv-direct" install --no-index \
            --no-cache-dir ./bindings/python) \
        && py_use "$TMP/venv-direct/bin/python"
}
py_wheel() {  # pip wheel, run by /usr/bin/python3; a platform tag
    py_venv /usr/bin/python3 "$TMP/venv-wheel" \
        && py_pip "$TMP/venv-wheel" wheel --no-index --no-deps --no-cache-dir \
            -w "$TMP/dist" "$SRC/bindings/python" \
        && ls "$TMP"/dist/cotoan_cotulenh-*.whl \
        && ! ls "$TMP"/dist/*-any.whl 2>/dev/null \
        && python3 -c 'import sys, zipfile
names = zipfile.ZipFile(sys.argv[1]).namelist()
assert "cotoan/libcotoan.so.1" in names and "cotulenh/libcotulenh.so.1" in names, names' \
            "$TMP"/dist/cotoan_cotulenh-*.whl
}
py_wheel_install() {  # py_wheel_install PYTHON NAME: the wheel into a fresh venv
    py_venv "$1" "$TMP/venv-$2" \
        && py_pip "$TMP/venv-$2" install --no-index "$TMP"/dist/cotoan_cotulenh-*.whl \
        && py_use "$TMP/venv-$2/bin/python"
}
stage_python() {
    check python-pip-install py_direct
    check python-pip-wheel py_wheel
    check python-wheel-usr-bin-python3 py_wheel_install /usr/bin/python3 usr-bin-python3
    check python-wheel-python3 py_wheel_install python3 python3
}

# --- prefix ----------------------------------------------------------------
PREFIX=$TMP/prefix
# What this checks is the installed layout (paths, RUNPATH, pkg-config,
# CMake, Python), not the code generated: the build is unoptimised (plain),
# which compiles in a fraction of a release build's time.
prefix_install() {
    "$SRC/tools/meson-setup.sh" "$TMP/build-prefix" "$SRC" --prefix="$PREFIX" --buildtype=plain \
        -Dtests=false -Ddocs=disabled -Dpython.purelibdir="$PREFIX/lib/python3/site-packages" \
        && meson compile -C "$TMP/build-prefix" && meson install -C "$TMP/build-prefix"
}
prefix_libdir() {
    PKG_CONFIG_PATH=$(dirname "$(find "$PREFIX" -name cotoan.pc -print -quit)") \
        pkg-config --variable=libdir cotoan
}
prefix_programs() {  # the installed programs run with nothing set
    local libdir p
    libdir=$(prefix_libdir)
    for p in cotoan-perft cotoan-engine cotoan-play cotoan-record \
             cotulenh-perft cotulenh-engine cotulenh-play; do
        readelf -d "$PREFIX/bin/$p" | grep -c "RUNPATH.*\[$libdir\]" \
            || { echo "$p: no RUNPATH $libdir"; return 1; }
    done
    env -u LD_LIBRARY_PATH "$PREFIX/bin/cotoan-perft" 2 | grep -c . \
        && env -u LD_LIBRARY_PATH "$PREFIX/bin/cotulenh-perft" 2 | grep -c 13460
}
prefix_c() {  # README's C example, pkg-config + -Wl,-rpath (doc/install.md)
    local libdir
    mkdir -p "$TMP/c" && c_block "$SRC/README.md" >"$TMP/c/game.c" || return 1
    export PKG_CONFIG_PATH=$PREFIX/lib/pkgconfig:$(dirname "$(find "$PREFIX" -name cotoan.pc -print -quit)")
    libdir=$(pkg-config --variable=libdir cotoan)
    # shellcheck disable=SC2046
    cc -std=c11 -o "$TMP/c/game" "$TMP/c/game.c" $(pkg-config --cflags --libs cotoan) \
        -Wl,-rpath,"$libdir" && env -u LD_LIBRARY_PATH "$TMP/c/game" | tail -1 | grep -c -- '-'
}
cmake_consumer() {  # cmake_consumer NAME: find_package(NAME 1.0) -> NAME::NAME
    local name=$1 d=$TMP/cmake-$1
    mkdir -p "$d" && c_block "$(guide "$name")" >"$d/greedy.c" || return 1
    cat >"$d/CMakeLists.txt" <<CMAKE
cmake_minimum_required(VERSION 3.13)
project(greedy C)
find_package($name 1.0 REQUIRED)
add_executable(greedy greedy.c)
set_target_properties(greedy PROPERTIES C_STANDARD 11 C_STANDARD_REQUIRED ON C_EXTENSIONS OFF)
target_compile_options(greedy PRIVATE -Wall -Wextra -pedantic -Werror)
target_link_libraries(greedy PRIVATE $name::$name)
CMAKE
    cmake -S "$d" -B "$d/build" -DCMAKE_PREFIX_PATH="$PREFIX" -DCMAKE_BUILD_TYPE=Release \
        && cmake --build "$d/build" \
        && env -u LD_LIBRARY_PATH "$d/build/greedy" | grep -c '^Result ' || return 1
    # Too new a version is refused.
    sed -i "s/find_package($name 1.0 REQUIRED)/find_package($name 2.0 REQUIRED)/" "$d/CMakeLists.txt"
    ! cmake -S "$d" -B "$d/build2" -DCMAKE_PREFIX_PATH="$PREFIX"
}
prefix_python() {  # prefix_python PYTHON: PYTHONPATH only, the installed library
    (cd "$TMP" && env -u COTOAN_LIBRARY -u COTULENH_LIBRARY -u LD_LIBRARY_PATH \
        PYTHONPATH="$PREFIX/lib/python3/site-packages" PYTHONDONTWRITEBYTECODE=1 \
        "$1" -c 'import cotoan, cotulenh, sys
assert cotoan.LIBRARY.startswith(sys.argv[1]) and cotulenh.LIBRARY.startswith(sys.argv[1]), (cotoan.LIBRARY, cotulenh.LIBRARY)
cotoan.Game().push("c1c4"); print(cotoan.LIBRARY, cotulenh.LIBRARY)' "$PREFIX")
}
stage_prefix() {
    if ! check prefix-install prefix_install; then return; fi
    check prefix-programs-runpath prefix_programs
    check prefix-c-example prefix_c
    check prefix-cmake-cotoan cmake_consumer cotoan
    check prefix-cmake-cotulenh cmake_consumer cotulenh
    check prefix-python-python3 prefix_python python3
    check prefix-python-usr-bin-python3 prefix_python /usr/bin/python3
}

# --- deb -------------------------------------------------------------------
DEBS=(libcotoan1 libcotoan-dev libcotulenh1 libcotulenh-dev cotoan-tools cotulenh-tools
      python3-cotoan python3-cotulenh python3-cotoan-gamekit)
# dpkg-buildpackage writes to .., so build in a copy of the tree; on every
# core (debhelper builds with ninja -j1 unless DEB_BUILD_OPTIONS says
# parallel=N).
deb_build() {
    mkdir -p "$TMP/deb/src" \
        && (cd "$SRC" && tar --exclude='./build*' --exclude='./web/node_modules' --exclude=./.git --exclude=./ci-logs \
            -cf - .) | tar -xf - -C "$TMP/deb/src" \
        && (cd "$TMP/deb/src" \
            && DEB_BUILD_OPTIONS="parallel=$(nproc 2>/dev/null || echo 2) noddebs ${DEB_BUILD_OPTIONS:-}" \
               dpkg-buildpackage -us -uc -b) \
        && for p in "${DEBS[@]}"; do ls "$TMP"/deb/"$p"_*.deb || return 1; done
}
deb_lintian() {  # no error (E:) from lintian
    lintian "$TMP"/deb/*.changes | tee "$TMP/lintian.txt"
    ! grep -q '^E:' "$TMP/lintian.txt"
}
# dpkg without its fsync calls (--force-unsafe-io): these packages are
# installed to be tried and removed, not to survive a power cut.
deb_install() {
    local f=()
    for p in "${DEBS[@]}"; do f+=("$TMP"/deb/"$p"_*.deb); done
    DEBIAN_FRONTEND=noninteractive apt-get install -y -o Dpkg::Options::=--force-unsafe-io "${f[@]}"
}
deb_c() {  # README's C example with pkg-config, against /usr
    mkdir -p "$TMP/deb-c" && c_block "$SRC/README.md" >"$TMP/deb-c/game.c" || return 1
    # shellcheck disable=SC2046
    env -u PKG_CONFIG_PATH cc -std=c11 -o "$TMP/deb-c/game" "$TMP/deb-c/game.c" \
        $(env -u PKG_CONFIG_PATH pkg-config --cflags --libs cotoan) \
        && env -u LD_LIBRARY_PATH "$TMP/deb-c/game" | tail -1 | grep -c -- '-' \
        && ldd "$TMP/deb-c/game" | grep -c ' => /\(usr/\)\?lib/.*libcotoan\.so\.1'
}
deb_python() {
    (cd "$TMP" && env -u COTOAN_LIBRARY -u COTULENH_LIBRARY -u LD_LIBRARY_PATH -u PYTHONPATH \
        /usr/bin/python3 -c 'import cotoan, cotulenh
assert cotulenh.__file__.startswith("/usr/lib/python3/dist-packages/"), cotulenh.__file__
cotoan.Game().push("c1c4"); print(cotulenh.Game().legal_moves[0], cotoan.LIBRARY, cotulenh.LIBRARY)')
}
deb_programs() {
    /usr/bin/cotulenh-perft 2 | grep -c 13460 && /usr/bin/cotoan-perft 2 | grep -c . \
        && ! readelf -d /usr/bin/cotoan-perft | grep -c 'R.*PATH'
}
deb_installed() {  # those of DEBS that are installed
    local p
    for p in "${DEBS[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep "install ok installed" >/dev/null && echo "$p"
    done
}
deb_remove() {
    local left
    left=$(deb_installed)
    # shellcheck disable=SC2086
    [[ -z $left ]] || DEBIAN_FRONTEND=noninteractive apt-get purge -y -o Dpkg::Options::=--force-unsafe-io $left
    [[ -z $(deb_installed) ]]
}
stage_deb() {
    local p
    if [[ $(id -u) != 0 ]]; then
        echo "[deb] needs root (apt install): skipped" >&2; FAIL=$((FAIL + 1)); return
    fi
    p=$(deb_installed)
    if [[ -n $p ]]; then
        echo "[deb] installed already, so not touched: $p" >&2; FAIL=$((FAIL + 1)); return
    fi
    check deb-build deb_build || return
    check deb-lintian deb_lintian
    grep '^[EW]:' "$TMP/lintian.txt" >&2
    if check deb-install deb_install; then
        check deb-c-example deb_c
        check deb-python deb_python
        check deb-programs deb_programs
    fi
    check deb-remove deb_remove
}

# --- npm -------------------------------------------------------------------
NPM=$SRC/build-web/npm
npm_pack() {  # npm_pack NAME: version = the library's, the tarball
    local want got
    want=$(header_version "$1")
    got=$(node -p "require('$NPM/$1/package.json').version") || return 1
    [[ $got == "$want" ]] || { echo "$1: package $got, library $want"; return 1; }
    (cd "$NPM/$1" && npm pack --offline --pack-destination "$TMP" >/dev/null) \
        && ls "$TMP/$1-$want.tgz"
}
npm_use() {  # npm_use NAME MODULE-CODE: offline install of the tarball, import in node
    local d=$TMP/npm-$1 want
    want=$(header_version "$1")
    mkdir -p "$d" && (cd "$d" && echo '{"name":"consumer","private":true,"type":"module"}' >package.json \
        && offline npm install --offline --no-audit --no-fund "$TMP/$1-$want.tgz" \
        && printf '%s\n' "$2" >use.mjs && env -u NODE_PATH node use.mjs)
}
stage_npm() {
    if [[ ! -f $NPM/cotoan/package.json ]]; then
        echo "[npm] no $NPM (./dev.sh web-build)" >&2; FAIL=$((FAIL + 1)); return
    fi
    check npm-pack-cotoan npm_pack cotoan
    check npm-pack-cotulenh npm_pack cotulenh
    check npm-install-cotoan npm_use cotoan "import { init, Game } from 'cotoan';
const v = await init(); const g = new Game(); g.push('c1c4');
if (g.ply !== 1) throw new Error('ply ' + g.ply); console.log('cotoan', v);"
    check npm-install-cotulenh npm_use cotulenh "import { init, Game } from 'cotulenh';
const v = await init(); const g = new Game(); g.push(String(g.legalMoves()[0]));
console.log('cotulenh', v);"
    # The node example of each package's README, as written.
    check npm-readme-cotoan npm_use cotoan "$(js_block "$NPM/cotoan/README.md")"
    check npm-readme-cotulenh npm_use cotulenh "$(js_block "$NPM/cotulenh/README.md")"
}

stages=("$@")
((${#stages[@]})) || stages=(python prefix deb npm)
for s in "${stages[@]}"; do
    case $s in
    python|prefix|deb|npm) "stage_$s" ;;
    *) echo "package-test: no stage $s (python, prefix, deb, npm)" >&2; FAIL=$((FAIL + 1)) ;;
    esac
done
echo "$PASS passed, $FAIL failed"
((FAIL == 0))
