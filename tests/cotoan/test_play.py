"""Scripted sessions with examples/cotoan-play --interactive.

Usage: test_play.py PATH-TO-cotoan-play

Each test feeds the program a script on stdin and checks what it printed.
The engine moves in 10 ms; nothing here depends on which move it finds.
The checks of the input loop that cotulenh-play shares (gk_play) are in
tests/common/progtest.py (PlayLineChecks), run here by Lines.
"""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import progtest  # noqa: E402


def session(*lines, side="red", timeout=60):
    """Run cotoan-play on the given input lines (str or bytes); return its
    output."""
    return progtest.play_session(*lines, side=side, timeout=timeout)


class Words(progtest.PlayWordsChecks, unittest.TestCase):
    MOVE = "c1c4"
    TIME_UP = "Red's time is up."

    def test_agreed_draw_in_the_library_words(self):
        # The result line and undo name the termination as the library does
        # (ct_termination_text()): "thỏa thuận hòa" under --lang vi.
        out = progtest.play_session("draw", "undo", "quit", extra=["--lang", "vi"])
        if "Máy nhận hòa." not in out:
            self.assertIn("Máy không nhận hòa", out)
            return
        self.assertIn("Ván cờ kết thúc: hòa (thỏa thuận hòa). Điểm: Đỏ 0, Xanh 0.", out)
        self.assertIn("Đã hủy thỏa thuận hòa: ván cờ tiếp tục.", out)
        out = progtest.play_session("draw", "quit", extra=["--lang", "en"])
        if "accepts the draw" in out:
            self.assertIn("Game over: draw (agreement). Score: Red 0, Blue 0.", out)


class Moves(unittest.TestCase):
    def test_each_move_is_said_once(self):
        # the ply, the notation, the library's sentence (which names the side)
        out = session("c1c4", "quit")
        self.assertRegex(out, r"(?m)(^|> ) +1\. 3c4 +Red 3 slides c1\u2013c4$")
        self.assertRegex(out, r"(?m)^ +2\. \S+ +Blue \d+ \S+ .*\[depth \d+, engine ")
        self.assertNotRegex(out, r"(?m)(^|> ) +\d+\. (Red|Blue) ")

    def test_vietnamese_everywhere(self):
        out = progtest.play_session("c1c4", "moves", "hint", "undo", "quit",
                                    env=progtest.environment("vi_VN.UTF-8"))
        self.assertIn("Cờ toán với máy libcotoan (cấp 4). Bạn cầm quân Đỏ.", out)
        self.assertIn("Đỏ đi | Đỏ 0, Xanh 0 | nước 0", out)
        self.assertRegex(out, r"(?m)(^|> ) +1\. 3c4 +Đỏ 3 đi c1\u2013c4$")   # the library's words
        self.assertRegex(out, r"\[độ sâu \d+, máy ")
        self.assertIn("Gợi ý: ", out)
        self.assertIn("Đã đi lại 2 nước.", out)
        for english in ("Red", "Blue", "to move", "Hint", "Took back", "engine"):
            self.assertNotIn(english, out)

    def test_time_out_loses(self):
        # The flag of the side to move falls: it loses.  libcotoan 1.3 ends
        # the game (ct_game_time_out(), undone by undo); before it the
        # program says so and ends.
        rc, out, err = progtest.run_after(1.5, ["--interactive", "--no-color", "--clock",
                                                "0.005", "--lang", "vi"], ["c1c4", "board", "undo"])
        self.assertEqual(rc, 0, err)
        out = out.decode()
        self.assertIn("\nĐỏ hết giờ.\n", out)
        self.assertNotIn("3c4", out)
        if progtest.library_version("cotoan") >= (1, 3):
            self.assertIn("Ván cờ kết thúc: Xanh thắng (hết giờ). Điểm: Đỏ 0, Xanh 0.", out)
            self.assertIn("Kết quả: 0-1", out)
            self.assertIn("Ván cờ kết thúc: 0-1 (hết giờ) | Đỏ 0, Xanh 0 | nước 0", out)
            self.assertIn("Đã hủy hết giờ: ván cờ tiếp tục.", out)
        else:
            self.assertIn("Đỏ hết giờ.\nVán cờ kết thúc: Xanh thắng vì đối phương hết giờ.", out)
            self.assertEqual(out.count("Xanh thắng"), 1, out)
            self.assertEqual(out.count("Đỏ đi | Đỏ 0, Xanh 0 | nước 0"), 1, out)  # no board after


class Lines(progtest.PlayLineChecks, unittest.TestCase):
    pass


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
    progtest.main()
