"""Test helpers shared by the cotoan and cotulenh suites."""

import ctypes
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time


def run_python(code, env_changes, cwd, pythonpath=None):
    """Run ``code`` in a fresh interpreter in ``cwd``, with the environment
    changed by ``env_changes`` ({name: value, or None to unset}) and
    PYTHONPATH set to ``pythonpath`` when given."""
    env = dict(os.environ)
    for k, v in env_changes.items():
        if v is None:
            env.pop(k, None)
        else:
            env[k] = v
    if pythonpath is not None:
        env["PYTHONPATH"] = pythonpath
    return subprocess.run([sys.executable, "-c", code], cwd=cwd, env=env,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True, timeout=120)


def bad_argument_problems(entry_points, fresh, bad_values, allowed, state):
    """Call every entry point (name, fn(game, *args), default args) with
    each bad value in each argument position, each time on ``fresh()``.
    Returns (problems, calls): a problem is an exception outside
    ``allowed`` (ctypes.ArgumentError, OverflowError, anything else) or a
    failed call that changed ``state(game)``."""
    problems = []
    calls = 0
    for name, fn, defaults in entry_points:
        for i in range(len(defaults)):
            fn(fresh(), *defaults)  # the entry point works with its defaults
            for bad in bad_values:
                a = list(defaults)
                a[i] = bad
                g = fresh()
                before = state(g)
                calls += 1
                try:
                    fn(g, *a)
                except (ctypes.ArgumentError, OverflowError) as exc:
                    problems.append((name, i, bad, exc))
                except allowed as exc:
                    if state(g) != before:
                        problems.append((name, i, bad, "game changed: " + str(exc)))
                except Exception as exc:
                    problems.append((name, i, bad, exc))
    return problems, calls


def format_problems(problems):
    return "\n" + "\n".join("{} argument {} = {!r:.40}: {}: {}".format(
        n, i, b, type(e).__name__, e) for n, i, b, e in problems)


def use_while_closing(make_game, use, error_cls, rounds=20):
    """In each round one thread calls ``use(game)`` in a loop while this
    one closes the game; every call must work or raise ``error_cls`` once
    the game is closed.  Returns the unexpected exceptions."""
    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    errors = []
    try:
        for _ in range(rounds):
            g = make_game()
            stop = threading.Event()

            def loop(g=g, stop=stop):
                try:
                    while not stop.is_set():
                        try:
                            use(g)
                        except error_cls:
                            if not g.closed:
                                raise
                except BaseException as exc:  # pragma: no cover - reported
                    errors.append(exc)

            t = threading.Thread(target=loop)
            t.start()
            time.sleep(0.001)
            g.close()
            time.sleep(0.001)
            stop.set()
            t.join()
    finally:
        sys.setswitchinterval(old)
    return errors


# ---- finding the library, the version check (test_loading of each suite) --


class VersionChecks:
    """Mixin of a unittest.TestCase: version(), version_info() and the
    version rule of a package.  Set ``PKG`` (the imported package)."""

    PKG = None

    def test_version(self):
        pkg, lib = self.PKG, self.PKG._ffi.LIB
        v = pkg.version()
        self.assertRegex(v, r"^\d+\.\d+\.\d+$")
        self.assertEqual(tuple(int(x) for x in v.split(".")), pkg.version_info())
        self.assertEqual(pkg.version_info()[0], pkg._ffi.EXPECTED_VERSION[0])
        self.assertEqual(lib.expected, pkg._ffi.EXPECTED_VERSION)
        self.assertTrue(pkg.LIBRARY)

    def test_version_check(self):
        lib = self.PKG._ffi.LIB
        major, minor = self.PKG._ffi.EXPECTED_VERSION
        ok = major * 10000 + minor * 100
        self.assertIsNone(lib.version_mismatch(ok))
        self.assertIsNone(lib.version_mismatch(ok + 7))  # later patch
        self.assertIsNone(lib.version_mismatch(ok + 100))  # later minor
        newer_major = lib.version_mismatch((major + 1) * 10000)
        self.assertIn("need", newer_major)
        self.assertIn("lib" + lib.name, newer_major)
        self.assertIn("{}.0.0".format(major + 1), newer_major)
        self.assertIsNotNone(lib.version_mismatch((major - 1) * 10000 + 9999))
        if minor > 0:
            self.assertIsNotNone(lib.version_mismatch(ok - 100))


class PackagingChecks:
    """Mixin: meson.build installs every module of the directories
    ``PACKAGES`` of ``PACKAGE_ROOT`` (bindings/python)."""

    PACKAGE_ROOT = None
    PACKAGES = ()

    def test_meson_installs_every_module(self):
        meson_build = os.path.join(os.path.dirname(self.PACKAGE_ROOT), "meson.build")
        if not os.path.exists(meson_build):
            self.skipTest("not in the source tree")
        with open(meson_build, encoding="utf-8") as f:
            listed = f.read()
        for pkg in self.PACKAGES:
            for name in sorted(os.listdir(os.path.join(self.PACKAGE_ROOT, pkg))):
                if name.endswith(".py"):
                    self.assertIn("'python/{}/{}'".format(pkg, name), listed, name)


class LoadingChecks:
    """Mixin: how a package finds its library, in fresh interpreters
    using a copy of the package (and of _gamekit) without any library
    next to it.  Set ``PKG`` (the imported package), ``PACKAGE_ROOT`` and
    ``START_MOVES`` (the number of legal moves of a new Game)."""

    PKG = None
    PACKAGE_ROOT = None
    START_MOVES = 0

    def setUp(self):
        self.lib = self.PKG._ffi.LIB
        name = self.PKG.__name__
        self.tmp = tempfile.mkdtemp(prefix=name + "-load-")
        self.addCleanup(shutil.rmtree, self.tmp, True)
        ignore = shutil.ignore_patterns("__pycache__", "*.so*", "*.dylib", "*.dll")
        for pkg in (name, "_gamekit"):
            shutil.copytree(os.path.join(self.PACKAGE_ROOT, pkg), os.path.join(self.tmp, pkg),
                            ignore=ignore)
        self.pkg = os.path.join(self.tmp, name)

    def run_python(self, code, env_changes):
        return run_python(code, env_changes, self.tmp, pythonpath=self.tmp)

    def test_bad_environment_variable(self):
        lib = self.lib
        bad = os.path.join(self.tmp, "no-such-lib{}.so".format(lib.name))
        r = self.run_python("import " + self.PKG.__name__, {lib.env: bad})
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("ImportError", r.stderr)
        self.assertIn(lib.env, r.stderr)
        self.assertIn(bad, r.stderr)
        self.assertIn("meson", r.stderr)  # says how to fix it

    def test_not_found_says_what_was_tried(self):
        lib = self.lib
        r = self.run_python(
            "import ctypes.util, sys\n"
            "if ctypes.util.find_library({!r}): sys.exit(77)\n"
            "import {}".format(lib.name, self.PKG.__name__),
            {lib.env: None, "LD_LIBRARY_PATH": None, "DYLD_LIBRARY_PATH": None})
        if r.returncode == 77:
            self.skipTest("lib{} is installed system-wide".format(lib.name))
        if r.returncode == 0:
            self.skipTest("the loader found lib{} on its default path".format(lib.name))
        self.assertIn("ImportError", r.stderr)
        self.assertIn(lib.env + " (not set)", r.stderr)
        self.assertIn(os.path.join(self.pkg, lib.local_names[0]), r.stderr)
        self.assertIn("find_library", r.stderr)
        self.assertIn(lib.sonames[0], r.stderr)

    def test_copy_next_to_package(self):
        target = os.path.join(self.pkg, self.lib.local_names[0])
        shutil.copy(self.lib.path, target)
        r = self.run_python(
            "import {0}; print({0}.LIBRARY); print(len({0}.Game().legal_moves))".format(
                self.PKG.__name__),
            {self.lib.env: None})
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout.split(), [target, str(self.START_MOVES)])
