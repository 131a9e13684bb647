"""Pepper: the specification's test vectors, the auction and bad input."""

from __future__ import annotations

import json

import pytest

from cardlib import IllegalMove, new_game
from cardlib.cards import Card, Suit
from cardlib.tricks import pepper
from cardlib.tricks.engine import TrickGame, trick_winner


def texts(items: list[Card]) -> str:
    return " ".join(str(c) for c in items)


def legal(trump: str, trick: str, hand: str) -> set[str]:
    pos = {"hands": ["", hand, "", ""], "dealer": 3, "trump": trump, "trick": trick}
    pos.update({"leader": 0, "bid": "3", "maker": 0})
    g = new_game("pepper", seed=1, position=pos)
    assert isinstance(g, TrickGame) and g.to_move == 1
    return {str(c) for c in g.legal_cards()}


def test_vector_1_trump_order_and_tables() -> None:
    assert texts(pepper.trump_order(Suit.HEARTS)) == "J♥ J♦ A♥ K♥ Q♥ 10♥ 9♥"
    assert texts(pepper.trump_order(Suit.DIAMONDS)) == "J♦ J♥ A♦ K♦ Q♦ 10♦ 9♦"
    assert texts(pepper.trump_order(Suit.SPADES)) == "J♠ J♣ A♠ K♠ Q♠ 10♠ 9♠"
    assert texts(pepper.trump_order(Suit.CLUBS)) == "J♣ J♠ A♣ K♣ Q♣ 10♣ 9♣"
    assert pepper.trump_order(None) == []
    assert texts(pepper.plain_order(Suit.DIAMONDS, Suit.HEARTS)) == "A♦ K♦ Q♦ 10♦ 9♦"
    assert texts(pepper.plain_order(Suit.CLUBS, Suit.SPADES)) == "A♣ K♣ Q♣ 10♣ 9♣"
    assert texts(pepper.plain_order(Suit.SPADES, Suit.HEARTS)) == "A♠ K♠ Q♠ J♠ 10♠ 9♠"


def test_vector_2_left_bower_follows_as_a_trump() -> None:
    assert legal("H", "KD", "JD 9C") == {"J♦", "9♣"}
    assert legal("H", "KH", "JD 9C") == {"J♦"}


def test_vector_3_no_trump() -> None:
    order = pepper.plain_order(Suit.DIAMONDS, None)
    assert order.index(Card.parse("QD")) < order.index(Card.parse("JD"))
    assert order.index(Card.parse("JD")) < order.index(Card.parse("10D"))
    assert legal("none", "KH", "JH 9C") == {"J♥"}
    assert legal("none", "KD", "JH 9C") == {"J♥", "9♣"}


def test_left_bower_wins_over_the_ace_of_trumps() -> None:
    pos = {"hands": ["", "", "", ""], "dealer": 3, "trump": "H", "bid": "2", "maker": 0}
    g = new_game("pepper", seed=1, position=pos)
    assert isinstance(g, TrickGame)
    plays = list(enumerate(Card.parse(x) for x in ("AH", "JD", "KH")))
    assert trick_winner(plays, g.ranking()) == 1


@pytest.mark.parametrize(
    ("bid", "taken", "expected"),
    [
        (3, 4, (4, 2)),  # vector 4
        (4, 3, (-6, 3)),
        ("big", 5, (-12, 1)),  # vector 5
        ("little", 6, (6, 0)),
        ("big", 6, (12, 0)),
        ("little", 5, (-6, 1)),
        (1, 0, (-6, 6)),
    ],
)
def test_vectors_4_5_hand_scores(bid: int | str, taken: int, expected: tuple[int, int]) -> None:
    assert pepper.hand_score(bid, taken) == expected


def test_hand_score_refuses_bad_bids() -> None:
    with pytest.raises(ValueError):
        pepper.hand_score(6, 3)
    with pytest.raises(ValueError):
        pepper.hand_score(3, 7)


def auction(dealer: int, calls: list[str]) -> TrickGame:
    g = new_game("pepper", seed=1)
    assert isinstance(g, TrickGame)
    while g.dealer != dealer:  # throw in hands until the wanted dealer deals
        for _ in range(4):
            g.play("pass")
    for call in calls:
        g.play(call)
    return g


def test_vector_6_auctions() -> None:
    g = auction(0, ["bid 2", "bid 3", "pass", "pass", "pass"])
    assert g.phase == "trump" and g.current_bid() == ("3", 2) and g.to_move == 2
    calls = ["bid 1", "pass", "bid 2", "pass", "pass", "bid 3", "pass", "pass", "pass"]
    g = auction(3, calls)
    assert g.phase == "trump" and g.current_bid() == ("3", 1) and g.to_move == 1


def test_pass_is_final_option() -> None:
    g = new_game("pepper", seed=1, pass_is_final=True)
    assert isinstance(g, TrickGame)
    first = g.to_move
    g.play("pass")
    g.play("bid 1")
    g.play("pass")
    g.play("pass")  # the dealer
    assert g.phase == "trump" and g.to_move == g.next_seat(first)  # no re-entry for seat 1


def test_big_pepper_ends_the_auction_after_three_passes() -> None:
    g = auction(0, ["bid big"])
    assert [str(m) for m in g.legal_moves()] == ["pass"]
    for _ in range(3):
        g.play("pass")
    assert g.phase == "trump"
    assert "no trump" in {str(m) for m in g.legal_moves()}


def test_all_pass_redeals_and_stick_the_dealer() -> None:
    g = new_game("pepper", seed=1)
    assert isinstance(g, TrickGame)
    dealer = g.dealer
    for _ in range(4):
        g.play("pass")
    assert g.hand_no == 1 and g.dealer == g.next_seat(dealer) and g.phase == "bid"
    g = new_game("pepper", seed=1, all_pass="stick_dealer")
    assert isinstance(g, TrickGame)
    for _ in range(3):
        g.play("pass")
    assert g.to_move == g.dealer and "pass" not in {str(m) for m in g.legal_moves()}
    with pytest.raises(IllegalMove) as err:
        g.play("pass")
    assert err.value.rule == "stick the dealer"


def test_bad_bids_are_refused_with_state_unchanged() -> None:
    g = auction(0, ["bid 3"])
    before = json.dumps(g.state)
    for move, rule in [
        ("bid 2", "bid too low"),
        ("bid 3", "bid too low"),
        ("bid 9", "bid ladder"),
        ("play JH", "out of turn"),
        ("beg", "out of turn"),
        ("trump H", "out of turn"),
    ]:
        with pytest.raises(IllegalMove) as err:
            g.play(move)
        assert err.value.rule == rule, move
        assert json.dumps(g.state) == before


def test_failing_to_follow_is_refused() -> None:
    pos = {
        "hands": ["", "QH 9C", "", ""],
        "dealer": 3,
        "trump": "S",
        "trick": "KH",
        "leader": 0,
        "bid": "2",
        "maker": 0,
    }
    g = new_game("pepper", seed=1, position=pos)
    with pytest.raises(IllegalMove) as err:
        g.play("play 9C")
    assert err.value.rule == "follow suit"
    assert str(err.value) == "you hold a heart: you must follow suit"


# ----- vector 7: game end --------------------------------------------------------------------
# No trump; North (the maker) holds three winning spades and three losing hearts.
HANDS = ["AS KS QS 9H 10H JH", "AH KH QH AD KD QD", "AC KC QC JC 10C 9C", "JS 10S 9S JD 10D 9D"]
PLAY = "AS AD 9C 9S KS KD 10C 10S QS QD JC JS 9H AH QC JD KH KC 10D 10H QH AC 9D JH"


def play_hand(score: list[int], bid: str) -> TrickGame:
    pos = {"hands": HANDS, "dealer": 3, "trump": "none", "turn": 0, "score": score}
    g = new_game("pepper", seed=1, position={**pos, "bid": bid, "maker": 0})
    assert isinstance(g, TrickGame)
    for c in PLAY.split():
        g.play(f"play {c}")
    return g


def test_vector_7_game_end() -> None:
    g = play_hand([22, 27], "4")
    assert g.scores == (16, 30) and g.is_over and g.outcome is not None
    assert g.outcome.winner == 1
    g = play_hand([28, 30], "3")  # made: 31 to 33
    assert g.scores == (31, 33) and g.outcome is not None and g.outcome.winner == 1
    g = play_hand([28, 28], "3")  # made: 31 to 31
    assert g.scores == (31, 31) and g.outcome is not None and g.outcome.draw
    g = play_hand([0, 0], "3")
    assert g.scores == (3, 3) and not g.is_over and g.hand_no == 1


# ----- refusals name the bowers --------------------------------------------------------------
def refused(trump: str, trick: str, hand: str, card: str) -> IllegalMove:
    pos = {"hands": ["", hand, "", ""], "dealer": 3, "trump": trump, "trick": trick}
    g = new_game("pepper", seed=1, position={**pos, "leader": 0, "bid": "3", "maker": 0})
    before = json.dumps(g.state)
    with pytest.raises(IllegalMove) as err:
        g.play(f"play {card}")
    assert json.dumps(g.state) == before
    return err.value


def test_a_refusal_names_the_left_bower_as_a_trump() -> None:
    err = refused("H", "KH", "JD 9C", "9C")  # a trump lead: the J♦ must be played
    assert err.rule == "follow trumps"
    assert str(err) == (
        "you hold a trump (J♦, the left bower, counts as a trump): "
        "you must play a trump to a trump lead"
    )
    err = refused("H", "KD", "JD 10D", "JD")  # a diamond lead: the J♦ is no diamond
    assert err.rule == "follow suit"
    assert "J♦, the left bower, counts as a trump" in str(err)
    assert str(err).startswith("you hold a diamond")


def test_no_trump_has_no_bowers_to_name() -> None:
    err = refused("none", "KH", "JH 9C", "9C")
    assert str(err) == "you hold a heart: you must follow suit"
