"""Records (read_games, Game.record) and SVG pictures."""

import io
import os
import pathlib
import tempfile
import unittest
import xml.etree.ElementTree as ET

from . import support  # noqa: F401
import cotoan
from cotoan import _ffi

PAIR = "b18/4b04/9/4b64/9/9/4r84/4r54/9/4r04/9 r 0 0 0"


@unittest.skipIf(_ffi.ct_record_write is None, "this libcotoan has no records")
class RecordTest(unittest.TestCase):
    def sample(self):
        g = cotoan.Game()
        for m in ("c1c4", "c11c8", "d1d3"):
            g.push(m)
        g.tags["Event"] = "Unit test"
        g.tags["Red"] = "Lan"
        g.comments[1] = "a quiet start"
        return g

    def test_write_and_read_back(self):
        g = self.sample()
        text = g.record()
        self.assertIn('[Event "Unit test"]', text)
        self.assertIn("{a quiet start}", text)
        self.assertIn("3c4", text)
        self.assertTrue(text.rstrip().endswith("*"))
        back = cotoan.read_game(text)
        self.assertEqual(back.history, g.history)
        self.assertEqual(back.position, g.position)
        self.assertEqual(back.tags["Event"], "Unit test")
        self.assertEqual(back.tags["Red"], "Lan")
        self.assertEqual(back.comments, {1: "a quiet start"})
        self.assertEqual(back.record(), text)  # canonical form is stable
        coord = g.record(notation="coord")
        self.assertIn("c1c4", coord)
        self.assertEqual(cotoan.read_game(coord).history, g.history)
        # pop works on a game whose history was made by the reader
        self.assertEqual(str(back.pop()), "d1d3")
        self.assertTrue(back.history[0].short(), "3c4")

    def test_extra_tags_and_comments_arguments(self):
        g = self.sample()
        text = g.record(tags={"Site": "Hà Nội"}, comments={0: "before"})
        back = cotoan.read_game(text)
        self.assertEqual(back.tags["Site"], "Hà Nội")
        self.assertEqual(back.comments[0], "before")
        self.assertNotIn("Site", g.tags)  # the game's own tags are unchanged
        with self.assertRaises(ValueError):
            g.record(tags={"bad name": "x"})
        with self.assertRaises(ValueError):
            g.record(notation="long")

    def test_position_resignation_and_several_games(self):
        a = cotoan.Game(PAIR)
        a.push("8xe8")
        a.resign("blue")
        b = self.sample()
        b.agree_draw()
        text = a.record() + "\n" + b.record()
        games = list(cotoan.read_games(text))
        self.assertEqual(len(games), 2)
        self.assertEqual(games[0].initial_position, PAIR)
        self.assertEqual(games[0].outcome(), cotoan.Outcome("red", cotoan.Termination.RESIGNATION))
        self.assertEqual(games[1].outcome().termination, cotoan.Termination.AGREEMENT)
        self.assertTrue(games[0].history[0].is_capture)
        # the reader's resignation is withdrawn by undo, as for played games
        self.assertIsNone(games[0].undo())
        self.assertIsNone(games[0].outcome())

    def test_sources(self):
        text = self.sample().record()
        self.assertEqual(len(list(cotoan.read_games(text.encode()))), 1)
        self.assertEqual(len(list(cotoan.read_games(io.StringIO(text)))), 1)
        with tempfile.TemporaryDirectory() as d:
            p = pathlib.Path(d) / "g.txt"
            p.write_text(text, encoding="utf-8")
            self.assertEqual(len(list(cotoan.read_games(p))), 1)
            with open(os.fspath(p), "rb") as f:
                self.assertEqual(len(list(cotoan.read_games(f))), 1)
        self.assertIsNone(cotoan.read_game(""))
        with self.assertRaises(TypeError):
            list(cotoan.read_games(42))

    def test_errors_have_location(self):
        with self.assertRaises(cotoan.RecordError) as cm:
            list(cotoan.read_games('[Event "x"]\n\n1. 3c4 zz *\n'))
        e = cm.exception
        self.assertIsInstance(e, ValueError)
        self.assertEqual(e.line, 3)
        self.assertGreater(e.column, 1)
        self.assertIn("line 3", str(e))
        with self.assertRaises(cotoan.RecordError):
            list(cotoan.read_games("1. c1c9 *\n"))  # illegal move

    def test_rules_of_records(self):
        g = cotoan.Game(PAIR, cotoan.Rules.classic())
        g.push("5xe8")
        back = cotoan.read_game(g.record())
        self.assertEqual(back.rules, cotoan.Rules.classic())
        self.assertEqual(back.history, g.history)


@unittest.skipIf(_ffi.ct_game_render_svg is None, "this libcotoan has no SVG")
class SvgTest(unittest.TestCase):
    def test_svg_is_xml(self):
        g = cotoan.Game(PAIR)
        g.push("e5e8")
        svg = g.svg()
        root = ET.fromstring(svg)
        self.assertTrue(root.tag.endswith("svg"))
        self.assertEqual(g._repr_svg_(), svg)

    def test_options_change_the_picture(self):
        g = cotoan.Game()
        g.push("c1c4")
        base = g.svg()
        self.assertNotEqual(g.svg(flip=True), base)
        self.assertNotEqual(g.svg(last_move=False), base)
        self.assertNotEqual(g.svg(coordinates=False), base)
        self.assertNotEqual(g.svg(square=20), base)
        with_arrows = g.svg(arrows=["e2e5", cotoan.Move("a11", "a8"), ("i1", "i5")])
        self.assertGreater(len(with_arrows), len(base))
        ET.fromstring(with_arrows)
        for bad in ({"square": 2}, {"arrows": ["zz"]}, {"arrows": [("a1", "z9")]}):
            with self.assertRaises(ValueError, msg=bad):
                g.svg(**bad)


if __name__ == "__main__":
    unittest.main()
