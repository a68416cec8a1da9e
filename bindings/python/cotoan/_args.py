"""Argument converters used by every public entry point.

Each returns a value ctypes can pass without loss (an int inside the C
type's range, bytes without NUL) or raises:

* :class:`ArgumentTypeError` (a ``TypeError``, and a ``ValueError`` as
  1.0 raised ValueError for some of these) for a value of the wrong type:
  a float, None or a bool where an int is expected, bytes where a str is
  expected;
* :class:`InvalidArgumentError` (a ``ValueError``) for a value of the
  right type out of range, or a str holding a NUL character.

Both derive from :class:`cotoan.Error`.  Nothing reaches ctypes that
could make it raise ``ctypes.ArgumentError`` or truncate silently (ctypes
wraps an int too large for a C ``int32_t`` without a word).
"""

import math
import operator

from ._errors import ArgumentTypeError, InvalidArgumentError


def _type_error(name, want, value):
    raise ArgumentTypeError(
        "{} must be {}, not {}".format(name, want, type(value).__name__)
    )


def integer(value, name, lo, hi):
    """An int lo … hi (bool is not accepted; an object with __index__ is)."""
    if isinstance(value, bool):
        _type_error(name, "an int", value)
    try:
        v = operator.index(value)
    except TypeError:
        _type_error(name, "an int", value)
    if not lo <= v <= hi:
        raise InvalidArgumentError("{} must be an int {} … {}, not {!r}".format(name, lo, hi, v))
    return v


def seconds(value, name, hi):
    """A finite number of seconds, 0 < value <= hi (an int or a float)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        _type_error(name, "a number of seconds", value)
    try:
        v = float(value)
    except OverflowError:  # an int too large for a float
        v = math.inf
    if not 0 < v <= hi:
        raise InvalidArgumentError(
            "{} must be a number of seconds > 0 and <= {}, not {!r}".format(name, hi, value)
        )
    return v


def text(value, name, encoding="utf-8"):
    """A str as bytes in ``encoding``, without NUL characters."""
    if not isinstance(value, str):
        _type_error(name, "a str", value)
    if "\0" in value:
        raise InvalidArgumentError("{} cannot contain NUL characters: {!r}".format(name, value))
    try:
        return value.encode(encoding)
    except UnicodeEncodeError as exc:
        raise InvalidArgumentError(
            "{} cannot be encoded as {}: {!r} ({})".format(name, encoding, value, exc.reason)
        ) from None


def instance(value, cls, name):
    """value itself, if it is an instance of cls."""
    if not isinstance(value, cls):
        _type_error(name, "a cotoan." + cls.__name__, value)
    return value
