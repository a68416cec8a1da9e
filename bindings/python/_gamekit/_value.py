"""The immutable value types the game packages share: the base of their
Rules and Move classes, and the squares of a board.

A value is set up once, in ``__init__``, through ``object.__setattr__``;
assigning or deleting an attribute afterwards raises AttributeError.
Values of one package never equal those of another: each package class
deriving from these bases is its ``_SAME`` (the class ``==`` accepts).
"""


class Squares:
    """The squares of a board of ``files`` (their letters) by ``ranks``,
    indexed rank by rank from a1: ``names`` (by index), ``index_of``
    ({name, lower or upper case: index}); ``args`` are the package's
    converters."""

    def __init__(self, files, ranks, args):
        self.names = tuple(f + str(r + 1) for r in range(ranks) for f in files)
        self.index_of = {name: i for i, name in enumerate(self.names)}
        self.index_of.update({name.upper(): i for i, name in enumerate(self.names)})
        self._args = args

    def index(self, square):
        """The index of a square given by name ("e4") or index: the
        package's InvalidArgumentError for a str that is not a square name
        or an index out of range, ArgumentTypeError for anything else."""
        first, last = self.names[0], self.names[-1]
        if isinstance(square, str):
            try:
                return self.index_of[square.strip()]
            except KeyError:
                raise self._args.value_error_cls("{!r} is not a square name ({} … {})".format(
                    square, first, last)) from None
        return self._args.integer(square, "a square (a name {} … {} or an index 0 … {})".format(
            first, last, len(self.names) - 1), 0, len(self.names) - 1)


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
