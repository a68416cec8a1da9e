#!/usr/bin/env bash
# Installation test: what a user gets from `meson install`.
#
#   tools/install-test.sh [BUILDDIR]      (default: build)
#
# 1. meson install --destdir into a temporary root;
# 2. for each library (libcotoan, libcotulenh): compile the complete program
#    of its quick-start guide (doc/cotoan/quickstart.md, doc/cotulenh/quickstart.md)
#    against that root using only pkg-config (PKG_CONFIG_PATH points into
#    the root, and PKG_CONFIG_SYSROOT_DIR maps the installed prefix onto it),
#    with -std=c11 -Wall -Wextra -pedantic -Werror, and run it: it must load
#    the installed library (not the build tree's) and play a game to the end;
# 3. each header compiles as C++ too, when a C++ compiler is there;
# 4. when the Python packages are installed (bindings/python: cotoan,
#    cotulenh and their private _gamekit), import them from the root
#    against the installed libraries and check their versions.
# 5. build the quick-start program with CMake (find_package(cotoan 1.0
#    REQUIRED), cotoan::cotoan) against the root, when cmake is there.
# Exit status 0 when everything passed; each failure is explained on stderr.
set -uo pipefail
cd "$(dirname "$0")/.."
SRC=$PWD
BUILD=${1:-build}
CC=${CC:-cc}

fail() { echo "install-test: $*" >&2; exit 1; }

[[ -f $BUILD/build.ninja ]] || fail "$BUILD is not a configured meson build directory"
command -v pkg-config >/dev/null || fail "pkg-config not found"

ROOT=$(mktemp -d "${TMPDIR:-/tmp}/cotoan-install.XXXXXX")
trap 'rm -rf "$ROOT"' EXIT

# 1. Install.
meson install -C "$BUILD" --destdir "$ROOT" >"$ROOT.install.log" 2>&1 \
    || { cat "$ROOT.install.log" >&2; rm -f "$ROOT.install.log"; fail "meson install failed"; }
rm -f "$ROOT.install.log"

# 2-3, for one library: its pkg-config file, headers and shared library
# installed; the complete program of its quick-start guide built with
# pkg-config only and run against the installed library; the header in C++.
#   check_library NAME PREFIX QUICKSTART HEADER...    (PREFIX: ct, tl)
check_library() {
    local name=$1 lower=$2 guide=$3
    shift 3
    local up
    up=$(echo "$lower" | tr a-z A-Z)
    local pc
    pc=$(find "$ROOT" -name "$name.pc" -print -quit)
    [[ -n $pc ]] || fail "$name.pc was not installed"
    for f in "$@"; do
        [[ -n $(find "$ROOT" -path "*/include/$name/$f" -print -quit) ]] \
            || fail "header $name/$f was not installed"
    done
    [[ -n $(find "$ROOT" -name "lib$name.so.1" -print -quit) ]] || fail "lib$name.so.1 was not installed"

    export PKG_CONFIG_PATH=$(dirname "$pc")
    export PKG_CONFIG_SYSROOT_DIR=$ROOT
    local cflags libs version libdir
    cflags=$(pkg-config --cflags "$name") || fail "pkg-config --cflags $name failed"
    libs=$(pkg-config --libs "$name") || fail "pkg-config --libs $name failed"
    version=$(pkg-config --modversion "$name")
    local want
    want=$(header_version "$name")
    [[ $version == "$want" ]] || fail "$name.pc says $version, include/$name/common.h $want"
    libdir=$(pkg-config --libs-only-L "$name" | sed 's/^ *-L//; s/ .*//')
    [[ $libdir == "$ROOT"/* && -e $libdir/lib$name.so ]] \
        || fail "pkg-config's -L ($libdir) is not the installed library directory"
    LIBDIR=$libdir

    # The quick-start program, exactly as the guide shows it.
    local work=$ROOT/work-$name
    mkdir -p "$work"
    awk '/^```c$/ && !done { on = 1; next } on && /^```$/ { on = 0; done = 1 } on' \
        "$guide" >"$work/greedy.c"
    [[ -s $work/greedy.c ]] || fail "no \`\`\`c program found in $guide"
    # shellcheck disable=SC2086
    "$CC" -std=c11 -Wall -Wextra -pedantic -Werror $cflags -o "$work/greedy" \
        "$work/greedy.c" $libs || fail "the $name quick-start program does not compile with pkg-config's flags"
    if command -v ldd >/dev/null; then
        local resolved
        resolved=$(LD_LIBRARY_PATH=$libdir ldd "$work/greedy" | awk -v l="lib$name" '$0 ~ l { print $3 }')
        [[ $resolved == "$ROOT"/* ]] || fail "the $name program loads $resolved, not the installed library"
    fi
    LD_LIBRARY_PATH=$libdir "$work/greedy" >"$work/out.txt" 2>&1 \
        || { cat "$work/out.txt" >&2; fail "the $name quick-start program failed"; }
    grep -q '^Result \(1-0\|0-1\|1/2-1/2\) ' "$work/out.txt" \
        || { tail "$work/out.txt" >&2; fail "the $name quick-start program did not finish a game"; }
    echo "install-test: $name quick-start program built with pkg-config only: $(tail -1 "$work/out.txt")"

    # The header in C++ (extern "C", no C-only constructs in declarations).
    local cxx=${CXX:-c++}
    if command -v "$cxx" >/dev/null; then
        printf '#include <%s/%s.h>\nint main() { return %s_version() >= %s_VERSION_NUMBER ? 0 : 1; }\n' \
            "$name" "$name" "$lower" "$up" >"$work/cxx.cc"
        # shellcheck disable=SC2086
        "$cxx" -Wall -Wextra -Werror $cflags -o "$work/cxx" "$work/cxx.cc" $libs \
            || fail "the $name header does not compile as C++"
        LD_LIBRARY_PATH=$libdir "$work/cxx" || fail "C++ program: lib$name older than the header"
    fi
}

# The version a library's header announces (each library has its own).
header_version() {
    sed -n 's/^#define [A-Z]*_VERSION_STRING "\(.*\)"$/\1/p' "include/$1/common.h"
}
check_library cotulenh tl doc/cotulenh/quickstart.md cotulenh.h common.h game.h engine.h
check_library cotoan ct doc/cotoan/quickstart.md cotoan.h common.h game.h
VERSION_PC=$(header_version cotoan)
WORK=$ROOT/work
mkdir -p "$WORK"

# 4. The Python package, from the root, against the installed library.
if [[ -d bindings/python/cotoan ]]; then
    PKGDIR=$(find "$ROOT" -type f -path '*-packages/cotoan/__init__.py' -print -quit)
    [[ -n $PKGDIR ]] || fail "the Python package cotoan was not installed"
    PYROOT=$(dirname "$(dirname "$PKGDIR")")
    for py in python3 /usr/bin/python3; do
        command -v "$py" >/dev/null || continue
        (cd "$WORK" && env -u COTOAN_LIBRARY PYTHONPATH="$PYROOT" LD_LIBRARY_PATH="$LIBDIR" \
            PYTHONDONTWRITEBYTECODE=1 "$py" - "$ROOT" "$VERSION_PC" <<'PY'
import os, sys
import cotoan
root, version = sys.argv[1], sys.argv[2]
assert os.path.realpath(cotoan.__file__).startswith(os.path.realpath(root)), cotoan.__file__
lib = getattr(cotoan, "LIBRARY", None)
maps = open("/proc/self/maps").read() if os.path.exists("/proc/self/maps") else ""
loaded = [l.split()[-1] for l in maps.splitlines() if "libcotoan" in l]
assert all(os.path.realpath(p).startswith(os.path.realpath(root)) for p in loaded), loaded
assert cotoan.version() == version, (cotoan.version(), version)
game = cotoan.Game()
assert len(list(game.legal_moves)) == 87
print("install-test: %s: cotoan %s from %s" % (sys.executable, cotoan.version(), lib))
PY
        ) || fail "$py cannot use the installed Python package"
    done
else
    echo "install-test: no bindings/python yet: Python import skipped"
fi
# 4b. The cotulenh package and the private _gamekit it shares with cotoan,
# from the root, against the installed libcotulenh.
if [[ -d bindings/python/cotulenh ]]; then
    PKGDIR=$(find "$ROOT" -type f -path '*-packages/cotulenh/__init__.py' -print -quit)
    [[ -n $PKGDIR ]] || fail "the Python package cotulenh was not installed"
    PYROOT=$(dirname "$(dirname "$PKGDIR")")
    [[ -f $PYROOT/_gamekit/__init__.py ]] || fail "_gamekit was not installed beside cotulenh"
    for py in python3 /usr/bin/python3; do
        command -v "$py" >/dev/null || continue
        (cd "$WORK" && env -u COTULENH_LIBRARY -u COTOAN_LIBRARY PYTHONPATH="$PYROOT" \
            LD_LIBRARY_PATH="$LIBDIR" PYTHONDONTWRITEBYTECODE=1 "$py" - "$ROOT" <<'PY'
import os, sys
import cotoan, cotulenh, _gamekit
root = os.path.realpath(sys.argv[1])
for m in (cotoan, cotulenh, _gamekit):
    assert os.path.realpath(m.__file__).startswith(root), m.__file__
maps = open("/proc/self/maps").read() if os.path.exists("/proc/self/maps") else ""
loaded = [l.split()[-1] for l in maps.splitlines() if "libcotulenh" in l]
assert loaded and all(os.path.realpath(p).startswith(root) for p in loaded), loaded
assert cotulenh.version_info()[0] == 1, cotulenh.version()
assert len(cotulenh.Game().legal_moves) == 116
assert len(cotoan.Game().legal_moves) == 87
print("install-test: %s: cotulenh %s from %s" % (sys.executable, cotulenh.version(), cotulenh.LIBRARY))
PY
        ) || fail "$py cannot use the installed Python package cotulenh"
    done
fi
# 5. CMake: the package config installed by meson (libcotoan/meson.build).
if command -v cmake >/dev/null; then
    CFG=$(find "$ROOT" -name cotoanConfig.cmake -print -quit)
    [[ -n $CFG ]] || fail "cotoanConfig.cmake was not installed"
    [[ -n $(find "$ROOT" -name cotoanConfigVersion.cmake -print -quit) ]] \
        || fail "cotoanConfigVersion.cmake was not installed"
    mkdir -p "$WORK/cmake"
    cp "$ROOT/work-cotoan/greedy.c" "$WORK/cmake/greedy.c"
    cat >"$WORK/cmake/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.13)
project(greedy C)
find_package(cotoan 1.0 REQUIRED)
if(NOT TARGET cotoan::cotoan)
  message(FATAL_ERROR "no target cotoan::cotoan")
endif()
add_executable(greedy greedy.c)
set_target_properties(greedy PROPERTIES C_STANDARD 11 C_STANDARD_REQUIRED ON C_EXTENSIONS OFF)
target_compile_options(greedy PRIVATE -Wall -Wextra -pedantic -Werror)
target_link_libraries(greedy PRIVATE cotoan::cotoan)
CMAKE
    # The config sits in LIBDIR/cmake/cotoan; CMAKE_PREFIX_PATH is searched
    # for <prefix>/<libdir>/cmake/<name>, so give the install prefix.
    PREFIX_INST=$(sed -n "s/^prefix=//p" "$(find "$ROOT" -name cotoan.pc -print -quit)")
    cmake -S "$WORK/cmake" -B "$WORK/cmake/build" -DCMAKE_PREFIX_PATH="$ROOT$PREFIX_INST" \
        -DCMAKE_BUILD_TYPE=Release >"$WORK/cmake.log" 2>&1 \
        || { cat "$WORK/cmake.log" >&2; fail "cmake cannot configure a consumer with find_package(cotoan 1.0)"; }
    cmake --build "$WORK/cmake/build" >>"$WORK/cmake.log" 2>&1 \
        || { cat "$WORK/cmake.log" >&2; fail "the CMake consumer does not build"; }
    # Too new a version must be refused.
    mkdir -p "$WORK/cmake2"
    cp "$ROOT/work-cotoan/greedy.c" "$WORK/cmake2/"
    sed 's/find_package(cotoan 1.0 REQUIRED)/find_package(cotoan 2.0 REQUIRED)/' \
        "$WORK/cmake/CMakeLists.txt" >"$WORK/cmake2/CMakeLists.txt"
    if cmake -S "$WORK/cmake2" -B "$WORK/cmake2/build" -DCMAKE_PREFIX_PATH="$ROOT$PREFIX_INST" >/dev/null 2>&1; then
        fail "find_package(cotoan 2.0) accepted version $VERSION_PC"
    fi
    if command -v ldd >/dev/null; then
        RESOLVED=$(LD_LIBRARY_PATH=$LIBDIR ldd "$WORK/cmake/build/greedy" | awk '/libcotoan/ { print $3 }')
        [[ $RESOLVED == "$ROOT"/* ]] || fail "the CMake program loads $RESOLVED, not the installed library"
    fi
    LD_LIBRARY_PATH=$LIBDIR "$WORK/cmake/build/greedy" >"$WORK/cmake-out.txt" 2>&1 \
        || { cat "$WORK/cmake-out.txt" >&2; fail "the CMake-built program failed"; }
    grep -q '^Result \(1-0\|0-1\|1/2-1/2\) ' "$WORK/cmake-out.txt" \
        || fail "the CMake-built program did not finish a game"
    echo "install-test: quick-start program built with CMake (cotoan::cotoan): $(tail -1 "$WORK/cmake-out.txt")"
else
    echo "install-test: no cmake: CMake consumer skipped"
fi
echo "install-test: ok"
