"""Finding and loading a game library, declaring its C functions.

A package describes its library with a :class:`Library` and loads it
once at import time.  The library is looked up in this order:

1. a copy next to the package (``<pkg>/lib<name>.so.<major>`` and
   friends): the one a wheel carries (``pip install``);
2. the ``<NAME>_LIBRARY`` environment variable (a path; if it is set and
   does not load, that is an error: an explicit choice never falls back
   silently to another copy);
3. the library directory of a ``meson install`` (``_gamekit/_libdir.py``,
   which only an installed package has);
4. ``ctypes.util.find_library(name)``;
5. the soname (``lib<name>.so.<major>``) through the dynamic loader's
   search path.

Every declared function gets explicit ``argtypes`` and ``restype`` (a
pointer returned as a plain ``int`` would be truncated on 64-bit
platforms).  Functions are taken from a ``ctypes.PyDLL`` view of the
library by default: they keep the GIL while they run, so no other Python
thread can touch the same handle meanwhile (see :mod:`._handle`).  Only
long calls on private handles (perft, searches) are declared with
``gil=False`` and release it.
"""

import ctypes
import ctypes.util
import os
import sys

# The ctypes types of the C declarations, under the names every _ffi
# module uses.
c_int = ctypes.c_int
c_i32 = ctypes.c_int32
c_u32 = ctypes.c_uint32
c_u64 = ctypes.c_uint64
c_u8 = ctypes.c_uint8
c_size = ctypes.c_size_t
c_str = ctypes.c_char_p
c_void = ctypes.c_void_p
P = ctypes.POINTER


def file_names(name, major):
    """(names next to the package, sonames) of library ``name`` of soname
    ``major`` on this platform."""
    if sys.platform == "darwin":
        return (
            ("lib{}.{}.dylib".format(name, major), "lib{}.dylib".format(name)),
            ("lib{}.{}.dylib".format(name, major),),
        )
    if sys.platform == "win32":
        return (
            ("{}.dll".format(name), "lib{}-{}.dll".format(name, major), "lib{}.dll".format(name)),
            ("{}.dll".format(name), "lib{}-{}.dll".format(name, major)),
        )
    return (
        ("lib{}.so.{}".format(name, major), "lib{}.so".format(name)),
        ("lib{}.so.{}".format(name, major),),
    )


class Library:
    """A loaded game library.

    ``name`` is the library's name without ``lib`` ("cotoan"), also the
    name of its Python package, ``package_file`` the ``__file__`` of a
    module of that package (the package directory is its directory),
    ``expected`` the (major, minor) version the package was written for.
    The package's _ffi module declares the functions of its common.h and
    hands them to :meth:`use_common`, which checks the version.

    Attributes: ``lib`` (ctypes.CDLL), ``pylib`` (ctypes.PyDLL on the same
    handle), ``path`` (what was loaded), ``local_names``, ``sonames``,
    ``env`` (the environment variable), ``how_to_fix`` (advice text),
    ``c_version``, ``c_version_string``, ``c_strerror`` (the C functions
    given to use_common).
    """

    def __init__(self, name, package_file, expected):
        self.name = name
        self.package = package = name
        self.package_dir = package_dir = os.path.dirname(os.path.abspath(package_file))
        self.expected = tuple(expected)
        self.env = name.upper() + "_LIBRARY"
        self.local_names, self.sonames = file_names(name, self.expected[0])
        self.how_to_fix = (
            "Install the package with its library (python3 -m pip install ./bindings/python "
            "from the source tree), or build lib{n} (meson setup build && meson compile -C build) and set "
            "{env} to the path of the shared library (for example "
            "build/lib{n}/{so}), or install it (meson install -C build), "
            "or copy it next to the {pkg} package ({here})."
        ).format(n=name, env=self.env, so=self.local_names[0], pkg=package, here=package_dir)
        self.lib, self.path = self._load()
        self.pylib = ctypes.PyDLL(self.path, handle=self.lib._handle)
        self.c_version = self.c_version_string = self.c_strerror = None

    def use_common(self, version, version_string, strerror):
        """Take the library's common.h functions (``ct_version``,
        ``ct_version_string``, ``ct_strerror`` declared by the package) and
        check the version: ImportError when these bindings cannot use it."""
        self.c_version, self.c_version_string, self.c_strerror = version, version_string, strerror
        problem = self.version_mismatch(version())
        if problem:
            raise ImportError("{}: {}. {}".format(self.package, problem, self.how_to_fix))

    def _load(self):
        tried = []
        for path in (os.path.join(self.package_dir, n) for n in self.local_names):
            if not os.path.exists(path):
                tried.append(path + " (no such file)")
                continue
            try:
                return ctypes.CDLL(path), path
            except OSError as exc:
                tried.append("{} ({})".format(path, exc))
        env = os.environ.get(self.env)
        if env:
            try:
                return ctypes.CDLL(env), env
            except OSError as exc:
                raise ImportError(
                    "{}: {}={!r} could not be loaded: {}. Fix the path or unset {} "
                    "to search the usual places. {}".format(
                        self.package, self.env, env, exc, self.env, self.how_to_fix)
                ) from exc
        tried.append("{} (not set)".format(self.env))
        candidates = []
        try:
            from . import _libdir
        except ImportError:
            pass
        else:
            candidates.extend(os.path.join(_libdir.LIBDIR, n) for n in self.sonames)
        candidates.append(ctypes.util.find_library(self.name))
        candidates.extend(self.sonames)
        for path in candidates:
            if path is None:
                tried.append('ctypes.util.find_library("{}") (found nothing)'.format(self.name))
                continue
            try:
                return ctypes.CDLL(path), path
            except OSError as exc:
                tried.append("{} ({})".format(path, exc))
        raise ImportError(
            "{}: the C library lib{} was not found. Tried: {}. {}".format(
                self.package, self.name, "; ".join(tried), self.how_to_fix)
        )

    def version_mismatch(self, number):
        """Why a library of version ``number`` (MAJOR * 10000 + MINOR * 100
        + PATCH) cannot be used by the package, or None when it can (same
        major, minor at least the expected one)."""
        major, minor, patch = number // 10000, number // 100 % 100, number % 100
        want_major, want_minor = self.expected
        if major == want_major and minor >= want_minor:
            return None
        return "lib{} {}.{}.{} was loaded from {} but these bindings need {}.{} or a later {}.x".format(
            self.name, major, minor, patch, self.path, want_major, want_minor, want_major)

    def version_info(self):
        """The version of the loaded C library as a tuple (major, minor, patch)."""
        v = self.c_version()
        return (v // 10000, v // 100 % 100, v % 100)

    def version(self):
        """The version of the loaded C library, "MAJOR.MINOR.PATCH"."""
        return self.c_version_string().decode("ascii")

    def strerror(self, code):
        """The library's text of status ``code``, as a Python string."""
        return self.c_strerror(code).decode("utf-8", "replace")

    def need(self, fn, what, error):
        """fn, or raise the package's Error class ``error`` when the loaded
        library lacks it (a function declared with required=False)."""
        if fn is None:
            raise error("{} is not available: {} (lib{} {}) was built without it".format(
                what, self.path, self.name, self.version()))
        return fn

    def declare(self, name, restype, argtypes, required=True, gil=True):
        """Set the prototype of one function and return it; None if it is
        missing and not ``required`` (a part of the API this build of the
        library does not have).  ``gil``: the call keeps the GIL (False
        only for long calls on handles no other thread can reach)."""
        try:
            fn = getattr(self.pylib if gil else self.lib, name)
        except AttributeError:
            if required:
                raise ImportError(
                    "{}: {} has no symbol {}: it is too old or not lib{}. {}".format(
                        self.package, self.path, name, self.name, self.how_to_fix)
                ) from None
            return None
        fn.restype = restype
        fn.argtypes = argtypes
        return fn


class FunctionTable:
    """The C functions (and structures) of a library that shared code
    calls, given by the package under the names they have without the
    library's prefix: ``CApi(game_clone=ct_game_clone, ...)``.  A
    subclass lists the names it needs in ``NAMES``; a missing or unknown
    one is a TypeError at import time."""

    NAMES = ()

    def __init__(self, **entries):
        missing = set(self.NAMES) - set(entries)
        unknown = set(entries) - set(self.NAMES)
        if missing or unknown:
            raise TypeError("{}: missing {}, unknown {}".format(
                type(self).__name__, sorted(missing), sorted(unknown)))
        for name, value in entries.items():
            setattr(self, name, value)


def text_out(fn, *args, size=256, encoding="utf-8"):
    """Call an snprintf()-style C function ``fn(*args, buf, size)`` with a
    buffer large enough, and return (status, text): status is the
    function's negative return value on error (text then None)."""
    while True:
        buf = ctypes.create_string_buffer(size)
        n = fn(*args, buf, size)
        if n < 0:
            return n, None
        if n < size:
            return n, buf.value.decode(encoding, "replace")
        size = n + 1
