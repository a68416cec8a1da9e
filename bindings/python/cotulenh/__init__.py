"""Python bindings of libcotulenh, a library for Cờ tư lệnh (Commander
Chess).

A thin ctypes layer over the public C API (include/cotulenh/cotulenh.h)::

    import cotulenh
    g = cotulenh.Game()                 # standard start, total war
    [str(m) for m in g.legal_moves]     # LAN (T48)
    g.push("Ic5&c4")                    # LAN or SAN, or a Move
    print(g)                            # the board as text
    g.pop()
    text = g.record()                   # a game record (doc/cotulenh/records.md)
    g = cotulenh.read_game(text)        # and back

The C library is found through the COTULENH_LIBRARY environment variable,
a copy next to this package, ctypes.util.find_library("cotulenh") or its
soname, in that order.
"""

from . import _ffi
from ._engine import DEFAULT_MOVETIME, Engine, Score, SearchResult
from ._board import (
    FILES,
    SIDES,
    SQUARE_NAMES,
    Piece,
    PieceAt,
    PieceType,
    Stack,
    square_index,
    square_name,
)
from . import _errors
from ._errors import *  # noqa: F401,F403  (the exception classes: _errors.__all__)
from ._game import REDUCED_FEN, START_FEN, Game, Outcome, Session, Termination
from ._move import Kind, Move, Resolution
from ._record import RecordError
from ._read import read_game, read_games
from ._rules import Rules

__version__ = "1.5.0"

#: The C library loaded: its path (or name), version() ("MAJOR.MINOR.PATCH")
#: and version_info() ((major, minor, patch)).
LIBRARY, version, version_info = _ffi.LIB.path, _ffi.LIB.version, _ffi.LIB.version_info


__all__ = _errors.__all__ + [
    "DEFAULT_MOVETIME", "Engine", "FILES", "Game", "Kind", "LIBRARY", "Move", "Outcome",
    "Piece", "PieceAt", "PieceType", "REDUCED_FEN", "RecordError", "Resolution", "Rules",
    "SIDES", "SQUARE_NAMES", "Score", "SearchResult", "START_FEN", "Session", "Stack",
    "Termination", "read_game", "read_games", "square_index", "square_name", "version",
    "version_info",
]
