"""The exception hierarchy and the mapping from ct_status codes."""

from . import _ffi

# ct_status values (common.h)
OK = 0
ERR_INVALID_ARGUMENT = -1
ERR_NO_MEMORY = -2
ERR_BUFFER_TOO_SMALL = -3
ERR_PARSE = -4
ERR_INVALID_POSITION = -5
ERR_ILLEGAL_MOVE = -6
ERR_GAME_OVER = -7
ERR_NO_HISTORY = -8
ERR_STRUCT_SIZE = -9


class Error(Exception):
    """Base class of every error raised by cotoan.

    ``code`` is the library's ct_status (a negative int, or None for errors
    found by the bindings themselves) and ``detail`` the library's detail
    message (ct_game_error()), or the short ct_strerror() text when there
    is none.
    """

    def __init__(self, message, code=None, detail=None):
        super().__init__(message)
        self.code = code
        self.detail = detail if detail is not None else message


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


_BY_CODE = {
    ERR_INVALID_ARGUMENT: ValueError,
    ERR_NO_MEMORY: MemoryError,
    ERR_INVALID_POSITION: InvalidPositionError,
    ERR_ILLEGAL_MOVE: IllegalMoveError,
    ERR_GAME_OVER: GameOverError,
    ERR_NO_HISTORY: EmptyHistoryError,
}


def _cls(code, parse_cls):
    if code == ERR_PARSE:
        return parse_cls
    base = _BY_CODE.get(code)
    if base is None:
        return Error
    if issubclass(base, Error):
        return base
    # ValueError / MemoryError: a cotoan.Error that is also that builtin.
    return _MIXED[base]


class InvalidArgumentError(Error, ValueError):
    """An argument out of range (ct_status CT_ERR_INVALID_ARGUMENT)."""


class OutOfMemoryError(Error, MemoryError):
    """The library could not allocate memory (CT_ERR_NO_MEMORY)."""


class ArgumentTypeError(Error, TypeError, ValueError):
    """An argument of the wrong type (a float or None for an int, bytes for a
    str...), found by the bindings.  A TypeError, and also a ValueError:
    version 1.0 raised ValueError for some of these."""


_MIXED = {ValueError: InvalidArgumentError, MemoryError: OutOfMemoryError}


def raise_for(code, handle=None, parse_cls=InvalidMoveError, what=None):
    """Raise the exception for a negative ct_status ``code``.

    ``handle`` is the game whose ct_game_error() holds the detail message;
    ``parse_cls`` is the class for CT_ERR_PARSE (it depends on what was
    parsed); ``what`` is prefixed to the message.
    """
    detail = ""
    if handle is not None:
        detail = _ffi.ct_game_error(handle).decode("utf-8", "replace")
    if not detail:
        detail = _ffi.strerror(code)
    message = "{}: {}".format(what, detail) if what else detail
    raise _cls(code, parse_cls)(message, code, detail)
