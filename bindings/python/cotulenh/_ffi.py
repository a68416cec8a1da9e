"""Loading libcotulenh and declaring the C functions of its public header.

Only symbols declared in ``include/cotulenh/*.h`` are used; every function
gets explicit ``argtypes`` and ``restype``.  The library is found as
_gamekit._loader describes: a copy next to this package (the one a wheel
carries), ``COTULENH_LIBRARY`` (a path), ``ctypes.util.find_library("cotulenh")``,
the soname ``libcotulenh.so.1``.
"""

import ctypes

from _gamekit import _game, _loader
from _gamekit._engine import EngineApi
from _gamekit._handle import Handle
from _gamekit._loader import P, c_i32, c_int, c_size, c_str, c_u8, c_u32, c_u64, c_void

#: The library as loaded (written for libcotulenh 1.0: see cotoan._ffi.LIB).
LIB = _loader.Library("cotulenh", __file__, (1, 0))
EXPECTED_VERSION, _declare, LIBRARY_PATH = LIB.expected, LIB.declare, LIB.path

# ---- common.h ----------------------------------------------------------------

tl_version = _declare("tl_version", c_u32, [])
tl_version_string = _declare("tl_version_string", c_str, [])
tl_strerror = _declare("tl_strerror", c_str, [c_int])
LIB.use_common(tl_version, tl_version_string, tl_strerror)

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


# ---- game.h ------------------------------------------------------------------

# positions and squares
tl_rules_init = _declare("tl_rules_init", c_int, [P(tl_rules)])
tl_square_parse = _declare("tl_square_parse", c_int, [c_str, P(c_i32)])
tl_square_name = _declare("tl_square_name", c_int, [c_i32, c_str, c_size])
tl_game_set_fen = _declare("tl_game_set_fen", c_int, [c_void, c_str])
tl_game_fen = _declare("tl_game_fen", c_int, [c_void, c_str, c_size])
tl_game_initial_fen = _declare("tl_game_initial_fen", c_int, [c_void, c_str, c_size])

# lifetime and rules
tl_game_new = _declare("tl_game_new", c_int, [P(tl_rules), P(c_void)])
tl_game_free = _declare("tl_game_free", None, [c_void])
tl_game_clone = _declare("tl_game_clone", c_int, [c_void, P(c_void)])
tl_game_error = _declare("tl_game_error", c_str, [c_void])
tl_game_set_rules = _declare("tl_game_set_rules", c_int, [c_void, P(tl_rules)])
tl_game_get_rules = _declare("tl_game_get_rules", c_int, [c_void, P(tl_rules)])
tl_game_reset = _declare("tl_game_reset", c_int, [c_void])
# the language of explanations and messages: None in a library without
# them (Game.language then raises LanguageUnavailableError)
tl_game_set_language = _declare("tl_game_set_language", c_int, [c_void, c_i32], False)
tl_game_language = _declare("tl_game_language", c_i32, [c_void], False)

# pieces
tl_piece_letter = _declare("tl_piece_letter", ctypes.c_char, [c_i32])
tl_piece_name = _declare("tl_piece_name", c_str, [c_i32])
tl_piece_points = _declare("tl_piece_points", c_int, [c_i32, c_i32])

# setups
tl_game_validate_setup = _declare("tl_game_validate_setup", c_int, [c_void, c_str])

# queries
tl_game_turn = _declare("tl_game_turn", c_int, [c_void])
tl_game_hash = _declare("tl_game_hash", c_u64, [c_void])
tl_game_render_text = _declare("tl_game_render_text", c_int, [c_void, c_u32, c_str, c_size])
tl_game_stack = _declare("tl_game_stack", c_int, [c_void, c_i32, P(tl_stack)])
tl_game_in_check = _declare("tl_game_in_check", c_int, [c_void, c_i32])
tl_game_session = _declare("tl_game_session", c_int, [c_void, P(tl_session)])
tl_game_points = _declare("tl_game_points", c_i32, [c_void, c_i32])
tl_game_halfmove = _declare("tl_game_halfmove", c_i32, [c_void])
tl_game_fullmove = _declare("tl_game_fullmove", c_i32, [c_void])
tl_game_air_defence = _declare("tl_game_air_defence", c_int, [c_void, c_i32, P(c_u8), c_size])
tl_game_attacks = _declare("tl_game_attacks", c_int, [c_void, c_i32, c_i32, P(c_u8), c_size])

# moves
tl_game_legal_moves = _declare("tl_game_legal_moves", c_int, [c_void, P(c_u32), c_size])
tl_game_is_legal = _declare("tl_game_is_legal", c_int, [c_void, c_u32])
tl_game_move_info = _declare("tl_game_move_info", c_int, [c_void, c_u32, P(tl_move_info)])
tl_game_explain = _declare("tl_game_explain", c_int, [c_void, c_u32, c_str, c_size])
tl_game_play = _declare("tl_game_play", c_int, [c_void, c_u32])
tl_game_play_text = _declare("tl_game_play_text", c_int, [c_void, c_str])
tl_game_end_deploy = _declare("tl_game_end_deploy", c_int, [c_void])
tl_game_undo = _declare("tl_game_undo", c_int, [c_void])
tl_game_history = _declare("tl_game_history", c_int, [c_void, P(c_u32), c_size])
# perft runs on a private clone: it releases the GIL
tl_game_perft = _declare("tl_game_perft", c_int, [c_void, c_i32, P(c_u64)], gil=False)

# notation
tl_game_parse_move = _declare("tl_game_parse_move", c_int, [c_void, c_str, P(c_u32)])
tl_game_move_text = _declare("tl_game_move_text", c_int, [c_void, c_u32, c_i32, c_str, c_size])
tl_game_history_text = _declare("tl_game_history_text", c_int, [c_void, c_i32, c_str, c_size])

# outcome
tl_game_outcome = _declare("tl_game_outcome", c_int, [c_void, P(c_i32)])
tl_game_resign = _declare("tl_game_resign", c_int, [c_void, c_i32])
tl_game_agree_draw = _declare("tl_game_agree_draw", c_int, [c_void])
tl_game_battles_lost = _declare("tl_game_battles_lost", c_int, [c_void, c_i32])
tl_game_adjudication = _declare("tl_game_adjudication", c_int, [c_void])
tl_game_adjudicate = _declare("tl_game_adjudicate", c_int, [c_void])
tl_result_string = _declare("tl_result_string", c_str, [c_int])
tl_termination_string = _declare("tl_termination_string", c_str, [c_int])
# the outcome words in a language (libcotulenh 1.3)
tl_termination_text = _declare("tl_termination_text", c_str, [c_int, c_i32], False)

# pictures
tl_svg_options_init = _declare("tl_svg_options_init", c_int, [P(tl_svg_options)])
tl_game_render_svg = _declare(
    "tl_game_render_svg", c_int, [c_void, P(tl_svg_options), c_str, c_size])

TL_LANG_EN = 0
TL_LANG_VI = 1


class GameHandle(Handle):
    """A tl_game, freed by tl_game_free (see _gamekit._handle)."""

    FREE = tl_game_free


#: The functions of game.h that _gamekit._game.GameBase calls.
GAME_API = _game.CApi(
    game_clone=tl_game_clone, game_undo=tl_game_undo, game_play=tl_game_play,
    game_perft=tl_game_perft, game_history=tl_game_history, game_outcome=tl_game_outcome,
    game_turn=tl_game_turn, game_resign=tl_game_resign, game_agree_draw=tl_game_agree_draw,
    game_get_rules=tl_game_get_rules, game_set_rules=tl_game_set_rules,
    game_reset=tl_game_reset, game_parse_move=tl_game_parse_move,
    game_is_legal=tl_game_is_legal, game_move_info=tl_game_move_info,
    game_explain=tl_game_explain, rules_init=tl_rules_init, result_string=tl_result_string,
    rules=tl_rules, move_info=tl_move_info, handle=GameHandle,
    game_set_language=tl_game_set_language, game_language=tl_game_language,
    language_symbol="tl_game_set_language")

strerror = LIB.strerror
version_string = LIB.version


def game_error(handle):
    """tl_game_error() as a Python string."""
    return tl_game_error(handle).decode("utf-8", "replace")


# ---- record.h (libcotulenh 1.1) ------------------------------------------------
# This and engine.h are declared with required=False: a library without
# them still loads, and what needs them raises cotulenh.Error when used
# (_errors.need).

tl_record_new = _declare("tl_record_new", c_int, [P(c_void)], False)
tl_record_free = _declare("tl_record_free", None, [c_void], False)
tl_record_set_tag = _declare("tl_record_set_tag", c_int, [c_void, c_str, c_str], False)
tl_record_tag_count = _declare("tl_record_tag_count", c_int, [c_void], False)
tl_record_tag_at = _declare("tl_record_tag_at", c_int, [c_void, c_i32, P(c_str), P(c_str)], False)
tl_record_set_comment = _declare("tl_record_set_comment", c_int, [c_void, c_i32, c_str], False)
tl_record_comment = _declare("tl_record_comment", c_str, [c_void, c_i32], False)
tl_record_error = _declare("tl_record_error", c_str, [c_void], False)
# the language of its messages (libcotulenh 1.5; None before)
tl_record_set_language = _declare("tl_record_set_language", c_int, [c_void, c_i32], False)
tl_record_language = _declare("tl_record_language", c_i32, [c_void], False)
tl_record_write = _declare(
    "tl_record_write", c_int, [c_void, c_void, c_u32, c_str, c_size], False)
# the reader is private to its generator: its long calls release the GIL
tl_reader_new = _declare(
    "tl_reader_new", c_int, [c_str, c_size, P(tl_rules), P(c_void)], False, gil=False)
tl_reader_free = _declare("tl_reader_free", None, [c_void], False)
tl_reader_next = _declare("tl_reader_next", c_int, [c_void, P(c_void), P(c_void)], False,
                          gil=False)
tl_reader_error = _declare("tl_reader_error", c_str, [c_void], False)
tl_reader_location = _declare("tl_reader_location", c_int, [c_void, P(c_i32), P(c_i32)], False)
# the language of its messages (libcotulenh 1.4; None before)
tl_reader_set_language = _declare("tl_reader_set_language", c_int, [c_void, c_i32], False)


class RecordHandle(Handle):
    """A tl_record, freed by tl_record_free."""

    FREE = tl_record_free


class ReaderHandle(Handle):
    """A tl_reader, freed by tl_reader_free."""

    FREE = tl_reader_free


# ---- engine.h ------------------------------------------------------------------

TL_PV_MAX = 64
TL_TURN_MAX = 4
TL_MAX_DEPTH = 64


class tl_engine_options(ctypes.Structure):
    """struct tl_engine_options (engine.h)."""

    _fields_ = [("size", c_u32), ("hash_mb", c_u32), ("alloc", c_void), ("ud", c_void)]


class tl_search_result(ctypes.Structure):
    """struct tl_search_result (engine.h): a search result has the complete
    best turn before its PV."""

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


#: tl_info_fn: void (*)(void *user, const tl_search_result *info)
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


# None in a library built without the engine
tl_engine_options_init = _declare(
    "tl_engine_options_init", c_int, [P(tl_engine_options)], False)
tl_engine_new = _declare("tl_engine_new", c_int, [P(tl_engine_options), P(c_void)], False)
tl_engine_free = _declare("tl_engine_free", None, [c_void], False)
tl_engine_clear = _declare("tl_engine_clear", c_int, [c_void], False)
tl_engine_set_hash = _declare("tl_engine_set_hash", c_int, [c_void, c_u32], False)
tl_engine_stop = _declare("tl_engine_stop", None, [c_void], False)
tl_search_limits_init = _declare("tl_search_limits_init", c_int, [P(tl_search_limits)], False)
# a search runs on a private clone: it releases the GIL
tl_search = _declare(
    "tl_search", c_int, [c_void, c_void, P(tl_search_limits), P(tl_search_result)], False,
    gil=False)
tl_evaluate = _declare("tl_evaluate", c_int, [c_void, P(c_i32)], False)
tl_turn_text = _declare(
    "tl_turn_text", c_int, [c_void, P(c_u32), c_i32, c_i32, c_i32, c_str, c_size], False)


class EngineHandle(Handle):
    """A tl_engine, freed by tl_engine_free."""

    FREE = tl_engine_free


#: The functions of engine.h that _gamekit._engine.EngineBase calls.
ENGINE = EngineApi(
    lib=LIB, prefix="tl", engine_options=tl_engine_options, search_limits=tl_search_limits,
    search_result=tl_search_result, info_fn=tl_info_fn, engine_new=tl_engine_new,
    engine_options_init=tl_engine_options_init, engine_free=tl_engine_free,
    engine_clear=tl_engine_clear, engine_set_hash=tl_engine_set_hash,
    engine_stop=tl_engine_stop, search_limits_init=tl_search_limits_init, search=tl_search,
    evaluate=tl_evaluate, handle=EngineHandle)
