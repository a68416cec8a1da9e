"""Wrong argument types and values everywhere in the public API.

Every public constructor, method and settable property is called with
each value of BAD in each argument position.  The only exceptions allowed
out are TypeError, ValueError and cotoan.Error -- never a raw
ctypes.ArgumentError, OverflowError, AttributeError..., and never a
silent truncation (ctypes wraps an int too large for a C int32_t, and a
bytes value stops at its first NUL)."""

import os
import tempfile
import unittest

from . import kit, support  # noqa: F401
import cotoan
from cotoan import _ffi

HAVE_ENGINE = _ffi.ct_search is not None
HAVE_RECORDS = _ffi.ct_record_write is not None


_Weird = kit.Weird  # an object of no expected type, whose conversions all fail


BAD = [
    1.5, -0.0, float("nan"), float("inf"), None, True, False,
    2**64, 2**70, -(2**70), 2**31, -(2**31) - 1, -1,
    b"c1c4", bytearray(b"red"), "c1\0c4", "red\0", "\udcff", "", " ", "x" * 10000,
    object(), _Weird(), [], (), {}, [1, 2], ("a1", "a2", "a3"), ("a1", None),
]
ALLOWED = (TypeError, ValueError, cotoan.Error)
POS = "b18/4b04/9/4b64/9/9/4r84/4r54/9/4r04/9 r 0 0 0"


def fresh():
    g = cotoan.Game()
    g.push("c1c4")
    return g


BLUE = str(fresh().legal_moves[0])


def entry_points():
    """(name, function, default arguments) of every public entry point.  A
    function taking a game (or engine) gets a fresh one as first argument:
    the defaults are the arguments after it."""
    game = [
        ("Game", lambda g, p, r: cotoan.Game(p, r), [POS, cotoan.Rules()]),
        ("Game.position=", lambda g, v: setattr(g, "position", v), [POS]),
        ("Game.set_position", lambda g, v: g.set_position(v), [POS]),
        ("Game.rules=", lambda g, v: setattr(g, "rules", v), [cotoan.Rules()]),
        ("Game.piece_at", lambda g, s: g.piece_at(s), ["c4"]),
        ("Game.square_of", lambda g, s, v: g.square_of(s, v), ["red", 7]),
        ("Game.is_legal", lambda g, m: g.is_legal(m), [BLUE]),
        ("Game.parse_move", lambda g, m: g.parse_move(m), [BLUE]),
        ("Game.parse_uci", lambda g, m: g.parse_uci(m), [BLUE]),
        ("Game.push", lambda g, m: g.push(m), [BLUE]),
        ("Game.push_uci", lambda g, m: g.push_uci(m), [BLUE]),
        ("Game.short", lambda g, m: g.short(m), [BLUE]),
        ("Game.san", lambda g, m: g.san(m), [BLUE]),
        ("Game.explain", lambda g, m: g.explain(m), [BLUE]),
        ("Game.perft", lambda g, d: g.perft(d), [1]),
        ("Game.resign", lambda g, s: g.resign(s), ["blue"]),
        ("Game.render", lambda g, *a: g.render(*a), [False, False, False]),
        ("Game.svg", lambda g, *a: g.svg(*a), [48, False, True, True, True, ()]),
        ("Game.svg arrow", lambda g, a: g.svg(arrows=[a]), ["e2e5"]),
        ("Game.record", lambda g, *a: g.record(*a), ["short", {}, {}]),
        ("Game.record tag name", lambda g, k: g.record(tags={k: "v"}), ["Event"]),
        ("Game.record tag value", lambda g, v: g.record(tags={"Event": v}), ["club"]),
        ("Game.record comment ply", lambda g, p: g.record(comments={p: "c"}), [1]),
        ("Game.record comment", lambda g, c: g.record(comments={1: c}), ["nice"]),
        ("Game.tags", lambda g, k, v: (g.tags.__setitem__(k, v), g.record()), ["Event", "x"]),
        ("Game.comments", lambda g, p, c: (g.comments.__setitem__(p, c), g.record()),
         [1, "x"]),
    ]
    values = [
        ("square_index", lambda g, s: cotoan.square_index(s), ["a1"]),
        ("square_name", lambda g, s: cotoan.square_name(s), [0]),
        ("Move", lambda g, *a: cotoan.Move(*a), ["c1", "c4", False, 7]),
        ("Move.parse", lambda g, t: cotoan.Move.parse(t), ["c1c4"]),
        ("Move.from_uci", lambda g, t: cotoan.Move.from_uci(t), ["c1c4"]),
        ("Move.from_code", lambda g, c: cotoan.Move.from_code(c), [2 | 29 << 8]),
        ("Rules", lambda g, *a: cotoan.Rules(*a), ["front", 15, 240]),
        ("Rules.replace", lambda g, m, t, l: cotoan.Rules().replace(mover=m, target=t, limit=l),
         ["back", 10, 100]),
        ("Piece", lambda g, s, v: cotoan.Piece(s, v), ["red", 3]),
        ("Score", lambda g, k, v: cotoan.Score(k, v), ["cp", 10]),
        ("Outcome", lambda g, w, t: cotoan.Outcome(w, t), ["red", 1]),
    ]
    engine = []
    if HAVE_ENGINE:
        def with_engine(fn):
            def call(g, *a):
                with cotoan.Engine(hash_mb=1) as e:
                    return fn(e, g, *a)
            return call

        engine = [
            ("Engine", lambda g, *a: cotoan.Engine(*a).close(), [3, 1, 5]),
            ("Engine.level=", with_engine(lambda e, g, v: setattr(e, "level", v)), [3]),
            ("Engine.seed=", with_engine(lambda e, g, v: setattr(e, "seed", v)), [3]),
            ("Engine.hash_mb=", with_engine(lambda e, g, v: setattr(e, "hash_mb", v)), [2]),
            ("Engine.evaluate", with_engine(lambda e, g, x: e.evaluate(x)), [cotoan.Game()]),
        ]
        for name in ("analyse", "analyze", "best_move", "play"):
            # movetime and nodes are given with a depth of 1, so that a bad
            # value accepted by mistake cannot make the test slow.
            engine.append(("Engine." + name,
                           with_engine(lambda e, g, x, d, m, n, name=name:
                                       getattr(e, name)(x, d, m, n)),
                           [cotoan.Game(), 1, None, None]))
            engine.append(("Engine.{} movetime".format(name),
                           with_engine(lambda e, g, m, name=name:
                                       getattr(e, name)(g, depth=1, movetime=m)), [0.5]))
            engine.append(("Engine.{} nodes".format(name),
                           with_engine(lambda e, g, n, name=name:
                                       getattr(e, name)(g, depth=1, nodes=n)), [1000]))
        engine.append(("Engine.analyse info",
                       with_engine(lambda e, g, i: e.analyse(g, depth=1, info=i)),
                       [lambda r: None]))
    records = []
    if HAVE_RECORDS:
        text = fresh().record()
        records = [
            ("read_games", lambda g, s, r: list(cotoan.read_games(s, r)), [text, None]),
            ("read_game", lambda g, s, r: cotoan.read_game(s, r), [text, cotoan.Rules()]),
        ]
    return game + values + engine + records


class BadArgumentsTest(unittest.TestCase):
    def test_every_entry_point_with_every_bad_value(self):
        problems, calls = kit.bad_argument_problems(
            entry_points(), fresh, BAD, ALLOWED, lambda g: g.position)
        self.assertEqual(problems, [], kit.format_problems(problems))
        self.assertGreater(calls, 2000)

    def test_wrong_types_are_type_errors(self):
        # A wrong type is a TypeError (also a ValueError and a cotoan.Error).
        g = fresh()
        cases = [
            lambda: g.perft(1.0), lambda: g.perft(None), lambda: g.piece_at(3.0),
            lambda: g.square_of("red", None), lambda: g.push(None), lambda: g.push(BLUE.encode()),
            lambda: g.is_legal(5), lambda: setattr(g, "position", b"x"),
            lambda: cotoan.Rules(target=1.0), lambda: cotoan.Rules(mover=None),
            lambda: cotoan.square_index(None), lambda: cotoan.Move("a1", "a2", value=1.0),
            lambda: cotoan.Piece("red", 3.7), lambda: g.svg(square=48.0),
            lambda: g.record(notation=None), lambda: g.resign(None or 1.0),
        ]
        if HAVE_ENGINE:
            e = cotoan.Engine(hash_mb=1)
            self.addCleanup(e.close)
            cases += [lambda: e.analyse(None, depth=1), lambda: e.evaluate("game"),
                      lambda: e.analyse(g, depth=1.0), lambda: cotoan.Engine(seed=None),
                      lambda: e.analyse(g, movetime="1"), lambda: setattr(e, "level", 2.0)]
        if HAVE_RECORDS:
            cases += [lambda: g.record(tags={"Event": b"x"}), lambda: g.record(comments={1.0: "x"}),
                      lambda: cotoan.read_games(5)]
        kit.assert_type_errors(self, cotoan, cases)

    @unittest.skipUnless(HAVE_RECORDS, "no records")
    def test_no_silent_truncation(self):
        # Values ctypes would pass cut or wrapped are rejected whole.
        for kw in ({"tags": {"Event": "a\0b"}}, {"tags": {"Ev\0ent": "x"}},
                   {"comments": {1: "before\0after"}}, {"comments": {2**32 + 1: "wrapped"}},
                   {"comments": {2**64: "wrapped"}}, {"comments": {-(2**32) + 1: "wrapped"}}):
            with self.subTest(kw=kw):
                with self.assertRaises(ValueError):
                    fresh().record(**kw)
        # What is accepted reads back exactly.
        g = fresh()
        text = g.record(tags={"Event": "a b"}, comments={1: "after one"})
        back = cotoan.read_game(text)
        self.assertEqual(back.tags["Event"], "a b")
        self.assertEqual(back.comments, {1: "after one"})
        with self.assertRaises(ValueError):
            cotoan.Piece("red", 3.7)
        self.assertEqual(cotoan.Piece("red", 3).value, 3)

    def test_values_once_accepted_silently(self):
        for case in (lambda: cotoan.Piece("red", 3.7), lambda: cotoan.Piece("red", 12),
                     lambda: cotoan.Score("cp", None), lambda: cotoan.Score("cp", 1.5),
                     lambda: cotoan.Score(None, 1), lambda: cotoan.Outcome("purple", 1),
                     lambda: cotoan.Outcome(None, 2.0), lambda: fresh().resign(-0.0),
                     lambda: fresh().svg(arrows="e2e5"), lambda: fresh().svg(arrows=[5])):
            with self.assertRaises(ValueError):
                case()
        self.assertEqual(cotoan.Outcome(None, cotoan.Termination.AGREEMENT).result(), "1/2-1/2")

    @unittest.skipUnless(HAVE_RECORDS, "no records")
    def test_record_sources(self):
        text = fresh().record()
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "g.txt")
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            import pathlib

            files = [open(path, encoding="utf-8"), open(path, "rb")]
            for f in files:
                self.addCleanup(f.close)
            for src in [text, text.encode(), bytearray(text.encode()), pathlib.Path(path)] + files:
                self.assertEqual(cotoan.read_game(src).history, fresh().history)

        class Reads:
            def read(self):
                return 42

        with self.assertRaises(TypeError):
            cotoan.read_game(Reads())


if __name__ == "__main__":
    unittest.main()
