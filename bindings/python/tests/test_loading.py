"""Finding the library, the version check, version() (the checks are
kit's, shared with the cotulenh suite)."""

import unittest

from . import kit, support
import cotoan


class VersionTest(kit.VersionChecks, unittest.TestCase):
    PKG = cotoan


class PackagingTest(kit.PackagingChecks, unittest.TestCase):
    PACKAGE_ROOT = support.PACKAGE_ROOT
    PACKAGES = ("cotoan",)


class LoadingTest(kit.LoadingChecks, unittest.TestCase):
    PKG = cotoan
    PACKAGE_ROOT = support.PACKAGE_ROOT
    START_MOVES = 87


if __name__ == "__main__":
    unittest.main()
