"""Trinidad All Fours: the specification's test vectors, begging and running, bad input."""

from __future__ import annotations

import json
from typing import Any

import pytest

from cardlib import IllegalMove, new_game, parse_cards
from cardlib.cards import Card, standard_pack
from cardlib.tricks import all_fours as af
from cardlib.tricks.engine import TrickGame


def game(position: dict[str, Any], **options: Any) -> af.AllFoursGame:
    g = new_game("all-fours", seed=1, position=position, **options)
    assert isinstance(g, af.AllFoursGame)
    return g


# ----- vector 1: kick points ---------------------------------------------------------------
def test_vector_1_kick_points() -> None:
    assert af.kick_points(Card.parse("JS")) == 3
    assert af.kick_points(Card.parse("6D")) == 2
    assert af.kick_points(Card.parse("AC")) == 1
    assert af.kick_points(Card.parse("9H")) == 0
    assert af.kick_points(Card.parse("2C"), "tobago") == 2
    assert af.kick_points(Card.parse("6C"), "tobago") == 0


def test_the_kick_scores_for_the_dealers_team_at_once() -> None:
    seen = set()
    for seed in range(1, 200):
        g = new_game("all-fours", seed=seed)
        assert isinstance(g, af.AllFoursGame)
        assert g.kick is not None and g.trump is g.kick.suit
        dealer_side = g.sides[g.dealer]
        assert g.scores[dealer_side] == af.kick_points(g.kick)
        assert g.scores[1 - dealer_side] == 0
        seen.add(af.kick_points(g.kick))
    assert seen == {0, 1, 2, 3}


def test_deal_and_play_go_anticlockwise() -> None:
    g = new_game("all-fours", seed=3)
    assert isinstance(g, af.AllFoursGame)
    assert all(len(h) == 6 for h in g.hands)
    beggar = (g.dealer - 1) % 4  # the player on the dealer's right
    assert g.to_move == beggar and g.phase == "beg"
    g.play("stand")
    assert g.to_move == beggar
    g.play(f"play {g.legal_cards()[0].short}")
    assert g.to_move == (beggar - 1) % 4


# ----- vector 2: beg, give one, run the pack -------------------------------------------------
def beg_position(kick: str = "7H", run1: str = "AH", run2: str = "2C") -> dict[str, Any]:
    special = parse_cards(f"{kick} {run1} {run2}")
    rest = [c for c in standard_pack() if c not in special]
    hands = [" ".join(c.short for c in rest[i * 6 : i * 6 + 6]) for i in range(4)]
    stock = [c.short for c in rest[24:36]] + [run1] + [c.short for c in rest[36:48]] + [run2]
    stock += [c.short for c in rest[48:]]
    return {"hands": hands, "dealer": 0, "kick": kick, "phase": "beg", "stock": " ".join(stock)}


def test_vector_2_beg_and_give_one() -> None:
    g = game(beg_position())
    assert g.to_move == 3
    g.play("beg")
    assert g.to_move == 0 and g.phase == "give"
    g.play("give one")
    assert g.scores == (0, 1)
    assert g.trump is not None and g.trump.value == "H"
    assert g.phase == "play" and g.to_move == 3


def test_vector_2_run_the_pack_twice() -> None:
    g = game(beg_position())
    cards = g.all_cards()
    g.play("beg")
    g.play("run")
    assert g.scores == (1, 0)  # the A♥ kick: same suit, so another run
    assert g.trump is not None and g.trump.value == "C"
    assert all(len(h) == 12 for h in g.hands)
    assert g.aside == parse_cards("7H AH") and g.kick == Card.parse("2C")
    assert g.phase == "play" and g.to_move == 3
    assert g.all_cards() == cards


def test_pack_exhausted_redeals_with_the_same_dealer() -> None:
    pos = beg_position(run2="9H")  # hearts three times: no third run possible
    g = game(pos)
    g.play("beg")
    g.play("run")
    assert g.dealer == 0 and g.hand_no == 1 and g.phase == "beg"
    assert all(len(h) == 6 for h in g.hands)
    assert g.scores[0] >= 1  # the A♥ kick point stands


def test_kick_can_win_and_winning_gift_options() -> None:
    pos = beg_position(run1="JD")
    g = game({**pos, "score": [13, 0]})
    g.play("beg")
    g.play("run")
    assert g.is_over and g.outcome is not None and g.outcome.winner == 0
    g = game({**pos, "score": [13, 0]}, kick_can_win=False)
    g.play("beg")
    g.play("run")
    assert not g.is_over and g.scores == (13, 0)
    g = game({**pos, "score": [0, 13]}, can_give_winning_point=False)
    g.play("beg")
    assert [str(m) for m in g.legal_moves()] == ["run"]
    with pytest.raises(IllegalMove) as err:
        g.play("give one")
    assert err.value.rule == "no winning gift"
    g = game({**pos, "score": [0, 13]})
    g.play("beg")
    g.play("give one")
    assert g.is_over and g.outcome is not None and g.outcome.winner == 1


def test_give_one_requires_trump_option() -> None:
    pos = beg_position()
    assert "H" not in pos["hands"][0]  # the dealer holds no heart (A♣ 3♣ ... 7♣)
    g = game(pos, give_one_requires_trump=True)
    g.play("beg")
    with pytest.raises(IllegalMove) as err:
        g.play("give one")
    assert err.value.rule == "give one needs a trump"


def test_begging_out_of_turn_is_refused() -> None:
    g = game(beg_position())
    g.play("stand")
    before = json.dumps(g.state)
    for move, rule in [
        ("beg", "beg out of turn"),
        ("give one", "give out of turn"),
        ("bid 3", "out of turn"),
    ]:
        with pytest.raises(IllegalMove) as err:
            g.play(move)
        assert err.value.rule == rule
        assert json.dumps(g.state) == before
    g = game(beg_position())
    with pytest.raises(IllegalMove) as err:
        g.play("run")
    assert err.value.rule == "give out of turn"


# ----- vector 3: legal sets -------------------------------------------------------------------
def legal(trick: str, hand: str, **options: Any) -> set[str]:
    led = parse_cards(trick)
    pos = {
        "hands": ["", "", "", hand],
        "dealer": 0,
        "trump": "D",
        "trick": trick,
        "leader": (3 + len(led)) % 4,
    }
    g = game(pos, **options)
    assert g.to_move == 3
    return {str(c) for c in g.legal_cards()}


def test_vector_3_legal_sets() -> None:
    assert legal("4C", "4S 9D KH") == {"4♠", "9♦", "K♥"}  # void in clubs
    assert legal("2C", "4C 9D KH") == {"4♣", "9♦"}
    assert legal("2C", "9D KH") == {"9♦", "K♥"}
    assert legal("2D", "9D KH") == {"9♦"}


def test_no_undertrump_option() -> None:
    assert legal("4C KD", "9D KH") == {"9♦", "K♥"}
    assert legal("4C KD", "9D KH", no_undertrump=True) == {"K♥"}
    assert legal("4C KD", "9D", no_undertrump=True) == {"9♦"}
    assert legal("4C KD", "AD 9D KH", no_undertrump=True) == {"A♦", "K♥"}


def test_failing_to_follow_is_refused_naming_the_rule() -> None:
    pos = {"hands": ["", "", "", "4C 9D KH"], "dealer": 0, "trump": "D", "trick": "2C"}
    g = game({**pos, "leader": 0})
    before = json.dumps(g.state)
    with pytest.raises(IllegalMove) as err:
        g.play("play KH")
    assert err.value.rule == "follow suit"
    assert str(err.value) == "you hold a club: you must follow suit or trump"
    with pytest.raises(IllegalMove) as err:
        g.play("play AS")
    assert err.value.rule == "card not in hand"
    assert json.dumps(g.state) == before


# ----- vectors 4-7: High, Low, Jack, Game --------------------------------------------------------
# Dealer East (1); North (0) leads; play goes North, West, South, East.
DEAL = {"hands": ["AS 4D", "3C 10C", "5H 6H", "2S JS"], "dealer": 1, "trump": "S"}


def play_out(position: dict[str, Any], plays: str) -> af.AllFoursGame:
    g = game(position)
    assert g.to_move == 0
    for c in plays.split():
        g.play(f"play {c}")
    return g


def test_vectors_4_and_5_low_and_jack() -> None:
    # West's 2♠ falls to North's A♠: West's side still scores Low; West keeps his jack.
    g = play_out(DEAL, "AS 2S 5H 3C 4D JS 6H 10C")
    assert g.scores == (1, 3)
    assert [e for e in g.last_hand if "+" in e] == [
        "North-South +1 (High, A♠)",
        "East-West +1 (Low, 2♠)",
        "East-West +1 (Jack, J♠)",
        "East-West +1 (Game, 11)",
    ]


def test_vector_5_hang_jack() -> None:
    pos = {"hands": ["AS KS", "3C 4C", "5H 6H", "2S JS"], "dealer": 1, "trump": "S"}
    g = play_out(pos, "AS 2S 5H 3C KS JS 6H 4C")
    assert "North-South +3 (Hang Jack, J♠)" in g.last_hand
    assert g.scores == (1 + 3 + 1, 1)  # High, Hang Jack, Game (A K J = 8) / Low
    # J♠ won by the holder's partner: the holder's side scores 1.
    pos = {"hands": ["4D 5D", "QS 3C", "5H 6H", "JS 2H"], "dealer": 1, "trump": "S"}
    g = play_out(pos, "4D JS 5H QS 3C 5D 2H 6H")
    assert "East-West +1 (Jack, J♠)" in g.last_hand


def test_vector_6_game_count() -> None:
    assert af.game_points(parse_cards("10H AC QD")) == 16
    assert af.game_points(parse_cards("10S KC JD AH")) == 18
    assert af.game_points(parse_cards("9S 8S 2C")) == 0


def test_vector_7_order_of_scoring_decides_the_game() -> None:
    g = play_out({**DEAL, "score": [13, 13]}, "AS 2S 5H 3C 4D JS 6H 10C")
    assert g.is_over and g.outcome is not None
    assert g.outcome.winner == 0 and g.scores == (14, 13)


def test_only_one_trump_dealt_scores_high_and_low() -> None:
    pos = {"hands": ["AS 4D", "3C 10C", "5H 6H", "2H 7D"], "dealer": 1, "trump": "S"}
    g = play_out(pos, "AS 2H 5H 3C 4D 7D 6H 10C")
    assert "North-South +1 (High, A♠)" in g.last_hand
    assert "North-South +1 (Low, A♠)" in g.last_hand


def test_renege_penalties_option() -> None:
    pos = {"hands": ["9S 4D", "3C 10C", "5H 6H", "AS 2H"], "dealer": 1, "trump": "S"}
    g = game(pos, renege_penalties=True)
    g.play("play 9S")
    assert "play 2H" in {str(m) for m in g.legal_moves()}
    g.play("play 2H")  # West fails a trump lead holding the A♠
    assert g.is_over and g.outcome is not None and g.outcome.winner == 0
    pos = {"hands": ["9S 4D", "3C 10C", "5H 6H", "2S 2H"], "dealer": 1, "trump": "S"}
    g = game(pos, renege_penalties=True)
    g.play("play 9S")
    g.play("play 2H")  # a lesser revoke: the other side scores 1
    assert g.scores == (1, 0) and not g.is_over


def test_aliases() -> None:
    for alias in ("trinidad-all-fours", "all-foes"):
        g = new_game(alias, seed=2)
        assert isinstance(g, TrickGame) and g.id == "all-fours"
    g = new_game("all-fours", seed=2, deal_batch=1)
    assert isinstance(g, TrickGame) and all(len(h) == 6 for h in g.hands)


def test_a_position_whose_kick_is_not_trumps_is_refused() -> None:
    # The kick proposes trumps; after a run the new kick is trumps: they always agree.
    with pytest.raises(ValueError, match="makes diamonds trumps, not spades"):
        game({"hands": ["AS", "KS", "QS", "JS"], "dealer": 2, "trump": "S", "kick": "9D"})
    assert game({"hands": ["AS", "KS", "QS", "2S"], "dealer": 2, "kick": "9S"}).trump.label == (
        "spades"
    )


def test_a_kicked_jack_scores_its_kick_points_only() -> None:
    # The J♠ is the kick: it was never dealt, so nobody scores Jack (or Hang Jack) for it.
    pos = {"hands": ["AS KS", "3C 4C", "5H 6H", "2S QS"], "dealer": 1, "kick": "JS"}
    g = play_out(pos, "AS 2S 5H 3C KS QS 6H 4C")
    assert not any("Jack" in e for e in g.last_hand)
    assert "North-South +1 (High, A♠)" in g.last_hand
    assert "East-West +1 (Low, 2♠)" in g.last_hand
