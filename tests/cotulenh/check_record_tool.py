#!/usr/bin/env python3
"""Tests of examples/cotulenh-record, run by meson:

    check_record_tool.py COTULENH_RECORD RECORDS_DIR

The SVG it writes is parsed with xml.etree (well-formed XML, its title the
FEN that --position prints); bad records exit with status 2 and a message
with the line and column; --write output reads back to the same text (the
hand file is in canonical form); --position and --replay agree with the
records.
"""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import record_tool  # noqa: E402
from record_tool import run  # noqa: E402


class Tool(record_tool.RecordToolChecks, unittest.TestCase):
    PROGRAM = "cotulenh-record"
    HAND = "hand.tlr"
    GAMES = 4
    FIRST_MOVE = "Ae3"
    BAD_RECORDS = [
        ("[Event \"x\"]\n1. Ae3 Ae4 *\n", "line 2, column 8: turn 1... Ae4 is illegal"),
        ("[Rules \"mode=war\"]\n*\n", "line 1, column 9: Rules tag: mode must be"),
    ]
    BAD_USAGE = [["--mode=war"], ["--square=4"]]
    NOTATIONS = "san or lan"
    UNIT = ("turn", "lượt")

    def test_outcomes(self):
        lines = self.outcomes()
        self.assertEqual(lines[0], "game 1 (Nguyễn Văn \"Nam\" vs Trần Thị Lan): 1-0 "
                                   "(land battle) after 91 turns; Red 360, Blue 200")
        self.assertIn("0-1 (resignation) after 24 turns", lines[1])
        self.assertIn("* (in progress, Blue to move) after 10 turns", lines[2])
        self.assertIn("0-1 (adjudication) after 30 turns; Red 10, Blue 60", lines[3])

    def test_outcomes_and_replay_in_vietnamese(self):
        rc, out, _ = run("--lang=vi", self.hand)
        self.assertEqual(rc, 0)
        lines = out.splitlines()
        self.assertEqual(lines[0], "ván cờ 1 (Nguyễn Văn \"Nam\" đấu với Trần Thị Lan): 1-0 "
                                   "(trận chiến trên bộ) sau 91 lượt; Đỏ 360, Xanh 200")
        self.assertIn("0-1 (xin thua) sau 24 lượt", lines[1])
        self.assertIn("ván cờ 3 (? đấu với ?): * (đang chơi, Xanh đi) sau 10 lượt", lines[2])
        rc, out, _ = run("--replay", "--game=1", self.hand, lang="vi_VN.UTF-8")
        self.assertEqual(rc, 0)
        self.assertTrue(out.startswith("ván cờ 1 từ thế cờ 6c4/"), out[:80])
        self.assertIn("       , |          |            kết thúc lượt tách quân  "
                      "[Đỏ 0, Xanh 10]\n", out)
        self.assertNotIn("Red", out.replace("Red's", ""))
        rc, out, err = run("--position=99", "--game=3", "--lang=vi", self.hand)
        self.assertEqual(rc, 1)
        self.assertIn("cotulenh-record: ván cờ 3 có 10 lượt, không phải 99", err)
        rc, _, err = run("--mode=war", "--lang=vi", self.hand)
        self.assertEqual(rc, 1)
        self.assertIn("--mode nhận total hoặc battles: --mode=war", err)
        rc, _, err = run("--start=x", "--lang=vi", self.hand)
        self.assertIn("--start nhận standard hoặc reduced: --start=x", err)

    def test_position_after_n_turns(self):
        # game 3 starts inside Blue's deploy session on c9 (T47); its first
        # turn finishes that session
        rc, out, _ = run("--position=0", "--game=3", self.hand)
        self.assertTrue(out.strip().endswith(" b - - 7 4 c9:I"), out)
        rc, out, _ = run("--position=1", "--game=3", self.hand)
        self.assertTrue(out.strip().endswith(" r - - 8 5"), out)
        rc, out, err = run("--position=99", "--game=3", self.hand)
        self.assertEqual(rc, 1)
        self.assertIn("game 3 has 10 turns, not 99", err)

    def test_write_round_trip_and_notations(self):
        with open(self.hand, encoding="utf-8") as f:
            hand = f.read()
        rc, san, _ = run("--write", self.hand)
        self.assertEqual(rc, 0)
        self.assertEqual(san, hand)
        rc, lan, _ = run("--write=lan", self.hand)
        self.assertEqual(rc, 0)
        self.assertIn("4. Ij5 A>xj5,|", san)
        self.assertIn("4. Ik5j5 Aj8>xj5,|", lan)
        self.assertIn("10. Sh3 F>g9,T>h8", san)
        # canonical: reading the output and writing it again changes nothing,
        # from either notation
        rc, again, _ = run("--write", "-", stdin=san.encode())
        self.assertEqual(again, san)
        rc, again, _ = run("--write=san", "-", stdin=lan.encode())
        self.assertEqual(again, san)

    def test_replay(self):
        rc, out, _ = run("--replay", "--game=1", self.hand)
        self.assertEqual(rc, 0)
        self.assertIn("    4... A>xj5      Aj8>xj5      Blue artillery j8 steps out of (EA) "
                      "and captures Red infantry j5", out)
        self.assertIn("       , |          |            ends the deploy session  "
                      "[Red 0, Blue 10]\n", out)
        self.assertIn("{Blue's artillery steps out of its stack", out)
        self.assertTrue(out.rstrip().endswith("1-0 (land battle) after 91 turns; Red 360, Blue 200"))

    def test_default_rules(self):
        text = b"1. Ae3 *\n"
        rc, out, _ = run("--write", "--start=reduced", "--mode=battles", "-", stdin=text)
        self.assertEqual(rc, 0)
        self.assertIn('[Rules "start=reduced mode=battles"]', out)

if __name__ == "__main__":
    record_tool.main()
