"""Game records (record.h): the record handle, writing a game with its tags
and comments (the readers are ._read), and SVG pictures of a position."""

import ctypes

from _gamekit import _record as _kit

from . import _errors, _ffi
from ._errors import ArgumentTypeError, Error, InvalidArgumentError, args, raise_for
from ._move import Move, square_index
from ._rules import Rules

#: The notations of Game.record(), the first the default, and their flags.
NOTATIONS = {"short": 0, "coord": 1}


class RecordError(Error, ValueError):
    """A record text that cannot be read: ``line`` and ``column`` (from 1)
    say where, the message is the library's ("line L, column C: ...")."""

    def __init__(self, message, code=None, detail=None, line=None, column=None):
        super().__init__(message, code, detail)
        self.line = line
        self.column = column


#: The record functions of record.h (see _gamekit._record.RecordApi).
RECORD_API = _kit.RecordApi.of(_ffi, "ct", _errors.need)

# The record machinery is _gamekit._record's (shared with cotulenh);
# comments follow plies.
_RECORDS = _kit.Records(RECORD_API, "ct", _errors, RecordError, NOTATIONS, "ply",
                        lambda game: len(game.history), Rules)
#: A private ct_record handle (a RecordHandle), freed on exit.
_Record = _RECORDS.Record


def write_record(game, notation="short", tags=None, comments=None, language=None):
    """The canonical record text of a game (see Game.record)."""
    return _RECORDS.write(game, notation, tags, comments, language)


def render_svg(game, square=48, flip=False, coordinates=True, last_move=True,
               shot=True, arrows=()):
    """The SVG picture of a game's position (see Game.svg)."""
    h = game._handle()
    render = _errors.need(_ffi.ct_game_render_svg, "SVG rendering")
    opts = _ffi.ct_svg_options()
    _ffi.ct_svg_options_init(ctypes.byref(opts))
    opts.square = args.integer(square, "square (pixels)", 8, 512)
    opts.flip = int(bool(flip))
    opts.coordinates = int(bool(coordinates))
    opts.last_move = int(bool(last_move))
    opts.shot = int(bool(shot))
    codes = []
    if isinstance(arrows, (str, bytes)) or not hasattr(arrows, "__iter__"):
        raise ArgumentTypeError("arrows is an iterable of moves, not {}".format(
            type(arrows).__name__))
    for a in arrows:
        if isinstance(a, Move):
            codes.append(a.code)
        elif isinstance(a, str):
            codes.append(Move.parse(a).code)
        elif isinstance(a, (tuple, list)) and len(a) == 2:
            codes.append(square_index(a[0]) | square_index(a[1]) << 8)
        else:
            raise ArgumentTypeError("an arrow is a Move, move text or a (from, to) pair, "
                                    "not {!r}".format(a))
    if len(codes) > 256:
        raise InvalidArgumentError("at most 256 arrows, not {}".format(len(codes)))
    arr = (ctypes.c_uint32 * max(len(codes), 1))(*codes)
    opts.arrows = arr
    opts.narrows = len(codes)
    size = 32768 + 512 * len(codes)
    while True:
        buf = ctypes.create_string_buffer(size)
        n = render(h, ctypes.byref(opts), buf, size)
        if n < 0:
            raise_for(n, what="svg")
        if n < size:
            return buf.value.decode("utf-8")
        size = n + 1
