"""The Game class: position, moves, push/pop, outcome, explain, copies."""

import copy
import unittest

from . import support  # noqa: F401
import cotoan

START = cotoan.START_POSITION
# Worked example of the rules: Red 8 on e5, Red 5 on e4, Blue 6 on e8
# (and Blue 1 on a11, so that Blue can still move after the capture).
PAIR = "b18/4b04/9/4b64/9/9/4r84/4r54/9/4r04/9 r 0 0 0"
# Red 9 on e7 and Red 6 on e6 shoot 9 - 6 = 3 from e7 to Blue's 0 on e10.
ZERO = "9/4b04/9/9/4r94/4r64/9/9/9/4r04/9 r 0 0 0"
# Blue to move at ply 239: its move reaches the ply limit of 240.
LIMIT = "3b6b54/4b04/9/9/9/3r6r34/9/9/9/4r04/9 b 0 0 239"
# Red has no legal move.
STUCK = "9/4b04/9/9/9/9/9/9/9/b4b52r04/r1b67 r 0 0 60"
# Red has already reached the score target.
TARGET = "9/4b04/9/9/9/2r7r52b22/9/9/9/4r04/9 r 15 0 50"


class BasicsTest(unittest.TestCase):
    def test_start(self):
        g = cotoan.Game()
        self.assertEqual(g.position, START)
        self.assertEqual(g.initial_position, START)
        self.assertEqual(g.turn, "red")
        self.assertEqual(g.scores, (0, 0))
        self.assertEqual(g.ply, 0)
        self.assertEqual(len(g.legal_moves), 87)
        self.assertFalse(any(m.is_capture for m in g.legal_moves))
        self.assertIsNone(g.outcome())
        self.assertFalse(g.is_over())
        self.assertEqual(g.result(), "*")
        self.assertEqual(g.history, [])
        self.assertEqual(g.rules, cotoan.Rules())
        self.assertEqual(repr(g), "Game({!r})".format(START))

    def test_legal_moves_sorted_and_complete(self):
        g = cotoan.Game()
        moves = g.legal_moves
        self.assertEqual([m.code for m in moves], sorted((m.code for m in moves), key=lambda c: (c & 255, c >> 8)))
        for m in moves:
            p = g.piece_at(m.from_square)
            self.assertEqual(p, ("red", m.value))
            self.assertIsNone(g.piece_at(m.to_square))
            self.assertEqual(m.short(), g.short(m))

    def test_position_roundtrip_and_setter(self):
        g = cotoan.Game(PAIR)
        self.assertEqual(g.position, PAIR)
        g.push("e5e6")
        g.position = ZERO
        self.assertEqual(g.position, ZERO)
        self.assertEqual(g.history, [])
        self.assertEqual(g.initial_position, ZERO)
        g.set_position(START)
        self.assertEqual(g.position, START)
        # surrounding white space is ignored
        g.position = "  " + PAIR + "\n"
        self.assertEqual(g.position, PAIR)

    def test_invalid_positions(self):
        g = cotoan.Game(PAIR)
        bad = {
            "": "",
            "junk": "",
            START.replace("r1r2", "r1r1"): "Red",
            START.replace("4b04", "9").replace("4r04", "9"): "0",
            START.replace("9/9/9/9/9/9/9", "9/9/9/9/9/9"): "",
            START.replace(" 0 0 0", " 46 0 0"): "",
            START.replace(" 0 0 0", " 0 0 -1"): "",
            START + " extra": "",
            "é": "",
            "b9\0": "",
        }
        for text, needle in bad.items():
            with self.assertRaises(cotoan.InvalidPositionError, msg=repr(text)) as cm:
                g.position = text
            self.assertIsInstance(cm.exception, ValueError)
            self.assertIsInstance(cm.exception, cotoan.Error)
            self.assertTrue(cm.exception.detail, msg=repr(text))
            self.assertIn(needle, str(cm.exception))
            self.assertEqual(g.position, PAIR)  # unchanged
        with self.assertRaises(cotoan.InvalidPositionError):
            cotoan.Game("junk")
        with self.assertRaises(TypeError):
            g.position = 5

    def test_invalid_position_detail_is_the_library_message(self):
        g = cotoan.Game()
        with self.assertRaises(cotoan.InvalidPositionError) as cm:
            g.position = START.replace("r8r9", "r8r8")
        self.assertIn("Red", cm.exception.detail)
        self.assertIn("8s", cm.exception.detail)
        self.assertEqual(cm.exception.code, -5)

    def test_piece_at_and_square_of(self):
        g = cotoan.Game()
        self.assertEqual(g.piece_at("e2"), cotoan.Piece("red", 0))
        self.assertEqual(g.piece_at("a11"), ("blue", 9))
        self.assertEqual(g.piece_at(0).symbol(), "r1")
        self.assertEqual(g.piece_at("a11").side, "blue")
        self.assertEqual(g.piece_at("a11").value, 9)
        self.assertIsNone(g.piece_at("e5"))
        self.assertEqual(g.square_of("blue", 0), "e10")
        self.assertEqual(g.square_of("red", 7), "g1")
        self.assertIsNone(cotoan.Game(ZERO).square_of("red", 7))
        self.assertEqual(len(g.pieces()), 20)
        with self.assertRaises(ValueError):
            g.piece_at("z9")
        with self.assertRaises(ValueError):
            g.square_of("green", 1)
        with self.assertRaises(ValueError):
            g.square_of("red", 10)

    def test_text_board(self):
        text = str(cotoan.Game())
        self.assertIn("R7", text)
        self.assertIn("B0", text)
        self.assertEqual(text, cotoan.Game().render())
        self.assertNotEqual(cotoan.Game().render(flip=True), text)
        self.assertIn("\x1b[", cotoan.Game().render(color=True))

    def test_hash(self):
        a, b = cotoan.Game(), cotoan.Game()
        self.assertEqual(a.hash(), b.hash())
        self.assertIsInstance(a.hash(), int)
        self.assertTrue(0 <= a.hash() < 2**64)
        a.push("c1c4")
        self.assertNotEqual(a.hash(), b.hash())
        a.pop()
        self.assertEqual(a.hash(), b.hash())
        # transposition: same position, same hash
        a.push("c1c4"); a.push("c11c8"); a.push("d1d3")
        b.push("d1d3"); b.push("c11c8"); b.push("c1c4")
        self.assertEqual(a.hash(), b.hash())


class PushPopTest(unittest.TestCase):
    def test_push_forms(self):
        g = cotoan.Game()
        m = g.push("c1c4")
        self.assertEqual(m, cotoan.Move("c1", "c4"))
        self.assertEqual((m.value, m.is_capture), (3, False))
        self.assertEqual(g.turn, "blue")
        self.assertEqual(g.ply, 1)
        m2 = g.push("3g8")  # short notation: Blue's 3 slides g11-g8
        self.assertEqual(m2.value, 3)
        self.assertEqual(str(m2), "g11g8")
        m3 = g.push(cotoan.Move("d1", "d3"))
        self.assertEqual(m3.value, 4)
        self.assertEqual(g.history, [m, m2, m3])
        self.assertEqual(g.move_stack, g.history)
        self.assertEqual(g.peek(), m3)
        self.assertEqual(g.pop(), m3)
        self.assertEqual(g.pop(), m2)
        self.assertEqual(g.pop(), m)
        self.assertEqual(g.position, START)
        with self.assertRaises(cotoan.EmptyHistoryError) as cm:
            g.pop()
        self.assertIsInstance(cm.exception, IndexError)
        with self.assertRaises(IndexError):
            g.peek()

    def test_illegal_moves(self):
        g = cotoan.Game()
        cases = {
            "a1a5": cotoan.IllegalMoveError,
            "e2e3": cotoan.IllegalMoveError,  # a 0 never moves (R5)
            "e5e6": cotoan.IllegalMoveError,  # empty square
            "9xe5": cotoan.IllegalMoveError,
            "zz": cotoan.InvalidMoveError,
            "": cotoan.InvalidMoveError,
            "c1c4 c4c5": cotoan.InvalidMoveError,
            "c1\0c4": cotoan.InvalidMoveError,
            "ç1c4": cotoan.InvalidMoveError,
            cotoan.Move("a1", "a5"): cotoan.IllegalMoveError,
            cotoan.Move("a11", "a10"): cotoan.IllegalMoveError,  # not Red's piece
        }
        for move, cls in cases.items():
            with self.assertRaises(cls, msg=repr(move)) as cm:
                g.push(move)
            e = cm.exception
            self.assertIsInstance(e, ValueError)
            self.assertIsInstance(e, cotoan.IllegalMoveError)
            self.assertTrue(e.detail)
            self.assertEqual(g.position, START)
            self.assertEqual(g.history, [])
        with self.assertRaises(TypeError):
            g.push(1234)

    def test_illegal_detail_text(self):
        g = cotoan.Game()
        with self.assertRaises(cotoan.IllegalMoveError) as cm:
            g.push("a1a5")
        self.assertIn("a1a5", str(cm.exception))
        self.assertIn("R6", str(cm.exception))  # the library's explanation
        self.assertEqual(cm.exception.code, -6)

    def test_is_legal_and_parse_move(self):
        g = cotoan.Game(PAIR)
        self.assertTrue(g.is_legal("e5e8"))
        self.assertTrue(g.is_legal("8xe8"))
        self.assertTrue(g.is_legal(cotoan.Move("e5", "e8")))
        self.assertFalse(g.is_legal("e4e8"))
        self.assertFalse(g.is_legal("junk"))
        self.assertFalse(g.is_legal("é"))
        m = g.parse_move("8xe8")
        self.assertEqual(str(m), "e5e8")
        self.assertTrue(m.is_capture)
        self.assertEqual(m.short(), "8xe8")
        with self.assertRaises(cotoan.IllegalMoveError):
            g.parse_move(cotoan.Move("e4", "e8"))
        with self.assertRaises(cotoan.InvalidMoveError):
            g.parse_move("8x")

    def test_capture_front_and_back(self):
        g = cotoan.Game(PAIR)
        captures = [m for m in g.legal_moves if m.is_capture]
        self.assertEqual([str(m) for m in captures], ["e5e8"])
        m = g.push("e5e8")
        self.assertTrue(m.is_capture)
        self.assertEqual(g.scores, (6, 0))
        self.assertEqual(g.piece_at("e8"), ("red", 8))
        self.assertIsNone(g.piece_at("e5"))
        self.assertEqual(g.pop(), m)
        self.assertEqual(g.position, PAIR)

        back = cotoan.Game(PAIR, cotoan.Rules(mover="back"))
        captures = [m for m in back.legal_moves if m.is_capture]
        self.assertEqual([str(m) for m in captures], ["e4e8"])
        self.assertEqual(captures[0].short(), "5xe8")
        back.push("5xe8")
        self.assertEqual(back.piece_at("e8"), ("red", 5))
        self.assertEqual(back.piece_at("e5"), ("red", 8))

    def test_copy_is_independent(self):
        g = cotoan.Game()
        g.push("c1c4")
        for c in (g.copy(), copy.copy(g), copy.deepcopy(g)):
            self.assertEqual(c.position, g.position)
            self.assertEqual(c.history, g.history)
            c.push("c11c8")
            self.assertNotEqual(c.position, g.position)
            self.assertEqual(len(g.history), 1)
            c.close()


class RandomWalkTest(unittest.TestCase):
    """Moves returned by push, pop and legal_moves carry the right capture
    flag and piece value through long sequences of pushes and pops (the
    bindings cache the board between calls)."""

    def check_move(self, g, m):
        mover = g.piece_at(m.from_square)
        self.assertEqual(mover, (g.turn, m.value))
        self.assertEqual(m.is_capture, g.piece_at(m.to_square) is not None)

    def test_walk(self):
        import random

        rng = random.Random(1234)
        for rules in (cotoan.Rules(), cotoan.Rules.classic()):
            g = cotoan.Game(rules=rules)
            captures = 0
            for step in range(600):
                moves = g.legal_moves
                if moves and (rng.random() < 0.7 or not g.history):
                    caps = [m for m in moves if m.is_capture]
                    m = rng.choice(caps if caps and rng.random() < 0.5 else moves)
                    self.check_move(g, m)
                    # push a fresh Move (no flags) or the text: same result
                    form = rng.choice([m, cotoan.Move(m.from_square, m.to_square), str(m), m.short()])
                    played = g.push(form)
                    self.assertEqual((played, played.is_capture, played.value), (m, m.is_capture, m.value))
                    captures += played.is_capture
                elif g.history:
                    last = g.peek()
                    popped = g.pop()
                    self.assertIs(popped, last)
                    self.check_move(g, popped)
                else:
                    g.reset()
            self.assertGreater(captures, 5)


class OutcomeTest(unittest.TestCase):
    def test_zero_captured(self):
        g = cotoan.Game(ZERO)
        m = g.parse_move("e7e10")
        self.assertTrue(m.is_capture)
        e = g.explain(m)
        self.assertTrue(e.ends_game)
        g.push(m)
        o = g.outcome()
        self.assertEqual(o, cotoan.Outcome("red", cotoan.Termination.ZERO_CAPTURED))
        self.assertEqual(o.winner, "red")
        self.assertEqual(o.termination, cotoan.Termination.ZERO_CAPTURED)
        self.assertEqual(o.result(), "1-0")
        self.assertEqual(g.result(), "1-0")
        self.assertTrue(g.is_over())
        self.assertEqual(g.legal_moves, [])
        self.assertEqual(g.perft(1), 0)
        with self.assertRaises(cotoan.GameOverError) as cm:
            g.push("e6e5")
        self.assertIsInstance(cm.exception, cotoan.IllegalMoveError)
        self.assertIn("over", str(cm.exception))
        g.pop()
        self.assertIsNone(g.outcome())

    def test_score_target_loaded(self):
        g = cotoan.Game(TARGET)
        self.assertEqual(g.outcome().termination, cotoan.Termination.SCORE_TARGET)
        self.assertEqual(g.outcome().winner, "red")
        self.assertEqual(g.legal_moves, [])

    def test_no_moves_and_limit_draws(self):
        g = cotoan.Game(STUCK)
        self.assertEqual(g.outcome(), cotoan.Outcome(None, cotoan.Termination.NO_MOVES))
        self.assertEqual(g.outcome().result(), "1/2-1/2")
        g = cotoan.Game(LIMIT)
        self.assertIsNone(g.outcome())
        g.push(g.legal_moves[0])
        self.assertEqual(g.outcome(), cotoan.Outcome(None, cotoan.Termination.MOVE_LIMIT))
        self.assertEqual(str(g.outcome().termination), "move limit")

    def test_time_out(self):
        g = cotoan.Game()
        g.push("c1c4")
        g.time_out()  # Blue, to move, runs out of time
        self.assertEqual(g.outcome(), cotoan.Outcome("red", cotoan.Termination.TIME))
        self.assertEqual(g.result(), "1-0")
        self.assertEqual(g.legal_moves, [])
        with self.assertRaises(cotoan.GameOverError):
            g.time_out("red")
        import pickle
        for other in (g.copy(), copy.deepcopy(g), pickle.loads(pickle.dumps(g))):
            self.assertEqual(other.outcome(), g.outcome())
        back = cotoan.read_game(g.record())
        self.assertEqual(back.outcome(), cotoan.Outcome("red", cotoan.Termination.TIME))
        self.assertIsNone(g.undo())  # takes back the time forfeit only
        self.assertIsNone(g.outcome())
        g.time_out("red")
        self.assertEqual(g.outcome().winner, "blue")
        with self.assertRaises(ValueError):
            cotoan.Game().time_out("green")

    def test_resign_and_draw(self):
        g = cotoan.Game()
        g.push("c1c4")
        g.resign()  # Blue is to move and resigns
        self.assertEqual(g.outcome(), cotoan.Outcome("red", cotoan.Termination.RESIGNATION))
        self.assertEqual(g.legal_moves, [])
        with self.assertRaises(cotoan.GameOverError):
            g.resign("red")
        with self.assertRaises(cotoan.GameOverError):
            g.agree_draw()
        self.assertIsNone(g.undo())  # takes back the resignation only
        self.assertIsNone(g.outcome())
        self.assertEqual(len(g.history), 1)
        g.resign("red")
        self.assertEqual(g.outcome().winner, "blue")
        self.assertEqual(str(g.pop()), "c1c4")  # withdraws it and the move
        self.assertIsNone(g.outcome())
        self.assertEqual(g.position, START)
        g.agree_draw()
        self.assertEqual(g.outcome(), cotoan.Outcome(None, cotoan.Termination.AGREEMENT))
        self.assertEqual(g.result(), "1/2-1/2")
        with self.assertRaises(cotoan.EmptyHistoryError):
            g.pop()
        self.assertIsNone(g.undo())
        self.assertFalse(g.is_over())
        with self.assertRaises(cotoan.EmptyHistoryError):
            g.undo()
        with self.assertRaises(ValueError):
            g.resign("green")

    def test_reset(self):
        g = cotoan.Game(ZERO)
        g.push("e7e10")
        g.reset()
        self.assertEqual(g.position, START)
        self.assertEqual(g.history, [])


class ExplainPerftTest(unittest.TestCase):
    def test_explain_capture(self):
        g = cotoan.Game(PAIR)
        e = g.explain("e5e8")
        self.assertTrue(e.is_capture)
        self.assertEqual(e.side, "red")
        self.assertEqual((e.from_square, e.to_square), ("e5", "e8"))
        self.assertEqual((e.value, e.partner_square, e.partner_value), (8, "e4", 5))
        self.assertEqual((e.front_square, e.back_square), ("e5", "e4"))
        self.assertEqual((e.a, e.b, e.distance), (8, 5, 3))
        # 8 + 5 = 13 -> 3, 8 - 5 = 3 and 8 mod 5 = 3 (R8)
        self.assertEqual(e.operations, ("add", "sub", "remainder"))
        self.assertEqual(e.captured_value, 6)
        self.assertFalse(e.ends_game)
        self.assertIn("8", e.text)
        self.assertIn("e8", e.text)
        self.assertEqual(str(e), e.text)
        self.assertEqual(e.move.short(), "8xe8")
        d = e.as_dict()
        self.assertEqual(d["move"], "e5e8")
        self.assertEqual(d["captured_value"], 6)

    def test_explain_back_mover(self):
        g = cotoan.Game(PAIR, cotoan.Rules.classic())
        e = g.explain("5xe8")
        self.assertEqual((e.from_square, e.value, e.partner_square), ("e4", 5, "e5"))
        self.assertEqual((e.front_square, e.back_square), ("e5", "e4"))
        self.assertEqual(e.distance, 3)

    def test_explain_slide(self):
        e = cotoan.Game().explain("c1c4")
        self.assertFalse(e.is_capture)
        self.assertEqual(e.distance, 3)
        self.assertIsNone(e.partner_square)
        self.assertIsNone(e.a)
        self.assertIsNone(e.captured_value)
        self.assertEqual(e.operations, ())
        self.assertIn("slides", e.text)

    def test_explain_illegal(self):
        with self.assertRaises(cotoan.IllegalMoveError) as cm:
            cotoan.Game().explain(cotoan.Move("a1", "a5"))
        self.assertTrue(cm.exception.detail)

    def test_perft(self):
        g = cotoan.Game()
        self.assertEqual([g.perft(d) for d in range(4)], [1, 87, 7456, 701325])
        self.assertEqual(g.position, START)
        for bad in (-1, 65, "2", 1.0):
            with self.assertRaises(ValueError):
                g.perft(bad)


class LifetimeTest(unittest.TestCase):
    def test_close_and_context_manager(self):
        with cotoan.Game() as g:
            self.assertFalse(g.closed)
        self.assertTrue(g.closed)
        g.close()  # twice is fine
        for use in (
            lambda: g.position,
            lambda: g.legal_moves,
            lambda: g.push("c1c4"),
            lambda: g.pop(),
            lambda: g.turn,
            lambda: g.outcome(),
            lambda: g.copy(),
            lambda: g.hash(),
        ):
            with self.assertRaises(cotoan.Error):
                use()
        self.assertIn("closed", repr(g))


if __name__ == "__main__":
    unittest.main()
