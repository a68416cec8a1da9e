"""Wrong argument types and values everywhere in the public API: every
entry point called with each value of BAD in each argument position.  The
only exceptions allowed out are TypeError, ValueError and cotulenh.Error
(never ctypes.ArgumentError or OverflowError), and a failed call leaves the
game unchanged."""

import unittest

from . import support
from .. import kit
import cotulenh


_Weird = kit.Weird  # an object of no expected type, whose conversions all fail


BAD = [
    1.5, float("nan"), None, True, 2**64, 2**31, -(2**31) - 1, -1,
    b"Ic5c6", bytearray(b"red"), "Ic5\0c6", "red\0", "\udcff", "", " ", "x" * 10000,
    object(), _Weird(), [], (), {}, [1, 2], ("a1", None),
]
ALLOWED = (TypeError, ValueError, cotulenh.Error)


def fresh():
    g = cotulenh.Game(support.DEPLOY)
    g.push("Tc4>_b4")  # a session is open
    return g


def entry_points():
    G = cotulenh.Game
    return [
        ("Game", lambda g, f, r: G(f, r), [support.DEPLOY, cotulenh.Rules()]),
        ("Game.fen=", lambda g, v: setattr(g, "fen", v), [support.DEPLOY]),
        ("Game.set_fen", lambda g, v: g.set_fen(v), [support.DEPLOY]),
        ("Game.rules=", lambda g, v: setattr(g, "rules", v), [cotulenh.Rules()]),
        ("Game.validate_setup", lambda g, v: g.is_valid_setup(v), [support.START]),
        ("Game.stack_at", lambda g, s: g.stack_at(s), ["c4"]),
        ("Game.in_check", lambda g, s: g.in_check(s), ["red"]),
        ("Game.air_defence", lambda g, s: g.air_defence(s), ["blue"]),
        ("Game.attacks", lambda g, s, p: g.attacks(s, p), ["c4", "N"]),
        ("Game.battles_lost", lambda g, s: g.battles_lost(s), ["red"]),
        ("Game.is_legal", lambda g, m: g.is_legal(m), ["Nc4>c5"]),
        ("Game.parse_move", lambda g, m: g.parse_move(m), ["Nc4>c5"]),
        ("Game.push", lambda g, m: g.push(m), ["Nc4>c5"]),
        ("Game.play", lambda g, m: g.play(m), ["Nc4>c5"]),
        ("Game.san", lambda g, m: g.san(m), ["Nc4>c5"]),
        ("Game.lan", lambda g, m: g.lan(m), ["Nc4>c5"]),
        ("Game.explain", lambda g, m: g.explain(m), ["Nc4>c5"]),
        ("Game.history_text", lambda g, n: g.history_text(n), ["lan"]),
        ("Game.perft", lambda g, d: g.perft(d), [1]),
        ("Game.resign", lambda g, s: g.resign(s), ["blue"]),
        ("Game.render", lambda g, *a: g.render(*a), [False, False, False]),
        ("Game.svg", lambda g, *a: g.svg(*a), [48, False, True, True, ("red",)]),
        ("square_index", lambda g, s: cotulenh.square_index(s), ["a1"]),
        ("square_name", lambda g, s: cotulenh.square_name(s), [0]),
        ("Move", lambda g, *a: cotulenh.Move(*a), ["I", "c5", "c6", "", False]),
        ("Move.parse", lambda g, t: cotulenh.Move.parse(t), ["Ic5c6"]),
        ("Move.from_code", lambda g, c: cotulenh.Move.from_code(c), [2 | 13 << 8]),
        ("Move.end", lambda g, s: cotulenh.Move.end(s), ["c4"]),
        ("Rules", lambda g, *a: cotulenh.Rules(*a), ["battles", "reduced"]),
        ("Rules.replace", lambda g, m: cotulenh.Rules().replace(mode=m), ["battles"]),
        ("Piece", lambda g, *a: cotulenh.Piece(*a), ["red", "T", True]),
        ("PieceType.from_letter", lambda g, c: cotulenh.PieceType.from_letter(c), ["t"]),
        ("Stack", lambda g, p: cotulenh.Stack(p), [(cotulenh.Piece("red", "N"),)]),
        ("Outcome", lambda g, w, t: cotulenh.Outcome(w, t), ["red", 1]),
    ]


class BadArgumentsTest(unittest.TestCase):
    def test_every_entry_point_with_every_bad_value(self):
        problems, calls = kit.bad_argument_problems(
            entry_points(), fresh, BAD, ALLOWED, lambda g: (g.fen, g.history))
        self.assertEqual(problems, [], kit.format_problems(problems))
        self.assertGreater(calls, 900)

    def test_wrong_types_are_type_errors(self):
        g = fresh()
        cases = [
            lambda: g.perft(1.0), lambda: g.perft(None), lambda: g.stack_at(3.0),
            lambda: g.push(None), lambda: g.push(b"Nc4>c5"), lambda: g.is_legal(5),
            lambda: setattr(g, "fen", b"x"), lambda: cotulenh.Rules(mode=None),
            lambda: cotulenh.square_index(None), lambda: g.svg(square=48.0),
            lambda: g.history_text(None), lambda: g.resign(1.0), lambda: g.attacks("c4", 1.5),
            lambda: cotulenh.Game(rules="battles"), lambda: cotulenh.Piece("red", "T", heroic="yes"),
        ]
        kit.assert_type_errors(self, cotulenh, cases)

    def test_out_of_range(self):
        g = cotulenh.Game()
        for case in (lambda: g.perft(33), lambda: g.perft(-1), lambda: g.stack_at(132),
                     lambda: g.stack_at("l1"), lambda: g.stack_at("a13"), lambda: g.in_check(2),
                     lambda: g.svg(square=513), lambda: cotulenh.Move.from_code(2**24)):
            with self.assertRaises(cotulenh.InvalidArgumentError):
                case()


if __name__ == "__main__":
    unittest.main()
