"""Game records, as both packages read and write them (record.h of either
library): the table of its C functions, the private record handle, the writer behind
``Game.record()`` and the readers ``read_games()`` and ``read_game()``.

Both C APIs name these functions alike (``ct_record_write``,
``tl_record_write``, ...): a package hands its own to :class:`RecordApi`
and describes the rest with :class:`Records` (its classes, its notations,
what comments follow: plies or turns).
"""

import ctypes
import os

from ._game import LANGUAGES
from ._handle import NoCopy
from ._loader import FunctionTable


class RecordApi(FunctionTable):
    """The record.h functions of a library, as the package's _ffi module
    declares them (see _loader.FunctionTable; each None where the library
    was built without records), its handle classes ``RecordHandle``,
    ``ReaderHandle``, ``GameHandle``, and ``need(fn, what)``, which
    returns fn or raises the package's Error when it is None."""

    NAMES = ("record_new", "record_set_tag", "record_tag_count", "record_tag_at",
             "record_set_comment", "record_comment", "record_write",
             "record_error", "record_set_language", "record_language", "reader_new",
             "reader_next", "reader_error", "reader_location", "reader_set_language", "strerror",
             "need",
             "RecordHandle", "ReaderHandle", "GameHandle")

    @classmethod
    def of(cls, ffi, prefix, need):
        """The table of a package's _ffi module: its ``PREFIX_record_*``
        and ``PREFIX_reader_*`` functions, its ``strerror`` and handle
        classes; ``need`` the package's."""
        functions = {name: getattr(ffi, prefix + "_" + name) for name in cls.NAMES
                     if name.startswith(("record_", "reader_"))}
        return cls(strerror=ffi.strerror, need=need, RecordHandle=ffi.RecordHandle,
                   ReaderHandle=ffi.ReaderHandle, GameHandle=ffi.GameHandle, **functions)


class Records:
    """The record functions of one package.

    ``api`` is its :class:`RecordApi`; ``prefix`` "ct" or "tl";
    ``errors`` its _errors module (``raise_for``, ``args``, the classes);
    ``record_error`` its RecordError class; ``notations`` {name: record flag}, the first the default;
    ``unit`` what comments follow ("ply" or "turn"); ``count(game)`` how
    many of them the game has; ``rules`` its Rules class.
    """

    def __init__(self, api, prefix, errors, record_error, notations, unit, count, rules):
        self.api = api
        self.prefix = prefix
        self.errors = errors
        self.record_error = record_error
        self.notations = notations
        self.unit = unit
        self.count = count
        self.rules = rules
        records = self

        class Record(NoCopy):
            """A private record handle (a RecordHandle, a new one or one the
            reader gave), freed on exit.  ``language`` ("en" or "vi") sets
            the language of its error messages (:attr:`language`); a
            handle given and not taken (a bad language) is freed."""

            def __init__(self, handle=None, language=None):
                if handle is None:
                    handle = api.RecordHandle()
                    rc = api.need(api.record_new, "records")(ctypes.byref(handle))
                    if rc:
                        errors.raise_for(rc, what=prefix + "_record_new")
                self.h = handle
                if language is not None:
                    try:
                        self.language = language
                    except BaseException:
                        handle.free()
                        self.h = None
                        raise

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

            @property
            def language(self):
                """The language of the record's error messages (the detail
                of a refused tag or comment): "en" (a new record's) or
                "vi"; a record the reader gave has the reader's.  A C
                library without it (<prefix>_record_set_language(), libcotoan
                1.6, libcotulenh 1.5) writes English only: there this is
                always "en", setting "en" does nothing and setting "vi"
                raises the package's LanguageUnavailableError.  Another
                value raises InvalidArgumentError."""
                return records.language(self.h)

            @language.setter
            def language(self, language):
                records.set_language(self.h, language)

        #: The record handle class of the package (``_Record``).
        self.Record = Record

    def need(self, name):
        return self.api.need(getattr(self.api, name), "records")

    # ---- the record handle -------------------------------------------------

    #: The labels before a record's message about a tag or a comment (the
    #: message names the place itself), by language.
    _LABELS = {"en": ("tag", "comment"), "vi": ("thẻ", "lời bình")}

    def language(self, h):
        if self.api.record_language is None:
            return LANGUAGES[0]
        return LANGUAGES[self.api.record_language(h)]

    def set_language(self, h, language):
        value = self.errors.args.choice(language, "language", LANGUAGES)
        if self.api.record_set_language is None:
            if value == 0:
                return
            raise self.errors.LanguageUnavailableError(
                "language {!r} is not available: the loaded C library has no "
                "{}_record_set_language() (its records write English only)".format(
                    language, self.prefix))
        rc = self.api.record_set_language(h, value)
        if rc:
            self.errors.raise_for(rc, what="language")

    def _error(self, h):
        """The record's message of its last error ("" without one, or with a
        library without PREFIX_record_error())."""
        if self.api.record_error is None:
            return ""
        m = self.api.record_error(h)
        return m.decode("utf-8", "replace") if m else ""

    def set_tag(self, h, name, value):
        args, raise_for = self.errors.args, self.errors.raise_for
        if not isinstance(name, str) or not isinstance(value, str):
            raise self.errors.ArgumentTypeError(
                "tag names and values are str, not {} and {}".format(
                    type(name).__name__, type(value).__name__))
        rc = self.api.record_set_tag(h, args.text(name, "a tag name"),
                                       args.text(value, "the value of tag " + repr(name)))
        if rc:
            detail = self._error(h)
            if detail:  # the record's message, in its language
                raise_for(rc, what="{} {!r}".format(self._LABELS[self.language(h)][0], name),
                          detail=detail)
            raise_for(rc, what="tag {!r} = {!r} (a name is a letter then letters, "
                      "digits or _; a value has no control characters)".format(name, value))

    def set_comment(self, h, at, text):
        args, raise_for = self.errors.args, self.errors.raise_for
        if isinstance(at, bool) or not isinstance(at, int) or not isinstance(text, str):
            raise self.errors.ArgumentTypeError(
                "comments are {{{} (int): text (str)}}, not {{{}: {}}}".format(
                    self.unit, type(at).__name__, type(text).__name__))
        at = args.integer(at, "a comment's " + self.unit, 0, 2**31 - 1)
        rc = self.api.record_set_comment(h, at, args.text(text, "a comment"))
        if rc:
            detail = self._error(h)
            if detail:  # the record's message, in its language
                raise_for(rc, what="{} {}".format(self._LABELS[self.language(h)][1], at),
                          detail=detail)
            raise_for(rc, what="comment after {} {} (0 … 1000000, no '}}')".format(self.unit, at))

    def tags(self, h):
        out = {}
        n = self.api.record_tag_count(h)
        name, value = ctypes.c_char_p(), ctypes.c_char_p()
        for i in range(max(n, 0)):
            if self.api.record_tag_at(h, i, ctypes.byref(name), ctypes.byref(value)) == 0:
                out[name.value.decode("utf-8")] = value.value.decode("utf-8")
        return out

    def comments(self, h, last):
        out = {}
        for at in range(last + 1):
            c = self.api.record_comment(h, at)
            if c is not None:
                out[at] = c.decode("utf-8")
        return out

    # ---- writing -----------------------------------------------------------

    def write(self, game, notation, tags=None, comments=None, language=None):
        """The canonical record text of a game (see Game.record): the
        errors of its tags and comments in ``language``, by default the
        game's (English where the library cannot write records in it)."""
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
        if language is None and self.api.record_set_language is not None:
            language = game.language
        with self.Record(language=language) as rec:
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

    def read_games(self, game_class, source, rules=None, language=None):
        """See the package's read_games(); ``game_class`` is its Game."""
        new = self.need("reader_new")
        data = self._source_bytes(source)
        if rules is not None:
            self.errors.args.instance(rules, self.rules, "rules")
        lang = 0 if language is None else self.errors.args.choice(language, "language",
                                                                  LANGUAGES)
        set_language = self.api.reader_set_language
        if lang and set_language is None:
            raise self.errors.LanguageUnavailableError(
                "language {!r} is not available: the loaded C library has no "
                "{}_reader_set_language() (its reader writes English only)".format(
                    language, self.prefix))
        crules = rules._to_c() if rules is not None else None
        reader = self.api.ReaderHandle()
        rc = new(data, len(data), crules, ctypes.byref(reader))
        if rc:
            self.errors.raise_for(rc, what=self.prefix + "_reader_new")
        if lang:
            rc = set_language(reader, lang)
            if rc:
                reader.free()
                self.errors.raise_for(rc, what=self.prefix + "_reader_set_language")
        return self._games(game_class, reader, data)

    def _games(self, game_class, reader, data):
        """The games of a reader (``data`` is kept alive with it)."""
        api = self.api
        try:
            while True:
                gh, rh = api.GameHandle(), api.RecordHandle()
                rc = api.reader_next(reader, ctypes.byref(gh), ctypes.byref(rh))
                if rc == 0:
                    return
                if rc < 0:
                    msg = api.reader_error(reader).decode("utf-8", "replace")
                    line, col = ctypes.c_int32(), ctypes.c_int32()
                    api.reader_location(reader, ctypes.byref(line), ctypes.byref(col))
                    raise self.record_error(msg or api.strerror(rc), rc, msg, line.value,
                                            col.value)
                game = game_class._wrap(gh)
                with self.Record(rh) as rec:
                    game.tags = rec.tags()
                    game.comments = rec.comments(self.count(game))
                yield game
        finally:
            reader.free()

    def read_game(self, game_class, source, rules=None, language=None):
        """The first game of a record text, or None if it holds none."""
        it = self.read_games(game_class, source, rules, language)
        try:
            return next(it, None)
        finally:
            it.close()
