"""A scripted session with examples/cotoan-engine (issue 3).

Usage: test_protocol.py PATH-TO-cotoan-engine

Each test feeds the engine a script on stdin and checks its answers.  No
timing: every search is bounded by depth or nodes, or stopped by "stop".
"""
import re
import subprocess
import sys
import unittest

ENGINE = None
START = "b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 0"
MOVE = re.compile(r"^[a-i](?:1[01]|[1-9])[a-i](?:1[01]|[1-9])$")


def session(*lines, timeout=120):
    """Run the engine on the given input lines; return its stdout lines.

    "quit" stops a running search at once (as in UCI), while the end of the
    input lets it finish: scripts that want a search's result end without
    "quit".  Lines may be bytes (sent as they are)."""
    text = b"".join((l if isinstance(l, bytes) else l.encode()) + b"\n"
                    for l in lines)
    proc = subprocess.run([ENGINE], input=text, capture_output=True,
                          timeout=timeout)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.decode("utf-8").splitlines()


def responses(out):
    return [l.split(" ", 1)[1] for l in out if l.startswith("response ")]


def errors(out):
    return [l for l in out if l.startswith("info string error: ")]


class Handshake(unittest.TestCase):
    def test_ugi(self):
        out = session("ugi", "isready", "quit")
        self.assertTrue(out[0].startswith("id name cotoan-engine"))
        self.assertTrue(out[1].startswith("id author "))
        options = [l.split()[2] for l in out if l.startswith("option name ")]
        for name in ("Mover", "Target", "Limit", "Level", "Hash"):
            self.assertIn(name, options)
        self.assertEqual(out[-2:], ["ugiok", "readyok"])

    def test_uci_alias(self):
        out = session("uci", "quit")
        self.assertEqual(out[-1], "uciok")
        self.assertNotIn("ugiok", out)

    def test_end_of_input_is_quit(self):
        self.assertEqual(session("isready"), ["readyok"])


class Positions(unittest.TestCase):
    def test_startpos_and_query(self):
        out = session("position startpos", "query p1turn", "query gameover",
                      "query result", "position startpos moves c1c4",
                      "query p1turn", "quit")
        self.assertEqual(responses(out), ["true", "false", "none", "false"])
        self.assertEqual(errors(out), [])

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
                      "setoption name Hash value 2", "go nodes 5000")
        self.assertEqual(errors(out), [])
        best = [l for l in out if l.startswith("bestmove ")]
        self.assertEqual(len(best), 2)
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

    def test_commands_wait_for_the_search(self):
        out = session("position startpos", "go depth 2", "query p1turn",
                      "quit")
        self.assertTrue(out[-2].startswith("bestmove "))
        self.assertEqual(out[-1], "response true")


class ReturnsControl(unittest.TestCase):
    """Every command returns control (issue 11): no limit starts an
    unbounded search, stop and quit end every long job, even while a later
    command waits for it.  The timeouts are generous: a hang fails."""

    def test_absurd_limits_are_errors(self):
        script = ["position startpos", "go movetime 0", "go nodes 0",
                  "go movetime -5", "go nodes -1", "go depth 65",
                  "go movetime 2000000001", "go nodes 1000000000000000000000",
                  "go wtime -1", "go winc 99999999999999999999",
                  "go movestogo 0", "go depth", "query p1turn", "isready",
                  "quit"]
        out = session(*script, timeout=30)
        errs = errors(out)
        self.assertEqual(len(errs), 11, "\n".join(out))
        self.assertIn("movetime must be 1 to", errs[0])
        self.assertIn("nodes must be 1 to", errs[1])
        self.assertEqual([l for l in out if l.startswith("bestmove")], [])
        self.assertEqual(out[-2:], ["response true", "readyok"])

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

    def test_quit_ends_a_deep_perft(self):
        out = session("position startpos", "perft 12", "isready", "d",
                      "quit", timeout=30)
        self.assertIn("info string perft 12 stopped", out)
        self.assertIn("readyok", out)
        self.assertTrue(out[-1].startswith("position "), out)

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
    are played completely; echoed text is escaped (issue 11)."""

    def test_overlong_line_is_rejected_whole(self):
        out = session("x" * (2 * 1024 * 1024) + " quit", "query p1turn",
                      timeout=30)
        self.assertEqual(len(errors(out)), 1)
        self.assertIn("line too long", out[0])
        self.assertEqual(out[-1], "response true")

    def test_nul_line_tail_never_runs(self):
        # Whatever the buffer size, the text after the NUL is not a command.
        for pad in (10, 16378, 70000):
            line = b"bogus\0" + b"y" * pad + b"query p1turn"
            out = session(line, b"isready\0quit", "isready", timeout=30)
            self.assertEqual(responses(out), [], out)
            self.assertEqual(len(errors(out)), 2, out)
            self.assertIn("NUL", errors(out)[0])
            self.assertEqual(out[-1], "readyok")

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

    def test_echo_is_escaped(self):
        out = session(b"bogus\x01\x1b[2J\xff\xc3\xa9\\", "quit")
        self.assertEqual(out, ["info string error: unknown command: "
                               "bogus\\x01\\x1b[2J\\xff\u00e9\\\\"])
        out = session(b"position startpos moves c1c4 \x07\xfe", "quit")
        self.assertEqual(len(errors(out)), 1)
        self.assertNotIn("\x07", out[0])
        self.assertNotIn("\ufffd", out[0])


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
    ENGINE = sys.argv.pop(1)
    unittest.main()
