"""The trick-taking engine: deals, directions, rank orders, notation, views."""

from __future__ import annotations

import pytest

import cardlib
from cardlib import IllegalMove, new_game, parse_cards
from cardlib.cards import Card, Suit
from cardlib.tricks.engine import (
    Bid,
    Discard,
    FollowRule,
    GiveOne,
    NameTrump,
    Pass,
    Play,
    Ranking,
    Rob,
    RunPack,
    TrickGame,
    deal,
    legal_cards,
    move_card,
    move_label,
    parse_trick_move,
    trick_winner,
)

GAMES = ("forty-five", "pepper", "all-fours")


def test_deal_patterns() -> None:
    pack = parse_cards("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS")
    hands, rest = deal(pack, 2, first=1, direction=1, pattern=(3, 2))
    assert hands[1] == parse_cards("AS 2S 3S 7S 8S")
    assert hands[0] == parse_cards("4S 5S 6S 9S 10S")
    assert rest == parse_cards("JS")
    hands, _ = deal(pack, 3, first=0, direction=-1, pattern=(1, 1))
    assert hands[0] == parse_cards("AS 4S") and hands[2] == parse_cards("2S 5S")


def test_games_deal_their_patterns() -> None:
    g = new_game("forty-five", seed=9)
    assert isinstance(g, TrickGame)
    pack = cardlib.shuffled(cardlib.standard_pack(), 9)
    left = g.next_seat(g.dealer)
    assert g.hands[left][:3] == pack[:3] and g.hands[left][3:] == pack[12:14]
    g = new_game("forty-five", seed=9, deal_pattern="2-3")
    assert isinstance(g, TrickGame)
    assert g.hands[g.next_seat(g.dealer)][:2] == pack[:2]
    p = new_game("pepper", seed=9)
    assert isinstance(p, TrickGame)
    pack = cardlib.shuffled(cardlib.pepper_pack(), 9)
    assert p.hands[p.next_seat(p.dealer)] == pack[0:24:4]
    a = new_game("all-fours", seed=9)
    assert isinstance(a, TrickGame)
    right = (a.dealer - 1) % 4
    pack = cardlib.shuffled(cardlib.standard_pack(), 9)
    assert a.hands[right][:3] == pack[:3] and a.hands[(right - 1) % 4][:3] == pack[3:6]


def test_ranking_and_effective_suit() -> None:
    r = Ranking(
        Suit.HEARTS,
        parse_cards("JH JD AH"),
        {Suit.DIAMONDS: parse_cards("AD KD"), Suit.SPADES: parse_cards("AS KS")},
    )
    assert r.effective_suit(Card.parse("JD")) is Suit.HEARTS and r.is_trump(Card.parse("JD"))
    plays = [(0, Card.parse("KD")), (1, Card.parse("AD")), (2, Card.parse("AS"))]
    assert trick_winner(plays, r) == 1
    assert trick_winner([*plays, (3, Card.parse("AH"))], r) == 3
    hand = parse_cards("JD AS")
    assert legal_cards(hand, [(0, Card.parse("KD"))], r, FollowRule()) == parse_cards("JD AS")
    assert legal_cards(hand, [(0, Card.parse("AH"))], r, FollowRule()) == parse_cards("JD")


def test_notation_round_trips_and_garbage_is_refused() -> None:
    for m in (Play(Card.parse("TH")), Bid("little"), Rob(Card.parse("5C")), NameTrump(None)):
        assert parse_trick_move(str(m)) == m
    assert parse_trick_move("trump hearts") == NameTrump(Suit.HEARTS)
    assert parse_trick_move("PLAY 10♥") == Play(Card.parse("TH"))
    for junk in ("", "play", "play XX", "bid", "trump Z", "rob the ace"):
        with pytest.raises(IllegalMove) as err:
            parse_trick_move(junk)
        assert err.value.rule == "notation"


@pytest.mark.parametrize("game_id", GAMES)
def test_view_shows_only_what_the_seat_may_see(game_id: str) -> None:
    g = new_game(game_id, seed=4)
    assert isinstance(g, TrickGame)
    for seat in range(g.n):
        v = g.view(seat)
        assert v.hand == tuple(g.hands[seat])
        assert v.hand_sizes == tuple(len(h) for h in g.hands)
        assert v.seat == seat and v.to_move == g.to_move
        text = repr(v)
        for other in range(g.n):
            if g.sides[other] != g.sides[seat] or other != seat:
                hidden = [c for c in g.hands[other] if c not in g.hands[seat]]
                assert all(repr(c) not in text for c in hidden if c != v.turn_up)
    with pytest.raises(ValueError):
        g.view(g.n)


@pytest.mark.parametrize("game_id", GAMES)
def test_view_during_play_reports_the_trick_and_the_winner(game_id: str) -> None:
    g = new_game(game_id, seed=6)
    assert isinstance(g, TrickGame)
    bot = cardlib.tricks.RandomBot(6)
    while not (g.phase == "play" and len(g.trick) == 2):
        g.play(bot.choose(g))
    v = g.view(0)
    assert v.trick == tuple(g.trick) and v.winning in (s for s, _ in g.trick)
    assert v.ranking is not None and v.scores == g.scores
    while g.trick:
        g.play(bot.choose(g))
    v = g.view(1)
    assert v.last_trick is not None and v.last_trick.plays[-1][1] not in g.hands[1]
    assert g.describe(g.legal_moves()[0])


def test_catalog_entries() -> None:
    ids = {i.id: i for i in cardlib.catalog()}
    assert {"forty-five", "pepper", "all-fours"} <= set(ids)
    assert "spoil-five" in ids["forty-five"].aliases
    assert {"trinidad-all-fours", "all-foes"} <= set(ids["all-fours"].aliases)
    g = new_game("spoil-five", seed=1)
    assert g.options["variant"] == "spoil_five"


# ----- what a click means: card moves, other moves, the move for a card ------------------------
CLICK_DEALS = (
    ("forty-five", {}),
    ("spoil-five", {}),
    ("twenty-five", {}),
    ("auction-forty-fives", {}),
    ("forty-five", {"unannounced_ace_becomes_lowest": True}),
    ("pepper", {}),
    ("all-fours", {}),
    ("all-fours", {"renege_penalties": True}),
)
CLICK_SEEDS = (0, 1, 2, 3, 7)  # Spoil Five's seed 7 reaches a jink (claim, or lead a card)


def _walk(game_id: str, options: dict[str, object], seed: int, moves: int) -> list[TrickGame]:
    """Copies of the positions of a seeded game played by a random player."""
    g = new_game(game_id, seed=seed, **options)
    assert isinstance(g, TrickGame)
    bot = cardlib.tricks.RandomBot(seed)
    seen = []
    for _ in range(moves):
        if g.is_over:
            break
        seen.append(g.copy())
        g.play(bot.choose(g))
    return seen


@pytest.mark.parametrize(("game_id", "options"), CLICK_DEALS)
def test_card_moves_and_other_moves_split_the_legal_moves(
    game_id: str, options: dict[str, object]
) -> None:
    phases: set[str] = set()
    for seed in CLICK_SEEDS:
        for g in _walk(game_id, options, seed, 120):
            legal = g.legal_moves()
            cards = [m for m in legal if isinstance(m, Play | Rob | Discard)]
            card_moves = g.card_moves()
            assert list(card_moves) == [m.card for m in cards]
            assert list(card_moves.values()) == cards
            assert g.other_moves() == [m for m in legal if m not in cards]
            for card, move in card_moves.items():
                assert move_card(move) == card and g.move_for_card(card) == move
            assert all(move_card(m) is None for m in g.other_moves())
            phases.add(g.phase)
    assert "play" in phases and len(phases) > 1  # more than the play phase was asked
    assert game_id != "spoil-five" or "jink" in phases


@pytest.mark.parametrize(("game_id", "options"), CLICK_DEALS)
def test_the_move_for_an_unplayable_card_is_refused_and_changes_nothing(
    game_id: str, options: dict[str, object]
) -> None:
    refused = 0
    for seed in CLICK_SEEDS:
        for g in _walk(game_id, options, seed, 60):
            assert g.to_move is not None
            allowed = g.card_moves()
            for card in g.hands[g.to_move]:
                if card in allowed:
                    continue
                move = g.move_for_card(card)
                assert move == Play(card)
                before, history = g.state, list(g.history)
                with pytest.raises(IllegalMove) as err:
                    g.play(move)
                assert err.value.rule and str(err.value)
                assert g.state == before and g.history == history
                refused += 1
    assert refused


def test_the_move_for_a_card_robs_or_discards_when_the_game_asks() -> None:
    g = new_game(
        "forty-five",
        position={
            "hands": ["4H 9C 2S AS 3D", "QD 2D", "10C 2C 8D", "7D 6D 5D"],
            "trump": "S",
            "dealer": 3,
            "phase": "rob",
            "turn": 0,
        },
    )
    assert isinstance(g, TrickGame)
    legal = g.legal_moves()
    assert g.move_for_card(Card.parse("9C")) == Rob(Card.parse("9C"))
    assert list(g.card_moves()) == [m.card for m in legal if isinstance(m, Rob)]
    assert g.other_moves() == [m for m in legal if not isinstance(m, Rob)]


def test_move_labels() -> None:
    assert [move_label(m) for m in (Bid("3"), Bid("big"), Pass(), RunPack(), GiveOne())] == [
        "Bid 3",
        "Bid Big Pepper",
        "Pass",
        "Run the pack",
        "Give one",
    ]
    assert move_label(NameTrump(Suit.SPADES)) == "♠ Spades"
    assert move_label(NameTrump(None)) == "No trump"
