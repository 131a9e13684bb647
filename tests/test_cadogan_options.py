"""Two options of Lady Cadogan's patiences (shared/rules/cadogan.md), each test on a
hand-made position showing one rule: The Mill's ``transfer_policy`` and The Fourteenth's
``swap_grace``."""

from __future__ import annotations

from typing import Any

import pytest
from patience_helpers import moves, refuse, start

from cardlib.patience import PatienceGame


def tops(g: PatienceGame) -> list[str | None]:
    return [f[-1] if f else None for f in g.state["foundations"]]


# ----- The Mill: transfer_policy ------------------------------------------------------------
# Centre 5♠, angle f2 at 6♣, angle f3 at 7♦. No wing card is a 6 or a 7 and the talon is
# empty, so no transfer would bring a wing or talon card into play.
WINGS = ["2C", "3C", "4C", "9D", "10D", "JD", "2H", "QH"]
IDLE = {
    "tableau": WINGS,
    "foundations": ["AS 2S 3S 4S 5S", "KC QC JC 10C 9C 8C 7C 6C", "KD QD JD 10D 9D 8D 7D"],
    "stock": "9H",
    "kings": 2,
}
# The same, but the eighth wing holds 7♦: moving 6♣ to the centre lets 7♦ be played.
ENABLING = {**IDLE, "tableau": [*WINGS[:7], "7D"]}


def mill(policy: str, position: dict[str, Any]) -> PatienceGame:
    return start("the-mill", {"transfer_policy": policy}, **position)


def foundation_moves(g: PatienceGame) -> set[str]:
    return {m for m in moves(g) if m.startswith("f")}


def test_free_both_ways_any_top_to_any_foundation_it_fits() -> None:
    """free_both_ways (PySolFC): every foundation top may go to every other foundation
    that takes it (centre -> angle, angle -> centre, angle -> angle), nothing else."""
    g = mill("free_both_ways", IDLE)
    assert foundation_moves(g) == {"f1-f2", "f2-f1", "f2-f3"}


def test_free_both_ways_angle_to_centre_needs_no_play() -> None:
    """free_both_ways: an angle top goes to the centre on its own, enabling nothing."""
    g = mill("free_both_ways", IDLE)
    g.play("f2-f1")
    assert tops(g)[:3] == ["6C", "7C", "7D"]
    assert len(g.state["foundations"][0]) == 6


def test_free_both_ways_centre_to_angle() -> None:
    """free_both_ways: the centre's top goes down onto an angle pile."""
    g = mill("free_both_ways", IDLE)
    g.play("f1-f2")
    assert tops(g)[:3] == ["4S", "5S", "7D"]
    assert len(g.state["foundations"][1]) == 9


def test_cadogan_refuses_a_transfer_that_enables_nothing() -> None:
    """cadogan: an angle top goes to the centre only inside a move that ends by playing a
    wing or talon card that could not be played before; alone it is refused."""
    g = mill("cadogan", IDLE)
    assert foundation_moves(g) == set()
    assert not any("," in m for m in moves(g))
    refuse(g, "f2-f1", "transfer privilege")


def test_cadogan_never_moves_centre_to_angle() -> None:
    """cadogan: nothing moves from the centre to an angle pile."""
    g = mill("cadogan", IDLE)
    refuse(g, "f1-f2", "transfer privilege")
    g = mill("cadogan", ENABLING)
    assert "f1-f2" not in moves(g)
    refuse(g, "f1-f2", "transfer privilege")


def test_cadogan_allows_the_enabling_transfer() -> None:
    """cadogan: 6♣ to the centre, then the wing 7♦ onto it, as one move."""
    g = mill("cadogan", ENABLING)
    assert "f2-f1,t8-f1" in moves(g)
    g.play("f2-f1,t8-f1")
    assert g.state["foundations"][0][-2:] == ["6C", "7D"]
    assert tops(g)[1] == "7C"


@pytest.mark.parametrize("position", [IDLE, ENABLING], ids=["idle", "enabling"])
def test_none_refuses_every_foundation_transfer(position: dict[str, Any]) -> None:
    """none: foundation cards never move, even when a transfer would enable a play."""
    g = mill("none", position)
    assert foundation_moves(g) == set()
    assert not any("," in m for m in moves(g))
    refuse(g, "f2-f1", "foundation cards stay")
    refuse(g, "f1-f2", "foundation cards stay")
    refuse(g, "f2-f1,t8-f1", "transfer privilege")


# ----- The Fourteenth: swap_grace -----------------------------------------------------------
def square(cells: dict[int, str]) -> list[str]:
    """The 5 x 5 square, cards at the given 1-based positions (row by row)."""
    return [cells.get(i + 1, "") for i in range(25)]


# A block with the hand empty (vacated places stay empty). Rows: 5♠ J♣ | 9♦ 6♣ | K♣ | 3♥ |
# 4♦; columns: 5♠ | J♣ 9♦ | 6♣ K♣ | 3♥ | 4♦. No row or column holds a 14.
BLOCK = {1: "5S", 2: "JC", 7: "9D", 8: "6C", 13: "KC", 19: "3H", 25: "4D"}


def fourteenth(grace: str, cells: dict[int, str], stock: str = "") -> PatienceGame:
    return start("the-fourteenth", {"swap_grace": grace}, tableau=square(cells), stock=stock)


def swaps(g: PatienceGame) -> set[str]:
    return {m for m in moves(g) if m.startswith("swap")}


def pairs(g: PatienceGame) -> set[str]:
    return {m for m in moves(g) if "+" in m}


def first_grace_then_pair(g: PatienceGame) -> None:
    """The first block: 9♦ beside 5♠ (and K♣, 3♥ exchanged), then 5♠ + 9♦. What is left
    (J♣ 6♣ | 3♥ | K♣ | 4♦) is a second block."""
    g.play("swap t2 t7")
    g.play("swap t13 t19")
    assert pairs(g) == {"t1+t2"}
    g.play("t1+t2")
    assert pairs(g) == set()


@pytest.mark.parametrize(
    ("grace", "rule"),
    [
        ("once_per_game", "swap only when blocked"),
        ("per_block", "swap only when blocked"),
        ("off", "no swap grace"),
    ],
)
def test_swap_refused_while_a_14_can_be_made(grace: str, rule: str) -> None:
    """The swap grace is allowed only when no 14 can be made (and never when off)."""
    g = fourteenth(grace, {**BLOCK, 2: "9C"})  # 5♠ + 9♣ in row 1
    assert pairs(g) == {"t1+t2"} and swaps(g) == set()
    refuse(g, "swap t7 t8", rule)


def test_swap_offered_at_a_block_unless_off() -> None:
    """At a block every exchange of two cards is offered, and only exchanges."""
    for grace in ("once_per_game", "per_block"):
        g = fourteenth(grace, BLOCK)
        assert len(swaps(g)) == 21 and moves(g) - swaps(g) == {"stop"}
    g = fourteenth("off", BLOCK)
    assert moves(g) == set() and g.is_over
    refuse(g, "swap t2 t7", "game over")


def test_off_lost_at_the_first_block_even_with_cards_in_hand() -> None:
    """off: no 14 and no grace: the game is over and lost; the hand breaks no block."""
    high = [f"{r}{s}" for r in ("8", "9", "10", "J", "Q", "K") for s in "SHDC"] + ["9S"]
    full = dict(enumerate(high, start=1))  # 25 cards of 8..K: no two make 14
    g = fourteenth("off", full, stock="AC 2D")
    assert g.is_over and g.outcome is not None and not g.outcome.won
    assert g.stock_count == 2


def test_once_per_game_second_block_is_lost() -> None:
    """once_per_game: the grace is spent; at the second block the game is over, lost."""
    g = fourteenth("once_per_game", BLOCK)
    first_grace_then_pair(g)
    assert moves(g) == set()
    assert g.is_over and g.outcome is not None and not g.outcome.won
    refuse(g, "swap t8 t13", "game over")


def test_per_block_grace_again_at_a_second_block() -> None:
    """per_block: after a 14 is made, a new block earns a new exchange."""
    g = fourteenth("per_block", BLOCK)
    first_grace_then_pair(g)
    assert not g.is_over
    assert len(swaps(g)) == 10  # any two of the five cards left
    g.play("swap t8 t13")  # 3♥ beside J♣
    g.play("swap t19 t25")
    assert pairs(g) == {"t7+t8"}
    g.play("t7+t8")
    assert [c for c in g.state["tableau"] if c] == [["6C"], ["4D"], ["KC"]]


def test_per_block_grace_spent_while_the_block_lasts() -> None:
    """per_block: an exchange that makes no 14 spends the block's grace: still no 14, so
    the game is over and lost (not another exchange at the same block)."""
    g = fourteenth("per_block", BLOCK)
    g.play("swap t7 t8")  # row 2: 6♣ 9♦, still no 14
    g.play("swap t13 t19")
    assert pairs(g) == set()
    assert swaps(g) == set()
    assert g.is_over and g.outcome is not None and not g.outcome.won
    refuse(g, "swap t1 t2", "game over")


def test_second_exchange_takes_two_other_cards() -> None:
    """Cadogan: "two cards and two other cards": the grace's second exchange may not move
    a card of the first (no three-card rotation, no exchange undone)."""
    g = fourteenth("once_per_game", BLOCK)
    g.play("swap t2 t7")
    assert len(swaps(g)) == 10  # any two of the five cards not exchanged yet
    assert not any({"t2", "t7"} & set(m.split()[1:]) for m in swaps(g))
    refuse(g, "swap t2 t7", "two other cards")  # would undo the first exchange
    refuse(g, "swap t7 t8", "two other cards")  # would rotate three cards
    assert g.state["swapping"] == ["t2", "t7"]
    g.play("swap t13 t19")
    assert g.state["swapping"] == []


def test_half_done_grace_survives_a_position_round_trip() -> None:
    """The first exchange's places are part of the position, so a copy made from it
    refuses the same second exchanges."""
    g = fourteenth("once_per_game", BLOCK)
    g.play("swap t2 t7")
    copy = start("the-fourteenth", {"swap_grace": "once_per_game"}, **g.state)
    assert swaps(copy) == swaps(g)
    refuse(copy, "swap t7 t8", "two other cards")
