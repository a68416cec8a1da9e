"""Reading game records: :func:`read_games` and :func:`read_game` (the
machinery is _gamekit._record's; the writer is ._record)."""

from ._game import Game
from ._record import _RECORDS


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
    return _RECORDS.read_games(Game, source, rules)


def read_game(source, rules=None):
    """The first game of a record text, or None if it holds none."""
    return _RECORDS.read_game(Game, source, rules)
