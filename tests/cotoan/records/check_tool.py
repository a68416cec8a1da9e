#!/usr/bin/env python3
"""Tests of examples/cotoan-record, run by meson:

    check_tool.py COTOAN_RECORD RECORDS_DIR

The SVG it writes is parsed with xml.etree (well-formed XML, one disc per
piece); bad records exit with status 2 and a message with the line and
column; --write output reads back to the same text; --position and
--replay agree with the records.
"""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "common"))
import record_tool  # noqa: E402
from record_tool import SVG, run  # noqa: E402


def pieces_of(position):
    board = position.split()[0]
    return sum(1 for c in board if c in "rb")


class Tool(record_tool.RecordToolChecks, unittest.TestCase):
    PROGRAM = "cotoan-record"
    HAND = "hand.ctr"
    GAMES = 8
    FIRST_MOVE = "7g4"
    BAD_RECORDS = [
        ("[Event \"x\"]\n1. 7g4 7c3 *\n", "line 2, column 8: move 1... 7c3 is illegal"),
    ]
    NOTATIONS = "short or coord"
    UNIT = ("ply", "nước")

    def test_outcomes(self):
        lines = self.outcomes()
        self.assertIn("0-1 (score target) after 58 plies; Red 14, Blue 17", lines[0])
        self.assertIn("1-0 (zero captured)", lines[2])
        self.assertIn("1-0 (resignation)", lines[4])
        self.assertIn("0-1 (no legal move)", lines[7])

    def test_outcomes_and_replay_in_vietnamese(self):
        rc, out, _ = run("--lang=vi", self.hand)
        self.assertEqual(rc, 0)
        lines = out.splitlines()
        self.assertIn("0-1 (đủ điểm) sau 58 nước; Đỏ 14, Xanh 17", lines[0])
        self.assertEqual(lines[2], "ván cờ 3: 1-0 (bắt quân 0) sau 1 nước; Đỏ 0, Xanh 0")
        self.assertIn("1-0 (xin thua)", lines[4])
        rc, out, _ = run("--replay", "--game=1", self.hand, lang="vi_VN.UTF-8")
        self.assertEqual(rc, 0)
        self.assertTrue(out.startswith("ván cờ 1 từ thế cờ "), out[:80])
        self.assertIn(": quân 3 c2\u2013b3 ăn quân Xanh 8  [Đỏ 8, Xanh 0]\n", out)
        self.assertIn("(Nguyễn Văn \"Nam\" đấu với Trần Thị Lan \\ Bé): 0-1 (đủ điểm) sau 58 nước",
                      out)
        rc, out, err = run("--position=99", "--game=3", "--lang=vi", self.hand)
        self.assertEqual(rc, 1)
        self.assertIn("cotoan-record: ván cờ 3 có 1 nước, không phải 99", err)
        rc, _, err = run("--mover=x", "--lang=vi", self.hand)
        self.assertEqual(rc, 1)
        self.assertIn("--mover nhận front hoặc back: --mover=x", err)
        rc, _, err = run("--target=x", "--lang=vi", self.hand)
        self.assertIn("số không hợp lệ: --target=x", err)

    def check_svg(self, root, position, where):
        circles = root.findall(".//" + SVG + "circle")
        self.assertEqual(len(circles), pieces_of(position), where)

    def test_position_after_n_plies(self):
        rc, out, _ = run("--position=0", "--game=3", self.hand)
        self.assertEqual(out.strip(), "b97b1/4b04/9/9/4r94/4r64/9/9/9/4r04/9 r 0 0 20")
        rc, out, _ = run("--position", "--game=3", self.hand)
        self.assertEqual(out.strip(), "b97b1/4r94/9/9/9/4r64/9/9/9/4r04/9 b 0 0 21")
        rc, out, err = run("--position=99", "--game=3", self.hand)
        self.assertEqual(rc, 1)
        self.assertIn("has 1 plies, not 99", err)

    def test_write_round_trip_and_notations(self):
        rc, short, _ = run("--write", self.hand)
        self.assertEqual(rc, 0)
        rc, coord, _ = run("--write=coord", self.hand)
        self.assertEqual(rc, 0)
        self.assertNotEqual(short, coord)
        self.assertIn("1. g1a7 g11i9", coord)
        self.assertIn("1. 7a7 3i9", short)
        # canonical: reading the output and writing it again changes nothing,
        # from either notation
        rc, again, _ = run("--write", "-", stdin=short.encode())
        self.assertEqual(again, short)
        rc, again, _ = run("--write", "-", stdin=coord.encode())
        self.assertEqual(again, short)

    def test_replay(self):
        rc, out, _ = run("--replay", "--game=1", self.hand)
        self.assertEqual(rc, 0)
        self.assertIn("    9.   3xb3  c2b3    Red 4 \u2212 3 = 1", out)
        self.assertIn(": the 3 c2\u2013b3 captures Blue 8  [Red 8, Blue 0]\n", out)
        self.assertIn("{the first capture", out)
        self.assertTrue(out.rstrip().endswith("0-1 (score target) after 58 plies; Red 14, Blue 17"))

if __name__ == "__main__":
    record_tool.main()
