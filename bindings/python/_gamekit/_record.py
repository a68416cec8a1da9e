"""Game records, as both packages read and write them (record.h of either
library): the C declarations, the private record handle, the writer behind
``Game.record()`` and the readers ``read_games()`` and ``read_game()``.

Both C APIs name these functions alike (``ct_record_write``,
``tl_record_write``, ...): :func:`declare` declares them for a library,
and a package describes the rest with :class:`Records` (its classes, its
notations, what comments follow: plies or turns).
"""

import ctypes
import os

from ._handle import NoCopy, handle_class
from ._loader import P, c_i32, c_int, c_size, c_str, c_u32, c_void


def declare(lib, prefix, rules):
    """{C name: function} of the record functions of record.h (None where
    the library was built without them), and the handle classes
    ``RecordHandle`` and ``ReaderHandle``."""
    p = prefix + "_"
    out = {}
    for name, restype, argtypes, gil in (
            ("record_new", c_int, [P(c_void)], True),
            ("record_free", None, [c_void], True),
            ("record_set_tag", c_int, [c_void, c_str, c_str], True),
            ("record_tag_count", c_int, [c_void], True),
            ("record_tag_at", c_int, [c_void, c_i32, P(c_str), P(c_str)], True),
            ("record_set_comment", c_int, [c_void, c_i32, c_str], True),
            ("record_comment", c_str, [c_void, c_i32], True),
            ("record_write", c_int, [c_void, c_void, c_u32, c_str, c_size], True),
            # the reader is private to its generator: its long calls release the GIL
            ("reader_new", c_int, [c_str, c_size, P(rules), P(c_void)], False),
            ("reader_free", None, [c_void], True),
            ("reader_next", c_int, [c_void, P(c_void), P(c_void)], False),
            ("reader_error", c_str, [c_void], True),
            ("reader_location", c_int, [c_void, P(c_i32), P(c_i32)], True)):
        out[p + name] = lib.declare(p + name, restype, argtypes, False, gil=gil)
    out["RecordHandle"] = handle_class("RecordHandle", out[p + "record_free"])
    out["ReaderHandle"] = handle_class("ReaderHandle", out[p + "reader_free"])
    return out


class Records:
    """The record functions of one package.

    ``ffi`` is its _ffi module (the declarations of :func:`declare`,
    ``need``, ``strerror``, ``GameHandle``); ``prefix`` "ct" or "tl";
    ``errors`` its _errors module (``raise_for``, ``args``, the classes);
    ``record_error`` its RecordError class; ``game`` a function giving its
    Game class; ``notations`` {name: record flag}, the first the default;
    ``unit`` what comments follow ("ply" or "turn"); ``count(game)`` how
    many of them the game has; ``rules`` its Rules class.
    """

    def __init__(self, ffi, prefix, errors, record_error, game, notations, unit, count, rules):
        self.ffi = ffi
        self.fn = {name: getattr(ffi, prefix + "_" + name) for name in (
            "record_new", "record_set_tag", "record_tag_count", "record_tag_at",
            "record_set_comment", "record_comment", "record_write", "reader_new",
            "reader_next", "reader_error", "reader_location")}
        self.prefix = prefix
        self.errors = errors
        self.record_error = record_error
        self.game = game
        self.notations = notations
        self.unit = unit
        self.count = count
        self.rules = rules
        records = self

        class Record(NoCopy):
            """A private record handle (a RecordHandle), freed on exit."""

            def __init__(self, handle=None):
                if handle is None:
                    handle = ffi.RecordHandle()
                    rc = records.need("record_new")(ctypes.byref(handle))
                    if rc:
                        errors.raise_for(rc, what=prefix + "_record_new")
                self.h = handle

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                self.h.free()
                self.h = None

            def set_tag(self, name, value):
                records.set_tag(self.h, name, value)

            def set_comment(self, at, text):
                records.set_comment(self.h, at, text)

            def tags(self):
                return records.tags(self.h)

            def comments(self, last):
                return records.comments(self.h, last)

        #: The record handle class of the package (``_Record``).
        self.Record = Record

    def need(self, name):
        return self.ffi.need(self.fn[name], "records")

    # ---- the record handle -------------------------------------------------

    def set_tag(self, h, name, value):
        args, raise_for = self.errors.args, self.errors.raise_for
        if not isinstance(name, str) or not isinstance(value, str):
            raise self.errors.ArgumentTypeError(
                "tag names and values are str, not {} and {}".format(
                    type(name).__name__, type(value).__name__))
        rc = self.fn["record_set_tag"](h, args.text(name, "a tag name"),
                                       args.text(value, "the value of tag " + repr(name)))
        if rc:
            raise_for(rc, what="tag {!r} = {!r} (a name is a letter then letters, "
                      "digits or _; a value has no control characters)".format(name, value))

    def set_comment(self, h, at, text):
        args, raise_for = self.errors.args, self.errors.raise_for
        if isinstance(at, bool) or not isinstance(at, int) or not isinstance(text, str):
            raise self.errors.ArgumentTypeError(
                "comments are {{{} (int): text (str)}}, not {{{}: {}}}".format(
                    self.unit, type(at).__name__, type(text).__name__))
        at = args.integer(at, "a comment's " + self.unit, 0, 2**31 - 1)
        rc = self.fn["record_set_comment"](h, at, args.text(text, "a comment"))
        if rc:
            raise_for(rc, what="comment after {} {} (0 … 1000000, no '}}')".format(self.unit, at))

    def tags(self, h):
        out = {}
        n = self.fn["record_tag_count"](h)
        name, value = ctypes.c_char_p(), ctypes.c_char_p()
        for i in range(max(n, 0)):
            if self.fn["record_tag_at"](h, i, ctypes.byref(name), ctypes.byref(value)) == 0:
                out[name.value.decode("utf-8")] = value.value.decode("utf-8")
        return out

    def comments(self, h, last):
        out = {}
        for at in range(last + 1):
            c = self.fn["record_comment"](h, at)
            if c is not None:
                out[at] = c.decode("utf-8")
        return out

    # ---- writing -----------------------------------------------------------

    def write(self, game, notation, tags=None, comments=None):
        """The canonical record text of a game (see Game.record)."""
        h = game._handle()
        write = self.need("record_write")
        names = list(self.notations)
        if not isinstance(notation, str) or notation not in self.notations:
            raise (self.errors.InvalidArgumentError if isinstance(notation, str)
                   else self.errors.ArgumentTypeError)(
                "notation must be {}, not {!r}".format(
                    " or ".join(repr(n) for n in names), notation))
        flags = self.notations[notation]
        all_tags = dict(game.tags)
        all_tags.update(tags or {})
        all_comments = dict(game.comments)
        all_comments.update(comments or {})
        with self.Record() as rec:
            for k, v in all_tags.items():
                rec.set_tag(k, v)
            for at, text in all_comments.items():
                rec.set_comment(at, text)
            n = write(h, rec.h, flags, None, 0)
            if n < 0:
                self.errors.raise_for(n, what="record")
            buf = ctypes.create_string_buffer(n + 1)
            write(h, rec.h, flags, buf, n + 1)
        return buf.value.decode("utf-8")

    # ---- reading -----------------------------------------------------------

    def _source_bytes(self, source):
        errors = self.errors
        if isinstance(source, (bytes, bytearray, memoryview)):
            return bytes(source)
        if isinstance(source, str):
            try:
                return source.encode("utf-8")
            except UnicodeEncodeError as exc:
                raise errors.InvalidArgumentError(
                    "record text is not valid Unicode: {}".format(exc)) from None
        if isinstance(source, os.PathLike):
            with open(source, "rb") as f:
                return f.read()
        read = getattr(source, "read", None)
        if read is None:
            raise errors.ArgumentTypeError(
                "read_games() takes record text (str or bytes), a path (os.PathLike) or a "
                "file object, not {}".format(type(source).__name__))
        data = read()
        if isinstance(data, (str, bytes, bytearray, memoryview)):
            return self._source_bytes(data)
        raise errors.ArgumentTypeError("the file object's read() gave {}, not str or bytes".format(
            type(data).__name__))

    def read_games(self, source, rules=None):
        """See the package's read_games()."""
        new = self.need("reader_new")
        data = self._source_bytes(source)
        if rules is not None:
            self.errors.args.instance(rules, self.rules, "rules")
        crules = rules._to_c() if rules is not None else None
        reader = self.ffi.ReaderHandle()
        rc = new(data, len(data), crules, ctypes.byref(reader))
        if rc:
            self.errors.raise_for(rc, what=self.prefix + "_reader_new")
        return self._games(reader, data)

    def _games(self, reader, data):
        """The games of a reader (``data`` is kept alive with it)."""
        ffi, fn = self.ffi, self.fn
        try:
            while True:
                gh, rh = ffi.GameHandle(), ffi.RecordHandle()
                rc = fn["reader_next"](reader, ctypes.byref(gh), ctypes.byref(rh))
                if rc == 0:
                    return
                if rc < 0:
                    msg = fn["reader_error"](reader).decode("utf-8", "replace")
                    line, col = ctypes.c_int32(), ctypes.c_int32()
                    fn["reader_location"](reader, ctypes.byref(line), ctypes.byref(col))
                    raise self.record_error(msg or ffi.strerror(rc), rc, msg, line.value,
                                            col.value)
                game = self.game()._wrap(gh)
                with self.Record(rh) as rec:
                    game.tags = rec.tags()
                    game.comments = rec.comments(self.count(game))
                yield game
        finally:
            reader.free()

    def read_game(self, source, rules=None):
        """The first game of a record text, or None if it holds none."""
        it = self.read_games(source, rules)
        try:
            return next(it, None)
        finally:
            it.close()
