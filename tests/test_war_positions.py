"""War and Quadruple War positions: the state round-trips at every step, impossible and
malformed positions are refused in plain words, numeric options have both ends."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import cardlib
from cardlib.checks import PositionError
from cardlib.game import Game
from cardlib.war import BATTLE_CAP_MAX, WAR_DOWN_MAX, new_war, position_problems, pot_size

OPTION_SETS: list[dict[str, Any]] = [
    {},
    {"war_down": 3, "collection_order": "loser_first", "war_shortfall": "lose"},
    {"war_down": 0, "collection_order": "seat_order", "battle_cap": 40},
    {"war_shortfall": "equal_force", "war_down": 5, "stop_result": "draw", "battle_cap": 25},
    {"collection_order": "random", "battle_cap": 60},
    {"cycle_detection": False, "battle_cap": 30},
]
QUAD_SETS: list[dict[str, Any]] = [
    {},
    {"war_shortfall": "lose", "battle_cap": 50},
    {"war_shortfall": "equal_force", "collection_order": "random", "battle_cap": 35},
]
SMALL = [
    {"a": "2 3 5", "b": "4 6"},  # cycles
    {"a": "7 8 10", "b": "7 6"},  # B turns his last card up
    {"a": "7", "b": "7 2 3"},  # A has no card for the war
    {"a": "7", "b": "7"},  # neither has a card: a draw with the pot on the table
    {"a": "9H 2C KD 4S", "b": "9C 3D QS 5H"},
    {"a": "9 2 3 4 5 K 6", "b": "9 7 8 10"},
]


def moves(g: Game) -> list[str]:
    return [str(m) for m in g.legal_moves()]


def assert_round_trip(g: Game) -> None:
    state = g.state
    again = cardlib.new_game(g.id, seed=g.seed + 1, position=state, **g.options)
    assert again.state == state
    assert moves(again) == moves(g)
    saved = {
        "game": g.id,
        "seed": 1,
        "options": g.non_default_options,
        "position": json.loads(json.dumps(state)),
        "moves": [],
    }
    loaded = cardlib.load_game(json.dumps(saved))
    assert loaded.state == state
    assert moves(loaded) == moves(g)


def play_checking(g: Game, rng: random.Random, limit: int) -> None:
    assert_round_trip(g)
    for _ in range(limit):
        if g.is_over:
            break
        g.play(rng.choice(g.legal_moves()))
        assert_round_trip(g)
    assert_round_trip(g)


@pytest.mark.parametrize("opts", OPTION_SETS)
@pytest.mark.parametrize("k", range(3))
def test_war_round_trip_at_every_step(opts: dict[str, Any], k: int) -> None:
    play_checking(cardlib.new_game("war", seed=100 + k, **opts), random.Random(k), 300)


@pytest.mark.parametrize("opts", QUAD_SETS)
@pytest.mark.parametrize("k", range(3))
def test_quadruple_war_round_trip_at_every_step(opts: dict[str, Any], k: int) -> None:
    g = cardlib.new_game("quadruple-war", seed=200 + k, **opts)
    play_checking(g, random.Random(k), 300)


@pytest.mark.parametrize("game_id", ["war", "quadruple-war"])
@pytest.mark.parametrize("pos", SMALL)
@pytest.mark.parametrize("rule", ["last_card_up", "lose", "equal_force"])
def test_small_positions_round_trip_to_game_over(
    game_id: str, pos: dict[str, str], rule: str
) -> None:
    g = cardlib.new_game(game_id, seed=0, position=pos, war_shortfall=rule)
    play_checking(g, random.Random(0), 10_000)
    assert g.is_over


def test_a_game_played_to_its_end_round_trips_at_the_end() -> None:
    for seed in range(4):
        g = new_war(seed, battle_cap=2000)
        while not g.is_over:
            g.play("turn" if not g.table.in_war else "war")
        assert_round_trip(g)


def test_rebuilt_game_plays_on_exactly_as_the_original() -> None:
    # without cycle detection (which cannot know earlier positions) the future is the same
    g = new_war(11, cycle_detection=False, battle_cap=500)
    for step in range(400):
        if g.is_over:
            break
        if step % 37 == 0:
            twin = new_war(99, position=g.state, cycle_detection=False, battle_cap=500)
            while not twin.is_over:
                twin.play(twin.legal_moves()[0])
            end = g.copy()
            while not end.is_over:
                end.play(end.legal_moves()[0])
            assert twin.state == end.state
        g.play(g.legal_moves()[0])


def test_mid_war_position_keeps_the_war_and_its_pot() -> None:
    g = new_war(position={"a": "9 2 K 4", "b": "9 3 Q 5"})
    g.play("turn")
    assert moves(g) == ["war"]
    again = new_war(position=g.state)
    assert again.table.in_war and moves(again) == ["war"]
    assert again.state["pot"] == [["9"], ["9"]]
    again.play("war")
    g.play("war")
    assert again.state == g.state
    assert again.last_battle is not None and again.last_battle.wars == 1


def test_old_hand_made_positions_are_accepted() -> None:
    old: list[dict[str, Any]] = [
        *SMALL,  # the war chapter's EXAMPLE, SHORT, CYCLE and short-war positions among them
        {"a": "7H 8C 10D", "b": "7C 6S"},
        {"a": "7H", "b": "7C 2D 3S"},
        {"a": "7H", "b": "7C"},
        {"a": "K 4", "b": "7 5"},
        {"a": "9 2 Q 4", "b": "9 3 K 5"},
        {"a": "9 2 3 K 4", "b": "9H 5 6 Q 7"},
        {"a": "KS 4", "b": "7H 5"},
        {"a": "9 2 3 4 5 Q K", "b": "9 6 7 8 10 J A"},
        {"a": ["9", "2"], "b": ("9", "3")},
    ]
    for pos in old:
        assert position_problems(pos) == []
        new_war(position=pos)
    g = new_war(position={"a": "9 2 2 2 K", "b": "9 3 3 3 Q"}, war_down=3)
    assert g.state["a"] == ["9", "2", "2", "2", "K"]  # bare ranks stay bare


def test_pot_sizes_with_possible_positions() -> None:
    # the double wars of tests/test_war.py, with fillers a 52-card pack can hold
    for down, single, double in [(1, 6, 10), (3, 10, 18), (4, 12, 22)]:
        fa, fb = ["3", "6", "7", "8"][:down], ["10", "J", "Q", "A"][:down]
        g = new_war(position={"a": ["9", *fa, "K", "4"], "b": ["9", *fb, "2", "4"]}, war_down=down)
        while g.battles == 0:
            g.play(g.legal_moves()[0])
        assert g.last_battle is not None and g.last_battle.pot == single == pot_size(down, 1)
        pos = {"a": ["9", *fa, "5", *fa, "K", "4"], "b": ["9", *fb, "5", *fb, "2", "4"]}
        g = new_war(position=pos, war_down=down)
        while g.battles == 0:
            g.play(g.legal_moves()[0])
        assert g.last_battle is not None and g.last_battle.pot == double
    g = new_war(
        position={"a": "9 2 3 4 6 5 2 3 4 6 K 7", "b": "9 7 8 10 J 5 8 10 J Q 4 7"}, quadruple=True
    )
    while g.battles == 0:
        g.play(g.legal_moves()[0])
    assert g.last_battle is not None and g.last_battle.pot == 22 == pot_size(4, 2)


# ----- impossible positions ------------------------------------------------------------------
def refused(pos: Any, **options: Any) -> str:
    with pytest.raises(PositionError) as err:
        new_war(position=pos, **options)
    assert err.value.problems == tuple(position_problems(pos, options))
    return str(err.value)


def test_suited_card_twice() -> None:
    assert "9♥ appears 2 times: the pack holds 1" in refused({"a": "9H 2C", "b": "9H"})


def test_suited_card_twice_across_stack_and_pot() -> None:
    pos = {"a": "2C", "b": "3D", "pot": [["9H"], ["9H"]]}
    assert "9♥ appears 2 times" in refused(pos)


def test_bare_rank_five_times() -> None:
    assert "rank 9 appears 5 times: the pack holds 4" in refused({"a": "9 9 9", "b": "9 9"})


def test_bare_ranks_count_with_suited_cards_of_that_rank() -> None:
    msg = refused({"a": "9 9 9H", "b": "9C 9D"})
    assert "rank 9 appears 5 times" in msg
    assert position_problems({"a": "9 9 9H", "b": "9C"}) == []


def test_card_of_no_pack() -> None:
    assert "'1X' is not a card of this game" in refused({"a": "1X", "b": "2"})


def test_counters_out_of_range() -> None:
    assert "battles must be from 0 to 10000" in refused({"a": "2", "b": "3", "battles": -1})
    assert "battles must be from 0 to 50" in refused(
        {"a": "2", "b": "3", "battles": 51}, battle_cap=50
    )
    assert "wars must be" in refused({"a": "2", "b": "3", "wars": 10**9})
    assert "seen must be from 0 to 4" in refused({"a": "2", "b": "3", "battles": 3, "seen": 9})


def test_battle_cap_reached_but_game_goes_on() -> None:
    msg = refused({"a": "2", "b": "3", "battles": 20, "seen": 5}, battle_cap=20)
    assert "battle cap of 20 is reached" in msg


def test_no_position_seen_with_cycle_detection() -> None:
    assert "seen must be at least 1" in refused({"a": "2", "b": "3", "seen": 0})
    assert position_problems({"a": "2", "b": "3", "seen": 0}, {"cycle_detection": False}) == []


def test_pot_that_cannot_be_on_the_table() -> None:
    assert "only one player has cards" in refused({"a": "2", "b": "3", "pot": [["9"], []]})
    assert "do not tie" in refused({"a": "2", "b": "3", "pot": [["9"], ["8"]]})
    assert "must be face up" in refused(
        {"a": "2", "b": "3", "pot": [["9", "4-down"], ["9", "5-down"]]}
    )
    assert "starts with a card face up" in refused(
        {"a": "2", "b": "3", "pot": [["4-down", "9"], ["5-down", "9"]], "wars": 1}
    )
    assert "a war puts none down" in refused(
        {"a": "2", "b": "3", "pot": [["9", "4-down", "7"], ["9", "5-down", "7"]], "wars": 1},
        war_down=0,
    )
    assert "the table shows 1" in refused(
        {"a": "2", "b": "3", "pot": [["9", "4-down", "7"], ["9", "5-down", "7"]]}
    )


def test_a_finished_game_may_keep_its_pot() -> None:
    pos = {"a": [], "b": [], "pot": [["7"], ["7"]], "wars": 1, "result": [None, "a draw"]}
    g = new_war(position=pos)
    assert g.is_over and g.outcome is not None and g.outcome.draw and moves(g) == []


# ----- malformed positions -------------------------------------------------------------------
HUGE = "x" * 100_000
DEEP: list[Any] = []
for _ in range(5000):
    DEEP = [DEEP]

MALFORMED: list[Any] = [
    {"a": None, "b": "3"},
    [1, 2],
    42,
    "a b",
    {1: "2", "b": "3"},
    {"a": "2"},
    {"a": "2", "b": "3", "jokers": 2},
    {"a": 5, "b": "3"},
    {"a": [5, None], "b": "3"},
    {"a": {"x": 1}, "b": "3"},
    {"a": HUGE, "b": "3"},
    {"a": "2 " * 50_000, "b": "3"},
    {"a": [HUGE], "b": "3"},
    {"a": DEEP, "b": "3"},
    {"a": [DEEP], "b": "3"},
    {"a": "2", "b": "3", "pot": "9 9"},
    {"a": "2", "b": "3", "pot": [["9"]]},
    {"a": "2", "b": "3", "pot": {"a": 1}},
    {"a": "2", "b": "3", "pot": [DEEP, DEEP]},
    {"a": "2", "b": "3", "battles": "7"},
    {"a": "2", "b": "3", "battles": 1.5},
    {"a": "2", "b": "3", "battles": True},
    {"a": "2", "b": "3", "wars": None},
    {"a": "2", "b": "3", "seen": [1]},
    {"a": "2", "b": "3", "result": "over"},
    {"a": "2", "b": "3", "result": [2, "x"]},
    {"a": "2", "b": "3", "result": [0.0, "x"]},
    {"a": "2", "b": "3", "result": [True, "x"]},
    {"a": "2", "b": "3", "result": [0, HUGE]},
    {"a": "2", "b": "3", "result": [0]},
    {"a": "2", "b": "3", "result": DEEP},
    {HUGE: 1, "a": "2", "b": "3"},
]


@pytest.mark.parametrize("game_id", ["war", "quadruple-war"])
@pytest.mark.parametrize("pos", MALFORMED, ids=range(len(MALFORMED)))
def test_malformed_positions_are_value_errors(game_id: str, pos: Any) -> None:
    with pytest.raises(ValueError) as err:
        cardlib.new_game(game_id, seed=1, position=pos)
    assert len(str(err.value)) <= 200
    assert type(err.value) in (ValueError, PositionError)
    problems = position_problems(pos)
    assert problems and all(len(p) <= 200 for p in problems)


def test_malformed_position_in_a_saved_game() -> None:
    for pos in ([1, 2], {"a": [[["x"]]], "b": 3}, {"a": "2", "b": "3", "result": {}}):
        text = json.dumps({"game": "war", "seed": 1, "position": pos, "moves": []})
        with pytest.raises(ValueError):
            cardlib.load_game(text)


def test_malformed_messages_name_the_problem() -> None:
    assert "must be a mapping" in refused_any([1, 2])
    assert "needs stack 'b'" in refused_any({"a": "2"})
    assert "no key 'jokers'" in refused_any({"a": "2", "b": "3", "jokers": 1})
    assert "a card must be text" in refused_any({"a": [5], "b": "3"})
    assert "pot must be two lists" in refused_any({"a": "2", "b": "3", "pot": "9"})
    assert "battles must be a whole number" in refused_any({"a": "2", "b": "3", "battles": "1"})
    assert "result must be None or" in refused_any({"a": "2", "b": "3", "result": 1})


def refused_any(pos: Any) -> str:
    with pytest.raises(ValueError) as err:
        new_war(position=pos)
    return str(err.value)


# ----- option ranges -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("game_id", "name", "low", "high"),
    [
        ("war", "war_down", 0, WAR_DOWN_MAX),
        ("war", "battle_cap", 1, BATTLE_CAP_MAX),
        ("quadruple-war", "battle_cap", 1, BATTLE_CAP_MAX),
    ],
)
def test_option_ranges(game_id: str, name: str, low: int, high: int) -> None:
    for value in (low, high):
        opts: dict[str, Any] = {name: value}
        assert cardlib.new_game(game_id, seed=1, **opts).options[name] == value
    for value in (low - 1, high + 1):
        bad: dict[str, Any] = {name: value}
        with pytest.raises(ValueError, match=f"from {low} to {high}"):
            cardlib.new_game(game_id, seed=1, **bad)
    option = cardlib.new_game(game_id, seed=1).info.option(name)
    assert f"{high:,}" in option.other


def test_largest_war_down_still_ends_and_round_trips() -> None:
    g = new_war(5, war_down=WAR_DOWN_MAX, battle_cap=300)
    play_checking(g, random.Random(5), 2000)
    assert g.is_over


def test_a_bad_seen_is_one_problem() -> None:
    assert position_problems({"a": "2", "b": "3", "seen": [1]}) == [
        "seen must be a whole number, not [1]"
    ]


def test_a_stack_longer_than_the_pack() -> None:
    assert "holds 53 cards: the pack has 52" in refused_any({"a": ["2"] * 53, "b": "3"})
