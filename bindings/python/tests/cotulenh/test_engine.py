"""cotulenh.Engine: searches, complete turns, callbacks, limits, lifetime,
an engine game to the end."""

import copy
import pickle
import threading
import unittest

from . import support
from .. import kit
import cotulenh
from cotulenh import _engine

# Mate in one: the Blue commander k12 is walled in by its infantry; the
# artillery h8 mates from h9 (and from g8, k8: heroic after the move, T39).
MATE1 = "9ic/10i/11/11/7A3/11/11/11/11/11/11/3C7 r - - 0 1"
# Battles mode: Na10xa8 takes Blue's only navy (T54).
NAVAL = "11/6c4/N7A2/7g1a1/n7f2/2m8/6F4/11/7M3/6I4/11/10C r - - 0 1"
# No navy and no air force on either side (T59).
BARE = "4c6/11/11/10i/10i/11/11/11/10I/10I/11/3C7 r - - 0 1"
BATTLES = cotulenh.Rules(mode="battles")


@unittest.skipIf(_engine._API.search is None, "this libcotulenh has no engine")
class EngineTest(kit.EngineCallbackChecks, unittest.TestCase):
    PKG = cotulenh

    def setUp(self):
        self.engine = cotulenh.Engine(hash_mb=4)
        self.addCleanup(self.engine.close)

    def assert_complete_turn(self, game, result):
        """The turn is legal step by step and passes the turn."""
        side = game.turn
        c = game.copy()
        for m in result.turn:
            c.push(m)
        self.assertNotEqual(c.turn, side)
        self.assertIsNone(c.session)
        c2 = game.copy()
        c2.play(result.turn_text)
        self.assertEqual(c2.fen, c.fen)

    def test_best_turn_is_legal_with_pv(self):
        g = cotulenh.Game()
        r = self.engine.best_move(g, depth=3)
        move, score, pv = r
        self.assertIn(move, g.legal_moves)
        self.assertEqual(r.turn[0], move)
        self.assertEqual(pv[0], move)
        self.assertEqual(r.depth, 3)
        self.assertGreater(r.nodes, 0)
        self.assertIsInstance(score, cotulenh.Score)
        self.assertIsNotNone(score.cp)
        self.assert_complete_turn(g, r)
        self.assertEqual(r.turn_text, ",".join(m.lan for m in r.turn))
        # the PV is a sequence of legal steps
        c = g.copy()
        for m in pv:
            c.push(m)
        self.assertEqual(g.fen, support.START)  # unchanged

    def test_mate_in_one(self):
        g = cotulenh.Game(MATE1)
        r = self.engine.best_move(g, depth=3)
        self.assertIn(r.turn_text, ("Ah8h9", "Ah8g8", "Ah8k8"))
        self.assertEqual(r.score.win_in, 1)
        self.assertEqual(str(r.score), "win in 1")
        self.assertGreater(r.score, cotulenh.Score("cp", 5000))
        self.engine.play(g, depth=3)
        self.assertEqual(g.outcome().winner, "red")
        self.assertEqual(g.outcome().termination, cotulenh.Termination.CHECKMATE)

    def test_naval_battle(self):
        g = cotulenh.Game(NAVAL, rules=BATTLES)
        r = self.engine.play(g, depth=2)
        self.assertEqual(r.score.win_in, 1)
        self.assertTrue(g.is_over())
        self.assertEqual(g.outcome().winner, "red")

    def test_open_session_is_completed(self):
        g = cotulenh.Game(support.DEPLOY)
        g.push("Tc4>_b4")
        r = self.engine.best_move(g, depth=3)
        self.assertTrue(r.turn)
        for m in r.turn:
            self.assertTrue(m.is_end or m.lan.startswith("Nc4>"), m)
        self.assert_complete_turn(g, r)
        self.engine.play(g, depth=3)
        self.assertIsNone(g.session)
        self.assertEqual(g.turn, "blue")

    def test_turn_from_a_stack(self):
        g = cotulenh.Game(support.DEPLOY)
        r = self.engine.play(g, depth=2)
        self.assertEqual(g.turn, "blue")
        self.assertIsNone(g.session)
        self.assertEqual(g.history[: len(r.turn)], r.turn)
        self.assertTrue(r.turn_san)

    def test_game_over_gives_no_turn(self):
        g = cotulenh.Game(BARE, rules=BATTLES)
        self.assertTrue(g.is_over())
        r = self.engine.best_move(g, depth=2)
        self.assertIsNone(r.move)
        self.assertEqual(r.turn, [])
        self.assertIsNone(r.turn_text)
        self.assertEqual(r.pv, [])
        self.assertIsNone(self.engine.play(g, depth=2).move)
        self.assertEqual(g.history, [])

    def test_limits(self):
        g = cotulenh.Game()
        r = self.engine.best_move(g, nodes=2000)
        self.assertIsNotNone(r.move)
        self.assertLess(r.nodes, 200000)
        r = self.engine.best_move(g, movetime=0.05)
        self.assertIsNotNone(r.move)
        for kw in ({"depth": 0}, {"depth": 65}, {"movetime": -1}, {"nodes": 0},
                   {"depth": "3"}, {"movetime": None, "nodes": 1.5}):
            with self.assertRaises(ValueError, msg=kw):
                self.engine.best_move(g, **kw)
        with self.assertRaises(TypeError):
            self.engine.best_move("a game", depth=1)
        with self.assertRaises(TypeError):
            self.engine.analyse(g, depth=1, info=3)
        for kw in ({"level": -1}, {"level": 11}, {"hash_mb": 0}, {"hash_mb": 4097},
                   {"seed": -1}, {"level": True}):
            with self.assertRaises(ValueError, msg=kw):
                cotulenh.Engine(**kw)

    def test_reproducible_at_low_level(self):
        g = cotulenh.Game()
        with cotulenh.Engine(level=3, seed=7, hash_mb=1) as a, \
                cotulenh.Engine(level=3, seed=7, hash_mb=1) as b:
            self.assertEqual(a.best_move(g, depth=3).turn_text, b.best_move(g, depth=3).turn_text)
            first = a.best_move(g, depth=3).turn_text
            a.clear()
            self.assertEqual(a.best_move(g, depth=3).turn_text, b.best_move(g, depth=3).turn_text)
            self.assertTrue(first)

    def test_evaluate_clear_hash_close(self):
        g = cotulenh.Game()
        self.assertIsInstance(self.engine.evaluate(g), int)
        self.engine.clear()
        self.engine.hash_mb = 2
        self.assertEqual(self.engine.hash_mb, 2)
        self.engine.level = 4
        self.assertEqual(self.engine.level, 4)
        self.engine.close()
        for call in (lambda: self.engine.best_move(g, depth=1), self.engine.clear,
                     lambda: self.engine.evaluate(g)):
            with self.assertRaises(cotulenh.Error):
                call()
        self.engine.stop()  # a no-op once closed
        self.assertIn("closed", repr(self.engine))

    def test_score_values(self):
        self.assertEqual(str(cotulenh.Score("cp", 15)), "+1.5")
        self.assertEqual(str(cotulenh.Score("loss", 4)), "loss in 4")
        self.assertLess(cotulenh.Score("loss", 2), cotulenh.Score("loss", 4))
        self.assertLess(cotulenh.Score("loss", 40), cotulenh.Score("cp", -9000))
        for bad in (("mate", 1), ("cp", 1.5), (None, 1), ("cp", 2**31)):
            with self.assertRaises(ValueError, msg=bad):
                cotulenh.Score(*bad)

    def test_engine_game_to_the_end(self):
        # Battles mode ends games sooner; every step is checked by play().
        g = cotulenh.Game(rules=BATTLES)
        with cotulenh.Engine(level=2, seed=1, hash_mb=1) as weak, \
                cotulenh.Engine(level=5, seed=2, hash_mb=1) as strong:
            turns = 0
            while not g.is_over() and turns < 600:
                eng = weak if g.turn == "red" else strong
                r = eng.play(g, depth=2)
                self.assertTrue(r.turn)
                self.assertIsNone(g.session)
                turns += 1
            self.assertTrue(g.is_over(), g.fen)
            self.assertIn(g.outcome().winner, ("red", "blue", None))
            # the history reads back as turn records into the same game
            back = cotulenh.Game(rules=BATTLES)
            back.play(g.history_text())
            self.assertEqual(back.fen, g.fen)


@unittest.skipIf(_engine._API.search is None, "this libcotulenh has no engine")
class Lifetime(unittest.TestCase):
    """As cotoan.Engine: no copies, no calls during a search but stop()."""

    def test_engine_refuses_copy_and_pickle(self):
        with cotulenh.Engine(hash_mb=1) as e:
            for name, f in (("copy", copy.copy), ("deepcopy", copy.deepcopy),
                            ("pickle", pickle.dumps)):
                with self.assertRaises(TypeError, msg=name):
                    f(e)
            self.assertIsNotNone(e.best_move(cotulenh.Game(), depth=1).move)

    def test_calls_from_the_callback_raise(self):
        engine = cotulenh.Engine(hash_mb=1)
        self.addCleanup(engine.close)
        game = cotulenh.Game()
        calls = {
            "analyse": lambda: engine.analyse(game, depth=1),
            "play": lambda: engine.play(game, depth=1),
            "clear": engine.clear,
            "close": engine.close,
            "hash_mb": lambda: setattr(engine, "hash_mb", 2),
        }
        raised = []

        def info(r):
            for name, call in calls.items():
                try:
                    call()
                except cotulenh.Error as exc:
                    self.assertIn("searching", str(exc))
                    raised.append(name)
            engine.stop()  # allowed

        r = engine.analyse(game, depth=6, info=info)
        self.assertEqual(sorted(set(raised)), sorted(calls))
        self.assertIsNotNone(r.move)
        self.assertEqual(game.history, [])      # nothing was played
        self.assertEqual(engine.hash_mb, 1)
        self.assertIsNotNone(engine.best_move(game, depth=2).move)  # not closed

    def test_game_closed_during_the_search(self):
        engine = cotulenh.Engine(hash_mb=1)
        self.addCleanup(engine.close)
        game = cotulenh.Game()
        r = engine.analyse(game, depth=4, info=lambda r: game.close())
        self.assertIsNotNone(r.move)
        self.assertTrue(r.turn_text)
        with self.assertRaises(cotulenh.Error):
            game.fen

    def test_search_in_another_thread_refuses_a_second(self):
        engine = cotulenh.Engine(hash_mb=1)
        self.addCleanup(engine.close)
        started = threading.Event()
        done = []

        def info(r):
            started.set()

        def run():
            done.append(engine.analyse(cotulenh.Game(), movetime=30, info=info))

        t = threading.Thread(target=run)
        t.start()
        self.assertTrue(started.wait(30))
        with self.assertRaises(cotulenh.Error):
            engine.best_move(cotulenh.Game(), depth=1)
        with self.assertRaises(cotulenh.Error):
            engine.close()
        engine.stop()
        t.join(60)
        self.assertFalse(t.is_alive())
        self.assertIsNotNone(done[0].move)


if __name__ == "__main__":
    unittest.main()
