"""Klondike as data: seven piles in a triangle, alternate colours, kings into spaces.

The spec is ``shared/rules/klondike.md``. Options: ``draw`` (cards per turn), ``passes``
(through the stock, or ``unlimited``), ``move_unit`` (``any_run``, ``whole_run_only``:
"all must be moved together or not at all", ``single_card``), ``worrying_back``
(foundation cards may come back) and ``scoring`` (``none``, ``vegas``,
``windows_standard``). The aliases are the spec's presets.

>>> import cardlib
>>> g = cardlib.new_game("klondike", seed=1)
>>> [len(p.cards) for p in g.layout() if p.kind.value == "t"], g.stock_count
([1, 2, 3, 4, 5, 6, 7], 24)
>>> sum(up.count(False) for up in (p.face_up for p in g.layout() if p.kind.value == "t"))
21
>>> cardlib.new_game("vegas-klondike", seed=1).points
-52
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from cardlib.cards import Rank
from cardlib.game import Option, OptionValue
from cardlib.patience.engine import GameSpec, Rules, Scoring, register_patience
from cardlib.patience.rules import ALTERNATE_COLOUR, EmptyRule, MoveUnit, StockRule

__all__ = ["SPEC", "configure", "klondike_hint", "scoring_rule"]

TRIANGLE = tuple(i for row in range(7) for i in range(row, 7))
"""Deal order: one card to each of piles 1-7, then to piles 2-7, ... (28 cards)."""

BASE = Rules(
    tableau=7,
    rows=0,
    packs=1,
    foundations=4,
    face_down=6,
    build=ALTERNATE_COLOUR,
    move_unit=MoveUnit.BUILT_RUN,
    empty=EmptyRule(rank=Rank.KING),
    stock=StockRule(draw=3, redeals=None),
    foundation_to_tableau=True,
    stop_any_time=True,
    deal_order=TRIANGLE,
)

_UNITS = {
    "any_run": MoveUnit.BUILT_RUN,
    "whole_run_only": MoveUnit.WHOLE_RUN,
    "single_card": MoveUnit.SINGLE,
}

OPTIONS = (
    Option(
        "draw",
        3,
        "cards turned from the stock at a time",
        minimum=1,
        maximum=24,
        rule="Cards turned from the stock at a time",
        words=((1, "turning one card at a time"), (3, "turning three cards at a time")),
        other="any number up to 24, the whole stock",
    ),
    Option(
        "passes",
        "unlimited",
        "passes through the stock: a whole number, or 'unlimited'",
        rule="Times you may go through the stock",
        words=(("unlimited", "as often as you like"), ("1", "once"), ("3", "three times")),
        other="once, three times, or any number",
    ),
    Option(
        "move_unit",
        "any_run",
        "what moves between piles: any face-up run, the whole face-up run only, or single cards",
        tuple(_UNITS),
        rule="What you may move from pile to pile",
        words=(
            ("any_run", "any run of face-up cards, or part of one"),
            ("whole_run_only", "only all the face-up cards of a pile together"),
            ("single_card", "one card at a time"),
        ),
    ),
    Option(
        "worrying_back",
        True,
        "a foundation's top card may come back onto a pile",
        rule="A card may come back from a foundation onto a pile (worrying back)",
    ),
    Option(
        "scoring",
        "none",
        "a score beside the cards: Vegas (5 per card home less 52) or the Windows points",
        ("none", "vegas", "windows_standard"),
        rule="A score kept beside the cards",
        words=(
            ("none", "no score"),
            ("vegas", "Vegas: 5 points a card home, less 52 for the deal"),
            ("windows_standard", "the points of Windows Solitaire"),
        ),
    ),
)

PRESETS: dict[str, dict[str, OptionValue]] = {
    "solitaire": {},
    "klondike-draw-one": {"draw": 1},
    "klondike-book-1897": {
        "draw": 1,
        "passes": "1",
        "move_unit": "whole_run_only",
        "worrying_back": False,
        "scoring": "vegas",
    },
    "vegas-klondike": {"draw": 1, "passes": "1", "scoring": "vegas"},
    "vegas-klondike-draw-three": {"draw": 3, "passes": "3", "scoring": "vegas"},
}


def scoring_rule(kind: str, draw: int) -> Scoring | None:
    """The :class:`Scoring` for a ``scoring`` option value (``None`` for ``none``).

    >>> scoring_rule("windows_standard", 3).recycle, scoring_rule("windows_standard", 1).recycle
    (-20, -100)
    """
    if kind == "none":
        return None
    if kind == "vegas":
        return Scoring("vegas")
    if draw == 1:
        return Scoring("windows_standard", recycle=-100, free_passes=0)
    return Scoring("windows_standard", recycle=-20, free_passes=2)


def _passes(value: OptionValue) -> int | None:
    text = str(value).strip().lower()
    if text == "unlimited":
        return None
    if not text.isdigit() or int(text) < 1:
        raise ValueError(f"option passes takes a whole number >= 1 or 'unlimited', not {value!r}")
    return int(text)


def configure(rules: Rules, options: Mapping[str, OptionValue]) -> Rules:
    """Klondike's rules with its options applied."""
    draw = int(options.get("draw", 3))
    passes = _passes(options.get("passes", "unlimited"))
    changes: dict[str, Any] = {
        "stock": StockRule(draw=draw, redeals=None if passes is None else passes - 1),
        "move_unit": _UNITS[str(options.get("move_unit", "any_run"))],
        "foundation_to_tableau": bool(options.get("worrying_back", True)),
        "scoring": scoring_rule(str(options.get("scoring", "none")), draw),
    }
    return replace(rules, **changes)


def klondike_hint(rules: Rules) -> dict[str, dict[str, Any]]:
    """Stock and waste top left, foundations top right, the seven piles below."""
    out: dict[str, dict[str, Any]] = {
        "s": {"x": 0.0, "y": 0.0, "role": "stock", "fan": "none"},
        "w": {
            "x": 1.2,
            "y": 0.0,
            "role": "waste",
            "fan": "right" if rules.stock.draw > 1 else "none",
        },
    }
    for j in range(4):
        out[f"f{j + 1}"] = {"x": 3.6 + 1.2 * j, "y": 0.0, "role": "foundation", "fan": "none"}
    for j in range(7):
        out[f"t{j + 1}"] = {"x": 1.2 * j, "y": 1.4, "role": "pile", "fan": "down"}
    return out


SPEC = GameSpec(
    id="klondike",
    name="Klondike",
    summary="Seven piles in a triangle with hidden cards; build down in alternate colours, "
    "kings into spaces, suits up from the aces; the stock turned three at a time.",
    rules=BASE,
    options=OPTIONS,
    presets=PRESETS,
    configure=configure,
    family="klondike",
    layout_hint=klondike_hint,
)

register_patience(SPEC, __name__)
