"""The exception machinery of the game packages.

:func:`base_classes` makes the four classes every package has (its
``Error`` base, ``InvalidArgumentError``, ``OutOfMemoryError``,
``ArgumentTypeError``), named as members of that package so that
``repr()``, tracebacks and pickle show ``cotulenh.Error`` and not a
private module.  A package derives its own classes (illegal move,
invalid position, ...) from its ``Error`` and builds its ``raise_for``
with :func:`make_raise_for` from a table {status code: class}.
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


def _init(self, message, code=None, detail=None):
    Exception.__init__(self, message)
    self.code = code
    self.detail = detail if detail is not None else message


#: The classes of the game errors every package has: (name, bases (a
#: name is a class made before), status code or None, default docstring).
_GAME_ERRORS = (
    ("InvalidPositionError", ("Error", ValueError), ERR_INVALID_POSITION,
     "A position text that the library does not accept (syntax or content)."),
    ("IllegalMoveError", ("Error", ValueError), ERR_ILLEGAL_MOVE,
     "A move that is not legal in the current position."),
    ("InvalidMoveError", ("IllegalMoveError",), None,
     "Text that is not a move in any notation of the game."),
    ("GameOverError", ("IllegalMoveError",), ERR_GAME_OVER,
     "The game has ended: no move, resignation or draw is possible."),
    ("EmptyHistoryError", ("Error", IndexError), ERR_NO_HISTORY,
     "pop() or undo() with nothing to take back."),
)


class Classes:
    """The base exception classes of one package (see base_classes); it
    unpacks in the order of its slots."""

    __slots__ = ("Error", "InvalidArgumentError", "OutOfMemoryError", "ArgumentTypeError",
                 "InvalidPositionError", "IllegalMoveError", "InvalidMoveError",
                 "GameOverError", "EmptyHistoryError")

    def __iter__(self):
        return iter([getattr(self, name) for name in self.__slots__])


def _cls(module, name, bases, doc):
    return type(name, bases, {"__module__": module, "__qualname__": name, "__doc__": doc})


def base_classes(module, prefix, docs=None, game_module=None):
    """The base exception classes of package ``module`` ("cotulenh"),
    whose C status names start with ``prefix`` ("TL"); ``docs`` gives the
    docstrings of the game errors ({class name: text}) in the package's
    words, ``game_module`` their ``__module__`` (default ``module``; the
    packages keep the "<package>._errors" their classes always had)."""
    docs = docs or {}
    c = Classes()
    c.Error = type("Error", (Exception,), {
        "__module__": module,
        "__qualname__": "Error",
        "__init__": _init,
        "__doc__": (
            "Base class of every error raised by {m}.\n\n"
            "``code`` is the library's status (a negative int, or None for errors\n"
            "found by the bindings themselves) and ``detail`` the library's detail\n"
            "message (the game's last error), or the short status text when there\n"
            "is none.".format(m=module)
        ),
    })
    c.InvalidArgumentError = _cls(
        module, "InvalidArgumentError", (c.Error, ValueError),
        "An argument out of range ({}_ERR_INVALID_ARGUMENT, or found by the "
        "bindings).".format(prefix))
    c.OutOfMemoryError = _cls(
        module, "OutOfMemoryError", (c.Error, MemoryError),
        "The library could not allocate memory ({}_ERR_NO_MEMORY).".format(prefix))
    c.ArgumentTypeError = _cls(
        module, "ArgumentTypeError", (c.Error, TypeError, ValueError),
        "An argument of the wrong type (a float or None for an int, bytes for a\n"
        "str...), found by the bindings.  A TypeError, and also a ValueError.")
    for name, bases, _code, doc in _GAME_ERRORS:
        bases = tuple(getattr(c, b) if isinstance(b, str) else b for b in bases)
        setattr(c, name, _cls(game_module or module, name, bases, docs.get(name, doc)))
    return c


def make_raise_for(classes, by_code, strerror, game_error, default_parse_cls=None):
    """The ``raise_for(code, handle=None, parse_cls=None, what=None)`` of a
    package.

    ``by_code`` maps the package's own status codes to exception classes
    (those of ERR_INVALID_ARGUMENT, ERR_NO_MEMORY and the game errors map
    to the classes of ``classes`` unless given); ``strerror(code)`` and
    ``game_error(handle)`` give the texts; ``default_parse_cls`` is the
    class for ERR_PARSE unless the caller says what was parsed (default:
    the package's InvalidMoveError).
    """
    table = {ERR_INVALID_ARGUMENT: classes.InvalidArgumentError,
             ERR_NO_MEMORY: classes.OutOfMemoryError}
    for name, _bases, code, _doc in _GAME_ERRORS:
        if code is not None:
            table[code] = getattr(classes, name)
    table.update(by_code)
    if default_parse_cls is None:
        default_parse_cls = classes.InvalidMoveError
    error = classes.Error

    def raise_for(code, handle=None, parse_cls=None, what=None):
        """Raise the exception for a negative status ``code``.

        ``handle`` is the game whose last-error message holds the detail;
        ``parse_cls`` the class for ERR_PARSE (it depends on what was
        parsed); ``what`` is prefixed to the message.
        """
        detail = ""
        if handle is not None:
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
