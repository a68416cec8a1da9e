"""The engine: searches, results, callbacks, an engine game to the end."""

import unittest

from . import kit, support  # noqa: F401
import cotoan
import cotulenh
from cotoan import _ffi

ZERO = "9/4b04/9/9/4r94/4r64/9/9/9/4r04/9 r 0 0 0"


@unittest.skipIf(_ffi.ct_search is None, "this libcotoan has no engine")
class EngineTest(kit.EngineCallbackChecks, unittest.TestCase):
    PKG = cotoan

    def setUp(self):
        self.engine = cotoan.Engine(hash_mb=4)
        self.addCleanup(self.engine.close)

    def test_best_move_is_legal_with_pv(self):
        g = cotoan.Game()
        r = self.engine.best_move(g, depth=3)
        move, score, pv = r
        self.assertIn(move, g.legal_moves)
        self.assertEqual(pv[0], move)
        self.assertEqual(move.value, g.piece_at(move.from_square).value)
        self.assertEqual(r.depth, 3)
        self.assertGreater(r.nodes, 0)
        self.assertIsInstance(score, cotoan.Score)
        self.assertIsNotNone(score.cp)
        # the PV is a sequence of legal moves
        c = g.copy()
        for m in pv:
            c.push(m)
        self.assertEqual(g.position, cotoan.START_POSITION)  # unchanged

    def test_finds_the_winning_capture(self):
        g = cotoan.Game(ZERO)
        r = self.engine.best_move(g, depth=2)
        self.assertEqual(str(r.move), "e7e10")
        self.assertTrue(r.move.is_capture)
        self.assertEqual(r.score.win_in, 1)
        self.assertEqual(str(r.score), "win in 1")
        self.assertGreater(r.score, cotoan.Score("cp", 5000))

    def test_game_over_gives_no_move(self):
        g = cotoan.Game(ZERO)
        g.push("e7e10")
        r = self.engine.best_move(g, depth=2)
        self.assertIsNone(r.move)
        self.assertEqual(r.pv, [])
        self.assertIsNone(self.engine.play(g, depth=2).move)

    def test_limits(self):
        g = cotoan.Game()
        r = self.engine.best_move(g, nodes=2000)
        self.assertIsNotNone(r.move)
        self.assertLess(r.nodes, 200000)
        r = self.engine.best_move(g, movetime=0.05)
        self.assertIsNotNone(r.move)
        for kw in ({"depth": 0}, {"depth": 65}, {"movetime": -1}, {"nodes": 0}, {"depth": "3"}):
            with self.assertRaises(ValueError, msg=kw):
                self.engine.best_move(g, **kw)
        for kw in ({"level": -1}, {"level": 11}, {"hash_mb": 0}, {"seed": -1}):
            with self.assertRaises(ValueError, msg=kw):
                cotoan.Engine(**kw)

    def test_full_engine_and_levels(self):
        # both packages: level 0, the default, is the full engine (the
        # caller's node limit only); a level searches its budget (level 1:
        # a few hundred nodes in a second at most), also under a larger
        # node limit.
        for pkg in (cotoan, cotulenh):
            with self.subTest(pkg.__name__), pkg.Engine(hash_mb=1) as full, \
                    pkg.Engine(level=1, hash_mb=1) as one:
                g = pkg.Game()
                self.assertEqual(full.level, 0)
                self.assertEqual(full.best_move(g, nodes=3000).nodes, 3000)
                self.assertLess(one.best_move(g, nodes=3000).nodes, 1000)
                one.level = 0
                self.assertEqual(one.best_move(g, nodes=3000).nodes, 3000)

    def test_reproducible_at_low_level(self):
        g = cotoan.Game()
        a = cotoan.Engine(level=3, seed=7, hash_mb=1)
        b = cotoan.Engine(level=3, seed=7, hash_mb=1)
        self.assertEqual(a.best_move(g, depth=3).move, b.best_move(g, depth=3).move)
        a.close()
        b.close()

    def test_evaluate_clear_hash(self):
        g = cotoan.Game()
        self.assertIsInstance(self.engine.evaluate(g), int)
        self.engine.clear()
        self.engine.hash_mb = 2
        self.assertEqual(self.engine.hash_mb, 2)
        self.engine.close()
        with self.assertRaises(cotoan.Error):
            self.engine.best_move(g, depth=1)
        self.assertIn("closed", repr(self.engine))

    def test_engine_game_to_the_end(self):
        g = cotoan.Game()
        weak = cotoan.Engine(level=2, seed=1, hash_mb=1)
        strong = cotoan.Engine(level=5, seed=2, hash_mb=1)
        try:
            plies = 0
            while not g.is_over():
                eng = weak if g.turn == "red" else strong
                r = eng.play(g, depth=3)
                self.assertIsNotNone(r.move)
                plies += 1
                self.assertLessEqual(plies, 240)
            o = g.outcome()
            self.assertIsNotNone(o)
            self.assertIn(o.winner, ("red", "blue", None))
            self.assertEqual(len(g.history), plies)
            self.assertEqual(g.legal_moves, [])
            # the game record reads back to the same game
            if _ffi.ct_record_write is not None:
                back = cotoan.read_game(g.record())
                self.assertEqual(back.history, g.history)
                self.assertEqual(back.outcome(), o)
        finally:
            weak.close()
            strong.close()


if __name__ == "__main__":
    unittest.main()
