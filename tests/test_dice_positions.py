"""Solitaire Dice positions: the state round-trips, impossible positions are refused with
every problem named, malformed input is a short ValueError, the option has both ends."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import cardlib
from cardlib import load_game, new_game
from cardlib.checks import PositionError
from cardlib.dice import new_dice_game
from cardlib.dice.engine import MAX_FREE_RIDES, MAX_LINE_MARKS, position_problems
from cardlib.dice.scoring import BEST_SCORE
from cardlib.game import IllegalMove

GAME = "solitaire-dice"


def moves_of(g: cardlib.Game) -> list[str]:
    return [str(m) for m in g.legal_moves()]


def check_round_trip(g: cardlib.Game) -> None:
    state = g.state
    again = new_game(GAME, seed=g.seed + 1, position=state, **g.options)
    assert again.state == state
    assert moves_of(again) == moves_of(g)
    saved = json.dumps(
        {
            "game": GAME,
            "seed": 1,
            "options": g.non_default_options,
            "position": json.loads(json.dumps(state)),
            "moves": [],
        }
    )
    loaded = load_game(saved)
    assert loaded.state == state
    assert moves_of(loaded) == moves_of(g)
    assert loaded.is_over == g.is_over


# ----- round trip ---------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("options", [{}, {"win_threshold": 0}, {"win_threshold": BEST_SCORE}])
def test_the_state_round_trips_at_every_step(seed: int, options: dict[str, Any]) -> None:
    rng = random.Random(seed)
    g = new_game(GAME, seed=seed, **options)
    while True:
        check_round_trip(g)
        if g.is_over:
            break
        g.play(rng.choice(g.legal_moves()))
    assert g.outcome is not None and g.state["roll"] is None


def test_round_trip_after_free_rides() -> None:
    # Play until a free ride has been taken, in several seeds; check the round trip then.
    found = 0
    for seed in range(200):
        rng = random.Random(seed)
        g = new_game(GAME, seed=seed)
        while not g.is_over:
            g.play(rng.choice(g.legal_moves()))
            if g.state["free_rides"]:
                found += 1
                check_round_trip(g)
        if found >= 5:
            break
    assert found >= 5


@pytest.mark.parametrize(
    "position",
    [
        {"roll": "1 1 3 5 6"},
        {"throwaways": {4: 1, 5: 1, 6: 1}, "roll": "1 1 2 2 3"},
        {"marks": {2: 4, 12: 3}, "throwaways": {2: 7, 4: 3, 5: 1}, "roll": "2 6 6 1 1"},
        {"marks": {3: 2, 5: 7, 7: 8, 8: 4, 9: 5}, "throwaways": {1: 8, 2: 4, 5: 3}},
        {"marks": {7: 12}, "roll": "1 2 3 4 5"},
        {"throwaways": {1: 1}},
        {},
    ],
)
def test_hand_made_positions_are_accepted_and_round_trip(position: dict[str, Any]) -> None:
    rng = random.Random(3)
    g = new_dice_game(5, position=position)
    while True:
        check_round_trip(g)
        if g.is_over:
            break
        g.play(rng.choice(g.legal_moves()))


def test_a_rebuilt_game_plays_on_like_the_original() -> None:
    g = new_game(GAME, seed=11)
    for _ in range(3):
        g.play(g.legal_moves()[0])
    again = new_game(GAME, seed=11, position=g.state)
    while not g.is_over:
        move = g.legal_moves()[-1]
        g.play(move)
        again.play(str(move))
        assert again.state == g.state


# ----- impossible positions -----------------------------------------------------------------
@pytest.mark.parametrize(
    ("position", "words"),
    [
        ({"roll": "1 2 3 4 7"}, "a die shows 1 to 6, not 7"),
        ({"roll": [0, 1, 2, 3, 4]}, "a die shows 1 to 6, not 0"),
        ({"last_roll": [1, 2, 3, 4, 9]}, "the last roll: a die shows 1 to 6, not 9"),
        ({"roll": "1 2 3 4"}, "the roll has 4 dice"),
        ({"roll": [1, 2, 3, 4, 5, 6]}, "the roll has 6 dice"),
        ({"throwaways": {1: 1, 2: 1, 3: 1, 4: 1}}, "4 throwaway numbers in use"),
        ({"throwaways": {1: 9}}, "throwaway number 1 has 9 marks"),
        ({"throwaways": {1: -1}}, "throwaway number 1 cannot carry -1 marks"),
        ({"marks": {7: -2}}, "scoring line 7 cannot carry -2 marks"),
        ({"marks": {13: 1}}, "a scoring line is a sum from 2 to 12, not 13"),
        ({"marks": {"1": 1}}, "a scoring line is a sum from 2 to 12, not '1'"),
        ({"throwaways": {7: 1}}, "a throwaway number is a face from 1 to 6, not 7"),
        ({"rolls": -1}, "rolls cannot be negative"),
        ({"free_rides": -3}, "free_rides cannot be negative"),
        ({"rolls": 2, "free_rides": 3, "throwaways": {1: 1, 2: 1, 3: 1}}, "3 free rides among"),
        ({"rolls": 4, "free_rides": 1, "throwaways": {1: 1}}, "a free ride needs 3"),
        ({"throwaways": {1: 8, 2: 8}}, "both have 8 marks"),
        ({"throwaways": {3: 8}, "roll": "1 2 3 4 5"}, "the game is over, but a roll is showing"),
        ({"marks": {7: 1, "7": 2}}, "scoring line 7 is given twice"),
        ({"rolls": 5, "throwaways": {1: 4}}, "5 rolls with a throwaway but only 4 throwaway"),
        ({"rolls": 10**18, "throwaways": {1: 1}}, "rolls with a throwaway but only 1"),
        (
            {"rolls": 1001, "free_rides": 1001, "throwaways": {1: 1, 2: 1, 3: 1}},
            "1001 free rides: more than 1,000 never happen",
        ),
        ({"marks": {7: MAX_LINE_MARKS + 1}}, f"scoring line 7 has {MAX_LINE_MARKS + 1} marks"),
    ],
)
def test_impossible_positions_are_refused(position: dict[str, Any], words: str) -> None:
    assert any(words in p for p in position_problems(position))
    with pytest.raises(PositionError) as err:
        new_game(GAME, seed=1, position=position)
    assert any(words in p for p in err.value.problems)
    with pytest.raises(PositionError):
        new_dice_game(1, position=position)


def test_every_problem_is_listed() -> None:
    position = {
        "marks": {7: -1, 14: 2},
        "throwaways": {1: 1, 2: 1, 3: 1, 4: 9},
        "roll": "1 2 3 4 8",
        "rolls": -1,
    }
    problems = position_problems(position)
    for words in ("cannot carry -1", "not 14", "4 has 9 marks", "not 8", "4 throwaway numbers"):
        assert any(words in p for p in problems), (words, problems)
    assert any("rolls cannot be negative" in p for p in problems)
    with pytest.raises(PositionError, match=r"and \d+ more problems"):
        new_game(GAME, seed=1, position=position)


def test_the_practical_limits_are_accepted() -> None:
    assert MAX_LINE_MARKS == 2 * (22 + MAX_FREE_RIDES)
    position = {
        "marks": {7: MAX_LINE_MARKS},
        "throwaways": {1: 7, 2: 7, 3: 7},
        "rolls": 21 + MAX_FREE_RIDES,
        "free_rides": MAX_FREE_RIDES,
    }
    g = new_game(GAME, seed=2, position=position)
    check_round_trip(g)
    assert not g.is_over


def test_possible_positions_have_no_problems() -> None:
    assert position_problems({}) == []
    assert position_problems(new_game(GAME, seed=4).state) == []
    assert position_problems({"throwaways": {"2": 8}, "marks": {"12": 20}}) == []


# ----- malformed positions ------------------------------------------------------------------
JUNK: list[object] = [
    None,
    3,
    2.5,
    True,
    "x" * 100_000,
    [1, 2, 3],
    {"a": 1},
    [[[[[]]]]],
    {7: {7: {7: 7}}},
]


def deep(n: int) -> object:
    value: object = []
    for _ in range(n):
        value = [value]
    return value


@pytest.mark.parametrize("key", ["marks", "throwaways", "roll", "last_roll", "rolls", "free_rides"])
@pytest.mark.parametrize("junk", range(len(JUNK) + 1))
def test_junk_at_every_key_is_a_short_value_error(key: str, junk: int) -> None:
    value = JUNK[junk] if junk < len(JUNK) else deep(100_000)
    if value is None or (key == "rolls" and junk == 1) or (key == "free_rides" and junk == 1):
        return  # None means "left out"; 3 rolls is a fine counter
    with pytest.raises(ValueError) as err:
        new_game(GAME, seed=1, position={key: value})
    assert len(str(err.value)) <= 200


@pytest.mark.parametrize("value", [*JUNK[1:], deep(100_000), {(1, 2): 3}, {"nope": 1}])
def test_junk_positions_are_short_value_errors(value: object) -> None:
    with pytest.raises(ValueError) as err:
        new_game(GAME, seed=1, position=value)  # type: ignore[arg-type]
    assert len(str(err.value)) <= 200
    with pytest.raises(ValueError) as err:
        new_dice_game(1, position=value)  # type: ignore[arg-type]
    assert len(str(err.value)) <= 200
    assert position_problems(value)


def test_marks_of_the_wrong_type() -> None:
    for bad in ("3", 2.0, None, True, [3], "x" * 100_000):
        with pytest.raises(PositionError, match="must be a whole number") as err:
            new_game(GAME, seed=1, position={"marks": {7: bad}})
        assert len(str(err.value)) <= 200


def test_unknown_key_is_named() -> None:
    with pytest.raises(PositionError, match="unknown position key 'score'"):
        new_game(GAME, seed=1, position={"score": 0})
    with pytest.raises(PositionError, match="unknown position key") as err:
        new_game(GAME, seed=1, position={"k" * 100_000: 0})
    assert len(str(err.value)) <= 200


def test_load_game_with_a_junk_position() -> None:
    for position in ([1, 2], {"roll": "banana"}, {"marks": {"7": "many"}}, 17):
        text = json.dumps(
            {"game": GAME, "seed": 1, "options": {}, "position": position, "moves": []}
        )
        with pytest.raises(ValueError) as err:
            load_game(text)
        assert len(str(err.value)) <= 200


# ----- moves --------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "x" * 100_000,
        " " * 100_000 + "+",
        "throw 3: " + "1+5 " * 25_000,
        "3" * 100_000,
        "throw 3 sums " + "9" * 100_000 + " 7",
        "٣: 15 16",
        "throw 3 sums ² 7",
        "throw 9: 1+5 1+6",
        "",
        "free",
    ],
)
def test_parse_move_junk_is_a_short_illegal_move(text: str) -> None:
    g = new_dice_game(1, position={"roll": "1 1 3 5 6"})
    with pytest.raises(IllegalMove) as err:
        g.parse_move(text)
    message = str(err.value)
    assert len(message) <= 200
    assert text[:61] not in message or len(text) <= 60


@pytest.mark.parametrize("value", [None, 5, ["throw 3: 1+5 1+6"], b"throw"])
def test_parse_move_of_no_text(value: object) -> None:
    g = new_dice_game(1, position={"roll": "1 1 3 5 6"})
    with pytest.raises(ValueError):
        g.parse_move(value)  # type: ignore[arg-type]


def test_parse_move_still_reads_moves() -> None:
    g = new_dice_game(1, position={"roll": "1 1 3 5 6"})
    assert str(g.parse_move("throw away 3, pair 1 + 5 and 1 + 6")) == "throw 3: 1+5 1+6"


# ----- the option ---------------------------------------------------------------------------
def test_win_threshold_range() -> None:
    assert BEST_SCORE == 3350
    for ok in (0, 1, 500, BEST_SCORE, "none", None, str(BEST_SCORE)):
        g = new_game(GAME, seed=1, win_threshold=ok)
        assert g.options["win_threshold"] in (0, 1, 500, BEST_SCORE)
    for bad in (-1, BEST_SCORE + 1, 10**9, "3351", True, "lots", 2.5):
        with pytest.raises(ValueError) as err:
            new_game(GAME, seed=1, win_threshold=bad)
        assert len(str(err.value)) <= 200
    with pytest.raises(ValueError, match="from 0 to 3350"):
        new_game(GAME, seed=1, win_threshold=BEST_SCORE + 1)
    (option,) = new_dice_game().info.options
    assert option.minimum == 0 and option.maximum == BEST_SCORE
    assert "3,350" in option.other
    with pytest.raises(ValueError):
        cardlib.new_game(f"{GAME}", seed=1, win_threshold=-1)


def test_the_best_score_is_reachable_on_paper() -> None:
    g = new_dice_game(position={"marks": dict.fromkeys(range(2, 13), 10), "roll": "1 2 3 4 5"})
    assert g.score == BEST_SCORE
