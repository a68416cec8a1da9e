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
import re
import select
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


def read_until(fd, out, done, deadline):
    """Read fd onto out (bytes) until done(out) holds, the writer closes
    it (end of file, or EIO from a terminal whose program has exited), or
    time.monotonic() passes deadline; returns (out, whether done(out))."""
    while not done(out):
        left = deadline - time.monotonic()
        if left <= 0:
            break
        if select.select([fd], [], [], min(left, 0.5))[0]:
            try:
                chunk = os.read(fd, 65536)
            except OSError:  # EIO: the program has exited
                break
            if not chunk:
                break
            out += chunk
    return out, done(out)


def run_after(delay, args, lines, timeout=120, env=None, prompt=b"> "):
    """As run(), the input sent only after the program has shown its
    first prompt (``prompt``; when delay > 0) and then delay seconds more (a
    human who thinks: the clocks run meanwhile, however slowly the program
    started); returns (returncode, stdout, stderr)."""
    proc = subprocess.Popen([PROGRAM] + list(args), stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=env or environment())
    out = b""
    if delay > 0:
        out, shown = read_until(proc.stdout.fileno(), out, lambda o: prompt in o,
                                time.monotonic() + timeout)
        if not shown:
            proc.kill()
            proc.communicate()
            raise AssertionError("no prompt %r within %s s: %r" % (prompt, timeout, out))
        time.sleep(delay)
    rest, err = proc.communicate(script(lines), timeout=timeout)
    return proc.returncode, out + rest, err


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


def threaded(test):
    """Marks a test during which the program runs a second thread (the
    status line of the engine's search).  With PROGTEST_THREADED=1 in the
    environment, main() runs these tests alone: the ThreadSanitizer stage
    sets it for the play programs (tests/*/meson.build), which run no other
    thread, so their other tests could show it no race."""
    test.threaded = True
    return test


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


def library_version(game):
    """(major, minor) of the library the programs are built against: the
    header include/GAME/common.h of this tree (game "cotoan" or
    "cotulenh")."""
    prefix = {"cotoan": "CT", "cotulenh": "TL"}[game]
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "include",
                        game, "common.h")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    return tuple(int(re.search(r"#define %s_VERSION_%s (\d+)" % (prefix, part), text).group(1))
                 for part in ("MAJOR", "MINOR"))


def links_libedit():
    """Whether PROGRAM was built with libedit (its line editing)."""
    try:
        out = subprocess.run(["ldd", PROGRAM], capture_output=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return False
    return b"libedit" in out


def pty_session(args, keys, timeout=60, env=None):
    """Run PROGRAM on a pseudo-terminal (stdin and stdout a terminal, as a
    person has), typing each of keys (bytes) once the prompt ("> ") has
    appeared; return everything it wrote."""
    import pty
    pid, fd = pty.fork()
    if pid == 0:
        try:
            os.execve(PROGRAM, [PROGRAM] + list(args), env or environment())
        finally:
            os._exit(127)
    out = b""
    deadline = time.monotonic() + timeout
    try:
        for k in keys:
            out, _ = read_until(fd, out, lambda o: o.rstrip().endswith(b">"), deadline)
            os.write(fd, k)
        out, _ = read_until(fd, out, lambda o: False, deadline)  # to the program's exit
    finally:
        os.close(fd)
        os.waitpid(pid, 0)
    return out.decode("utf-8", "replace")


class PlayWordsChecks:
    """What gk_play does with languages, clocks and undo, the same for both
    play programs.  A test class mixes this in with unittest.TestCase and
    sets MOVE (a legal first move of Red at the start) and TIME_UP (what
    the program prints when Red's flag falls)."""

    MOVE = None
    TIME_UP = None
    VI = "vi_VN.UTF-8"

    def test_vietnamese_from_the_locale(self):
        for var in LANG_VARS:
            env = environment()
            env[var] = self.VI
            out = play_session("help", "resign", "quit", env=env)
            self.assertIn("Đỏ> ", out, var)
            self.assertIn("Lệnh:", out, var)          # the help in Vietnamese
            self.assertIn("Ván cờ kết thúc: Xanh thắng (xin thua).", out, var)
            self.assertIn("Kết quả: 0-1", out, var)
            self.assertNotIn("Red> ", out, var)
            self.assertNotIn("Game over", out, var)

    def test_english_otherwise(self):
        for lang in ("C", "C.UTF-8", "en_GB.UTF-8", "fr_FR.UTF-8"):
            out = play_session("resign", "quit", env=environment(lang))
            self.assertIn("Red> ", out, lang)
            self.assertIn("Game over: Blue wins (resignation).", out, lang)

    def test_lang_option_wins_over_the_locale(self):
        out = play_session("resign", "quit", extra=["--lang", "en"],
                           env=environment(self.VI))
        self.assertIn("Game over: Blue wins (resignation).", out)
        out = play_session("resign", "quit", extra=["--lang", "vi"])
        self.assertIn("Ván cờ kết thúc: Xanh thắng (xin thua).", out)

    def test_undo_after_resigning_says_what_it_did(self):
        out = play_session(self.MOVE, "resign", "undo", "undo", "undo", "quit")
        self.assertIn("Took back the resignation: the game goes on.", out)
        self.assertRegex(out, r"Took back \d+ (plies|steps)\.")
        self.assertIn("Nothing to undo", out)
        self.assertNotIn("Took back 0", out)
        out = play_session("resign", "undo", "quit", env=environment(self.VI))
        self.assertIn("Đã hủy xin thua: ván cờ tiếp tục.", out)

    def test_draw_is_undone_alone(self):
        out = play_session("draw", "undo", "quit")
        if "accepts the draw" in out:
            self.assertIn("Took back the agreement: the game goes on.", out)
        else:
            self.assertIn("declines the draw", out)
            self.assertIn("Nothing to undo", out)

    def test_scores_in_points_with_a_sign(self):
        out = play_session(self.MOVE, "hint", "quit")
        self.assertRegex(out, r"\[depth \d+, engine ([+-][1-9]\d* points?|0 points|"
                              r"wins in \d+|loses in \d+)\]")
        self.assertRegex(out, r"Hint: \S+ \(you ([+-][1-9]\d* points?|0 points|"
                              r"wins in \d+|loses in \d+)\)")
        self.assertNotRegex(out, r"engine [+-]?\d+\.\d")
        vi = play_session(self.MOVE, "quit", env=environment(self.VI))
        self.assertRegex(vi, r"\[độ sâu \d+, máy ([+-][1-9]\d*|0) điểm\]|thắng|thua")

    def test_clock_presets_and_custom(self):
        for arg, shown in (("quick10", "10:00.0"), ("quick15", "15:00.0"),
                           ("total30", "30:00.0"), ("2.5+3", "2:30.0"), ("1", "1:00.0")):
            out = play_session("quit", extra=["--clock", arg])
            self.assertIn("Red " + shown + "> ", out, arg)
        # the increment comes after the human's turn: 3 s + 1 s a turn, so
        # more time left after the first turn than at the start
        out = play_session(self.MOVE, "quit", extra=["--clock", "0.05+1"])
        left = [int(m) * 60 + int(s) + int(t) / 10
                for m, s, t in re.findall(r"Red (\d+):(\d\d)\.(\d)> ", out)]
        self.assertEqual(len(left), 2, out)
        self.assertEqual(left[0], 3.0)
        self.assertGreater(left[1], 3.0)
        # without a clock the prompt is as it was
        self.assertTrue(play_session("quit").rstrip().endswith("Red>"))

    def test_bad_clock_and_lang(self):
        for args in (["--clock", "0"], ["--clock", "-1"], ["--clock", "x"],
                     ["--clock", "5+"], ["--clock", "5+x"], ["--clock", "601"],
                     ["--clock", "1+601"], ["--clock", "quick"], ["--lang", "fr"],
                     ["--lang"]):
            proc = run(["--interactive"] + args, ["quit"])
            self.assertEqual(proc.returncode, 2, args)
            self.assertEqual(proc.stdout, b"", args)

    def test_the_humans_flag_falls(self):
        # 0.3 s on the clock, the first move typed after 1.5 s: never played.
        rc, out, err = run_after(1.5, ["--interactive", "--no-color", "--movetime", "10",
                                       "--clock", "0.005"], [self.MOVE, "quit"])
        self.assertEqual(rc, 0, err)
        out = out.decode()
        self.assertIn("Red 0:00.3> ", out)
        self.assertIn(self.TIME_UP, out)
        self.assertNotIn("[depth", out)

    def test_the_engines_flag_falls(self):
        # 6 ms each: the full engine (level 0) thinks 1 ms a move and soon
        # runs out (a level's node budget can end a move sooner).
        proc = run(["--demo", "--no-color", "--level", "0", "--clock", "0.0001"], [],
                   timeout=300)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertRegex(proc.stdout.decode(), r"(Red|Blue)'s time is up")

    def test_the_engine_keeps_to_its_clock(self):
        # 3 s a side: the engine (Red) moves in its share of it, in time.
        rc, out, err = run_after(0, ["--interactive", "--no-color", "--side", "blue",
                                     "--clock", "0.05"], ["quit"])
        self.assertEqual(rc, 0, err)
        out = out.decode()
        self.assertIn("[depth", out)
        self.assertNotIn("time is up", out)
        self.assertRegex(out, r"Blue 0:0[23]\.\d> ")

    @threaded
    def test_the_engines_clock_counts_down_on_a_terminal(self):
        # 2 min each, the full engine (Red, level 0) has 4 s (a thirtieth)
        # and begins no depth after half of it: it thinks 2 s or more, and
        # the status line, drawn at once and then about every second,
        # shows its clock running, Blue's standing; then both clocks after
        # its move.
        out = pty_session(["--no-color", "--side", "blue", "--level", "0",
                           "--clock", "2", "--lang", "en"], [b"quit\r"], timeout=120)
        shown = re.findall(r"\rThe engine is thinking… Red (\d+):(\d\d)\.(\d) \| Blue 2:00\.0", out)
        left = [int(m) * 60 + int(s) + int(t) / 10 for m, s, t in shown]
        self.assertGreaterEqual(len(left), 2, out[-2000:])
        self.assertEqual(left, sorted(left, reverse=True), out[-2000:])
        self.assertLess(left[-1], left[0], out[-2000:])
        # the status line is erased before the move is printed
        after = out[out.rindex("The engine is thinking… "):]
        self.assertRegex(after, r"^[^\n]*\r +\r", out[-2000:])
        self.assertRegex(out, r"Clocks: Red 1:5\d\.\d \| Blue 2:00\.0")

    def test_the_status_line_in_vietnamese(self):
        # The same words in Vietnamese, on a 1-minute clock: the engine
        # thinks 1 s or more (half of its 2 s), time for the line drawn at
        # once; its second thread was run under ThreadSanitizer by the test
        # above.
        out = pty_session(["--no-color", "--side", "blue", "--level", "0",
                           "--clock", "1", "--lang", "vi"], [b"quit\r"], timeout=120)
        self.assertRegex(out, r"\rMáy đang nghĩ… Đỏ (0:5\d|1:00)\.\d \| Xanh 1:00\.0", out[-2000:])
        after = out[out.rindex("Máy đang nghĩ… "):]
        self.assertRegex(after, r"^[^\n]*\r +\r", out[-2000:])
        self.assertRegex(out, r"Đồng hồ: Đỏ 0:5\d\.\d \| Xanh 1:00\.0")

    def test_both_clocks_after_every_move_no_status_line_in_a_pipe(self):
        # the human's move (the clocks as the engine starts), the engine's
        # reply (its time spent); into a pipe no carriage return at all
        out = play_session(self.MOVE, "quit", extra=["--clock", "1"])
        lines = re.findall(r"^Clocks: Red (\d:\d\d\.\d) \| Blue (\d:\d\d\.\d)$", out, re.M)
        self.assertEqual(len(lines), 2, out)
        self.assertEqual(lines[0][1], "1:00.0")
        self.assertEqual(lines[0][0], lines[1][0])
        self.assertNotIn("\r", out)
        self.assertNotIn("thinking", out)
        vi = play_session(self.MOVE, "quit", extra=["--clock", "1"], env=environment(self.VI))
        self.assertEqual(len(re.findall(r"^Đồng hồ: Đỏ \d:\d\d\.\d \| Xanh \d:\d\d\.\d$",
                                        vi, re.M)), 2, vi)
        # without a clock, no clocks
        self.assertNotIn("Clocks:", play_session(self.MOVE, "quit"))

    def test_line_editing_and_history_on_a_terminal(self):
        if not links_libedit():
            self.skipTest("built without libedit")
        # "board", then the up arrow and Enter: the history gives "board"
        # again; Ctrl-A moves to the start of the line ("quit" typed as
        # "uit", Ctrl-A, "q").
        out = pty_session(["--no-color", "--movetime", "10"],
                          [b"board\r", b"\x1b[A\r", b"uit\x01q\r"])
        self.assertGreaterEqual(out.count("Red to move |"), 3, out[-2000:])
        self.assertNotIn("\\x1b[A", out)
        self.assertNotIn("uitq", out)


def _tests(suite):
    for t in suite:
        if isinstance(t, unittest.TestSuite):
            yield from _tests(t)
        else:
            yield t


def main():
    """Run the calling test file's tests on the program named by the first
    argument (with PROGTEST_THREADED=1, those marked threaded() alone)."""
    global PROGRAM
    PROGRAM = sys.argv.pop(1)
    if os.environ.get("PROGTEST_THREADED") != "1":
        unittest.main(module="__main__")
        return
    every = unittest.defaultTestLoader.loadTestsFromModule(sys.modules["__main__"])
    chosen = [t for t in _tests(every)
              if getattr(getattr(t, t._testMethodName, None), "threaded", False)]
    if not chosen:
        sys.exit("PROGTEST_THREADED=1: no test is marked threaded()")
    result = unittest.TextTestRunner(verbosity=2).run(unittest.TestSuite(chosen))
    sys.exit(0 if result.wasSuccessful() else 1)
