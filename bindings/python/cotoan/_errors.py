"""The exception hierarchy and the mapping from ct_status codes (the
machinery, and the classes and codes both game packages have, are
_gamekit._errors, shared with cotulenh)."""

from _gamekit import _args, _errors

from . import _ffi

# Error (with ``code`` and ``detail``), InvalidArgumentError (a ValueError),
# OutOfMemoryError (a MemoryError), ArgumentTypeError (a TypeError and, as
# version 1.0 raised ValueError for some of these, a ValueError),
# LanguageUnavailableError (a NotImplementedError), then the
# game errors: InvalidPositionError and IllegalMoveError (ValueErrors),
# InvalidMoveError and GameOverError (IllegalMoveErrors), EmptyHistoryError
# (an IndexError).
_base = _errors.base_classes("cotoan", "CT", {
    "InvalidPositionError": "A position string that does not follow R19 (syntax or content).",
    "InvalidMoveError": "Text that is not a move in either notation (R20, R21).",
    "GameOverError": "The game has ended (R17): no move, resignation or draw is possible.",
}, __name__)
(Error, InvalidArgumentError, OutOfMemoryError, ArgumentTypeError, InvalidPositionError,
 IllegalMoveError, InvalidMoveError, GameOverError, EmptyHistoryError,
 LanguageUnavailableError) = _base
#: The exception classes (exported by the package).
__all__ = list(_errors.Classes.__slots__)

#: raise_for(code, handle=None, parse_cls=InvalidMoveError, what=None,
#: detail=None): raise the exception for a negative ct_status ``code``, with
#: the detail message of ``handle`` (ct_game_error()), or ``detail`` when
#: given (a record's ct_record_error()); ``parse_cls`` is the class for
#: CT_ERR_PARSE (it depends on what was parsed); ``what`` is prefixed to
#: the message.
raise_for = _errors.make_raise_for(_base, {}, _ffi.LIB.strerror, _ffi.game_error)

#: The argument converters of this package (see cotoan._args).
args = _args.Converters("cotoan", _base)


def need(fn, what):
    """fn, or raise cotoan.Error when the loaded library lacks it (a C
    function declared with required=False is None then)."""
    return _ffi.LIB.need(fn, what, Error)
