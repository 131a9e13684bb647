"""Cards that can never go home (the relaxed game of ``cardlib.patience.freeing``): it never
condemns a position that can be won, and what it condemns is lost."""

from __future__ import annotations

import random
from typing import Any

import pytest
from patience_helpers import RANKS, exhaustively_winnable, scrambled, start

import cardlib
from cardlib.cards import Card
from cardlib.patience.freeing import applies, never_home
from cardlib.patience.solver import PRUNINGS, solve

# every ordinary patience game, and the Klondike rules that change what may move where
WON_LINES: list[tuple[str, dict[str, Any]]] = [
    ("klondike", {}),
    ("klondike", {"draw": 1}),
    ("klondike", {"worrying_back": False}),
    ("klondike", {"move_unit": "whole_run_only", "draw": 1}),
    ("klondike", {"move_unit": "single_card", "draw": 1}),
    ("fortress", {}),
    ("forty-thieves", {}),
    ("indian", {}),
    ("limited", {}),
    ("little-forty", {}),
    ("lucas", {"foundation_to_tableau": True}),
    ("number-ten", {}),
    ("rank-and-file", {}),
    ("streets", {"supermove": True}),
]


@pytest.mark.parametrize(("game", "options"), WON_LINES)
def test_no_position_on_a_winning_line_is_condemned(game: str, options: dict[str, Any]) -> None:
    """Every position along the winning lines the solver finds (up to 30 deals) still has
    every card able to go home in the relaxed game: it never calls a winnable position
    lost."""
    checked = 0
    for seed in range(1, 31):
        g = cardlib.new_game(game, seed=seed, **options)
        s = solve(g, max_nodes=4000, prune=PRUNINGS - {"dead_cards"})
        if s.verdict != "winnable":
            continue
        for m in s.line:
            assert not never_home(g.table), (g.deal_code, g.table.state())
            g.play(m)
            checked += 1
    assert checked >= 100, checked


def test_what_it_condemns_is_lost_by_an_exhaustive_search() -> None:
    """Small hand-made Klondike positions (two tableau piles, the rest in the stock): each
    one with a card that can never go home is lost for a search of every position; and the
    ones it passes include winnable and lost positions alike."""
    rng = random.Random("freeing-exhaustive")
    condemned = passed = 0
    for seed in range(1, 81):
        opts = {"draw": 1 + 2 * (seed % 2), "worrying_back": False}
        g = scrambled("klondike", seed, rng, low=8, spread=2, **opts)
        if never_home(g.table):
            condemned += 1
            assert not exhaustively_winnable(g), g.table.state()
        else:
            passed += 1
    assert condemned >= 15 and passed >= 15, (condemned, passed)


def _buried_way_out() -> dict[str, Any]:
    """Klondike: the 2♥ lies on the A♥, over both black threes; the K♦ is alone in a pile
    and every other card is at home or in the stock."""
    found = [
        [f"{r}C" for r in RANKS[:2]],
        [f"{r}S" for r in RANKS[:2]],
        [f"{r}D" for r in RANKS[:12]],
    ]
    stock = [f"{r}{s}" for s in "CS" for r in RANKS[3:]] + [f"{r}H" for r in RANKS[2:]]
    return {
        "tableau": [["3C", "3S", "AH", "2H"], ["KD"], [], [], [], [], []],
        "down": [3, 0, 0, 0, 0, 0, 0],
        "foundations": [*found, []],
        "stock": stock,
    }


def test_a_card_over_its_own_way_out_is_never_home() -> None:
    g = start("klondike", {"draw": 1}, **_buried_way_out())
    dead = never_home(g.table)
    assert {Card.parse(c) for c in ("AH", "2H", "3C", "3S")} <= dead
    assert Card.parse("KH") in dead  # nothing of hearts goes home
    assert Card.parse("4C") in dead and Card.parse("KD") not in dead
    s = solve(g)
    assert s.verdict == "lost" and s.nodes == 0


def test_a_space_does_not_free_a_card_that_is_not_a_king() -> None:
    pos = _buried_way_out()
    pos["tableau"][1] = []
    pos["foundations"][2] = [f"{r}D" for r in RANKS]
    g = start("klondike", {"draw": 1}, **pos)
    assert Card.parse("2H") in never_home(g.table)


def test_with_the_black_threes_in_the_stock_every_card_can_go_home() -> None:
    pos = _buried_way_out()
    pos["tableau"][0] = ["AH", "2H"]
    pos["down"][0] = 1
    pos["stock"] = [*pos["stock"], "3C", "3S"]
    g = start("klondike", {"draw": 1}, **pos)
    assert not never_home(g.table)
    assert solve(g, max_nodes=100_000).verdict == "winnable"


def test_the_solver_skips_it_when_told() -> None:
    g = cardlib.new_game("klondike", seed=18)
    assert solve(g, max_nodes=50).verdict == "lost"
    assert solve(g, max_nodes=50, prune=PRUNINGS - {"dead_cards"}).verdict == "unknown"


def test_positional_layouts_are_not_judged() -> None:
    g = cardlib.new_game("the-mill", seed=1)
    assert not applies(g.table)
    with pytest.raises(ValueError, match="ordinary table"):
        never_home(g.table)


def test_the_game_is_not_changed() -> None:
    g = cardlib.new_game("klondike", seed=18)
    before = g.to_json()
    never_home(g.table)
    assert g.to_json() == before
