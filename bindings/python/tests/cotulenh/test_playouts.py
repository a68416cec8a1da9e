"""Seeded random playouts through the package: after every step the FEN
loads back to itself (sessions included), the hash is the one of the
reloaded FEN, the history replays (as Moves, and as LAN turn records with
play()), copies and pickles agree, and popping everything gives back the
initial position."""

import pickle
import random
import unittest

from . import support  # noqa: F401
import cotulenh
from cotulenh import Game, Rules


def playout(rng, rules, steps):
    g = Game(rules=rules)
    for _ in range(steps):
        if g.is_over():
            break
        s = g.session
        if s is not None and s.may_end and rng.random() < 0.3:
            g.end_deploy()
            continue
        moves = g.legal_moves
        if not moves:
            break
        captures = [m for m in moves if m.is_capture]
        g.push(rng.choice(captures if captures and rng.random() < 0.5 else moves))
        yield g


class PlayoutTest(unittest.TestCase):
    def test_playouts(self):
        rng = random.Random(20261201)
        games = steps = sessions = 0
        for rules in (Rules(), Rules(mode="battles"), Rules(start="reduced")):
            for _ in range(6):
                g = None
                for g in playout(rng, rules, 80):
                    steps += 1
                    fen = g.fen
                    back = Game(fen, rules)
                    self.assertEqual(back.fen, fen)
                    self.assertEqual(back.hash(), g.hash())
                    self.assertEqual(back.session, g.session)
                    self.assertEqual(back.turn, g.turn)
                    sessions += g.session is not None
                if g is None:
                    continue
                games += 1
                hist = g.history
                self.assertEqual(g.copy().history, hist)
                dup = pickle.loads(pickle.dumps(g))
                self.assertEqual((dup.fen, dup.history, dup.outcome()),
                                 (g.fen, hist, g.outcome()))
                self.assertEqual([str(m) for m in dup.history], [str(m) for m in hist])
                # a game made in C (play) rebuilds its Move list with the same LAN
                replay = Game(g.initial_fen, rules.replace(mode="total"))
                replay.play(g.history_text("lan"))
                self.assertEqual(replay.fen, g.fen)
                self.assertEqual([str(m) for m in replay.history], [str(m) for m in hist])
                self.assertEqual(replay.history_text(), g.history_text())
                first = Game(g.initial_fen, rules)
                h0 = first.hash()
                while g.history:
                    g.pop()
                self.assertEqual(g.fen, first.fen)
                self.assertEqual(g.hash(), h0)
        self.assertEqual(games, 18)
        self.assertGreater(steps, 500)
        self.assertGreater(sessions, 0)


if __name__ == "__main__":
    unittest.main()
