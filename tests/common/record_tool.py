"""Shared by the tests of the record tools of both games:
tests/cotoan/records/check_tool.py (cotoan-record) and
tests/cotulenh/check_record_tool.py (cotulenh-record).

Both tools are gamekit's record tool (gamekit/gk_record_tool.c) over a
library's reader and writer, so the checks of what they share stand here
once, in RecordToolChecks, which each test file runs against its own tool
with its own hand-written record file (the class attributes below).  A test
file calls main(), which takes the tool's path and the records directory
from the command line.
"""
import os
import subprocess
import sys
import tempfile
import unittest
import xml.etree.ElementTree as ET

TOOL = None
RECORDS = None
SVG = "{http://www.w3.org/2000/svg}"


# The locale variables that choose the language (gk_play_lang_from_env()).
LOCALE_VARS = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def run(*args, stdin=None, timeout=120, lang=None):
    """(exit status, stdout, stderr) of TOOL with args (stdin: bytes), in
    an English locale, or with LANG=lang."""
    env = {k: v for k, v in os.environ.items() if k not in LOCALE_VARS}
    if lang:
        env["LANG"] = lang
    p = subprocess.run([TOOL, *args], input=stdin, capture_output=True, timeout=timeout,
                       env=env)
    return p.returncode, p.stdout.decode("utf-8"), p.stderr.decode("utf-8")


class RecordToolChecks:
    """The checks both record tools pass.  A test class sets ``PROGRAM``
    (its name in messages), ``HAND`` (the file of RECORDS it reads),
    ``GAMES`` (how many games that file holds), ``FIRST_MOVE`` (a legal
    first move of the game, as a record writes it), ``BAD_RECORDS``
    ([(record text, message after "PATH: ")] besides the common ones) and
    ``BAD_USAGE`` (argument lists that exit with status 1 besides the
    common ones), ``NOTATIONS`` (what --write takes, "a or b") and ``UNIT``
    (what --position counts, in English and Vietnamese), and may override ``check_svg(root, position, where)``."""

    PROGRAM = HAND = FIRST_MOVE = NOTATIONS = None
    UNIT = ("", "")
    GAMES = 0
    BAD_RECORDS = BAD_USAGE = ()
    # (game, ply or turn or None for the end, extra options) of the pictures
    SVG_CASES = [(1, None, []), (1, 17, ["--flip"]), (3, None, []),
                 (3, 0, ["--square=20"]), (2, 9, [])]

    def setUp(self):
        self.hand = os.path.join(RECORDS, self.HAND)

    def outcomes(self):
        """The lines the tool prints for the hand file, one a game."""
        rc, out, err = run(self.hand)
        self.assertEqual(rc, 0, err)
        lines = out.splitlines()
        self.assertEqual(len(lines), self.GAMES)
        return lines

    def bad_records(self):
        """BAD_RECORDS and the bad records both tools answer alike."""
        return [*self.BAD_RECORDS,
                ("1. %s\n{open\n" % self.FIRST_MOVE, "line 2, column 1: the comment is not closed"),
                ("[Date \"yesterday\"]\n*\n", "line 1, column 8: Date")]

    def test_check(self):
        rc, out, _ = run("--check", self.hand)
        self.assertEqual(rc, 0)
        self.assertIn("%d games, all valid" % self.GAMES, out)

    def check_svg(self, root, position, where):
        """Game-specific checks of a picture of ``position``."""

    def test_svg_is_well_formed(self):
        for game, at, extra in self.SVG_CASES:
            opt = "--svg" if at is None else "--svg=%d" % at
            rc, out, err = run(opt, "--game=%d" % game, *extra, self.hand)
            self.assertEqual(rc, 0, err)
            root = ET.fromstring(out.encode("utf-8"))
            self.assertEqual(root.tag, SVG + "svg")
            popt = "--position" if at is None else "--position=%d" % at
            rc, position, _ = run(popt, "--game=%d" % game, self.hand)
            self.assertEqual(rc, 0)
            self.check_svg(root, position, (game, at))
            title = root.find(SVG + "title").text
            self.assertTrue(title.endswith(position.strip()), (title, position))

    def test_bad_records_exit_2(self):
        ext = os.path.splitext(self.HAND)[1]
        with tempfile.TemporaryDirectory() as d:
            for i, (text, message) in enumerate(self.bad_records()):
                path = os.path.join(d, "bad%d%s" % (i, ext))
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
                for opts in ([], ["--check"], ["--write"], ["--svg"]):
                    rc, _, err = run(*opts, path)
                    self.assertEqual(rc, 2, (text, opts))
                    self.assertIn(path + ": " + message, err)

    def test_bad_record_languages(self):
        """The reader's message follows --lang, else the locale."""
        ext = os.path.splitext(self.HAND)[1]
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "bad" + ext)
            with open(path, "w", encoding="utf-8") as f:
                f.write("[Date \"yesterday\"]\n*\n")
            vi = path + ": dòng 1, cột 8: Date \"yesterday\" không có dạng YYYY.MM.DD"
            en = path + ": line 1, column 8: Date \"yesterday\" is not YYYY.MM.DD"
            for opts, lang, want in (([], None, en), (["--lang=vi"], None, vi),
                                     ([], "vi_VN.UTF-8", vi), (["--lang=en"], "vi_VN.UTF-8", en)):
                rc, _, err = run(*opts, path, lang=lang)
                self.assertEqual(rc, 2, (opts, lang))
                self.assertIn(want, err, (opts, lang))
        rc, _, err = run("--lang=fr", path)
        self.assertEqual(rc, 1)
        self.assertIn("--lang takes vi or en", err)

    def test_messages_in_both_languages(self):
        """Every class of the tool's own messages in Vietnamese and in
        English: --help, an argument error with its hint, a file that
        cannot be read, a game number past the file's games, the --check
        summary; --lang decides, else the locale."""
        ext = os.path.splitext(self.HAND)[1]
        missing = "/nonexistent/file" + ext
        p = self.PROGRAM
        cases = [
            (["--help"], 0, "out", "usage: %s [OPTIONS] FILE" % p,
             "cách dùng: %s [TÙY CHỌN] TỆP" % p),
            (["--bogus", self.hand], 1, "err",
             "%s: unknown option --bogus\n(%s --help lists the options)\n" % (p, p),
             "%s: không có tùy chọn --bogus\n(%s --help liệt kê các tùy chọn)\n" % (p, p)),
            (["--game=0", self.hand], 1, "err", "--game takes a game number from 1: --game=0",
             "--game nhận số thứ tự của ván cờ, từ 1: --game=0"),
            (["--write=fancy", self.hand], 1, "err", "--write takes %s, not fancy" % self.NOTATIONS,
             "--write nhận %s, không phải fancy" % self.NOTATIONS.replace(" or ", " hoặc ")),
            (["--position=x", self.hand], 1, "err", "not a %s number: x" % self.UNIT[0],
             "không phải số %s: x" % self.UNIT[1]),
            (["--square=2", self.hand], 1, "err", "--square takes ",
             "--square nhận từ "),
            ([self.hand, self.hand], 1, "err", "more than one file: " + self.hand,
             "nhiều hơn một tệp: " + self.hand),
            ([], 1, "err", "%s: no record file given" % p, "%s: chưa cho tệp biên bản" % p),
            ([missing], 1, "err", "%s: cannot read %s\n" % (p, missing),
             "%s: không đọc được %s\n" % (p, missing)),
            (["--game=99", self.hand], 1, "err",
             "%s: %s holds %d games, not 99\n" % (p, self.hand, self.GAMES),
             "%s: %s có %d ván cờ, không phải 99\n" % (p, self.hand, self.GAMES)),
            (["--check", self.hand], 0, "out", "%s: %d games, all valid\n" % (self.hand, self.GAMES),
             "%s: %d ván cờ, tất cả hợp lệ\n" % (self.hand, self.GAMES)),
        ]
        for args, status, stream, en, vi in cases:
            for opts, lang, want in (([], None, en), (["--lang=vi"], None, vi),
                                     ([], "vi_VN.UTF-8", vi), (["--lang=en"], "vi_VN.UTF-8", en)):
                rc, out, err = run(*args, *opts, lang=lang)
                self.assertEqual(rc, status, (args, opts, lang, err))
                self.assertIn(want, out if stream == "out" else err, (args, opts, lang))
        # the Vietnamese help has no English line of the options left
        rc, out, _ = run("--help", "--lang=vi")
        for word in ("only validate", "this text", "Exit status"):
            self.assertNotIn(word, out)

    def test_usage(self):
        rc, out, _ = run("--help")
        self.assertEqual(rc, 0)
        self.assertIn("usage: " + self.PROGRAM, out)
        ext = os.path.splitext(self.HAND)[1]
        for args in [["--bogus", self.hand], [], ["--write=fancy", self.hand],
                     ["--game=0", self.hand], ["/nonexistent/file" + ext],
                     ["--game=9", self.hand]] + [a + [self.hand] for a in self.BAD_USAGE]:
            rc, _, err = run(*args)
            self.assertEqual(rc, 1, args)
            self.assertIn(self.PROGRAM + ":", err)


def main():
    """Run the calling test file's tests on the tool and records directory
    named by the command line (TOOL RECORDS_DIR)."""
    global TOOL, RECORDS
    TOOL, RECORDS = sys.argv[1], sys.argv[2]
    unittest.main(module="__main__", argv=[sys.argv[0], "-v"])
