"""Forty-Five and its family: the specification's test vectors and bad input."""

from __future__ import annotations

import json
from typing import Any

import pytest

from cardlib import IllegalMove, new_game, parse_cards
from cardlib.cards import Card, Suit
from cardlib.tricks import forty_five as ff
from cardlib.tricks.bots import RandomBot
from cardlib.tricks.engine import Play, TrickGame, trick_winner


def cards(text: str) -> list[Card]:
    return parse_cards(text)


def texts(items: list[Card]) -> str:
    return " ".join(str(c) for c in items)


def beats(trump: Suit, a: str, b: str, led: str | None = None) -> bool:
    """True when card ``a`` beats card ``b`` in a trick led by ``led`` (default ``b``)."""
    g = game_at(trump, "", "2C")
    ranking = g.ranking()
    first = Card.parse(led) if led else Card.parse(b)
    plays = [(0, first)]
    if led:
        plays.append((1, Card.parse(b)))
    plays.append((2, Card.parse(a)))
    return trick_winner(plays, ranking) == 2


def game_at(
    trump: Suit, trick: str, hand: str, **options: Any
) -> TrickGame:  # seat 1 (East) to play
    led = cards(trick)
    pos = {
        "hands": ["", hand, "", ""],
        "dealer": 3,
        "trump": trump.value,
        "trick": trick,
        "leader": 1 - len(led) if led else 1,
    }
    if not led:
        pos["turn"] = 1
    g = new_game("forty-five", seed=1, position=pos, **options)
    assert isinstance(g, TrickGame)
    return g


def legal(trump: Suit, trick: str, hand: str) -> set[str]:
    g = game_at(trump, trick, hand)
    assert g.to_move == 1
    return {str(c) for c in g.legal_cards()}


# ----- rank orders -------------------------------------------------------------------------
def test_trump_orders_are_the_spec_tables() -> None:
    assert texts(ff.trump_order(Suit.HEARTS)) == "5♥ J♥ A♥ K♥ Q♥ 10♥ 9♥ 8♥ 7♥ 6♥ 4♥ 3♥ 2♥"
    assert texts(ff.trump_order(Suit.DIAMONDS)) == ("5♦ J♦ A♥ A♦ K♦ Q♦ 10♦ 9♦ 8♦ 7♦ 6♦ 4♦ 3♦ 2♦")
    assert texts(ff.trump_order(Suit.CLUBS)) == "5♣ J♣ A♥ A♣ K♣ Q♣ 2♣ 3♣ 4♣ 6♣ 7♣ 8♣ 9♣ 10♣"
    assert texts(ff.trump_order(Suit.SPADES)) == "5♠ J♠ A♥ A♠ K♠ Q♠ 2♠ 3♠ 4♠ 6♠ 7♠ 8♠ 9♠ 10♠"
    for t in Suit:
        assert len(ff.trump_order(t)) == (13 if t is Suit.HEARTS else 14)


def test_plain_orders_are_the_spec_tables() -> None:
    assert texts(ff.plain_order(Suit.HEARTS, Suit.SPADES)) == (
        "K♥ Q♥ J♥ 10♥ 9♥ 8♥ 7♥ 6♥ 5♥ 4♥ 3♥ 2♥"
    )
    assert texts(ff.plain_order(Suit.DIAMONDS, Suit.CLUBS)) == (
        "K♦ Q♦ J♦ 10♦ 9♦ 8♦ 7♦ 6♦ 5♦ 4♦ 3♦ 2♦ A♦"
    )
    for s in (Suit.CLUBS, Suit.SPADES):
        ranks = texts(ff.plain_order(s, Suit.HEARTS)).replace(s.symbol, "")
        assert ranks == "K Q J A 2 3 4 5 6 7 8 9 10"
    with pytest.raises(ValueError):
        ff.plain_order(Suit.HEARTS, Suit.HEARTS)


def test_vector_1_and_2_rank_comparisons() -> None:
    h = ff.trump_order(Suit.HEARTS)
    assert h.index(Card.parse("5H")) < h.index(Card.parse("JH")) < h.index(Card.parse("AH"))
    assert h.index(Card.parse("AH")) < h.index(Card.parse("KH"))
    assert h[-1] == Card.parse("2H")
    d = cards("5D JD AH AD KD QD TD 2D")
    order = ff.trump_order(Suit.DIAMONDS)
    assert [order.index(c) for c in d] == sorted(order.index(c) for c in d)
    assert beats(Suit.CLUBS, "2C", "3C")
    assert ff.trump_order(Suit.CLUBS)[-1] == Card.parse("10C")
    assert beats(Suit.CLUBS, "AH", "AC")
    spades = ff.plain_order(Suit.SPADES, Suit.HEARTS)
    chain = cards("KS QS JS AS 2S 10S")
    assert [spades.index(c) for c in chain] == sorted(spades.index(c) for c in chain)
    assert beats(Suit.HEARTS, "9D", "AD")


# ----- legal sets --------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("trump", "trick", "hand", "expected"),
    [
        # vector 3: the A♥ is never a heart when hearts are not trumps
        (Suit.SPADES, "KH", "AH 9C", "A♥ 9♣"),
        (Suit.SPADES, "KH", "AH 4H 9C", "A♥ 4♥"),
        # vector 4: the renege privilege
        (Suit.SPADES, "7S", "JS 9H", "J♠ 9♥"),
        (Suit.SPADES, "7S", "JS 3S 9H", "J♠ 3♠"),
        (Suit.SPADES, "JS", "AH 9H", "A♥"),
        (Suit.SPADES, "JS", "5S 9H", "5♠ 9♥"),
        (Suit.SPADES, "JS", "5S AH 9H", "5♠ A♥"),
        (Suit.SPADES, "5S", "JS 9H", "J♠"),
        (Suit.SPADES, "AH", "7S 9H", "7♠"),
        (Suit.SPADES, "AH", "JS 9H", "J♠ 9♥"),
        # vector 5: a plain lead may always be trumped
        (Suit.DIAMONDS, "5C", "3C 4D", "3♣ 4♦"),
        (Suit.DIAMONDS, "5C", "KH 4D", "K♥ 4♦"),
    ],
)
def test_legal_sets(trump: Suit, trick: str, hand: str, expected: str) -> None:
    assert legal(trump, trick, hand) == set(expected.split())


def test_vector_3_ace_of_hearts_in_a_heart_trick() -> None:
    for other in ("5S", "JS"):
        assert beats(Suit.SPADES, other, "AH", led="KH")
    for other in ("AS", "KS", "2S", "10S"):
        assert beats(Suit.SPADES, "AH", other, led="KH")


def test_vector_6_trick_winners() -> None:
    g = game_at(Suit.HEARTS, "", "2C")
    plays = list(enumerate(cards("4D 9D AD 2H")))
    assert trick_winner(plays, g.ranking()) == 3
    g = game_at(Suit.DIAMONDS, "", "2C")
    assert trick_winner(list(enumerate(cards("10C 2C KC"))), g.ranking()) == 2
    assert trick_winner(list(enumerate(cards("10C 2C"))), g.ranking()) == 1


# ----- a scripted hand: vector 7 and 8 -----------------------------------------------------
VECTOR_7 = {
    "hands": ["5D AH KC 2S 3S", "10D 2C 3C 4C 6C", "4S 6S 7S 8S 9S", "JD 2H 3H 4H 6H"],
    "dealer": 3,
    "trump": "D",
}
VECTOR_7_PLAY = (
    "KC 2C 4S 2H "  # North wins with K♣
    "2S 10D 6S 3H "  # East trumps in with 10♦
    "3C 7S 6H 5D "  # East leads, North trumps with 5♦
    "AH 4C 8S 4H "  # West reneges his J♦ to the A♥: North wins
    "3S 6C 9S JD"  # West wins with J♦
)


def play_vector_7(**options: Any) -> TrickGame:
    g = new_game("forty-five", seed=5, position=VECTOR_7, **options)
    assert isinstance(g, TrickGame)
    for c in VECTOR_7_PLAY.split():
        g.play(f"play {c}")
    return g


def test_vector_7_scoring_both_ways() -> None:
    g = play_vector_7()
    winners = [t.winner for t in g.tricks] if g.hand_no == 0 else None
    assert winners is None  # the next hand is already dealt
    assert g.scores == (5, 0)
    assert g.last_hand[-1].startswith("North-South +5")
    assert play_vector_7(scoring="net_difference").scores == (5, 0)
    assert ff.hand_points(5, 0) == 10
    assert ff.hand_points(5, 0, "net_difference") == 25
    assert ff.hand_points(4, 1) == 5
    assert ff.hand_points(4, 1, "net_difference") == 15
    assert ff.hand_points(2, 3) == 0


def test_vector_8_game_at_45() -> None:
    g = new_game("forty-five", seed=5, position={**VECTOR_7, "score": [40, 42]})
    for c in VECTOR_7_PLAY.split():
        g.play(f"play {c}")
    assert g.is_over and g.outcome is not None
    assert g.outcome.winner == 0 and g.scores == (45, 42)


def test_vector_9_silent_ace_ranks_lowest() -> None:
    pos = {
        "hands": ["2H 3H", "AC 9D", "4H 5H", "6H 7H"],
        "dealer": 3,
        "turn_up": "7C",
        "trick": "2H",
        "leader": 0,
    }
    g = new_game("forty-five", seed=2, position=pos, unannounced_ace_becomes_lowest=True)
    assert isinstance(g, TrickGame)
    assert g.phase == "rob" and {str(m) for m in g.legal_moves()} == {
        "rob AC",
        "rob 9D",
        "decline",
        "silent",
    }
    order = g.ranking().trump_order
    assert order.index(Card.parse("AC")) < order.index(Card.parse("10C"))
    g.play("silent")
    order = g.ranking().trump_order
    assert order[-1] == Card.parse("AC")
    assert order.index(Card.parse("AC")) > order.index(Card.parse("10C"))
    assert not any("silent" in e for e in g.events)


def test_silent_is_not_offered_by_default() -> None:
    pos = {"hands": ["2H", "AC 9D", "4H", "6H"], "dealer": 3, "turn_up": "7C", "turn": 1}
    g = new_game("forty-five", seed=2, position=pos)
    assert {str(m) for m in g.legal_moves()} == {"rob AC", "rob 9D", "decline"}
    with pytest.raises(IllegalMove) as err:
        g.play("silent")
    assert err.value.rule == "not your turn" or err.value.rule == "out of turn"


# ----- robbing ------------------------------------------------------------------------------
def find_game(pred: Any, **options: Any) -> TrickGame:
    for seed in range(1, 3000):
        g = new_game("forty-five", seed=seed, **options)
        assert isinstance(g, TrickGame)
        if pred(g):
            return g
    raise AssertionError("no such deal")


def test_rob_by_ace_holder_then_plays_the_turn_up() -> None:
    g = find_game(lambda g: g.phase == "rob" and g.to_move == g.next_seat(g.dealer))
    seat = g.to_move
    assert seat is not None
    up = g.turn_up
    assert up is not None and ff.ace_of_trumps(up.suit) in g.hands[seat]
    discard = next(c for c in g.hands[seat] if c != ff.ace_of_trumps(up.suit))
    g.play(f"rob {discard.short}")
    assert up in g.hands[seat] and discard not in g.hands[seat]
    assert discard in g.discards and len(g.hands[seat]) == 5
    assert g.phase == "play" and g.to_move == seat
    assert Play(up) in g.legal_moves()


def test_dealer_robs_a_turned_ace_after_trick_1() -> None:
    g = find_game(lambda g: g.phase == "dealer_rob")
    dealer = g.dealer
    assert g.to_move == dealer
    moves = {str(m) for m in g.legal_moves()}
    assert "keep" in moves and len(moves) == 6
    first = g.hands[dealer][0]
    g.play(f"rob {first.short}")
    assert len(g.hands[dealer]) == 4 and g.turn_up not in g.hands[dealer]
    bot = RandomBot(1)
    while not g.tricks:
        assert g.turn_up not in g.legal_cards()
        g.play(bot.choose(g))
    assert g.turn_up in g.hands[dealer] and len(g.hands[dealer]) == 4


def test_dealer_robs_at_own_turn_when_asked() -> None:
    g = find_game(lambda g: g.phase == "dealer_rob", dealer_rob_timing="own_turn_trick_1")
    dealer = g.dealer
    g.play(f"rob {g.hands[dealer][0].short}")
    bot = RandomBot(1)
    while g.to_move != dealer:
        g.play(bot.choose(g))
    assert g.turn_up in g.hands[dealer] and len(g.hands[dealer]) == 5


def dealer_with_the_ace(**options: Any) -> TrickGame:
    """West deals and holds the A♣ under a turned-up 7♣; North, East, South play first."""
    pos = {
        "hands": ["2H 3H", "4H 5H", "6H 8H", "AC 9D"],
        "dealer": 3,
        "turn_up": "7C",
        "trick": "2H 4H 6H",
        "leader": 0,
    }
    g = new_game("forty-five", seed=2, position=pos, **options)
    assert isinstance(g, TrickGame)
    return g


@pytest.mark.parametrize("variant", ["forty_five", "spoil_five", "twenty_five"])
def test_the_dealer_holding_the_ace_of_trumps_may_rob(variant: str) -> None:
    # Bicycle: "the player holding the ace of the trump suit may exchange"; no source
    # leaves the dealer out. In Spoil Five robbing is compulsory (Peel).
    players = {"spoil_five": 4}.get(variant, 0)
    g = dealer_with_the_ace(variant=variant, players=players)
    assert g.to_move == 3 and g.phase == "rob"
    moves = {str(m) for m in g.legal_moves()}
    assert {"rob AC", "rob 9D"} <= moves
    assert ("decline" in moves) is (variant != "spoil_five")
    g.play("rob 9D")
    assert g.hands[3] == [Card.parse("AC"), Card.parse("7C")]
    assert Card.parse("9D") in g.discards and g.phase == "play" and g.to_move == 3
    assert Play(Card.parse("7C")) in g.legal_moves()


def test_a_dealer_who_declines_is_not_asked_again() -> None:
    g = dealer_with_the_ace()
    g.play("decline")
    assert g.phase == "play" and g.to_move == 3 and "West declines to rob" in g.events
    assert {str(m) for m in g.legal_moves()} == {"play AC", "play 9D"}


def test_compulsory_robbing_refuses_decline() -> None:
    g = find_game(lambda g: g.phase == "dealer_rob", robbing="compulsory")
    assert "keep" not in {str(m) for m in g.legal_moves()}
    before = json.dumps(g.state)
    with pytest.raises(IllegalMove) as err:
        g.play("keep")
    assert err.value.rule == "robbing"
    assert json.dumps(g.state) == before


def test_no_robbing_option() -> None:
    g = find_game(lambda g: g.turn_up is not None and g.turn_up.rank == 1, robbing="none")
    assert g.phase == "play"


# ----- bad input ---------------------------------------------------------------------------
def test_bad_input_is_refused_with_the_rule_and_no_change() -> None:
    g = game_at(Suit.SPADES, "7S", "JS 3S 9H")
    before = json.dumps(g.state)
    for move, rule in [
        ("play 9H", "renege privilege"),
        ("play KD", "card not in hand"),
        ("bid 25", "out of turn"),
        ("rob 3S", "robbing"),
        ("fold", "notation"),
    ]:
        with pytest.raises(IllegalMove) as err:
            g.play(move)
        assert err.value.rule == rule, move
        assert json.dumps(g.state) == before
    g = game_at(Suit.DIAMONDS, "5C", "3C 4D 9H")
    with pytest.raises(IllegalMove) as err:
        g.play("play 9H")
    assert str(err.value) == "you hold a club: you must follow suit or trump"
    assert err.value.rule == "follow suit"


def test_two_and_six_players() -> None:
    for n, sides in ((2, (0, 1)), (6, (0, 1, 0, 1, 0, 1))):
        g = new_game("forty-five", seed=3, players=n)
        assert isinstance(g, TrickGame)
        assert g.sides == sides and all(len(h) == 5 for h in g.hands)
    with pytest.raises(ValueError):
        new_game("forty-five", seed=3, players=5)


# ----- Spoil Five -------------------------------------------------------------------------
def test_vector_10_spoil_five_pool() -> None:
    g = new_game("spoil-five", seed=1)
    assert isinstance(g, ff.FortyFiveGame)
    assert g.n == 5 and g.sides == (0, 1, 2, 3, 4)
    assert g.pool == 11 and sum(g.scores) == -11
    for seed in range(1, 200):
        g = new_game("spoil-five", seed=seed, jinking=False)
        assert isinstance(g, ff.FortyFiveGame)
        bot = RandomBot(seed)
        while not g.is_over and g.hand_no == 0:
            g.play(bot.choose(g))
        if not g.is_over:  # the first deal was a spoil
            assert g.spoils == 1 and g.pool == 17 and sum(g.scores) == -17
            return
    raise AssertionError("no spoil in 200 deals")


def test_spoil_five_win_takes_the_pool() -> None:
    g = new_game("spoil-five", seed=4, jinking=False)
    bot = RandomBot(2)
    while not g.is_over:
        g.play(bot.choose(g))
    assert isinstance(g, ff.FortyFiveGame)
    assert sum(g.scores) == 0 and g.pool == 0
    assert g.outcome is not None and g.outcome.winner is not None
    assert g.scores[g.outcome.winner] > 0


def test_spoil_five_robbing_is_compulsory() -> None:
    for seed in range(1, 400):
        g = new_game("spoil-five", seed=seed)
        assert isinstance(g, ff.FortyFiveGame)
        if g.phase in ("rob", "dealer_rob"):
            assert all(str(m).startswith("rob ") for m in g.legal_moves())
            return
    raise AssertionError("no robbing found")


def test_jink_claim_and_jink() -> None:
    found = 0
    for seed in range(1, 600):
        g = new_game("spoil-five", seed=seed)
        assert isinstance(g, ff.FortyFiveGame)
        bot = RandomBot(seed)
        while not g.is_over and g.phase != "jink" and g.hand_no == 0:
            g.play(bot.choose(g))
        if g.phase != "jink":
            continue
        seat = g.to_move
        assert seat is not None
        assert [t.winner for t in g.tricks] == [seat] * 3
        claim = g.copy()
        pool = claim.pool
        before = claim.scores[seat]
        claim.play("claim")
        assert claim.is_over and claim.scores[seat] == before + pool
        g.play(next(m for m in g.legal_moves() if isinstance(m, Play)))
        assert g.jinker == seat
        while not g.is_over and g.hand_no == 0:
            g.play(bot.choose(g))
        if all(t.winner == seat for t in g.tricks) and g.is_over:
            assert g.scores[seat] == before + pool + 2 * 4
        found += 1
        if found >= 3:
            return
    raise AssertionError("no jink chance found")


# ----- Twenty-Five and Auction Forty-Fives --------------------------------------------------
def test_twenty_five_scores_each_trick_at_once() -> None:
    g = new_game("twenty-five", seed=3)
    assert isinstance(g, ff.FortyFiveGame)
    bot = RandomBot(3)
    while not g.tricks:
        g.play(bot.choose(g))
    winner = g.tricks[0].winner
    assert g.scores[g.sides[winner]] == 5 and sum(g.scores) == 5
    while not g.is_over:
        g.play(bot.choose(g))
    assert max(g.scores) == 25


def test_vector_11_auction_scoring() -> None:
    assert ff.auction_points(25, 4 * 5 + 5) == 25
    assert ff.auction_points(30, 30) == 60
    assert ff.auction_points(30, 25) == -30


def test_auction_bidding_and_discards() -> None:
    g = new_game("auction-forty-fives", seed=8)
    assert isinstance(g, ff.FortyFiveGame)
    assert g.phase == "bid" and g.turn_up is None
    first = g.to_move
    g.play("bid 15")
    with pytest.raises(IllegalMove) as err:
        g.play("bid 10")
    assert err.value.rule == "bid too low"
    g.play("pass")
    g.play("pass")
    assert g.to_move == g.dealer
    assert "hold" in {str(m) for m in g.legal_moves()}
    g.play("hold")
    assert g.high == (15, g.dealer) and g.to_move == first
    g.play("pass")
    assert g.phase == "trump" and g.to_move == g.dealer
    g.play("trump S")
    assert g.trump is Suit.SPADES and g.phase == "discard"
    seat = g.to_move
    assert seat is not None
    discarded = g.hands[seat][:2]
    for c in discarded:
        g.play(f"discard {c.short}")
    for _ in range(4):
        g.play("done")
    assert g.phase == "play" and all(len(h) == 5 for h in g.hands)
    assert all(c not in g.hands[seat] for c in discarded)
    assert g.to_move == g.next_seat(g.dealer)
