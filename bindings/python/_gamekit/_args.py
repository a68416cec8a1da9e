"""Argument converters used by every public entry point of a package.

:class:`Converters` is built once per package with its exception classes.
Each converter returns a value ctypes can pass without loss (an int inside
the C type's range, bytes without NUL) or raises:

* the package's ``ArgumentTypeError`` (a ``TypeError``, and a
  ``ValueError``) for a value of the wrong type: a float, None or a bool
  where an int is expected, bytes where a str is expected;
* its ``InvalidArgumentError`` (a ``ValueError``) for a value of the right
  type out of range, or a str holding a NUL character.

Nothing reaches ctypes that could make it raise ``ctypes.ArgumentError``
or truncate silently (ctypes wraps an int too large for a C ``int32_t``
without a word).
"""

import math
import operator

_SIDES = {"red": 0, "blue": 1, "r": 0, "b": 1}


class Converters:
    """The converters of one package (``classes``: its base exception
    classes, see _errors.base_classes)."""

    def __init__(self, package, classes):
        self.package = package
        self.classes = classes
        self.type_error_cls = classes.ArgumentTypeError
        self.value_error_cls = classes.InvalidArgumentError

    def type_error(self, name, want, value):
        raise self.type_error_cls("{} must be {}, not {}".format(name, want, type(value).__name__))

    def integer(self, value, name, lo, hi):
        """An int lo … hi (bool is not accepted; an object with __index__
        is)."""
        if isinstance(value, bool):
            self.type_error(name, "an int", value)
        try:
            v = operator.index(value)
        except TypeError:
            self.type_error(name, "an int", value)
        if not lo <= v <= hi:
            raise self.value_error_cls("{} must be an int {} … {}, not {!r}".format(name, lo, hi, v))
        return v

    def seconds(self, value, name, hi):
        """A finite number of seconds, 0 < value <= hi (an int or a
        float)."""
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            self.type_error(name, "a number of seconds", value)
        try:
            v = float(value)
        except OverflowError:  # an int too large for a float
            v = math.inf
        if not 0 < v <= hi:
            raise self.value_error_cls(
                "{} must be a number of seconds > 0 and <= {}, not {!r}".format(name, hi, value))
        return v

    def text(self, value, name, encoding="utf-8"):
        """A str as bytes in ``encoding``, without NUL characters."""
        if not isinstance(value, str):
            self.type_error(name, "a str", value)
        if "\0" in value:
            raise self.value_error_cls("{} cannot contain NUL characters: {!r}".format(name, value))
        try:
            return value.encode(encoding)
        except UnicodeEncodeError as exc:
            raise self.value_error_cls(
                "{} cannot be encoded as {}: {!r} ({})".format(name, encoding, value, exc.reason)
            ) from None

    def instance(self, value, cls, name):
        """value itself, if it is an instance of cls."""
        if not isinstance(value, cls):
            self.type_error(name, "a {}.{}".format(self.package, cls.__name__), value)
        return value

    def boolean(self, value, name):
        """A bool (or 0/1 ints)."""
        if isinstance(value, bool):
            return value
        if isinstance(value, int) and value in (0, 1):
            return bool(value)
        self.type_error(name, "a bool", value)

    def side(self, value, name="side"):
        """0 for "red", 1 for "blue" (also "r"/"b", any case, and the ints
        0/1)."""
        if isinstance(value, str):
            i = _SIDES.get(value.strip().lower())
            if i is not None:
                return i
            raise self.value_error_cls("{} must be 'red' or 'blue', not {!r}".format(name, value))
        return self.integer(value, "{} ('red', 'blue', 0 or 1)".format(name), 0, 1)

    def choice(self, value, name, choices):
        """One of the strs ``choices`` (a tuple); returns its index."""
        if not isinstance(value, str):
            self.type_error(name, "a str", value)
        try:
            return choices.index(value)
        except ValueError:
            raise self.value_error_cls("{} must be one of {}, not {!r}".format(
                name, ", ".join(repr(c) for c in choices), value)) from None
