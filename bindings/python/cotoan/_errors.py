"""The exception hierarchy and the mapping from ct_status codes (the
machinery is _gamekit._errors, shared with cotulenh)."""

from _gamekit import _args, _errors

from . import _ffi

# ct_status values (common.h): the same as libcotulenh's first ones
from _gamekit._errors import (  # noqa: F401  (re-exported)
    ERR_BUFFER_TOO_SMALL,
    ERR_GAME_OVER,
    ERR_ILLEGAL_MOVE,
    ERR_INVALID_ARGUMENT,
    ERR_INVALID_POSITION,
    ERR_NO_HISTORY,
    ERR_NO_MEMORY,
    ERR_PARSE,
    ERR_STRUCT_SIZE,
    OK,
)

# Error (with ``code`` and ``detail``), InvalidArgumentError (a ValueError),
# OutOfMemoryError (a MemoryError) and ArgumentTypeError (a TypeError and,
# as version 1.0 raised ValueError for some of these, a ValueError).
_base = _errors.base_classes("cotoan", "CT")
Error = _base.Error
InvalidArgumentError = _base.InvalidArgumentError
OutOfMemoryError = _base.OutOfMemoryError
ArgumentTypeError = _base.ArgumentTypeError


class InvalidPositionError(Error, ValueError):
    """A position string that does not follow R19 (syntax or content)."""


class IllegalMoveError(Error, ValueError):
    """A move that is not legal in the current position."""


class InvalidMoveError(IllegalMoveError):
    """Text that is not a move in either notation (R20, R21)."""


class GameOverError(IllegalMoveError):
    """The game has ended (R17): no move, resignation or draw is possible."""


class EmptyHistoryError(Error, IndexError):
    """pop() or undo() with nothing to take back."""


#: raise_for(code, handle=None, parse_cls=InvalidMoveError, what=None):
#: raise the exception for a negative ct_status ``code``, with the detail
#: message of ``handle`` (ct_game_error()); ``parse_cls`` is the class for
#: CT_ERR_PARSE (it depends on what was parsed); ``what`` is prefixed to
#: the message.
raise_for = _errors.make_raise_for(
    _base,
    {
        ERR_INVALID_POSITION: InvalidPositionError,
        ERR_ILLEGAL_MOVE: IllegalMoveError,
        ERR_GAME_OVER: GameOverError,
        ERR_NO_HISTORY: EmptyHistoryError,
    },
    _ffi.strerror,
    lambda handle: _ffi.ct_game_error(handle).decode("utf-8", "replace"),
    InvalidMoveError,
)

#: The argument converters of this package (see cotoan._args).
args = _args.Converters("cotoan", _base)
