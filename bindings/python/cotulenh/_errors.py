"""The exception hierarchy and the mapping from tl_status codes."""

from _gamekit import _args, _errors

from . import _ffi

# tl_status values (common.h): those both libraries share, then its own
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

ERR_INVALID_SETUP = -10
ERR_NO_SESSION = -11
ERR_CANNOT_END = -12

_base = _errors.base_classes("cotulenh", "TL")
Error = _base.Error
InvalidArgumentError = _base.InvalidArgumentError
OutOfMemoryError = _base.OutOfMemoryError
ArgumentTypeError = _base.ArgumentTypeError


class InvalidPositionError(Error, ValueError):
    """A FEN that does not follow T45 (syntax) or breaks T46/T47 (content)."""


class InvalidSetupError(InvalidPositionError):
    """A valid position that is not a valid free setup (T10)."""


class IllegalMoveError(Error, ValueError):
    """A move that is not legal in the current position."""


class InvalidMoveError(IllegalMoveError):
    """Text that is not a move in LAN or SAN (T48, T49)."""


class GameOverError(IllegalMoveError):
    """The game has ended (T53–T55): no move, resignation or draw is
    possible."""


class NoSessionError(IllegalMoveError):
    """end_deploy() with no open deploy session (T21)."""


class CannotEndDeployError(IllegalMoveError):
    """The open deploy session may not end now (T21: the pieces left on
    the origin cannot stand there, or the position would be illegal)."""


class EmptyHistoryError(Error, IndexError):
    """pop() or undo() with nothing to take back."""


raise_for = _errors.make_raise_for(
    _base,
    {
        ERR_INVALID_POSITION: InvalidPositionError,
        ERR_INVALID_SETUP: InvalidSetupError,
        ERR_ILLEGAL_MOVE: IllegalMoveError,
        ERR_GAME_OVER: GameOverError,
        ERR_NO_HISTORY: EmptyHistoryError,
        ERR_NO_SESSION: NoSessionError,
        ERR_CANNOT_END: CannotEndDeployError,
    },
    _ffi.strerror,
    _ffi.game_error,
    InvalidMoveError,
)

#: The argument converters of this package (they raise ArgumentTypeError
#: and InvalidArgumentError).
args = _args.Converters("cotulenh", _base)
