"""Squares (R1) and the Move value type (R11, R20, R21)."""

from _gamekit._value import MoveBase, Squares

from ._errors import InvalidArgumentError, InvalidMoveError, args

FILES = "abcdefghi"

#: Square names by index (R1): SQUARE_NAMES[0] == "a1", [98] == "i11".
_SQUARES = Squares(FILES, 11, args)
SQUARE_NAMES = _SQUARES.names
_SQUARE_INDEX = _SQUARES.index_of


def square_index(square):
    """The index 0 … 98 of a square given by name ("e4") or index.

    Raises ValueError for anything that is not a square.
    """
    return _SQUARES.index(square)


def square_name(square):
    """The name of a square given by index or name."""
    return SQUARE_NAMES[square_index(square)]




class Move(MoveBase):
    """A move: from-square and to-square (R11), plus what is known about it.

    Moves from :attr:`Game.legal_moves` (and :meth:`Game.parse_move`,
    :meth:`Game.push`) also know whether they capture and the value of the
    moving piece, so :meth:`short` works.  Two moves are equal when their
    squares are equal, whatever else is known: ``Move.parse("c1c4")`` equals
    the ``c1c4`` of a legal-move list.  Moves are immutable and hashable.
    """

    __slots__ = ("_code", "_capture", "_value")
    _SQUARE_NAMES = SQUARE_NAMES

    def __init__(self, from_square, to_square, is_capture=False, value=None):
        f = square_index(from_square)
        t = square_index(to_square)
        if value is not None:
            value = args.integer(value, "value (0 … 9 or None)", 0, 9)
        object.__setattr__(self, "_code", f | t << 8)
        object.__setattr__(self, "_capture", bool(is_capture))
        object.__setattr__(self, "_value", value)

    @classmethod
    def parse(cls, text):
        """A move in coordinate notation (R20), such as ``"c1c4"``.

        Short notation (R21) needs a position: use :meth:`Game.parse_move`.
        Raises :class:`InvalidMoveError` (a ValueError).
        """
        s = text.strip() if isinstance(text, str) else None
        if s and len(s) >= 4:
            for cut in (2, 3):
                a, b = s[:cut], s[cut:]
                if a in _SQUARE_INDEX and b in _SQUARE_INDEX:
                    return cls(a, b)
        raise InvalidMoveError("{!r} is not a move in coordinate notation (like c1c4)".format(text))

    from_uci = parse

    @classmethod
    def from_code(cls, code):
        """The move of a C ``ct_move`` value (from | to << 8)."""
        code = args.integer(code, "a ct_move", 0, 0xFFFF)
        if (code & 0xFF) >= 99 or (code >> 8) >= 99:
            raise InvalidArgumentError("{!r} is not a ct_move".format(code))
        return _interned(code)

    @property
    def from_index(self):
        """The from-square's index 0 … 98 (R1)."""
        return self._code & 0xFF

    @property
    def to_index(self):
        """The to-square's index 0 … 98 (R1)."""
        return self._code >> 8

    @property
    def is_capture(self):
        """True for a capture (the to-square holds an enemy piece)."""
        return self._capture

    @property
    def value(self):
        """The value of the moving piece, or None when unknown."""
        return self._value

    def uci(self):
        """Coordinate notation (R20): ``"c1c4"``; same as ``str(move)``."""
        return SQUARE_NAMES[self._code & 0xFF] + SQUARE_NAMES[self._code >> 8]

    def short(self):
        """Short notation (R21): ``"7c4"``, ``"8xe6"``.

        Needs the moving piece's value, which moves obtained from a game
        carry.  Raises ValueError for a move built from squares alone.
        """
        if self._value is None:
            raise ValueError(
                "{} does not know its piece; take moves from Game.legal_moves "
                "or use Game.short(move)".format(self.uci())
            )
        return "{}{}{}".format(self._value, "x" if self._capture else "", self.to_square)

    def __str__(self):
        return SQUARE_NAMES[self._code & 0xFF] + SQUARE_NAMES[self._code >> 8]

    def __reduce__(self):
        return (Move, (self.from_square, self.to_square, self._capture, self._value))


# Interned moves: a move's data never changes, so one object per distinct
# (code, capture, value) is shared by every game (at most 99*99*2*11).
_CACHE = {}


def _interned(key):
    m = _CACHE.get(key)
    if m is None:
        m = object.__new__(Move)
        code = key & 0xFFFF
        value = (key >> 17) - 1
        object.__setattr__(m, "_code", code)
        object.__setattr__(m, "_capture", bool(key >> 16 & 1))
        object.__setattr__(m, "_value", None if value < 0 else value)
        _CACHE[key] = m
    return m

