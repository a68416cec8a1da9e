"""What the Game classes of the game packages share: the lifetime of the
C handle, undo and history, perft, the outcome, resignation and draws,
the rules property, and the Outcome value type.

Both C APIs name these functions alike (``ct_game_undo``,
``tl_game_undo``, ...): a package describes its own with :class:`CApi`,
then derives its ``Game`` from :class:`GameBase` and its ``Outcome`` from
:class:`OutcomeBase`, setting the class attributes listed there.
"""

import ctypes

#: The sides, by their C value (0, 1).
SIDES = ("red", "blue")
#: The winner of a C result (1 red wins, 2 blue wins, 3 draw).
RESULT_WINNER = {1: "red", 2: "blue", 3: None}
_TOKENS = {"red": "1-0", "blue": "0-1", None: "1/2-1/2"}


class CApi:
    """The C functions of a library that GameBase calls, found in the
    package's _ffi module by ``prefix`` ("ct", "tl"): ``game_clone``,
    ``game_undo``, ``game_play``, ``game_perft``, ``game_history``,
    ``game_outcome``, ``game_turn``, ``game_resign``, ``game_agree_draw``,
    ``game_get_rules``, ``game_set_rules``, ``rules_init``,
    ``result_string``, and the structure ``rules``."""

    NAMES = ("game_clone", "game_undo", "game_play", "game_perft", "game_history",
             "game_outcome", "game_turn", "game_resign", "game_agree_draw",
             "game_get_rules", "game_set_rules", "rules_init", "result_string")

    def __init__(self, ffi, prefix):
        for name in self.NAMES:
            setattr(self, name, getattr(ffi, prefix + "_" + name))
        self.rules = getattr(ffi, prefix + "_rules")


class OutcomeBase:
    """How a finished game ended: ``winner`` is "red", "blue" or None (a
    draw); ``termination`` a member of the package's Termination.

    Subclasses set ``_TERMINATION`` (the IntEnum, values 1 … N) and
    ``_ARGS`` (the package's converters)."""

    __slots__ = ("winner", "termination")
    _TERMINATION = None
    _ARGS = None

    def __init__(self, winner, termination):
        if winner not in ("red", "blue", None) or not isinstance(winner, (str, type(None))):
            raise self._ARGS.value_error_cls(
                "winner must be 'red', 'blue' or None, not {!r}".format(winner))
        self.winner = winner
        self.termination = self._TERMINATION(
            self._ARGS.integer(termination, "termination", 1, len(self._TERMINATION)))

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
        return (type(self), (self.winner, int(self.termination)))


class GameBase:
    """The shared part of a Game: a C game handle in ``self._h`` (None once
    closed), the history as Move objects in ``self._stack`` (None: to be
    rebuilt by ``_rebuild_stack()``), and ``self._forced`` (a resignation,
    agreed draw or adjudication is recorded on top of the history).

    Subclasses set ``_C`` (a CApi), ``_HANDLE`` (the handle class),
    ``_RULES`` (the Rules class, with ``_to_c()`` and ``_from_c()``),
    ``_OUTCOME`` (the Outcome class), ``_ERRORS`` (the package's
    ``Error`` and ``EmptyHistoryError`` as a pair), ``_RAISE`` (its
    raise_for), ``_ARGS`` (its converters), ``_MOVE_FROM_CODE`` and
    ``_PERFT_MAX``; and define ``_rebuild_stack()``.
    """

    _C = _HANDLE = _RULES = _OUTCOME = _ERRORS = _RAISE = _ARGS = _MOVE_FROM_CODE = None
    _PERFT_MAX = 0

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
        out = self._HANDLE()
        rc = self._C.game_clone(self._handle(), ctypes.byref(out))
        if rc:
            self._RAISE(rc, what="copy")
        return out

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
        return self._OUTCOME(RESULT_WINNER[res], t.value)

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
        h = self._handle()
        s = self._C.game_turn(h) if side is None else self._ARGS.side(side)
        if self._stack is None:
            self._rebuild_stack()
        rc = self._C.game_resign(h, s)
        if rc:
            self._RAISE(rc, h, what="resign")
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
