"""Squares (T1), sides (T3), piece kinds (T5), pieces and stacks (T17)."""

import enum

from _gamekit._value import Squares

from ._errors import InvalidArgumentError, args

FILES = "abcdefghijk"
NFILES = 11
NRANKS = 12
NSQUARES = 132

#: Square names by index (T1): SQUARE_NAMES[0] == "a1", [10] == "k1",
#: [131] == "k12".
_SQUARES = Squares(FILES, NRANKS, args)
SQUARE_NAMES = _SQUARES.names
_SQUARE_INDEX = _SQUARES.index_of

SIDES = ("red", "blue")


def square_index(square):
    """The index 0 … 131 of a square given by name ("e4") or index (T1).

    Raises InvalidArgumentError (a ValueError) for a str that is not a
    square name, ArgumentTypeError for anything else.
    """
    return _SQUARES.index(square)


def square_name(square):
    """The name of a square given by index or name."""
    return SQUARE_NAMES[square_index(square)]


def side_index(side):
    """0 for "red", 1 for "blue" (also "r"/"b" and the ints 0/1)."""
    return args.side(side)


_LETTERS = "NFTEHCIMAGS"
_ENGLISH = ("navy", "air force", "tank", "engineer", "headquarters", "commander",
            "infantry", "militia", "artillery", "anti-air", "missile")
_POINTS = (80, 40, 20, 10, 0, 100, 10, 10, 30, 10, 20)


class PieceType(enum.IntEnum):
    """The eleven kinds of pieces (T5), valued as the C ``tl_piece``: the
    stacking order of T17 (carriers first)."""

    NAVY = 0  #: N, Hải quân
    AIR_FORCE = 1  #: F, Không quân
    TANK = 2  #: T, Xe tăng
    ENGINEER = 3  #: E, Công binh
    HEADQUARTERS = 4  #: H, Sở chỉ huy
    COMMANDER = 5  #: C, Tư lệnh
    INFANTRY = 6  #: I, Bộ binh
    MILITIA = 7  #: M, Dân quân
    ARTILLERY = 8  #: A, Pháo binh
    ANTI_AIR = 9  #: G, Cao xạ
    MISSILE = 10  #: S, Tên lửa phòng không

    @property
    def letter(self):
        """The uppercase letter (T5): "N", "F", "T", ..."""
        return _LETTERS[self]

    @property
    def english(self):
        """The English name: "navy", "air force", ..."""
        return _ENGLISH[self]

    def points(self, heroic=False):
        """Points for destroying one (T52): its T5 value, +10 if heroic."""
        return _POINTS[self] + (10 if heroic else 0)

    @classmethod
    def from_letter(cls, letter):
        """The kind of a letter, either case ("t" or "T")."""
        if isinstance(letter, str) and len(letter) == 1 and letter.upper() in _LETTERS:
            return cls(_LETTERS.index(letter.upper()))
        raise InvalidArgumentError("{!r} is not a piece letter ({})".format(letter, _LETTERS))

    def __str__(self):
        return self.letter


def piece_type(value):
    """A PieceType from a PieceType, a letter or a tl_piece int."""
    if isinstance(value, PieceType):
        return value
    if isinstance(value, str):
        return PieceType.from_letter(value.strip())
    return PieceType(args.integer(value, "a piece (a letter or 0 … 10)", 0, 10))


def _mask_types(mask):
    return tuple(PieceType(i) for i in range(11) if mask >> i & 1)


def _types_mask(types):
    mask = 0
    for t in types:
        mask |= 1 << piece_type(t)
    return mask


class Piece(tuple):
    """One piece: ``side`` ("red"/"blue"), ``type`` (a :class:`PieceType`)
    and ``heroic`` (T6).  ``str()`` is its FEN text: "T", "+c"."""

    __slots__ = ()

    def __new__(cls, side, type, heroic=False):
        return tuple.__new__(cls, (SIDES[side_index(side)], piece_type(type),
                                   args.boolean(heroic, "heroic")))

    side = property(lambda self: self[0], doc='"red" or "blue".')
    type = property(lambda self: self[1], doc="A PieceType.")
    heroic = property(lambda self: self[2], doc="True for a heroic piece (T6).")

    @property
    def letter(self):
        """The FEN letter: uppercase for Red, lowercase for Blue."""
        c = self[1].letter
        return c if self[0] == "red" else c.lower()

    def symbol(self):
        """The piece as in a FEN: "T", "+c"."""
        return ("+" if self[2] else "") + self.letter

    def points(self):
        """Points for destroying it (T52)."""
        return self[1].points(self[2])

    __str__ = symbol

    def __repr__(self):
        return "Piece({!r}, PieceType.{}{})".format(
            self[0], self[1].name, ", heroic=True" if self[2] else "")

    def __reduce__(self):
        return (Piece, tuple(self))


class PieceAt(tuple):
    """A piece on a square: ``square`` (a name) and ``piece`` (a
    :class:`Piece`), as listed by a move's resolution."""

    __slots__ = ()

    def __new__(cls, square, piece):
        return tuple.__new__(cls, (square_name(square), args.instance(piece, Piece, "piece")))

    square = property(lambda self: self[0], doc="The square's name.")
    piece = property(lambda self: self[1], doc="The Piece.")

    def __repr__(self):
        return "PieceAt({!r}, {!r})".format(self[0], self[1])

    def __str__(self):
        return "{}{}".format(self[1], self[0])

    def __reduce__(self):
        return (PieceAt, tuple(self))


class Stack(tuple):
    """What stands on one square: a tuple of its :class:`Piece` objects in
    T17 order (carrier first).  ``side``, ``carrier`` (the first piece),
    ``types`` (the PieceTypes); ``str()`` is its FEN text: "T", "(NFT)",
    "(+T+I)"."""

    __slots__ = ()

    def __new__(cls, pieces):
        pieces = tuple(pieces)
        for p in pieces:
            args.instance(p, Piece, "a piece of a stack")
        if not 1 <= len(pieces) <= 3:
            raise InvalidArgumentError("a stack has 1 … 3 pieces (T17), not {}".format(len(pieces)))
        if len({p.side for p in pieces}) != 1:
            raise InvalidArgumentError("the pieces of a stack have one colour")
        return tuple.__new__(cls, pieces)

    @property
    def side(self):
        """ "red" or "blue"."""
        return self[0].side

    @property
    def carrier(self):
        """The carrier (T17): the first piece."""
        return self[0]

    @property
    def types(self):
        """The PieceTypes, carrier first."""
        return tuple(p.type for p in self)

    def symbol(self):
        """The stack as in a FEN: "T", "(NFT)"."""
        if len(self) == 1:
            return self[0].symbol()
        return "(" + "".join(p.symbol() for p in self) + ")"

    __str__ = symbol

    def __repr__(self):
        return "Stack({!r})".format(self.symbol())

    def __reduce__(self):
        return (Stack, (tuple(self),))


def _stack_from_c(st):
    side = SIDES[st.side]
    return tuple.__new__(Stack, tuple(
        tuple.__new__(Piece, (side, PieceType(st.piece[i]), bool(st.heroic >> st.piece[i] & 1)))
        for i in range(st.count)))
