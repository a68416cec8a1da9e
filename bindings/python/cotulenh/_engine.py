"""The search engine (engine.h): Engine, SearchResult, Score.

The machinery both game packages share (lifetime, one search at a time,
limits, the info callback, the GIL released on a private copy of the
game) is _gamekit._engine, the C declarations ._ffi; this module holds what
knows Cờ tư lệnh: the complete turn a search answers.
"""

from _gamekit import _engine as _kit
from _gamekit._loader import c_u32, text_out

from . import _ffi
from ._errors import args
from ._game import Game

#: The time given to a search called without any limit, in seconds.
DEFAULT_MOVETIME = _kit.DEFAULT_MOVETIME

#: The engine.h functions of the loaded library (None if it has no engine).
_API = _ffi.ENGINE


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
    rc, text = text_out(_ffi.tl_turn_text, h, arr, len(codes), 1 if ends_early else 0,
                        notation, size=128, encoding="ascii")
    return text if rc >= 0 else None


class SearchResult(_kit.SearchResultBase):
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
    _SCORE = Score

    def __init__(self, res, game):
        self._fill(res, game, res.score_type % 3)
        n = max(0, min(res.turn_length, _ffi.TL_TURN_MAX))
        codes = list(res.turn[:n])
        ends = bool(res.turn_ends_early)
        self.turn = game._replayed(codes + ([None] if ends else []))
        h = game._handle()
        if self.turn:
            self.turn_text = _turn_text(h, codes, ends, 0)
            self.turn_san = _turn_text(h, codes, ends, 1)
        else:
            self.turn_text = self.turn_san = None
        self.move = self.turn[0] if self.turn else None

    def __repr__(self):
        return "<SearchResult turn={} score={} depth={} nodes={} pv={}>".format(
            self.turn_text, self.score, self.depth, self.nodes, " ".join(map(str, self.pv)))


class Engine(_kit.EngineBase):
    """A search engine with its own transposition table.

    ``level`` is the strength: 0, the full engine (the default), or a
    level 1 (Beginner, the weakest) … 10 (Master), each a node budget per
    second of the move time, so that a level plays alike on every
    machine; ``hash_mb`` the table size in MiB (default 16); ``seed`` the
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
    _MAX_DEPTH = _ffi.TL_MAX_DEPTH

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
