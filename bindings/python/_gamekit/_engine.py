"""What the Engine classes of the game packages share: the score type,
the lifetime and the one-search-at-a-time rule of an engine handle, the
limits, and running a search with the GIL released on a private copy of
the game with a Python info callback.

Both C APIs name these alike (``ct_search``, ``tl_search``, ...): a
package hands its own to :class:`EngineApi`, derives ``Score`` from
:class:`ScoreBase` and ``Engine`` from :class:`EngineBase`, setting the
class attributes listed there.
"""

import contextlib
import ctypes
import threading

from ._handle import NoCopy
from ._loader import FunctionTable

#: The time given to a search called without any limit, in seconds.
DEFAULT_MOVETIME = 1.0

SCORE_KINDS = ("cp", "win", "loss")

#: The largest table size in MiB: 4096 where size_t has 64 bits, 4095
#: where it has 32 (a table of 4096 MiB does not fit; engine.h).
MAX_HASH_MB = 4096 if ctypes.sizeof(ctypes.c_size_t) >= 8 else 4095


class EngineApi(FunctionTable):
    """The engine.h of a library, as the package's _ffi module declares it
    (see _loader.FunctionTable): ``lib`` (the _loader.Library),
    ``prefix`` ("ct", "tl"), the structures ``engine_options``,
    ``search_limits``, ``search_result``, the callback type ``info_fn``,
    the functions ``engine_new``, ``engine_options_init``,
    ``engine_free``, ``engine_clear``, ``engine_set_hash``,
    ``engine_stop``, ``search_limits_init``, ``search`` (declared to
    release the GIL: it runs on a private clone) and ``evaluate`` (None
    when the library was built without an engine), and ``handle``, the
    handle class of an engine."""

    NAMES = ("lib", "prefix", "engine_options", "search_limits", "search_result", "info_fn",
             "engine_new", "engine_options_init", "engine_free", "engine_clear",
             "engine_set_hash", "engine_stop", "search_limits_init", "search", "evaluate",
             "handle")


class ScoreBase:
    """A search score from the side to move's point of view.

    ``kind`` is "cp" (an evaluation: ``value`` in the package's unit,
    ``SCALE`` to a point), "win" or "loss" (``value`` plies until the
    game ends).  Subclasses set ``SCALE``, ``DECIMALS`` and ``_ARGS``.
    """

    __slots__ = ("kind", "value")
    SCALE = 100
    DECIMALS = 2
    _ARGS = None

    def __init__(self, kind, value):
        self._check_kind(kind)
        self.kind = kind
        self.value = self._ARGS.integer(value, "a score value", -(2**31), 2**31 - 1)

    def _check_kind(self, kind):
        """Raise the package's argument error unless kind is one of
        SCORE_KINDS (a hook: a package may keep its own wording)."""
        a = self._ARGS
        if not isinstance(kind, str):
            a.type_error("kind", "a str", kind)
        a.choice(kind, "kind", SCORE_KINDS)

    @property
    def cp(self):
        """The evaluation, or None for a proved win or loss."""
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
        # Scores of one package only (its _ARGS): a cotoan and a cotulenh
        # score are never equal.
        if isinstance(other, ScoreBase) and other._ARGS is self._ARGS:
            return (self.kind, self.value) == (other.kind, other.value)
        return NotImplemented

    def __hash__(self):
        return hash((self.kind, self.value))

    def __str__(self):
        if self.kind == "cp":
            return "{:+.{}f}".format(self.value / self.SCALE, self.DECIMALS)
        return "{} in {}".format(self.kind, self.value)

    def __repr__(self):
        return "Score({!r}, {})".format(self.kind, self.value)


class SearchResultBase:
    """What the SearchResult classes share: ``score`` (a ``_SCORE``, the
    package's Score class), ``pv`` (Move objects replayed on the game),
    ``depth``, ``seldepth``, ``nodes``, ``nps``, ``time`` (seconds), and
    unpacking as ``move, score, pv``."""

    __slots__ = ()
    _SCORE = None

    def _fill(self, res, game, kind):
        """Set the fields from the C result ``res`` searched on ``game``;
        ``kind`` is the index of the score's kind in SCORE_KINDS."""
        self.score = self._SCORE(SCORE_KINDS[kind], res.score)
        self.depth = res.depth
        self.seldepth = res.seldepth
        self.nodes = res.nodes
        self.nps = res.nps
        self.time = res.time_ms / 1000.0
        self.pv = game._replayed(list(res.pv[: max(0, min(res.pv_length, len(res.pv)))]))

    def __iter__(self):
        return iter((self.move, self.score, self.pv))


class EngineBase(NoCopy):
    """An engine handle: level, seed, table size, close/with, clear, stop,
    evaluate, and :meth:`_analyse` for the package's search methods.

    Subclasses set ``_API`` (an :class:`EngineApi`), ``_GAME`` (the Game
    class, a _game.GameBase: the package's Error, raise_for and
    converters are its ``_ERRORS[0]``, ``_RAISE``, ``_ARGS``), ``_RESULT``
    (called as ``_RESULT(c_result, game)``), and may set ``_MAX_DEPTH``
    and ``_COPY_HINT``.
    """

    _COPY_HINT = "; make a new Engine(level=..., hash_mb=..., seed=...)"
    _MAX_DEPTH = 64
    _API = _GAME = None

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if cls._GAME is not None:
            cls._ERROR = cls._GAME._ERRORS[0]
            cls._RAISE = staticmethod(cls._GAME._RAISE)
            cls._ARGS = cls._GAME._ARGS
            cls._PACKAGE = cls._ARGS.package

    def __init__(self, level=0, hash_mb=16, seed=0):
        self._h = None
        self._busy = threading.Lock()  # held while a search runs
        api = self._API
        api.lib.need(api.engine_new, "the engine", self._ERROR)
        self.level = level
        self.seed = seed
        hash_mb = self._ARGS.integer(hash_mb, "hash_mb", 1, MAX_HASH_MB)
        opts = api.engine_options()
        api.engine_options_init(ctypes.byref(opts))
        opts.hash_mb = hash_mb
        h = api.handle()
        rc = api.engine_new(ctypes.byref(opts), ctypes.byref(h))
        if rc:
            self._RAISE(rc, what=api.prefix + "_engine_new")
        self._h = h
        self._hash_mb = hash_mb

    @property
    def level(self):
        """Strength: 0, the full engine (no node budget, no randomness), or
        a level 1 (weakest) … 10, each a node budget per second of the
        move time."""
        return self._level

    @level.setter
    def level(self, level):
        self._level = self._ARGS.integer(level, "level", 0, 10)

    @property
    def seed(self):
        """Seed of the lower levels' randomness (an int >= 0)."""
        return self._seed

    @seed.setter
    def seed(self, seed):
        self._seed = self._ARGS.integer(seed, "seed", 0, 2**64 - 1)

    @property
    def hash_mb(self):
        """Transposition table size in MiB, 1 … MAX_HASH_MB (4096; 4095
        where size_t has 32 bits); setting it clears the table."""
        return self._hash_mb

    @hash_mb.setter
    def hash_mb(self, mb):
        mb = self._ARGS.integer(mb, "hash_mb", 1, MAX_HASH_MB)
        with self._idle("setting hash_mb"):
            rc = self._API.engine_set_hash(self._handle(), mb)
            if rc:
                self._RAISE(rc, what="hash_mb")
            self._hash_mb = mb

    def _handle(self):
        h = self._h
        if not h:
            raise self._ERROR("the engine is closed")
        return h

    @contextlib.contextmanager
    def _idle(self, what):
        """Hold the busy lock for the block; the package's Error if a
        search runs (in this thread, from the info callback, or in another
        one)."""
        if not self._busy.acquire(blocking=False):
            raise self._ERROR(
                "the engine is searching: {} is not allowed until the search "
                "returns (only stop() is)".format(what)
            )
        try:
            yield
        finally:
            self._busy.release()

    def close(self):
        """Free the engine now.  Raises the package's Error while a search
        runs (from the info callback or another thread): stop() it and
        close it once analyse() has returned."""
        with self._idle("close()"):
            self._h = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def clear(self):
        """Forget what was learnt (as for a new game): the next search
        gives what a fresh engine would (same seed, same move).  Raises
        the package's Error while a search runs."""
        with self._idle("clear()"):
            self._API.engine_clear(self._handle())

    def stop(self):
        """Ask a running search (in another thread, or from an info
        callback) to stop; it returns the best found so far.  Allowed at
        any time (a no-op once closed); a stop while no search runs makes
        the next search stop at once, before its first depth is complete:
        it returns a legal move (for Cờ tư lệnh a legal turn) whenever
        there is one, with depth 0 (engine.h).  The search after that one
        is not affected."""
        h = self._h
        if h:
            self._API.engine_stop(h)

    def evaluate(self, game):
        """The static evaluation of the game's position (no search), in
        the unit of Score.cp, from the side to move."""
        self._handle()
        gh = self._ARGS.instance(game, self._GAME, "game")._handle()
        out = ctypes.c_int32()
        rc = self._API.evaluate(gh, ctypes.byref(out))
        if rc:
            self._RAISE(rc, what="evaluate")
        return out.value

    def _analyse(self, game, depth, movetime, nodes, info):
        """Check the arguments, search a private copy of ``game`` and
        return ``_RESULT(c_result, copy)``: see the package's analyse()."""
        a = self._ARGS
        api = self._API
        a.instance(game, self._GAME, "game")
        if info is not None and not callable(info):
            a.type_error("info", "callable", info)
        lim = api.search_limits()
        api.search_limits_init(ctypes.byref(lim))
        if depth is None and movetime is None and nodes is None:
            movetime = DEFAULT_MOVETIME
        if depth is not None:
            lim.depth = a.integer(depth, "depth", 1, self._MAX_DEPTH)
        if movetime is not None:
            movetime = a.seconds(movetime, "movetime", 2**31 / 1000)
            lim.movetime_ms = min(2**31 - 1, max(1, int(round(movetime * 1000))))
        if nodes is not None:
            lim.nodes = a.integer(nodes, "nodes", 1, 2**64 - 1)
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
        api = self._API
        failure = []
        if info is not None:
            def on_info(_user, res):
                if failure:
                    return
                try:
                    info(self._RESULT(res.contents, game))
                except BaseException as exc:  # stop, and re-raise below
                    failure.append(exc)
                    api.engine_stop(h)

            callback = api.info_fn(on_info)
            lim.info = callback
        res = api.search_result()
        res.size = ctypes.sizeof(res)
        rc = api.search(h, game._handle(), ctypes.byref(lim), ctypes.byref(res))
        if failure:
            raise failure[0]
        if rc:
            self._RAISE(rc, what="search")
        return self._RESULT(res, game)

    def __repr__(self):
        return "<{}.Engine level={} hash_mb={}{}>".format(
            self._PACKAGE, self._level, self._hash_mb, "" if self._h else " (closed)"
        )
