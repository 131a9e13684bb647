"""Cards, ranks, suits, colours and packs.

The canonical pack order is documented here because every seeded deal depends on it:
suits in the order clubs, diamonds, hearts, spades (``♣ ♦ ♥ ♠``), and within each suit
ace, 2, 3, ..., 10, jack, queen, king. A double pack is two standard packs one after the
other; the Pepper pack keeps only 9, 10, J, Q, K, A of each suit, in the same suit order.

>>> Card.parse("10♥")
Card('10♥')
>>> Card.parse("qs").name
'queen of spades'
>>> len(standard_pack()), len(double_pack()), len(pepper_pack())
(52, 104, 24)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum, IntEnum

__all__ = [
    "ACE_HIGH",
    "ACE_LOW",
    "Card",
    "Color",
    "Rank",
    "Suit",
    "double_pack",
    "pack",
    "parse_cards",
    "pepper_pack",
    "shuffled",
    "standard_pack",
]


class Color(Enum):
    """The colour of a suit."""

    RED = "red"
    BLACK = "black"


class Suit(Enum):
    """The four French suits, in canonical (bridge) order."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    @property
    def symbol(self) -> str:
        """The suit sign, for example ``♥``."""
        return _SUIT_SYMBOLS[self]

    @property
    def color(self) -> Color:
        """Red for hearts and diamonds, black for clubs and spades."""
        return Color.RED if self in (Suit.HEARTS, Suit.DIAMONDS) else Color.BLACK

    @property
    def label(self) -> str:
        """The suit's name in words: ``'hearts'``."""
        return self.name.lower()

    @property
    def singular(self) -> str:
        """The singular name: ``'heart'``."""
        return self.name.lower()[:-1]

    def __str__(self) -> str:
        return self.symbol


_SUIT_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}


class Rank(IntEnum):
    """Ranks, valued ace = 1 up to king = 13 (the patience value).

    Which rank beats which is not a property of the rank: each game has its own
    rank order (see ``ACE_HIGH`` and the games' own orders).
    """

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def symbol(self) -> str:
        """The index printed in a card's corner: ``'A'``, ``'7'``, ``'10'``, ``'Q'``."""
        return _RANK_SYMBOLS[self.value]

    @property
    def letter(self) -> str:
        """One-character ASCII index: ``'T'`` for ten."""
        return "T" if self is Rank.TEN else _RANK_SYMBOLS[self.value]

    @property
    def label(self) -> str:
        """The rank in words: ``'queen'``, ``'seven'``."""
        return self.name.lower()

    @property
    def is_court(self) -> bool:
        """True for jack, queen and king."""
        return self.value >= 11

    def __str__(self) -> str:
        return self.symbol


_RANK_SYMBOLS = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

_RANK_TOKENS = {s: Rank(i) for i, s in enumerate(_RANK_SYMBOLS) if s}
_RANK_TOKENS["T"] = Rank.TEN
_RANK_TOKENS["1"] = Rank.ACE

_SUIT_TOKENS = {s.value: s for s in Suit}
_SUIT_TOKENS.update({sym: s for s, sym in _SUIT_SYMBOLS.items()})
_SUIT_TOKENS.update({"♧": Suit.CLUBS, "♢": Suit.DIAMONDS, "♡": Suit.HEARTS, "♤": Suit.SPADES})


@dataclass(frozen=True, slots=True)
class Card:
    """A playing card: a rank and a suit. Immutable and hashable.

    >>> c = Card(Rank.QUEEN, Suit.HEARTS)
    >>> str(c), c.short, c.name, c.color.value
    ('Q♥', 'QH', 'queen of hearts', 'red')
    >>> Card.parse("QH") == c
    True
    """

    rank: Rank
    suit: Suit

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card from text such as ``"10♥"``, ``"TH"``, ``"10h"`` or ``"AS"``.

        Raises ``ValueError`` naming the text when it is not a card.
        """
        if not isinstance(text, str):
            raise ValueError(f"cannot read {text!r} as a card: expected text such as 'QH'")
        t = text.strip().upper()
        if len(t) < 2:
            raise ValueError(
                f"cannot read {text!r} as a card: expected a rank and a suit, such as "
                "'10♥', 'TH' or 'AS'"
            )
        rank = _RANK_TOKENS.get(t[:-1])
        suit = _SUIT_TOKENS.get(t[-1])
        if rank is None:
            raise ValueError(
                f"cannot read {text!r} as a card: {t[:-1]!r} is not a rank "
                "(use A, 2-10 or T, J, Q, K)"
            )
        if suit is None:
            raise ValueError(
                f"cannot read {text!r} as a card: {t[-1]!r} is not a suit "
                "(use C, D, H, S or ♣ ♦ ♥ ♠)"
            )
        return cls(rank, suit)

    @property
    def color(self) -> Color:
        """The card's colour (its suit's colour)."""
        return self.suit.color

    @property
    def short(self) -> str:
        """Two-character ASCII form: ``'TH'`` for the ten of hearts."""
        return self.rank.letter + self.suit.value

    @property
    def name(self) -> str:
        """The card in words, as a screen reader says it: ``'queen of hearts'``."""
        return f"{self.rank.label} of {self.suit.label}"

    @property
    def index(self) -> int:
        """Position 0..51 of the card in the canonical pack order."""
        return list(Suit).index(self.suit) * 13 + self.rank.value - 1

    def __str__(self) -> str:
        return self.rank.symbol + self.suit.symbol

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    def _repr_svg_(self) -> str:
        from cardlib.render import card_svg

        return card_svg(self)


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Read several cards: ``"AS KH 10d"`` or a list of card texts.

    >>> parse_cards("AS 10h")
    [Card('A♠'), Card('10♥')]
    """
    items = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [Card.parse(t) for t in items]


def standard_pack() -> list[Card]:
    """The 52 cards in canonical order (♣ ♦ ♥ ♠, each A to K)."""
    return [Card(r, s) for s in Suit for r in Rank]


def double_pack() -> list[Card]:
    """Two standard packs, 104 cards, one canonical pack after the other."""
    return standard_pack() * 2


def pepper_pack() -> list[Card]:
    """The 24-card Pepper pack: 9, 10, J, Q, K, A of each suit, canonical suit order."""
    low = (Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
    return [Card(r, s) for s in Suit for r in low]


_PACKS = {"standard": standard_pack, "double": double_pack, "pepper": pepper_pack}


def pack(name: str) -> list[Card]:
    """A pack by name: ``"standard"`` (52), ``"double"`` (104) or ``"pepper"`` (24)."""
    try:
        return _PACKS[name]()
    except KeyError:
        raise ValueError(f"unknown pack {name!r}: choose one of {', '.join(_PACKS)}") from None


def shuffled(cards: Sequence[Card], seed: int) -> list[Card]:
    """A shuffled copy of ``cards``: ``random.Random(seed).shuffle`` on the given order.

    The result depends only on the seed and the input order, on every Python version the
    library supports, so a seed fixes a deal.
    """
    out = list(cards)
    random.Random(seed).shuffle(out)
    return out


ACE_HIGH: tuple[Rank, ...] = (
    Rank.ACE,
    *sorted((r for r in Rank if r is not Rank.ACE), reverse=True),
)
"""A K Q J 10 9 8 7 6 5 4 3 2 (highest first)."""

ACE_LOW: tuple[Rank, ...] = tuple(sorted(Rank, reverse=True))
"""K Q J 10 9 8 7 6 5 4 3 2 A (highest first)."""
