"""Bad input: malformed and invalid FENs, bad and illegal moves, each
rejected with its exception class and a message, the game unchanged."""

import pickle
import random
import unittest

from . import support
import cotulenh
from cotulenh import Game

S = support.START

# (FEN, exception class): syntax errors (T45) and content errors (T46, T47).
BAD_FENS = [
    ("", cotulenh.InvalidPositionError),
    ("nonsense", cotulenh.InvalidPositionError),
    (S.replace(" r ", " x "), cotulenh.InvalidPositionError),  # side
    (S.replace(" 0 1", " 0 0"), cotulenh.InvalidPositionError),  # fullmove 0
    (S.replace(" - - ", " - "), cotulenh.InvalidPositionError),  # field count
    (S.replace("6c4/", "7c4/", 1), cotulenh.InvalidPositionError),  # 12 squares on rank 12
    (S.replace("6c4/", "5c4/", 1), cotulenh.InvalidPositionError),  # 10 squares
    (S.replace("6c4/", "6x4/", 1), cotulenh.InvalidPositionError),  # unknown letter
    (S.replace("6c4/", "42c4/", 1), cotulenh.InvalidPositionError),  # adjacent numbers
    (S.replace("/11/11/", "/11/", 1), cotulenh.InvalidPositionError),  # 11 ranks
    (S.replace("/11/11/", "/11/11/11/", 1), cotulenh.InvalidPositionError),  # 13 ranks
    (S.replace("6C4", "6(C4", 1), cotulenh.InvalidPositionError),  # unclosed stack
    (S.replace("6C4", "6()4", 1), cotulenh.InvalidPositionError),  # empty stack
    (S.replace("6C4", "6(TA)4", 1), cotulenh.InvalidPositionError),  # not a stack (T17)
    (S.replace("6C4", "6(Tc)4", 1), cotulenh.InvalidPositionError),  # two colours
    (S.replace("6C4", "6C3C", 1), cotulenh.InvalidPositionError),  # two Red commanders
    (S.replace("6C4", "6C+4", 1), cotulenh.InvalidPositionError),  # dangling +
    (S.replace("6C4", "6(TT)4", 1), cotulenh.InvalidPositionError),  # a type twice (T17)
    (S.replace("6C4", "+6C4", 1), cotulenh.InvalidPositionError),  # + on a number
    ("6c4/11/11/11/11/11/11/11/11/11/11/N5C4 r - - 0 1", None),  # navy on water: fine
    ("6c4/11/11/11/11/11/11/11/11/11/11/T5C4 r - - 0 1", cotulenh.InvalidPositionError),  # tank on water
    ("6c4/11/11/11/11/11/11/11/11/11/11/5NC4 r - - 0 1", cotulenh.InvalidPositionError),  # navy on land
    (S + " e4", cotulenh.InvalidPositionError),  # session without letters field
    (S + " z9:T", cotulenh.InvalidPositionError),  # session origin not a square
    (S + " e1:T", cotulenh.InvalidPositionError),  # no tank on e1
    (S.replace(" 0 1", " -1 1"), cotulenh.InvalidPositionError),
    # a deploy session that can neither go on nor end (T21, T37)
    ("5c5/11/11/11/11/11/11/11/11/1(FT)9/11/6C4 r - - 0 1 b3:", cotulenh.InvalidPositionError),
    ("3c7/11/11/11/11/11/11/11/11/11/5i5/4(TI)C5 r - - 0 1 e1:T", cotulenh.InvalidPositionError),
    (S.replace(" 0 1", " 0 1 extra fields"), cotulenh.InvalidPositionError),
]


class FenErrorsTest(unittest.TestCase):
    def test_bad_fens(self):
        g = Game()
        g.push("Ic5c6")
        fen, hist = g.fen, g.history
        for bad, cls in BAD_FENS:
            with self.subTest(fen=bad):
                if cls is None:
                    Game(bad)
                    continue
                with self.assertRaises(cls) as cm:
                    g.fen = bad
                e = cm.exception
                self.assertIsInstance(e, ValueError)
                self.assertIsInstance(e, cotulenh.Error)
                self.assertLess(e.code, 0)
                self.assertTrue(e.detail)
                self.assertIn(e.detail, str(e))
                self.assertEqual((g.fen, g.history), (fen, hist))  # unchanged
                with self.assertRaises(cls):
                    Game(bad)
        self.assertGreaterEqual(len(BAD_FENS), 25)

    def test_fen_codes(self):
        with self.assertRaises(cotulenh.InvalidPositionError) as cm:
            Game("nonsense")
        self.assertEqual(cm.exception.code, -4)  # TL_ERR_PARSE
        with self.assertRaises(cotulenh.InvalidPositionError) as cm:
            Game(S.replace("6C4", "6(TA)4", 1))
        self.assertEqual(cm.exception.code, -5)  # TL_ERR_INVALID_POSITION

    def test_not_ascii_nul_wrong_type(self):
        for bad in ("6c4\0", "é" + S):
            with self.assertRaises(cotulenh.InvalidPositionError):
                Game(bad)
        for bad in (S.encode(), 5, None.__class__):
            with self.assertRaises(TypeError):
                Game(bad)


BAD_MOVES = [
    ("", cotulenh.InvalidMoveError),
    ("   ", cotulenh.InvalidMoveError),
    ("Ic5", cotulenh.IllegalMoveError),  # SAN: an infantry to c5; none can go
    ("c5c6", None),  # no piece letter: whatever the library says, a ValueError
    ("Xc5c6", cotulenh.InvalidMoveError),
    ("Ic5&c13", cotulenh.InvalidMoveError),
    ("Ic5c7", cotulenh.IllegalMoveError),  # infantry moves 1
    ("Tc5c6", cotulenh.IllegalMoveError),  # no tank on c5
    ("Ic8c7", cotulenh.IllegalMoveError),  # Blue's, Red to move
    ("Ic5xc6", cotulenh.IllegalMoveError),  # nothing to capture
    ("Ic5>c6", cotulenh.IllegalMoveError),  # not a stack
    ("|", cotulenh.IllegalMoveError),  # no session
    ("Ic5c6,Ic8c7", cotulenh.InvalidMoveError),  # a record, not a move
    ("Ic5c6\0", cotulenh.InvalidMoveError),
    ("Ïc5c6", cotulenh.InvalidMoveError),
]


class MutatedInputTest(unittest.TestCase):
    """Seeded random edits of the vector FENs and of legal move texts: each
    either loads (and then round-trips) or is rejected with
    InvalidPositionError / IllegalMoveError, the game unchanged."""

    ALPHABET = "0123456789/()+ -:xrbcitmeagsfnhCITMEAGSFNHk|&_@>,"

    def mutate(self, rng, text):
        t = list(text)
        for _ in range(rng.randint(1, 3)):
            op = rng.randrange(3)
            i = rng.randrange(len(t) + 1)
            if op == 0 and t:
                del t[min(i, len(t) - 1)]
            elif op == 1:
                t.insert(i, rng.choice(self.ALPHABET))
            elif t:
                t[min(i, len(t) - 1)] = rng.choice(self.ALPHABET)
        return "".join(t)

    def test_mutated_fens(self):
        rng = random.Random(13)
        fens = [f[0] for f, _, _ in support.vector_lines("vectors.txt")]
        g = Game()
        start = g.fen
        loaded = rejected = 0
        for _ in range(3000):
            bad = self.mutate(rng, rng.choice(fens))
            try:
                g.fen = bad
            except cotulenh.InvalidPositionError as e:
                rejected += 1
                self.assertTrue(e.detail)
                self.assertEqual(g.fen, start)
                continue
            loaded += 1
            fen = g.fen
            self.assertEqual(Game(fen).fen, fen, bad)
            g.legal_moves
            g.reset()
        self.assertGreater(loaded, 20)
        self.assertGreater(rejected, 1000)

    def test_mutated_moves(self):
        rng = random.Random(14)
        for fields, no, comment in list(support.vector_lines("vectors.txt"))[:40]:
            g = Game(fields[0])
            lans = fields[4].split() or ["Ic5c6"]
            for _ in range(40):
                text = self.mutate(rng, rng.choice(lans))
                try:
                    m = g.push(text)
                except cotulenh.IllegalMoveError as e:
                    self.assertTrue(str(e))
                    self.assertEqual(g.fen, fields[0])
                    continue
                self.assertTrue(g.history)
                g.pop()
                self.assertEqual(g.fen, fields[0], (text, str(m)))


class MoveErrorsTest(unittest.TestCase):
    def test_bad_moves(self):
        g = Game()
        fen = g.fen
        for bad, cls in BAD_MOVES:
            with self.subTest(move=bad):
                for call in (g.push, g.parse_move, g.san, g.explain):
                    with self.assertRaises(cls or ValueError) as cm:
                        call(bad)
                    self.assertIsInstance(cm.exception, cotulenh.Error)
                    self.assertIsInstance(cm.exception, ValueError)
                    self.assertTrue(str(cm.exception))
                self.assertFalse(g.is_legal(bad))
                self.assertEqual(g.fen, fen)
                self.assertEqual(g.history, [])

    def test_illegal_move_object(self):
        g = Game()
        m = cotulenh.Move.parse("Ic5c7")
        with self.assertRaises(cotulenh.IllegalMoveError) as cm:
            g.push(m)
        self.assertEqual(cm.exception.code, -6)
        self.assertIn("c5", cm.exception.detail)  # the library names it
        self.assertIn("c7", cm.exception.detail)
        self.assertFalse(g.is_legal(m))
        with self.assertRaises(cotulenh.IllegalMoveError):
            g.push(cotulenh.Move.end("c4"))

    def test_after_the_end(self):
        g = Game()
        g.resign()
        with self.assertRaises(cotulenh.GameOverError):
            g.push("Ic5c6")
        with self.assertRaises(cotulenh.IllegalMoveError):  # GameOverError is one
            g.push("Ic5c6")
        self.assertFalse(g.is_legal("Ic5c6"))

    def test_empty_history(self):
        g = Game()
        with self.assertRaises(cotulenh.EmptyHistoryError):
            g.pop()
        with self.assertRaises(IndexError):
            g.peek()
        with self.assertRaises(cotulenh.EmptyHistoryError):
            g.undo()

    def test_error_classes(self):
        for cls in (cotulenh.InvalidPositionError, cotulenh.IllegalMoveError):
            self.assertTrue(issubclass(cls, ValueError))
            self.assertTrue(issubclass(cls, cotulenh.Error))
        self.assertTrue(issubclass(cotulenh.InvalidSetupError, cotulenh.InvalidPositionError))
        for cls in (cotulenh.InvalidMoveError, cotulenh.GameOverError, cotulenh.NoSessionError,
                    cotulenh.CannotEndDeployError):
            self.assertTrue(issubclass(cls, cotulenh.IllegalMoveError))
        self.assertTrue(issubclass(cotulenh.EmptyHistoryError, IndexError))
        self.assertTrue(issubclass(cotulenh.ArgumentTypeError, TypeError))
        self.assertEqual(cotulenh.Error.__module__, "cotulenh")
        self.assertEqual(repr(cotulenh.Error("x")), "Error('x')")
        # not cotoan's classes
        e = pickle.loads(pickle.dumps(cotulenh.IllegalMoveError("m", -6, "d")))
        self.assertEqual((type(e), e.code, e.detail, str(e)),
                         (cotulenh.IllegalMoveError, -6, "d", "m"))
        e = pickle.loads(pickle.dumps(cotulenh.Error("m")))
        self.assertIs(type(e), cotulenh.Error)


if __name__ == "__main__":
    unittest.main()
