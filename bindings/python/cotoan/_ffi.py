"""Loading libcotoan and declaring the C functions of its public header.

Only symbols declared in ``include/cotoan/*.h`` are used.  Every function
gets explicit ``argtypes`` and ``restype`` (a pointer returned as a plain
``int`` would be truncated on 64-bit platforms).

The library is found as _gamekit._loader describes (the same for every
game package):

1. a copy next to this package (``cotoan/libcotoan.so.1`` and friends,
   the one a wheel carries);
2. the ``COTOAN_LIBRARY`` environment variable (a path; if it is set and
   does not load, that is an error: an explicit choice never falls back
   silently to another copy);
3. ``ctypes.util.find_library("cotoan")``;
4. the soname (``libcotoan.so.1``) through the dynamic loader's search path.
"""

import ctypes

from _gamekit import _game, _loader, _record
from _gamekit._engine import EngineApi
from _gamekit._handle import handle_class
from _gamekit._loader import P, c_i32, c_int, c_size, c_str, c_u32, c_void

#: The library as loaded: LIB.expected is the version these bindings were
#: written against, (major, minor); the loaded library has the same major
#: and at least this minor.
LIB = _loader.Library("cotoan", __file__, (1, 0), "ct")
EXPECTED_VERSION = LIB.expected
# Functions are declared to keep the GIL while they run, so no other Python
# thread can touch the same handle meanwhile (see _gamekit._handle).  Only
# the calls that may take long and work on private handles (ct_search,
# ct_game_perft, the reader) are declared with gil=False and release it.
_declare, LIBRARY_PATH = LIB.declare, LIB.path

# ---- types ---------------------------------------------------------------

CT_SQUARES = 99
CT_POSITION_MAX = 128
CT_MAX_MOVES = 512


class ct_rules(ctypes.Structure):
    """struct ct_rules (game.h)."""

    _fields_ = [
        ("size", c_u32),
        ("mover", c_i32),
        ("target", c_i32),
        ("limit", c_i32),
    ]


class ct_move_info(ctypes.Structure):
    """struct ct_move_info (game.h)."""

    _fields_ = [
        ("size", c_u32),
        ("move", c_u32),
        ("side", c_i32),
        ("is_capture", c_i32),
        ("from_", c_i32),
        ("to", c_i32),
        ("value", c_i32),
        ("partner_square", c_i32),
        ("partner_value", c_i32),
        ("front_square", c_i32),
        ("back_square", c_i32),
        ("a", c_i32),
        ("b", c_i32),
        ("distance", c_i32),
        ("ops", c_u32),
        ("captured_value", c_i32),
        ("wins", c_i32),
    ]


# common.h is declared by LIB; game.h: what both libraries have alike
# (_gamekit._game.declare), then the functions of libcotoan alone
_GAME = _game.declare(LIB, "ct", ct_rules, ct_move_info, "position")
globals().update(_GAME)

# game.h: queries
ct_game_piece_at = _declare(
    "ct_game_piece_at", c_int, [c_void, c_i32, P(c_i32), P(c_i32)]
)
ct_game_square_of = _declare(
    "ct_game_square_of", c_int, [c_void, c_i32, c_i32, P(c_i32)]
)
ct_game_score = _declare("ct_game_score", c_int, [c_void, c_i32])
ct_game_ply = _declare("ct_game_ply", c_i32, [c_void])

# game.h: notation
ct_move_to_text = _declare("ct_move_to_text", c_int, [c_u32, c_str, c_size])
ct_move_parse_coord = _declare("ct_move_parse_coord", c_int, [c_str, P(c_u32)])


strerror = LIB.strerror
version_string = LIB.version


def game_error(handle):
    """ct_game_error() as a Python string."""
    return _GAME["ct_game_error"](handle).decode("utf-8", "replace")


# ---- record.h (records and SVG) and engine.h -----------------------------
# Declared with required=False: a library built without them still loads,
# and the Python features that need them raise cotoan.Error when used.


class ct_svg_options(ctypes.Structure):
    """struct ct_svg_options (record.h)."""

    _fields_ = [
        ("size", c_u32),
        ("square", c_i32),
        ("flip", c_i32),
        ("coordinates", c_i32),
        ("last_move", c_i32),
        ("shot", c_i32),
        ("arrows", P(c_u32)),
        ("narrows", c_i32),
    ]


# the record functions as both libraries have them (_gamekit._record)
_RECORD = _record.declare(LIB, "ct", ct_rules)
globals().update(_RECORD)
ct_svg_options_init = _declare("ct_svg_options_init", c_int, [P(ct_svg_options)], False)
ct_game_render_svg = _declare(
    "ct_game_render_svg", c_int, [c_void, P(ct_svg_options), c_str, c_size], False
)

CT_PV_MAX = 64

#: engine.h: the structures (ENGINE.search_result, ...) and the functions
#: (ENGINE.search, ...; None in a library built without the engine).
ENGINE = EngineApi(LIB, "ct", CT_PV_MAX)
ct_search = ENGINE.search


def need(fn, what):
    """fn, or raise cotoan.Error when the loaded library lacks it."""
    from ._errors import Error

    return LIB.need(fn, what, Error)


# ---- handles (see _gamekit._handle) ------------------------------------------

GameHandle = handle_class("GameHandle", _GAME["ct_game_free"])
EngineHandle = ENGINE.handle
