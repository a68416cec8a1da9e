"""Scripted sessions with examples/cotulenh-play.

Usage: test_play.py PATH-TO-cotulenh-play

Each test feeds the program a script on stdin (--interactive) and checks
what it printed.  The engine thinks 10 ms a turn; nothing here depends on
which turn it finds.  The checks of the input loop that cotoan-play shares
(gk_play) are in tests/common/progtest.py (PlayLineChecks), run here by Lines.
"""
import os
import re
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import progtest  # noqa: E402
from progtest import play_session as session, run, run_after  # noqa: E402

# T58: Red N+T on c4, Blue navy b4.
DEPLOY = "4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C4 r - - 0 1"
# Red's commander g1 is attacked by the Blue infantry on g2.
CHECK = "4c6/11/11/11/11/11/11/11/11/11/6i4/6C4 r - - 0 1"
# A step of the engine: the move number, the step, the library's sentence
# (which names the side, once), the engine's note.
# Red's step N>xb4 (out of the stack on c4, capturing Blue's navy) gives
# check: twelve Red pieces become heroic (T39) and Blue's last piece too
# (T40), so the step's explanation is longer than 512 bytes.
PROMOTIONS = "3A1(TI)cIS2/5MEM3/6S3i/6A4/2F7F/11/11/11/1n(NT)8/11/11/10C r - - 0 1"
ENGINE_STEP = re.compile(r"^ +\d+\. \S+ +Blue .*\[depth \d+, engine ", re.M)


class Board(unittest.TestCase):
    def test_plain_board(self):
        out = session("quit")
        self.assertIn("       a     b     c     d     e     f     g     h     i     j     k", out)
        self.assertRegex(out, r"12 \|   ~     ~     =     \.     \.     \.     c ")
        self.assertIn("~~~f~~", out)    # the fords on the river
        self.assertIn("~~~h~~", out)
        self.assertIn("Red to move | points Red 0, Blue 0 | halfmove 0, move 1", out)
        self.assertNotIn("\x1b", out)

    def test_colour_board(self):
        proc = run(["--interactive", "--color"], ["quit"])
        out = proc.stdout.decode()
        self.assertIn("\x1b[46m", out)   # sea
        self.assertIn("\x1b[47m", out)   # coast
        self.assertIn("\x1b[1;33m~~~f~~", out)  # a ford
        self.assertIn("\x1b[1;34mc", out)       # a Blue piece

    def test_stacks_and_heroes(self):
        out = session("quit", fen="4c6/11/11/11/11/11/11/11/2(+N+FT)8/11/11/6+C4 r - - 0 1")
        self.assertIn("(+N+FT)", out)
        self.assertIn("+C", out)

    def test_blue_sees_its_side_at_the_bottom(self):
        out = session("quit", side="blue")
        lines = out.splitlines()
        ranks = [l for l in lines if re.match(r"^\s*\d+ \|", l)]
        self.assertTrue(ranks[0].startswith(" 1 |"), ranks[0])


class Moves(unittest.TestCase):
    def test_san_and_lan_and_the_reply(self):
        # LAN, then SAN (no Blue piece can reach e2 or e3 in one turn)
        out = session("Ic5c6", "Fe3", "quit")
        self.assertIn("Red infantry c5 moves to c6", out)
        self.assertIn("Red air force e2 moves to e3", out)
        self.assertEqual(len(ENGINE_STEP.findall(out)), 2, out)

    def test_capture_is_explained_with_points_and_check(self):
        out = session("Cxg2", "quit", fen=CHECK)
        self.assertIn("Red is in check.", out)
        self.assertRegex(out, r"Red commander g1 \S+ .*Blue infantry g2")
        self.assertIn("points Red", out)

    def test_deploy_step_by_step(self):
        out = session("T>_b4", "moves", "end", "quit", fen=DEPLOY)
        self.assertIn("fires on Blue navy b4", out)
        self.assertIn("Your deploy session is open", out)
        self.assertIn("Red (deploying)>", out)
        self.assertIn("N>b4", out)    # the moves listing inside the session
        self.assertIn(" end\n", out)
        self.assertIn("Red ends the deploy session", out)
        self.assertEqual(len(ENGINE_STEP.findall(out)), 1, out)

    def test_deploy_as_one_turn(self):
        out = session("Tc4>_b4,N>b5", "quit", fen=DEPLOY)
        self.assertIn("fires on Blue navy b4", out)
        self.assertIn("Red navy c4 steps out of (NT) and moves to b5", out)
        self.assertNotIn("Your deploy session is open", out)
        self.assertEqual(len(ENGINE_STEP.findall(out)), 1, out)

    def test_deploy_turn_ending_early(self):
        out = session("T>_b4,|", "quit", fen=DEPLOY)
        self.assertIn("Red ends the deploy session", out)
        self.assertEqual(len(ENGINE_STEP.findall(out)), 1, out)

    def test_the_board_after_each_deploy_step(self):
        out = session("T>_b4", "N>b5", "quit", fen=DEPLOY)
        step = out.index("fires on Blue navy b4")
        open_ = out.index("Your deploy session is open", step)
        board = out[step:open_]
        self.assertIn("       a     b     c", board)            # the files line
        self.assertRegex(board, r"\n 4 \|.* \| 4\n")           # the rank of the step
        self.assertIn("deploying from c4: may still step N", board)
        self.assertRegex(out[open_:], r"\n 4 \|")               # and after the last step

    def test_each_step_is_said_once(self):
        out = session("Ic5c6", "quit")
        self.assertRegex(out, r"(?m)(^|> ) +1\. Ic6 +Red infantry c5 moves to c6$")
        self.assertNotRegex(out, r"(?m)(^|> ) +\d+\. (Red|Blue) ")
        out = session("T>_b4", "end", "quit", fen=DEPLOY)
        self.assertRegex(out, r"(?m)(^|> ) +1\. \| +Red ends the deploy session$")

    def test_a_long_explanation_is_printed_whole(self):
        out = session("N>xb4", "quit", fen=PROMOTIONS)
        line = next(l for l in out.splitlines() if "N>xb4" in l)
        explanation = line.split("N>xb4", 1)[1].strip()
        self.assertTrue(explanation.startswith("Red navy c4 steps out of (NT) and captures "
                                               "Blue navy b4"), explanation)
        self.assertEqual(explanation.count("becomes heroic"), 13, explanation)
        self.assertIn("; Blue infantry k10 becomes heroic", explanation)
        self.assertTrue(explanation.endswith("; the deploy session on c4 stays open; check"),
                        explanation)
        self.assertGreater(len(explanation.encode()), 512)

    def test_bad_turn_record_plays_nothing(self):
        out = session("Tc4>_b4,Zz9", "end", "quit", fen=DEPLOY)
        self.assertIn("Tc4>_b4,Zz9: ", out)
        self.assertNotIn("fires on", out)
        self.assertIn("end: '|': no deploy session is open", out)
        self.assertEqual(len(ENGINE_STEP.findall(out)), 0, out)

    def test_moves_lists_every_legal_move(self):
        out = session("moves", "quit")
        self.assertIn("116 legal:", out)
        self.assertIn("I&c4", out)

    def test_battles_status(self):
        out = session("quit", extra=["--mode", "battles"])
        self.assertIn("Battles mode (T54)", out)
        self.assertIn("Red navy 2, air 2, land 6", out)

    def test_reduced_start(self):
        out = session("moves", "quit", extra=["--reduced"])
        self.assertIn("114 legal:", out)


class Records(unittest.TestCase):
    """save FILE and load FILE: game records (doc/cotulenh/records.md)."""

    def test_save_then_load_goes_on(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "game.tlr")
            out = session("Tc4>_b4,N>b5", "save " + path, "quit", fen=DEPLOY)
            self.assertIn("Saved the game to " + path + ".", out)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            self.assertIn('[Event "cotulenh-play"]\n', text)
            self.assertIn('[Red "You"]\n[Blue "libcotulenh level 4"]\n', text)
            self.assertIn('[Position "' + DEPLOY + '"]\n', text)
            self.assertRegex(text, r"\n1\. T>_b4,N>b5 \S+ \*\n$")
            # a fresh program loads it: the same position, Red to move, and
            # the game goes on (undo takes back the loaded turns too)
            out = session("load " + path, "board", "undo", "quit")
            self.assertIn("Loaded " + path + " (3 moves and steps).", out)
            self.assertRegex(out, r"Red to move \| points Red 410, Blue \d+ \| halfmove \d+, move 2")
            self.assertIn("Took back 3 steps.", out)
            self.assertEqual(len(ENGINE_STEP.findall(out)), 0, out)

    def test_load_as_blue_lets_the_engine_move(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "start.tlr")
            with open(path, "w", encoding="utf-8") as f:
                f.write("1. Ae3 Ae10 *\n")
            out = session("load " + path, "quit", side="blue")
            self.assertIn("Loaded " + path + " (2 moves and steps).", out)
            self.assertGreaterEqual(len(re.findall(r"^ +\d+\. \S+ +Red .*\[depth \d+, engine ", out,
                                                   re.M)), 2, out)

    def test_resigned_game_loads_over(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "resigned.tlr")
            with open(path, "w", encoding="utf-8") as f:
                f.write("1. Ae3 Ae10 1-0\n")
            out = session("load " + path, "Ic6", "quit")
            self.assertIn("Loaded", out)
            self.assertIn("resignation", out)
            self.assertIn("the game is over", out.lower())

    def test_bad_files(self):
        with tempfile.TemporaryDirectory() as d:
            bad = os.path.join(d, "bad.tlr")
            with open(bad, "w", encoding="utf-8") as f:
                f.write('[Event "x"]\n1. Ae4 *\n')
            empty = os.path.join(d, "empty.tlr")
            open(empty, "w").close()
            out = session("load " + bad, "load " + empty, "load " + os.path.join(d, "none"),
                          "load", "save " + os.path.join(d, "no", "dir.tlr"), "moves", "quit")
            self.assertIn("load: " + bad + ": line 2, column 4: turn 1. Ae4 is illegal", out)
            self.assertIn("load: " + empty + " holds no game", out)
            self.assertIn("load: cannot read " + os.path.join(d, "none"), out)
            self.assertIn("load: give a file name", out)
            self.assertIn("save: cannot write", out)
            self.assertIn("116 legal:", out)  # the game is unchanged


class Commands(unittest.TestCase):
    def test_help_hint_level(self):
        out = session("help", "hint", "level -1", "level 11", "level x", "level 3", "level 0",
                      "quit")
        self.assertIn("undo", out)
        self.assertIn("Hint: ", out)
        self.assertEqual(out.count("level: give a number from 0 to 10"), 3, out)
        self.assertIn("Engine level 3.", out)
        self.assertIn("Engine level 0.", out)
        self.assertIn(" 0 Full strength, 1 Beginner,", out)

    def test_resign_and_after_the_end(self):
        out = session("resign", "draw", "hint", "resign", "end", "quit")
        self.assertIn("Game over: Blue wins (resignation)", out)
        self.assertIn("Result: 0-1", out)
        self.assertEqual(out.count("the game is over"), 4, out)
        self.assertNotIn("Hint:", out)

    def test_draw_offer_is_answered(self):
        out = session("draw", "quit")
        self.assertTrue("accepts the draw" in out or "declines the draw" in out, out)

    def test_nothing_of_the_humans_to_undo(self):
        out = session("undo", "quit", side="blue")
        self.assertIn("Nothing to undo", out)
        self.assertEqual(len(ENGINE_STEP.findall(out.replace("Blue", "Red"))), 0)

    def test_undo_takes_back_turn_and_reply(self):
        out = session("Ic5c6", "undo", "undo", "quit")
        self.assertIn("Took back 2 steps.", out)
        self.assertIn("Nothing to undo", out)
        self.assertTrue(out.rstrip().endswith("Red>"), out[-200:])

    def test_undo_inside_a_session(self):
        out = session("T>_b4", "undo", "quit", fen=DEPLOY)
        self.assertIn("Took back 1 step.", out)
        self.assertTrue(out.rstrip().endswith("Red>"), out[-200:])


class Words(progtest.PlayWordsChecks, unittest.TestCase):
    MOVE = "Ic5c6"
    TIME_UP = "Red's time is up (T55): the game is adjudicated by points."


class Vietnamese(unittest.TestCase):
    def session(self, *lines, **kw):
        return session(*lines, env=progtest.environment("vi_VN.UTF-8"), **kw)

    def test_result_line_in_the_library_words(self):
        # A FEN whose halfmove clock has run out (T53.4): the game is over at
        # once, and the result line names the termination as the library
        # does (tl_termination_text()), in both languages.
        fen = "4c6/11/11/10i/10i/11/11/11/10I/10I/11/3C7 r - - 100 60"
        out = self.session("quit", fen=fen)
        self.assertIn("Ván cờ kết thúc: hòa (100 nửa nước không ăn quân). Điểm: Đỏ", out)
        self.assertIn("Kết quả: 1/2-1/2", out)
        out = session("quit", fen=fen, extra=["--lang", "en"])
        self.assertIn("Game over: draw (halfmove clock). Points: Red", out)

    def test_board_status_and_prompt(self):
        out = self.session("T>_b4", "moves", "quit", fen=DEPLOY)
        self.assertIn("Cờ tư lệnh với máy libcotulenh (cấp 4). Bạn cầm quân Đỏ.", out)
        self.assertIn("sông, chỗ lội ở f và h", out)
        self.assertIn("~ biển   = bờ biển và cửa sông", out)
        self.assertIn("Đỏ đi | điểm Đỏ 330, Xanh 320 | nửa nước 0, nước 1", out)
        self.assertIn("đang tách quân từ c4: còn có thể tách N; có thể kết thúc (gõ end)", out)
        self.assertIn("Lượt tách quân của bạn còn mở", out)
        self.assertIn("Đỏ (đang tách quân)> ", out)
        self.assertIn("nước hợp lệ:", out)

    def test_check_battles_and_the_end(self):
        out = self.session("resign", "quit", fen=CHECK)
        self.assertIn("Đỏ đang bị chiếu tư lệnh.", out)
        self.assertIn("Ván cờ kết thúc: Xanh thắng (xin thua).", out)
        self.assertIn("Gõ undo để đi lại, hoặc quit để thoát.", out)
        out = self.session("quit", extra=["--mode", "battles"])
        self.assertIn("Chế độ từng trận (T54), mất hết một binh chủng là thua: Đỏ hải quân 2, "
                      "không quân 2, lục quân 6", out)


class Clocks(unittest.TestCase):
    def test_flag_fall_is_adjudicated_by_points_and_undone(self):
        # Red's 0.3 s run out before its first step: adjudication by points
        # (T55), 330 to 320 from the deploy position; undo takes it back and
        # the game goes on without clocks.
        rc, out, err = run_after(1.5, ["--interactive", "--no-color", "--movetime", "10",
                                       "--clock", "0.005", "--fen", DEPLOY],
                                 ["T>_b4", "undo", "board", "quit"])
        self.assertEqual(rc, 0, err)
        out = out.decode()
        self.assertIn("Red's time is up (T55): the game is adjudicated by points.", out)
        self.assertIn("Game over: Red wins (adjudication). Points: Red 330, Blue 320.", out)
        self.assertIn("Result: 1-0", out)
        self.assertNotIn("fires on", out)
        self.assertIn("Took back the adjudication: the game goes on.", out)
        self.assertTrue(out.rstrip().endswith("Red>"), out[-200:])


class Lines(progtest.PlayLineChecks, unittest.TestCase):
    def test_end_of_input_leaves(self):
        self.assertTrue(session("Ic5c6").rstrip().endswith("Red>"))


class Demo(unittest.TestCase):
    def test_demo_plays_to_the_end(self):
        proc = run(["--demo", "--movetime", "5", "--no-color", "--mode", "battles"], [],
                   timeout=600)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        out = proc.stdout.decode()
        self.assertIn("Cờ tư lệnh demo", out)
        self.assertRegex(out, r"Result: (1-0|0-1|1/2-1/2)\n")

    def test_no_terminal_means_demo(self):
        proc = run(["--movetime", "5", "--reduced", "--level", "2"], [], timeout=600)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertRegex(proc.stdout.decode(), r"Result: (1-0|0-1|1/2-1/2)\n")

    def test_bad_arguments(self):
        for args in (["--side", "green"], ["--level", "11"], ["--mode", "quick"],
                     ["--movetime", "0"], ["--fen", "11/11 r - - 0 1"], ["--bogus"]):
            proc = run(args + ["--interactive"], ["quit"])
            self.assertEqual(proc.returncode, 2, args)
            self.assertEqual(proc.stdout, b"", args)


if __name__ == "__main__":
    progtest.main()
