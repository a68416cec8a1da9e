"""The search engine (engine.h): Engine, SearchResult, Score.

The machinery both game packages share (lifetime, one search at a time,
limits, the info callback, the GIL released on a private copy of the
game) is _gamekit._engine; this module holds what knows Cờ toán: the
score's wording and the moves of a result.
"""

from _gamekit import _engine as _kit

from . import _ffi
from ._errors import ArgumentTypeError, InvalidArgumentError, args
from ._game import Game

#: The time given to a search called without any limit, in seconds.
DEFAULT_MOVETIME = _kit.DEFAULT_MOVETIME

_SCORE_KINDS = _kit.SCORE_KINDS

_API = _ffi.ENGINE


class Score(_kit.ScoreBase):
    """A search score from the side to move's point of view.

    ``cp`` is an evaluation in centi-points (100 = one point of captured
    value), or None when the search proved the end: then ``win_in`` or
    ``loss_in`` is the number of plies until the game ends.  ``str()``
    gives "+1.25", "win in 3" or "loss in 4".  Scores compare as the
    engine ranks them (a later loss > an earlier loss > any evaluation...).
    """

    __slots__ = ()
    SCALE = 100
    DECIMALS = 2
    _ARGS = args

    def _check_kind(self, kind):
        if not isinstance(kind, str):
            raise ArgumentTypeError("kind must be a str, not {}".format(type(kind).__name__))
        if kind not in _SCORE_KINDS:
            raise InvalidArgumentError("kind must be 'cp', 'win' or 'loss', not {!r}".format(kind))


class SearchResult(_kit.SearchResultBase):
    """The result of a search (and the progress report of each iteration).

    ``move`` (a Move, None when the game is over), ``score`` (a
    :class:`Score`), ``pv`` (the principal variation, a list of Move
    starting with ``move``), ``depth``, ``seldepth``, ``nodes``, ``nps``
    and ``time`` (seconds).  Unpacks as ``move, score, pv = result``.
    """

    __slots__ = ("move", "score", "pv", "depth", "seldepth", "nodes", "nps", "time")
    _SCORE = Score

    def __init__(self, res, game):
        self._fill(res, game, res.score_type)
        if res.best:
            self.move = self.pv[0] if self.pv and self.pv[0].code == res.best else game._full(
                game._handle(), res.best)
        else:
            self.move = None

    def __repr__(self):
        return "<SearchResult move={} score={} depth={} nodes={} pv={}>".format(
            self.move, self.score, self.depth, self.nodes, " ".join(map(str, self.pv))
        )


class Engine(_kit.EngineBase):
    """A search engine with its own transposition table.

    ``level`` is the strength: 0, the full engine (the default), or a
    level 1 (Beginner, the weakest) … 10 (Master), each a node budget per
    second of the move time, so that a level plays alike on every
    machine; ``hash_mb`` the table size in MiB (default 16); ``seed`` the
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

    _API = _API
    _GAME = Game
    _RESULT = SearchResult

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
        return self._analyse(game, depth, movetime, nodes, info)

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
