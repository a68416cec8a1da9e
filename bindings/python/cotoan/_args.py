"""Argument converters used by every public entry point: the converters
of _gamekit._args (shared with cotulenh), raising cotoan's
ArgumentTypeError (a TypeError and a ValueError) for a value of the wrong
type and InvalidArgumentError (a ValueError) for one out of range.
Nothing reaches ctypes that could make it raise ``ctypes.ArgumentError``
or truncate silently."""

from ._errors import args as _c

integer = _c.integer
seconds = _c.seconds
text = _c.text
instance = _c.instance
_type_error = _c.type_error
