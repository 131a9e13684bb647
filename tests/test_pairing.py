"""The solver's position by value of a pairing layout (The Fourteenth) lists and makes
exactly the engine's moves."""

from __future__ import annotations

import random

import pytest

import cardlib
from cardlib.patience.engine import STOCK, PatienceGame
from cardlib.patience.pairing import PairTable, pairing_fits
from cardlib.patience.table import Table


def test_only_the_fourteenth_is_a_pairing_layout() -> None:
    fit = [
        i.id
        for i in cardlib.catalog()
        if i.family in ("forty-thieves", "klondike", "cadogan")
        and pairing_fits(cardlib.new_game(i.id, seed=1).table)  # type: ignore[attr-defined]
    ]
    assert fit == ["the-fourteenth"]
    with pytest.raises(ValueError, match="pairing layout"):
        PairTable(cardlib.new_game("the-clock", seed=1).table)  # type: ignore[attr-defined]


def _by_value(t: Table) -> tuple[list[int], list[int], int, tuple[str, ...]]:
    """The engine's position as values: the square, the hand (next card first), the
    exchanges of the grace begun and the places of an unfinished one."""
    square = [t.piles[i][-1] % 13 + 1 if t.piles[i] else 0 for i in t.T]
    hand = [c % 13 + 1 for c in reversed(t.piles[STOCK])]
    return square, hand, t.graces, tuple(t.k.names[i] for i in t.swapping)


@pytest.mark.parametrize("grace", ["off", "once_per_game", "per_block"])
def test_same_moves_and_same_positions_as_the_engine(grace: str) -> None:
    """Along seeded random games, at every position: the same legal moves in the same
    order, the same position by value after each, and the count of pairs that
    ``pairs_after`` foresees."""
    rng = random.Random(f"pairing-{grace}")
    checked = swaps = 0
    for seed in range(1, 41):
        g = cardlib.new_game("the-fourteenth", seed=seed, swap_grace=grace)
        assert isinstance(g, PatienceGame)
        t = g.table.copy()
        assert t.positional
        p = PairTable(t)
        for _ in range(200):
            engine = [m for m in t.legal() if str(m) != "stop"]
            assert p.legal() == engine
            assert p.won == t.won
            if not engine:
                break
            m = rng.choice(engine)
            swaps += str(m).startswith("swap")
            foreseen = p.pairs_after(m, p.pair_count())
            t.apply(m)
            p.apply(m)
            checked += 1
            assert foreseen == p.pair_count()
            square, hand, graces, swapping = _by_value(t)
            assert p.vals == square and list(p.hand[p.h :]) == hand
            assert (p.graces, tuple(p.names[i] for i in p.swapping)) == (graces, swapping)
    assert checked >= 600
    assert grace == "off" or swaps >= 10
