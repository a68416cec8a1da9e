"""Records of Cờ tư lệnh (cotulenh.read_games, cotulenh.read_game,
Game.record): round trips with deploy sessions in both modes, tags and
comments by turn, sources, errors with their line and column."""

import copy
import io
import os
import pathlib
import pickle
import random
import tempfile
import unittest

from . import support
import cotulenh
from cotulenh import _ffi


def random_game(rng, mode, turns):
    """A game of random turns (deploy sessions and early ends included)."""
    g = cotulenh.Game(rules=cotulenh.Rules(mode=mode))
    played = 0
    while played < turns and g.outcome() is None:
        s = g.session
        if s is not None and s.may_end and rng.random() < 0.3:
            g.end_deploy()
            played += 1
            continue
        moves = g.legal_moves
        if not moves:
            break
        deploys = [m for m in moves if m.is_deploy]
        g.push(rng.choice(deploys if deploys and rng.random() < 0.4 else moves))
        if g.session is None:
            played += 1
    return g


@unittest.skipIf(_ffi.tl_record_write is None, "this libcotulenh has no records")
class RecordTest(unittest.TestCase):
    def sample(self):
        g = cotulenh.Game()
        g.push("Ad3e3")
        g.push("Ad10e10")
        g.tags["Event"] = "Giải cờ tư lệnh"
        g.tags["Red"] = "Lan"
        g.comments[1] = "the artillery opens"
        return g

    def test_write_and_read_back(self):
        g = self.sample()
        text = g.record()
        self.assertIn('[Event "Giải cờ tư lệnh"]', text)
        self.assertIn('[Rules "start=standard mode=total"]', text)
        self.assertIn("1. Ae3 {the artillery opens} 1... Ae10 *\n", text)
        back = cotulenh.read_game(text)
        self.assertEqual(back.history, g.history)
        self.assertEqual(back.fen, g.fen)
        self.assertEqual(back.tags["Event"], "Giải cờ tư lệnh")
        self.assertEqual(back.comments, {1: "the artillery opens"})
        self.assertEqual(back.record(), text)  # the canonical form is stable
        lan = g.record(notation="lan")
        self.assertIn("1. Ad3e3 {the artillery opens} 1... Ad10e10 *", lan)
        self.assertEqual(cotulenh.read_game(lan).history, g.history)
        # pop works on a game whose history was made by the reader
        self.assertEqual(str(back.pop()), "Ad10e10")

    def test_deploy_session_is_one_turn(self):
        g = cotulenh.Game(support.DEPLOY)
        g.push("Nc4>c7")
        self.assertIsNotNone(g.session)
        g.comments[1] = "the navy steps out, the tank stays"
        text = g.record()
        self.assertIn("[Position \"" + support.DEPLOY + "\"]", text)
        back = cotulenh.read_game(text)
        self.assertEqual(back.fen, g.fen)  # the session is still open
        self.assertEqual(back.comments, {1: "the navy steps out, the tank stays"})
        g.end_deploy()
        text = g.record()
        self.assertIn("1. N>c7,| ", text)
        back = cotulenh.read_game(text)
        self.assertEqual(back.history_text(), g.history_text())
        self.assertIsNone(back.session)

    def test_round_trip_of_random_games(self):
        rng = random.Random(2026)
        for i in range(6):
            mode = ("total", "battles")[i % 2]
            g = random_game(rng, mode, rng.randrange(10, 80))
            if g.outcome() is None:
                (g.resign, lambda side: g.agree_draw(), lambda side: g.adjudicate(),
                 lambda side: None)[i % 4]("red")
            turns = len(g.history_text().split())
            g.comments = {t: "c%d" % t for t in range(0, turns + 1, 3)}
            g.tags = {"Event": "random %d" % i, "Blue": "Trần \"Bé\""}
            for notation in ("san", "lan"):
                text = g.record(notation)
                back = cotulenh.read_game(text)
                self.assertEqual(back.history, g.history, text)
                self.assertEqual(back.fen, g.fen)
                self.assertEqual(back.outcome(), g.outcome())
                self.assertEqual(back.points, g.points)
                self.assertEqual(back.rules, g.rules)
                self.assertEqual(back.comments, g.comments)
                self.assertEqual(back.tags["Blue"], "Trần \"Bé\"")
                self.assertEqual(back.record(notation), text)

    def test_endings_and_several_games(self):
        a = self.sample()
        a.resign("blue")
        b = self.sample()
        b.agree_draw()
        c = self.sample()
        c.adjudicate()
        text = a.record() + "\n" + b.record() + "\n" + c.record()
        games = list(cotulenh.read_games(text))
        self.assertEqual(len(games), 3)
        self.assertEqual(games[0].outcome(),
                         cotulenh.Outcome("red", cotulenh.Termination.RESIGNATION))
        self.assertEqual(games[1].outcome().termination, cotulenh.Termination.AGREEMENT)
        self.assertEqual(games[2].outcome().termination, cotulenh.Termination.ADJUDICATION)
        # the reader's resignation is withdrawn by undo, as for played games
        self.assertIsNone(games[0].undo())
        self.assertIsNone(games[0].outcome())

    def test_copies_keep_tags_and_comments(self):
        g = cotulenh.read_game(self.sample().record())
        for c in (g.copy(), copy.copy(g), copy.deepcopy(g), pickle.loads(pickle.dumps(g))):
            self.assertEqual(c.tags, g.tags)
            self.assertEqual(c.comments, g.comments)
            self.assertEqual(c.history, g.history)
        c = g.copy()
        c.tags["Event"] = "changed"
        self.assertEqual(g.tags["Event"], "Giải cờ tư lệnh")

    def test_extra_tags_and_comments_arguments(self):
        g = self.sample()
        text = g.record(tags={"Site": "Hà Nội"}, comments={0: "before"})
        back = cotulenh.read_game(text)
        self.assertEqual(back.tags["Site"], "Hà Nội")
        self.assertEqual(back.comments[0], "before")
        self.assertNotIn("Site", g.tags)
        with self.assertRaises(ValueError):
            g.record(tags={"bad name": "x"})
        with self.assertRaises(ValueError):
            g.record(notation="short")
        with self.assertRaises(TypeError):
            g.record(notation=None)
        with self.assertRaises(TypeError):
            g.record(comments={2.5: "x"})
        with self.assertRaises(ValueError):
            g.record(comments={1: "a } b"})
        with self.assertRaises(TypeError):
            g.record(tags={"Event": b"x"})

    def test_sources(self):
        text = self.sample().record()
        self.assertEqual(len(list(cotulenh.read_games(text.encode()))), 1)
        self.assertEqual(len(list(cotulenh.read_games(io.StringIO(text)))), 1)
        with tempfile.TemporaryDirectory() as d:
            p = pathlib.Path(d) / "g.tlr"
            p.write_text(text, encoding="utf-8")
            self.assertEqual(len(list(cotulenh.read_games(p))), 1)
            with open(os.fspath(p), "rb") as f:
                self.assertEqual(len(list(cotulenh.read_games(f))), 1)
        hand = pathlib.Path(support.SOURCE_ROOT) / "tests" / "cotulenh" / "records" / "hand.tlr"
        games = list(cotulenh.read_games(hand))
        self.assertEqual(len(games), 4)
        self.assertEqual(games[0].outcome().termination, cotulenh.Termination.LAND_BATTLE)
        self.assertEqual("".join(g.record() + "\n" for g in games)[:-1],
                         hand.read_text(encoding="utf-8"))
        self.assertIsNone(cotulenh.read_game(""))
        with self.assertRaises(TypeError):
            list(cotulenh.read_games(42))
        with self.assertRaises(TypeError):
            cotulenh.read_games("*", rules="battles")

    def test_errors_have_location(self):
        with self.assertRaises(cotulenh.RecordError) as cm:
            list(cotulenh.read_games('[Event "x"]\n\n1. Ae3 zz *\n'))
        e = cm.exception
        self.assertIsInstance(e, ValueError)
        self.assertIsInstance(e, cotulenh.Error)
        self.assertEqual((e.line, e.column), (3, 8))
        self.assertIn("line 3, column 8", str(e))
        with self.assertRaises(cotulenh.RecordError) as cm:
            list(cotulenh.read_games("1. Ae4 *\n"))  # illegal
        self.assertIn("turn 1. Ae4 is illegal", str(cm.exception))

    def test_rules_of_records(self):
        rules = cotulenh.Rules(mode="battles", start="reduced")
        g = cotulenh.Game(rules=rules)
        g.push("Ad3e3")
        back = cotulenh.read_game(g.record())
        self.assertEqual(back.rules, rules)
        # rules for games without a Rules tag
        back = cotulenh.read_game("1. Ae3 *\n", rules=rules)
        self.assertEqual(back.rules, rules)


if __name__ == "__main__":
    unittest.main()
