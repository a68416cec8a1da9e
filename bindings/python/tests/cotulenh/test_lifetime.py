"""Copies, pickle, closed games and threads."""

import copy
import pickle
import threading
import unittest

from . import support
from .. import kit
import cotulenh
from cotulenh import _ffi


def played():
    g = cotulenh.Game(support.DEPLOY)
    g.push("Tc4>_b4")
    g.end_deploy()
    g.push(g.legal_moves[0])
    return g


class CopyTest(unittest.TestCase):
    def check_independent(self, a, b):
        self.assertIsNot(a, b)
        self.assertEqual(b.fen, a.fen)
        self.assertEqual(b.initial_fen, a.initial_fen)
        self.assertEqual(b.history, a.history)
        self.assertEqual([str(m) for m in b.history], [str(m) for m in a.history])
        self.assertEqual(b.rules, a.rules)
        self.assertEqual(b.points, a.points)
        self.assertEqual(b.outcome(), a.outcome())
        self.assertNotEqual(b._h.value, a._h.value)
        fen = a.fen
        b.push(b.legal_moves[0])
        self.assertEqual(a.fen, fen)
        b.pop()

    def test_copies_are_real(self):
        g = played()
        g.rules = cotulenh.Rules(start="reduced")
        for dup in (g.copy(), copy.copy(g), copy.deepcopy(g), pickle.loads(pickle.dumps(g))):
            with self.subTest(dup=dup):
                self.check_independent(g, dup)
                while dup.history:
                    dup.pop()
                self.assertEqual(dup.fen, support.DEPLOY)

    def test_rules_changed_after_moves(self):
        # Played in total war, then set to battles: over (Blue has lost its
        # navy, Red has no air force) after moves legal when played.
        g = played()
        g.rules = cotulenh.Rules(mode="battles")
        self.assertEqual(g.outcome().termination, cotulenh.Termination.BATTLES_BOTH)
        for dup in (pickle.loads(pickle.dumps(g)), copy.copy(g)):
            self.assertEqual(dup.rules, g.rules)
            self.assertEqual(dup.outcome(), g.outcome())
            self.assertEqual([str(m) for m in dup.history], [str(m) for m in g.history])
            self.assertEqual(dup.fen, g.fen)

    def test_forced_ends_survive_pickle(self):
        for end in (lambda g: g.resign("red"), lambda g: g.resign("blue"),
                    lambda g: g.agree_draw(), lambda g: g.adjudicate()):
            g = played()
            end(g)
            for dup in (pickle.loads(pickle.dumps(g)), copy.copy(g)):
                self.assertEqual(dup.outcome(), g.outcome())
                self.assertEqual(dup.points, g.points)
                self.assertIsNone(dup.undo())  # withdrawn as in the original
                self.assertIsNone(dup.outcome())
                self.assertEqual(len(dup.history), len(g.history))

    def test_open_session_survives_pickle(self):
        g = cotulenh.Game(support.DEPLOY)
        g.push("Tc4>_b4")
        dup = pickle.loads(pickle.dumps(g))
        self.assertEqual(dup.session, g.session)
        self.assertEqual(dup.fen, g.fen)

    def test_values_pickle(self):
        g = played()
        for v in (g.legal_moves[0], g.history[1], cotulenh.Rules("battles", "reduced"),
                  g.stack_at("c4"), cotulenh.Piece("blue", "F", True), g.outcome(),
                  cotulenh.Outcome("red", cotulenh.Termination.CHECKMATE),
                  cotulenh.PieceType.MISSILE, cotulenh.Kind.STAY):
            back = pickle.loads(pickle.dumps(v))
            self.assertEqual(back, v)
            self.assertEqual(str(back), str(v))

class ClosedTest(unittest.TestCase):
    CALLS = {
        "adjudicate": (), "adjudication": (), "agree_draw": (), "air_defence": ("red",),
        "attacks": ("c4",), "battles_lost": ("red",), "copy": (), "end_deploy": (),
        "explain": ("Ic5c6",), "fen": None, "fullmove": None, "halfmove": None, "hash": (),
        "history": None, "history_text": (), "in_check": (), "initial_fen": None,
        "is_check": (), "is_checkmate": (), "is_game_over": (), "is_stalemate": (), "is_legal": ("Ic5c6",), "is_over": (),
        "is_valid_setup": (support.START,), "lan": ("Ic5c6",), "language": None, "legal_moves": None,
        "move_stack": None, "outcome": (), "parse_move": ("Ic5c6",), "peek": (),
        "perft": (1,), "piece_map": (), "play": ("Ic5c6",), "points": None, "pop": (),
        "push": ("Ic5c6",), "record": (), "render": (), "reset": (), "resign": (), "resolve": ("Ic5c6",),
        "result": (), "rules": None, "san": ("Ic5c6",), "session": None,
        "set_fen": (support.START,), "stack_at": ("c4",), "stacks": (), "svg": (),
        "turn": None, "undo": (), "validate_setup": (support.START,),
    }

    def test_every_entry_point(self):
        public = {n for n in dir(cotulenh.Game) if not n.startswith("_")} - {"close", "closed"}
        self.assertEqual(public, set(self.CALLS), "update CALLS")
        g = played()
        g.close()
        g.close()  # twice is fine
        self.assertTrue(g.closed)
        for name, a in sorted(self.CALLS.items()):
            with self.subTest(name=name):
                with self.assertRaises(cotulenh.Error):
                    v = getattr(g, name)
                    if a is not None:
                        v(*a)
        for attr, value in (("fen", support.START), ("rules", cotulenh.Rules()), ("language", "en")):
            with self.assertRaises(cotulenh.Error):
                setattr(g, attr, value)
        with self.assertRaises(cotulenh.Error):
            g._repr_svg_()
        with self.assertRaises(cotulenh.Error):
            str(g)
        self.assertIn("closed", repr(g))

    def test_with_block(self):
        with cotulenh.Game() as g:
            self.assertFalse(g.closed)
        self.assertTrue(g.closed)


class ThreadTest(kit.HandleChecks, unittest.TestCase):
    """Threads, close() while a handle is in use, closed games and raw
    handles are not copied (kit's checks, and the games in threads)."""

    PKG = cotulenh
    PERFT3 = 1578767

    MORE_USE = ("stacks",)
    played = staticmethod(played)

    def read_handle(self, h, game_class):
        # the history, and the FEN
        buf = _ffi.ctypes.create_string_buffer(_ffi.TL_FEN_MAX)
        self.assertGreater(_ffi.tl_game_fen(h, buf, _ffi.TL_FEN_MAX), 0)
        return kit.HandleChecks.read_handle(h, game_class)

    def test_games_in_threads(self):
        # Separate games in separate threads give the same counts.
        out = []

        def run():
            g = cotulenh.Game()
            out.append((g.perft(2), len(g.legal_moves)))

        ts = [threading.Thread(target=run) for _ in range(4)]
        for t in ts:
            t.start()
        for t in ts:
            t.join()
        self.assertEqual(out, [(13460, 116)] * 4)

if __name__ == "__main__":
    unittest.main()
