"""cotulenh-perft prints exactly what cotoan-perft prints, for Co tu lenh.

Usage: check_perft_tool.py COTULENH_PERFT   (run by meson test)
"""
import subprocess
import sys
import unittest

TOOL = None
T58 = "4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C4 r - - 0 1"


def run(*args):
    return subprocess.run([TOOL, *args], capture_output=True, text=True, timeout=120)


class PerftToolTest(unittest.TestCase):
    def test_perft_lines(self):
        r = run("2")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout, "perft 1 116\nperft 2 13460\n")

    def test_reduced(self):
        self.assertEqual(run("--reduced", "1").stdout, "perft 1 114\n")

    def test_divide(self):
        r = run("--divide", "2", T58)
        lines = r.stdout.splitlines()
        self.assertEqual(r.returncode, 0)
        self.assertTrue(lines[-1].startswith("perft 2 "))
        moves = lines[:-1]
        self.assertEqual(moves, sorted(moves))
        self.assertIn("Tc4>_b4", [m.split()[0] for m in moves])
        self.assertEqual(sum(int(m.split()[1]) for m in moves), int(lines[-1].split()[2]))

    def test_moves(self):
        r = run("--moves")
        moves = r.stdout.split()
        self.assertEqual(len(moves), 116)
        self.assertEqual(moves, sorted(moves))
        self.assertIn("Ic5&c4", moves)

    def test_fen_as_words(self):
        self.assertEqual(run("1", *T58.split()).stdout, run("1", T58).stdout)

    def test_bad_input(self):
        for args in (["2", "not a fen"], ["--mode", "x", "1"], ["--frobnicate"], ["99"]):
            r = run(*args)
            self.assertEqual(r.returncode, 2, args)
            self.assertEqual(r.stdout, "", args)
            self.assertTrue(r.stderr, args)


if __name__ == "__main__":
    TOOL = sys.argv[1]
    unittest.main(argv=sys.argv[:1], verbosity=2)
