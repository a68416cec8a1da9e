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

from _gamekit import _game, _loader
from _gamekit._engine import EngineApi
from _gamekit._handle import Handle
from _gamekit._loader import P, c_i32, c_int, c_size, c_str, c_u32, c_u64, c_void

#: The library as loaded: LIB.expected is the version these bindings were
#: written against, (major, minor); the loaded library has the same major
#: and at least this minor.
LIB = _loader.Library("cotoan", __file__, (1, 0))
EXPECTED_VERSION = LIB.expected
# Functions are declared to keep the GIL while they run, so no other Python
# thread can touch the same handle meanwhile (see _gamekit._handle).  Only
# the calls that may take long and work on private handles (ct_search,
# ct_game_perft, the reader) are declared with gil=False and release it.
_declare, LIBRARY_PATH = LIB.declare, LIB.path

# ---- common.h ----------------------------------------------------------------

ct_version = _declare("ct_version", c_u32, [])
ct_version_string = _declare("ct_version_string", c_str, [])
ct_strerror = _declare("ct_strerror", c_str, [c_int])
LIB.use_common(ct_version, ct_version_string, ct_strerror)

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


# ---- game.h ------------------------------------------------------------------

# positions and squares
ct_rules_init = _declare("ct_rules_init", c_int, [P(ct_rules)])
ct_square_parse = _declare("ct_square_parse", c_int, [c_str, P(c_i32)])
ct_square_name = _declare("ct_square_name", c_int, [c_i32, c_str, c_size])
ct_game_set_position = _declare("ct_game_set_position", c_int, [c_void, c_str])
ct_game_position = _declare("ct_game_position", c_int, [c_void, c_str, c_size])
ct_game_initial_position = _declare("ct_game_initial_position", c_int, [c_void, c_str, c_size])

# lifetime and rules
ct_game_new = _declare("ct_game_new", c_int, [P(ct_rules), P(c_void)])
ct_game_free = _declare("ct_game_free", None, [c_void])
ct_game_clone = _declare("ct_game_clone", c_int, [c_void, P(c_void)])
ct_game_error = _declare("ct_game_error", c_str, [c_void])
ct_game_set_rules = _declare("ct_game_set_rules", c_int, [c_void, P(ct_rules)])
ct_game_get_rules = _declare("ct_game_get_rules", c_int, [c_void, P(ct_rules)])
ct_game_reset = _declare("ct_game_reset", c_int, [c_void])
# the language of explanations and messages (libcotoan 1.2)
ct_game_set_language = _declare("ct_game_set_language", c_int, [c_void, c_i32], False)
ct_game_language = _declare("ct_game_language", c_i32, [c_void], False)

# queries
ct_game_turn = _declare("ct_game_turn", c_int, [c_void])
ct_game_hash = _declare("ct_game_hash", c_u64, [c_void])
ct_game_render_text = _declare("ct_game_render_text", c_int, [c_void, c_u32, c_str, c_size])
ct_game_piece_at = _declare("ct_game_piece_at", c_int, [c_void, c_i32, P(c_i32), P(c_i32)])
ct_game_square_of = _declare("ct_game_square_of", c_int, [c_void, c_i32, c_i32, P(c_i32)])
ct_game_score = _declare("ct_game_score", c_int, [c_void, c_i32])
ct_game_ply = _declare("ct_game_ply", c_i32, [c_void])

# moves
ct_game_legal_moves = _declare("ct_game_legal_moves", c_int, [c_void, P(c_u32), c_size])
ct_game_is_legal = _declare("ct_game_is_legal", c_int, [c_void, c_u32])
ct_game_move_info = _declare("ct_game_move_info", c_int, [c_void, c_u32, P(ct_move_info)])
ct_game_explain = _declare("ct_game_explain", c_int, [c_void, c_u32, c_str, c_size])
ct_game_play = _declare("ct_game_play", c_int, [c_void, c_u32])
ct_game_play_text = _declare("ct_game_play_text", c_int, [c_void, c_str])
ct_game_undo = _declare("ct_game_undo", c_int, [c_void])
ct_game_history = _declare("ct_game_history", c_int, [c_void, P(c_u32), c_size])
# perft runs on a private clone: it releases the GIL
ct_game_perft = _declare("ct_game_perft", c_int, [c_void, c_i32, P(c_u64)], gil=False)

# notation
ct_game_parse_move = _declare("ct_game_parse_move", c_int, [c_void, c_str, P(c_u32)])
ct_game_move_text = _declare("ct_game_move_text", c_int, [c_void, c_u32, c_i32, c_str, c_size])
ct_move_to_text = _declare("ct_move_to_text", c_int, [c_u32, c_str, c_size])
ct_move_parse_coord = _declare("ct_move_parse_coord", c_int, [c_str, P(c_u32)])

# outcome
ct_game_outcome = _declare("ct_game_outcome", c_int, [c_void, P(c_i32)])
ct_game_resign = _declare("ct_game_resign", c_int, [c_void, c_i32])
ct_game_agree_draw = _declare("ct_game_agree_draw", c_int, [c_void])
ct_game_time_out = _declare("ct_game_time_out", c_int, [c_void, c_i32])
ct_result_string = _declare("ct_result_string", c_str, [c_int])
ct_termination_string = _declare("ct_termination_string", c_str, [c_int])
# the outcome words in a language (libcotoan 1.4)
ct_termination_text = _declare("ct_termination_text", c_str, [c_int, c_i32], False)

CT_LANG_EN = 0
CT_LANG_VI = 1


class GameHandle(Handle):
    """A ct_game, freed by ct_game_free (see _gamekit._handle)."""

    FREE = ct_game_free


#: The functions of game.h that _gamekit._game.GameBase calls.
GAME_API = _game.CApi(
    game_clone=ct_game_clone, game_undo=ct_game_undo, game_play=ct_game_play,
    game_perft=ct_game_perft, game_history=ct_game_history, game_outcome=ct_game_outcome,
    game_turn=ct_game_turn, game_resign=ct_game_resign, game_agree_draw=ct_game_agree_draw,
    game_get_rules=ct_game_get_rules, game_set_rules=ct_game_set_rules,
    game_reset=ct_game_reset, game_parse_move=ct_game_parse_move,
    game_is_legal=ct_game_is_legal, game_move_info=ct_game_move_info,
    game_explain=ct_game_explain, rules_init=ct_rules_init, result_string=ct_result_string,
    rules=ct_rules, move_info=ct_move_info, handle=GameHandle,
    game_set_language=ct_game_set_language, game_language=ct_game_language,
    language_symbol="ct_game_set_language")


strerror = LIB.strerror
version_string = LIB.version


def game_error(handle):
    """ct_game_error() as a Python string."""
    return ct_game_error(handle).decode("utf-8", "replace")


# ---- record.h (records and SVG) ----------------------------------------------
# This and engine.h are declared with required=False: a library built
# without them still loads, and the Python features that need them raise
# cotoan.Error when used (_errors.need).


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


# records (libcotoan 1.1)
ct_record_new = _declare("ct_record_new", c_int, [P(c_void)], False)
ct_record_free = _declare("ct_record_free", None, [c_void], False)
ct_record_set_tag = _declare("ct_record_set_tag", c_int, [c_void, c_str, c_str], False)
ct_record_tag_count = _declare("ct_record_tag_count", c_int, [c_void], False)
ct_record_tag_at = _declare("ct_record_tag_at", c_int, [c_void, c_i32, P(c_str), P(c_str)], False)
ct_record_set_comment = _declare("ct_record_set_comment", c_int, [c_void, c_i32, c_str], False)
ct_record_comment = _declare("ct_record_comment", c_str, [c_void, c_i32], False)
ct_record_error = _declare("ct_record_error", c_str, [c_void], False)
# the language of its messages (libcotoan 1.6; None before)
ct_record_set_language = _declare("ct_record_set_language", c_int, [c_void, c_i32], False)
ct_record_language = _declare("ct_record_language", c_i32, [c_void], False)
ct_record_write = _declare(
    "ct_record_write", c_int, [c_void, c_void, c_u32, c_str, c_size], False)
# the reader is private to its generator: its long calls release the GIL
ct_reader_new = _declare(
    "ct_reader_new", c_int, [c_str, c_size, P(ct_rules), P(c_void)], False, gil=False)
ct_reader_free = _declare("ct_reader_free", None, [c_void], False)
ct_reader_next = _declare("ct_reader_next", c_int, [c_void, P(c_void), P(c_void)], False,
                          gil=False)
ct_reader_error = _declare("ct_reader_error", c_str, [c_void], False)
ct_reader_location = _declare("ct_reader_location", c_int, [c_void, P(c_i32), P(c_i32)], False)
# the language of its messages (libcotoan 1.5; None before)
ct_reader_set_language = _declare("ct_reader_set_language", c_int, [c_void, c_i32], False)

# pictures
ct_svg_options_init = _declare("ct_svg_options_init", c_int, [P(ct_svg_options)], False)
ct_game_render_svg = _declare(
    "ct_game_render_svg", c_int, [c_void, P(ct_svg_options), c_str, c_size], False
)

# ---- engine.h ------------------------------------------------------------------

CT_PV_MAX = 64


class ct_engine_options(ctypes.Structure):
    """struct ct_engine_options (engine.h)."""

    _fields_ = [("size", c_u32), ("hash_mb", c_u32), ("alloc", c_void), ("ud", c_void)]


class ct_search_result(ctypes.Structure):
    """struct ct_search_result (engine.h)."""

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
        ("pv_length", c_i32),
        ("pv", c_u32 * CT_PV_MAX),
    ]


#: ct_info_fn: void (*)(void *user, const ct_search_result *info)
ct_info_fn = ctypes.CFUNCTYPE(None, c_void, P(ct_search_result))


class ct_search_limits(ctypes.Structure):
    """struct ct_search_limits (engine.h)."""

    _fields_ = [
        ("size", c_u32),
        ("depth", c_i32),
        ("movetime_ms", c_i32),
        ("nodes", c_u64),
        ("level", c_i32),
        ("seed", c_u64),
        ("info", ct_info_fn),
        ("info_user", c_void),
        ("stop", P(c_i32)),
    ]


# None in a library built without the engine
ct_engine_options_init = _declare(
    "ct_engine_options_init", c_int, [P(ct_engine_options)], False)
ct_engine_new = _declare("ct_engine_new", c_int, [P(ct_engine_options), P(c_void)], False)
ct_engine_free = _declare("ct_engine_free", None, [c_void], False)
ct_engine_clear = _declare("ct_engine_clear", c_int, [c_void], False)
ct_engine_set_hash = _declare("ct_engine_set_hash", c_int, [c_void, c_u32], False)
ct_engine_stop = _declare("ct_engine_stop", None, [c_void], False)
ct_search_limits_init = _declare("ct_search_limits_init", c_int, [P(ct_search_limits)], False)
# a search runs on a private clone: it releases the GIL
ct_search = _declare(
    "ct_search", c_int, [c_void, c_void, P(ct_search_limits), P(ct_search_result)], False,
    gil=False)
ct_evaluate = _declare("ct_evaluate", c_int, [c_void, P(c_i32)], False)


class EngineHandle(Handle):
    """A ct_engine, freed by ct_engine_free."""

    FREE = ct_engine_free


#: The functions of engine.h that _gamekit._engine.EngineBase calls.
ENGINE = EngineApi(
    lib=LIB, prefix="ct", engine_options=ct_engine_options, search_limits=ct_search_limits,
    search_result=ct_search_result, info_fn=ct_info_fn, engine_new=ct_engine_new,
    engine_options_init=ct_engine_options_init, engine_free=ct_engine_free,
    engine_clear=ct_engine_clear, engine_set_hash=ct_engine_set_hash,
    engine_stop=ct_engine_stop, search_limits_init=ct_search_limits_init, search=ct_search,
    evaluate=ct_evaluate, handle=EngineHandle)


class RecordHandle(Handle):
    """A ct_record, freed by ct_record_free."""

    FREE = ct_record_free


class ReaderHandle(Handle):
    """A ct_reader, freed by ct_reader_free."""

    FREE = ct_reader_free
