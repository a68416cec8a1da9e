"""Reading game records: :func:`read_games` and :func:`read_game` (the
machinery is _gamekit._record's; the writer is ._record)."""

from ._game import Game
from ._record import _RECORDS


def read_games(source, rules=None, language=None):
    """Iterate over the games of a record text.

    ``source`` is the text (str or bytes), a path (``pathlib.Path``) or a
    file object.  ``rules`` (:class:`Rules`) apply to games without a Rules
    tag.  Each game is a :class:`Game` with its moves played and its
    ``tags`` and ``comments`` filled.  A malformed record raises
    :class:`RecordError` with its line and column.  Wrong arguments raise
    at once, not at the first game.  The iterator cannot be copied or
    pickled (TypeError).

    ``language`` ("en", the default, or "vi") is the language of the
    RecordError messages, the game's own detail (an illegal move, a bad
    Position tag) included, and the :attr:`Game.language` of the games
    read; another value raises InvalidArgumentError, "vi" with a C library
    whose reader writes English only LanguageUnavailableError.
    """
    return _RECORDS.read_games(Game, source, rules, language)


def read_game(source, rules=None, language=None):
    """The first game of a record text, or None if it holds none
    (``language`` as for :func:`read_games`)."""
    return _RECORDS.read_game(Game, source, rules, language)
