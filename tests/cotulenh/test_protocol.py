"""A scripted session with examples/cotulenh-engine.

Usage: test_protocol.py PATH-TO-cotulenh-engine

Each test feeds the engine a script on stdin and checks its answers.  No
timing: every search is bounded by depth or nodes, or stopped by "stop".
The protocol loop is gamekit's (gk_proto), shared with cotoan-engine
(tests/cotoan/test_protocol.py): these tests cover what knows Cờ tư lệnh (turn
records, "|", the options); the checks of the shared parts are in
tests/common/progtest.py (ProtocolChecks), run here by Shared.
"""
import os
import re
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import progtest  # noqa: E402
from progtest import bestmoves, errors, responses  # noqa: E402

START = ("6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/"
         "3A2S2A1/1N2FH1HF2/6C4 r - - 0 1")
# T58: Red N+T on c4, Blue navy b4; the tank's stay capture opens a session.
DEPLOY = "4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C4 r - - 0 1"
# T59: no navy and no air force on either side.
BARE = "4c6/11/11/10i/10i/11/11/11/10I/10I/11/3C7 r - - 0 1"
STEP = r"\+?(?:[CITMEAGSFNH]|\((?:\+?[CITMEAGSFNH]){2,4}\))[a-k](?:1[0-2]|[1-9])>?[x_@&]?[a-k](?:1[0-2]|[1-9])"
# bestmove: one token, the T49 turn record in LAN (or "|" alone, or 0000).
TURN = re.compile(r"^(?:%s(?:,%s)*(?:,\|)?|\||0000)$" % (STEP, STEP))


session = progtest.engine_session


def fens(out):
    return [l[4:] for l in out if l.startswith("fen ")]


class Shared(progtest.ProtocolChecks, unittest.TestCase):
    MOVE = "Ic5c6"
    DISPLAY = "fen "


class Handshake(unittest.TestCase):
    def test_ugi(self):
        out = session("ugi", "isready", "quit")
        self.assertTrue(out[0].startswith("id name cotulenh-engine 1."), out)
        self.assertTrue(out[1].startswith("id author "))
        options = {l.split()[2]: l for l in out if l.startswith("option name ")}
        self.assertEqual(sorted(options), ["Hash", "Level", "Mode", "Seed", "Start"])
        # Level 0, the default: the full engine; 1 to 10 the named levels
        self.assertEqual(options["Level"], "option name Level type spin default 0 min 0 max 10")
        self.assertIn("var total var battles", options["Mode"])
        self.assertIn("var standard var reduced", options["Start"])
        self.assertEqual(out[-2:], ["ugiok", "readyok"])

    def test_newgame(self):
        out = session("position startpos moves Ic5c6", "ucinewgame", "query p1turn",
                      "position startpos moves Ic5c6", "ugi newgame", "d", "quit")
        self.assertEqual(responses(out), ["true"])
        self.assertEqual(fens(out), [START])


class Positions(unittest.TestCase):
    def test_lan_san_and_display(self):
        # LAN and SAN mixed (T48, T49): Ic5&c4 boards the navy, I c8c7.
        out = session("position startpos moves Ic5&c4 Ic7", "d", "quit")
        self.assertEqual(errors(out), [])
        self.assertEqual(fens(out), [
            "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/3e2m2ei/2i8/11/3E2M2EI/2(NI)1GT1TG2/"
            "3A2S2A1/1N2FH1HF2/6C4 r - - 2 2"])
        self.assertTrue(any(l.startswith(" 4 |") and "(NI)" in l for l in out), out)
        i = next(i for i, l in enumerate(out) if l.startswith(" 7 |"))
        self.assertIn("~~~~~~", out[i + 1])  # the river between ranks 7 and 6
        self.assertTrue(out[i + 2].startswith(" 6 |"), out)

    def test_step_by_step_session(self):
        out = session("position fen " + DEPLOY + " moves Tc4>_b4", "query p1turn", "d",
                      "quit")
        self.assertEqual(errors(out), [])
        self.assertEqual(responses(out), ["true"])   # the session is open
        self.assertEqual(fens(out), [
            "4c6/11/11/10i/10i/11/11/11/2(NT)8/10I/11/6C4 r - - 0 1 c4:N:x"])

    def test_turn_records_and_bar(self):
        early = "4c6/11/11/10i/10i/11/11/11/2(NT)8/10I/11/6C4 b - - 0 1"
        out = session("position fen " + DEPLOY + " moves Tc4>_b4,|", "d",
                      "position fen " + DEPLOY + " moves Tc4>_b4 |", "d",
                      "position fen " + DEPLOY + " moves T>_b4,N>b5", "d",
                      "position fen " + DEPLOY + " moves T>_b4,N>b5 Ik8k7", "query p1turn",
                      "quit")
        self.assertEqual(errors(out), [])
        self.assertEqual(fens(out), [
            early, early,
            "4c6/11/11/10i/10i/11/11/1N9/2T8/10I/11/6C4 b - - 0 1"])
        self.assertEqual(responses(out), ["true"])

    def test_the_7th_field_loads(self):
        fen = "4c6/11/11/10i/10i/11/11/11/2(NT)8/10I/11/6C4 r - - 0 1 c4:N:x"
        out = session("position fen " + fen + " moves |", "d", "quit")
        self.assertEqual(errors(out), [])
        self.assertEqual(fens(out), ["4c6/11/11/10i/10i/11/11/11/2(NT)8/10I/11/6C4 b - - 0 1"])

    def test_a_stuck_session_is_refused(self):
        # T21, T37: land pieces left on water with nothing to step can
        # neither go on nor end their session: the FEN is refused, so
        # "query gameover" and "go" never disagree about it.
        stuck = "5c5/11/11/11/11/11/11/11/11/1(FT)9/11/6C4 r - - 0 1 b3:"
        out = session("position startpos moves Ic5c6", "position fen " + stuck,
                      "query p1turn", "query gameover", "d", "quit")
        self.assertEqual(len(errors(out)), 1, out)
        self.assertIn("neither go on nor end", errors(out)[0])
        self.assertEqual(responses(out), ["false", "false"])
        self.assertTrue(fens(out)[0].startswith("6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/2I8/"),
                        out)

    def test_bad_moves_keep_the_position(self):
        # Each bad position command is rejected whole: the last good one stays.
        out = session("position startpos moves Ic5c6",
                      "position startpos moves |",                # no session is open
                      "position fen " + DEPLOY + " moves Tc4>_b4,Zz9",
                      "position fen " + DEPLOY + " moves Tc4>_b4,|,|",
                      "position startpos moves Ic5c6 Ic5c6",       # not Red's turn
                      "position fen " + DEPLOY + " moves Tc4>_b4 Ik8k7",  # session open
                      "query p1turn", "d", "quit")
        self.assertEqual(len(errors(out)), 5, out)
        self.assertIn("no deploy session", errors(out)[0])
        self.assertIn("Zz9", errors(out)[1])
        self.assertEqual(responses(out), ["false"])
        self.assertTrue(fens(out)[0].startswith("6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/2I8/"),
                        out)

    def test_start_option_and_perft(self):
        # T51: 116 / 13,460 / 1,578,767 (standard), 114 / 13,001 (reduced).
        out = session("perft 1", "perft 2", "perft 3", "setoption name Start value reduced",
                      "position startpos", "perft 1", "perft 2", "perft 0", "d",
                      "setoption name Start value standard", "position startpos", "perft 1",
                      timeout=300)
        self.assertEqual([l for l in out if l.startswith("perft ")],
                         ["perft 1 116", "perft 2 13460", "perft 3 1578767",
                          "perft 1 114", "perft 2 13001", "perft 0 1", "perft 1 116"])
        self.assertIn("2i3m3i", fens(out)[0])

    def test_perft_ignores_the_end_of_the_game(self):
        # T50: a third repetition, the halfmove clock or a lost battle do
        # not stop step perft, above the library's subtrees (depth 2) too.
        shuffle = "Cg1g2 Cg12g11 Cg2g1 Cg11g12 " * 2
        out = session("position startpos moves " + shuffle, "query gameover", "perft 3",
                      "position fen " + DEPLOY.replace(" 0 1", " 99 1"), "perft 3",
                      "position fen " + DEPLOY, "perft 3",
                      "setoption name Mode value battles", "position fen " + BARE,
                      "query gameover", "perft 4", "setoption name Mode value total",
                      "position fen " + BARE, "perft 4", timeout=300)
        self.assertEqual(errors(out), [])
        self.assertEqual(responses(out), ["true", "true"])
        self.assertEqual([l for l in out if l.startswith("perft ")],
                         ["perft 3 1578767", "perft 3 51522", "perft 3 51522",
                          "perft 4 187766", "perft 4 187766"])

    def test_perft_of_a_finished_game_counts(self):
        # T50, T56: a side without a commander (T53.1) has lost, but step
        # perft goes on: the same counts as tl_game_perft() and
        # cotulenh-perft, above the library's subtrees (depth 2) too.
        raid = "11/11/11/10i/10i/11/11/11/10I/10I/11/3C7 r - - 0 1"
        out = session("position fen " + raid, "query gameover", "perft 1", "perft 2",
                      "perft 3", "perft 4", timeout=300)
        self.assertEqual(errors(out), [])
        self.assertEqual(responses(out), ["true"])
        self.assertEqual([l for l in out if l.startswith("perft ")],
                         ["perft 1 23", "perft 2 92", "perft 3 2063", "perft 4 13405"])

    def test_perft_in_a_session(self):
        # Step perft (T50): after Tc4>_b4 only the navy steps (T58).
        out = session("position fen " + DEPLOY + " moves Tc4>_b4", "perft 1", "quit")
        self.assertEqual(out, ["perft 1 13"])

    def test_mode_option(self):
        # No navy, no air force on either side: a draw in battles mode (T54),
        # nothing in total war.
        out = session("position fen " + BARE, "query gameover",
                      "setoption name Mode value battles", "query gameover",
                      "query result", "position fen " + BARE, "query gameover",
                      "setoption name mode value TOTAL", "query gameover", "quit")
        self.assertEqual(errors(out), [])
        self.assertEqual(responses(out), ["false", "true", "draw", "true", "false"])


class Search(unittest.TestCase):
    def check_turn_is_playable(self, position, turn):
        """The turn is one token, and playing it passes the turn."""
        self.assertRegex(turn, TURN)
        before = session(position, "query p1turn", "quit")
        out = session(position + (" moves " if " moves " not in position else " ") + turn,
                      "query p1turn", "d", "quit")
        self.assertEqual(errors(out), [], out)
        self.assertNotEqual(responses(out), responses(before))
        self.assertEqual(len(fens(out)[0].split()), 6, out)  # no session left open

    def test_go_depth(self):
        out = session("position startpos moves Ic5c6", "go depth 2")
        for l in out[:-1]:
            if l.startswith("info depth "):
                self.assertRegex(l, r"^info depth \d+ seldepth \d+ score "
                                    r"(cp -?\d+|win \d+|loss \d+) nodes \d+ nps \d+"
                                    r" time \d+ pv( \S+)+$")
        self.assertEqual(len(bestmoves(out)), 1)
        self.check_turn_is_playable("position startpos moves Ic5c6", bestmoves(out)[0])

    def test_pv_is_playable(self):
        # Every info pv lists steps and "|": they are position moves words.
        out = session("position startpos", "go depth 3")
        for l in out:
            if l.startswith("info depth "):
                pv = l.split(" pv ", 1)[1]
                check = session("position startpos moves " + pv, "quit")
                self.assertEqual(errors(check), [], (l, check))

    def test_bestmove_completes_an_open_session(self):
        position = "position fen " + DEPLOY + " moves Tc4>_b4"
        out = session(position, "go depth 2")
        self.assertEqual(errors(out), [])
        turn = bestmoves(out)[0]
        self.assertTrue(turn == "|" or turn.startswith("Nc4>"), turn)
        self.check_turn_is_playable(position, turn)

    def test_bestmove_from_a_stack(self):
        out = session("position fen " + DEPLOY, "go depth 2")
        self.check_turn_is_playable("position fen " + DEPLOY, bestmoves(out)[0])

    def test_bestmoves_from_stacks_are_complete(self):
        # Sessions to open or to finish, at several depths: every answer is
        # a complete turn (with ",|" when it ends the session early, as the
        # engine chooses for some of these).
        guarded = "6c4/11/11/11/11/11/4i6/3i1i5/4(TI)6/11/4i6/5C5 r - - 0 1"
        for position in ("position fen " + guarded,
                         "position fen " + guarded + " moves Te4>xe6",
                         "position fen " + DEPLOY,
                         "position fen " + DEPLOY + " moves Tc4>_b4"):
            for depth in (1, 2, 3):
                out = session(position, "go depth %d" % depth)
                self.check_turn_is_playable(position, bestmoves(out)[0])

    def test_go_nodes_and_levels(self):
        out = session("setoption name Level value 1", "position startpos",
                      "go nodes 5000", "setoption name Level value 10",
                      "setoption name Hash value 2", "setoption name Seed value 7",
                      "go nodes 5000", "setoption name Level value 0", "go nodes 5000")
        self.assertEqual(errors(out), [])
        self.assertEqual(len(bestmoves(out)), 3)
        for b in bestmoves(out):
            self.check_turn_is_playable("position startpos", b)

    def test_go_infinite_and_stop(self):
        out = session("position startpos", "go infinite", "isready", "stop",
                      "isready", "quit")
        self.assertIn("readyok", out)
        self.assertEqual(len(bestmoves(out)), 1)
        self.assertRegex(bestmoves(out)[0], TURN)
        self.assertEqual(out[-1], "readyok")
        # stopped at once (the reader answers stop), even in the first
        # iteration: still a complete turn
        self.check_turn_is_playable("position startpos", bestmoves(out)[0])

    def test_another_command_stops_go_infinite(self):
        out = session("position startpos", "go infinite", "query p1turn", timeout=30)
        self.assertTrue(out[-2].startswith("bestmove "), out)
        self.assertEqual(out[-1], "response true")

    def test_game_over(self):
        # Checkmate-free end: battles mode with no navy left.
        out = session("setoption name Mode value battles", "position fen " + BARE,
                      "go depth 3")
        self.assertEqual(bestmoves(out), ["0000"])

    def test_quit_stops_the_search(self):
        out = session("position startpos", "go depth 64", "quit", timeout=60)
        self.assertEqual(len(bestmoves(out)), 1, out)
        self.assertRegex(bestmoves(out)[0], TURN)


class ReturnsControl(unittest.TestCase):
    def test_clock_limits(self):
        out = session("position startpos", "go wtime 3000 btime 3000 winc 0 binc 0",
                      "go p1time 2000 p2time 10 movestogo 5", "quit", timeout=60)
        self.assertEqual(errors(out), [])
        # "quit" may stop the second search early: it still answers.
        self.assertEqual(len(bestmoves(out)), 2, out)

    def test_stop_while_a_command_waits(self):
        out = session("position startpos", "go nodes 1000000000000", "d",
                      "stop", "isready", timeout=60)
        self.assertEqual(out[-1], "readyok")
        self.assertEqual(len(bestmoves(out)), 1)

    def test_stop_ends_a_deep_perft(self):
        out = session("position startpos", "perft 64", "stop", "perft 1",
                      "query p1turn", timeout=30)
        self.assertEqual(out, ["info string perft 64 stopped", "perft 1 116",
                               "response true"])


class Lines(unittest.TestCase):
    def test_long_move_list_is_rejected_whole(self):
        # 1,200 navy shuffles: the third repetition ends the game (T53.5)
        # early on, so the rest is refused and the position kept.
        moves = " ".join(["Nb2b1", "Nb11b12", "Nb1b2", "Nb12b11"] * 300)
        out = session("position startpos moves Ic5c6", "position startpos moves " + moves,
                      "query p1turn", "quit", timeout=60)
        self.assertEqual(len(errors(out)), 1, out)
        self.assertIn("game is over", errors(out)[0])
        self.assertEqual(responses(out), ["false"])

    def test_long_turn_record_token(self):
        # One word of 100,000 bytes: an error, not a crash.
        out = session("position startpos moves " + ",".join(["Ic5c6"] * 20000),
                      "isready", timeout=30)
        self.assertEqual(len(errors(out)), 1, out)
        self.assertEqual(out[-1], "readyok")


class Errors(unittest.TestCase):
    def test_errors_keep_running(self):
        script = [
            "bogus",
            "position startpos moves Cg1g3",           # the commander is blocked
            "position startpos moves z9z9",            # not a move
            "position fen 11/11 r - - 0 1",            # bad FEN
            "position fen " + START + " sideways",     # a 7th field that is wrong
            "position sideways",
            "position startpos Ic5c6",                 # no "moves"
            "go depth 0",
            "go depth banana",
            "go sideways 3",
            "setoption name Level value 11",
            "setoption name Level value -1",
            "setoption name Mode value quick",
            "setoption name Start value huge",
            "setoption name Hash value 0",
            "setoption name Seed value -1",
            "setoption name Colour value red",
            "setoption Level 3",
            "query everything",
            "query",
            "perft -1",
            "perft 65",
            "perft 2 2",
            "isready",
            "quit",
        ]
        out = session(*script)
        errs = errors(out)
        self.assertEqual(len(errs), len(script) - 2, "\n".join(out))
        self.assertEqual(out[-1], "readyok")
        self.assertEqual([l for l in out if l.startswith("perft ")], [])


if __name__ == "__main__":
    progtest.main()
