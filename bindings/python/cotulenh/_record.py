"""Game records (record.h, doc/cotulenh/records.md): the record handle and
writing a game with its tags and comments (the readers are ._read); the machinery is
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


def turns(game):
    """The number of turns of a game's history (an unfinished deploy
    session at its end is one)."""
    return len(game.history_text().split())


#: The record functions of record.h (see _gamekit._record.RecordApi).
RECORD_API = _kit.RecordApi.of(_ffi, "tl", _errors.need)

_RECORDS = _kit.Records(RECORD_API, "tl", _errors, RecordError, NOTATIONS, "turn", turns,
                        Rules)
#: A private tl_record handle (a RecordHandle), freed on exit.
_Record = _RECORDS.Record


def write_record(game, notation="san", tags=None, comments=None, language=None):
    """The canonical record text of a game (see Game.record)."""
    return _RECORDS.write(game, notation, tags, comments, language)
