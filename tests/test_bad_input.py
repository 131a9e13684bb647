"""Whatever a reader types, saves or pastes (issue 41): deal codes, saved games, positions
and moves fed random text and random JSON. Each is read, or refused with a ``ValueError``
in a short message; nothing else escapes (no ``TypeError``, ``KeyError``,
``RecursionError``). The examples Hypothesis once shrank a failure to are kept below as
named tests."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardlib

GAME_IDS = [info.id for info in cardlib.catalog()]
#: How long a refusal may be: a sentence, with at most 60 characters of the input quoted.
LONGEST_MESSAGE = 300

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5)
    ),
    max_leaves=25,
)
SETTINGS = settings(
    max_examples=150,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)


def refused_or_read(call: Any, *args: Any, **kwargs: Any) -> None:
    """``call`` reads its input or refuses it with a short ValueError; nothing else."""
    try:
        call(*args, **kwargs)
    except ValueError as err:
        assert len(str(err)) <= LONGEST_MESSAGE, str(err)[:500]


@SETTINGS
@given(st.text(max_size=80))
def test_deal_codes_from_random_text(code: str) -> None:
    refused_or_read(cardlib.from_deal_code, code)


@SETTINGS
@given(
    st.sampled_from(GAME_IDS),
    st.integers(-5, 10**30),
    st.dictionaries(st.text(max_size=12), st.text(max_size=12), max_size=3),
)
def test_deal_codes_with_random_options(game_id: str, seed: int, options: dict[str, str]) -> None:
    code = f"{game_id}:{seed}:" + ",".join(f"{k}={v}" for k, v in options.items())
    refused_or_read(cardlib.from_deal_code, code)


@SETTINGS
@given(st.text(max_size=200))
def test_saved_games_from_random_text(text: str) -> None:
    refused_or_read(cardlib.load_game, text)


@SETTINGS
@given(JSON)
def test_saved_games_from_random_json(data: Any) -> None:
    refused_or_read(cardlib.load_game, json.dumps(data))


@SETTINGS
@given(st.sampled_from(GAME_IDS), JSON, JSON, JSON)
def test_saved_games_with_random_parts(
    game_id: str, options: Any, position: Any, moves: Any
) -> None:
    saved = {"game": game_id, "seed": 1, "options": options, "position": position, "moves": moves}
    refused_or_read(cardlib.load_game, json.dumps(saved))


@SETTINGS
@given(st.sampled_from(GAME_IDS), JSON)
def test_positions_from_random_json(game_id: str, position: Any) -> None:
    refused_or_read(cardlib.new_game, game_id, seed=1, position=position)


@SETTINGS
@given(
    st.sampled_from(GAME_IDS),
    st.dictionaries(
        st.sampled_from(
            [
                "hands",
                "tableau",
                "a",
                "b",
                "marks",
                "roll",
                "trick",
                "pot",
                "stock",
                "waste",
                "foundations",
                "score",
                "turn",
                "dealer",
                "phase",
                "result",
                "throwaways",
            ]
        ),
        JSON,
        max_size=4,
    ),
)
def test_positions_with_the_games_own_keys(game_id: str, position: dict[str, Any]) -> None:
    refused_or_read(cardlib.new_game, game_id, seed=1, position=position)


@SETTINGS
@given(st.sampled_from(GAME_IDS), st.text(max_size=40))
def test_moves_from_random_text(game_id: str, text: str) -> None:
    game = cardlib.new_game(game_id, seed=1)
    refused_or_read(game.play, text)


# ----- examples found, kept as named tests ------------------------------------------------
def test_a_huge_deal_code_is_refused_briefly() -> None:
    with pytest.raises(ValueError) as err:
        cardlib.from_deal_code("war:" + "9" * 20_000)
    assert len(str(err.value)) < 150


def test_a_100000_character_deal_code_is_refused_briefly() -> None:
    with pytest.raises(ValueError) as err:
        cardlib.from_deal_code("x" * 100_000)
    assert len(str(err.value)) < 200


def test_a_repeated_option_is_refused() -> None:
    with pytest.raises(ValueError, match="option 'draw' is given twice"):
        cardlib.from_deal_code("klondike:1:draw=1,draw=3")


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("[1, 2]", "must be a JSON object"),
        ('{"game": 5, "seed": 1}', "a game is named by its id"),
        ('{"game": "war", "seed": 1, "options": [1]}', "'options' must be a mapping"),
        ('{"game": "war", "seed": 1, "position": 3}', "a position must be a mapping"),
        ('{"game": "war", "seed": 1, "moves": "turn"}', "'moves' must be a list"),
        ('{"game": "war", "seed": true}', "a seed must be a whole number"),
        ('{"game": "war"}', "it has no 'seed'"),
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ],
)
def test_malformed_saved_games(text: str, fragment: str) -> None:
    with pytest.raises(ValueError, match=fragment):
        cardlib.load_game(text)


def test_pepper_with_a_huge_target_and_no_deal_limit_is_refused() -> None:
    with pytest.raises(ValueError, match="target"):
        cardlib.from_deal_code("pepper:1:target=1000000000,max_hands=0")


def test_every_numeric_option_has_both_ends() -> None:
    """So that a deal code cannot ask for a game that never ends (a target of a billion)."""
    open_ended = [
        f"{info.id}:{o.name}"
        for info in cardlib.catalog()
        for o in info.options
        if type(o.default) is int and not o.choices and (o.minimum is None or o.maximum is None)
    ]
    assert open_ended == []


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_long_junk_move_is_refused_without_repeating_it(game_id: str) -> None:
    game = cardlib.new_game(game_id, seed=1)
    for text in ("x" * 150, "t1-" + "9" * 150, "play " + "Q" * 150, "throw away " * 20):
        with pytest.raises(ValueError) as err:
            game.play(text)
        assert len(str(err.value)) < 160, str(err.value)
