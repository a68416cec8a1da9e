"""Python bindings of libcotoan, a library for Cờ toán Việt Nam
(Vietnamese math chess).

A thin ctypes layer over the public C API (include/cotoan/cotoan.h)::

    import cotoan
    game = cotoan.Game()
    move = game.legal_moves[0]
    game.push(move)          # or game.push("c1c4"), game.push("3c4")
    print(game)              # the board as text
    game.pop()

The C library is found through the COTOAN_LIBRARY environment variable, a
copy next to this package, ctypes.util.find_library("cotoan") or its
soname, in that order.
"""

from . import _ffi
from . import _errors
from ._errors import *  # noqa: F401,F403  (the exception classes: _errors.__all__)
from ._game import (
    SIDES,
    START_POSITION,
    Explanation,
    Game,
    Outcome,
    Piece,
    Termination,
)
from ._move import SQUARE_NAMES, Move, square_index, square_name
from ._rules import Rules
from ._engine import DEFAULT_MOVETIME, Engine, Score, SearchResult
from ._record import RecordError
from ._read import read_game, read_games

__version__ = "1.6.0"

#: The C library loaded: its path (or name), version() ("MAJOR.MINOR.PATCH")
#: and version_info() ((major, minor, patch)).
LIBRARY, version, version_info = _ffi.LIB.path, _ffi.LIB.version, _ffi.LIB.version_info


__all__ = _errors.__all__ + [
    "DEFAULT_MOVETIME", "Engine", "Explanation", "Game", "LIBRARY", "Move", "Outcome",
    "Piece", "RecordError", "Rules", "Score", "SearchResult", "SIDES", "SQUARE_NAMES",
    "START_POSITION", "Termination", "read_game", "read_games", "square_index",
    "square_name", "version", "version_info",
]
