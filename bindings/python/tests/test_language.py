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

    def test_position_error_labels(self):
        # The label before the detail follows the game's language too.
        for language, label in (("en", self.LABEL_EN), ("vi", self.LABEL_VI)):
            g = self.PKG.Game(language=language)
            with self.assertRaises(self.PKG.InvalidPositionError) as cm:
                setattr(g, self.POSITION, self.BAD_POSITION)
            want = label + ": " + (self.BAD_EN if language == "en" else self.BAD_VI)
            self.assertTrue(str(cm.exception).startswith(want), str(cm.exception))
        self.assertEqual(_game.label("invalid position", "vi"), "thế cờ không hợp lệ")
        self.assertEqual(_game.label("invalid setup", "en"), "invalid setup")

    def test_reader_messages(self):
        # read_games(language=...) : the RecordError and the game's detail
        # in that language; the games read have it.
        for language, want in (("en", self.RECORD_EN), ("vi", self.RECORD_VI)):
            with self.assertRaises(self.PKG.RecordError) as cm:
                list(self.PKG.read_games(self.BAD_RECORD, language=language))
            self.assertIn(want, str(cm.exception))
        with self.assertRaises(self.PKG.RecordError) as cm:
            self.PKG.read_game(self.BAD_RECORD)
        self.assertIn(self.RECORD_EN, str(cm.exception))
        self.assertEqual(self.PKG.read_game("*", language="vi").language, "vi")
        self.assertEqual(self.PKG.read_game("*").language, "en")
        for bad in ("fr", 1, ""):
            with self.assertRaises((self.PKG.InvalidArgumentError, self.PKG.ArgumentTypeError)):
                self.PKG.read_games("*", language=bad)

    def test_reader_without_languages(self):
        records = self.PKG._record._RECORDS
        keep = records.api.reader_set_language
        records.api.reader_set_language = None
        try:
            with self.assertRaises(self.PKG.LanguageUnavailableError):
                self.PKG.read_games("*", language="vi")
            self.assertEqual(self.PKG.read_game("*", language="en").language, "en")
        finally:
            records.api.reader_set_language = keep

    # ---- the language of a record's messages (Game.record, the Record) ----

    DATE_EN = ("Date \"2026.13.01\" is not YYYY.MM.DD (digits or '?', a month 01-12 and a "
               "day 01-31 when given)")
    DATE_VI = ("Date \"2026.13.01\" không có dạng YYYY.MM.DD (chữ số hoặc '?', tháng từ 01 "
               "đến 12 và ngày từ 01 đến 31 nếu có)")

    def test_record_messages(self):
        # Game.record(): a tag or comment it cannot hold is refused with the
        # record's message in the game's language, or the one asked for.
        g = self.PKG.Game()
        bad = {"Date": "2026.13.01"}
        with self.assertRaises(self.PKG.InvalidArgumentError) as cm:
            g.record(tags=bad)
        self.assertEqual(str(cm.exception), "tag 'Date': " + self.DATE_EN)
        self.assertEqual(cm.exception.detail, self.DATE_EN)
        with self.assertRaises(self.PKG.InvalidArgumentError) as cm:
            g.record(tags=bad, language="vi")
        self.assertEqual(str(cm.exception), "thẻ 'Date': " + self.DATE_VI)
        g.language = "vi"
        with self.assertRaises(self.PKG.InvalidArgumentError) as cm:
            g.record(tags=bad)
        self.assertEqual((str(cm.exception), cm.exception.detail),
                         ("thẻ 'Date': " + self.DATE_VI, self.DATE_VI))
        with self.assertRaises(self.PKG.InvalidArgumentError) as cm:
            g.record(comments={1: "a}b"})
        self.assertEqual(str(cm.exception), "lời bình 1: lời bình sau {} 1 có '}}' ở vị trí 1 "
                         "(nó sẽ kết thúc lời bình)".format(self.UNIT_VI))
        with self.assertRaises(self.PKG.InvalidArgumentError) as cm:
            g.record(tags=bad, language="en")
        self.assertEqual(str(cm.exception), "tag 'Date': " + self.DATE_EN)
        with self.assertRaises(self.PKG.InvalidArgumentError) as cm:
            g.record(comments={1: "a}b"}, language="en")
        self.assertEqual(str(cm.exception), "comment 1: the comment after {} 1 holds '}}' at "
                         "offset 1 (it would end the comment)".format(self.UNIT_EN))
        self.assertIn("[Result", g.record(language="en"))
        self.assertEqual(g.record(language="vi"), g.record())
        with self.assertRaises(self.PKG.InvalidArgumentError):
            g.record(language="fr")
        with self.assertRaises(self.PKG.ArgumentTypeError):
            g.record(language=1)

    def test_record_language_property(self):
        # The private Record handle: language "en" at first, settable, a bad
        # value refused with nothing changed; Record(language=...).
        Record = self.PKG._record._Record
        with Record() as rec:
            self.assertEqual(rec.language, "en")
            rec.language = "vi"
            self.assertEqual(rec.language, "vi")
            for bad, cls in (("fr", self.PKG.InvalidArgumentError), ("", self.PKG.InvalidArgumentError),
                             (1, self.PKG.ArgumentTypeError), (None, self.PKG.ArgumentTypeError)):
                with self.assertRaises(cls):
                    rec.language = bad
                self.assertEqual(rec.language, "vi")
            with self.assertRaises(self.PKG.InvalidArgumentError) as cm:
                rec.set_tag("Date", "2026.13.01")
            self.assertEqual(cm.exception.detail, self.DATE_VI)
            rec.language = "en"
            with self.assertRaises(self.PKG.InvalidArgumentError) as cm:
                rec.set_tag("Date", "2026.13.01")
            self.assertEqual(cm.exception.detail, self.DATE_EN)
            self.assertEqual(rec.tags(), {})
        with Record(language="vi") as rec:
            self.assertEqual(rec.language, "vi")
        with self.assertRaises(self.PKG.InvalidArgumentError):
            Record(language="de")

    def test_record_without_languages(self):
        # A library without *_record_set_language() (libcotoan before 1.6,
        # libcotulenh before 1.5): records speak English; the game's "vi"
        # is not asked of it, an explicit "vi" is LanguageUnavailableError;
        # without *_record_error() either, the bindings' own hint.
        api = self.PKG._record._RECORDS.api
        keep = api.record_set_language, api.record_language, api.record_error
        api.record_set_language = api.record_language = None
        try:
            g = self.PKG.Game(language="vi")
            with self.assertRaises(self.PKG.InvalidArgumentError) as cm:
                g.record(tags={"Date": "2026.13.01"})
            self.assertEqual(str(cm.exception), "tag 'Date': " + self.DATE_EN)
            with self.assertRaises(self.PKG.LanguageUnavailableError) as cm:
                g.record(language="vi")
            self.assertIn("_record_set_language", str(cm.exception))
            self.assertIn("[Result", g.record(language="en"))
            with self.PKG._record._Record() as rec:
                self.assertEqual(rec.language, "en")
                rec.language = "en"
                with self.assertRaises(NotImplementedError):
                    rec.language = "vi"
            api.record_error = None
            with self.assertRaises(self.PKG.InvalidArgumentError) as cm:
                g.record(tags={"Date": "2026.13.01"})
            self.assertIn("(a name is a letter", str(cm.exception))
        finally:
            api.record_set_language, api.record_language, api.record_error = keep

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
    LABEL_EN, LABEL_VI = "invalid position", "thế cờ không hợp lệ"
    BAD_RECORD = "1. c1c1 *"
    RECORD_EN = "line 1, column 4: move 1. c1c1 is illegal: "
    RECORD_VI = "dòng 1, cột 4: nước 1. c1c1 không hợp lệ: "
    UNIT_EN, UNIT_VI = "ply", "nước"

    def test_library_has_languages(self):
        # libcotoan 1.2 has ct_game_set_language: the build under test has it.
        self.assertIsNotNone(cotoan._ffi.ct_game_set_language)


class CotulenhLanguageTest(LanguageChecks, unittest.TestCase):
    PKG = cotulenh
    PREFIX = "tl"
    POSITION = "fen"
    BAD_POSITION = "4c6/11/11/11/11/11/11/11/11/11/11/3C7 r - - 0"
    BAD_EN, BAD_VI = "5 fields, not 6", "5 trường, không phải 6"
    LABEL_EN, LABEL_VI = "invalid FEN", "FEN không hợp lệ"
    BAD_RECORD = "1. Ic6 Ic6 *"
    RECORD_EN = "line 1, column 8: turn 1... Ic6 is illegal: 'Ic6' is not a legal move here"
    RECORD_VI = "dòng 1, cột 8: lượt 1... Ic6 không hợp lệ: 'Ic6' không phải nước đi hợp lệ ở đây"
    UNIT_EN, UNIT_VI = "turn", "lượt"

    def test_constructor_and_setup_labels(self):
        with self.assertRaises(cotulenh.InvalidPositionError) as cm:
            cotulenh.Game(self.BAD_POSITION, language="vi")
        self.assertTrue(str(cm.exception).startswith("FEN không hợp lệ: 5 trường"))
        g = cotulenh.Game(language="vi")
        with self.assertRaises(cotulenh.InvalidPositionError) as cm:
            g.validate_setup(self.BAD_POSITION)
        self.assertTrue(str(cm.exception).startswith("thế bày quân không hợp lệ: 5 trường"))
        g.language = "en"
        with self.assertRaises(cotulenh.InvalidPositionError) as cm:
            g.validate_setup(self.BAD_POSITION)
        self.assertTrue(str(cm.exception).startswith("invalid setup: 5 fields"))


if __name__ == "__main__":
    unittest.main()
