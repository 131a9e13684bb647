"""The solver's compact position lists and makes exactly the engine's moves, and the search
on it is the same search as on the engine's table."""

from __future__ import annotations

import random
from typing import Any

import pytest

import cardlib
from cardlib.patience.compact import CompactTable, fits
from cardlib.patience.engine import STOCK, WASTE, PatienceGame, Stop, Table
from cardlib.patience.solver import solve

PLAIN = [
    i.id
    for i in cardlib.catalog()
    if i.family in ("forty-thieves", "klondike", "cadogan")
    and fits(cardlib.new_game(i.id, seed=1).table)  # type: ignore[attr-defined]
]
KLONDIKE = [
    {},
    {"draw": 1},
    {"passes": "2"},
    {"draw": 1, "passes": "1", "worrying_back": False},
    {"move_unit": "whole_run_only"},
    {"move_unit": "single_card", "scoring": "windows_standard"},
]
CASES: list[tuple[str, dict[str, Any]]] = [("klondike", o) for o in KLONDIKE]
CASES += [(g, {}) for g in PLAIN if g != "klondike"]
CASES += [
    ("forty-thieves", {"supermove": True}),
    ("forty-thieves", {"foundation_to_tableau": True}),
]


def test_the_plain_games() -> None:
    """Every ordinary table (the Forty Thieves family, Klondike, Fortress) fits; no
    positional layout does."""
    assert "klondike" in PLAIN and "fortress" in PLAIN and "forty-thieves" in PLAIN
    assert len(PLAIN) == 11
    assert not fits(cardlib.new_game("the-clock", seed=1).table)  # type: ignore[attr-defined]


def _state(c: CompactTable, t: Table) -> dict[str, Any]:
    return {
        "piles": [list(c.pile(i)) for i in t.T],
        "down": [c.down(i) for i in t.T],
        "found": sorted(c.home()),
        "waste": list(c.seq[: c.w]),
        "stock": list(reversed(c.seq[c.w :])),
        "used": c.used,
    }


def _engine_state(t: Table) -> dict[str, Any]:
    return {
        "piles": [list(t.piles[i]) for i in t.T],
        "down": [t.down[i] for i in t.T],
        "found": sorted(x for f in t.F for x in t.piles[f]),
        "waste": list(t.piles[WASTE]),
        "stock": list(t.piles[STOCK]),
        "used": t.redeals_used,
    }


@pytest.mark.parametrize(("game", "options"), CASES)
def test_same_moves_and_same_positions_as_the_engine(game: str, options: dict[str, Any]) -> None:
    """Along seeded random games, at every position: the same legal moves in the same
    order, and every one of them leads to the same position."""
    rng = random.Random(f"compact-{game}-{sorted(options.items())}")
    checked = 0
    for seed in range(1, 61):
        if checked >= 600:
            break
        g = cardlib.new_game(game, seed=seed, **options)
        assert isinstance(g, PatienceGame)
        t = g.table.copy()
        for _ in range(120):
            c = CompactTable(t)
            assert _state(c, t) == _engine_state(t)
            moves = [m for m in t.legal() if not isinstance(m, Stop)]
            assert c.legal() == moves, (game, seed)
            for m in moves:
                c2, t2 = CompactTable(t), t.copy()
                c2.apply(m)
                t2.apply(m)
                assert _state(c2, t2) == _engine_state(t2), (game, seed, str(m))
                assert c2.won == t2.won
                checked += 1
            if not moves:
                break
            t.apply(rng.choice(moves))
    assert checked >= 500


@pytest.mark.parametrize(("game", "options"), CASES)
def test_the_same_search(game: str, options: dict[str, Any]) -> None:
    """On the compact position the solver searches exactly the same positions in the same
    order: the same verdict, the same number of nodes and the same line."""
    for seed in range(1, 7):
        g = cardlib.new_game(game, seed=seed, **options)
        a = solve(g, max_nodes=4000)
        b = solve(g, max_nodes=4000, compact=False)
        assert (a.verdict, a.nodes, a.line) == (b.verdict, b.nodes, b.line), (game, seed)


def test_a_game_given_up_is_searched_on_the_engine_table() -> None:
    """After ``stop`` no move is legal: the solver says "lost", as the engine's table does."""
    g = cardlib.new_game("klondike", seed=1)
    g.play(g.parse_move("stop"))
    assert isinstance(g, PatienceGame) and not fits(g.table)
    assert solve(g).verdict == "lost"
