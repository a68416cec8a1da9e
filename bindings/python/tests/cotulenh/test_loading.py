"""Finding the library (COTULENH_LIBRARY, a copy beside the package), the
version check, the installed file lists (the checks are kit's, shared
with the cotoan suite)."""

import unittest

from .. import kit, support
import cotulenh


class VersionTest(kit.VersionChecks, unittest.TestCase):
    PKG = cotulenh


class PackagingTest(kit.PackagingChecks, unittest.TestCase):
    PACKAGE_ROOT = support.PACKAGE_ROOT
    PACKAGES = ("cotulenh", "_gamekit")


class LoadingTest(kit.LoadingChecks, unittest.TestCase):
    PKG = cotulenh
    PACKAGE_ROOT = support.PACKAGE_ROOT
    START_MOVES = 116

    def test_both_packages_in_one_process(self):
        # cotoan and cotulenh share _gamekit but not their classes.
        import cotoan

        self.assertIsNot(cotoan.Error, cotulenh.Error)
        self.assertFalse(issubclass(cotulenh.IllegalMoveError, cotoan.Error))
        self.assertEqual(len(cotoan.Game().legal_moves), 87)
        self.assertEqual(len(cotulenh.Game().legal_moves), 116)


if __name__ == "__main__":
    unittest.main()
