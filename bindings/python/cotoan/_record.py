"""Game records (record.h): reading games from text, writing a game with its
tags and comments, and SVG pictures of a position."""

import ctypes
import os

from . import _args, _ffi
from ._errors import ArgumentTypeError, Error, InvalidArgumentError, raise_for
from ._handle import NoCopy
from ._move import Move, square_index
from ._rules import Rules

NOTATIONS = {"short": 0, "coord": 1}


class RecordError(Error, ValueError):
    """A record text that cannot be read: ``line`` and ``column`` (from 1)
    say where, the message is the library's ("line L, column C: ...")."""

    def __init__(self, message, code=None, detail=None, line=None, column=None):
        super().__init__(message, code, detail)
        self.line = line
        self.column = column


class _Record(NoCopy):
    """A private ct_record handle (a RecordHandle), freed on exit."""

    def __init__(self, handle=None):
        if handle is None:
            handle = _ffi.RecordHandle()
            rc = _ffi.need(_ffi.ct_record_new, "records")(ctypes.byref(handle))
            if rc:
                raise_for(rc, what="ct_record_new")
        self.h = handle

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.h.free()
        self.h = None

    def set_tag(self, name, value):
        if not isinstance(name, str) or not isinstance(value, str):
            raise ArgumentTypeError("tag names and values are str, not {} and {}".format(
                type(name).__name__, type(value).__name__))
        rc = _ffi.ct_record_set_tag(self.h, _args.text(name, "a tag name"),
                                    _args.text(value, "the value of tag " + repr(name)))
        if rc:
            raise_for(rc, what="tag {!r} = {!r} (a name is a letter then letters, "
                      "digits or _; a value has no control characters)".format(name, value))

    def set_comment(self, ply, text):
        if isinstance(ply, bool) or not isinstance(ply, int) or not isinstance(text, str):
            raise ArgumentTypeError("comments are {{ply (int): text (str)}}, not {{{}: {}}}".format(
                type(ply).__name__, type(text).__name__))
        ply = _args.integer(ply, "a comment's ply", 0, 2**31 - 1)
        rc = _ffi.ct_record_set_comment(self.h, ply, _args.text(text, "a comment"))
        if rc:
            raise_for(rc, what="comment after ply {} (0 … 1000000, no '}}')".format(ply))

    def tags(self):
        out = {}
        n = _ffi.ct_record_tag_count(self.h)
        name, value = ctypes.c_char_p(), ctypes.c_char_p()
        for i in range(max(n, 0)):
            if _ffi.ct_record_tag_at(self.h, i, ctypes.byref(name), ctypes.byref(value)) == 0:
                out[name.value.decode("utf-8")] = value.value.decode("utf-8")
        return out

    def comments(self, plies):
        out = {}
        for ply in range(plies + 1):
            c = _ffi.ct_record_comment(self.h, ply)
            if c is not None:
                out[ply] = c.decode("utf-8")
        return out


def write_record(game, notation="short", tags=None, comments=None):
    """The canonical record text of a game (see Game.record)."""
    h = game._handle()
    write = _ffi.need(_ffi.ct_record_write, "records")
    if not isinstance(notation, str) or notation not in NOTATIONS:
        raise (InvalidArgumentError if isinstance(notation, str) else ArgumentTypeError)(
            "notation must be 'short' or 'coord', not {!r}".format(notation))
    all_tags = dict(game.tags)
    all_tags.update(tags or {})
    all_comments = dict(game.comments)
    all_comments.update(comments or {})
    with _Record() as rec:
        for k, v in all_tags.items():
            rec.set_tag(k, v)
        for ply, text in all_comments.items():
            rec.set_comment(ply, text)
        n = write(h, rec.h, NOTATIONS[notation], None, 0)
        if n < 0:
            raise_for(n, what="record")
        buf = ctypes.create_string_buffer(n + 1)
        write(h, rec.h, NOTATIONS[notation], buf, n + 1)
    return buf.value.decode("utf-8")


def _source_bytes(source):
    if isinstance(source, (bytes, bytearray, memoryview)):
        return bytes(source)
    if isinstance(source, str):
        try:
            return source.encode("utf-8")
        except UnicodeEncodeError as exc:
            raise InvalidArgumentError("record text is not valid Unicode: {}".format(exc)) from None
    if isinstance(source, os.PathLike):
        with open(source, "rb") as f:
            return f.read()
    read = getattr(source, "read", None)
    if read is None:
        raise ArgumentTypeError("read_games() takes record text (str or bytes), a path "
                                "(os.PathLike) or a file object, not {}".format(
                                    type(source).__name__))
    data = read()
    if isinstance(data, (str, bytes, bytearray, memoryview)):
        return _source_bytes(data)
    raise ArgumentTypeError("the file object's read() gave {}, not str or bytes".format(
        type(data).__name__))


def read_games(source, rules=None):
    """Iterate over the games of a record text.

    ``source`` is the text (str or bytes), a path (``pathlib.Path``) or a
    file object.  ``rules`` (:class:`Rules`) apply to games without a Rules
    tag.  Each game is a :class:`Game` with its moves played and its
    ``tags`` and ``comments`` filled.  A malformed record raises
    :class:`RecordError` with its line and column.  Wrong arguments raise
    at once, not at the first game.  The iterator cannot be copied or
    pickled (TypeError).
    """
    new = _ffi.need(_ffi.ct_reader_new, "records")
    data = _source_bytes(source)
    if rules is not None:
        _args.instance(rules, Rules, "rules")
    crules = rules._to_c() if rules is not None else None
    # The reader is private to the generator (which cannot run in two
    # threads at once), so its calls release the GIL.
    reader = _ffi.ReaderHandle()
    rc = new(data, len(data), crules, ctypes.byref(reader))
    if rc:
        raise_for(rc, what="ct_reader_new")
    return _games(reader, data)


def _games(reader, data):
    """The games of a reader (``data`` is kept alive with it)."""
    from ._game import Game

    try:
        while True:
            gh, rh = _ffi.GameHandle(), _ffi.RecordHandle()
            rc = _ffi.ct_reader_next(reader, ctypes.byref(gh), ctypes.byref(rh))
            if rc == 0:
                return
            if rc < 0:
                msg = _ffi.ct_reader_error(reader).decode("utf-8", "replace")
                line, col = ctypes.c_int32(), ctypes.c_int32()
                _ffi.ct_reader_location(reader, ctypes.byref(line), ctypes.byref(col))
                raise RecordError(msg or _ffi.strerror(rc), rc, msg, line.value, col.value)
            game = Game._wrap(gh)
            with _Record(rh) as rec:
                game.tags = rec.tags()
                game.comments = rec.comments(len(game.history))
            yield game
    finally:
        reader.free()


def read_game(source, rules=None):
    """The first game of a record text, or None if it holds none."""
    it = read_games(source, rules)
    try:
        return next(it, None)
    finally:
        it.close()


def render_svg(game, square=48, flip=False, coordinates=True, last_move=True,
               shot=True, arrows=()):
    """The SVG picture of a game's position (see Game.svg)."""
    h = game._handle()
    render = _ffi.need(_ffi.ct_game_render_svg, "SVG rendering")
    opts = _ffi.ct_svg_options()
    _ffi.ct_svg_options_init(ctypes.byref(opts))
    opts.square = _args.integer(square, "square (pixels)", 8, 512)
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
