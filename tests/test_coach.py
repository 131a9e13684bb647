"""The trick games' coach: suggestions with their reasons, and the review of a hand."""

from __future__ import annotations

import re
from typing import Any

import pytest

from cardlib import new_game, parse_cards
from cardlib.cards import Card, pepper_pack
from cardlib.tricks.bots import SensibleBot
from cardlib.tricks.coach import Advice, card_reason, hand_points, review, suggest
from cardlib.tricks.engine import Bid, Pass, TrickGame, move_words
from cardlib.tricks.strong import Judgement, StrongBot

GAMES = ("forty-five", "pepper", "all-fours")


def quick(seed: int = 0) -> StrongBot:
    return StrongBot(seed=seed, budget=1500, samples=6)


def trick_game(game_id: str, seed: int, **position: Any) -> TrickGame:
    g = new_game(game_id, seed=seed, **position)
    assert isinstance(g, TrickGame)
    return g


def to_play(game_id: str, seed: int, cards: int) -> TrickGame:
    """A seeded game in the play phase after ``cards`` cards, with a choice to make."""
    g = trick_game(game_id, seed)
    bot = SensibleBot()
    played = 0
    while True:
        if g.phase == "play" and len(g.legal_moves()) > 1 and played >= cards:
            return g
        if g.phase == "play":
            played += 1
        g.play(bot.choose(g))


@pytest.mark.parametrize("game_id", GAMES)
def test_suggests_the_strong_players_card_with_its_reason(game_id: str) -> None:
    g = to_play(game_id, 7, 9)
    seat = g.to_move
    assert seat is not None
    advice = suggest(g, seat, bot=quick())
    assert isinstance(advice, Advice)
    assert advice.move in g.legal_moves()
    assert advice.move == quick().choose(g)  # the strong player's own move
    m = re.search(r"the (\d+) layouts consistent with what you have seen", advice.reason)
    assert m is not None, advice.reason
    assert int(m.group(1)) >= 1
    assert "points for your side" in advice.reason


def judgement(values: dict[str, float], rates: dict[str, float]) -> Judgement:
    return Judgement(
        {Card.parse(c): v for c, v in values.items()},
        {Card.parse(c): r for c, r in rates.items()},
        20,
        True,
    )


def test_the_reason_for_a_card_says_what_its_numbers_say() -> None:
    j = judgement({"AS": 1.5, "2S": 0.25}, {"AS": 0.9, "2S": 0.0})
    assert card_reason(j, Card.parse("AS")) == (
        "it wins the trick for your side in 90% of the 20 layouts consistent with what you "
        "have seen (solved exactly); it averages +1.50 points for your side"
    )
    # a card that wins the trick less often but is worth more names the other card
    keep = judgement({"AS": 0.25, "2S": 1.5}, {"AS": 0.9, "2S": 0.0})
    reason = card_reason(keep, Card.parse("2S"))
    assert reason.startswith("it averages +1.50 points for your side over the 20 layouts")
    assert "more than the A♠ (+0.25), which wins the trick more often (90% against 0%)" in reason
    level = judgement({"AS": 0.5, "2S": 0.5}, {"AS": 1.0, "2S": 0.0})
    assert "the same as the A♠" in card_reason(level, Card.parse("2S"))
    lost = judgement({"AS": -1.0, "2S": -1.0}, {"AS": 0.0, "2S": 0.0})
    assert card_reason(lost, Card.parse("2S")).startswith("no card of yours takes this trick")
    # near the end of a game the score can make a card with fewer points the better one
    game = judgement({"AS": 2.0, "2S": 1.0}, {"AS": 0.5, "2S": 0.4})
    game.utility = {Card.parse("AS"): 0.6, Card.parse("2S"): 0.75}
    assert card_reason(game, Card.parse("2S")) == (
        "it gives your side the best chance of winning the game (75% over the 20 layouts "
        "consistent with what you have seen, solved exactly) at this score, though the A♠ "
        "averages more points for the hand (+2.00 against +1.00)"
    )
    game.utility = {Card.parse("AS"): 0.75, Card.parse("2S"): 0.75}
    assert "chance of winning the game" not in card_reason(game, Card.parse("AS"))


def test_suggest_is_only_for_the_seat_to_act() -> None:
    g = to_play("pepper", 3, 0)
    other = (g.to_move or 0) + 1
    with pytest.raises(ValueError, match="seat to act"):
        suggest(g, other % 4, bot=quick())


def test_a_pepper_bid_comes_with_how_often_it_makes() -> None:
    mine = parse_cards("JH JD AH KH QH 10H")
    rest = [c for c in pepper_pack() if c not in mine]
    hands = [" ".join(c.short for c in rest[i * 6 : i * 6 + 6]) for i in range(3)]
    pos = {"hands": [hands[0], "JH JD AH KH QH 10H", hands[1], hands[2]], "dealer": 0}
    g = trick_game("pepper", 1, position={**pos, "phase": "bid", "turn": 1})
    advice = suggest(g, 1, bot=quick())
    assert isinstance(advice.move, Bid)
    m = re.search(r"makes the contract in (\d+)% of (\d+) simulated hands", advice.reason)
    assert m is not None, advice.reason
    assert int(m.group(1)) >= 90


def test_a_weak_pepper_hand_passes_with_its_value() -> None:
    for seed in range(30):
        g = trick_game("pepper", seed)
        seat = g.to_move
        assert seat is not None
        advice = suggest(g, seat, bot=quick())
        if advice.move == Pass():
            assert "points on average" in advice.reason
            return
    pytest.fail("no seeded Pepper hand where the strong player passes")


def play_hand(g: TrickGame, bots: dict[int, Any]) -> None:
    hand = g.hand_no
    while not g.is_over and g.hand_no == hand:
        seat = g.to_move
        assert seat is not None
        g.play(bots[seat].choose(g))


@pytest.mark.parametrize("game_id", ("pepper", "forty-five"))
def test_review_of_a_hand_played_as_the_strong_player_finds_no_departure(game_id: str) -> None:
    g = trick_game(game_id, 12)
    weak = SensibleBot()
    play_hand(g, {0: weak, 1: weak, 2: quick(0), 3: weak})
    r = review(g, 2, bot=quick)
    assert r.departure is None
    assert r.decisions >= 1
    assert (r.strong_tricks, r.strong_points) == (r.tricks, r.points)
    assert "as the Strong computer player would" in r.summary()


@pytest.mark.parametrize("game_id", GAMES)
def test_review_finds_the_first_departure_and_what_the_hand_was_worth(game_id: str) -> None:
    for seed in range(10):
        g = trick_game(game_id, seed)
        before = list(g.scores)
        weak = SensibleBot()
        play_hand(g, dict.fromkeys(range(4), weak))
        r = review(g, 2, bot=quick)
        side = g.sides[2]
        if game_id == "pepper":  # no kick at the next deal: the score moved by the hand only
            assert r.points == g.scores[side] - before[side]
        assert r.points == hand_points(g, side, g.last_hand)
        assert 0 <= r.tricks <= 6 and 0 <= r.strong_tricks <= 6
        if r.departure is None:
            continue
        i, mine, best = r.departure
        assert mine != best and 0 <= i < r.decisions
        assert move_words(mine) in r.summary() and move_words(best) in r.summary()
        return
    pytest.fail("the beginner never departed from the strong player")


def test_review_needs_a_finished_hand() -> None:
    g = trick_game("forty-five", 3)
    with pytest.raises(ValueError, match="hand"):
        review(g, 0, bot=quick)
