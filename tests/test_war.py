"""War and Quadruple War: every test vector of ../shared/rules/war.md, and the options."""

from __future__ import annotations

from collections import Counter

import pytest

from cardlib import Card, IllegalMove, new_game, standard_pack
from cardlib.war import WarGame, new_war, pot_size, simulate


def ranks(cards: list[Card]) -> list[str]:
    return [c.rank.symbol for c in cards]


def battle(g: WarGame) -> None:
    """Play steps until the current battle is decided (or the game ends)."""
    before = g.battles
    while not g.is_over and g.battles == before:
        g.play(g.legal_moves()[0])


# ----- War vectors --------------------------------------------------------------------------
def test_v1_higher_card_takes_both_and_cards_are_conserved() -> None:
    rest = [c for c in standard_pack() if c.short not in ("KS", "7H")]
    a = ["KS"] + [c.short for c in rest[:25]]
    b = ["7H"] + [c.short for c in rest[25:]]
    g = new_war(position={"a": a, "b": b})
    assert g.scores == (26, 26)
    g.play("turn")
    assert g.scores == (27, 25)
    assert sum(g.all_cards().values()) == 52
    assert g.all_cards() == Counter(standard_pack())


@pytest.mark.parametrize(("down", "single", "double"), [(1, 6, 10), (3, 10, 18), (4, 12, 22)])
def test_v2_pot_sizes(down: int, single: int, double: int) -> None:
    assert pot_size(down, 1) == single and pot_size(down, 2) == double
    # cards a 52-card pack can hold: no rank more than four times in all
    fa, fb = ["3", "6", "7", "8"][:down], ["10", "J", "Q", "A"][:down]
    # single war: tie on 9s, then K beats 2
    g = new_war(position={"a": ["9", *fa, "K", "4"], "b": ["9", *fb, "2", "4"]}, war_down=down)
    battle(g)
    assert g.last_battle is not None and g.last_battle.pot == single and g.last_battle.wars == 1
    # double war: tie on 9s, tie on 5s, then K beats 2
    g = new_war(
        position={
            "a": ["9", *fa, "5", *fa, "K", "4"],
            "b": ["9", *fb, "5", *fb, "2", "4"],
        },
        war_down=down,
    )
    battle(g)
    assert g.last_battle is not None and g.last_battle.pot == double and g.last_battle.wars == 2


def test_v3_winner_first_collection() -> None:
    g = new_war(position={"a": "K 4", "b": "7 5"})
    g.play("turn")
    assert ranks(g.stacks[0])[-2:] == ["K", "7"]
    assert ranks(g.stacks[1]) == ["5"]


def test_v4_single_war_with_one_down() -> None:
    g = new_war(position={"a": "9 2 K 4", "b": "9 3 Q 5"})
    g.play("turn")
    assert g.table.in_war and g.legal_moves()[0].__class__.__name__ == "War"
    assert [str(m) for m in g.legal_moves()] == ["war"]
    g.play("war")
    assert ranks(g.stacks[0]) == ["4", "9", "2", "K", "9", "3", "Q"]
    assert ranks(g.stacks[1]) == ["5"]
    assert g.last_battle is not None and g.last_battle.pot == 6


def test_v5_last_card_up_shortfall() -> None:
    g = new_war(position={"a": "7 8 10", "b": "7 6"})
    g.play("turn")
    g.play("war")
    # B turned 6 up with none down; A put 8 down and 10 up
    assert g.last_battle is not None
    assert [(c.rank.symbol, up) for c, up in g.last_battle.played[1]] == [("7", True), ("6", True)]
    assert [(c.rank.symbol, up) for c, up in g.last_battle.played[0]] == [
        ("7", True),
        ("8", False),
        ("10", True),
    ]
    assert ranks(g.stacks[0]) == ["7", "8", "10", "7", "6"]
    assert g.is_over and g.outcome is not None and g.outcome.winner == 0


def test_v6_no_card_to_turn_loses_and_double_exhaustion_draws() -> None:
    g = new_war(position={"a": "7", "b": "7 2 3"})
    g.play("turn")
    g.play("war")
    assert g.is_over and g.outcome is not None
    assert g.outcome.winner == 1 and not g.outcome.draw
    assert "A has no card" in g.outcome.reason
    g = new_war(position={"a": "7", "b": "7"})
    g.play("turn")
    g.play("war")
    assert g.is_over and g.outcome is not None and g.outcome.draw and g.outcome.winner is None
    assert sum(g.all_cards().values()) == 2  # the pot stays on the table


def test_v7_cycle_detected_before_battle_ten() -> None:
    g = new_war(position={"a": "2 3 5", "b": "4 6"})
    battle(g)
    assert ranks(g.stacks[1]) == ["6", "4", "2"] and ranks(g.stacks[0]) == ["3", "5"]
    battle(g)
    assert ranks(g.stacks[1]) == ["4", "2", "6", "3"] and ranks(g.stacks[0]) == ["5"]
    battle(g)
    assert ranks(g.stacks[0]) == ["5", "4"] and ranks(g.stacks[1]) == ["2", "6", "3"]
    while not g.is_over:
        battle(g)
    assert g.battles == 9
    assert ranks(g.stacks[0]) == ["5", "4"] and ranks(g.stacks[1]) == ["2", "6", "3"]
    assert g.outcome is not None and g.outcome.winner == 1 and "repeats" in g.outcome.reason


def test_v7_without_cycle_detection_runs_to_the_cap() -> None:
    g = new_war(position={"a": "2 3 5", "b": "4 6"}, cycle_detection=False, battle_cap=50)
    while not g.is_over:
        battle(g)
    assert g.battles == 50 and g.outcome is not None and "cap of 50" in g.outcome.reason
    g = new_war(position={"a": "2 3 5", "b": "4 6"}, stop_result="draw")
    while not g.is_over:
        battle(g)
    assert g.outcome is not None and g.outcome.draw


def test_v8_determinism() -> None:
    for seed in (1, 2, 3):
        a, b = simulate(seed), simulate(seed)
        assert a == b
        g1, g2 = new_war(seed), new_war(seed)
        while not g1.is_over:
            g1.play(g1.legal_moves()[0])
            g2.play(g2.legal_moves()[0])
        assert g1.state == g2.state
        assert g1.battles == a.battles and g1.wars == a.wars


# ----- Quadruple War vectors ------------------------------------------------------------------
def test_qw1_four_down_collection_order() -> None:
    g = new_game("quadruple-war", seed=0, position={"a": "9 2 3 4 5 Q K", "b": "9 6 7 8 10 J A"})
    assert isinstance(g, WarGame)
    g.play("turn")
    g.play("war")
    assert ranks(g.stacks[0]) == ["K", "9", "2", "3", "4", "5", "Q", "9", "6", "7", "8", "10", "J"]
    assert g.last_battle is not None and g.last_battle.pot == 12


@pytest.mark.parametrize(
    ("rule", "a_down", "b_down"), [("last_card_up", 4, 2), ("equal_force", 2, 2)]
)
def test_qw2_shortfall_rules(rule: str, a_down: int, b_down: int) -> None:
    g = new_war(
        position={"a": "9 2 3 4 5 K 6", "b": "9 7 8 10"}, quadruple=True, war_shortfall=rule
    )
    g.play("turn")
    g.play("war")
    assert g.last_battle is not None
    a_played, b_played = g.last_battle.played
    assert sum(not up for _, up in a_played) == a_down
    assert sum(not up for _, up in b_played) == b_down
    assert len(b_played) == 4  # B's 9, two down, one up


def test_qw2_shortfall_lose() -> None:
    g = new_war(
        position={"a": "9 2 3 4 5 K 6", "b": "9 7 8 10"}, quadruple=True, war_shortfall="lose"
    )
    g.play("turn")
    g.play("war")
    assert g.is_over and g.outcome is not None and g.outcome.winner == 0
    assert "cannot supply a full war" in g.outcome.reason
    assert sum(g.all_cards().values()) == 11


def test_qw3_double_war_pot() -> None:
    g = new_war(
        position={"a": "9 2 3 4 6 5 2 3 4 6 K 7", "b": "9 7 8 10 J 5 8 10 J Q 4 7"}, quadruple=True
    )
    battle(g)
    assert g.last_battle is not None and g.last_battle.pot == 22 == pot_size(4, 2)


# ----- options ------------------------------------------------------------------------------
def test_collection_orders() -> None:
    pos = {"a": "9 2 K 4", "b": "9 3 Q 5"}
    expect = {
        "winner_first": ["4", "9", "2", "K", "9", "3", "Q"],
        "loser_first": ["4", "9", "3", "Q", "9", "2", "K"],
        "seat_order": ["4", "9", "2", "K", "9", "3", "Q"],
    }
    for order, stack in expect.items():
        g = new_war(position=pos, collection_order=order)
        battle(g)
        assert ranks(g.stacks[0]) == stack, order
    # seat order puts A's cards first even when B wins
    g = new_war(position={"a": "9 2 Q 4", "b": "9 3 K 5"}, collection_order="seat_order")
    battle(g)
    assert ranks(g.stacks[1]) == ["5", "9", "2", "Q", "9", "3", "K"]


def test_random_collection_is_seeded_and_a_permutation() -> None:
    pos = {"a": "9 2 K 4", "b": "9 3 Q 5"}
    stacks = set()
    for seed in range(12):
        g = new_game("war", seed=seed, position=pos, collection_order="random")
        assert isinstance(g, WarGame)
        battle(g)
        won = ranks(g.stacks[0])[1:]
        assert sorted(won) == sorted(["9", "2", "K", "9", "3", "Q"])
        stacks.add(tuple(won))
        again = new_game("war", seed=seed, position=pos, collection_order="random")
        assert isinstance(again, WarGame)
        battle(again)
        assert again.state == g.state
    assert len(stacks) > 1
    assert new_game("war", seed=1, collection_order="random").table.cycle_detection is False


def test_war_down_zero_and_three() -> None:
    g = new_war(position={"a": "9 K", "b": "9 Q"}, war_down=0)
    battle(g)
    assert g.last_battle is not None and g.last_battle.pot == 4 and g.outcome is not None
    g = new_war(position={"a": "9 2 2 2 K", "b": "9 3 3 3 Q"}, war_down=3)
    battle(g)
    assert g.last_battle is not None and g.last_battle.pot == 10


def test_wrong_step_is_refused_naming_the_rule() -> None:
    g = new_war(position={"a": "9 2 K 4", "b": "9 3 Q 5"})
    with pytest.raises(IllegalMove) as err:
        g.play("war")
    assert err.value.rule == "tie"
    g.play("turn")
    before = g.state
    with pytest.raises(IllegalMove) as err:
        g.play("turn")
    assert err.value.rule == "war" and g.state == before
    with pytest.raises(IllegalMove, match="not a War move"):
        g.play("surrender")


def test_seeded_deal_follows_the_documented_deal() -> None:
    from cardlib import shuffled

    order = shuffled(standard_pack(), 7)
    g = new_war(7)
    a, b = g.stacks
    # cards are numbered 1..52 from the top; A gets the odd ones, last dealt on top
    assert a == order[0::2][::-1] and b == order[1::2][::-1]


def test_simulate_matches_the_game_protocol() -> None:
    for seed in range(5):
        for opts in ({}, {"war_down": 3}, {"collection_order": "random"}):
            r = simulate(seed, **opts)
            g = new_war(seed, **opts)
            while not g.is_over:
                g.play(g.legal_moves()[0])
            assert g.outcome is not None
            assert (r.winner, r.battles, r.wars, r.reason) == (
                g.outcome.winner,
                g.battles,
                g.wars,
                g.outcome.reason,
            )
