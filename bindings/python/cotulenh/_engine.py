"""The search engine (engine.h): Engine, SearchResult, Score.

The machinery both game packages share (lifetime, one search at a time,
limits, the info callback, the GIL released on a private copy of the
game) is _gamekit._engine; this module holds what knows Cờ tư lệnh: the C
declarations of engine.h and the complete turn a search answers.
"""

import ctypes

from _gamekit import _engine as _kit
from _gamekit._handle import handle_class
from _gamekit._loader import text_out

from . import _ffi
from ._errors import Error, args, raise_for
from ._game import Game
from ._move import Move

#: The time given to a search called without any limit, in seconds.
DEFAULT_MOVETIME = _kit.DEFAULT_MOVETIME

# ---- engine.h ----------------------------------------------------------------

TL_PV_MAX = 64
TL_TURN_MAX = 4
TL_MAX_DEPTH = 64

c_i32, c_u32, c_u64, c_int = ctypes.c_int32, ctypes.c_uint32, ctypes.c_uint64, ctypes.c_int
c_void, P = ctypes.c_void_p, ctypes.POINTER


class tl_engine_options(ctypes.Structure):
    """struct tl_engine_options (engine.h)."""

    _fields_ = [("size", c_u32), ("hash_mb", c_u32), ("alloc", c_void), ("ud", c_void)]


class tl_search_result(ctypes.Structure):
    """struct tl_search_result (engine.h)."""

    _fields_ = [
        ("size", c_u32),
        ("best", c_u32),
        ("score", c_i32),
        ("score_type", c_i32),
        ("depth", c_i32),
        ("seldepth", c_i32),
        ("nodes", c_u64),
        ("nps", c_u64),
        ("time_ms", c_u32),
        ("turn_length", c_i32),
        ("turn", c_u32 * TL_TURN_MAX),
        ("turn_ends_early", c_i32),
        ("pv_length", c_i32),
        ("pv", c_u32 * TL_PV_MAX),
    ]


tl_info_fn = ctypes.CFUNCTYPE(None, c_void, P(tl_search_result))


class tl_search_limits(ctypes.Structure):
    """struct tl_search_limits (engine.h)."""

    _fields_ = [
        ("size", c_u32),
        ("depth", c_i32),
        ("movetime_ms", c_i32),
        ("nodes", c_u64),
        ("level", c_i32),
        ("seed", c_u64),
        ("info", tl_info_fn),
        ("info_user", c_void),
        ("stop", P(c_i32)),
    ]


class _Api:
    """The engine.h functions of the loaded library (None if it has no
    engine), named as _kit.EngineApi wants them."""

    def __init__(self):
        d = _ffi._declare
        self.tl_engine_options_init = d("tl_engine_options_init", c_int,
                                        [P(tl_engine_options)], False)
        self.tl_engine_new = d("tl_engine_new", c_int, [P(tl_engine_options), P(c_void)], False)
        self.tl_engine_free = d("tl_engine_free", None, [c_void], False)
        self.tl_engine_clear = d("tl_engine_clear", c_int, [c_void], False)
        self.tl_engine_set_hash = d("tl_engine_set_hash", c_int, [c_void, c_u32], False)
        self.tl_engine_stop = d("tl_engine_stop", None, [c_void], False)
        self.tl_search_limits_init = d("tl_search_limits_init", c_int,
                                       [P(tl_search_limits)], False)
        # The search runs on a private clone: the GIL is released.
        self.tl_search = d("tl_search", c_int,
                           [c_void, c_void, P(tl_search_limits), P(tl_search_result)], False,
                           gil=False)
        self.tl_evaluate = d("tl_evaluate", c_int, [c_void, P(c_i32)], False)
        self.tl_turn_text = d("tl_turn_text", c_int,
                              [c_void, P(c_u32), c_i32, c_i32, c_i32, ctypes.c_char_p,
                               ctypes.c_size_t], False)
        self.tl_engine_options = tl_engine_options
        self.tl_search_limits = tl_search_limits
        self.tl_search_result = tl_search_result
        self.tl_info_fn = tl_info_fn


_api = _Api()
EngineHandle = handle_class("EngineHandle", _api.tl_engine_free) if _api.tl_engine_free else None
_API = _kit.EngineApi(_api, "tl", EngineHandle)


def _need(fn, what):
    """fn, or raise cotulenh.Error when the loaded library lacks it."""
    if fn is None:
        raise Error("{} is not available: {} (libcotulenh {}) was built without it".format(
            what, _ffi.LIBRARY_PATH, _ffi.version_string()))
    return fn


class Score(_kit.ScoreBase):
    """A search score from the side to move's point of view.

    ``cp`` is an evaluation in tenths of a T52 point (10 = one point of
    destroyed value: an infantry is 100), or None when the search proved
    the end: then ``win_in`` or ``loss_in`` is the number of plies (deploy
    steps count one each) until the game ends; in battles mode a won
    battle is a win.  ``str()`` gives "+1.5", "win in 3" or "loss in 4".
    Scores compare as the engine ranks them (a later loss > an earlier
    loss > any evaluation...).
    """

    __slots__ = ()
    SCALE = 10
    DECIMALS = 1
    _ARGS = args


def _turn_text(h, codes, ends_early, notation):
    """tl_turn_text() of the steps from the game handle's position."""
    arr = (c_u32 * max(1, len(codes)))(*codes)
    rc, text = text_out(_api.tl_turn_text, h, arr, len(codes), 1 if ends_early else 0,
                        notation, size=128, encoding="ascii")
    return text if rc >= 0 else None


class SearchResult:
    """The result of a search (and the progress report of each iteration).

    ``turn`` is the best turn, complete: a list of :class:`Move` — one
    move, or the deploy steps of a session (for a session already open in
    the game, its remaining steps), followed by the end of the session
    (``Move.end``, "|") when it ends early; empty when the game is over.
    ``turn_text`` is its turn record in LAN (T49, "Tc4>c6,Fc4>d6,|"),
    ``turn_san`` in SAN; both None when the game is over.  ``move`` is the
    first entry of ``turn`` (None when the game is over), ``score`` a
    :class:`Score`, ``pv`` the principal variation step by step (a list
    of Move starting with ``move``, "|" entries for early ends),
    ``depth``, ``seldepth``, ``nodes``, ``nps`` and ``time`` (seconds).
    Unpacks as ``move, score, pv = result``.
    """

    __slots__ = ("move", "turn", "turn_text", "turn_san", "score", "pv", "depth",
                 "seldepth", "nodes", "nps", "time")

    def __init__(self, res, game):
        self.score = Score(_kit.SCORE_KINDS[res.score_type % 3], res.score)
        self.depth = res.depth
        self.seldepth = res.seldepth
        self.nodes = res.nodes
        self.nps = res.nps
        self.time = res.time_ms / 1000.0
        n = max(0, min(res.turn_length, TL_TURN_MAX))
        codes = list(res.turn[:n])
        ends = bool(res.turn_ends_early)
        self.turn = _replay(game, codes + ([None] if ends else []))
        h = game._handle()
        if self.turn:
            self.turn_text = _turn_text(h, codes, ends, 0)
            self.turn_san = _turn_text(h, codes, ends, 1)
        else:
            self.turn_text = self.turn_san = None
        self.move = self.turn[0] if self.turn else None
        self.pv = _replay(game, list(res.pv[: max(0, min(res.pv_length, TL_PV_MAX))]))

    def __iter__(self):
        return iter((self.move, self.score, self.pv))

    def __repr__(self):
        return "<SearchResult turn={} score={} depth={} nodes={} pv={}>".format(
            self.turn_text, self.score, self.depth, self.nodes, " ".join(map(str, self.pv)))


def _replay(game, codes):
    """The steps as Move objects with their LAN, played on a copy of the
    game (None or an END code: the end of the open session); stops at
    the first that is not legal there."""
    if not codes:
        return []
    replay = game.copy()
    try:
        out = []
        h = replay._handle()
        for code in codes:
            if code is None or (code >> 16 & 7) == 7:
                s = replay.session
                if s is None or not s.may_end:
                    break
                out.append(Move.end(s.origin))
                _ffi.tl_game_end_deploy(h)
                continue
            if _ffi.tl_game_is_legal(h, code) != 1:
                break
            out.append(Move._make(code, replay._lan_of(h, code)))
            _ffi.tl_game_play(h, code)
        return out
    finally:
        replay.close()


class Engine(_kit.EngineBase):
    """A search engine with its own transposition table.

    ``level`` is the strength, 1 (weakest) … 10 (full strength, the
    default); ``hash_mb`` the table size in MiB (default 16); ``seed`` the
    seed of the lower levels' randomness.  Same seed, game, level and
    limits without a time limit give the same turn on a fresh engine or
    after :meth:`clear`.  Free it with :meth:`close`, a ``with`` block, or
    let the garbage collector do it.

    One search at a time: while :meth:`analyse` (or :meth:`best_move`,
    :meth:`play`) runs, from its own info callback or from another
    thread, every other call on the engine but :meth:`stop` raises
    :class:`cotulenh.Error` and leaves the running search untouched.  An
    engine cannot be copied or pickled (``TypeError``): make a new one.
    """

    _API = _API
    _GAME = Game
    _RESULT = SearchResult
    _ERROR = Error
    _RAISE = staticmethod(raise_for)
    _ARGS = args
    _NEED = staticmethod(_need)
    _MAX_DEPTH = TL_MAX_DEPTH
    _PACKAGE = "cotulenh"
    _PREFIX = "tl"

    def analyse(self, game, depth=None, movetime=None, nodes=None, info=None):
        """Search the game's position (the game is not changed) and return
        the final :class:`SearchResult`, whose ``turn`` is the complete
        best turn.

        Limits: ``depth`` in plies (1 … 64; each deploy step is a ply),
        ``movetime`` in seconds, ``nodes``; the search stops at the first
        one reached.  With none of them it searches for DEFAULT_MOVETIME
        (1 s).  ``info``, if given, is called with a :class:`SearchResult`
        after each completed iteration; it may call :meth:`stop`.  An
        exception it raises stops the search and is raised again here.

        The search runs on a copy of the game taken now: changing or
        closing ``game`` meanwhile (from ``info`` or another thread) does
        not affect it.  Any other call on this engine but :meth:`stop`
        while it runs raises :class:`cotulenh.Error`.
        """
        return self._analyse(game, depth, movetime, nodes, info)

    analyze = analyse

    def best_move(self, game, depth=None, movetime=None, nodes=None):
        """Search and return the :class:`SearchResult` (unpack it as
        ``move, score, pv``; the whole turn is its ``turn``)."""
        return self.analyse(game, depth, movetime, nodes)

    def play(self, game, depth=None, movetime=None, nodes=None):
        """Search, play the whole best turn on the game (every step, and
        the early end of the session if any: all or nothing) and return
        the result (nothing is played if the game is over)."""
        result = self.analyse(game, depth, movetime, nodes)
        if result.turn_text is not None:
            game.play(result.turn_text)
        return result
