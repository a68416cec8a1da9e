"""Finding the library (COTULENH_LIBRARY, a copy beside the package), the
version check, the installed file lists."""

import os
import shutil
import tempfile
import unittest

from . import support  # noqa: F401  (the package root on sys.path)
from .. import kit
import cotulenh
from cotulenh import _ffi

PACKAGE_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run_python(code, env_changes, cwd):
    return kit.run_python(code, env_changes, cwd, pythonpath=cwd)


class VersionTest(unittest.TestCase):
    def test_version(self):
        v = cotulenh.version()
        self.assertEqual(tuple(int(x) for x in v.split(".")), cotulenh.version_info())
        self.assertEqual(cotulenh.version_info()[0], _ffi.EXPECTED_VERSION[0])

    def test_version_check(self):
        major, minor = _ffi.EXPECTED_VERSION
        ok = major * 10000 + minor * 100
        self.assertIsNone(_ffi.version_mismatch(ok))
        self.assertIsNone(_ffi.version_mismatch(ok + 7))
        self.assertIsNone(_ffi.version_mismatch(ok + 100))
        newer = _ffi.version_mismatch((major + 1) * 10000)
        self.assertIn("libcotulenh", newer)
        self.assertIn("{}.0.0".format(major + 1), newer)
        self.assertIsNotNone(_ffi.version_mismatch((major - 1) * 10000 + 9999))


class PackagingTest(unittest.TestCase):
    def test_meson_installs_every_module(self):
        meson_build = os.path.join(os.path.dirname(PACKAGE_ROOT), "meson.build")
        if not os.path.exists(meson_build):
            self.skipTest("not in the source tree")
        with open(meson_build, encoding="utf-8") as f:
            listed = f.read()
        for pkg in ("cotulenh", "_gamekit"):
            for name in sorted(os.listdir(os.path.join(PACKAGE_ROOT, pkg))):
                if name.endswith(".py"):
                    self.assertIn("'python/{}/{}'".format(pkg, name), listed, name)


class LoadingTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="cotulenh-load-")
        self.addCleanup(shutil.rmtree, self.tmp, True)
        ignore = shutil.ignore_patterns("__pycache__", "*.so*", "*.dylib", "*.dll")
        for pkg in ("cotulenh", "_gamekit"):
            shutil.copytree(os.path.join(PACKAGE_ROOT, pkg), os.path.join(self.tmp, pkg),
                            ignore=ignore)
        self.pkg = os.path.join(self.tmp, "cotulenh")

    def test_bad_environment_variable(self):
        bad = os.path.join(self.tmp, "no-such-libcotulenh.so")
        r = run_python("import cotulenh", {"COTULENH_LIBRARY": bad}, self.tmp)
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("ImportError", r.stderr)
        self.assertIn("COTULENH_LIBRARY", r.stderr)
        self.assertIn(bad, r.stderr)
        self.assertIn("meson", r.stderr)

    def test_not_found_says_what_was_tried(self):
        r = run_python(
            "import ctypes.util, sys\n"
            "if ctypes.util.find_library('cotulenh'): sys.exit(77)\n"
            "import cotulenh",
            {"COTULENH_LIBRARY": None, "LD_LIBRARY_PATH": None, "DYLD_LIBRARY_PATH": None},
            self.tmp)
        if r.returncode == 77:
            self.skipTest("libcotulenh is installed system-wide")
        if r.returncode == 0:
            self.skipTest("the loader found libcotulenh on its default path")
        self.assertIn("ImportError", r.stderr)
        self.assertIn("COTULENH_LIBRARY (not set)", r.stderr)
        self.assertIn(os.path.join(self.pkg, _ffi._LOCAL_NAMES[0]), r.stderr)
        self.assertIn("find_library", r.stderr)
        self.assertIn(_ffi._SONAMES[0], r.stderr)

    def test_copy_next_to_package(self):
        target = os.path.join(self.pkg, _ffi._LOCAL_NAMES[0])
        shutil.copy(_ffi.LIBRARY_PATH, target)
        r = run_python(
            "import cotulenh; print(cotulenh.LIBRARY); print(len(cotulenh.Game().legal_moves))",
            {"COTULENH_LIBRARY": None}, self.tmp)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout.split(), [target, "116"])

    def test_both_packages_in_one_process(self):
        # cotoan and cotulenh share _gamekit but not their classes.
        import cotoan

        self.assertIsNot(cotoan.Error, cotulenh.Error)
        self.assertFalse(issubclass(cotulenh.IllegalMoveError, cotoan.Error))
        self.assertEqual(len(cotoan.Game().legal_moves), 87)
        self.assertEqual(len(cotulenh.Game().legal_moves), 116)


if __name__ == "__main__":
    unittest.main()
