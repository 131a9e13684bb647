"""Forty Thieves and its eight variants, as data.

Each game is a :class:`~cardlib.patience.engine.GameSpec`: the base rules from
``shared/rules/forty-thieves.md`` and its options; one ``configure`` function applies the
family's options to any of them. No game needs a hook of its own.

>>> import cardlib
>>> g = cardlib.new_game("lucas", seed=3)
>>> [len(p) for p in g.table.piles[2:10]], len(g.table.piles[0])
([1, 1, 1, 1, 1, 1, 1, 1], 57)
>>> SPECS["little-forty"].resolve({"preset": "traditional"}).build.name
'down regardless of suit'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from cardlib.cards import Rank
from cardlib.game import Option, OptionValue
from cardlib.patience.engine import GameSpec, Rules, register_patience
from cardlib.patience.rules import (
    ALTERNATE_COLOUR,
    ANY_SUIT_BUT_OWN,
    BUILD_RULES,
    EmptyRule,
    MoveUnit,
    Refill,
    StockRule,
)

__all__ = ["FAMILY", "SPECS", "family_table"]

FAMILY = "forty-thieves"

COMMON_OPTIONS: tuple[Option, ...] = (
    Option(
        "empty_pile_source",
        "any",
        "where a card filling a space may come from: any pile, or the waste only "
        "(Cadogan's house rule)",
        ("any", "waste_only"),
        rule="Where a card filling a space may come from",
        words=(
            ("any", "any pile or the waste"),
            ("waste_only", "the waste only (Lady Cadogan's house rule)"),
        ),
    ),
    Option(
        "foundation_to_tableau",
        False,
        "a foundation's top card may come back onto the tableau (PySolFC)",
        rule="A card may come back from a foundation onto a pile",
    ),
    Option(
        "supermove",
        False,
        "a run moves in one step when the spaces would let it move card by card "
        "(no effect where runs already move)",
        rule="A run moves in one step when the spaces would let it move card by card",
    ),
)

_MOVE_UNITS = {"any_built_run": MoveUnit.BUILT_RUN, "same_suit_runs": MoveUnit.SAME_SUIT_RUN}
_TRADITIONAL: dict[str, OptionValue] = {
    "build": "any_suit",
    "move_unit": "same_suit_runs",
    "auto_fill_empty": True,
}


def configure(rules: Rules, options: Mapping[str, OptionValue]) -> Rules:
    """Apply the family's options (whichever a game declares) to its base rules.

    Little Forty's ``preset = traditional`` overrides ``build``, ``move_unit`` and
    ``auto_fill_empty`` with the computer collections' values.
    """
    o = dict(options)
    if o.get("preset") == "traditional":
        o.update(_TRADITIONAL)
    changes: dict[str, Any] = {}
    if o.get("empty_pile_source") == "waste_only":
        changes["empty"] = EmptyRule(sources=frozenset("w"))
    if o.get("foundation_to_tableau"):
        changes["foundation_to_tableau"] = True
    if o.get("supermove"):
        changes["supermove"] = True
    if "face_down" in o:
        changes["face_down"] = int(o["face_down"])
    if "build" in o:
        changes["build"] = BUILD_RULES[str(o["build"])]
    if "move_unit" in o:
        changes["move_unit"] = _MOVE_UNITS[str(o["move_unit"])]
    if o.get("sequence_moves"):
        changes["move_unit"] = MoveUnit.SAME_SUIT_RUN
    if o.get("auto_fill_empty"):
        changes["refill"] = Refill(("w", "s"))
    if "redeals" in o:
        changes["stock"] = replace(rules.stock, redeals=int(o["redeals"]))
    return replace(rules, **changes)


def _spec(
    id: str,
    name: str,
    summary: str,
    rules: Rules,
    options: tuple[Option, ...] = (),
    presets: Mapping[str, Mapping[str, OptionValue]] | None = None,
) -> GameSpec:
    return GameSpec(
        id=id,
        name=name,
        summary=summary,
        rules=rules,
        options=options + COMMON_OPTIONS,
        presets=presets or {},
        configure=configure,
        family=FAMILY,
    )


_SPECS = (
    _spec(
        "forty-thieves",
        "Forty Thieves",
        "Two packs, 10 piles of 4 face up; build down in suit, one card at a time; "
        "one pass through the stock.",
        Rules(tableau=10, rows=4),
        presets={
            "napoleon-at-st-helena": {},
            "big-forty": {},
            "le-cadran": {},
            "roosevelt-at-san-juan": {},
        },
    ),
    _spec(
        "indian",
        "Indian",
        "Forty Thieves with 10 piles of 3, the bottom card face down; build down in any "
        "suit but the card's own.",
        Rules(tableau=10, rows=3, face_down=1, build=ANY_SUIT_BUT_OWN),
        (
            Option(
                "face_down",
                1,
                "face-down cards at the bottom of each pile",
                (1, 2),
                rule="Face-down cards at the bottom of each pile",
            ),
        ),
    ),
    _spec(
        "limited",
        "Limited",
        "Forty Thieves with 12 piles of 3.",
        Rules(tableau=12, rows=3),
    ),
    _spec(
        "little-forty",
        "Little Forty",
        "Forty Thieves building down in any suit but its own, built runs moving as units, "
        "the stock turned three at a time with three redeals.",
        Rules(
            tableau=10,
            rows=4,
            build=ANY_SUIT_BUT_OWN,
            move_unit=MoveUnit.BUILT_RUN,
            stock=StockRule(draw=3, redeals=3),
        ),
        (
            Option(
                "preset",
                "source",
                "source: the rules as the source document states them; traditional: the "
                "computer collections' game (any suit, same-suit runs, spaces filled at once)",
                ("source", "traditional"),
                rule="Which rules",
                words=(
                    ("source", "the rules as the source states them"),
                    (
                        "traditional",
                        "the computer collections' game: any suit, same-suit runs, spaces "
                        "filled at once",
                    ),
                ),
            ),
            Option(
                "build",
                "any_suit_but_own",
                "tableau building: any suit but its own, or regardless of suit",
                ("any_suit_but_own", "any_suit"),
                rule="How you build on the piles",
                words=(
                    ("any_suit_but_own", "down in any suit but its own"),
                    ("any_suit", "down regardless of suit"),
                ),
            ),
            Option(
                "move_unit",
                "any_built_run",
                "which runs move as units: any built run, or runs of one suit only",
                ("any_built_run", "same_suit_runs"),
                rule="Which runs move together",
                words=(
                    ("any_built_run", "any built run"),
                    ("same_suit_runs", "runs of one suit only"),
                ),
            ),
            Option(
                "auto_fill_empty",
                False,
                "an emptied pile is filled at once from the waste, or the stock if the waste "
                "is empty",
                rule="An emptied pile is filled at once from the waste, or from the stock",
            ),
            Option(
                "redeals",
                3,
                "redeals after the first pass (at most 20)",
                minimum=0,
                maximum=20,
                rule="Times you may turn the waste over and go through it again",
                other="any number up to 20",
            ),
        ),
        presets={"little-forty-traditional": {"preset": "traditional"}},
    ),
    _spec(
        "lucas",
        "Lucas",
        "Forty Thieves with the eight aces on the foundations before the deal and 13 piles of 3.",
        Rules(tableau=13, rows=3, preplace=Rank.ACE),
        (
            Option(
                "sequence_moves",
                False,
                "same-suit runs move as units (Parlett)",
                rule="Runs of one suit move together (Parlett)",
            ),
            Option(
                "redeals",
                0,
                "redeals after the first pass (Hoffmann, Parlett: 1)",
                (0, 1),
                rule="Times you may turn the waste over and go through it again",
                other="any number",
            ),
        ),
    ),
    _spec(
        "maria",
        "Maria",
        "Forty Thieves with 9 piles of 4 and building down in alternate colours.",
        Rules(tableau=9, rows=4, build=ALTERNATE_COLOUR),
        presets={"maria-luisa": {}},
    ),
    _spec(
        "number-ten",
        "Number Ten",
        "Forty Thieves with two face-down cards per pile, building down in alternate "
        "colours, and alternate-colour runs moving whole or in part.",
        Rules(
            tableau=10, rows=4, face_down=2, build=ALTERNATE_COLOUR, move_unit=MoveUnit.BUILT_RUN
        ),
    ),
    _spec(
        "rank-and-file",
        "Rank and File",
        "As Number Ten, with three face-down cards and one face-up card per pile.",
        Rules(
            tableau=10, rows=4, face_down=3, build=ALTERNATE_COLOUR, move_unit=MoveUnit.BUILT_RUN
        ),
        presets={"dress-parade": {}},
    ),
    _spec(
        "streets",
        "Streets",
        "Forty Thieves building down in alternate colours.",
        Rules(tableau=10, rows=4, build=ALTERNATE_COLOUR),
    ),
)

SPECS: dict[str, GameSpec] = {s.id: s for s in _SPECS}
"""The nine games' specs by id, in the specification's order."""

for _s in _SPECS:
    register_patience(_s, __name__)


def family_table(**options: OptionValue) -> list[dict[str, str]]:
    """One row per game (default rules, or with ``options`` a game declares): the
    comparison table of the family, generated from the specs."""
    rows = []
    for spec in _SPECS:
        declared = {o.name for o in spec.options}
        chosen = {k: v for k, v in options.items() if k in declared}
        rules = spec.resolve({**spec.info().option_defaults, **chosen})
        rows.append({"game": spec.name, **rules.summary()})
    return rows
