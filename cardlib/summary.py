"""A game's defining rules in plain words: the record a reference card prints.

Each game writes its own :class:`RuleSummary` beside its rules (``game.rule_summary()``),
from the options in force, so the card of a preset or of a changed option says what that
game plays. The reference cards (``cardlib.refcards``) only print it.

>>> s = RuleSummary(
...     object="Get every card home.",
...     layout=("Ten piles of four cards, face up.",),
...     play=(("Building", ("Build down in suit.",)),),
...     scoring=(),
...     winning="You win when all 104 cards are home.",
... )
>>> s.sentences()[:2]
('Get every card home.', 'Ten piles of four cards, face up.')
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["RuleSummary", "count_words", "number_word"]


@dataclass(frozen=True)
class RuleSummary:
    """What makes a game what it is, in the order a player meets it.

    ``object``: what the player (or side) is trying to do. ``layout``: the cards (or dice)
    as the player sets them out. ``play``: ``(heading, sentences)`` in order of play, for
    example what builds on what, what the stock does, the bidding, robbing and following.
    ``scoring``: every way to score (empty when nothing is scored). ``winning``: how the
    game is won.
    """

    object: str
    layout: tuple[str, ...]
    play: tuple[tuple[str, tuple[str, ...]], ...]
    scoring: tuple[str, ...]
    winning: str

    def sentences(self) -> tuple[str, ...]:
        """Every sentence of the record, in the order of the card."""
        out = [self.object, *self.layout]
        for _heading, lines in self.play:
            out += lines
        return (*out, *self.scoring, self.winning)

    def text(self) -> str:
        """The whole record as one text, headings included."""
        parts = [self.object, *self.layout]
        for heading, lines in self.play:
            parts += [heading, *lines]
        return " ".join([*parts, *self.scoring, self.winning])


_WORDS = (
    "no",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
)


def number_word(n: int) -> str:
    """A small whole number in words (``3`` -> ``'three'``); larger ones as digits.

    >>> number_word(0), number_word(12), number_word(25)
    ('no', 'twelve', '25')
    """
    return _WORDS[n] if 0 <= n < len(_WORDS) else str(n)


def count_words(n: int, noun: str, plural: str | None = None) -> str:
    """``n`` things in words, the noun agreeing: ``count_words(1, 'pile')`` -> ``'one pile'``.

    >>> count_words(1, "pass", "passes"), count_words(4, "card"), count_words(0, "redeal")
    ('one pass', 'four cards', 'no redeals')
    """
    word = noun if n == 1 else (plural or noun + "s")
    return f"{number_word(n)} {word}"
