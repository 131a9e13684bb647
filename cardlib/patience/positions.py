"""Positional layouts: patiences laid out as fixed positions rather than free piles.

Lady Cadogan's games place cards at *positions* (wings, packets, rays, rows of a square)
and say which of them are *available*, what must be refilled and when, and what else the
player may do. :class:`Layout` states all of that as data, and the one
:class:`~cardlib.patience.table.Table` plays it. The layout-wide policies are enums, so a
misspelt value fails where the game is defined. The mechanisms, each a field of
:class:`Layout`:

- **fixed cards**: foundations that start with a given card (``Foundation.start``) and
  inert reserve piles (``reserves``, each a :class:`Reserve`: the Shah, the Sultan, kings
  put out of play), taken out of the packs before the shuffle;
- **foundations** each with their own rule: base rank or start card, build (wrapping K to A
  where the rule says so), and the card count at which they are complete;
- **a grid** of ``columns`` x ``rows`` positions (pile ``t1`` is row 1, column 1; row-major),
  where with ``blocking`` a card is available only when no position further down its column
  is occupied (rows that block rows, circles that block circles);
- **dealing phases**: rows dealt one card at a time (``deal_phase``), during which only
  aces (or only cards that go to a foundation) may be played, the next card filling the gap;
- **refills** of vacancies in row-major order from given sources, ``auto`` after each move,
  ``compulsory`` before any other move, ``before_deal`` (before the stock is turned) or on
  the player's ``fill`` move, optionally with the source chosen per card;
- **piles with a rule of their own**: a :class:`PileRule` overrides what one kind of pile
  does in marriages: the positions (``places``), those of one row (``row_rules``: the
  Shah's inner circles neither give nor take) and the talon (``talon``: The Clock's goes to
  the foundations only; The Sultan's may fill an empty place);
- **pairing** (``pair_total``): two cards in one row or column totalling 14 leave together;
- **graces**: the swap (two exchanges of two cards when no pair can be made) and the lane
  (a wholly empty column takes the outer card of another);
- **foundation transfers** (``transfers``): free, or only as part of a chain that enables a
  play (the Mill's privilege); **the first kings** compulsory for empty king foundations.

Their moves (:mod:`cardlib.patience.moves`) add ``fill`` (refill every vacancy), ``t3+t8``
(pair two cards), ``swap t1 t7`` (one exchange of the grace) and ``f2-f1,t4-f1``
(transfers then a play); moves home name their foundation (``t3-f5``); ``t3-f`` means the
first that takes it.

>>> import cardlib
>>> g = cardlib.new_game("the-clock", seed=2)
>>> g.stock_count, sum(len(p.cards) for p in g.layout() if p.kind.value == "t")
(56, 36)
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from enum import StrEnum
from typing import Any

from cardlib.patience.rules import BuildRule, Foundation, Rules, SuitMatch

__all__ = [
    "DealPhase",
    "Layout",
    "PileRule",
    "RefillPolicy",
    "Reserve",
    "SwapGrace",
    "Transfers",
    "Vacancies",
]


class DealPhase(StrEnum):
    """What may be played while the rows are dealt one card at a time."""

    ACES = "aces"  #: only aces to the foundations (The Shah, The Sultan)
    ANY = "any"  #: any play or marriage (The Blockade)


class RefillPolicy(StrEnum):
    """When vacancies are refilled."""

    NONE = "none"  #: never
    AUTO = "auto"  #: at once after each move
    BEFORE_DEAL = "before_deal"  #: before the next card is dealt, by the player's choice
    COMPULSORY = "compulsory"  #: at once, before any other move
    FILL = "fill"  #: by the Fill move (every vacancy in order)


class Vacancies(StrEnum):
    """Which emptied places count as vacancies to refill."""

    ALL = "all"
    EMPTY_COLUMNS = "empty_columns"  #: only wholly emptied columns


class SwapGrace(StrEnum):
    """The swap grace (two exchanges of two cards when no pair can be made)."""

    OFF = "off"
    ONCE_PER_GAME = "once_per_game"
    PER_BLOCK = "per_block"  #: once at each block (a pair made resets it)


class Transfers(StrEnum):
    """Moves of cards between foundations."""

    NONE = "none"
    FREE = "free"  #: any time (one card of each at a time)
    ENABLING = "enabling"  #: only in a chain that ends with a play they make possible


_POLICIES: dict[str, type[StrEnum]] = {
    "deal_phase": DealPhase,
    "refill": RefillPolicy,
    "vacancies": Vacancies,
    "swap_grace": SwapGrace,
    "transfers": Transfers,
}
"""The layout-wide policies: a value that is not one of them fails where the game is
defined."""


@dataclass(frozen=True)
class PileRule:
    """What one kind of pile may do in marriages (builds on the positions), where it
    differs from the plain rule: every pile gives its available card and takes cards, at
    any size, and only the refill fills an empty position.

    >>> inner = PileRule(gives=False, takes=False, name="inner")
    >>> inner.gives, PileRule().takes_from
    (False, 0)
    """

    gives: bool = True  #: its available card may be married onto another position
    takes: bool = True  #: cards may be married onto it ...
    takes_from: int = 0  #: ... once it holds at least this many cards
    fills_spaces: bool = False  #: its card may be moved into an empty position
    name: str = ""  #: what the refusals call such a pile (``"inner"``)


PLAIN = PileRule()


@dataclass(frozen=True)
class Reserve:
    """A reserve pile: ``cards`` taken out of the packs before the shuffle, and what the
    player calls the pile (``"the Sultan"``, or ``"out of play"`` for the cards it
    holds)."""

    cards: tuple[str, ...]
    role: str = ""


@dataclass(frozen=True)
class Layout:
    """A positional layout as data (see the module docstring for each mechanism)."""

    columns: int
    foundations: tuple[Foundation, ...]
    rows: int = 1
    size: int = 1
    blocking: bool = False
    reserves: tuple[Reserve, ...] = ()
    open_rows: int | None = None
    deal_phase: DealPhase | None = None
    rows_on_demand: bool = False
    build: BuildRule | None = None
    places: PileRule = PLAIN
    row_rules: tuple[PileRule, ...] = ()
    talon: PileRule = PLAIN
    runs: bool = False
    refill: RefillPolicy = RefillPolicy.NONE
    refill_from: tuple[str, ...] = ("s",)
    refill_choice: bool = False
    vacancies: Vacancies = Vacancies.ALL
    pair_total: int = 0
    swap_grace: SwapGrace = SwapGrace.OFF
    lane_grace: bool = False
    transfers: Transfers = Transfers.NONE
    first_kings: int = 0
    #: play, then marry, then refill: once a marriage is made, no card is played until the
    #: short places are refilled (The Clock)
    refill_after_marriage: bool = False
    stock_deals: bool = True
    roles: str = "position"

    def __post_init__(self) -> None:
        for f in fields(self):
            kind = _POLICIES.get(f.name)
            value = getattr(self, f.name)
            if kind is None or value is None:
                continue
            try:
                object.__setattr__(self, f.name, kind(value))
            except ValueError:
                allowed = ", ".join(repr(v.value) for v in kind)
                raise ValueError(f"Layout {f.name}={value!r} is not one of {allowed}") from None
        if len(self.row_rules) > self.rows:
            raise ValueError(f"Layout has {self.rows} rows, not {len(self.row_rules)} row_rules")

    def place_rule(self, row: int) -> PileRule:
        """The rule of the positions of ``row`` (0 is the first): the row's own
        (``row_rules``), else that of every position (``places``)."""
        return self.row_rules[row] if row < len(self.row_rules) else self.places

    @property
    def fills_spaces(self) -> bool:
        """Whether any pile's card may be moved into an empty position."""
        rules = (self.talon, self.places, *self.row_rules)
        return any(r.fills_spaces for r in rules)

    @property
    def positions(self) -> int:
        """Positions in the grid."""
        return self.columns * self.rows

    def rules(self, packs: int, **changes: Any) -> Rules:
        """Engine :class:`~cardlib.patience.rules.Rules` carrying this layout."""
        base = Rules(
            tableau=self.positions,
            rows=0,
            packs=packs,
            foundations=len(self.foundations),
            build=self.build or BuildRule(SuitMatch.SAME),
            layout=self,
        )
        return replace(base, **changes)
