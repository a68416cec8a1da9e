"""The exception machinery of the game packages.

:func:`base_classes` makes the classes every package has (its ``Error``
base, ``InvalidArgumentError``, ``OutOfMemoryError``,
``ArgumentTypeError``, ``LanguageUnavailableError`` and the game errors), named as members of that
package so that ``repr()``, tracebacks and pickle show ``cotulenh.Error``
and not a private module.  A package derives its own classes from its
``Error`` and builds its ``raise_for`` with :func:`make_raise_for` from a
table {status code: class}.
"""

# The status codes both libraries have, with the same values (ct_status,
# tl_status in common.h); each library adds its own after these.
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


#: The status code of each game error every package has (the class of
#: InvalidMoveError is chosen by what was parsed: ERR_PARSE).
_GAME_ERROR_CODES = (
    ("InvalidPositionError", ERR_INVALID_POSITION),
    ("IllegalMoveError", ERR_ILLEGAL_MOVE),
    ("GameOverError", ERR_GAME_OVER),
    ("EmptyHistoryError", ERR_NO_HISTORY),
)


class Classes:
    """The base exception classes of one package (see base_classes); it
    unpacks in the order of its slots."""

    __slots__ = ("Error", "InvalidArgumentError", "OutOfMemoryError", "ArgumentTypeError",
                 "InvalidPositionError", "IllegalMoveError", "InvalidMoveError",
                 "GameOverError", "EmptyHistoryError", "LanguageUnavailableError")

    def __iter__(self):
        return iter([getattr(self, name) for name in self.__slots__])


def base_classes(module, prefix, docs=None, game_module=None):
    """The base exception classes of package ``module`` ("cotulenh"),
    whose C status names start with ``prefix`` ("TL"); ``docs`` gives the
    docstrings of the game errors ({class name: text}) in the package's
    words, ``game_module`` their ``__module__`` (default ``module``; the
    packages give "<package>._errors", where pickle finds them).

    Each call makes a new set of classes, so that every package has its
    own ``Error`` (``except cotoan.Error`` does not catch cotulenh's)."""
    docs = docs or {}

    class Error(Exception):
        def __init__(self, message, code=None, detail=None):
            Exception.__init__(self, message)
            self.code = code
            self.detail = detail if detail is not None else message

    Error.__doc__ = (
        "Base class of every error raised by {m}.\n\n"
        "``code`` is the library's status (a negative int, or None for errors\n"
        "found by the bindings themselves) and ``detail`` the library's detail\n"
        "message (the game's last error), or the short status text when there\n"
        "is none.".format(m=module))

    class InvalidArgumentError(Error, ValueError):
        pass

    InvalidArgumentError.__doc__ = (
        "An argument out of range ({}_ERR_INVALID_ARGUMENT, or found by the "
        "bindings).".format(prefix))

    class OutOfMemoryError(Error, MemoryError):
        pass

    OutOfMemoryError.__doc__ = (
        "The library could not allocate memory ({}_ERR_NO_MEMORY).".format(prefix))

    class LanguageUnavailableError(Error, NotImplementedError):
        """A language the loaded C library cannot write (an older library
        writes English only): see ``Game.language``."""

    class ArgumentTypeError(Error, TypeError, ValueError):
        """An argument of the wrong type (a float or None for an int, bytes for a
        str...), found by the bindings.  A TypeError, and also a ValueError."""

    class InvalidPositionError(Error, ValueError):
        """A position text that the library does not accept (syntax or content)."""

    class IllegalMoveError(Error, ValueError):
        """A move that is not legal in the current position."""

    class InvalidMoveError(IllegalMoveError):
        """Text that is not a move in any notation of the game."""

    class GameOverError(IllegalMoveError):
        """The game has ended: no move, resignation or draw is possible."""

    class EmptyHistoryError(Error, IndexError):
        """pop() or undo() with nothing to take back."""

    c = Classes()
    for cls in (Error, InvalidArgumentError, OutOfMemoryError, ArgumentTypeError,
                LanguageUnavailableError):
        cls.__module__ = module
        cls.__qualname__ = cls.__name__
        setattr(c, cls.__name__, cls)
    for cls in (InvalidPositionError, IllegalMoveError, InvalidMoveError, GameOverError,
                EmptyHistoryError):
        cls.__module__ = game_module or module
        cls.__qualname__ = cls.__name__
        if cls.__name__ in docs:
            cls.__doc__ = docs[cls.__name__]
        setattr(c, cls.__name__, cls)
    return c


def make_raise_for(classes, by_code, strerror, game_error, default_parse_cls=None):
    """The ``raise_for(code, handle=None, parse_cls=None, what=None,
    detail=None)`` of a package.

    ``by_code`` maps the package's own status codes to exception classes
    (those of ERR_INVALID_ARGUMENT, ERR_NO_MEMORY and the game errors map
    to the classes of ``classes`` unless given); ``strerror(code)`` and
    ``game_error(handle)`` give the texts; ``default_parse_cls`` is the
    class for ERR_PARSE unless the caller says what was parsed (default:
    the package's InvalidMoveError).
    """
    table = {ERR_INVALID_ARGUMENT: classes.InvalidArgumentError,
             ERR_NO_MEMORY: classes.OutOfMemoryError}
    for name, code in _GAME_ERROR_CODES:
        table[code] = getattr(classes, name)
    table.update(by_code)
    if default_parse_cls is None:
        default_parse_cls = classes.InvalidMoveError
    error = classes.Error

    def raise_for(code, handle=None, parse_cls=None, what=None, detail=None):
        """Raise the exception for a negative status ``code``.

        ``handle`` is the game whose last-error message holds the detail;
        ``parse_cls`` the class for ERR_PARSE (it depends on what was
        parsed); ``what`` is prefixed to the message; ``detail``, when
        given and not empty, is the detail (another handle's message: a
        record's) instead of the game's.
        """
        if not detail:
            detail = ""
        if not detail and handle is not None:
            detail = game_error(handle)
        if not detail:
            detail = strerror(code)
        message = "{}: {}".format(what, detail) if what else detail
        if code == ERR_PARSE:
            cls = parse_cls or default_parse_cls
        else:
            cls = table.get(code, error)
        raise cls(message, code, detail)

    return raise_for
