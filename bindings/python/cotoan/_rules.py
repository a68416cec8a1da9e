"""Rule options (R10, R13, R14): the Rules value type."""

import ctypes

from . import _args, _ffi
from ._errors import ArgumentTypeError, InvalidArgumentError

MOVERS = ("front", "back")


class Rules:
    """The rule options of a game.

    ``mover`` is ``"front"`` (standard rules: the front piece of the pair
    moves onto the captured square) or ``"back"`` (classic rules, R10);
    ``target`` the score that wins at once, 0 … 1000, 0 disables it (R13);
    ``limit`` the ply limit, 0 … 1000000, 0 disables it (R14).

    Rules are immutable values: compare them with ``==``, build variants
    with :meth:`replace`.
    """

    __slots__ = ("_mover", "_target", "_limit")

    def __init__(self, mover="front", target=15, limit=240):
        if not isinstance(mover, str):
            raise ArgumentTypeError("mover must be a str, not {}".format(type(mover).__name__))
        if mover not in MOVERS:
            raise InvalidArgumentError("mover must be 'front' or 'back', not {!r}".format(mover))
        target = _args.integer(target, "target", 0, 1000)
        limit = _args.integer(limit, "limit", 0, 1000000)
        object.__setattr__(self, "_mover", mover)
        object.__setattr__(self, "_target", target)
        object.__setattr__(self, "_limit", limit)

    def __setattr__(self, name, value):
        raise AttributeError("Rules is immutable; use rules.replace(...)")

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

    def replace(self, **changes):
        """A copy with some options changed: ``rules.replace(target=10)``."""
        kw = {"mover": self._mover, "target": self._target, "limit": self._limit}
        unknown = set(changes) - set(kw)
        if unknown:
            raise TypeError("unknown rule option(s): " + ", ".join(sorted(unknown)))
        kw.update(changes)
        return Rules(**kw)

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

    def __eq__(self, other):
        if isinstance(other, Rules):
            return (self._mover, self._target, self._limit) == (
                other._mover,
                other._target,
                other._limit,
            )
        return NotImplemented

    def __hash__(self):
        return hash((self._mover, self._target, self._limit))

    def __repr__(self):
        return "Rules(mover={!r}, target={}, limit={})".format(
            self._mover, self._target, self._limit
        )

    def __reduce__(self):
        return (Rules, (self._mover, self._target, self._limit))
