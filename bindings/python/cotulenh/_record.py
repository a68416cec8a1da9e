"""Game records (record.h, doc/cotulenh/records.md): reading games from
text and writing a game with its tags and comments; the machinery is
_gamekit._record's, shared with cotoan.  Comments follow turns (a move, or
the steps of a deploy session)."""

from _gamekit import _record as _kit

from . import _errors, _ffi
from ._errors import Error
from ._rules import Rules

#: The notations of Game.record(), the first the default, and their flags.
NOTATIONS = {"san": 0, "lan": 1}


class RecordError(Error, ValueError):
    """A record text that cannot be read: ``line`` and ``column`` (from 1)
    say where, the message is the library's ("line L, column C: ...")."""

    def __init__(self, message, code=None, detail=None, line=None, column=None):
        super().__init__(message, code, detail)
        self.line = line
        self.column = column


def _game_class():
    from ._game import Game

    return Game


def turns(game):
    """The number of turns of a game's history (an unfinished deploy
    session at its end is one)."""
    return len(game.history_text().split())


_RECORDS = _kit.Records(_ffi, "tl", _errors, RecordError, _game_class, NOTATIONS, "turn",
                        turns, Rules)
#: A private tl_record handle (a RecordHandle), freed on exit.
_Record = _RECORDS.Record


def write_record(game, notation="san", tags=None, comments=None):
    """The canonical record text of a game (see Game.record)."""
    return _RECORDS.write(game, notation, tags, comments)


def read_games(source, rules=None):
    """Iterate over the games of a record text.

    ``source`` is the text (str or bytes), a path (``pathlib.Path``) or a
    file object.  ``rules`` (:class:`Rules`) apply to games without a Rules
    tag.  Each game is a :class:`Game` with its turns played and its
    ``tags`` and ``comments`` ({turn: text}) filled.  A malformed record
    raises :class:`RecordError` with its line and column.  Wrong arguments
    raise at once, not at the first game.  The iterator cannot be copied
    or pickled (TypeError).
    """
    return _RECORDS.read_games(source, rules)


def read_game(source, rules=None):
    """The first game of a record text, or None if it holds none."""
    return _RECORDS.read_game(source, rules)
