"""Scripted sessions with examples/cotoan-play --interactive (issue 11).

Usage: test_play.py PATH-TO-cotoan-play

Each test feeds the program a script on stdin and checks what it printed.
The engine moves in 10 ms; nothing here depends on which move it finds.
"""
import subprocess
import sys
import unittest

PLAY = None


def session(*lines, side="red", timeout=60):
    """Run cotoan-play on the given input lines (str or bytes); return its
    output."""
    text = b"".join((l if isinstance(l, bytes) else l.encode()) + b"\n"
                    for l in lines)
    proc = subprocess.run([PLAY, "--interactive", "--no-color", "--movetime",
                           "10", "--side", side], input=text,
                          capture_output=True, timeout=timeout)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.decode("utf-8")


class Lines(unittest.TestCase):
    def test_overlong_line_is_discarded_whole(self):
        # 255 characters fill the buffer: "resign" after them must not run.
        out = session("x" * 255 + "resign", "x" * 1000 + "resign", "quit")
        self.assertEqual(out.count("too long"), 2, out)
        self.assertNotIn("Game over", out)
        self.assertNotIn("resign", out)

    def test_nul_line_is_discarded_whole(self):
        out = session(b"board\0resign", "quit")
        self.assertIn("NUL", out)
        self.assertNotIn("Game over", out)

    def test_a_line_of_255_still_works(self):
        out = session(" " * 249 + "resign", "quit")
        self.assertIn("Blue wins (resignation)", out)

    def test_bad_move_is_echoed_escaped(self):
        out = session(b"zz\x1b[2J\xff", "quit")
        self.assertIn("zz\\x1b[2J\\xff: ", out)
        self.assertNotIn("\x1b", out)


class Undo(unittest.TestCase):
    def test_nothing_of_the_humans_to_undo(self):
        # As Blue the engine opens; undo must not take that move back.
        out = session("undo", "board", "quit", side="blue")
        self.assertIn("Nothing to undo", out)
        self.assertNotIn("Took back", out)
        self.assertNotIn("Red to move", out)
        self.assertGreaterEqual(out.count("Blue to move | Red 0, Blue 0 | ply 1"), 2)

    def test_undo_takes_back_move_and_reply(self):
        out = session("c1c4", "undo", "undo", "quit")
        self.assertIn("Took back 2 plies.", out)
        self.assertIn("Nothing to undo", out)
        self.assertTrue(out.rstrip().endswith("Red>"), out[-200:])

class AfterTheEnd(unittest.TestCase):
    def test_draw_after_the_end(self):
        out = session("resign", "draw", "hint", "resign", "quit")
        self.assertEqual(out.count("the game is over"), 3, out)
        self.assertNotIn("accepts the draw", out)
        self.assertNotIn("declines the draw", out)
        self.assertNotIn("Hint:", out)


if __name__ == "__main__":
    PLAY = sys.argv.pop(1)
    unittest.main()
