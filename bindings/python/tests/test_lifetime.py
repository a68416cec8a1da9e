"""Object lifetime whatever the caller does: copying and
pickling handle owners, calls into a running search from its own info
callback and from other threads, and closed objects on every path.

A failure here used to be a use after free or a double free: run this
module against an AddressSanitizer build of the library too (the
python-asan stage of tools/run-tests.sh)."""

import copy
import gc
import pickle
import threading
import unittest

from . import kit, support  # noqa: F401
import cotoan
from cotoan import _ffi, _record

HAVE_ENGINE = _ffi.ct_search is not None
HAVE_RECORDS = _ffi.ct_record_write is not None
PROTOCOLS = range(pickle.HIGHEST_PROTOCOL + 1)

COPIERS = kit.COPIERS


def played(moves=("c1c4", "7c8", "d1d3"), rules=None, position=None):
    g = cotoan.Game(position, rules)
    for m in moves:
        g.push(m)
    return g


def state(g):
    return (g.position, g.initial_position, g.rules, g.history, g.outcome(), g.ply,
            g.tags, g.comments, [(m.is_capture, m.value) for m in g.history])


class CopyPickleTest(unittest.TestCase):
    """copy.copy, copy.deepcopy and pickle of every class holding a C handle:
    a real independent copy or TypeError, never a shared handle."""

    def assert_independent(self, g, c):
        self.assertIsNot(c, g)
        self.assertIsInstance(c, cotoan.Game)
        self.assertNotEqual(c._h.value, g._h.value)  # its own C game
        self.assertEqual(state(c), state(g))

    def test_game_copies_are_real(self):
        games = [played(), cotoan.Game()]
        g = played(rules=cotoan.Rules("back", 20, 100))
        g.tags["Event"] = "club"
        g.comments[1] = "a quiet start"
        games.append(g)
        g = played()
        g.resign("blue")
        games.append(g)
        g = played()
        g.agree_draw()
        games.append(g)
        games.append(played(("e7e10",), position="9/4b04/9/9/4r94/4r64/9/9/9/4r04/9 r 0 0 0"))
        games.append(played((), position="b18/4b04/9/4b64/9/9/4r84/4r54/9/4r04/9 b 3 4 17"))
        for g in games:
            for name, op in COPIERS:
                with self.subTest(game=repr(g), op=name):
                    c = op(g)
                    self.assert_independent(g, c)
                    before = state(g)
                    if not c.is_over():
                        c.push(c.legal_moves[0])
                    c.tags["Extra"] = "x"
                    self.assertEqual(state(g), before)  # the original is untouched
                    if c.history:
                        c.undo()
                    c.close()
                    self.assertEqual(state(g), before)
        # A copy outlives its original.
        g = played()
        for name, op in COPIERS:
            c = op(g)
            g2 = g.copy()
            g.close()
            gc.collect()
            self.assertEqual(c.history, g2.history, name)
            g = g2

    def test_game_copy_shares_no_mutable_state(self):
        g = played()
        g.tags["Notes"] = "x"
        for name, op in COPIERS:
            c = op(g)
            c.tags["Notes"] = "changed"
            c.comments[2] = "new"
            self.assertEqual(g.tags, {"Notes": "x"}, name)
            self.assertEqual(g.comments, {}, name)

    @unittest.skipUnless(HAVE_ENGINE, "no engine")
    def test_engine_refuses(self):
        e = cotoan.Engine(hash_mb=1)
        for name, op in COPIERS:
            with self.assertRaises(TypeError, msg=name):
                op(e)
            if name != "copy.copy":  # a shallow copy of a list keeps the same engine
                with self.assertRaises(TypeError, msg=name):
                    op([e])  # inside a container too
        # Still the only owner of its handle: it works and frees once.
        self.assertIsNotNone(e.best_move(cotoan.Game(), depth=1).move)
        e.close()
        for name, op in COPIERS:
            with self.assertRaises(TypeError, msg=name):
                op(e)
        gc.collect()

    @unittest.skipUnless(HAVE_RECORDS, "no records")
    def test_readers_and_records_refuse(self):
        text = played().record()
        it = cotoan.read_games(text)
        for name, op in COPIERS:
            with self.assertRaises(TypeError, msg=name):
                op(it)
        self.assertEqual(next(it).history, played().history)
        for name, op in COPIERS:
            with self.assertRaises(TypeError, msg=name):
                op(it)
        it.close()
        with _record._Record() as rec:
            for name, op in COPIERS:
                with self.assertRaises(TypeError, msg=name):
                    op(rec)

class DeferredFreeTest(kit.HandleChecks, unittest.TestCase):
    """close() while the handle is still in use frees it when the use ends;
    closed games and raw handles are not copied (kit's checks)."""

    PKG = cotoan
    PERFT3 = 701325
    ROUNDS = 30

    played = staticmethod(played)

    def read_handle(self, h, game_class):
        # the history, and the position text
        buf = (_ffi.ctypes.c_char * _ffi.CT_POSITION_MAX)()
        self.assertGreater(_ffi.ct_game_position(h, buf, _ffi.CT_POSITION_MAX), 0)
        return kit.HandleChecks.read_handle(h, game_class)

@unittest.skipUnless(HAVE_ENGINE, "no engine")
class ReentrancyTest(unittest.TestCase):
    """Calls into an engine from its own info callback (and from other
    threads) while it searches: cotoan.Error, and the search's result is
    exactly that of the same search without them."""

    LEVEL, SEED, DEPTH = 4, 7, 4

    def search(self, hostile=None, game=None):
        """(result summary, info summaries) of a search by a fresh engine,
        with ``hostile(engine, game, info_result)`` run in each callback."""
        engine = cotoan.Engine(level=self.LEVEL, seed=self.SEED, hash_mb=1)
        self.addCleanup(engine.close)
        game = game if game is not None else played()
        infos = []

        def info(r):
            infos.append(self.summary(r))
            if hostile is not None:
                hostile(engine, game, r)

        r = engine.analyse(game, depth=self.DEPTH, info=info)
        # The engine is still usable afterwards.
        self.assertIsNotNone(engine.best_move(cotoan.Game(), depth=1).move)
        return self.summary(r), infos, engine

    @staticmethod
    def summary(r):
        return (r.move, (r.move.is_capture, r.move.value) if r.move else None, r.score,
                r.pv, r.depth, r.seldepth, r.nodes)

    def baseline(self):
        got = self.search()[:2]
        # A callback that only records changes nothing either.
        with cotoan.Engine(level=self.LEVEL, seed=self.SEED, hash_mb=1) as e:
            self.assertEqual(self.summary(e.analyse(played(), depth=self.DEPTH)), got[0])
        return got

    def test_engine_calls_from_the_callback_raise(self):
        base = self.baseline()
        g2 = cotoan.Game()
        calls = {
            "close": lambda e, g, r: e.close(),
            "clear": lambda e, g, r: e.clear(),
            "hash_mb": lambda e, g, r: setattr(e, "hash_mb", 2),
            "analyse": lambda e, g, r: e.analyse(g, depth=2),
            "analyse other game": lambda e, g, r: e.analyse(g2, depth=1),
            "best_move": lambda e, g, r: e.best_move(g, depth=1),
            "play": lambda e, g, r: e.play(g, depth=1),
            "nested info": lambda e, g, r: e.analyse(g, depth=1, info=lambda i: None),
        }
        for name, call in calls.items():
            with self.subTest(call=name):
                raised = []

                def hostile(e, g, r, call=call):
                    try:
                        call(e, g, r)
                    except cotoan.Error as exc:
                        raised.append(exc)

                got, infos, engine = self.search(hostile)
                self.assertEqual(len(raised), len(infos))
                self.assertIn("searching", str(raised[0]))
                self.assertEqual((got, infos), base)
                engine.close()  # allowed once the search returned
                self.assertIn("closed", repr(engine))

    def test_uncaught_error_from_a_nested_call(self):
        engine = cotoan.Engine(hash_mb=1)
        self.addCleanup(engine.close)
        with self.assertRaises(cotoan.Error) as cm:
            engine.analyse(cotoan.Game(), depth=8, info=lambda r: engine.close())
        self.assertIn("searching", str(cm.exception))
        self.assertIsNotNone(engine.best_move(cotoan.Game(), depth=2).move)  # not closed

    def test_game_changed_from_the_callback(self):
        base = self.baseline()
        for name, hostile in {
            "push": lambda e, g, r: g.push(g.legal_moves[0]),
            "pop": lambda e, g, r: g.history and g.pop(),
            "position": lambda e, g, r: setattr(g, "position", cotoan.START_POSITION),
            "resign": lambda e, g, r: g.is_over() or g.resign(),
            "close": lambda e, g, r: g.close(),
            "evaluate": lambda e, g, r: g.closed or e.evaluate(g),
            "stop nothing": lambda e, g, r: gc.collect(),
            "another engine": lambda e, g, r: cotoan.Engine(hash_mb=1).play(g, depth=2),
        }.items():
            with self.subTest(change=name):
                self.assertEqual(self.search(hostile)[:2], base)

    def test_exceptions_in_the_callback(self):
        engine = cotoan.Engine(hash_mb=1)
        self.addCleanup(engine.close)
        for exc in (KeyError("k"), cotoan.Error("e"), SystemExit(3), KeyboardInterrupt(),
                    RecursionError("deep"), MemoryError()):
            with self.subTest(exc=type(exc).__name__):
                def info(r, exc=exc):
                    raise exc

                with self.assertRaises(type(exc)):
                    engine.analyse(played(), depth=10, info=info)
                # the stop of the failed search does not leak into the next one
                self.assertEqual(engine.best_move(cotoan.Game(), depth=3).depth, 3)

    def test_bad_callbacks(self):
        engine = cotoan.Engine(hash_mb=1)
        self.addCleanup(engine.close)
        for bad in (3, "print", b"x"):
            with self.assertRaises(TypeError):
                engine.analyse(cotoan.Game(), depth=2, info=bad)
        with self.assertRaises(TypeError):
            engine.analyse(cotoan.Game(), depth=2, info=lambda: None)  # wrong arity

    def test_calls_from_another_thread_while_searching(self):
        base = self.baseline()
        started, done = threading.Event(), threading.Event()
        raised, errors = [], []

        def other(engine, game):
            started.wait(60)
            try:
                for call in (engine.close, engine.clear,
                             lambda: engine.analyse(game, depth=1),
                             lambda: setattr(engine, "hash_mb", 2)):
                    try:
                        call()
                    except cotoan.Error as exc:
                        raised.append(exc)
                game.push(game.legal_moves[0])
                game.close()
            except BaseException as exc:
                errors.append(exc)
            finally:
                done.set()

        threads = []

        def hostile(engine, game, r):
            if not threads:
                t = threading.Thread(target=other, args=(engine, game))
                threads.append(t)
                t.start()
                started.set()
                self.assertTrue(done.wait(60))  # the search waits here, still running

        got = self.search(hostile)[:2]
        threads[0].join()
        self.assertEqual(errors, [])
        self.assertEqual(len(raised), 4)
        self.assertEqual(got, base)

    def test_close_from_another_thread_during_a_long_search(self):
        engine = cotoan.Engine(hash_mb=1)
        self.addCleanup(engine.close)
        g = cotoan.Game()
        outcome = []
        started = threading.Event()

        def closer():
            started.wait(60)  # the search has completed depth 1
            try:
                engine.close()
                outcome.append("closed")
            except cotoan.Error:
                outcome.append("refused")
            engine.stop()

        t = threading.Thread(target=closer)
        t.start()
        r = engine.analyse(g, movetime=30, info=lambda r: started.set())
        t.join()
        self.assertEqual(outcome, ["refused"])
        self.assertIn(r.move, g.legal_moves)
        engine.close()
        self.assertIsNone(engine.stop())  # a no-op once closed

    def test_same_seed_same_move_after_clear(self):
        g = played()
        fresh = cotoan.Engine(level=3, seed=11, hash_mb=1)
        used = cotoan.Engine(level=3, seed=11, hash_mb=1)
        self.addCleanup(fresh.close)
        self.addCleanup(used.close)
        used.best_move(cotoan.Game(), depth=5)
        used.clear()
        a = fresh.best_move(g, depth=4)
        b = used.best_move(g, depth=4)
        self.assertEqual(self.summary(a), self.summary(b))


class ClosedObjectTest(unittest.TestCase):
    """Every public method and property of a closed object raises
    cotoan.Error (close() and closed excepted)."""

    GAME_CALLS = {
        "agree_draw": (), "copy": (), "explain": ("a1a2",), "hash": (), "history": None,
        "initial_position": None, "is_game_over": (), "is_legal": ("a1a2",),
        "is_over": (), "language": None, "legal_moves": None, "move_stack": None,
        "outcome": (),
        "parse_move": ("a1a2",), "parse_uci": ("a1a2",), "peek": (), "perft": (1,),
        "piece_at": ("a1",), "pieces": (), "pop": (), "position": None, "push": ("a1a2",),
        "push_uci": ("a1a2",), "record": (), "render": (), "reset": (), "resign": (),
        "result": (), "rules": None, "san": ("a1a2",), "scores": None,
        "set_position": (cotoan.START_POSITION,), "short": ("a1a2",),
        "square_of": ("red", 1), "svg": (), "time_out": (), "turn": None, "undo": (),
        "ply": None,
    }

    def test_every_game_entry_point(self):
        public = {n for n in dir(cotoan.Game) if not n.startswith("_")} - {"close", "closed"}
        self.assertEqual(public, set(self.GAME_CALLS), "update GAME_CALLS")
        g = played()
        g.close()
        g.close()  # twice is fine
        for name, args in sorted(self.GAME_CALLS.items()):
            with self.subTest(name=name):
                with self.assertRaises(cotoan.Error):
                    v = getattr(g, name)
                    if args is not None:
                        v(*args)
        for attr, value in (("position", cotoan.START_POSITION), ("rules", cotoan.Rules()),
                            ("language", "en")):
            with self.assertRaises(cotoan.Error):
                setattr(g, attr, value)
        for special in (g._repr_svg_, lambda: pickle.dumps(g), lambda: copy.copy(g)):
            with self.assertRaises(cotoan.Error):
                special()
        self.assertIn("closed", repr(g))

    @unittest.skipUnless(HAVE_ENGINE, "no engine")
    def test_every_engine_entry_point(self):
        e = cotoan.Engine(hash_mb=1)
        e.close()
        e.close()
        g = cotoan.Game()
        for name, call in {
            "analyse": lambda: e.analyse(g, depth=1),
            "analyze": lambda: e.analyze(g, depth=1),
            "best_move": lambda: e.best_move(g, depth=1),
            "play": lambda: e.play(g, depth=1),
            "clear": e.clear,
            "evaluate": lambda: e.evaluate(g),
            "hash_mb": lambda: setattr(e, "hash_mb", 2),
        }.items():
            with self.subTest(name=name):
                with self.assertRaises(cotoan.Error):
                    call()
        e.stop()  # allowed: a no-op
        self.assertEqual(g.history, [])

    @unittest.skipUnless(HAVE_ENGINE, "no engine")
    def test_open_engine_closed_game(self):
        with cotoan.Engine(hash_mb=1) as e:
            g = played()
            g.close()
            for call in (lambda: e.analyse(g, depth=1), lambda: e.play(g, depth=1),
                         lambda: e.evaluate(g)):
                with self.assertRaises(cotoan.Error):
                    call()

    @unittest.skipUnless(HAVE_ENGINE, "no engine")
    def test_engine_closed_by_another_thread_between_searches(self):
        e = cotoan.Engine(hash_mb=1)
        t = threading.Thread(target=e.close)
        t.start()
        t.join()
        with self.assertRaises(cotoan.Error):
            e.best_move(cotoan.Game(), depth=1)

    @unittest.skipUnless(HAVE_RECORDS, "no records")
    def test_games_from_a_reader_outlive_it(self):
        text = played().record() * 3
        it = cotoan.read_games(text)
        first = next(it)
        it.close()
        del it
        gc.collect()
        self.assertEqual(first.history, played().history)
        first.close()
        with self.assertRaises(cotoan.Error):
            first.history


if __name__ == "__main__":
    unittest.main()
