"""The exception hierarchy and the mapping from tl_status codes (the
machinery, and the classes and codes both game packages have, are
_gamekit._errors, shared with cotoan)."""

from _gamekit import _args, _errors

from . import _ffi

# tl_status values of libcotulenh alone (common.h; those both libraries
# share are in _gamekit._errors)
ERR_INVALID_SETUP = -10
ERR_NO_SESSION = -11
ERR_CANNOT_END = -12

_base = _errors.base_classes("cotulenh", "TL", {
    "InvalidPositionError":
        "A FEN that does not follow T45 (syntax) or breaks T46/T47 (content).",
    "InvalidMoveError": "Text that is not a move in LAN or SAN (T48, T49).",
    "GameOverError": "The game has ended (T53–T55): no move, resignation or draw is\n"
                     "    possible.",
}, __name__)
(Error, InvalidArgumentError, OutOfMemoryError, ArgumentTypeError, InvalidPositionError,
 IllegalMoveError, InvalidMoveError, GameOverError, EmptyHistoryError,
 LanguageUnavailableError) = _base


class InvalidSetupError(InvalidPositionError):
    """A valid position that is not a valid free setup (T10)."""


class NoSessionError(IllegalMoveError):
    """end_deploy() with no open deploy session (T21)."""


class CannotEndDeployError(IllegalMoveError):
    """The open deploy session may not end now (T21: the pieces left on
    the origin cannot stand there, or the position would be illegal)."""


#: The exception classes (exported by the package).
__all__ = list(_errors.Classes.__slots__) + [
    "InvalidSetupError", "NoSessionError", "CannotEndDeployError"]

#: raise_for(code, handle=None, parse_cls=InvalidMoveError, what=None,
#: detail=None): raise the exception for a negative tl_status ``code`` (see
#: cotoan's).
raise_for = _errors.make_raise_for(
    _base,
    {
        ERR_INVALID_SETUP: InvalidSetupError,
        ERR_NO_SESSION: NoSessionError,
        ERR_CANNOT_END: CannotEndDeployError,
    },
    _ffi.LIB.strerror,
    _ffi.game_error,
)

#: The argument converters of this package (they raise ArgumentTypeError
#: and InvalidArgumentError).
args = _args.Converters("cotulenh", _base)


def need(fn, what):
    """fn, or raise cotulenh.Error when the loaded library lacks it (a C
    function declared with required=False is None then)."""
    return _ffi.LIB.need(fn, what, Error)
