"""Rule options (R10, R13, R14): the Rules value type."""

import ctypes

from _gamekit._value import RulesBase

from . import _ffi
from ._errors import ArgumentTypeError, InvalidArgumentError, args

MOVERS = ("front", "back")


class Rules(RulesBase):
    """The rule options of a game.

    ``mover`` is ``"front"`` (standard rules: the front piece of the pair
    moves onto the captured square) or ``"back"`` (classic rules, R10);
    ``target`` the score that wins at once, 0 … 1000, 0 disables it (R13);
    ``limit`` the ply limit, 0 … 1000000, 0 disables it (R14).

    Rules are immutable values: compare them with ``==``, build variants
    with :meth:`replace`.
    """

    __slots__ = ("_mover", "_target", "_limit")
    _FIELDS = ("mover", "target", "limit")

    def __init__(self, mover="front", target=15, limit=240):
        if not isinstance(mover, str):
            raise ArgumentTypeError("mover must be a str, not {}".format(type(mover).__name__))
        if mover not in MOVERS:
            raise InvalidArgumentError("mover must be 'front' or 'back', not {!r}".format(mover))
        target = args.integer(target, "target", 0, 1000)
        limit = args.integer(limit, "limit", 0, 1000000)
        self._set(mover, target, limit)

    @classmethod
    def standard(cls):
        """The standard rules: mover front, target 15, limit 240."""
        return cls()

    @classmethod
    def classic(cls):
        """The classic rules of the inventor's site: mover back."""
        return cls(mover="back")

    @property
    def mover(self):
        """"front" or "back" (R10)."""
        return self._mover

    @property
    def target(self):
        """Score target (R13); 0 when disabled."""
        return self._target

    @property
    def limit(self):
        """Ply limit (R14); 0 when disabled."""
        return self._limit

    def _to_c(self):
        r = _ffi.ct_rules()
        _ffi.ct_rules_init(ctypes.byref(r))
        r.mover = MOVERS.index(self._mover)
        r.target = self._target
        r.limit = self._limit
        return r

    @classmethod
    def _from_c(cls, r):
        return cls(MOVERS[r.mover], r.target, r.limit)
