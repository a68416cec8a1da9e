"""The search engine (engine.h): Engine, SearchResult, Score."""

import ctypes

from . import _ffi
from ._errors import Error, raise_for

#: The time given to a search called without any limit, in seconds.
DEFAULT_MOVETIME = 1.0

_SCORE_KINDS = ("cp", "win", "loss")


class Score:
    """A search score from the side to move's point of view.

    ``cp`` is an evaluation in centi-points (100 = one point of captured
    value), or None when the search proved the end: then ``win_in`` or
    ``loss_in`` is the number of plies until the game ends.  ``str()``
    gives "+1.25", "win in 3" or "loss in 4".  Scores compare as the
    engine ranks them (a later loss > an earlier loss > any evaluation...).
    """

    __slots__ = ("kind", "value")

    def __init__(self, kind, value):
        if kind not in _SCORE_KINDS:
            raise ValueError("kind must be 'cp', 'win' or 'loss'")
        self.kind = kind
        self.value = value

    @property
    def cp(self):
        """Centi-points, or None for a proved win or loss."""
        return self.value if self.kind == "cp" else None

    @property
    def win_in(self):
        """Plies to a proved win, or None."""
        return self.value if self.kind == "win" else None

    @property
    def loss_in(self):
        """Plies to a proved loss, or None."""
        return self.value if self.kind == "loss" else None

    def _key(self):
        if self.kind == "win":
            return 10**9 - self.value
        if self.kind == "loss":
            return -(10**9) + self.value
        return self.value

    def __lt__(self, other):
        return self._key() < other._key()

    def __le__(self, other):
        return self._key() <= other._key()

    def __gt__(self, other):
        return self._key() > other._key()

    def __ge__(self, other):
        return self._key() >= other._key()

    def __eq__(self, other):
        if isinstance(other, Score):
            return (self.kind, self.value) == (other.kind, other.value)
        return NotImplemented

    def __hash__(self):
        return hash((self.kind, self.value))

    def __str__(self):
        if self.kind == "cp":
            return "{:+.2f}".format(self.value / 100)
        return "{} in {}".format(self.kind, self.value)

    def __repr__(self):
        return "Score({!r}, {})".format(self.kind, self.value)


class SearchResult:
    """The result of a search (and the progress report of each iteration).

    ``move`` (a Move, None when the game is over), ``score`` (a
    :class:`Score`), ``pv`` (the principal variation, a list of Move
    starting with ``move``), ``depth``, ``seldepth``, ``nodes``, ``nps``
    and ``time`` (seconds).  Unpacks as ``move, score, pv = result``.
    """

    __slots__ = ("move", "score", "pv", "depth", "seldepth", "nodes", "nps", "time")

    def __init__(self, res, game):
        self.score = Score(_SCORE_KINDS[res.score_type], res.score)
        self.depth = res.depth
        self.seldepth = res.seldepth
        self.nodes = res.nodes
        self.nps = res.nps
        self.time = res.time_ms / 1000.0
        self.pv = _pv_moves(game, list(res.pv[: max(0, min(res.pv_length, _ffi.CT_PV_MAX))]))
        if res.best:
            self.move = self.pv[0] if self.pv and self.pv[0].code == res.best else game._full(
                game._handle(), res.best)
        else:
            self.move = None

    def __iter__(self):
        return iter((self.move, self.score, self.pv))

    def __repr__(self):
        return "<SearchResult move={} score={} depth={} nodes={} pv={}>".format(
            self.move, self.score, self.depth, self.nodes, " ".join(map(str, self.pv))
        )


def _pv_moves(game, codes):
    """The PV as Move objects (capture flags and values from a replay)."""
    if not codes:
        return []
    replay = game.copy()
    try:
        out = []
        h = replay._handle()
        for code in codes:
            if _ffi.ct_game_is_legal(h, code) != 1:
                break
            out.append(replay._full(h, code))
            _ffi.ct_game_play(h, code)
        return out
    finally:
        replay.close()


class Engine:
    """A search engine with its own transposition table.

    ``level`` is the strength, 1 (weakest) … 10 (full strength, the
    default); ``hash_mb`` the table size in MiB (default 16); ``seed`` the
    seed of the lower levels' randomness (same seed, game and limits
    without a time limit: same move).  Free it with :meth:`close`, a
    ``with`` block, or let the garbage collector do it.
    """

    def __init__(self, level=10, hash_mb=16, seed=0):
        self._h = None
        _ffi.need(_ffi.ct_engine_new, "the engine")
        self.level = level
        self.seed = seed
        if not isinstance(hash_mb, int) or not 1 <= hash_mb <= 4096:
            raise ValueError("hash_mb must be an int 1 … 4096, not {!r}".format(hash_mb))
        opts = _ffi.ct_engine_options()
        _ffi.ct_engine_options_init(ctypes.byref(opts))
        opts.hash_mb = hash_mb
        h = ctypes.c_void_p()
        rc = _ffi.ct_engine_new(ctypes.byref(opts), ctypes.byref(h))
        if rc:
            raise_for(rc, what="ct_engine_new")
        self._h = h.value
        self._hash_mb = hash_mb

    @property
    def level(self):
        """Strength 1 … 10."""
        return self._level

    @level.setter
    def level(self, level):
        if not isinstance(level, int) or isinstance(level, bool) or not 1 <= level <= 10:
            raise ValueError("level must be an int 1 … 10, not {!r}".format(level))
        self._level = level

    @property
    def seed(self):
        """Seed of the lower levels' randomness (an int >= 0)."""
        return self._seed

    @seed.setter
    def seed(self, seed):
        if not isinstance(seed, int) or not 0 <= seed < 2**64:
            raise ValueError("seed must be an int 0 … 2**64-1")
        self._seed = seed

    @property
    def hash_mb(self):
        """Transposition table size in MiB; setting it clears the table."""
        return self._hash_mb

    @hash_mb.setter
    def hash_mb(self, mb):
        if not isinstance(mb, int) or not 1 <= mb <= 4096:
            raise ValueError("hash_mb must be an int 1 … 4096, not {!r}".format(mb))
        rc = _ffi.ct_engine_set_hash(self._handle(), mb)
        if rc:
            raise_for(rc, what="hash_mb")
        self._hash_mb = mb

    def _handle(self):
        h = self._h
        if not h:
            raise Error("the engine is closed")
        return h

    def close(self):
        """Free the engine now."""
        h, self._h = self._h, None
        if h:
            _ffi.ct_engine_free(h)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass

    def clear(self):
        """Forget what was learnt (as for a new game); later searches are
        reproducible."""
        _ffi.ct_engine_clear(self._handle())

    def stop(self):
        """Ask a running search (in another thread, or from an info
        callback) to stop; it returns the best move found so far."""
        h = self._h
        if h:
            _ffi.ct_engine_stop(h)

    def evaluate(self, game):
        """The static evaluation of the game's position (no search), in
        centi-points from the side to move."""
        out = ctypes.c_int32()
        rc = _ffi.ct_evaluate(game._handle(), ctypes.byref(out))
        if rc:
            raise_for(rc, what="evaluate")
        return out.value

    def analyse(self, game, depth=None, movetime=None, nodes=None, info=None):
        """Search the game's position (the game is not changed).

        Limits: ``depth`` in plies (1 … 64), ``movetime`` in seconds,
        ``nodes``; the search stops at the first one reached.  With none
        of them it searches for DEFAULT_MOVETIME (1 s).  ``info``, if
        given, is called with a :class:`SearchResult` after each completed
        iteration; it may call :meth:`stop`.  An exception it raises stops
        the search and is raised again here.  Returns the final
        :class:`SearchResult`.
        """
        h = self._handle()
        gh = game._handle()
        lim = _ffi.ct_search_limits()
        _ffi.ct_search_limits_init(ctypes.byref(lim))
        if depth is None and movetime is None and nodes is None:
            movetime = DEFAULT_MOVETIME
        if depth is not None:
            if not isinstance(depth, int) or isinstance(depth, bool) or not 1 <= depth <= 64:
                raise ValueError("depth must be an int 1 … 64, not {!r}".format(depth))
            lim.depth = depth
        if movetime is not None:
            if not isinstance(movetime, (int, float)) or not 0 < movetime <= 2**31 / 1000:
                raise ValueError("movetime is a positive number of seconds, not {!r}".format(movetime))
            lim.movetime_ms = max(1, int(round(movetime * 1000)))
        if nodes is not None:
            if not isinstance(nodes, int) or not 0 < nodes < 2**64:
                raise ValueError("nodes must be a positive int, not {!r}".format(nodes))
            lim.nodes = nodes
        lim.level = self._level
        lim.seed = self._seed
        failure = []
        if info is not None:
            def on_info(_user, res):
                try:
                    info(SearchResult(res.contents, game))
                except BaseException as exc:  # stop, and re-raise below
                    failure.append(exc)
                    _ffi.ct_engine_stop(h)

            callback = _ffi.ct_info_fn(on_info)
            lim.info = callback
        res = _ffi.ct_search_result()
        res.size = ctypes.sizeof(res)
        rc = _ffi.ct_search(h, gh, ctypes.byref(lim), ctypes.byref(res))
        if failure:
            raise failure[0]
        if rc:
            raise_for(rc, what="search")
        return SearchResult(res, game)

    analyze = analyse

    def best_move(self, game, depth=None, movetime=None, nodes=None):
        """Search and return the :class:`SearchResult` (unpack it as
        ``move, score, pv``); ``move`` is None when the game is over."""
        return self.analyse(game, depth, movetime, nodes)

    def play(self, game, depth=None, movetime=None, nodes=None):
        """Search, play the best move on the game and return the result
        (its ``move`` is None, and nothing is played, if the game is over)."""
        result = self.analyse(game, depth, movetime, nodes)
        if result.move is not None:
            game.push(result.move)
        return result

    def __repr__(self):
        return "<cotoan.Engine level={} hash_mb={}{}>".format(
            self._level, self._hash_mb, "" if self._h else " (closed)"
        )
