"""A scripted session with examples/cotoan-engine.

Usage: test_protocol.py PATH-TO-cotoan-engine

Each test feeds the engine a script on stdin and checks its answers.  No
timing: every search is bounded by depth or nodes, or stopped by "stop".
The checks of the protocol loop that cotulenh-engine shares (gk_proto) are
in tests/common/progtest.py (ProtocolChecks), run here by Shared.
"""
import os
import re
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import progtest  # noqa: E402
from progtest import errors, responses  # noqa: E402

START = "b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 0"
MOVE = re.compile(r"^[a-i](?:1[01]|[1-9])[a-i](?:1[01]|[1-9])$")

session = progtest.engine_session


class Shared(progtest.ProtocolChecks, unittest.TestCase):
    MOVE = "c1c4"
    DISPLAY = "position "


class Handshake(unittest.TestCase):
    def test_ugi(self):
        out = session("ugi", "isready", "quit")
        self.assertTrue(out[0].startswith("id name cotoan-engine"))
        self.assertTrue(out[1].startswith("id author "))
        options = [l.split()[2] for l in out if l.startswith("option name ")]
        for name in ("Mover", "Target", "Limit", "Level", "Hash"):
            self.assertIn(name, options)
        # Level 0, the default: the full engine; 1 to 10 the named levels
        self.assertIn("option name Level type spin default 0 min 0 max 10", out)
        self.assertEqual(out[-2:], ["ugiok", "readyok"])


class Positions(unittest.TestCase):
    def test_both_notations_and_display(self):
        out = session("position startpos moves c1c4 7c8 c4c5", "d", "quit")
        self.assertEqual(errors(out), [])
        pos = [l for l in out if l.startswith("position ")]
        self.assertEqual(
            pos, ["position b9b81b6b5b4b3b2b1/4b04/9/2b76/9/9/2r36/9/9/4r04/"
                  "r1r21r4r5r6r7r8r9 b 0 0 3"])
        self.assertTrue(any(l.startswith("11 |") for l in out))

    def test_fen(self):
        fen = "9/4b04/9/9/4r94/4r64/9/9/9/9/r0b17 r 0 0 0"
        out = session("position fen " + fen + " moves e7e10", "query gameover",
                      "query result", "quit")
        self.assertEqual(errors(out), [])
        self.assertEqual(responses(out), ["true", "p1win"])

    def test_ply_limit_and_draw(self):
        fen = "8b0/9/9/9/9/9/9/9/9/9/r0r17 r 3 3 9"
        out = session("setoption name Limit value 10", "position fen " + fen,
                      "query gameover", "position fen " + fen + " moves b1b2",
                      "query gameover", "query result", "quit")
        self.assertEqual(errors(out), [])
        self.assertEqual(responses(out), ["false", "true", "draw"])


class Search(unittest.TestCase):
    def test_go_depth(self):
        out = session("position startpos moves c1c4", "go depth 3")
        infos = [l for l in out if l.startswith("info depth ")]
        self.assertEqual([int(l.split()[2]) for l in infos], [1, 2, 3])
        for l in infos:
            self.assertRegex(l, r"^info depth \d+ seldepth \d+ score "
                                r"(cp -?\d+|win \d+|loss \d+) nodes \d+ nps \d+"
                                r" time \d+ pv( [a-i]\d+[a-i]\d+)+$")
        best = out[-1].split()
        self.assertEqual(best[0], "bestmove")
        self.assertRegex(best[1], MOVE)

    def test_win_in_one_is_reported(self):
        fen = "9/4b04/9/9/4r94/4r64/9/9/9/9/r0b17 r 0 0 0"
        out = session("position fen " + fen, "go depth 2")
        self.assertIn("score win 1", out[-2])
        self.assertEqual(out[-1], "bestmove e7e10")

    def test_mover_back(self):
        fen = "9/4b04/9/9/4r94/4r64/9/9/9/9/r0b17 r 0 0 0"
        out = session("setoption name Mover value back", "position fen " + fen,
                      "go depth 2")
        self.assertEqual(out[-1], "bestmove e6e10")

    def test_target_option(self):
        # Red 8/7 on c3/c4 take the Blue 3 on c5 (8 - 7 = 1): with 12 points
        # that reaches the default target 15; with target 20 it does not.
        fen = "b17b0/9/9/9/9/9/2b36/2r76/2r86/9/r08 r 12 0 0"
        out = session("position fen " + fen + " moves c4c5", "query result",
                      "setoption name Target value 20",
                      "position fen " + fen + " moves c4c5", "query result",
                      "quit")
        self.assertEqual(responses(out), ["p1win", "none"])

    def test_go_nodes_and_levels(self):
        out = session("setoption name Level value 1", "position startpos",
                      "go nodes 5000", "setoption name Level value 10",
                      "setoption name Hash value 2", "go nodes 5000",
                      "setoption name Level value 0", "go nodes 5000")
        self.assertEqual(errors(out), [])
        best = [l for l in out if l.startswith("bestmove ")]
        self.assertEqual(len(best), 3)
        for b in best:
            self.assertRegex(b.split()[1], MOVE)

    def test_go_infinite_and_stop(self):
        out = session("position startpos", "go infinite", "isready", "stop",
                      "isready", "quit")
        self.assertIn("readyok", out)
        best = [i for i, l in enumerate(out) if l.startswith("bestmove ")]
        self.assertEqual(len(best), 1)
        self.assertRegex(out[best[0]].split()[1], MOVE)
        self.assertEqual(out[-1], "readyok")

    def test_no_move(self):
        fen = "9/9/9/9/9/9/9/9/9/9/r0b17 r 0 0 0"  # Blue has lost its 0
        out = session("position fen " + fen, "go depth 3")
        self.assertEqual(out[-1], "bestmove 0000")

    def test_perft(self):
        out = session("position startpos", "perft 2", "quit")
        self.assertEqual(out, ["perft 2 7456"])


    def test_quit_stops_the_search(self):
        out = session("position startpos", "go depth 64", "quit")
        self.assertTrue(out[-1].startswith("bestmove "))
        self.assertRegex(out[-1].split()[1], MOVE)


class ReturnsControl(unittest.TestCase):
    """Every command returns control: no limit starts an
    unbounded search, stop and quit end every long job, even while a later
    command waits for it.  The timeouts are generous: a hang fails."""

    def test_go_without_a_bound_searches_one_second(self):
        # movestogo alone bounds nothing: one second, like a bare go; the
        # query then waits for the search and is answered.
        out = session("position startpos", "go movestogo 5", "query p1turn",
                      timeout=30)
        self.assertTrue(out[-2].startswith("bestmove "), out)
        self.assertEqual(out[-1], "response true")

    def test_quit_while_a_command_waits(self):
        # The query waits for the search; quit, read behind it, still
        # stops the search at once.
        out = session("position startpos", "go depth 64", "query p1turn",
                      "quit", timeout=30)
        self.assertTrue(out[-2].startswith("bestmove "), out)
        self.assertEqual(out[-1], "response true")

    def test_stop_while_a_command_waits(self):
        out = session("position startpos", "go nodes 1000000000000", "d",
                      "stop", "isready", timeout=30)
        self.assertTrue(out[0].startswith("info depth") or
                        out[0].startswith("bestmove"), out)
        self.assertEqual(out[-1], "readyok")
        self.assertEqual(len([l for l in out if l.startswith("bestmove")]), 1)

    def test_stop_ends_a_deep_perft(self):
        out = session("position startpos", "perft 64", "stop", "perft 2",
                      "query p1turn", timeout=30)
        self.assertEqual(out, ["info string perft 64 stopped", "perft 2 7456",
                               "response true"])

    def test_perft_through_the_walk(self):
        # Deeper than the library call the walk makes (3): same counts as
        # the vectors, the ply limit (R14) included.
        out = session("position startpos", "perft 4",
                      "setoption name Mover value back", "perft 4",
                      "position fen 3b6b54/4b04/9/9/9/3r6r34/9/9/9/4r04/9 b 0 0 239",
                      "perft 4", "perft 1", "perft 65", "perft 3 3", timeout=60)
        self.assertEqual(out[:4], ["perft 4 65025916", "perft 4 65025910",
                                   "perft 4 0", "perft 1 22"])
        self.assertEqual(len(errors(out)), 2, out)


class Lines(unittest.TestCase):
    """Over-long lines and NUL bytes are rejected whole; long move lists
    are played completely; echoed text is escaped."""

    def test_long_move_list_is_played_completely(self):
        # 1,300 plies (an even number: Red to move) beyond any token cap.
        moves = " ".join(["c1c4", "c11c8", "c4c1", "c8c11"] * 325)
        out = session("setoption name Limit value 100000",
                      "position startpos moves " + moves, "query p1turn",
                      "position startpos moves " + moves + " c1c4",
                      "query p1turn", "quit", timeout=60)
        self.assertEqual(errors(out), [])
        self.assertEqual(responses(out), ["true", "false"])

    def test_long_move_list_is_rejected_whole(self):
        # Past the default ply limit (240): rejected, the position kept.
        moves = " ".join(["c1c4", "c11c8", "c4c1", "c8c11"] * 325)
        out = session("position startpos moves c1c4",
                      "position startpos moves " + moves, "query p1turn",
                      "quit", timeout=60)
        self.assertEqual(len(errors(out)), 1)
        self.assertEqual(responses(out), ["false"])


class Errors(unittest.TestCase):
    def test_errors_keep_running(self):
        script = [
            "bogus",
            "position startpos moves e2e3",        # the 0 never moves
            "position startpos moves z9z9",        # not a move
            "position fen 9/9 r 0 0 0",            # bad position
            "position sideways",
            "go depth 0",
            "go depth banana",
            "go sideways 3",
            "setoption name Level value 11",
            "setoption name Level value -1",
            "setoption name Mover value middle",
            "setoption name Colour value red",
            "setoption Level 3",
            "query everything",
            "perft -1",
            "isready",
            "quit",
        ]
        out = session(*script)
        errs = errors(out)
        self.assertEqual(len(errs), len(script) - 2, "\n".join(out))
        self.assertIn("R5", errs[1])
        self.assertEqual(out[-1], "readyok")

    def test_illegal_move_keeps_position(self):
        out = session("position startpos moves c1c4", "query p1turn",
                      "position startpos moves c1c4 c4c5", "query p1turn",
                      "quit")
        # c4c5 is Red's piece with Blue to move: rejected, position kept.
        self.assertEqual(len(errors(out)), 1)
        self.assertEqual(responses(out), ["false", "false"])


if __name__ == "__main__":
    progtest.main()
