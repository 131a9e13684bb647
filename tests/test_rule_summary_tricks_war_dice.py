"""The rule summaries (reference-card records) of the trick games, War and Solitaire Dice."""

from __future__ import annotations

import re

import pytest

import cardlib


def text(game_id: str, **options: object) -> str:
    return cardlib.new_game(game_id, seed=1, **options).rule_summary().text()


GAMES = [
    "war",
    "quadruple-war",
    "solitaire-dice",
    "forty-five",
    "pepper",
    "all-fours",
    "spoil-five",
    "twenty-five",
    "auction-forty-fives",
]


@pytest.mark.parametrize("game_id", GAMES)
def test_plain_words_only(game_id: str) -> None:
    s = cardlib.new_game(game_id, seed=1).rule_summary()
    t = s.text()
    assert s.object and s.layout and s.play and s.winning
    assert "_" not in t and "=" not in t
    assert not re.search(r"\b(he|his|him)\b", t, re.IGNORECASE)
    assert not re.search(r"\b0 points\b", t)
    assert not re.search(r"\b(one|1) (cards|points|tricks)\b", t)


@pytest.mark.parametrize(
    ("game_id", "target"),
    [("forty-five", 45), ("twenty-five", 25), ("auction-forty-fives", 120), ("pepper", 30)],
)
def test_targets(game_id: str, target: int) -> None:
    s = cardlib.new_game(game_id, seed=1).rule_summary()
    assert f"{target} points" in s.winning


def test_forty_five() -> None:
    t = text("forty-five")
    assert "may rob" in t and "Robbing" in t
    assert "Reneging" in t and "5 of trumps" in t
    assert "three or four tricks scores 5 points" in t and "all five tricks scores 10" in t
    assert "Four players in two partnerships" in t


def test_forty_five_options() -> None:
    none = text("forty-five", robbing="none")
    assert "may rob" not in none and "must rob" not in none and "Nobody robs" in none
    assert "must rob" in text("forty-five", robbing="compulsory")
    assert "reach 61 points" in text("forty-five", target=61)
    assert "15 for four tricks to one" in text("forty-five", scoring="net_difference")
    assert "Six players in two teams of three" in text("forty-five", players=6)
    assert "batches of two and then three" in text("forty-five", deal_pattern="2-3")
    assert "ranks as the lowest trump" in text("forty-five", unannounced_ace_becomes_lowest=True)


def test_spoil_five() -> None:
    t = text("spoil-five")
    assert "Five players, each playing alone" in t
    assert "must rob" in t and "pool" in t and "spoil" in t and "jink" in t
    assert "puts two counters" in t
    assert "Jinking" not in text("spoil-five", jinking=False)
    assert "puts three counters" in text("spoil-five", stake=3)
    assert "Fiving" in text("spoil-five", players=2, fiving=True)


def test_twenty_five_and_auction() -> None:
    t = text("twenty-five")
    assert "reach 25 points" in t and "Every trick scores 5 points" in t
    a = text("auction-forty-fives")
    assert "Bidding" in a and "5, 10, 15, 20, 25 or 30" in a and "hold" in a
    assert "may not bid less than 20" in a and "scores 60" in a
    assert "rob" not in a


def test_pepper() -> None:
    t = text("pepper")
    assert "Little Pepper" in t and "Big Pepper" in t and "Bidding" in t
    assert "bower" in t and "no trump" in t
    assert "loses 6 points" in t and "scores 12" in t
    assert "may bid again" in t and "thrown in" in t
    assert "may not bid again" in text("pepper", pass_is_final=True)
    assert "dealer must bid" in text("pepper", all_pass="stick_dealer")
    assert "reach 50 points" in text("pepper", target=50)


def test_all_fours() -> None:
    t = text("all-fours")
    for word in ("High", "Low", "Jack", "Game", "beg", "stand", "give one", "kick", "run the pack"):
        assert word in t, word
    assert "ace 1, six 2, jack 3" in t and "hang jack" in t and "scores 3" in t
    assert "14 points" in t and "anticlockwise" in t


def test_all_fours_options() -> None:
    seven = cardlib.new_game("all-fours", seed=1, target=7).rule_summary()
    assert "7 points" in seven.winning and "14" not in seven.text()
    assert "ace 1, two 2, jack 3" in text("all-fours", kick_values="tobago")
    assert "two points for Game" in text("all-fours", game_point_value=2)
    assert "only while holding a trump" in text("all-fours", give_one_requires_trump=True)
    assert "one card at a time" in text("all-fours", deal_batch=1)
    assert "loses the game at once" in text("all-fours", renege_penalties=True)
    assert "lower trump" in text("all-fours", no_undertrump=True)


def test_war() -> None:
    t = text("war")
    assert "one card face down" in t and "six cards for a single war" in t
    three = text("war", war_down=3)
    assert "three cards face down" in three and "one card face down" not in three
    assert "shuffles the won cards" in text("war", collection_order="random")
    assert "loses the game; if both" in text("war", war_shortfall="lose")
    assert "10,000 battles" in t and "500 battles" in text("war", battle_cap=500)
    assert "game is a draw." in text("war", stop_result="draw")


def test_quadruple_war() -> None:
    t = text("quadruple-war")
    assert "four cards face down" in t and "twelve cards for a single war" in t
    assert "22 cards for a double war" in t


def test_solitaire_dice() -> None:
    t = text("solitaire-dice")
    assert "throwaway" in t and "free ride" in t and "eighth mark" in t
    assert "500 or more is a win" in t and "costs 200 points" in t
    assert "7 is worth 30" in t
    assert "600 or more" in text("solitaire-dice", win_threshold=600)
    off = text("solitaire-dice", win_threshold=0)
    assert "no winning score" in off and "0 or more" not in off
