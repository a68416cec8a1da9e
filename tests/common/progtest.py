"""Shared by the scripted-session tests of the programs of both games:
tests/cotoan/test_protocol.py and tests/cotulenh/test_protocol.py (the engines,
cotoan-engine and cotulenh-engine), tests/cotoan/test_play.py and
tests/cotulenh/test_play.py (cotoan-play and cotulenh-play).

The programs share their protocol loop (gamekit/gk_proto.c) and their play
input loop (gamekit/gk_play.c); so do their tests: the checks of what the
shared code does stand here once, in mixins that each test file runs
against its own program (ProtocolChecks, PlayLineChecks), next to the
helpers that feed a program a script.  A test file calls main(), which
takes the program's path from the command line (PROGRAM).
"""
import os
import subprocess
import sys
import time
import unittest

PROGRAM = None

# The variables that choose a play program's language (gk_play_lang_from_env).
LANG_VARS = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def environment(lang=None):
    """The environment of a program: this one without the language
    variables, then LANG=lang (default C.UTF-8: English)."""
    env = {k: v for k, v in os.environ.items() if k not in LANG_VARS}
    env["LANG"] = lang or "C.UTF-8"
    return env


def script(lines):
    """The input lines (str, or bytes sent as they are), each followed by a
    newline."""
    return b"".join((l if isinstance(l, bytes) else l.encode()) + b"\n" for l in lines)


def run(args, lines, timeout=120, env=None):
    """Run PROGRAM with args on the input lines; return the
    CompletedProcess.  env: the environment (default environment())."""
    return subprocess.run([PROGRAM] + list(args), input=script(lines), capture_output=True,
                          timeout=timeout, env=env or environment())


def run_after(delay, args, lines, timeout=120, env=None):
    """As run(), the input sent only after delay seconds (a human who
    thinks: the clocks run meanwhile); returns (returncode, stdout,
    stderr)."""
    proc = subprocess.Popen([PROGRAM] + list(args), stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=env or environment())
    time.sleep(delay)
    out, err = proc.communicate(script(lines), timeout=timeout)
    return proc.returncode, out, err


def engine_session(*lines, timeout=120):
    """Run the engine on the given input lines; return its stdout lines.

    "quit" stops a running search at once (as in UCI), while the end of the
    input lets it finish: scripts that want a search's result end without
    "quit"."""
    proc = run([], lines, timeout)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.decode("utf-8").splitlines()


def play_session(*lines, side="red", fen=None, extra=(), timeout=120, env=None):
    """Run the play program --interactive (10 ms a move, no colour) on the
    input lines; return its output."""
    args = ["--interactive", "--no-color", "--movetime", "10", "--side", side]
    if fen:
        args += ["--fen", fen]
    proc = run(args + list(extra), lines, timeout, env)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.decode("utf-8")


def responses(out):
    return [l.split(" ", 1)[1] for l in out if l.startswith("response ")]


def errors(out):
    return [l for l in out if l.startswith("info string error: ")]


def bestmoves(out):
    return [l.split()[1] for l in out if l.startswith("bestmove ")]


class ProtocolChecks:
    """What gk_proto does, the same for both engines.  A test class mixes
    this in with unittest.TestCase and sets MOVE (a legal first move of
    Red from the start position) and DISPLAY (how the line of "d" that
    gives the position begins)."""

    MOVE = None
    DISPLAY = None

    def test_uci_alias(self):
        out = engine_session("uci", "quit")
        self.assertEqual(out[-1], "uciok")
        self.assertNotIn("ugiok", out)

    def test_end_of_input_is_quit(self):
        self.assertEqual(engine_session("isready"), ["readyok"])

    def test_startpos_and_query(self):
        out = engine_session("position startpos", "query p1turn", "query gameover",
                             "query result", "position startpos moves " + self.MOVE,
                             "query p1turn", "quit")
        self.assertEqual(responses(out), ["true", "false", "none", "false"])
        self.assertEqual(errors(out), [])

    def test_commands_wait_for_the_search(self):
        out = engine_session("position startpos", "go depth 2", "query p1turn",
                             "quit")
        self.assertTrue(out[-2].startswith("bestmove "), out)
        self.assertEqual(out[-1], "response true")

    def test_absurd_limits_are_errors(self):
        # Every command returns control: no limit starts an
        # unbounded search.
        script = ["position startpos", "go movetime 0", "go nodes 0",
                  "go movetime -5", "go nodes -1", "go depth 65",
                  "go movetime 2000000001", "go nodes 1000000000000000000000",
                  "go wtime -1", "go winc 99999999999999999999",
                  "go movestogo 0", "go depth", "query p1turn", "isready",
                  "quit"]
        out = engine_session(*script, timeout=30)
        errs = errors(out)
        self.assertEqual(len(errs), 11, "\n".join(out))
        self.assertIn("movetime must be 1 to", errs[0])
        self.assertIn("nodes must be 1 to", errs[1])
        self.assertIn("depth must be 1 to 64", errs[4])
        self.assertEqual([l for l in out if l.startswith("bestmove")], [])
        self.assertEqual(bestmoves(out), [])
        self.assertEqual(out[-2:], ["response true", "readyok"])

    def test_quit_ends_a_deep_perft(self):
        out = engine_session("position startpos", "perft 12", "isready", "d",
                             "quit", timeout=30)
        self.assertIn("info string perft 12 stopped", out)
        self.assertIn("readyok", out)
        self.assertTrue(out[-1].startswith(self.DISPLAY), out)

    def test_overlong_line_is_rejected_whole(self):
        out = engine_session("x" * (2 * 1024 * 1024) + " quit", "query p1turn",
                             timeout=30)
        self.assertEqual(len(errors(out)), 1)
        self.assertIn("line too long", out[0])
        self.assertEqual(out[-1], "response true")

    def test_nul_line_tail_never_runs(self):
        # Whatever the buffer size, the text after the NUL is not a command.
        for pad in (10, 16378, 70000):
            line = b"bogus\0" + b"y" * pad + b"query p1turn"
            out = engine_session(line, b"isready\0quit", "isready", timeout=30)
            self.assertEqual(responses(out), [], out)
            self.assertEqual(len(errors(out)), 2, out)
            self.assertIn("NUL", errors(out)[0])
            self.assertEqual(out[-1], "readyok")

    def test_echo_is_escaped(self):
        out = engine_session(b"bogus\x01\x1b[2J\xff\xc3\xa9\\", "quit")
        self.assertEqual(out, ["info string error: unknown command: "
                               "bogus\\x01\\x1b[2J\\xff\u00e9\\\\"])
        out = engine_session(b"position startpos moves " + self.MOVE.encode()
                             + b" \x07\xfe", "quit")
        self.assertEqual(len(errors(out)), 1)
        self.assertNotIn("\x07", out[0])
        self.assertNotIn("\ufffd", out[0])


class PlayLineChecks:
    """What gk_play's input loop does, the same for both play programs:
    over-long lines and NUL bytes are discarded whole, a rejected move is
    echoed escaped.  Mixed in with unittest.TestCase."""

    def test_overlong_line_is_discarded_whole(self):
        # 255 characters fill the buffer: "resign" after them must not run.
        out = play_session("x" * 255 + "resign", "x" * 1000 + "resign", "quit",
                           timeout=60)
        self.assertEqual(out.count("too long"), 2, out)
        self.assertNotIn("Game over", out)
        self.assertNotIn("resign", out)

    def test_nul_line_is_discarded_whole(self):
        out = play_session(b"board\0resign", "quit", timeout=60)
        self.assertIn("NUL", out)
        self.assertNotIn("Game over", out)

    def test_a_line_of_255_still_works(self):
        out = play_session(" " * 249 + "resign", "quit", timeout=60)
        self.assertIn("Blue wins (resignation)", out)

    def test_bad_move_is_echoed_escaped(self):
        out = play_session(b"zz\x1b[2J\xff", "quit", timeout=60)
        self.assertIn("zz\\x1b[2J\\xff: ", out)
        self.assertNotIn("\x1b", out)


def main():
    """Run the calling test file's tests on the program named by the first
    argument."""
    global PROGRAM
    PROGRAM = sys.argv.pop(1)
    unittest.main(module="__main__")
