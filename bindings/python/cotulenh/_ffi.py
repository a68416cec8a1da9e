"""Loading libcotulenh and declaring the C functions of its public header.

Only symbols declared in ``include/cotulenh/*.h`` are used; every function
gets explicit ``argtypes`` and ``restype``.  The library is found as
_gamekit._loader describes: a copy next to this package (the one a wheel
carries), ``COTULENH_LIBRARY`` (a path), ``ctypes.util.find_library("cotulenh")``,
the soname ``libcotulenh.so.1``.
"""

import ctypes

from _gamekit import _game, _loader, _record
from _gamekit._handle import handle_class
from _gamekit._loader import P, c_i32, c_int, c_size, c_str, c_u8, c_u32, c_void

#: The library as loaded (written for libcotulenh 1.0: see cotoan._ffi.LIB).
LIB = _loader.Library("cotulenh", __file__, (1, 0), "tl")
EXPECTED_VERSION, _declare, LIBRARY_PATH = LIB.expected, LIB.declare, LIB.path

# ---- constants and structures (game.h) -----------------------------------

TL_SQUARES = 132
TL_FILES = 11
TL_RANKS = 12
TL_STACK_MAX = 4
TL_FEN_MAX = 512
TL_MAX_MOVES = 2048
TL_DESTROYED_MAX = 8
TL_PROMOTED_MAX = 40


class tl_rules(ctypes.Structure):
    """struct tl_rules (game.h)."""

    _fields_ = [("size", c_u32), ("start", c_i32), ("mode", c_i32)]


class tl_stack(ctypes.Structure):
    """struct tl_stack (game.h)."""

    _fields_ = [
        ("size", c_u32),
        ("side", c_i32),
        ("count", c_i32),
        ("carrier", c_i32),
        ("pieces", c_u32),
        ("heroic", c_u32),
        ("piece", c_i32 * TL_STACK_MAX),
    ]


class tl_session(ctypes.Structure):
    """struct tl_session (game.h)."""

    _fields_ = [
        ("size", c_u32),
        ("origin", c_i32),
        ("may_step", c_u32),
        ("may_end", c_i32),
        ("captured", c_i32),
    ]


class tl_piece_at(ctypes.Structure):
    """struct tl_piece_at (game.h)."""

    _fields_ = [("square", c_i32), ("side", c_i32), ("piece", c_i32), ("heroic", c_i32)]


class tl_move_info(ctypes.Structure):
    """struct tl_move_info (game.h)."""

    _fields_ = [
        ("size", c_u32),
        ("move", c_u32),
        ("side", c_i32),
        ("kind", c_i32),
        ("deploy", c_i32),
        ("from_", c_i32),
        ("to", c_i32),
        ("piece", c_i32),
        ("movers", c_u32),
        ("movers_heroic", c_u32),
        ("air", c_i32),
        ("air_source", c_i32),
        ("ndestroyed", c_i32),
        ("destroyed", tl_piece_at * TL_DESTROYED_MAX),
        ("npromoted", c_i32),
        ("promoted", tl_piece_at * TL_PROMOTED_MAX),
        ("points", c_i32 * 2),
        ("session_open", c_i32),
        ("check", c_i32),
    ]


class tl_svg_options(ctypes.Structure):
    """struct tl_svg_options (game.h)."""

    _fields_ = [
        ("size", c_u32),
        ("square", c_i32),
        ("flip", c_i32),
        ("coordinates", c_i32),
        ("last_move", c_i32),
        ("air_defence", c_i32),
    ]


# game.h as cotoan._ffi declares it (_gamekit._game.declare), then the rest
_GAME = _game.declare(LIB, "tl", tl_rules, tl_move_info, "fen")
globals().update(_GAME)

# game.h: pieces
tl_piece_letter = _declare("tl_piece_letter", ctypes.c_char, [c_i32])
tl_piece_name = _declare("tl_piece_name", c_str, [c_i32])
tl_piece_points = _declare("tl_piece_points", c_int, [c_i32, c_i32])

# game.h: setups
tl_game_validate_setup = _declare("tl_game_validate_setup", c_int, [c_void, c_str])

# game.h: queries
tl_game_stack = _declare("tl_game_stack", c_int, [c_void, c_i32, P(tl_stack)])
tl_game_in_check = _declare("tl_game_in_check", c_int, [c_void, c_i32])
tl_game_session = _declare("tl_game_session", c_int, [c_void, P(tl_session)])
tl_game_points = _declare("tl_game_points", c_i32, [c_void, c_i32])
tl_game_halfmove = _declare("tl_game_halfmove", c_i32, [c_void])
tl_game_fullmove = _declare("tl_game_fullmove", c_i32, [c_void])
tl_game_air_defence = _declare("tl_game_air_defence", c_int, [c_void, c_i32, P(c_u8), c_size])
tl_game_attacks = _declare("tl_game_attacks", c_int, [c_void, c_i32, c_i32, P(c_u8), c_size])

# game.h: moves
tl_game_end_deploy = _declare("tl_game_end_deploy", c_int, [c_void])

# game.h: notation
tl_game_history_text = _declare("tl_game_history_text", c_int, [c_void, c_i32, c_str, c_size])

# game.h: outcome
tl_game_battles_lost = _declare("tl_game_battles_lost", c_int, [c_void, c_i32])
tl_game_adjudication = _declare("tl_game_adjudication", c_int, [c_void])
tl_game_adjudicate = _declare("tl_game_adjudicate", c_int, [c_void])

# game.h: pictures
tl_svg_options_init = _declare("tl_svg_options_init", c_int, [P(tl_svg_options)])
tl_game_render_svg = _declare(
    "tl_game_render_svg", c_int, [c_void, P(tl_svg_options), c_str, c_size])


# record.h (libcotulenh 1.1): declared with required=False, so that a 1.0
# library still loads and records raise cotulenh.Error when used
_RECORD = _record.declare(LIB, "tl", tl_rules)
globals().update(_RECORD)


def need(fn, what):
    """fn, or raise cotulenh.Error when the loaded library lacks it."""
    from ._errors import Error

    return LIB.need(fn, what, Error)


strerror = LIB.strerror
version_string = LIB.version


def game_error(handle):
    """tl_game_error() as a Python string."""
    return _GAME["tl_game_error"](handle).decode("utf-8", "replace")


GameHandle = handle_class("GameHandle", _GAME["tl_game_free"])
