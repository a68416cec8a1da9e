"""Test helpers shared by the cotoan and cotulenh suites."""

import copy
import ctypes
import gc
import os
import pickle
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

    def test_copy_next_to_package_comes_first(self):
        # The copy a wheel carries wins over the environment variable (which
        # would fail here) and over the system's library.
        target = os.path.join(self.pkg, self.lib.local_names[0])
        shutil.copy(self.lib.path, target)
        bad = os.path.join(self.tmp, "no-such-lib{}.so".format(self.lib.name))
        r = self.run_python("import {0}; print({0}.LIBRARY)".format(self.PKG.__name__),
                            {self.lib.env: bad})
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout.split(), [target])


# ---- wrong arguments (test_arguments of each suite) ------------------------


class Weird:
    """An object of no expected type, whose conversions all fail."""

    def __index__(self):
        raise TypeError("no index")

    def __repr__(self):
        return "<weird>"


# ---- handles: copies refused, close() while in use (test_lifetime) ---------

#: The ways an object can be copied: copy, deepcopy, pickle (every protocol).
COPIERS = [("copy.copy", copy.copy), ("copy.deepcopy", copy.deepcopy)] + [
    ("pickle protocol {}".format(p), lambda o, p=p: pickle.loads(pickle.dumps(o, p)))
    for p in range(pickle.HIGHEST_PROTOCOL + 1)
]


class HandleChecks:
    """Mixin: what every game handle does.  Set ``PKG`` (the package),
    ``PERFT3`` (perft(3) of a new Game), ``ROUNDS`` (of
    use_while_closing), ``MORE_USE`` (names of methods a thread calls too
    while another closes the game) and ``played`` (a function: a game
    with moves)."""

    PKG = None
    PERFT3 = 0
    ROUNDS = 20
    MORE_USE = ()

    @staticmethod
    def position(g):
        return getattr(g, g._POSITION)  # Game.position, Game.fen

    @staticmethod
    def read_handle(h, game_class):
        """C calls reading the game handle ``h``: its history length."""
        return game_class._C.game_history(h, None, 0)

    def use(self, g):
        g.push(g.legal_moves[0])
        g.pop()
        g.perft(1)
        self.position(g)
        g.copy().close()
        g.explain(g.legal_moves[-1])
        for name in self.MORE_USE:
            getattr(g, name)()

    def test_close_with_a_reference_held(self):
        g = self.played()
        h = g._h  # as a method running in another thread holds it
        g.close()
        self.assertTrue(g.closed)
        with self.assertRaises(self.PKG.Error):
            self.position(g)
        # The C game is still alive for the holder ...
        self.assertGreater(self.read_handle(h, type(g)), 0)
        self.assertTrue(h)
        # ... and freed when it lets go (freed exactly once: no crash, and
        # under ASan no double free).
        del h
        gc.collect()

    def test_threads_closing_games_in_use(self):
        # One thread uses games while another closes them; every call
        # either works or raises the package's Error (under ASan: no use
        # after free).
        self.assertEqual(use_while_closing(self.played, self.use, self.PKG.Error,
                                           rounds=self.ROUNDS), [])

    def test_perft_while_another_thread_closes(self):
        g = self.PKG.Game()
        out = []
        t = threading.Thread(target=lambda: out.append(g.perft(3)))
        t.start()
        g.close()
        t.join()
        # perft ran on a clone (or the close came first and it raised).
        self.assertIn(out, ([self.PERFT3], []))

    def test_closed_game_is_not_copied(self):
        g = self.played()
        g.close()
        for name, op in COPIERS + [("Game.copy", lambda g: g.copy())]:
            with self.assertRaises(self.PKG.Error, msg=name):
                op(g)

    def test_raw_handles_refuse(self):
        g = self.played()
        for name, op in COPIERS:
            with self.assertRaises(TypeError, msg=name):
                op(g._h)


# ---- the engine's callback and stop (test_engine of each suite) ------------


class EngineCallbackChecks:
    """Mixin: the info callback, stop() from it or from another thread,
    an exception in the callback.  Set ``PKG``; ``setUp`` makes
    ``self.engine``."""

    PKG = None

    def test_info_callback_and_stop(self):
        g = self.PKG.Game()
        seen = []

        def info(i):
            self.assertIsInstance(i, self.PKG.SearchResult)
            seen.append(i.depth)
            if i.depth >= 2:
                self.engine.stop()

        r = self.engine.analyse(g, depth=30, info=info)
        self.assertEqual(seen[:2], [1, 2])
        self.assertLess(r.depth, 30)
        self.assertIn(r.move, g.legal_moves)

    def test_callback_exception_propagates(self):
        def info(i):
            raise KeyError("from the callback")

        with self.assertRaises(KeyError):
            self.engine.analyse(self.PKG.Game(), depth=20, info=info)
        # the engine still works afterwards
        self.assertIsNotNone(self.engine.best_move(self.PKG.Game(), depth=1).move)

    def test_stop_from_another_thread(self):
        g = self.PKG.Game()
        timer = threading.Timer(0.1, self.engine.stop)
        timer.start()
        r = self.engine.analyse(g, movetime=60)
        timer.join()
        self.assertLess(r.time, 30)
        self.assertIn(r.move, g.legal_moves)

    def test_stop_while_idle(self):
        # What Engine.stop() says: the next search stops at once (depth 0)
        # with a legal move, the one after it is a whole search.
        g = self.PKG.Game()
        self.engine.stop()
        r = self.engine.analyse(g, depth=6)
        self.assertEqual(r.depth, 0)
        self.assertIn(r.move, g.legal_moves)
        self.assertEqual(self.engine.analyse(g, depth=2).depth, 2)
        doc = " ".join(self.PKG.Engine.stop.__doc__.split())
        self.assertIn("stop at once", doc)
        self.assertIn("depth 0", doc)

    def test_hash_range_of_the_target(self):
        # 4096 MiB where size_t has 64 bits, 4095 where it has 32: a size
        # above is refused here with the range, never passed to C.
        top = 4096 if ctypes.sizeof(ctypes.c_size_t) >= 8 else 4095
        for mb in (0, top + 1, 2**32):
            with self.assertRaisesRegex(self.PKG.InvalidArgumentError,
                                        r"hash_mb must be an int 1 … {}".format(top)):
                self.engine.hash_mb = mb
            with self.assertRaises(self.PKG.InvalidArgumentError):
                self.PKG.Engine(hash_mb=mb)


def assert_type_errors(test, pkg, cases):
    """Each call of ``cases`` raises a TypeError: Python's own, or the
    package's ArgumentTypeError, which is also a ValueError and the
    package's Error."""
    for i, case in enumerate(cases):
        with test.subTest(case=i):
            with test.assertRaises(TypeError) as cm:
                case()
            if cm.exception.__class__ is not TypeError:  # ours, not Python's
                test.assertIsInstance(cm.exception, pkg.ArgumentTypeError)
                test.assertIsInstance(cm.exception, ValueError)
                test.assertIsInstance(cm.exception, pkg.Error)
