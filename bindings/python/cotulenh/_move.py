"""The Move value type (the C tl_move, T48) and a move's capture
resolution (tl_move_info, T23–T27, T39, T40, T52)."""

import enum
import re

from _gamekit import _game as _kit
from _gamekit._value import MoveBase

from ._board import (
    SIDES,
    SQUARE_NAMES,
    Piece,
    PieceAt,
    PieceType,
    _SQUARE_INDEX,
    _mask_types,
    piece_type,
    square_index,
)
from ._errors import InvalidArgumentError, InvalidMoveError, args


class Kind(enum.IntEnum):
    """The kind of a move (the C ``tl_kind``, the separators of T48)."""

    MOVE = 0  #: a plain move to an empty square (no sign)
    CAPTURE = 1  #: ``x``, replacing capture (T23.4)
    STAY = 2  #: ``_``, stay capture (T23.2, T23.3)
    SUICIDE = 3  #: ``@``, kamikaze of an air force (T23.1, T27)
    COMBINE = 4  #: ``&``, combination with a friendly stack (T18)
    END = 7  #: the early end of a deploy session (T21), written ``|``

    @property
    def sign(self):
        """The LAN separator: "", "x", "_", "@", "&" ("|" for END)."""
        return _SIGNS[self]

    def __str__(self):
        return self.name.lower()


_SIGNS = {0: "", 1: "x", 2: "_", 3: "@", 4: "&", 7: "|"}
_SIGN_KIND = {"": 0, "x": 1, "_": 2, "@": 3, "&": 4}
_LAN = re.compile(
    r"^\s*(?:(\+?)([A-Za-z])|\(((?:\+?[A-Za-z]){2,4})\))"
    r"([a-k](?:1[0-2]|[1-9]))(>?)([x_@&]?)([a-k](?:1[0-2]|[1-9]))\s*$")


class Move(MoveBase):
    """A move or deploy step of Cờ tư lệnh: the C ``tl_move`` value and its
    LAN text (T48).

    Moves from a game (:attr:`Game.legal_moves`, :meth:`Game.push`,
    :meth:`Game.parse_move`, :attr:`Game.history`) carry the full LAN the
    library wrote, with heroic signs and the whole moving stack:
    ``"(NFT)b3xe6"``, ``"+Cg1xg3"``.  ``Move.parse("Ic5&c4")`` reads LAN
    without a position (SAN needs one: :meth:`Game.parse_move`).  Two
    moves are equal when their ``code`` is equal (origin, target, kind,
    deploy flag, moving piece), whatever text they carry; moves are
    immutable and hashable.
    """

    __slots__ = ("_code", "_lan")
    _SQUARE_NAMES = SQUARE_NAMES

    def __init__(self, piece, from_square, to_square, kind=Kind.MOVE, deploy=False):
        p = piece_type(piece)
        f = square_index(from_square)
        t = square_index(to_square)
        if isinstance(kind, str):
            if kind in _SIGN_KIND:
                k = Kind(_SIGN_KIND[kind])
            elif kind.upper() in Kind.__members__:
                k = Kind[kind.upper()]
            else:
                raise InvalidArgumentError("{!r} is not a move kind".format(kind))
        else:
            k = args.integer(kind, "kind", 0, 7)
            if k not in _SIGNS:
                raise InvalidArgumentError("{!r} is not a move kind".format(kind))
            k = Kind(k)
        d = args.boolean(deploy, "deploy")
        if k == Kind.END:
            code = f | f << 8 | 7 << 16
        else:
            code = f | t << 8 | int(k) << 16 | (1 << 19 if d else 0) | int(p) << 20
        object.__setattr__(self, "_code", code)
        object.__setattr__(self, "_lan", None)

    @staticmethod
    def _make(code, lan):
        """A Move from its code and LAN text, unchecked (for the package)."""
        m = _new(Move)
        _set_code(m, code)
        _set_lan(m, lan)
        return m

    @classmethod
    def from_code(cls, code):
        """The move of a C ``tl_move`` value (see include/cotulenh/game.h)."""
        code = args.integer(code, "a tl_move", 0, 0xFFFFFF)
        kind = code >> 16 & 7
        if (code & 0xFF) >= 132 or (code >> 8 & 0xFF) >= 132 or kind in (5, 6) or (code >> 20) > 10:
            raise InvalidArgumentError("{!r} is not a tl_move".format(code))
        return Move._make(code, None)

    @classmethod
    def end(cls, origin):
        """The value that ends the deploy session open on ``origin`` (T21)."""
        f = square_index(origin)
        return Move._make(f | f << 8 | 7 << 16, "|")

    @classmethod
    def parse(cls, text):
        """A move in LAN (T48), such as ``"Ic5&c4"``, ``"Tc4>_b4"`` or
        ``"(NFT)b3xe6"``; the piece letters may be of either case and heroic
        signs may be omitted.  Raises :class:`InvalidMoveError`."""
        m = _LAN.match(text) if isinstance(text, str) else None
        if m is None:
            if not isinstance(text, str):
                args.type_error("a move", "a str", text)
            raise InvalidMoveError("{!r} is not a move in LAN (like Ic5&c4)".format(text))
        hero, letter, stack, f, deploy, sign, t = m.groups()
        try:
            carrier = PieceType.from_letter(letter if letter else stack.replace("+", "")[0])
            if stack:
                for c in stack.replace("+", ""):
                    PieceType.from_letter(c)
        except ValueError:
            raise InvalidMoveError("{!r}: unknown piece letter".format(text)) from None
        if stack and deploy:
            raise InvalidMoveError("{!r}: a deploy step moves one piece".format(text))
        code = (_SQUARE_INDEX[f] | _SQUARE_INDEX[t] << 8 | _SIGN_KIND[sign] << 16
                | (1 << 19 if deploy else 0) | int(carrier) << 20)
        return Move._make(code, text.strip())

    from_lan = parse

    @property
    def from_index(self):
        """The origin square's index 0 … 131 (T1)."""
        return self._code & 0xFF

    @property
    def to_index(self):
        """The target square's index (for a stay capture ``_``, the square
        of the captured stack, though the mover stays)."""
        return self._code >> 8 & 0xFF

    @property
    def kind(self):
        """A :class:`Kind`."""
        return Kind(self._code >> 16 & 7)

    @property
    def is_deploy(self):
        """True for a deploy step: one piece steps out of its stack (T20)."""
        return bool(self._code >> 19 & 1)

    @property
    def is_end(self):
        """True for the early end of a deploy session (T21)."""
        return self._code >> 16 & 7 == 7

    @property
    def is_capture(self):
        """True for ``x``, ``_`` and ``@``."""
        return 1 <= self._code >> 16 & 7 <= 3

    @property
    def piece(self):
        """The :class:`PieceType` that moves: the stepping piece of a deploy
        step, else the carrier of the moving stack (None for an END)."""
        return None if self.is_end else PieceType(self._code >> 20 & 0xF)

    @property
    def lan(self):
        """The LAN text (T48).  For a move built from its parts, or from
        its code, the library's text is not known: the text is made from
        the code alone (the moving piece's letter, no heroic sign, no other
        stack pieces)."""
        if self._lan is not None:
            return self._lan
        if self.is_end:
            return "|"
        return "{}{}{}{}{}".format(
            self.piece.letter, self.from_square, ">" if self.is_deploy else "",
            self.kind.sign, self.to_square)

    __str__ = lan.fget

    def __reduce__(self):
        return (Move._make, (self._code, self._lan))


# Fast construction (bypassing the immutability guard of __setattr__).
_new = object.__new__
_set_code = Move.__dict__["_code"].__set__
_set_lan = Move.__dict__["_lan"].__set__

_AIR = ("none", "safe", "kamikaze")


class Resolution(_kit.ExplanationBase):
    """What a legal move does (tl_move_info, T23–T27, T39, T40, T52), and
    the library's sentence for humans.

    ``kind`` (a :class:`Kind`), ``is_deploy``, ``side``, ``from_square``,
    ``to_square``, ``piece`` (the stepping piece or the stack's carrier);
    ``movers``: the moving pieces (:class:`Piece` objects);
    ``air``: ``"none"`` (the mover is not a non-heroic air force),
    ``"safe"`` or ``"kamikaze"`` (inside one enemy ring, T27), with
    ``air_source`` the ring's source square (else None); ``destroyed``
    and ``promoted``: :class:`PieceAt` tuples; ``points``: (red, blue)
    scored by the move; ``session_open``: the same side moves again;
    ``check``: the other side is in check after it; ``text``: the
    sentence ("Red air force e4 dives into the ring of Blue anti-air e8:
    both destroyed"), also ``str()``.
    """

    __slots__ = ("move", "side", "kind", "is_deploy", "from_square", "to_square", "piece",
                 "movers", "air", "air_source", "destroyed", "promoted", "points",
                 "session_open", "check", "text")

    def __init__(self, info, move, text):
        side = SIDES[info.side]

        def at(p):
            return tuple.__new__(PieceAt, (SQUARE_NAMES[p.square], tuple.__new__(
                Piece, (SIDES[p.side], PieceType(p.piece), bool(p.heroic)))))

        self.move = move
        self.side = side
        self.kind = Kind(info.kind)
        self.is_deploy = bool(info.deploy)
        self.from_square = SQUARE_NAMES[info.from_]
        self.to_square = SQUARE_NAMES[info.to]
        self.piece = PieceType(info.piece)
        self.movers = tuple(tuple.__new__(Piece, (side, t, bool(info.movers_heroic >> t & 1)))
                            for t in _mask_types(info.movers))
        self.air = _AIR[info.air] if 0 <= info.air < 3 else str(info.air)
        self.air_source = SQUARE_NAMES[info.air_source] if 0 <= info.air_source < 132 else None
        self.destroyed = tuple(at(info.destroyed[i]) for i in range(info.ndestroyed))
        self.promoted = tuple(at(info.promoted[i]) for i in range(info.npromoted))
        self.points = (info.points[0], info.points[1])
        self.session_open = bool(info.session_open)
        self.check = bool(info.check)
        self.text = text

    @property
    def is_capture(self):
        """True for ``x``, ``_`` and ``@``."""
        return self.kind in (Kind.CAPTURE, Kind.STAY, Kind.SUICIDE)
