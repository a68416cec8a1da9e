"""The search engine (engine.h): Engine, SearchResult, Score."""

import contextlib
import ctypes
import threading

from . import _args, _ffi
from ._errors import ArgumentTypeError, Error, InvalidArgumentError, raise_for
from ._game import Game
from ._handle import NoCopy

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
        if not isinstance(kind, str):
            raise ArgumentTypeError("kind must be a str, not {}".format(type(kind).__name__))
        if kind not in _SCORE_KINDS:
            raise InvalidArgumentError("kind must be 'cp', 'win' or 'loss', not {!r}".format(kind))
        self.kind = kind
        self.value = _args.integer(value, "a score value", -(2**31), 2**31 - 1)

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


class Engine(NoCopy):
    """A search engine with its own transposition table.

    ``level`` is the strength, 1 (weakest) … 10 (full strength, the
    default); ``hash_mb`` the table size in MiB (default 16); ``seed`` the
    seed of the lower levels' randomness.  Same seed, game, level and
    limits without a time limit give the same move on a fresh engine or
    after :meth:`clear` (the transposition table left by earlier searches
    changes the search too).  Free it with :meth:`close`, a ``with``
    block, or let the garbage collector do it.

    One search at a time: while :meth:`analyse` (or :meth:`best_move`,
    :meth:`play`) runs, from its own info callback or from another
    thread, every other call on the engine but :meth:`stop` raises
    :class:`cotoan.Error` and leaves the running search untouched.  An
    engine cannot be copied or pickled (``TypeError``): make a new one.
    """

    _COPY_HINT = "; make a new Engine(level=..., hash_mb=..., seed=...)"

    def __init__(self, level=10, hash_mb=16, seed=0):
        self._h = None
        self._busy = threading.Lock()  # held while a search runs
        _ffi.need(_ffi.ct_engine_new, "the engine")
        self.level = level
        self.seed = seed
        hash_mb = _args.integer(hash_mb, "hash_mb", 1, 4096)
        opts = _ffi.ct_engine_options()
        _ffi.ct_engine_options_init(ctypes.byref(opts))
        opts.hash_mb = hash_mb
        h = _ffi.EngineHandle()
        rc = _ffi.ct_engine_new(ctypes.byref(opts), ctypes.byref(h))
        if rc:
            raise_for(rc, what="ct_engine_new")
        self._h = h
        self._hash_mb = hash_mb

    @property
    def level(self):
        """Strength 1 … 10."""
        return self._level

    @level.setter
    def level(self, level):
        self._level = _args.integer(level, "level", 1, 10)

    @property
    def seed(self):
        """Seed of the lower levels' randomness (an int >= 0)."""
        return self._seed

    @seed.setter
    def seed(self, seed):
        self._seed = _args.integer(seed, "seed", 0, 2**64 - 1)

    @property
    def hash_mb(self):
        """Transposition table size in MiB; setting it clears the table."""
        return self._hash_mb

    @hash_mb.setter
    def hash_mb(self, mb):
        mb = _args.integer(mb, "hash_mb", 1, 4096)
        with self._idle("setting hash_mb"):
            rc = _ffi.ct_engine_set_hash(self._handle(), mb)
            if rc:
                raise_for(rc, what="hash_mb")
            self._hash_mb = mb

    def _handle(self):
        h = self._h
        if not h:
            raise Error("the engine is closed")
        return h

    @contextlib.contextmanager
    def _idle(self, what):
        """Hold the busy lock for the block; cotoan.Error if a search runs
        (in this thread, from the info callback, or in another one)."""
        if not self._busy.acquire(blocking=False):
            raise Error(
                "the engine is searching: {} is not allowed until the search "
                "returns (only stop() is)".format(what)
            )
        try:
            yield
        finally:
            self._busy.release()

    def close(self):
        """Free the engine now.  Raises cotoan.Error while a search runs
        (from the info callback or another thread): stop() it and close
        it once analyse() has returned."""
        with self._idle("close()"):
            self._h = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def clear(self):
        """Forget what was learnt (as for a new game): the next search
        gives what a fresh engine would (same seed, same move).  Raises
        cotoan.Error while a search runs."""
        with self._idle("clear()"):
            _ffi.ct_engine_clear(self._handle())

    def stop(self):
        """Ask a running search (in another thread, or from an info
        callback) to stop; it returns the best move found so far.  Allowed
        at any time (a no-op once closed); a stop while no search runs
        makes the next search stop after depth 1 (engine.h)."""
        h = self._h
        if h:
            _ffi.ct_engine_stop(h)

    def evaluate(self, game):
        """The static evaluation of the game's position (no search), in
        centi-points from the side to move."""
        self._handle()
        gh = _args.instance(game, Game, "game")._handle()
        out = ctypes.c_int32()
        rc = _ffi.ct_evaluate(gh, ctypes.byref(out))
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

        The search runs on a copy of the game taken now: changing or
        closing ``game`` meanwhile (from ``info`` or another thread) does
        not affect it.  Any other call on this engine but :meth:`stop`
        while it runs raises :class:`cotoan.Error`.
        """
        _args.instance(game, Game, "game")
        if info is not None and not callable(info):
            raise ArgumentTypeError("info must be callable, not {}".format(type(info).__name__))
        lim = _ffi.ct_search_limits()
        _ffi.ct_search_limits_init(ctypes.byref(lim))
        if depth is None and movetime is None and nodes is None:
            movetime = DEFAULT_MOVETIME
        if depth is not None:
            lim.depth = _args.integer(depth, "depth", 1, 64)
        if movetime is not None:
            movetime = _args.seconds(movetime, "movetime", 2**31 / 1000)
            lim.movetime_ms = min(2**31 - 1, max(1, int(round(movetime * 1000))))
        if nodes is not None:
            lim.nodes = _args.integer(nodes, "nodes", 1, 2**64 - 1)
        lim.level = self._level
        lim.seed = self._seed
        with self._idle("a second search"):
            h = self._handle()
            # The search runs on a private clone of the game, with the GIL
            # released: the caller's game may be changed or closed
            # meanwhile (from the callback or another thread) without
            # touching the search or its results.
            snap = game.copy()
            try:
                return self._search(h, snap, lim, info)
            finally:
                snap.close()

    def _search(self, h, game, lim, info):
        failure = []
        if info is not None:
            def on_info(_user, res):
                if failure:
                    return
                try:
                    info(SearchResult(res.contents, game))
                except BaseException as exc:  # stop, and re-raise below
                    failure.append(exc)
                    _ffi.ct_engine_stop(h)

            callback = _ffi.ct_info_fn(on_info)
            lim.info = callback
        res = _ffi.ct_search_result()
        res.size = ctypes.sizeof(res)
        rc = _ffi.ct_search(h, game._handle(), ctypes.byref(lim), ctypes.byref(res))
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
