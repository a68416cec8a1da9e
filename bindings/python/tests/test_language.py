"""Game.language in both packages: the language of the texts the C library
writes (explanations, error details), set by Game(language=...) or the
property, kept by copies and pickles; a library without languages (an
older libcotoan, a libcotulenh without tl_game_set_language) writes
English and refuses "vi" with LanguageUnavailableError."""

import copy
import pickle
import unittest

from . import support  # noqa: F401  (the package root on sys.path)
import cotoan
import cotulenh
from _gamekit import _game


def without_languages(package):
    """A Game class of ``package`` whose C API lacks the language functions."""
    base = package.Game
    api = _game.CApi(**{name: getattr(base._C, name) for name in _game.CApi.NAMES})
    api.game_set_language = api.game_language = None

    class OldGame(base):
        _C = api

    return OldGame


class LanguageChecks:
    PKG = None

    def has_languages(self):
        return self.PKG.Game._C.game_set_language is not None

    def test_default_and_invalid(self):
        g = self.PKG.Game()
        self.assertEqual(g.language, "en")
        for bad in ("fr", "VI ", ""):
            with self.assertRaises(self.PKG.InvalidArgumentError):
                g.language = bad
        for bad in (None, 1, b"vi"):
            with self.assertRaises(self.PKG.ArgumentTypeError):
                g.language = bad
        self.assertEqual(g.language, "en")
        with self.assertRaises(self.PKG.InvalidArgumentError):
            self.PKG.Game(language="de")
        g.close()
        with self.assertRaises(self.PKG.Error):
            g.language

    def test_vietnamese(self):
        if not self.has_languages():
            self.skipTest("this library has no languages (see test_without_languages)")
        g = self.PKG.Game(language="vi")
        self.assertEqual(g.language, "vi")
        move = g.legal_moves[0]
        vi = g.explain(move).text
        self.assertEqual(copy.copy(g).language, "vi")
        self.assertEqual(pickle.loads(pickle.dumps(g)).language, "vi")
        g.language = "en"
        self.assertEqual(g.language, "en")
        en = g.explain(move).text
        self.assertNotEqual(vi, en)
        self.assertEqual(self.PKG.Game(language="en").explain(move).text, en)

    def test_without_languages(self):
        old = without_languages(self.PKG)
        g = old()
        self.assertEqual(g.language, "en")
        g.language = "en"
        old(language="en")
        with self.assertRaises(self.PKG.LanguageUnavailableError) as cm:
            g.language = "vi"
        self.assertIsInstance(cm.exception, NotImplementedError)
        self.assertIsInstance(cm.exception, self.PKG.Error)
        self.assertIn("_game_set_language", str(cm.exception))
        with self.assertRaises(NotImplementedError):
            old(language="vi")
        with self.assertRaises(self.PKG.InvalidArgumentError):
            g.language = "xx"

    def test_outcome_reason(self):
        # The termination's name follows the game's language (the C
        # *_termination_text(), libcotoan 1.4 / libcotulenh 1.3).
        T = self.PKG.Termination
        for t in T:
            en, vi = t.text("en"), t.text("vi")
            self.assertEqual(en, str(t))
            self.assertTrue(vi)
            self.assertNotEqual(vi, en, t.name)
        self.assertEqual(T.RESIGNATION.text("vi"), "xin thua")
        with self.assertRaises(self.PKG.InvalidArgumentError):
            T.RESIGNATION.text("fr")
        g = self.PKG.Game(language="vi")
        g.resign()
        o = g.outcome()
        self.assertEqual((o.language, o.reason), ("vi", "xin thua"))
        again = pickle.loads(pickle.dumps(o))
        self.assertEqual((again, again.reason), (o, "xin thua"))
        g.language = "en"
        self.assertEqual(g.outcome().reason, "resignation")
        self.assertEqual(g.outcome(), o)  # the same outcome in either language
        self.assertEqual(self.PKG.Outcome("red", T.AGREEMENT).reason, "agreement")
        with self.assertRaises(self.PKG.InvalidArgumentError):
            self.PKG.Outcome("red", T.AGREEMENT, "de")

    def test_reason_with_an_older_library(self):
        # A library without *_termination_text() names terminations in
        # English only, whatever the language asked for.
        t = self.PKG.Termination.RESIGNATION
        string = getattr(self.PKG._ffi, self.PREFIX + "_termination_string")
        self.assertEqual(_game.termination_text(None, string, int(t), "vi", self.PKG._errors.args),
                         "resignation")

    def test_position_errors(self):
        # A malformed position string is refused in the game's language.
        g = self.PKG.Game(language="vi")
        with self.assertRaises(self.PKG.InvalidPositionError) as cm:
            setattr(g, self.POSITION, self.BAD_POSITION)
        self.assertIn(self.BAD_VI, str(cm.exception))
        g.language = "en"
        with self.assertRaises(self.PKG.InvalidPositionError) as cm:
            setattr(g, self.POSITION, self.BAD_POSITION)
        self.assertIn(self.BAD_EN, str(cm.exception))

    def test_missing_symbol_is_reported(self):
        # The real package: either the function is there and "vi" works, or
        # it is not and "vi" raises LanguageUnavailableError.
        g = self.PKG.Game()
        if self.has_languages():
            g.language = "vi"
            self.assertEqual(g.language, "vi")
        else:
            with self.assertRaises(self.PKG.LanguageUnavailableError):
                g.language = "vi"
            self.assertEqual(g.language, "en")


class CotoanLanguageTest(LanguageChecks, unittest.TestCase):
    PKG = cotoan
    PREFIX = "ct"
    POSITION = "position"
    BAD_POSITION = "9/9/9/9/9/9/9/9/9/9/r08 x 0 0 0"
    BAD_EN, BAD_VI = "the side to move must be 'r' or 'b'", "bên đi phải là 'r' hoặc 'b'"

    def test_library_has_languages(self):
        # libcotoan 1.2 has ct_game_set_language: the build under test has it.
        self.assertIsNotNone(cotoan._ffi.ct_game_set_language)


class CotulenhLanguageTest(LanguageChecks, unittest.TestCase):
    PKG = cotulenh
    PREFIX = "tl"
    POSITION = "fen"
    BAD_POSITION = "4c6/11/11/11/11/11/11/11/11/11/11/3C7 r - - 0"
    BAD_EN, BAD_VI = "5 fields, not 6", "5 trường, không phải 6"


if __name__ == "__main__":
    unittest.main()
