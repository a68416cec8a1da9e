"""The exception hierarchy and the library's detail messages."""

import unittest

from . import support  # noqa: F401
import cotoan


class ErrorsTest(unittest.TestCase):
    def test_hierarchy(self):
        for cls in (
            cotoan.IllegalMoveError,
            cotoan.InvalidPositionError,
            cotoan.InvalidMoveError,
            cotoan.GameOverError,
            cotoan.RecordError,
            cotoan.InvalidArgumentError,
        ):
            self.assertTrue(issubclass(cls, cotoan.Error), cls)
            self.assertTrue(issubclass(cls, ValueError), cls)
        self.assertTrue(issubclass(cotoan.InvalidMoveError, cotoan.IllegalMoveError))
        self.assertTrue(issubclass(cotoan.GameOverError, cotoan.IllegalMoveError))
        self.assertTrue(issubclass(cotoan.EmptyHistoryError, IndexError))
        self.assertTrue(issubclass(cotoan.OutOfMemoryError, MemoryError))
        self.assertFalse(issubclass(cotoan.InvalidPositionError, cotoan.IllegalMoveError))

    def test_detail_and_code(self):
        g = cotoan.Game()
        with self.assertRaises(cotoan.IllegalMoveError) as cm:
            g.push("e2e3")
        e = cm.exception
        self.assertEqual(e.code, -6)
        self.assertEqual(str(e), e.detail)
        self.assertIn("e2", e.detail)
        with self.assertRaises(cotoan.InvalidPositionError) as cm:
            g.position = "9/9/9 r 0 0 0"
        self.assertEqual(cm.exception.code, -4)  # CT_ERR_PARSE
        self.assertIn("rank", cm.exception.detail)

    def test_errors_leave_no_stale_detail(self):
        # A failing call after a successful one reports its own message.
        g = cotoan.Game()
        with self.assertRaises(cotoan.IllegalMoveError):
            g.push("a1a5")
        g.push("a1a2")
        with self.assertRaises(cotoan.IllegalMoveError) as cm:
            g.push("b1b5")
        self.assertIn("b1b5", str(cm.exception))


if __name__ == "__main__":
    unittest.main()
