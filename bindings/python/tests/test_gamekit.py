"""_gamekit, the private code the cotoan and cotulenh packages share: the
converters, the exception machinery, snprintf-style text, the loader's
version rule and file names, handles.  No C library is needed."""

import ctypes
import pickle
import unittest

from . import support  # noqa: F401  (the package root on sys.path)
from _gamekit import _args, _errors, _handle, _loader


def classes():
    return _errors.base_classes("kitpkg", "KP")


class ConvertersTest(unittest.TestCase):
    def setUp(self):
        self.c = classes()
        self.a = _args.Converters("kitpkg", self.c)

    def test_integer(self):
        a = self.a
        self.assertEqual(a.integer(3, "n", 0, 5), 3)

        class Index:
            def __index__(self):
                return 4

        self.assertEqual(a.integer(Index(), "n", 0, 5), 4)
        for bad in (True, 1.0, None, "3", b"3"):
            with self.assertRaises(self.c.ArgumentTypeError):
                a.integer(bad, "n", 0, 5)
        for bad in (-1, 6, 2**64):
            with self.assertRaises(self.c.InvalidArgumentError) as cm:
                a.integer(bad, "n", 0, 5)
            self.assertIn("0 … 5", str(cm.exception))

    def test_text_choice_side_boolean_seconds(self):
        a = self.a
        self.assertEqual(a.text("é", "t"), "é".encode())
        with self.assertRaises(self.c.InvalidArgumentError):
            a.text("a\0b", "t")
        with self.assertRaises(self.c.InvalidArgumentError):
            a.text("é", "t", "ascii")
        with self.assertRaises(self.c.ArgumentTypeError):
            a.text(b"x", "t")
        self.assertEqual(a.choice("b", "c", ("a", "b")), 1)
        with self.assertRaises(self.c.InvalidArgumentError):
            a.choice("z", "c", ("a", "b"))
        with self.assertRaises(self.c.ArgumentTypeError):
            a.choice(1, "c", ("a", "b"))
        for v, want in (("red", 0), ("Blue ", 1), ("r", 0), ("B", 1), (0, 0), (1, 1)):
            self.assertEqual(a.side(v), want)
        for bad in ("green", 2, -1):
            with self.assertRaises(self.c.InvalidArgumentError):
                a.side(bad)
        with self.assertRaises(self.c.ArgumentTypeError):
            a.side(None)
        self.assertIs(a.boolean(1, "f"), True)
        self.assertIs(a.boolean(False, "f"), False)
        for bad in (2, "yes", None):
            with self.assertRaises(self.c.ArgumentTypeError):
                a.boolean(bad, "f")
        self.assertEqual(a.seconds(1, "s", 10), 1.0)
        for bad in (0, -1, 11, float("nan"), 10**400):
            with self.assertRaises(self.c.InvalidArgumentError):
                a.seconds(bad, "s", 10)
        with self.assertRaises(self.c.ArgumentTypeError):
            a.seconds(True, "s", 10)
        with self.assertRaises(self.c.ArgumentTypeError) as cm:
            a.instance(3, str, "x")
        self.assertIn("kitpkg.str", str(cm.exception))


class ErrorsTest(unittest.TestCase):
    def test_classes(self):
        c = classes()
        self.assertEqual(c.Error.__module__, "kitpkg")
        self.assertEqual(c.Error.__qualname__, "Error")
        self.assertTrue(issubclass(c.InvalidArgumentError, (c.Error, ValueError)))
        self.assertTrue(issubclass(c.OutOfMemoryError, MemoryError))
        self.assertTrue(issubclass(c.ArgumentTypeError, TypeError))
        self.assertTrue(issubclass(c.ArgumentTypeError, ValueError))
        self.assertIsNot(classes().Error, c.Error)  # one set per package
        e = c.Error("message")
        self.assertEqual((e.code, e.detail, str(e)), (None, "message", "message"))

    def test_raise_for(self):
        c = classes()

        class Illegal(c.Error, ValueError):
            pass

        class Parse(Illegal):
            pass

        class Position(c.Error, ValueError):
            pass

        details = {"h": "the detail"}
        raise_for = _errors.make_raise_for(
            c, {-6: Illegal}, lambda code: "text %d" % code, lambda h: details.get(h, ""), Parse)
        cases = [((-6,), Illegal, "text -6"), ((-6, "h"), Illegal, "the detail"),
                 ((-4,), Parse, "text -4"), ((-4, None, Position), Position, "text -4"),
                 ((-1,), c.InvalidArgumentError, "text -1"), ((-2,), c.OutOfMemoryError, "text -2"),
                 ((-99, "other"), c.Error, "text -99")]
        for a, cls, detail in cases:
            with self.assertRaises(cls) as cm:
                raise_for(*a)
            self.assertIs(type(cm.exception), cls)
            self.assertEqual((cm.exception.code, cm.exception.detail), (a[0], detail))
        with self.assertRaises(Illegal) as cm:
            raise_for(-6, "h", what="push")
        self.assertEqual(str(cm.exception), "push: the detail")


class TextOutTest(unittest.TestCase):
    def test_growth_and_errors(self):
        calls = []
        long = b"x" * 10000

        def fn(arg, buf, size):
            calls.append(size)
            ctypes.memmove(buf, long, min(size - 1, len(long)))
            buf[min(size - 1, len(long))] = b"\0"
            return len(long)

        rc, text = _loader.text_out(fn, 7, size=16)
        self.assertEqual((rc, text), (10000, "x" * 10000))
        self.assertEqual(calls, [16, 10001])
        self.assertEqual(_loader.text_out(lambda buf, size: -3), (-3, None))


class LoaderTest(unittest.TestCase):
    def test_file_names(self):
        local, sonames = _loader.file_names("cotulenh", 1)
        self.assertIn(sonames[0], local)
        self.assertTrue(all("cotulenh" in n for n in local + sonames))

    def test_version_rule(self):
        lib = object.__new__(_loader.Library)
        lib.name, lib.path, lib.expected = "kit", "/x/libkit.so.1", (1, 2)
        self.assertIsNone(lib.version_mismatch(10200))
        self.assertIsNone(lib.version_mismatch(10305))
        for bad in (10100, 20000, 9999):
            msg = lib.version_mismatch(bad)
            self.assertIn("libkit", msg)
            self.assertIn("/x/libkit.so.1", msg)
            self.assertIn("need 1.2", msg)


class HandleTest(unittest.TestCase):
    def test_freed_once(self):
        freed = []
        H = _handle.handle_class("H", freed.append)
        h = H(1234)
        h.free()
        h.free()
        self.assertEqual(freed, [1234])
        h2 = H(99)
        del h2
        self.assertEqual(freed, [1234, 99])
        for fn in (lambda x: x.__copy__(), pickle.dumps):
            with self.assertRaises(TypeError):
                fn(H(0))

    def test_no_copy(self):
        class Owner(_handle.NoCopy):
            __slots__ = ()

        import copy

        for fn in (copy.copy, copy.deepcopy, pickle.dumps):
            with self.assertRaises(TypeError) as cm:
                fn(Owner())
            self.assertIn("Owner", str(cm.exception))


if __name__ == "__main__":
    unittest.main()
