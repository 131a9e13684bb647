"""Checking what a reader hands the library: hand-made positions, saved games, deal codes.

Whatever a reader types, saves, edits or pastes may be wrong. The rule is one for every
game: malformed input is a ``ValueError`` (or a subclass) in plain words, never a
``TypeError``, ``KeyError`` or ``RecursionError``, and a message quotes at most
:data:`QUOTE_LIMIT` characters of what was given (:func:`quoted`).

A position that could never arise in the game (a card twice in a one-pack game, a card of
no pack of the game, a counter out of its range) is a :class:`PositionError`, which lists
every problem found, first the one its message names, as python-chess's ``Board.status()``
lists every reason a board is invalid. A card missing from a position is allowed: the
book's worked examples show part of a deal.

>>> quoted("x" * 100)
"'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…"
>>> from collections import Counter
>>> from cardlib.cards import Card
>>> pack = Counter({Card.parse("AS"): 1, Card.parse("KH"): 1})
>>> card_problems([Card.parse("AS"), Card.parse("AS"), Card.parse("2C")], pack)
['A♠ appears 2 times: the pack holds 1', '2♣ is not a card of this game']
>>> check_position(["a trick of 5 cards among 4 players"])
Traceback (most recent call last):
...
cardlib.checks.PositionError: impossible position: a trick of 5 cards among 4 players
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from cardlib.cards import Card

__all__ = [
    "QUOTE_LIMIT",
    "PositionError",
    "card_problems",
    "check_position",
    "mapping",
    "quoted",
    "whole_number",
]

QUOTE_LIMIT = 60
"""The most characters of a reader's input that an error message repeats."""


def quoted(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)``, cut to ``limit`` characters with an ellipsis when longer.

    >>> quoted("war:7"), quoted(12)
    ("'war:7'", '12')
    """
    try:
        text = repr(value)
    except (RecursionError, ValueError):  # a deeply nested value, a huge integer
        text = f"<a {type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


class PositionError(ValueError):
    """A position that cannot arise in the game. ``problems`` lists every reason found;
    the message names the first (and says how many more there are)."""

    def __init__(self, problems: Sequence[str]) -> None:
        if not problems:
            raise ValueError("a PositionError needs at least one problem")
        self.problems = tuple(problems)
        more = len(problems) - 1
        extra = f" (and {more} more problem{'s' if more > 1 else ''})" if more else ""
        super().__init__(f"impossible position: {problems[0]}{extra}")


def check_position(problems: Sequence[str]) -> None:
    """Raise :class:`PositionError` when ``problems`` is not empty."""
    if problems:
        raise PositionError(problems)


def card_problems(cards: Iterable[Card], pack: Mapping[Card, int]) -> list[str]:
    """What is wrong with the cards of a position, given how many of each card the game's
    packs hold (``pack``): a card more often than that, a card of no pack of the game. A
    card missing is no problem."""
    counts = Counter(cards)
    problems = [
        f"{card} appears {n} times: the pack holds {pack[card]}"
        for card, n in counts.items()
        if card in pack and n > pack[card]
    ]
    problems += [f"{card} is not a card of this game" for card in counts if card not in pack]
    return problems


def mapping(value: object, what: str) -> dict[str, Any]:
    """``value`` as a dict with text keys, or a ``ValueError`` saying what ``what`` must be.

    >>> mapping([1, 2], "a position")
    Traceback (most recent call last):
    ...
    ValueError: a position must be a mapping of names to values, not [1, 2]
    """
    if not isinstance(value, Mapping):
        raise ValueError(f"{what} must be a mapping of names to values, not {quoted(value)}")
    bad = [k for k in value if not isinstance(k, str)]
    if bad:
        raise ValueError(f"{what} has a key that is not a name: {quoted(bad[0])}")
    return dict(value)


def whole_number(value: object, what: str, low: int | None = None, high: int | None = None) -> int:
    """``value`` as an int within ``low``..``high`` (either end may be open), or a
    ``ValueError`` naming ``what`` and the range. ``True`` and ``False`` are not numbers.

    >>> whole_number(3, "redeals used", 0)
    3
    >>> whole_number(-1, "redeals used", 0)
    Traceback (most recent call last):
    ...
    ValueError: redeals used must be at least 0, not -1
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{what} must be a whole number, not {quoted(value)}")
    if low is not None and high is not None and not low <= value <= high:
        raise ValueError(f"{what} must be from {low} to {high}, not {quoted(value)}")
    if low is not None and value < low:
        raise ValueError(f"{what} must be at least {low}, not {quoted(value)}")
    if high is not None and value > high:
        raise ValueError(f"{what} must be at most {high}, not {quoted(value)}")
    return value
