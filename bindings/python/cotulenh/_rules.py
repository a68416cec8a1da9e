"""Rule options (T8, T9, T53, T54): the Rules value type."""

import ctypes

from _gamekit._value import RulesBase

from . import _ffi
from ._errors import args

MODES = ("total", "battles")
STARTS = ("standard", "reduced")


class Rules(RulesBase):
    """The rule options of a game.

    ``mode`` is ``"total"`` (total war, T53: the default) or ``"battles"``
    (T54: a side also loses with no navy, no air force, or no infantry,
    tank and artillery left); ``start`` is ``"standard"`` (T8, 19 pieces a
    side) or ``"reduced"`` (T9, no engineers): it chooses the start
    position, the piece set of a free setup (T10) and the points a FEN
    starts with (T52).

    Rules are immutable values: compare them with ``==``, build variants
    with :meth:`replace`.
    """

    __slots__ = ("_mode", "_start")
    _FIELDS = ("mode", "start")

    def __init__(self, mode="total", start="standard"):
        args.choice(mode, "mode", MODES)
        args.choice(start, "start", STARTS)
        self._set(mode, start)

    @property
    def mode(self):
        """ "total" (T53) or "battles" (T54)."""
        return self._mode

    @property
    def start(self):
        """ "standard" (T8) or "reduced" (T9)."""
        return self._start

    def _to_c(self):
        r = _ffi.tl_rules()
        _ffi.tl_rules_init(ctypes.byref(r))
        r.mode = MODES.index(self._mode)
        r.start = STARTS.index(self._start)
        return r

    @classmethod
    def _from_c(cls, r):
        return cls(MODES[r.mode], STARTS[r.start])
