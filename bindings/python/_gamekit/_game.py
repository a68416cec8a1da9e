"""What the Game classes of the game packages share: the lifetime of the
C handle and copies, reading moves, undo and history (and its replay),
perft, the outcome, resignation and draws, the rules property, and the
value types Outcome and Explanation.

Both C APIs name these functions alike (``ct_game_undo``,
``tl_game_undo``, ...): a package hands its own to :class:`CApi`, then derives its ``Game`` from :class:`GameBase` and its ``Outcome`` from
:class:`OutcomeBase`, setting the class attributes listed there.
"""

import copy
import ctypes

from ._errors import ERR_GAME_OVER, ERR_ILLEGAL_MOVE
from ._loader import FunctionTable, text_out

#: The sides, by their C value (0, 1).
SIDES = ("red", "blue")
#: The languages of a game's texts, by their C value (CT_LANG_EN = 0,
#: CT_LANG_VI = 1; TL_LANG_EN, TL_LANG_VI alike).
LANGUAGES = ("en", "vi")
#: The Vietnamese of the labels an exception puts before a game's detail
#: message (which follows the game's language): see :func:`label`.
_LABELS_VI = {"invalid FEN": "FEN không hợp lệ", "invalid position": "thế cờ không hợp lệ",
              "invalid setup": "thế bày quân không hợp lệ"}


def label(what, language):
    """The label ``what`` ("invalid FEN", "invalid position", "invalid
    setup") in ``language`` ("en" or "vi"), the game's language, so that
    the label and the detail after it are in one language."""
    return _LABELS_VI.get(what, what) if language == "vi" else what


#: The winner of a C result (1 red wins, 2 blue wins, 3 draw).
RESULT_WINNER = {1: "red", 2: "blue", 3: None}
_TOKENS = {"red": "1-0", "blue": "0-1", None: "1/2-1/2"}
#: The terminations that end a game on top of its history (no ending on
#: the board), as a package's Termination may name them.
_FORCED_ENDS = ("RESIGNATION", "AGREEMENT", "ADJUDICATION", "TIME")


class CApi(FunctionTable):
    """The C functions of a library that GameBase calls (see
    _loader.FunctionTable), with the structures ``rules`` and
    ``move_info``, ``handle`` (the game handle class) and
    ``language_symbol``, the name of the C function that sets a game's
    language (``game_set_language`` and ``game_language`` are None in a
    library without it)."""

    NAMES = ("game_clone", "game_undo", "game_play", "game_perft", "game_history",
             "game_outcome", "game_turn", "game_resign", "game_agree_draw",
             "game_get_rules", "game_set_rules", "game_reset", "game_parse_move",
             "game_is_legal", "game_move_info", "game_explain", "rules_init",
             "result_string", "rules", "move_info", "handle", "game_set_language",
             "game_language", "language_symbol")


def termination_text(text, string, value, language, args):
    """The name of termination ``value`` in ``language`` ("en" or "vi"):
    the C ``PREFIX_termination_text(value, language)`` when the loaded
    library has it (``text``; None in a library without it, which names
    terminations in English only: ``string``, ``PREFIX_termination_string``)."""
    lang = args.choice(language, "language", LANGUAGES)
    if text is None:
        return string(value).decode("utf-8")
    return text(value, lang).decode("utf-8")


class OutcomeBase:
    """How a finished game ended: ``winner`` is "red", "blue" or None (a
    draw); ``termination`` a member of the package's Termination;
    ``language`` ("en" or "vi") the language of ``reason``, the
    termination's name for a player (a game's outcome() takes the game's
    language).  Two outcomes are equal when winner and termination are,
    whatever their language.

    Subclasses set ``_TERMINATION`` (the IntEnum, values 1 … N, with a
    ``text(language)`` method) and ``_ARGS`` (the package's converters)."""

    __slots__ = ("winner", "termination", "language")
    _TERMINATION = None
    _ARGS = None

    def __init__(self, winner, termination, language="en"):
        if winner not in ("red", "blue", None) or not isinstance(winner, (str, type(None))):
            raise self._ARGS.value_error_cls(
                "winner must be 'red', 'blue' or None, not {!r}".format(winner))
        self.winner = winner
        self.termination = self._TERMINATION(
            self._ARGS.integer(termination, "termination", 1, len(self._TERMINATION)))
        self._ARGS.choice(language, "language", LANGUAGES)
        self.language = language

    @property
    def reason(self):
        """The termination's name in :attr:`language`, as the library writes
        it ("resignation"; Vietnamese "xin thua")."""
        return self.termination.text(self.language)

    def result(self):
        """The result token: "1-0", "0-1" or "1/2-1/2"."""
        return _TOKENS[self.winner]

    def __eq__(self, other):
        if type(other) is type(self):
            return (self.winner, self.termination) == (other.winner, other.termination)
        return NotImplemented

    def __hash__(self):
        return hash((self.winner, self.termination))

    def __repr__(self):
        return "Outcome(winner={!r}, termination=Termination.{})".format(
            self.winner, self.termination.name)

    def __reduce__(self):
        return (type(self), (self.winner, int(self.termination), self.language))


class ExplanationBase:
    """What a legal move does (the C move_info) and the library's text for
    humans, ``text`` (also ``str()``); subclasses set the fields."""

    __slots__ = ()

    def as_dict(self):
        """The fields as a dict (the move as its text)."""
        d = {k: getattr(self, k) for k in self.__slots__}
        d["move"] = str(self.move)
        return d

    def __str__(self):
        return self.text

    def __repr__(self):
        return "<{} {}: {}>".format(type(self).__name__, self.move, self.text)


class GameBase:
    """The shared part of a Game: a C game handle in ``self._h`` (None once
    closed), the history as Move objects in ``self._stack`` (None: to be
    rebuilt by ``_rebuild_stack()``), and ``self._forced`` (a resignation,
    agreed draw or adjudication is recorded on top of the history).

    Subclasses set ``_C`` (a CApi), ``_RULES`` (the Rules class, with
    ``_to_c()`` and ``_from_c()``), ``_OUTCOME`` (the Outcome class),
    ``_RAISE`` (the package's raise_for), ``_ARGS`` (its converters: the
    exception classes are taken from them: ``_ERRORS``, the package's
    ``Error`` and ``EmptyHistoryError``, ``_INVALID_POSITION``,
    ``_INVALID_MOVE``), ``_MOVE`` (the Move class), ``_PERFT_MAX`` and
    ``_POSITION`` (the name of the position text property, for repr());
    and define
    ``_move_of(h, code)`` (the Move of a legal code, before it is
    played), ``_replay_game()`` (a new game at the initial position, to
    replay the history on), ``render()`` and ``svg()``.
    """

    _C = _RULES = _OUTCOME = _ERRORS = _RAISE = _ARGS = _MOVE_FROM_CODE = None
    _MOVE = _POSITION = _INVALID_POSITION = _INVALID_MOVE = None
    _PERFT_MAX = 0

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if cls._ARGS is not None and cls._MOVE is not None:
            c = cls._ARGS.classes
            cls._ERRORS = (c.Error, c.EmptyHistoryError)
            cls._INVALID_POSITION = c.InvalidPositionError
            cls._INVALID_MOVE = c.InvalidMoveError
            cls._MOVE_FROM_CODE = staticmethod(cls._MOVE.from_code)

    # ---- lifetime ---------------------------------------------------------

    def close(self):
        """Free the C handle. Further use raises the package's Error.  A call
        on this game running meanwhile in another thread finishes first:
        the handle is freed when it returns (see _gamekit._handle)."""
        self._h = None

    @property
    def closed(self):
        """True once :meth:`close` has been called."""
        return not self._h

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def _handle(self):
        h = self._h
        if not h:
            raise self._ERRORS[0]("the game is closed")
        return h

    def _clone(self):
        """A new handle, the library's clone of this game."""
        out = self._C.handle()
        rc = self._C.game_clone(self._handle(), ctypes.byref(out))
        if rc:
            self._RAISE(rc, what="copy")
        return out

    def _init(self, handle, stack, forced):
        """Set up a new object on ``handle`` (a hook: subclasses add their
        caches and call this)."""
        self._h = handle
        self._stack = stack  # the history as Move objects (None: rebuild)
        self._forced = forced  # a resignation, agreement or adjudication is recorded
        #: Tag pairs of the game's record, {name: value} (see record()).
        self.tags = {}
        #: Comments of the game's record, {n: text}: n 0 is before the first
        #: move, n after the n-th move (Cờ toán: ply; Cờ tư lệnh: turn).
        self.comments = {}

    @classmethod
    def _wrap(cls, handle, forced=None):
        """A Game owning an existing C handle (its history is rebuilt);
        ``forced`` None: a resignation, agreed draw or adjudication is
        taken from the handle's outcome."""
        g = cls.__new__(cls)
        g._init(handle, None, False)
        if forced is None:
            t = ctypes.c_int32()
            cls._C.game_outcome(handle, ctypes.byref(t))
            terms = cls._OUTCOME._TERMINATION.__members__
            forced = any(t.value == terms[n] for n in _FORCED_ENDS if n in terms)
        g._forced = forced
        return g

    def _copy(self, memo=None):
        """An independent copy (the library clones the handle); ``memo``
        is deepcopy's, None for a shallow copy."""
        out = self._clone()
        g = type(self).__new__(type(self))
        g._init(out, None if self._stack is None else list(self._stack), self._forced)
        self._copy_extra(g, memo)
        return g

    def _copy_extra(self, game, memo):
        """Copy into ``game`` what the package keeps beside the C game: the
        record's tags and comments."""
        if memo is None:
            game.tags = dict(self.tags)
            game.comments = dict(self.comments)
        else:
            game.tags = copy.deepcopy(self.tags, memo)
            game.comments = copy.deepcopy(self.comments, memo)

    def __copy__(self):
        return self.copy()

    def __deepcopy__(self, memo):
        return self._copy(memo)

    def _forced_end(self):
        """How the recorded forced end is replayed by :meth:`_end_as`
        (for pickle): "draw", "adjudicate", "time:" and the side whose
        time ran out, the side that resigned, or None."""
        if not self._forced:
            return None
        o = self.outcome()
        if o.termination.name == "AGREEMENT":
            return "draw"
        if o.termination.name == "ADJUDICATION":
            return "adjudicate"
        loser = "blue" if o.winner == "red" else "red"
        if o.termination.name == "TIME":
            return "time:" + loser
        return loser  # the loser resigned

    def _end_as(self, forced):
        """Record the forced end described by :meth:`_forced_end`."""
        if forced == "draw":
            self.agree_draw()
        elif forced == "adjudicate":
            self.adjudicate()
        elif forced is not None and forced.startswith("time:"):
            self.time_out(forced[5:])
        elif forced is not None:
            self.resign(forced)

    def __repr__(self):
        if not self._h:
            return "<{}.Game (closed)>".format(self._ARGS.package)
        return "Game({!r})".format(getattr(self, self._POSITION))

    def __str__(self):
        return self.render()

    def _repr_svg_(self):
        return self.svg()

    # ---- position -----------------------------------------------------------

    def _c_text(self, fn, size):
        """The text an ASCII getter ``fn(handle, buf, size)`` writes."""
        h = self._handle()
        buf = ctypes.create_string_buffer(size)
        fn(h, buf, size)
        return buf.value.decode("ascii")

    def _position_bytes(self, text, name, noun):
        """A position text as ASCII bytes for C; ``name`` is the argument's
        name, ``noun`` what it is ("a FEN")."""
        self._ARGS.instance(text, str, name)
        try:
            data = text.encode("ascii")
        except UnicodeEncodeError:
            raise self._INVALID_POSITION(
                "{!r} is not {}: it has non-ASCII characters".format(text, noun)) from None
        if b"\0" in data:
            raise self._INVALID_POSITION("{} cannot contain NUL characters".format(noun))
        return data

    def _load(self, fn, data, what):
        """Load the position text ``data`` (bytes) with the C setter
        ``fn(handle, data)`` as the new initial position."""
        h = self._handle()
        rc = fn(h, data)
        if rc:
            self._RAISE(rc, h, parse_cls=self._INVALID_POSITION,
                        what=label(what, self.language))
        self._cleared()

    def _cleared(self):
        """A new initial position was loaded: the history is empty."""
        self._stack = []
        self._forced = False
        self._new_state()

    def _new_state(self):
        """The position changed other than by a move (a hook)."""

    def _reset(self):
        self._C.game_reset(self._handle())
        self._cleared()

    # ---- moves --------------------------------------------------------------

    def _move_bytes(self, text):
        """Move text as ASCII bytes for C (InvalidMoveError otherwise)."""
        try:
            data = text.encode("ascii")
        except UnicodeEncodeError:
            data = None
        if data is None or b"\0" in data:
            raise self._INVALID_MOVE("{!r} is not a move".format(text))
        return data

    def _parse_status(self, h, rc):
        """The status to raise for ``rc`` from parsing or playing text on
        ``h``: no legal move because the game is over is ERR_GAME_OVER."""
        if rc == ERR_ILLEGAL_MOVE and self._C.game_outcome(h, None) > 0:
            return ERR_GAME_OVER
        return rc

    def _code(self, move):
        """The C move of a Move or of move text (any notation the library
        reads)."""
        if isinstance(move, self._MOVE):
            return move._code
        if isinstance(move, str):
            h = self._handle()
            data = self._move_bytes(move)
            out = ctypes.c_uint32()
            rc = self._C.game_parse_move(h, data, ctypes.byref(out))
            if rc:
                self._RAISE(self._parse_status(h, rc), h)
            return out.value
        self._bad_move(move)

    def _bad_move(self, move):
        """Raise the package's ArgumentTypeError for a move of a wrong
        type (a hook: a package may keep its own wording)."""
        self._ARGS.type_error("a move", "a {}.Move or a str".format(self._ARGS.package), move)

    def _explained(self, move, size):
        """(handle, code, C move_info, the library's text) of a legal
        move, for explain()."""
        h = self._handle()
        code = self._code(move)
        info = self._C.move_info()
        info.size = ctypes.sizeof(info)
        rc = self._C.game_move_info(h, code, ctypes.byref(info))
        if rc:
            self._RAISE(rc, h, what="explain " + str(self._MOVE_FROM_CODE(code)))
        rc, text = text_out(self._C.game_explain, h, code, size=size)
        if rc < 0:
            self._RAISE(rc, h, what="explain")
        return h, code, info, text

    def _step(self, h, code):
        """Play ``code`` on handle ``h`` of this game and return its Move,
        or None if it is not legal there (see :meth:`_replayed`)."""
        if self._C.game_is_legal(h, code) != 1:
            return None
        mv = self._move_of(h, code)
        self._C.game_play(h, code)
        return mv

    def _replayed(self, codes):
        """The C moves ``codes`` as Move objects, played on a copy of the
        game; stops at the first that is not legal there."""
        if not codes:
            return []
        replay = self.copy()
        try:
            out = []
            h = replay._handle()
            for code in codes:
                mv = replay._step(h, code)
                if mv is None:
                    break
                out.append(mv)
            return out
        finally:
            replay.close()

    def _rebuild_stack(self):
        """Rebuild the Move list of a game whose history was made in C, by
        replaying it from the initial position."""
        codes = self._history_codes(self._handle())
        replay = self._replay_game()
        try:
            rh = replay._h
            stack = []
            for code in codes:
                mv = replay._move_of(rh, code)
                rc = self._C.game_play(rh, code)
                if rc:
                    self._RAISE(rc, rh, what="history replay")
                stack.append(mv)
        finally:
            replay.close()
        self._stack = stack
        return stack

    def _history_codes(self, h):
        """The C history of handle ``h``, a list of move codes."""
        n = self._C.game_history(h, None, 0)
        if n < 0:
            self._RAISE(n, what="history")
        codes = (ctypes.c_uint32 * max(n, 1))()
        self._C.game_history(h, codes, n)
        return list(codes[:n])

    # ---- rules --------------------------------------------------------------

    @property
    def rules(self):
        """The game's Rules.  Setting them keeps the position and history;
        the outcome is evaluated again."""
        h = self._handle()
        r = self._C.rules()
        self._C.rules_init(ctypes.byref(r))
        rc = self._C.game_get_rules(h, ctypes.byref(r))
        if rc:
            self._RAISE(rc, what="rules")
        return self._RULES._from_c(r)

    @rules.setter
    def rules(self, rules):
        h = self._handle()
        self._ARGS.instance(rules, self._RULES, "rules")
        rc = self._C.game_set_rules(h, ctypes.byref(rules._to_c()))
        if rc:
            self._RAISE(rc, h, what="rules")

    # ---- language -----------------------------------------------------------

    @property
    def language(self):
        """The language of the texts the library writes for this game
        (explanations, error details): "en" (English, the default of a new
        game) or "vi" (Vietnamese).  A copy keeps it.

        A C library without languages writes English only: there this is
        always "en", setting "en" does nothing and setting "vi" raises the
        package's LanguageUnavailableError (a NotImplementedError).  Another
        value raises InvalidArgumentError."""
        h = self._handle()
        if self._C.game_language is None:
            return LANGUAGES[0]
        return LANGUAGES[self._C.game_language(h)]

    @language.setter
    def language(self, language):
        h = self._handle()
        value = self._ARGS.choice(language, "language", LANGUAGES)
        if self._C.game_set_language is None:
            if value == 0:
                return
            raise self._ARGS.classes.LanguageUnavailableError(
                "language {!r} is not available: the loaded C library has no {}() "
                "(it writes English only)".format(language, self._C.language_symbol))
        rc = self._C.game_set_language(h, value)
        if rc:
            self._RAISE(rc, h, what="language")

    # ---- history ------------------------------------------------------------

    def _raise_illegal(self, h, code):
        # game_play sets the detail message of an illegal move without
        # changing anything: use it for the error text.
        rc = self._C.game_play(h, code)
        if rc == 0:  # cannot happen (the move was not legal); undo it anyway
            self._C.game_undo(h)
            raise self._ERRORS[0]("internal error: {} was reported illegal but played".format(
                self._MOVE_FROM_CODE(code)))
        self._RAISE(rc, h)

    def _popped(self):
        """Called after pop() took back a history entry (a hook)."""

    def pop(self):
        """Take back the last history entry and return it.  A resignation,
        agreed draw or adjudication recorded after it is withdrawn too.
        Raises EmptyHistoryError (an IndexError) when nothing has been
        played since the initial position."""
        h = self._h
        if not h:
            raise self._ERRORS[0]("the game is closed")
        stack = self._stack
        if stack is None:
            stack = self._rebuild_stack()
        if not stack:
            raise self._ERRORS[1]("pop from an empty history")
        undo = self._C.game_undo
        if self._forced:
            undo(h)
            self._forced = False
        rc = undo(h)
        if rc:
            self._RAISE(rc, h, what="pop")
        self._popped()
        return stack.pop()

    def undo(self):
        """Take back the last action, exactly as the C undo: a resignation,
        agreed draw or adjudication if one was made (returns None),
        otherwise the last history entry (returns it)."""
        h = self._handle()
        if self._stack is None:
            self._rebuild_stack()
        if self._forced:
            self._C.game_undo(h)
            self._forced = False
            return None
        return self.pop()

    def peek(self):
        """The last history entry (EmptyHistoryError when there is none)."""
        self._handle()
        if self._stack is None:
            self._rebuild_stack()
        if not self._stack:
            raise self._ERRORS[1]("nothing has been played")
        return self._stack[-1]

    @property
    def history(self):
        """The history since the initial position, oldest first (a new
        list of Move)."""
        self._handle()
        if self._stack is None:
            self._rebuild_stack()
        return list(self._stack)

    move_stack = history

    def perft(self, depth):
        """The number of leaves of the legal-move tree ``depth`` plies deep;
        the game is not changed."""
        depth = self._ARGS.integer(depth, "depth", 0, self._PERFT_MAX)
        # On a private clone, with the GIL released: other threads may use
        # (or close) this game meanwhile.
        clone = self._clone()
        out = ctypes.c_uint64()
        rc = self._C.game_perft(clone, depth, ctypes.byref(out))
        clone.free()
        if rc:
            self._RAISE(rc, what="perft")
        return out.value

    # ---- outcome ------------------------------------------------------------

    def outcome(self):
        """None while the game is in progress, else an Outcome."""
        h = self._handle()
        t = ctypes.c_int32()
        res = self._C.game_outcome(h, ctypes.byref(t))
        if res <= 0:
            if res < 0:
                self._RAISE(res, what="outcome")
            return None
        return self._OUTCOME(RESULT_WINNER[res], t.value, self.language)

    def is_over(self):
        """True once the game has ended."""
        return self._C.game_outcome(self._handle(), None) != 0

    is_game_over = is_over

    def result(self):
        """The result token: "1-0", "0-1", "1/2-1/2" or "*"."""
        res = self._C.game_outcome(self._handle(), None)
        return self._C.result_string(res).decode("ascii")

    def resign(self, side=None):
        """Resign for ``side`` ("red"/"blue"; default the side to move):
        the other side wins.  GameOverError if the game has ended."""
        self._force_end(self._C.game_resign, side, "resign")

    def _force_end(self, call, side, what):
        """Record an end decided off the board by ``call(handle, side)``
        (``side`` None: the side to move), undoable like a move."""
        h = self._handle()
        s = self._C.game_turn(h) if side is None else self._ARGS.side(side)
        if self._stack is None:
            self._rebuild_stack()
        rc = call(h, s)
        if rc:
            self._RAISE(rc, h, what=what)
        self._forced = True

    def agree_draw(self):
        """Record a draw agreed by both sides."""
        h = self._handle()
        if self._stack is None:
            self._rebuild_stack()
        rc = self._C.game_agree_draw(h)
        if rc:
            self._RAISE(rc, h, what="agree_draw")
        self._forced = True
