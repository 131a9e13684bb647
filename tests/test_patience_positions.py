"""Patience positions (issue 41): every game's state loads back as its position at any
point; impossible positions are refused with every problem listed; malformed ones are short
ValueErrors, never TypeError or KeyError."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import cardlib
from cardlib.checks import PositionError
from cardlib.patience.engine import PatienceGame

PATIENCE = [i.id for i in cardlib.catalog() if i.family in ("forty-thieves", "klondike", "cadogan")]


def test_the_family_list_is_whole() -> None:
    assert len(PATIENCE) == 17


def _same(a: PatienceGame, b: PatienceGame) -> None:
    assert b.state == a.state
    assert [str(m) for m in b.legal_moves()] == [str(m) for m in a.legal_moves()]


@pytest.mark.parametrize("game_id", PATIENCE)
def test_state_loads_back_at_every_step(game_id: str) -> None:
    for seed in (1, 2):
        g = cardlib.new_game(game_id, seed=seed)
        rng = random.Random(seed)
        for step in range(120):
            if step % 7 == 0 or g.is_over:
                again = cardlib.new_game(game_id, position=g.state, **g.non_default_options)
                _same(g, again)  # type: ignore[arg-type]
                saved = {
                    "game": game_id,
                    "seed": 9,
                    "options": g.non_default_options,
                    "position": g.state,
                    "moves": [],
                }
                _same(g, cardlib.load_game(json.dumps(saved)))  # type: ignore[arg-type]
            moves = g.legal_moves()
            if not moves:
                break
            g.play(rng.choice(moves))


def _klondike(**position: Any) -> PatienceGame:
    base: dict[str, Any] = {"tableau": [[]] * 7}
    base.update(position)
    return cardlib.new_game("klondike", seed=1, position=base)  # type: ignore[return-value]


@pytest.mark.parametrize(
    ("position", "problem"),
    [
        ({"waste": "AS AS"}, "A♠ appears 2 times: the pack holds 1"),
        ({"redeals_used": -1}, "redeals used must be at least 0, not -1"),
        ({"foundations": ["AH 3H"]}, "foundation 1 has 3♥ on A♥"),
        ({"foundations": [[], [], [], [], []]}, "this game has 4 foundations, not 5"),
        ({"tableau": [[]] * 6}, "this game has 7 tableau piles, not 6"),
        ({"down": [1, 0, 0, 0, 0, 0, 0]}, "tableau pile 1: 1 face-down cards under 0 cards"),
        ({"stopped": "yes"}, "stopped must be true or false"),
        ({"colour": 1}, "unknown position key 'colour'"),
    ],
)
def test_impossible_klondike_positions_name_the_problem(position: Any, problem: str) -> None:
    with pytest.raises(PositionError) as err:
        _klondike(**position)
    assert any(problem in p for p in err.value.problems), err.value.problems


def test_every_problem_is_listed() -> None:
    with pytest.raises(PositionError) as err:
        _klondike(waste="KD KD", redeals_used=-2, points="x")
    assert len(err.value.problems) == 3
    assert "and 2 more problems" in str(err.value)


def test_redeals_used_past_the_rules_are_refused() -> None:
    # Forty Thieves allows no redeal, Little Forty three
    with pytest.raises(PositionError, match="redeals used must be from 0 to 0, not 1"):
        cardlib.new_game(
            "forty-thieves", seed=1, position={"tableau": [[]] * 10, "redeals_used": 1}
        )
    cardlib.new_game("little-forty", seed=1, position={"tableau": [[]] * 10, "redeals_used": 3})
    with pytest.raises(PositionError, match="from 0 to 3, not 4"):
        cardlib.new_game("little-forty", seed=1, position={"tableau": [[]] * 10, "redeals_used": 4})


def test_a_two_pack_game_holds_each_card_twice() -> None:
    ok = {"tableau": [["AS", "AS"]] + [[]] * 9}
    cardlib.new_game("forty-thieves", seed=1, position=ok)
    with pytest.raises(PositionError, match="A♠ appears 3 times: the pack holds 2"):
        cardlib.new_game(
            "forty-thieves", seed=1, position={"tableau": [["AS", "AS"]] + [[]] * 9, "stock": "AS"}
        )


def test_a_missing_card_is_allowed() -> None:
    g = _klondike(foundations=["5H 6H"])  # the cards below may be missing
    assert g.table.cards_home == 2


def test_cadogan_counters_have_ranges() -> None:
    with pytest.raises(PositionError, match="kings must be from 0 to"):
        cardlib.new_game("the-mill", seed=1, position={"tableau": [[]] * 8, "kings": 99})
    with pytest.raises(PositionError, match="swapping must name at most two tableau places"):
        cardlib.new_game(
            "the-fourteenth", seed=1, position={"tableau": [[]] * 25, "swapping": ["s"]}
        )


JUNK: list[Any] = [
    [],
    7,
    "tableau",
    None,
    {"tableau": "AS"},
    {"tableau": [7] * 7},
    {"tableau": [[None]] * 7},
    {"tableau": [["ZZ"]] * 7},
    {"tableau": [[]] * 7, "foundations": {"a": 1}},
    {"tableau": [[]] * 7, "down": "many"},
    {"tableau": [[]] * 7, "redeals_used": 1.5},
    {"tableau": [[]] * 7, "redeals_used": True},
    {"tableau": [[]] * 7, "waste": {"AS": 1}},
    {"tableau": [[]] * 7, 3: "x"},
    {"tableau": [[]] * 7, "stock": "x" * 100_000},
    {"tableau": [[["AS"]]] * 7},
]


@pytest.mark.parametrize("position", JUNK, ids=range(len(JUNK)))
def test_malformed_positions_are_short_value_errors(position: Any) -> None:
    if position is None:  # no position: a seeded deal
        cardlib.new_game("klondike", seed=1, position=position)
        return
    with pytest.raises(ValueError) as err:
        cardlib.new_game("klondike", seed=1, position=position)
    assert len(str(err.value)) < 300


def test_a_deeply_nested_position_is_a_value_error() -> None:
    deep: Any = "AS"
    for _ in range(50_000):
        deep = [deep]
    with pytest.raises(ValueError) as err:
        cardlib.new_game("klondike", seed=1, position={"tableau": [deep] + [[]] * 6})
    assert len(str(err.value)) < 300


@pytest.mark.parametrize(
    ("options", "fragment"),
    [({"draw": 0}, "from 1 to 24"), ({"draw": 25}, "from 1 to 24"), ({"draw": 24}, "")],
)
def test_klondike_draw_has_a_range(options: dict[str, int], fragment: str) -> None:
    if not fragment:
        cardlib.new_game("klondike", seed=1, **options)
        return
    with pytest.raises(ValueError, match=fragment):
        cardlib.new_game("klondike", seed=1, **options)


def test_little_forty_redeals_have_a_range() -> None:
    cardlib.new_game("little-forty", seed=1, redeals=20)
    with pytest.raises(ValueError, match="from 0 to 20, not 21"):
        cardlib.new_game("little-forty", seed=1, redeals=21)
