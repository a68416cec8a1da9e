"""The Game class: a tl_game handle with a pythonic face, and the small
value types it returns (Outcome, Termination, Session)."""

import ctypes
import enum
import re

from _gamekit import _game as _kit
from _gamekit._loader import text_out

from . import _ffi
from ._record import write_record
from ._board import (
    NSQUARES,
    SIDES,
    SQUARE_NAMES,
    _mask_types,
    _stack_from_c,
    piece_type,
    side_index,
    square_index,
)
from ._errors import (
    Error,
    InvalidArgumentError,
    InvalidPositionError,
    InvalidMoveError,
    args,
    raise_for,
)
from ._move import Move, Resolution
from ._rules import Rules

#: The standard start position (T8).
START_FEN = ("6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/"
             "3A2S2A1/1N2FH1HF2/6C4 r - - 0 1")
#: The reduced start position (T9): no engineers.
REDUCED_FEN = ("6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2i3m3i/11/11/2I3M3I/2N1GT1TG2/"
               "3A2S2A1/1N2FH1HF2/6C4 r - - 0 1")

_RESULT_WINNER = _kit.RESULT_WINNER
_NOTATIONS = ("lan", "san")
_BATTLES = ((1, "naval"), (2, "air"), (4, "land"))


class Termination(enum.IntEnum):
    """Why a game ended (the C ``tl_termination``)."""

    CHECKMATE = 1  #: no legal move, in check (T53.2)
    STALEMATE = 2  #: no legal move, not in check (T53.3)
    HALFMOVE_CLOCK = 3  #: halfmove clock 100 (T53.4)
    REPETITION = 4  #: third repetition (T53.5)
    NAVAL_BATTLE = 5  #: the loser has no navy (T54)
    AIR_BATTLE = 6  #: the loser has no air force (T54)
    LAND_BATTLE = 7  #: the loser has no infantry, tank or artillery (T54)
    BATTLES_BOTH = 8  #: both sides lost a battle at once: draw (T54)
    COMMANDER_LOST = 9  #: a side has no commander (T53.1)
    RESIGNATION = 10  #: a side resigned
    AGREEMENT = 11  #: the sides agreed a draw
    ADJUDICATION = 12  #: decided by points (T55)

    def __str__(self):
        return _ffi.tl_termination_string(int(self)).decode()

    def text(self, language="en"):
        """The name in ``language``, "en" (``str()``) or "vi" (the library's
        Vietnamese, tl_termination_text(); a library older than 1.3 names
        terminations in English only)."""
        return _kit.termination_text(_ffi.tl_termination_text, _ffi.tl_termination_string,
                                     int(self), language, args)


_FORCED = (Termination.RESIGNATION, Termination.AGREEMENT, Termination.ADJUDICATION)


class Outcome(_kit.OutcomeBase):
    """How a finished game ended: ``winner`` is "red", "blue" or None (a
    draw); ``termination`` a :class:`Termination`; ``reason`` the
    termination's name in ``language`` (a game's outcome() takes the game's
    language)."""

    __slots__ = ()
    _TERMINATION = Termination
    _ARGS = args


class Session:
    """The open deploy session (T21): ``origin`` (a square name),
    ``may_step`` (the PieceTypes on the origin that may still step, T17
    order), ``may_end`` (whether :meth:`Game.end_deploy` would succeed now)
    and ``captured`` (a step of the session captured, T43).  ``str()`` is
    the FEN's session field (T47): "c4:N:x"."""

    __slots__ = ("origin", "may_step", "may_end", "captured")

    def __init__(self, origin, may_step, may_end, captured):
        self.origin = SQUARE_NAMES[square_index(origin)]
        self.may_step = tuple(sorted(piece_type(p) for p in may_step))
        self.may_end = bool(may_end)
        self.captured = bool(captured)

    def __str__(self):
        return "{}:{}{}".format(self.origin, "".join(p.letter for p in self.may_step),
                                ":x" if self.captured else "")

    def __eq__(self, other):
        if isinstance(other, Session):
            return (self.origin, self.may_step, self.may_end, self.captured) == (
                other.origin, other.may_step, other.may_end, other.captured)
        return NotImplemented

    def __hash__(self):
        return hash((self.origin, self.may_step, self.may_end, self.captured))

    def __repr__(self):
        return "<Session {}{}>".format(self, "" if self.may_end else " (may not end)")


_lm = _ffi.tl_game_legal_moves
_text = _ffi.tl_game_move_text
_play = _ffi.tl_game_play
_undo = _ffi.tl_game_undo
_GameHandle = _ffi.GameHandle
_MAXM = _ffi.TL_MAX_MOVES
_CACHE_MAX = 256  # placements whose LAN tables a game keeps


_SIGN = ("", "x", "_", "@", "&", "", "", "|")
_LETTER_INDEX = {c: i for i, c in enumerate("NFTEHCIMAGS")}


_TOKEN = re.compile(r"(\d+)|(/)|\(([^)]*)\)|(\+?[A-Z])")
_PIECE = re.compile(r"\+?[A-Z]")


def _lan_table(placement):
    """The LAN piece texts (T48) of every square, from the placement field
    of a FEN (bytes, as the library wrote it): for each of the 132 squares
    None (empty) or a pair (text of the whole stack, {piece kind: text of
    that piece}), the letters uppercase: ("(N+FT)", {0: "N", 1: "+F", 2:
    "T"})."""
    table = [None] * NSQUARES
    sq = 121  # a12
    for empty, slash, stack, single in _TOKEN.findall(placement.decode("ascii").upper()):
        if empty:
            sq += int(empty)
        elif slash:
            sq -= 22  # back to file a, one rank down
        elif stack:
            pieces = {_LETTER_INDEX[p[-1]]: p for p in _PIECE.findall(stack)}
            table[sq] = ("(" + stack + ")", pieces)
            sq += 1
        else:
            table[sq] = (single, {_LETTER_INDEX[single[-1]]: single})
            sq += 1
    return table


def _lan(table, code):
    """The LAN of a legal move ``code`` of the position of ``table``."""
    kind = code >> 16 & 7
    if kind == 7:
        return "|"
    f = code & 0xFF
    entry = table[f]
    if code >> 19 & 1:
        piece = entry[1][code >> 20 & 0xF]
        sep = ">" + _SIGN[kind]
    else:
        piece = entry[0]
        sep = _SIGN[kind]
    return piece + SQUARE_NAMES[f] + sep + SQUARE_NAMES[code >> 8 & 0xFF]


class Game(_kit.GameBase):
    """A game of Cờ tư lệnh: rules, initial position, moves and deploy steps
    played, points, outcome.

    ``Game()`` starts from the standard start (T8) in total war (T53);
    ``Game(fen, rules=Rules(...))`` loads a FEN (T45–T47, an open deploy
    session included) under other :class:`Rules`; ``Game(rules=r)`` starts
    from the start position of ``r``; ``language`` ("en" or "vi") sets
    :attr:`language`.  The C handle is freed by
    :meth:`close`, by leaving a ``with`` block, or when the object is
    garbage collected.

    ``copy.copy``, ``copy.deepcopy`` and :meth:`copy` give an independent
    game (the C library clones it); ``pickle`` stores the initial FEN,
    rules, history, a resignation, agreed draw or adjudication, tags and
    comments, and loading replays them into a new game.
    """

    _C = _ffi.GAME_API
    _RULES = Rules
    _OUTCOME = Outcome
    _RAISE = staticmethod(raise_for)
    _ARGS = args
    _MOVE = Move
    _PERFT_MAX = 32  # step perft (T50), each deploy step a ply
    _POSITION = "fen"

    def __init__(self, fen=None, rules=None, language=None):
        self._h = None
        if rules is not None:
            args.instance(rules, Rules, "rules")
        data = self._fen_bytes(fen) if fen is not None else None
        h = _GameHandle()
        crules = ctypes.byref(rules._to_c()) if rules is not None else None
        rc = _ffi.tl_game_new(crules, ctypes.byref(h))
        if rc:
            raise_for(rc, what="tl_game_new")
        self._init(h, [], False)
        if language is not None:
            self.language = language
        if data is not None:
            rc = _ffi.tl_game_set_fen(h, data)
            if rc:
                raise_for(rc, h, parse_cls=InvalidPositionError,
                          what=_kit.label("invalid FEN", self.language))

    def _init(self, handle, stack, forced):
        super()._init(handle, stack, forced)
        self._buf = (ctypes.c_uint32 * _MAXM)()
        self._fbuf = ctypes.create_string_buffer(_ffi.TL_FEN_MAX)
        self._tbuf = ctypes.create_string_buffer(64)
        # {placement bytes: (LAN table, {code: Move} of the moves made
        # from it)} of the placements seen lately (see _cached).
        self._lan_cache = {}

    # ---- lifetime (close, closed, with: see _gamekit._game) ----------------

    def copy(self):
        """An independent copy (position, session, history, rules, points,
        outcome, tags and comments)."""
        return self._copy()

    def __reduce__(self):
        """Pickle as (initial FEN, rules, history codes, forced end, tags,
        comments, language); loading replays the history into a new game."""
        codes = self._history_codes(self._handle())
        r = self.rules
        return (_restore, (type(self), self.initial_fen, (r.mode, r.start), codes,
                           self._forced_end(), dict(self.tags), dict(self.comments),
                           self.language))

    # ---- position and rules ----------------------------------------------

    @property
    def fen(self):
        """The FEN of the current position (T45), with the session field
        (T47) while a deploy session is open.  Setting it loads a new
        initial position and clears the history; a bad FEN raises
        :class:`InvalidPositionError` and leaves the game unchanged."""
        h = self._handle()
        _ffi.tl_game_fen(h, self._fbuf, _ffi.TL_FEN_MAX)
        return self._fbuf.value.decode("ascii")

    @fen.setter
    def fen(self, fen):
        self._handle()
        self._load(_ffi.tl_game_set_fen, self._fen_bytes(fen), "invalid FEN")

    set_fen = fen.fset

    @property
    def initial_fen(self):
        """The FEN the history starts from."""
        return self._c_text(_ffi.tl_game_initial_fen, _ffi.TL_FEN_MAX)

    def _fen_bytes(self, fen):
        return self._position_bytes(fen, "fen", "a FEN")

    def reset(self):
        """Return to the start position of the rules (T8 or T9) with an
        empty history."""
        self._reset()

    def validate_setup(self, fen):
        """Check that ``fen`` is a valid free setup (T10) under the piece
        set of this game's rules; the game is not changed.  Raises
        :class:`InvalidSetupError` (or :class:`InvalidPositionError` for a
        FEN that is not even a valid position) naming what is wrong, for
        example "Blue has 1 tank, the set has 2"."""
        h = self._handle()
        rc = _ffi.tl_game_validate_setup(h, self._fen_bytes(fen))
        if rc:
            raise_for(rc, h, parse_cls=InvalidPositionError,
                      what=_kit.label("invalid setup", self.language))

    def is_valid_setup(self, fen):
        """True if ``fen`` is a valid free setup (T10); see
        :meth:`validate_setup`."""
        try:
            self.validate_setup(fen)
        except InvalidPositionError:
            return False
        return True

    # ---- queries ------------------------------------------------------------

    @property
    def turn(self):
        """The side to move: "red" or "blue" (during a deploy session the
        deploying side)."""
        return SIDES[_ffi.tl_game_turn(self._handle())]

    @property
    def points(self):
        """The points (red, blue): T52's running scores, plus T53's bonuses
        once the game is over."""
        h = self._handle()
        return (_ffi.tl_game_points(h, 0), _ffi.tl_game_points(h, 1))

    @property
    def halfmove(self):
        """The halfmove clock (T43)."""
        return _ffi.tl_game_halfmove(self._handle())

    @property
    def fullmove(self):
        """The fullmove number (T44)."""
        return _ffi.tl_game_fullmove(self._handle())

    def hash(self):
        """The Zobrist hash of the position (pieces, heroic flags, side to
        move, open session; not the counters), a 64-bit unsigned int equal
        on every platform."""
        return _ffi.tl_game_hash(self._handle())

    def in_check(self, side=None):
        """True if ``side`` (default: the side to move) is in check (T35)."""
        h = self._handle()
        s = _ffi.tl_game_turn(h) if side is None else side_index(side)
        return _ffi.tl_game_in_check(h, s) == 1

    def is_check(self):
        """True if the side to move is in check."""
        return self.in_check()

    @property
    def session(self):
        """The open deploy :class:`Session` (T21), or None."""
        h = self._handle()
        s = _ffi.tl_session()
        s.size = ctypes.sizeof(s)
        rc = _ffi.tl_game_session(h, ctypes.byref(s))
        if rc < 0:
            raise_for(rc, what="session")
        if rc == 0:
            return None
        return Session(s.origin, _mask_types(s.may_step), s.may_end, s.captured)

    def stack_at(self, square):
        """The :class:`Stack` on a square (name or index), or None."""
        h = self._handle()
        sq = square_index(square)
        st = _ffi.tl_stack()
        st.size = ctypes.sizeof(st)
        rc = _ffi.tl_game_stack(h, sq, ctypes.byref(st))
        if rc < 0:
            raise_for(rc, what="stack_at")
        return _stack_from_c(st) if rc else None

    def stacks(self):
        """A dict {square name: Stack} of every stack on the board, by
        square index."""
        h = self._handle()
        st = _ffi.tl_stack()
        st.size = ctypes.sizeof(st)
        ref = ctypes.byref(st)
        out = {}
        for sq in range(NSQUARES):
            if _ffi.tl_game_stack(h, sq, ref) > 0:
                out[SQUARE_NAMES[sq]] = _stack_from_c(st)
        return out

    piece_map = stacks

    def air_defence(self, side):
        """The squares covered by ``side``'s air defence (T26): a dict
        {square name: number of sources covering it}."""
        h = self._handle()
        s = side_index(side)
        cover = (ctypes.c_uint8 * NSQUARES)()
        rc = _ffi.tl_game_air_defence(h, s, cover, NSQUARES)
        if rc < 0:
            raise_for(rc, what="air_defence")
        return {SQUARE_NAMES[i]: c for i, c in enumerate(cover) if c}

    def attacks(self, square, piece=None):
        """The squares the piece ``piece`` (a PieceType or letter; default
        the carrier) of the stack on ``square`` attacks (T35), as a list of
        square names by index.  InvalidArgumentError if there is no such
        piece there."""
        h = self._handle()
        sq = square_index(square)
        if piece is None:
            st = self.stack_at(sq)
            if st is None:
                raise InvalidArgumentError("attacks: {} is empty".format(SQUARE_NAMES[sq]))
            p = st.carrier.type
        else:
            p = piece_type(piece)
        out = (ctypes.c_uint8 * NSQUARES)()
        rc = _ffi.tl_game_attacks(h, sq, int(p), out, NSQUARES)
        if rc < 0:
            raise_for(rc, h, what="attacks of {} on {}".format(p.english, SQUARE_NAMES[sq]))
        return [SQUARE_NAMES[i] for i, a in enumerate(out) if a]

    def battles_lost(self, side):
        """The battles of T54 ``side`` has lost in the current position
        (whatever the mode): a frozenset of "naval", "air", "land"."""
        h = self._handle()
        rc = _ffi.tl_game_battles_lost(h, side_index(side))
        if rc < 0:
            raise_for(rc, what="battles_lost")
        return frozenset(name for bit, name in _BATTLES if rc & bit)

    # ---- moves --------------------------------------------------------------

    def _cached(self, h):
        """(LAN table, Move memo) of the current placement, kept while the
        placement does not change."""
        _ffi.tl_game_fen(h, self._fbuf, _ffi.TL_FEN_MAX)
        placement = self._fbuf.value.split(b" ", 1)[0]
        cache = self._lan_cache
        hit = cache.get(placement)
        if hit is None:
            if len(cache) >= _CACHE_MAX:
                cache.clear()
            hit = cache[placement] = (_lan_table(placement), {})
        return hit

    def _table(self, h):
        return self._cached(h)[0]

    def _lan_of(self, h, code):
        """The LAN of a code, made from the stack on its origin square as
        T48 says (the same text as tl_game_move_text(), which
        tests/cotulenh/test_vectors.py checks for every vector move, at a
        fraction of the cost); None if there is no such piece there."""
        try:
            return _lan(self._table(h), code)
        except (TypeError, KeyError):
            return None

    @property
    def legal_moves(self):
        """The legal moves and deploy steps of the current position (T37,
        T22), a list of :class:`Move` in the library's order (origin
        square, then generation order).  The early end of a session is
        never listed (see :meth:`end_deploy`).  Empty after checkmate or
        stalemate; generation does not stop at other game ends (T56)."""
        h = self._h
        if not h:
            raise Error("the game is closed")
        buf = self._buf
        n = _lm(h, buf, _MAXM)
        if n < 0:
            raise_for(n, what="legal_moves")
        if n == 0:
            return []
        table, memo = self._cached(h)
        get = memo.get
        out = []
        for code in buf[:n]:
            m = get(code)
            if m is None:
                m = memo[code] = Move._make(code, _lan(table, code))
            out.append(m)
        return out

    def _move_of(self, h, code):
        return Move._make(code, self._lan_of(h, code))

    def _step(self, h, code):
        # None or an END code: the end of the open session
        if code is None or (code >> 16 & 7) == 7:
            s = self.session
            if s is None or not s.may_end:
                return None
            _ffi.tl_game_end_deploy(h)
            return Move.end(s.origin)
        return super()._step(h, code)

    def parse_move(self, text):
        """Parse a move in LAN or SAN (T48, T49), or "|" for the end of the
        open session, and check that it is legal here.  Returns the
        :class:`Move`; raises :class:`InvalidMoveError` (not a move) or
        :class:`IllegalMoveError`."""
        if not isinstance(text, str):
            args.type_error("a move", "a str", text)
        code = self._code(text)
        h = self._handle()
        if _ffi.tl_game_is_legal(h, code) != 1:
            self._raise_illegal(h, code)
        return Move._make(code, self._lan_of(h, code))

    def is_legal(self, move):
        """True if the move (a :class:`Move`, or LAN/SAN text, or "|") is
        legal in the current position."""
        h = self._handle()
        if isinstance(move, str):
            try:
                data = self._move_bytes(move)
            except InvalidMoveError:
                return False
            out = ctypes.c_uint32()
            if _ffi.tl_game_parse_move(h, data, ctypes.byref(out)) != 0:
                return False
            return _ffi.tl_game_is_legal(h, out.value) == 1
        if not isinstance(move, Move):
            args.type_error("a move", "a cotulenh.Move or a str", move)
        return _ffi.tl_game_is_legal(h, move._code) == 1

    def push(self, move):
        """Play one move or deploy step: a :class:`Move`, or text in LAN or
        SAN ("Ic5&c4", "I&c4"), or "|" (end the open session early, as
        :meth:`end_deploy`).

        Returns the Move played, with the library's LAN.  Raises
        :class:`IllegalMoveError` (:class:`GameOverError` once the game has
        ended, :class:`InvalidMoveError` for text that is not a move); the
        game is then unchanged.  For a turn record ("Ej9>i9,|") or several,
        use :meth:`play`.
        """
        h = self._h
        if not h:
            raise Error("the game is closed")
        code = move._code if type(move) is Move else self._code(move)
        if self._stack is None:
            self._rebuild_stack()
        lan = self._lan_of(h, code)
        rc = _play(h, code)
        if rc:
            raise_for(rc, h)
        mv = Move._make(code, lan)
        self._stack.append(mv)
        return mv

    def play(self, text):
        """Play text as the history is written (:meth:`history_text`): turn
        records separated by white space, each one move or the steps of a
        deploy session joined by "," with an optional final ",|" (T49),
        e.g. ``"Ic5&c4 Ej9>i9,|"``.  All or nothing: on error the game is
        unchanged.  Returns the list of Moves played."""
        self._handle()
        records = args.text(text, "text", "utf-8").split()
        for rec in records:
            try:
                rec.decode("ascii")
            except UnicodeDecodeError:
                raise InvalidMoveError("{!r} is not a move".format(text)) from None
        clone = self._clone()
        n0 = _ffi.tl_game_history(clone, None, 0)
        for rec in records:
            rc = _ffi.tl_game_play_text(clone, rec)
            if rc:
                raise_for(self._parse_status(clone, rc), clone, what=rec.decode("ascii"))
        codes = self._history_codes(clone)[n0:]
        clone.free()
        return [self.push(Move._make(c, None)) for c in codes]

    def end_deploy(self):
        """End the open deploy session early (T21); the turn passes.
        Raises :class:`NoSessionError` without a session,
        :class:`CannotEndDeployError` when the pieces left on the origin
        cannot stay there.  Returns the END Move recorded in the history
        (:meth:`pop` takes it back)."""
        h = self._handle()
        if self._stack is None:
            self._rebuild_stack()
        s = self.session
        rc = _ffi.tl_game_end_deploy(h)
        if rc:
            raise_for(rc, h, what="end_deploy")
        mv = Move.end(s.origin)
        self._stack.append(mv)
        return mv

    def _replay_game(self):
        return Game(self.initial_fen, _replay_rules(self.rules))

    def _move_text(self, move, notation):
        h = self._handle()
        code = self._code(move)
        n = _text(h, code, notation, self._tbuf, 64)
        if n < 0:
            raise_for(n, h, what="notation of " + str(Move.from_code(code)))
        return self._tbuf.value.decode("ascii")

    def san(self, move):
        """A legal move in SAN (T49), "I&c4", computed by the library from
        the current position."""
        return self._move_text(move, 1)

    def lan(self, move):
        """A legal move in LAN (T48), "Ic5&c4", as the library writes it."""
        return self._move_text(move, 0)

    def history_text(self, notation="san"):
        """The history as turn records (T49) separated by spaces, in
        ``notation`` "san" or "lan": the steps of a session joined by ",",
        a final ",|" when it was ended early."""
        h = self._handle()
        nt = args.choice(notation, "notation", _NOTATIONS)
        rc, text = text_out(_ffi.tl_game_history_text, h, nt, size=1024, encoding="ascii")
        if rc < 0:
            raise_for(rc, what="history_text")
        return text

    def explain(self, move):
        """The capture resolution of a legal move as a :class:`Resolution`:
        kind, movers, every piece destroyed, the air-defence state met, the
        promotions, the points, and ``text``, a sentence such as "Red air
        force e4 dives into the ring of Blue anti-air e8: both
        destroyed"."""
        h, code, info, text = self._explained(move, 512)
        return Resolution(info, Move._make(code, self._lan_of(h, code)), text)

    resolve = explain

    # ---- outcome ------------------------------------------------------------

    def is_checkmate(self):
        """True if the game ended by checkmate (T53.2)."""
        o = self.outcome()
        return o is not None and o.termination == Termination.CHECKMATE

    def is_stalemate(self):
        """True if the game ended by stalemate (T53.3)."""
        o = self.outcome()
        return o is not None and o.termination == Termination.STALEMATE

    def adjudication(self):
        """The :class:`Outcome` adjudication by points would give now (T55):
        the side with more :attr:`points` wins, equal points draw.  The game
        is not changed (this works on a finished game too)."""
        res = _ffi.tl_game_adjudication(self._handle())
        if res < 0:
            raise_for(res, what="adjudication")
        return Outcome(_RESULT_WINNER[res], Termination.ADJUDICATION, self.language)

    def adjudicate(self):
        """End the game by points (T55; for a time limit): the side with
        more points wins (no win bonus), equal points draw.  Returns the
        :class:`Outcome`; GameOverError if the game has already ended
        (:meth:`adjudication` only asks)."""
        h = self._handle()
        if self._stack is None:
            self._rebuild_stack()
        res = _ffi.tl_game_adjudicate(h)
        if res < 0:
            raise_for(res, h, what="adjudicate")
        self._forced = True
        return Outcome(_RESULT_WINNER[res], Termination.ADJUDICATION, self.language)

    def record(self, notation="san", tags=None, comments=None, language=None):
        """The game as a record text (doc/cotulenh/records.md): tags, one
        turn record (T49) per turn in ``notation`` ("san" or "lan") with
        comments, result.

        ``tags`` and ``comments`` ({turn: text}) are added to the game's
        own :attr:`tags` and :attr:`comments`.  Result, Termination, Rules
        and Position always describe the game itself.  A tag or comment the
        record cannot hold (a bad Date, text that is not valid, a '}' in a
        comment) raises InvalidArgumentError with the library's message in
        ``language`` ("en" or "vi"; by default the game's :attr:`language`;
        "vi" needs libcotulenh 1.5, else LanguageUnavailableError).
        """
        return write_record(self, notation, tags, comments, language)

    # ---- pictures -----------------------------------------------------------

    def render(self, color=False, flip=False, terrain=False):
        """The board as text (tl_game_render_text): ANSI ``color``,
        ``flip`` for Blue's view, ``terrain`` marks on empty water ('~')
        and mixed ('=') squares."""
        h = self._handle()
        flags = ((1 if args.boolean(color, "color") else 0)
                 | (2 if args.boolean(flip, "flip") else 0)
                 | (4 if args.boolean(terrain, "terrain") else 0))
        rc, text = text_out(_ffi.tl_game_render_text, h, flags, size=4096)
        if rc < 0:
            raise_for(rc, what="render")
        return text

    def svg(self, square=48, flip=False, coordinates=True, last_move=True, air_defence=()):
        """The position as a standalone SVG document (a str): terrain,
        headquarters, stacks with heroic marks.  ``square`` is the distance
        between points in pixels (16 … 512); ``flip`` shows Blue's view;
        ``last_move`` marks the last history entry; ``air_defence`` draws
        the air-defence rings (T26) of the sides listed ("red", "blue", or
        both: ``("red", "blue")``; also a single side name).  Notebooks
        show games as this picture (``_repr_svg_``)."""
        h = self._handle()
        o = _ffi.tl_svg_options()
        _ffi.tl_svg_options_init(ctypes.byref(o))
        o.square = args.integer(square, "square", 16, 512)
        o.flip = args.boolean(flip, "flip")
        o.coordinates = args.boolean(coordinates, "coordinates")
        o.last_move = args.boolean(last_move, "last_move")
        if isinstance(air_defence, str):
            air_defence = (air_defence,)
        bits = 0
        try:
            sides = list(air_defence)
        except TypeError:
            args.type_error("air_defence", "a side or a sequence of sides", air_defence)
        for s in sides:
            bits |= 1 << side_index(s)
        o.air_defence = bits
        rc, text = text_out(_ffi.tl_game_render_svg, h, ctypes.byref(o), size=65536)
        if rc < 0:
            raise_for(rc, what="svg")
        return text



def _replay_rules(rules):
    """The rules to replay a history under: total war, whatever the mode.
    The rules may have been changed after moves were played (a game
    played in total war, then set to battles, may be over under battles
    before its last move); a history is never over under total war, as no
    move is possible once a game has ended and battles only add ways to
    end (T54)."""
    return rules.replace(mode="total")


def _restore(cls, initial, rules, codes, forced, tags=None, comments=None, language="en"):
    """Unpickle a Game (see Game.__reduce__)."""
    g = cls(initial, _replay_rules(Rules(*rules)), language)
    for code in codes:
        g.push(Move.from_code(code))
    g.rules = Rules(*rules)
    g._end_as(forced)
    g.tags = tags or {}
    g.comments = comments or {}
    return g
