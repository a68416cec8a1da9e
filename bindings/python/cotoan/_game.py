"""The Game class: a ct_game handle with a pythonic face, and the small
value types it returns (Outcome, Termination, Piece, Explanation)."""

import ctypes
import enum

from _gamekit import _game as _kit
from _gamekit._loader import text_out

from . import _ffi
from ._record import render_svg, write_record
from ._errors import ArgumentTypeError, Error, InvalidMoveError, args, raise_for
from ._move import Move, SQUARE_NAMES, _CACHE, _interned, square_index
from ._rules import Rules

SIDES = ("red", "blue")

#: The start position string (R4, R19).
START_POSITION = "b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 0"

_OPS = ((1, "add"), (2, "sub"), (4, "mul"), (8, "quotient"), (16, "remainder"))


def side_index(side):
    """0 for "red", 1 for "blue" (also "r"/"b" and the ints 0/1)."""
    return args.side(side)


class Termination(enum.IntEnum):
    """Why a game ended (ct_termination)."""

    ZERO_CAPTURED = 1  #: a 0 was captured (R12)
    SCORE_TARGET = 2  #: a score reached the target (R13)
    MOVE_LIMIT = 3  #: the ply limit was reached (R14)
    NO_MOVES = 4  #: the side to move had no legal move (R15)
    RESIGNATION = 5  #: a side resigned (R16)
    AGREEMENT = 6  #: the sides agreed a draw (R16)
    TIME = 7  #: a side's time ran out: it loses (ct_game_time_out())

    def __str__(self):
        return _ffi.ct_termination_string(int(self)).decode()

    def text(self, language="en"):
        """The name in ``language``, "en" (``str()``) or "vi" (the library's
        Vietnamese, ct_termination_text(); a library older than 1.4 names
        terminations in English only)."""
        return _kit.termination_text(_ffi.ct_termination_text, _ffi.ct_termination_string,
                                     int(self), language, args)


class Outcome(_kit.OutcomeBase):
    """How a finished game ended: ``winner`` is "red", "blue" or None (a
    draw); ``termination`` a :class:`Termination`; ``result()`` the result
    token of R22; ``reason`` the termination's name in ``language`` (a
    game's outcome() takes the game's language)."""

    __slots__ = ()
    _TERMINATION = Termination
    _ARGS = args


class Piece(tuple):
    """A piece: ``side`` ("red"/"blue") and ``value`` (0 … 9), R3."""

    __slots__ = ()

    def __new__(cls, side, value):
        return tuple.__new__(cls, (SIDES[side_index(side)], args.integer(value, "value", 0, 9)))

    side = property(lambda self: self[0], doc='"red" or "blue".')
    value = property(lambda self: self[1], doc="0 … 9.")

    def symbol(self):
        """The piece as in a position string: "r7", "b0"."""
        return self[0][0] + str(self[1])

    def __repr__(self):
        return "Piece({!r}, {})".format(self[0], self[1])


class Explanation(_kit.ExplanationBase):
    """What a legal move does (ct_move_info) and its one-line English text.

    For a capture: the pair (``value`` and ``partner_value`` on
    ``from_square`` and ``partner_square``; ``front_square`` and
    ``back_square`` as in R7), the ordered values ``a`` >= ``b``, the
    ``operations`` of R8 that give ``distance`` ("add", "sub", "mul",
    "quotient", "remainder") and the ``captured_value``.  For a slide the
    pair fields are None and ``distance`` is the number of squares slid.
    ``ends_game`` tells whether the move ends the game.  ``str()`` gives
    ``text``.
    """

    __slots__ = (
        "move",
        "side",
        "is_capture",
        "from_square",
        "to_square",
        "value",
        "partner_square",
        "partner_value",
        "front_square",
        "back_square",
        "a",
        "b",
        "distance",
        "operations",
        "captured_value",
        "ends_game",
        "text",
    )

    def __init__(self, info, move, text):
        def sq(i):
            return None if i < 0 else SQUARE_NAMES[i]

        def num(v):
            return None if v < 0 else v

        self.move = move
        self.side = SIDES[info.side]
        self.is_capture = bool(info.is_capture)
        self.from_square = SQUARE_NAMES[info.from_]
        self.to_square = SQUARE_NAMES[info.to]
        self.value = info.value
        self.partner_square = sq(info.partner_square)
        self.partner_value = num(info.partner_value)
        self.front_square = sq(info.front_square)
        self.back_square = sq(info.back_square)
        self.a = num(info.a) if info.is_capture else None
        self.b = num(info.b) if info.is_capture else None
        self.distance = info.distance
        self.operations = tuple(name for bit, name in _OPS if info.ops & bit)
        self.captured_value = num(info.captured_value)
        self.ends_game = bool(info.wins)
        self.text = text


def _parse_board(board):
    """Interning-key parts of each square from the board part of a position
    string (bytes): capture bit when occupied, (value + 1) << 17."""
    capk = [0] * 99
    valk = [0] * 99
    sq = 90
    piece = False
    for c in board:
        if c == 47:  # '/': start of the next rank down
            sq -= 18
        elif c == 114 or c == 98:  # 'r', 'b'
            piece = True
        elif piece:
            capk[sq] = 65536
            valk[sq] = (c - 47) << 17
            sq += 1
            piece = False
        else:
            sq += c - 48
    return capk, valk


_lm = _ffi.ct_game_legal_moves
_gp = _ffi.ct_game_position
_play = _ffi.ct_game_play
_piece_at = _ffi.ct_game_piece_at
_GameHandle = _ffi.GameHandle


class Game(_kit.GameBase):
    """A game of Cờ toán: rules, initial position, moves played, outcome.

    ``Game()`` starts from the start position under the standard rules;
    ``Game(position, rules)`` loads a position string (R19) and/or uses
    :class:`Rules`; ``language`` ("en" or "vi") sets :attr:`language`.  The C handle is freed by :meth:`close`, by leaving a
    ``with`` block, or when the object is garbage collected.

    ``copy.copy``, ``copy.deepcopy`` and :meth:`copy` give an independent
    game (the C library clones it); ``pickle`` stores the initial
    position, rules, moves, a resignation or agreed draw, tags and
    comments, and loading replays them into a new game.
    """

    _C = _ffi.GAME_API
    _RULES = Rules
    _OUTCOME = Outcome
    _RAISE = staticmethod(raise_for)
    _ARGS = args
    _MOVE = Move
    _PERFT_MAX = 64
    _POSITION = "position"

    def __init__(self, position=None, rules=None, language=None):
        self._h = None
        if rules is not None:
            args.instance(rules, Rules, "rules")
        h = _GameHandle()
        crules = rules._to_c() if rules is not None else None
        rc = _ffi.ct_game_new(crules, ctypes.byref(h))
        if rc:
            raise_for(rc, what="ct_game_new")
        self._init(h, [], False)
        if language is not None:
            self.language = language
        if position is not None:
            self.position = position

    def _init(self, handle, stack, forced):
        super()._init(handle, stack, forced)
        self._buf = (ctypes.c_uint32 * _ffi.CT_MAX_MOVES)()
        self._pbuf = ctypes.create_string_buffer(_ffi.CT_POSITION_MAX)
        self._i32 = ctypes.c_int32()
        self._pi32 = ctypes.byref(self._i32)
        # Board cache: the interning-key tables of the board, valid while
        # self._ver == self._board_ver.  A push gives the game a new state
        # id and pop restores the previous one, so tables computed at a
        # node stay valid while its children are pushed and popped.
        self._board = (None, None, None)
        self._ver = 0
        self._vnext = 1
        self._vstack = []
        self._board_ver = -1

    # ---- lifetime (close, closed, with: see _gamekit._game) ----------------

    def copy(self):
        """An independent copy (position, history, rules, outcome, tags and
        comments)."""
        return self._copy()

    def __reduce__(self):
        """Pickle as (initial position, rules, moves, forced end, tags,
        comments, language); loading replays the moves into a new game."""
        codes = self._history_codes(self._handle())
        r = self.rules
        return (
            _restore,
            (type(self), self.initial_position, (r.mover, r.target, r.limit),
             codes, self._forced_end(), dict(self.tags), dict(self.comments), self.language),
        )

    # ---- position and rules ----------------------------------------------

    @property
    def position(self):
        """The current position string (R19). Setting it loads a new
        initial position and clears the history; a bad string raises
        :class:`InvalidPositionError` and leaves the game unchanged."""
        h = self._handle()
        _gp(h, self._pbuf, _ffi.CT_POSITION_MAX)
        return self._pbuf.value.decode("ascii")

    @position.setter
    def position(self, text):
        self._handle()
        data = self._position_bytes(text, "a position string", "a position string")
        self._load(_ffi.ct_game_set_position, data, "invalid position")

    set_position = position.fset

    @property
    def initial_position(self):
        """The position string the history starts from."""
        return self._c_text(_ffi.ct_game_initial_position, _ffi.CT_POSITION_MAX)

    def reset(self):
        """Return to the start position (R4) with an empty history."""
        self._reset()

    # ---- queries ------------------------------------------------------------

    @property
    def turn(self):
        """The side to move: "red" or "blue"."""
        return SIDES[_ffi.ct_game_turn(self._handle())]

    @property
    def scores(self):
        """The scores as a tuple (red, blue)."""
        h = self._handle()
        return (_ffi.ct_game_score(h, 0), _ffi.ct_game_score(h, 1))

    @property
    def ply(self):
        """Plies played since the start of the game (R14, R19)."""
        return _ffi.ct_game_ply(self._handle())

    def hash(self):
        """The Zobrist hash of the position (pieces, side to move, scores),
        a 64-bit unsigned int equal on every platform."""
        return _ffi.ct_game_hash(self._handle())

    def piece_at(self, square):
        """The :class:`Piece` on a square (name or index), or None."""
        h = self._handle()
        sq = square_index(square)
        side = ctypes.c_int32()
        rc = _piece_at(h, sq, ctypes.byref(side), self._pi32)
        if rc < 0:
            raise_for(rc, what="piece_at")
        return Piece(side.value, self._i32.value) if rc else None

    def square_of(self, side, value):
        """The square name of a piece (side and value), or None if it is
        not on the board."""
        h = self._handle()
        s = side_index(side)
        value = args.integer(value, "value", 0, 9)
        rc = _ffi.ct_game_square_of(h, s, value, self._pi32)
        if rc < 0:
            raise_for(rc, what="square_of")
        return SQUARE_NAMES[self._i32.value] if rc else None

    def pieces(self):
        """A dict {square name: Piece} of every piece on the board."""
        out = {}
        for sq in range(99):
            p = self.piece_at(sq)
            if p is not None:
                out[SQUARE_NAMES[sq]] = p
        return out

    # ---- moves --------------------------------------------------------------

    def _new_state(self):
        self._ver = self._vnext
        self._vnext += 1
        self._vstack = []

    def _keys(self, h):
        """The interning-key tables of the current board (cached)."""
        cached = self._board
        if self._board_ver == self._ver:
            return cached[1], cached[2]
        _gp(h, self._pbuf, _ffi.CT_POSITION_MAX)
        board = self._pbuf.value.split(b" ", 1)[0]
        if cached[0] != board:
            capk, valk = _parse_board(board)
            self._board = cached = (board, capk, valk)
        self._board_ver = self._ver
        return cached[1], cached[2]

    @property
    def legal_moves(self):
        """The legal moves of the current position, a list of :class:`Move`
        sorted by from-square then to-square (empty once the game is
        over, R17)."""
        h = self._h
        if not h:
            raise Error("the game is closed")
        buf = self._buf
        n = _lm(h, buf, _ffi.CT_MAX_MOVES)
        if n <= 0:
            if n < 0:
                raise_for(n, what="legal_moves")
            return []
        capk, valk = self._keys(h)
        get = _CACHE.get
        return [
            get(k) or _interned(k)
            for k in [m | capk[m >> 8] | valk[m & 255] for m in buf[:n]]
        ]

    def _bad_move(self, move):
        raise ArgumentTypeError(
            "a move is a cotoan.Move or a str, not {!r}".format(type(move).__name__))

    def _full(self, h, code):
        """The interned Move of code with its capture flag and value."""
        cap = _piece_at(h, code >> 8, None, None)
        have = _piece_at(h, code & 255, None, self._pi32)
        k = code | (65536 if cap == 1 else 0) | ((self._i32.value + 1) << 17 if have == 1 else 0)
        return _CACHE.get(k) or _interned(k)

    _move_of = _full

    def parse_move(self, text):
        """Parse a move in coordinate ("c1c4") or short ("7c4", "8xe6")
        notation and check that it is legal here.  Returns the
        :class:`Move`; raises :class:`InvalidMoveError` (not a move) or
        :class:`IllegalMoveError`."""
        code = self._code(text)
        h = self._handle()
        if _ffi.ct_game_is_legal(h, code) != 1:
            self._raise_illegal(h, code)
        return self._full(h, code)

    parse_uci = parse_move

    def is_legal(self, move):
        """True if the move (a Move or text in either notation) is legal in
        the current position."""
        h = self._handle()
        if isinstance(move, str):
            out = ctypes.c_uint32()
            try:
                data = self._move_bytes(move)
            except InvalidMoveError:
                return False
            return _ffi.ct_game_parse_move(h, data, ctypes.byref(out)) == 0
        if not isinstance(move, Move):
            self._code(move)  # raises ArgumentTypeError
        return _ffi.ct_game_is_legal(h, move._code) == 1

    def push(self, move):
        """Play a move: a :class:`Move` or text in either notation.

        Returns the Move played (with its capture flag and piece value).
        Raises :class:`IllegalMoveError` (:class:`GameOverError` once the
        game has ended, :class:`InvalidMoveError` for text that is not a
        move); the game is then unchanged.
        """
        h = self._h
        if not h:
            raise Error("the game is closed")
        code = move._code if type(move) is Move else self._code(move)
        if self._stack is None:
            self._rebuild_stack()
        if self._board_ver == self._ver:
            b = self._board
            k = code | b[1][code >> 8] | b[2][code & 255]
            mv = _CACHE.get(k) or _interned(k)
        else:
            mv = self._full(h, code)
        rc = _play(h, code)
        if rc:
            raise_for(rc, h)
        self._stack.append(mv)
        self._vstack.append(self._ver)
        self._ver = self._vnext
        self._vnext += 1
        return mv

    push_uci = push

    def _popped(self):
        # The state id of the position before the move (see _init).
        vs = self._vstack
        if vs:
            self._ver = vs.pop()
        else:  # history older than the state ids (a wrapped game)
            self._ver = self._vnext
            self._vnext += 1

    def _replay_game(self):
        return Game(self.initial_position, self.rules)

    def short(self, move):
        """A move in short notation (R21), "7c4" or "8xe6", computed by the
        library from the current position (the move must be legal)."""
        h = self._handle()
        code = self._code(move)
        buf = ctypes.create_string_buffer(16)
        rc = _ffi.ct_game_move_text(h, code, 1, buf, 16)
        if rc < 0:
            raise_for(rc, h, what="short notation of " + str(Move.from_code(code)))
        return buf.value.decode("ascii")

    san = short

    def explain(self, move):
        """The arithmetic of a legal move (R7–R10) as an
        :class:`Explanation`: data fields and ``text``, a line such as
        "Red 8 + 5 = 13 → 3: the 8 captures Blue 6 on e8"."""
        h, code, info, text = self._explained(move, 256)
        return Explanation(info, self._full(h, code), text)

    # ---- pictures -----------------------------------------------------------

    def time_out(self, side=None):
        """Record that ``side``'s clock ran out ("red"/"blue"; default the
        side to move): it loses, termination :attr:`Termination.TIME`
        (ct_game_time_out(); the clock is the caller's).  Undone by
        :meth:`pop` like a resignation.  GameOverError if the game has
        ended."""
        self._force_end(_ffi.ct_game_time_out, side, "time_out")

    def render(self, color=False, flip=False, unicode=False):
        """The board as text (ct_game_render_text): ANSI ``color``,
        ``flip`` for Blue's view, ``unicode`` box drawing."""
        h = self._handle()
        flags = (1 if color else 0) | (2 if flip else 0) | (4 if unicode else 0)
        rc, text = text_out(_ffi.ct_game_render_text, h, flags, size=4096)
        if rc < 0:
            raise_for(rc, what="render")
        return text

    def svg(self, square=48, flip=False, coordinates=True, last_move=True,
            shot=True, arrows=()):
        """The position as a standalone SVG document (a str).

        ``square`` is the side of a square in pixels (8 … 512); ``flip``
        shows Blue's view; ``last_move`` highlights the last move and
        ``shot`` draws the arrow of a capture; ``arrows`` is an iterable
        of extra arrows, each a Move, "c1c4" or a (from, to) pair.
        Notebooks show games as this picture (``_repr_svg_``).
        """
        return render_svg(self, square, flip, coordinates, last_move, shot, arrows)

    def record(self, notation="short", tags=None, comments=None, language=None):
        """The game as a record text (doc/cotoan/records.md): tags, moves in
        ``notation`` ("short" or "coord") with comments, result.

        ``tags`` and ``comments`` ({ply: text}) are added to the game's own
        :attr:`tags` and :attr:`comments`.  Result, Termination, Rules and
        Position always describe the game itself.  A tag or comment the
        record cannot hold (a bad Date, text that is not valid, a '}' in a
        comment) raises InvalidArgumentError with the library's message in
        ``language`` ("en" or "vi"; by default the game's :attr:`language`;
        "vi" needs libcotoan 1.6, else LanguageUnavailableError).
        """
        return write_record(self, notation, tags, comments, language)


def _restore(cls, initial, rules, codes, forced, tags, comments, language="en"):
    """Unpickle a Game (see Game.__reduce__)."""
    g = cls(initial, Rules(*rules), language)
    for code in codes:
        g.push(Move.from_code(code))
    g._end_as(forced)
    g.tags = tags
    g.comments = comments
    return g
