"""Positions of the trick games (All Fours, Forty-Five and its variants, Pepper): the state
round-trips, impossible positions are refused naming the problem, malformed ones are a
short ValueError, and every numeric option has both ends."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import cardlib
from cardlib.checks import PositionError
from cardlib.tricks.engine import MAX_DEALS, TrickGame, position_problems

GAMES: list[tuple[str, dict[str, Any]]] = [
    ("pepper", {}),
    ("pepper", {"all_pass": "stick_dealer", "pass_is_final": True, "target": 10}),
    ("all-fours", {}),
    ("all-fours", {"renege_penalties": True, "target": 7, "deal_batch": 1}),
    ("forty-five", {}),
    ("forty-five", {"players": 2, "unannounced_ace_becomes_lowest": True}),
    ("forty-five", {"robbing": "compulsory", "dealer_rob_timing": "own_turn_trick_1"}),
    ("spoil-five", {}),
    ("spoil-five", {"players": 2, "fiving": True}),
    ("twenty-five", {}),
    ("auction-forty-fives", {"max_hands": 3}),
]


def moves(game: cardlib.Game) -> list[str]:
    return [str(m) for m in game.legal_moves()]


def rebuilt(game: cardlib.Game, seed: int) -> cardlib.Game:
    return cardlib.new_game(game.info.id, seed=seed, position=game.state, **game.options)


@pytest.mark.parametrize(("game_id", "options"), GAMES)
def test_the_state_round_trips_at_every_step(game_id: str, options: dict[str, Any]) -> None:
    for k in range(3):
        g = cardlib.new_game(game_id, seed=k, **options)
        rng = random.Random(k)
        steps = 0
        while True:
            h = rebuilt(g, k + 100)
            assert h.state == g.state
            assert moves(h) == moves(g)
            if steps % 7 == 0 or g.is_over:
                saved = {
                    "game": g.info.id,
                    "seed": 1,
                    "options": g.non_default_options,
                    "position": g.state,
                    "moves": [],
                }
                loaded = cardlib.load_game(json.dumps(saved))
                assert loaded.state == g.state and moves(loaded) == moves(g)
            if g.is_over or steps >= 250:
                break
            g.play(rng.choice(g.legal_moves()))
            steps += 1


def test_a_rebuilt_game_plays_on_like_the_original() -> None:
    g = cardlib.new_game("all-fours", seed=4)
    rng = random.Random(4)
    for _ in range(10):
        g.play(rng.choice(g.legal_moves()))
    h = rebuilt(g, 9)
    for _ in range(10):
        move = rng.choice(g.legal_moves())
        g.play(move)
        h.play(str(move))
        assert h.state["hands"] == g.state["hands"] and moves(h) == moves(g)


# ----- impossible positions ---------------------------------------------------------------
def refused(game_id: str, position: dict[str, Any], **options: Any) -> str:
    with pytest.raises(PositionError) as err:
        cardlib.new_game(game_id, seed=1, position=position, **options)
    return str(err.value)


PEPPER_PLAY = {"hands": ["9H JD", "", "", ""], "trump": "H", "bid": "3", "maker": 1}


def test_a_card_twice_is_refused_in_each_game() -> None:
    assert "J♦ appears 2 times" in refused("pepper", {**PEPPER_PLAY, "hands": ["JD", "JD", "", ""]})
    assert "A♠ appears 2 times" in refused(
        "all-fours", {"hands": ["AS 2C", "AS", "", ""], "kick": "7H", "phase": "beg", "dealer": 0}
    )
    assert "A♠ appears 2 times" in refused(
        "forty-five", {"hands": ["AS", "", "", ""], "trump": "S", "turn_up": "AS"}
    )
    assert "K♥ appears 2 times" in refused(
        "forty-five", {"hands": ["KH", "", "", ""], "trump": "S", "stock": "KH 2C"}
    )


def test_a_card_of_no_pepper_pack_is_refused() -> None:
    assert "2♣ is not a card of this game" in refused(
        "pepper", {**PEPPER_PLAY, "hands": ["2C 9H", "", "", ""]}
    )


def test_a_trick_with_too_many_cards_is_refused() -> None:
    text = refused("pepper", {**PEPPER_PLAY, "trick": [[0, "9S"], [1, "TS"], [2, "JS"], [3, "QS"]]})
    assert "a trick of 4 cards among 4 players" in text


def test_a_seat_playing_twice_to_a_trick_is_refused() -> None:
    assert "plays twice" in refused("pepper", {**PEPPER_PLAY, "trick": [[0, "9S"], [0, "TS"]]})


@pytest.mark.parametrize(
    ("key", "value", "words"),
    [
        ("dealer", 4, "the dealer is seat 4"),
        ("turn", 7, "the turn is seat 7"),
        ("dealer", -1, "seat -1"),
    ],
)
def test_seats_out_of_range_are_refused(key: str, value: int, words: str) -> None:
    assert words in refused("pepper", {**PEPPER_PLAY, key: value})


def test_a_trick_play_by_no_seat_is_refused() -> None:
    assert "a seat in the trick is seat 9" in refused(
        "pepper", {**PEPPER_PLAY, "trick": [[9, "9S"]]}
    )


def test_scores_out_of_range_are_refused() -> None:
    assert "score 99 of" in refused("pepper", {**PEPPER_PLAY, "score": [99, 0]})
    assert "score -1 of" in refused(
        "forty-five", {"hands": ["2C", "", "", ""], "trump": "S", "score": [-1, 0]}
    )
    assert "score 30 of" in refused(
        "all-fours", {"hands": ["2C", "", "", ""], "kick": "7H", "score": [30, 0]}
    )


def test_bids_out_of_range_are_refused() -> None:
    assert "is not 1-5, little or big" in refused("pepper", {**PEPPER_PLAY, "bid": "7"})
    assert "the maker is seat 6" in refused("pepper", {**PEPPER_PLAY, "maker": 6})
    assert "is not one of 5, 10" in refused(
        "auction-forty-fives",
        {"hands": ["2C", "", "", ""], "trump": "S", "bid": 35, "maker": 0},
    )
    assert "passes 9 is out of range" in refused(
        "pepper", {"hands": ["9H", "", "", ""], "phase": "bid", "passes": 9}
    )


def test_hands_larger_than_the_game_deals_are_refused() -> None:
    assert "holds 7 cards: a hand holds at most 6" in refused(
        "pepper", {**PEPPER_PLAY, "hands": ["9H TH JH QH KH AH 9S", "", "", ""]}
    )
    assert "holds 6 cards: a hand holds at most 5" in refused(
        "forty-five",
        {"hands": ["2C 3C 4C 5C 6C 7C", "", "", ""], "trump": "S", "stock": "9D"},
    )


def test_counters_out_of_range_are_refused() -> None:
    assert "hand_no -1 is out of range" in refused("pepper", {**PEPPER_PLAY, "hand_no": -1})
    assert f"hand_no {MAX_DEALS + 1} is out of range" in refused(
        "pepper", {**PEPPER_PLAY, "hand_no": MAX_DEALS + 1}
    )
    assert "phase 'dance' is not one of" in refused("pepper", {**PEPPER_PLAY, "phase": "dance"})
    assert "no result" in refused("pepper", {**PEPPER_PLAY, "phase": "over"})
    assert "the pool 999 is out of range" in refused(
        "spoil-five", {"hands": ["2C", "", "", "", ""], "trump": "S", "pool": 999}
    )


def test_a_kick_or_turn_up_of_another_suit_is_refused() -> None:
    assert "the kick decides trumps" in refused(
        "all-fours", {"hands": ["2C", "", "", ""], "kick": "7H", "trump": "S"}
    )
    assert "the turn-up decides trumps" in refused(
        "forty-five", {"hands": ["2C", "", "", ""], "turn_up": "7H", "trump": "S"}
    )


def test_a_pepper_position_in_play_needs_a_bid() -> None:
    assert "needs 'bid' and 'maker'" in refused(
        "pepper", {"hands": ["9H", "", "", ""], "trump": "H"}
    )


def test_every_problem_is_listed() -> None:
    with pytest.raises(PositionError) as err:
        cardlib.new_game(
            "pepper",
            seed=1,
            position={**PEPPER_PLAY, "hands": ["2C JD", "JD", "", ""], "dealer": 9},
        )
    problems = err.value.problems
    assert any("appears 2 times" in p for p in problems)
    assert any("2♣ is not a card" in p for p in problems)
    assert any("the dealer is seat 9" in p for p in problems)


def test_position_problems_is_empty_for_real_states() -> None:
    g = cardlib.new_game("spoil-five", seed=3)
    assert isinstance(g, TrickGame) and position_problems(g) == []


def test_a_missing_card_is_allowed() -> None:
    g = cardlib.new_game("pepper", seed=1, position={"hands": ["9H", "", "", ""], "phase": "bid"})
    assert moves(g)


# ----- malformed positions -----------------------------------------------------------------
HUGE = "x" * 100_000
DEEP: Any = []
for _ in range(5000):
    DEEP = [DEEP]

MALFORMED: list[tuple[str, dict[str, Any]]] = [
    ("pepper", {"hands": "9H"}),
    ("pepper", {"hands": 5}),
    ("pepper", {"hands": None}),
    ("pepper", {"hands": [1, 2, 3, 4]}),
    ("pepper", {"hands": ["ZZ", "", "", ""], "phase": "bid"}),
    ("pepper", {"hands": [HUGE, "", "", ""], "phase": "bid"}),
    ("pepper", {"hands": DEEP}),
    ("pepper", {"hands": ["", "", "", ""], "trick": DEEP, "bid": "3", "maker": 0}),
    ("pepper", {"hands": ["", "", "", ""], "phase": "bid", "dealer": "2"}),
    ("pepper", {"hands": ["", "", "", ""], "phase": "bid", "dealer": True}),
    ("pepper", {"hands": ["", "", "", ""], "phase": "bid", "score": 5}),
    ("pepper", {"hands": ["", "", "", ""], "phase": "bid", "score": [1]}),
    ("pepper", {"hands": ["", "", "", ""], "phase": 3}),
    ("pepper", {"hands": ["", "", "", ""], "phase": "bid", "bids": [[0]]}),
    ("pepper", {"hands": ["", "", "", ""], "phase": "bid", "out": "no"}),
    ("pepper", {"hands": ["", "", "", ""], "phase": "bid", "high": {"a": 1}}),
    ("pepper", {"hands": ["", "", "", ""], "phase": "bid", "trump": "Q"}),
    ("pepper", {"hands": ["", "", "", ""], "phase": "bid", "tricks": [[0, "x", 1]]}),
    ("pepper", {"hands": ["", "", "", ""], "phase": "bid", "result": "won"}),
    ("pepper", {"hands": ["", "", "", ""], "phase": "bid", HUGE: 1}),
    ("pepper", {"hands": ["", "", "", ""], "phase": "bid", "events": [None]}),
    ("pepper", {"hands": ["", "", "", ""], "phase": "bid", "n": 5}),
    ("pepper", {"phase": "bid"}),
    ("all-fours", {"hands": ["", "", "", ""], "kick": 7}),
    ("all-fours", {"hands": ["", "", "", ""], "kick": "7H", "stock": {"a": 1}}),
    ("all-fours", {"hands": ["", "", "", ""], "kick": "7H", "dealt": "AS"}),
    ("all-fours", {"hands": ["", "", "", ""], "kick": "7H", "no_game": [1, 0]}),
    ("forty-five", {"hands": ["", "", "", ""], "turn_up": ["7H"]}),
    ("forty-five", {"hands": ["", "", "", ""], "trump": "S", "taken_up": "yes"}),
    ("forty-five", {"hands": ["", "", "", ""], "trump": "S", "asked": [True]}),
    ("forty-five", {"hands": ["", "", "", ""], "trump": "S", "pool": 1.5}),
    ("forty-five", {"hands": ["", "", "", ""], "trump": "S", "variant": "spoil_five"}),
    ("forty-five", {"hands": ["", "", "", ""], "trump": "S", "bid": "lots", "maker": 0}),
    ("forty-five", {"hands": ["", "", "", ""], "trump": "S", "trick": [[0, "AS", 1]]}),
]


@pytest.mark.parametrize(("game_id", "position"), MALFORMED)
def test_malformed_positions_are_a_short_value_error(game_id: str, position: Any) -> None:
    with pytest.raises(ValueError) as err:
        cardlib.new_game(game_id, seed=1, position=position)
    assert 0 < len(str(err.value)) <= 300


@pytest.mark.parametrize("position", [[1, 2], 5, "hands", {1: "x"}])
def test_a_position_that_is_not_a_mapping_is_a_value_error(position: Any) -> None:
    for game_id in ("pepper", "all-fours", "forty-five"):
        with pytest.raises(ValueError) as err:
            cardlib.new_game(game_id, seed=1, position=position)
        assert len(str(err.value)) <= 300


def test_a_saved_game_with_a_junk_position_is_a_value_error() -> None:
    text = json.dumps({"game": "pepper", "seed": 1, "position": {"hands": [HUGE]}, "moves": []})
    with pytest.raises(ValueError) as err:
        cardlib.load_game(text)
    assert len(str(err.value)) <= 300


# ----- option ranges ---------------------------------------------------------------------------
BOUNDS = [
    ("pepper", "target", 1, 1000),
    ("pepper", "max_hands", 0, MAX_DEALS),
    ("forty-five", "target", 0, 1000),
    ("forty-five", "max_hands", 0, MAX_DEALS),
    ("spoil-five", "stake", 0, 100),
    ("spoil-five", "dealer_stake", 0, 100),
    ("spoil-five", "spoil_stake", 0, 100),
]


@pytest.mark.parametrize(("game_id", "name", "low", "high"), BOUNDS)
def test_numeric_options_have_both_ends(game_id: str, name: str, low: int, high: int) -> None:
    for value in (low, high):
        assert cardlib.new_game(game_id, seed=1, **{name: value}).options[name] == value
    for value in (low - 1, high + 1):
        with pytest.raises(ValueError, match=name):
            cardlib.new_game(game_id, seed=1, **{name: value})


def test_no_numeric_option_of_the_family_is_open_ended() -> None:
    for game_id in ("pepper", "all-fours", "forty-five"):
        for option in cardlib.new_game(game_id, seed=1).info.options:
            if isinstance(option.default, int) and not isinstance(option.default, bool):
                assert option.choices or (option.minimum is not None and option.maximum is not None)


@pytest.mark.parametrize("game_id", ["pepper", "auction-forty-fives", "spoil-five"])
def test_a_huge_target_without_a_deal_limit_still_ends(game_id: str) -> None:
    options: dict[str, Any] = {"max_hands": 0}
    if game_id != "spoil-five":
        options["target"] = 1000
    g = cardlib.new_game(game_id, seed=1, **options)
    rng = random.Random(1)
    while not g.is_over:
        g.play(rng.choice(g.legal_moves()))
        assert g.state["hand_no"] <= MAX_DEALS
    assert g.outcome is not None
