"""The immutable value types the game packages share: the base of their
Rules and Move classes.

A value is set up once, in ``__init__``, through ``object.__setattr__``;
assigning or deleting an attribute afterwards raises AttributeError.
Values of one package never equal those of another: each package class
deriving from these bases is its ``_SAME`` (the class ``==`` accepts).
"""


class Value:
    """An immutable value of one package (see the module)."""

    __slots__ = ()
    _SAME = None
    _IMMUTABLE = "this value is immutable"

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if cls._SAME is None and cls.__module__.split(".")[0] != "_gamekit":
            cls._SAME = cls  # the package's class (its subclasses inherit it)

    def __setattr__(self, name, value):
        raise AttributeError(self._IMMUTABLE)

    __delattr__ = __setattr__


class RulesBase(Value):
    """The rule options of a game, a value: subclasses set ``_FIELDS``
    (the option names, in the order of ``__init__``'s arguments, each held
    in the slot ``_<name>``) and store them with :meth:`_set`."""

    __slots__ = ()
    _FIELDS = ()
    _IMMUTABLE = "Rules is immutable; use rules.replace(...)"

    def _set(self, *values):
        for name, value in zip(self._FIELDS, values):
            object.__setattr__(self, "_" + name, value)

    def _values(self):
        return tuple(getattr(self, "_" + name) for name in self._FIELDS)

    def replace(self, **changes):
        """A copy with some options changed: ``rules.replace(name=value)``."""
        kw = dict(zip(self._FIELDS, self._values()))
        unknown = set(changes) - set(kw)
        if unknown:
            raise TypeError("unknown rule option(s): " + ", ".join(sorted(unknown)))
        kw.update(changes)
        return self._SAME(**kw)

    def __eq__(self, other):
        if isinstance(other, self._SAME):
            return self._values() == other._values()
        return NotImplemented

    def __hash__(self):
        return hash(self._values())

    def __repr__(self):
        return "Rules({})".format(", ".join(
            "{}={!r}".format(name, value) for name, value in zip(self._FIELDS, self._values())))

    def __reduce__(self):
        return (self._SAME, self._values())


class MoveBase(Value):
    """A move, a value: its C code in the slot ``_code`` (the origin
    square's index in bits 0-7, the target's in bits 8-15).  Subclasses
    set ``_SQUARE_NAMES`` (the square names by index).  Two moves are
    equal when their codes are."""

    __slots__ = ()
    _SQUARE_NAMES = ()
    _IMMUTABLE = "Move is immutable"

    @property
    def code(self):
        """The C move value."""
        return self._code

    @property
    def from_square(self):
        """The origin square's name."""
        return self._SQUARE_NAMES[self._code & 0xFF]

    @property
    def to_square(self):
        """The target square's name."""
        return self._SQUARE_NAMES[self._code >> 8 & 0xFF]

    def __repr__(self):
        return "Move({!r})".format(str(self))

    def __eq__(self, other):
        if isinstance(other, self._SAME):
            return self._code == other._code
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, self._SAME):
            return self._code != other._code
        return NotImplemented

    def __hash__(self):
        return self._code
