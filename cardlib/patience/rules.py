"""Build rules, foundations, move units, empty-pile rules and stock rules: the small pieces
a patience game is made of, and :class:`Rules`, a game's rules with every option applied.

Cards are handled as codes 0..51 in the canonical pack order (``Card.index``), so a rule
can be turned once into lookup tables that the engine reads in its inner loop.

>>> from cardlib.cards import Card
>>> ten, jack = Card.parse("10H"), Card.parse("JH")
>>> SAME_SUIT.fits(ten, jack), SAME_SUIT.fits(ten, Card.parse("JS"))
(True, False)
>>> ALTERNATE_COLOUR.name, ANY_SUIT_BUT_OWN.fits(Card.parse("9C"), Card.parse("10C"))
('down in alternate colours', False)
>>> Foundation().accepts(Card.parse("4S"), [Card.parse(c) for c in ("AS", "2S", "3S")])
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from cardlib.cards import Card, Rank, standard_pack

if TYPE_CHECKING:
    from cardlib.patience.positions import Layout

__all__ = [
    "ALTERNATE_COLOUR",
    "ANY_SUIT",
    "ANY_SUIT_BUT_OWN",
    "BUILD_RULES",
    "SAME_SUIT",
    "BuildRule",
    "EmptyRule",
    "Foundation",
    "MoveUnit",
    "Refill",
    "Rules",
    "Scoring",
    "StockRule",
    "SuitMatch",
]

CARDS: tuple[Card, ...] = tuple(standard_pack())
"""Card code (0..51, ``Card.index``) to card."""


class SuitMatch(Enum):
    """How the suit of a card must relate to the card it is placed on."""

    SAME = "in suit"
    ALTERNATE = "in alternate colours"
    NOT_OWN = "in any suit but its own"
    ANY = "regardless of suit"

    def ok(self, card: Card, onto: Card) -> bool:
        """Whether ``card``'s suit may go on ``onto``'s suit under this rule."""
        if self is SuitMatch.SAME:
            return card.suit is onto.suit
        if self is SuitMatch.ALTERNATE:
            return card.color is not onto.color
        if self is SuitMatch.NOT_OWN:
            return card.suit is not onto.suit
        return True


@dataclass(frozen=True)
class BuildRule:
    """Which card may be placed on which: a rank step and a suit relation.

    ``steps`` lists the allowed rank differences ``card - onto`` (``(-1,)``: one rank lower;
    ``(-1, 1)``: one lower or one higher); ``wrap`` lets K and A follow each other.
    """

    suit: SuitMatch
    steps: tuple[int, ...] = (-1,)
    wrap: bool = False

    @property
    def name(self) -> str:
        """The rule in words, e.g. ``'down in suit'``."""
        ways: dict[tuple[int, ...], str] = {(-1,): "down", (1,): "up"}
        way = ways.get(self.steps, "up or down")
        if not self.wrap:
            return f"{way} {self.suit.value}"
        after = {
            "up": "the ace follows the king",
            "down": "the king follows the ace",
        }.get(way, "the ace and the king follow each other")
        return f"{way} {self.suit.value} ({after})"

    def rank_ok(self, card: Rank, onto: Rank) -> bool:
        """Whether the rank step from ``onto`` to ``card`` is allowed."""
        diff = int(card) - int(onto)
        if self.wrap:
            return any(diff % 13 == s % 13 for s in self.steps)
        return diff in self.steps

    def fits(self, card: Card, onto: Card) -> bool:
        """Whether ``card`` may be placed on ``onto``."""
        return self.rank_ok(card.rank, onto.rank) and self.suit.ok(card, onto)

    def targets(self) -> tuple[frozenset[int], ...]:
        """For each card code, the codes of the cards it may be placed on."""
        return tuple(frozenset(o.index for o in CARDS if self.fits(c, o)) for c in CARDS)

    def needed_by(self, card: Card) -> list[Card]:
        """The cards (one of each) that could be placed on ``card``."""
        return [c for c in CARDS if self.fits(c, card)]


SAME_SUIT = BuildRule(SuitMatch.SAME)
"""``same_suit``: one rank lower, same suit."""
ALTERNATE_COLOUR = BuildRule(SuitMatch.ALTERNATE)
"""``alternate_colour``: one rank lower, opposite colour."""
ANY_SUIT_BUT_OWN = BuildRule(SuitMatch.NOT_OWN)
"""``any_suit_but_own``: one rank lower, any other suit."""
ANY_SUIT = BuildRule(SuitMatch.ANY)
"""``any_suit``: one rank lower, suit ignored."""

BUILD_RULES: dict[str, BuildRule] = {
    "same_suit": SAME_SUIT,
    "alternate_colour": ALTERNATE_COLOUR,
    "any_suit_but_own": ANY_SUIT_BUT_OWN,
    "any_suit": ANY_SUIT,
}
"""The tableau build rules by the names the specifications use."""


@dataclass(frozen=True)
class Foundation:
    """One foundation's rule (the one foundation type of every patience game).

    It starts with the card ``start`` (set out before the deal) or, when empty, takes a
    card of rank ``base``; then each card follows ``build`` onto the top card until it
    holds ``length`` cards. ``build = None``: no card is ever moved onto it (a discard
    pile, e.g. the Fourteenth's pairs). ``role`` names it in the game's picture
    (``'foundation'``, ``'hour IIII'``, ``'the centre'``).
    """

    base: Rank | None = Rank.ACE
    build: BuildRule | None = BuildRule(SuitMatch.SAME, steps=(1,))
    length: int = 13
    start: str | None = None
    role: str = "foundation"

    @property
    def name(self) -> str:
        """The rule in words, e.g. ``'from the ace up in suit'``."""
        if self.build is None:
            return "takes no card"
        first = f"from the {self.base.label}" if self.base is not None else "from its card"
        return f"{first} {self.build.name}"

    def accepts(self, card: Card, pile: Sequence[Card]) -> bool:
        """Whether ``card`` may go on this foundation holding ``pile`` (bottom first)."""
        if self.build is None:
            return False
        if not pile:
            return self.base is not None and card.rank is self.base
        return len(pile) < self.length and self.build.fits(card, pile[-1])

    def target(self, pile: Sequence[Card]) -> str:
        """What it wants next, in words (``pile`` bottom first)."""
        if self.build is None:
            return "takes no card"
        if not pile:
            if self.base is None:
                return "takes no card"
            label = self.base.label
            return f"takes {'an' if label[0] in 'aeiou' else 'a'} {label}"
        if len(pile) >= self.length:
            return f"is complete at {pile[-1]}"
        return f"builds {self.build.name} on {pile[-1]}"

    def next_codes(self) -> tuple[frozenset[int], ...]:
        """For each top card code, the codes that may follow it (ignoring ``length``)."""
        build = self.build
        if build is None:
            return tuple(frozenset() for _ in CARDS)
        return tuple(frozenset(c.index for c in CARDS if build.fits(c, o)) for o in CARDS)

    def base_codes(self) -> tuple[int, ...]:
        """The codes an empty foundation accepts, in code order."""
        if self.build is None or self.base is None:
            return ()
        return tuple(c.index for c in CARDS if c.rank is self.base)


class MoveUnit(Enum):
    """Which cards may move together from a tableau pile."""

    SINGLE = "single cards"
    BUILT_RUN = "any built run"
    SAME_SUIT_RUN = "same-suit runs"
    WHOLE_RUN = "the whole run only"

    def links(self, build: BuildRule) -> tuple[frozenset[int], ...]:
        """For each card code, the codes that may lie on it inside a movable run."""
        if self is MoveUnit.SINGLE:
            return tuple(frozenset() for _ in CARDS)
        if self is MoveUnit.SAME_SUIT_RUN:
            return tuple(
                frozenset(c.index for c in CARDS if c.suit is o.suit and c.rank == o.rank - 1)
                for o in CARDS
            )
        return tuple(frozenset(c.index for c in CARDS if build.fits(c, o)) for o in CARDS)


@dataclass(frozen=True)
class EmptyRule:
    """What an empty tableau pile (a space) accepts.

    ``allowed`` false: nothing. ``rank``: only a card (or a run headed by a card) of that
    rank, e.g. kings. ``sources``: the kinds of pile the card must come from (``"w"`` for
    the waste only); ``None`` means any.
    """

    allowed: bool = True
    rank: Rank | None = None
    sources: frozenset[str] | None = None

    @property
    def name(self) -> str:
        """The rule in words."""
        if not self.allowed:
            return "spaces stay empty"
        what = f"a {self.rank.label} or a run headed by one" if self.rank else "any card"
        if self.sources == frozenset("w"):
            return f"spaces take {what} from the waste only"
        return f"spaces take {what}"

    def accepts(self, card: Card, source_kind: str) -> bool:
        """Whether a space accepts ``card`` (the head of what moves) from that kind of pile."""
        if not self.allowed:
            return False
        if self.rank is not None and card.rank is not self.rank:
            return False
        return self.sources is None or source_kind in self.sources


@dataclass(frozen=True)
class StockRule:
    """How the stock is turned onto the waste: ``draw`` cards per turn, ``redeals`` times
    the waste may be turned over as a new stock (``None``: no limit), unshuffled unless
    ``shuffle``."""

    draw: int = 1
    redeals: int | None = 0
    shuffle: bool = False

    @property
    def name(self) -> str:
        """The rule in words."""
        passes = "unlimited passes" if self.redeals is None else f"{self.redeals + 1} pass"
        if self.redeals:
            passes += "es"
        card = "card" if self.draw == 1 else "cards"
        how = ", shuffled at each redeal" if self.shuffle and self.redeals != 0 else ""
        return f"{self.draw} {card} at a time, {passes}{how}"


@dataclass(frozen=True)
class Refill:
    """Spaces filled at once, after every move, from the first non-empty source in order
    (``"w"`` the top waste card, ``"s"`` the top stock card turned face up)."""

    sources: tuple[str, ...] = ("w", "s")


UP_IN_SUIT_FROM_ACE = Foundation()
ANY_CARD_SPACE = EmptyRule()
ONE_PASS = StockRule()


# ----- a game's rules ----------------------------------------------------------------------
@dataclass(frozen=True)
class Scoring:
    """A score kept beside the cards.

    ``vegas``: ``per_card`` for each card home less ``stake`` (the price of the game).
    ``windows_standard``: points per kind of move (``waste_tableau``, ``to_foundation``,
    ``turn_up``, ``from_foundation``) and a charge for turning the waste over
    (``recycle``), made from pass ``free_passes + 1`` on (``free_passes = 0``: every time).

    >>> Scoring("vegas").final(11, 0), Scoring("vegas").final(52, 0)
    (3, 208)
    """

    kind: str
    per_card: int = 5
    stake: int = 52
    waste_tableau: int = 5
    to_foundation: int = 10
    turn_up: int = 5
    from_foundation: int = -15
    recycle: int = -100
    free_passes: int = 0

    def final(self, home: int, points: int) -> int:
        """The score with ``home`` cards on the foundations and ``points`` kept so far."""
        if self.kind == "vegas":
            return self.per_card * home - self.stake
        return points


@dataclass(frozen=True)
class Rules:
    """A patience game's rules with every option applied.

    The deal: ``packs`` packs; cards of rank ``preplace`` (if any) start on the
    foundations, in pack order; the rest are shuffled and dealt in ``rows`` rows across
    ``tableau`` piles, the first ``face_down`` rows face down; the remainder is the stock.
    """

    tableau: int
    rows: int
    face_down: int = 0
    packs: int = 2
    foundations: int = 8
    foundation: Foundation = UP_IN_SUIT_FROM_ACE
    build: BuildRule = SAME_SUIT
    move_unit: MoveUnit = MoveUnit.SINGLE
    supermove: bool = False
    empty: EmptyRule = ANY_CARD_SPACE
    stock: StockRule = ONE_PASS
    refill: Refill | None = None
    preplace: Rank | None = None
    foundation_to_tableau: bool = False
    stop_any_time: bool = False
    deal_order: tuple[int, ...] | None = None
    flip: frozenset[int] = frozenset()
    scoring: Scoring | None = None
    layout: Layout | None = None

    # ``deal_order`` (when given) lists the tableau pile (0-based) of each dealt card, in
    # dealing order, instead of ``rows`` full rows; piles in ``flip`` are dealt from the
    # outside in (the first card dealt ends on top). ``face_down`` then leaves the top card
    # of each pile face up and at most ``face_down`` cards under it face down. ``scoring``
    # keeps a score beside the cards; ``layout`` (a
    # :class:`cardlib.patience.positions.Layout`) lays the tableau out as positions (rows
    # that block rows, refills, pairs, graces) instead of free piles.

    @property
    def cards(self) -> int:
        """Cards in play."""
        return 52 * self.packs

    @property
    def preplaced(self) -> int:
        """Cards on the foundations before the deal."""
        return 4 * self.packs if self.preplace is not None else 0

    @property
    def layout_size(self) -> int:
        """Cards dealt to the tableau."""
        if self.deal_order is not None:
            return len(self.deal_order)
        return self.tableau * self.rows

    @property
    def stock_size(self) -> int:
        """Cards in the stock after the deal."""
        return self.cards - self.preplaced - self.layout_size

    def summary(self) -> dict[str, str]:
        """The rules in words, one entry per column of the family comparison table."""
        unit = self.move_unit.value
        if self.move_unit is MoveUnit.SINGLE and self.supermove:
            unit += " (runs, as far as free spaces allow)"
        return {
            "piles \u00d7 cards each": f"{self.tableau} \u00d7 {self.rows}",
            "face down": str(self.face_down * self.tableau),
            "build": self.build.name,
            "what moves": unit,
            "spaces": self.empty.name + (", filled at once" if self.refill else ""),
            "stock": self.stock.name,
            "to the foundations first": f"{self.preplaced} {self.preplace.label}s"
            if self.preplace
            else "\u2013",
            "cards in the stock": str(self.stock_size),
        }
