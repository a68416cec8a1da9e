#!/usr/bin/env bash
# Installation test: what a user gets from `meson install`.
#
#   tools/install-test.sh [BUILDDIR]      (default: build)
#
# 1. meson install --destdir into a temporary root;
# 2. compile the complete program of doc/quickstart.md against that root
#    using only pkg-config (PKG_CONFIG_PATH points into the root, and
#    PKG_CONFIG_SYSROOT_DIR maps the installed prefix onto it), with
#    -std=c11 -Wall -Wextra -pedantic -Werror, and run it: it must load the
#    installed library (not the build tree's) and play a game to the end;
# 3. the header compiles as C++ too, when a C++ compiler is there;
# 4. when the Python packages are installed (bindings/python: cotoan,
#    cotulenh and their private _gamekit), import them from the root
#    against the installed libraries and check their versions.
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

PC=$(find "$ROOT" -name cotoan.pc -print -quit)
[[ -n $PC ]] || fail "cotoan.pc was not installed"
for f in cotoan.h common.h game.h; do
    [[ -n $(find "$ROOT" -path "*/include/cotoan/$f" -print -quit) ]] \
        || fail "header cotoan/$f was not installed"
done
[[ -n $(find "$ROOT" -name 'libcotoan.so.1' -print -quit) ]] || fail "libcotoan.so.1 was not installed"

export PKG_CONFIG_PATH=$(dirname "$PC")
export PKG_CONFIG_SYSROOT_DIR=$ROOT
CFLAGS_PC=$(pkg-config --cflags cotoan) || fail "pkg-config --cflags cotoan failed"
LIBS_PC=$(pkg-config --libs cotoan) || fail "pkg-config --libs cotoan failed"
VERSION_PC=$(pkg-config --modversion cotoan)
VERSION_MESON=$(sed -n "s/^ *version *: *'\([^']*\)'.*/\1/p" meson.build | head -1)
[[ $VERSION_PC == "$VERSION_MESON" ]] || fail "cotoan.pc says $VERSION_PC, meson.build $VERSION_MESON"
LIBDIR=$(pkg-config --libs-only-L cotoan | sed 's/^ *-L//; s/ .*//')
[[ $LIBDIR == "$ROOT"/* && -e $LIBDIR/libcotoan.so ]] \
    || fail "pkg-config's -L ($LIBDIR) is not the installed library directory"

# 2. The quick-start program, exactly as the guide shows it.
WORK=$ROOT/work
mkdir -p "$WORK"
awk '/^```c$/ && !done { on = 1; next } on && /^```$/ { on = 0; done = 1 } on' \
    doc/quickstart.md >"$WORK/greedy.c"
[[ -s $WORK/greedy.c ]] || fail "no \`\`\`c program found in doc/quickstart.md"
# shellcheck disable=SC2086
"$CC" -std=c11 -Wall -Wextra -pedantic -Werror $CFLAGS_PC -o "$WORK/greedy" \
    "$WORK/greedy.c" $LIBS_PC || fail "the quick-start program does not compile with pkg-config's flags"
if command -v ldd >/dev/null; then
    RESOLVED=$(LD_LIBRARY_PATH=$LIBDIR ldd "$WORK/greedy" | awk '/libcotoan/ { print $3 }')
    [[ $RESOLVED == "$ROOT"/* ]] || fail "the program loads $RESOLVED, not the installed library"
fi
LD_LIBRARY_PATH=$LIBDIR "$WORK/greedy" >"$WORK/out.txt" 2>&1 || { cat "$WORK/out.txt" >&2; fail "the quick-start program failed"; }
grep -q '^Result \(1-0\|0-1\|1/2-1/2\) ' "$WORK/out.txt" \
    || { tail "$WORK/out.txt" >&2; fail "the quick-start program did not finish a game"; }
echo "install-test: quick-start program built with pkg-config only: $(tail -1 "$WORK/out.txt")"

# 3. The header in C++ (extern "C", no C-only constructs in declarations).
CXX_BIN=${CXX:-c++}
if command -v "$CXX_BIN" >/dev/null; then
    printf '#include <cotoan/cotoan.h>\nint main() { return ct_version() >= CT_VERSION_NUMBER ? 0 : 1; }\n' >"$WORK/cxx.cc"
    # shellcheck disable=SC2086
    "$CXX_BIN" -Wall -Wextra -Werror $CFLAGS_PC -o "$WORK/cxx" "$WORK/cxx.cc" $LIBS_PC \
        || fail "the header does not compile as C++"
    LD_LIBRARY_PATH=$LIBDIR "$WORK/cxx" || fail "C++ program: library older than the header"
fi

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
echo "install-test: ok"
