"""Squares and the Move value type."""

import pickle
import unittest

from . import support  # noqa: F401  (puts the package on sys.path)
import cotoan


class SquareTest(unittest.TestCase):
    def test_names_and_indices(self):
        self.assertEqual(len(cotoan.SQUARE_NAMES), 99)
        self.assertEqual(cotoan.square_index("a1"), 0)
        self.assertEqual(cotoan.square_index("i1"), 8)
        self.assertEqual(cotoan.square_index("a2"), 9)
        self.assertEqual(cotoan.square_index("i11"), 98)
        self.assertEqual(cotoan.square_index("E10"), 85)
        self.assertEqual(cotoan.square_index(42), 42)
        self.assertEqual(cotoan.square_name(98), "i11")
        self.assertEqual(cotoan.square_name("e2"), "e2")

    def test_bad_squares(self):
        for bad in ("j1", "a0", "a12", "", "e", 99, -1, 3.0, None, True):
            with self.assertRaises(ValueError, msg=repr(bad)):
                cotoan.square_index(bad)


class MoveTest(unittest.TestCase):
    def test_fields(self):
        m = cotoan.Move("c1", "c4")
        self.assertEqual(m.from_square, "c1")
        self.assertEqual(m.to_square, "c4")
        self.assertEqual(m.from_index, 2)
        self.assertEqual(m.to_index, 29)
        self.assertEqual(m.code, 2 | 29 << 8)
        self.assertFalse(m.is_capture)
        self.assertIsNone(m.value)
        self.assertEqual(str(m), "c1c4")
        self.assertEqual(m.uci(), "c1c4")
        self.assertEqual(repr(m), "Move('c1c4')")

    def test_short_needs_value(self):
        self.assertEqual(cotoan.Move("c1", "c4", value=3).short(), "3c4")
        self.assertEqual(cotoan.Move("e5", "e8", True, 8).short(), "8xe8")
        with self.assertRaises(ValueError):
            cotoan.Move("c1", "c4").short()

    def test_equality_and_hash_use_squares_only(self):
        a = cotoan.Move("c1", "c4")
        b = cotoan.Move.parse("c1c4")
        c = cotoan.Game().legal_moves[cotoan.Game().legal_moves.index(a)]
        self.assertEqual(a, b)
        self.assertEqual(a, c)
        self.assertEqual(c.value, 3)
        self.assertEqual(hash(a), hash(c))
        self.assertEqual(len({a, b, c}), 1)
        self.assertNotEqual(a, cotoan.Move("c4", "c1"))
        self.assertNotEqual(a, "c1c4")
        self.assertIn(b, cotoan.Game().legal_moves)

    def test_parse(self):
        self.assertEqual(cotoan.Move.parse(" i1i10 ").to_square, "i10")
        self.assertEqual(cotoan.Move.parse("a10a11").from_square, "a10")
        self.assertEqual(cotoan.Move.from_uci("e2e3"), cotoan.Move("e2", "e3"))
        for bad in ("", "c1", "c1c", "c1c12", "j1j2", "3c4", "c1-c4", None, 12):
            with self.assertRaises(cotoan.InvalidMoveError, msg=repr(bad)):
                cotoan.Move.parse(bad)
        self.assertTrue(issubclass(cotoan.InvalidMoveError, ValueError))

    def test_from_code(self):
        self.assertEqual(cotoan.Move.from_code(2 | 29 << 8), cotoan.Move("c1", "c4"))
        for bad in (-1, 99, 99 << 8, 1 << 16, "x"):
            with self.assertRaises(ValueError):
                cotoan.Move.from_code(bad)

    def test_immutable_and_picklable(self):
        m = cotoan.Game().legal_moves[0]
        with self.assertRaises(AttributeError):
            m.is_capture = True
        with self.assertRaises(AttributeError):
            m._code = 5
        m2 = pickle.loads(pickle.dumps(m))
        self.assertEqual(m2, m)
        self.assertEqual((m2.value, m2.is_capture), (m.value, m.is_capture))

    def test_bad_value(self):
        with self.assertRaises(ValueError):
            cotoan.Move("c1", "c4", value=10)


if __name__ == "__main__":
    unittest.main()
