"""Finding the library, the version check, version()."""

import os
import shutil
import tempfile
import unittest

from . import kit, support
import cotoan
from cotoan import _ffi


run_python = kit.run_python


class VersionTest(unittest.TestCase):
    def test_version(self):
        v = cotoan.version()
        self.assertRegex(v, r"^\d+\.\d+\.\d+$")
        self.assertEqual(tuple(int(x) for x in v.split(".")), cotoan.version_info())
        self.assertEqual(cotoan.version_info()[0], _ffi.EXPECTED_VERSION[0])
        self.assertTrue(cotoan.LIBRARY)

    def test_version_check(self):
        major, minor = _ffi.EXPECTED_VERSION
        ok = major * 10000 + minor * 100
        self.assertIsNone(_ffi.version_mismatch(ok))
        self.assertIsNone(_ffi.version_mismatch(ok + 7))  # later patch
        self.assertIsNone(_ffi.version_mismatch(ok + 100))  # later minor
        newer_major = _ffi.version_mismatch((major + 1) * 10000)
        self.assertIn("need", newer_major)
        self.assertIn("{}.0.0".format(major + 1), newer_major)
        self.assertIsNotNone(_ffi.version_mismatch((major - 1) * 10000 + 9999))
        if minor > 0:
            self.assertIsNotNone(_ffi.version_mismatch(ok - 100))


class PackagingTest(unittest.TestCase):
    def test_meson_installs_every_module(self):
        meson_build = os.path.join(os.path.dirname(support.PACKAGE_ROOT), "meson.build")
        if not os.path.exists(meson_build):
            self.skipTest("not in the libcotoan source tree")
        with open(meson_build, encoding="utf-8") as f:
            listed = f.read()
        pkg = os.path.join(support.PACKAGE_ROOT, "cotoan")
        for name in sorted(os.listdir(pkg)):
            if name.endswith(".py"):
                self.assertIn("'python/cotoan/{}'".format(name), listed, name)


class LoadingTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="cotoan-load-")
        self.addCleanup(shutil.rmtree, self.tmp, True)
        # A copy of the package (and of _gamekit, the private code it
        # shares with cotulenh) without any library next to it.
        self.pkg = os.path.join(self.tmp, "cotoan")
        for name in ("cotoan", "_gamekit"):
            shutil.copytree(
                os.path.join(support.PACKAGE_ROOT, name),
                os.path.join(self.tmp, name),
                ignore=shutil.ignore_patterns("__pycache__", "*.so*", "*.dylib", "*.dll"),
            )

    def test_bad_environment_variable(self):
        bad = os.path.join(self.tmp, "no-such-libcotoan.so")
        r = run_python("import cotoan", {"COTOAN_LIBRARY": bad}, self.tmp)
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("ImportError", r.stderr)
        self.assertIn("COTOAN_LIBRARY", r.stderr)
        self.assertIn(bad, r.stderr)
        self.assertIn("meson", r.stderr)  # says how to fix it

    def test_not_found_says_what_was_tried(self):
        r = run_python(
            "import ctypes.util, sys\n"
            "if ctypes.util.find_library('cotoan'): sys.exit(77)\n"
            "import cotoan",
            {"COTOAN_LIBRARY": None, "LD_LIBRARY_PATH": None, "DYLD_LIBRARY_PATH": None},
            self.tmp,
        )
        if r.returncode == 77:
            self.skipTest("libcotoan is installed system-wide")
        if r.returncode == 0:
            self.skipTest("the loader found libcotoan on its default path")
        self.assertIn("ImportError", r.stderr)
        self.assertIn("COTOAN_LIBRARY (not set)", r.stderr)
        self.assertIn(os.path.join(self.pkg, _ffi._LOCAL_NAMES[0]), r.stderr)
        self.assertIn("find_library", r.stderr)
        self.assertIn(_ffi._SONAMES[0], r.stderr)

    def test_copy_next_to_package(self):
        target = os.path.join(self.pkg, _ffi._LOCAL_NAMES[0])
        shutil.copy(_ffi.LIBRARY_PATH, target)
        r = run_python(
            "import cotoan; print(cotoan.LIBRARY); print(len(cotoan.Game().legal_moves))",
            {"COTOAN_LIBRARY": None},
            self.tmp,
        )
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout.split(), [target, "87"])


if __name__ == "__main__":
    unittest.main()
