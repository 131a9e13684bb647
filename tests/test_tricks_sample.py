"""The annotated hand: every trick's winner is the engine's, every reason fits the ranking."""

from __future__ import annotations

import re
from typing import Any

import pytest

from cardlib import new_game
from cardlib.cards import Card
from cardlib.game import Move
from cardlib.tricks.bots import SensibleBot
from cardlib.tricks.engine import Pass, Play, TrickGame, trick_winner
from cardlib.tricks.sample import AnnotatedHand, hand_table, play_sample_hand

SAMPLES = [("forty-five", 7), ("forty-five", 9), ("pepper", 8), ("all-fours", 71)]


def fresh(game_id: str, seed: int = 1, **kw: Any) -> TrickGame:
    g = new_game(game_id, seed=seed, **kw)
    assert isinstance(g, TrickGame)
    return g


class Script:
    """Plays the given cards when they are legal; otherwise the sensible bot's move."""

    def __init__(self, *cards: str) -> None:
        self.cards = [Card.parse(c) for c in cards]
        self.bot = SensibleBot()

    def choose(self, game: TrickGame) -> Move:
        for card in self.cards:
            if Play(card) in game.legal_moves():
                return Play(card)
        return self.bot.choose(game)


class PassFirstDeal:
    """Passes whenever passing is allowed in the first deal (so all four pass)."""

    def __init__(self) -> None:
        self.bot = SensibleBot()

    def choose(self, game: TrickGame) -> Move:
        if game.hand_no == 0 and Pass() in game.legal_moves():
            return Pass()
        return self.bot.choose(game)


def texts(hand: AnnotatedHand) -> list[str]:
    out = [hand.game, hand.dealer, hand.trump, *hand.before, *hand.score]
    for t in hand.tricks:
        out += [t.leader, t.winner, t.why, *t.notes, *(f"{s} {c}" for s, c in t.plays)]
    return out


def played(game_id: str, seed: int) -> tuple[TrickGame, AnnotatedHand, TrickGame]:
    """The game after the sample hand, the hand, and a replay stopped before its last move
    (whose ``ranking()`` is the one the hand was played under)."""
    g = fresh(game_id, seed)
    hand = play_sample_hand(g, SensibleBot())
    before_end = fresh(game_id, seed)
    before_end.replay([str(m) for m in g.history[:-1]])
    return g, hand, before_end


@pytest.mark.parametrize(("game_id", "seed"), SAMPLES)
def test_every_trick_is_the_engines(game_id: str, seed: int) -> None:
    g, hand, before_end = played(game_id, seed)
    records = g.view(0).last_tricks
    assert len(hand.tricks) == len(records) > 0
    assert sum(len(r.plays) for r in records) == sum(len(t.plays) for t in hand.tricks)
    ranking = before_end.ranking()
    for i, (t, r) in enumerate(zip(hand.tricks, records, strict=True)):
        assert t.number == i + 1
        assert t.record == r
        assert t.winner == g.seat_name(trick_winner(r.plays, ranking)) == g.seat_name(r.winner)
        assert t.leader == g.seat_name(r.leader)
        assert t.plays == tuple((g.seat_name(s), str(c)) for s, c in r.plays)


@pytest.mark.parametrize(("game_id", "seed"), SAMPLES)
def test_the_reason_names_trumps_exactly_when_a_trump_wins(game_id: str, seed: int) -> None:
    _, hand, before_end = played(game_id, seed)
    ranking = before_end.ranking()
    for t in hand.tricks:
        win = dict(t.record.plays)[t.record.winner]
        head = re.split("[:;]", t.why)[0]
        assert ("trump" in head) == ranking.is_trump(win), t.why
        if not ranking.is_trump(win):
            suit = ranking.effective_suit(win)
            assert suit.singular in head


@pytest.mark.parametrize(("game_id", "seed"), SAMPLES)
def test_before_and_score_are_the_games_own_sentences(game_id: str, seed: int) -> None:
    g, hand, _ = played(game_id, seed)
    assert hand.score and list(hand.before) + list(hand.score) == g.last_hand
    assert hand.deal_code == g.deal_code and hand.hand_no == 0


def test_forty_five_seed_7_is_the_known_hand() -> None:
    hand = play_sample_hand(fresh("forty-five", 7), SensibleBot())
    assert hand.before == ("West turns up 9♦",)
    assert hand.score == ("North-South +5 (3 tricks to 2)",)
    assert hand.trump == "diamonds ♦ trumps" and hand.dealer == "West"
    assert [t.winner for t in hand.tricks] == ["North", "West", "South", "East", "South"]
    assert hand.tricks[0].why == "the 5♦ is the highest trump"
    assert hand.tricks[1].why == "the only trump: West trumps the led suit (hearts)"
    assert "South trumps although they hold a club, as Forty-Five allows" in hand.tricks[2].notes


@pytest.mark.parametrize(("game_id", "seed"), SAMPLES)
def test_the_words_are_players_words(game_id: str, seed: int) -> None:
    _, hand, _ = played(game_id, seed)
    for text in texts(hand):
        assert "_" not in text, text
        assert not re.search(r"\b(he|his|him)\b", text, re.I), text
        assert not re.search(r"\b(10|[2-9AKQJT])[CDHS]\b", text), text
    table = hand_table(hand)
    assert table.header == ("trick", "leads", "cards in order", "wins", "why")
    assert len(table.rows) == len(hand.tricks)
    assert table.rows[0][0] == "1" and hand.game in table.caption
    assert table.rows[0][2] == ", ".join(f"{s} {c}" for s, c in hand.tricks[0].plays)


def forty_five_at(hands: list[str], trump: str = "H") -> TrickGame:
    return fresh("forty-five", position={"hands": hands, "dealer": 3, "trump": trump, "turn": 0})


def test_a_lower_printed_rank_wins_in_a_black_plain_suit() -> None:
    hand = play_sample_hand(forty_five_at(["AC", "QC", "2C", "3C"]), SensibleBot())
    (t,) = hand.tricks
    assert t.winner == "East"
    assert t.why.startswith("highest club: no trump played")
    assert "the Q♣ beats the A♣" in t.why
    assert "clubs rank K Q J A 2 3 4 5 6 7 8 9 10" in t.why
    assert hand.score == ("East-West +5 (1 tricks to 0)",)


def test_a_plain_card_of_higher_rank_wins_without_comment() -> None:
    hand = play_sample_hand(forty_five_at(["KC", "QC", "2C", "3C"]), SensibleBot())
    assert hand.tricks[0].why == "highest club: no trump played"


def test_the_renege_privilege_is_noted() -> None:
    g = forty_five_at(["9D 2S", "JD 3C", "4D 5S", "KC 7S"], trump="D")
    hand = play_sample_hand(g, [Script("9D"), Script("3C"), SensibleBot(), SensibleBot()])
    first = hand.tricks[0]
    assert first.plays[1] == ("East", "3♣")
    assert any("East keeps the J♦ back" in n and "renege" in n for n in first.notes)
    assert not any("renege" in n for t in hand.tricks[1:] for n in t.notes)


def test_trumping_while_able_to_follow_is_noted_only_then() -> None:
    g = forty_five_at(["KC 2S", "2C 4D", "3C 5S", "QC 7S"], trump="D")
    hand = play_sample_hand(g, [Script("KC"), Script("4D"), SensibleBot(), SensibleBot()])
    first = hand.tricks[0]
    assert first.winner == "East"
    assert first.why == "the only trump: East trumps the led suit (clubs)"
    assert "East trumps although they hold a club, as Forty-Five allows" in first.notes
    assert not any("although" in n for n in hand.tricks[1].notes)


def test_the_ace_of_hearts_counts_as_a_trump() -> None:
    g = forty_five_at(["KC", "AH", "3C", "QC"], trump="D")
    (t,) = play_sample_hand(g, SensibleBot()).tricks
    assert t.winner == "East"
    assert t.why == "the only trump: East trumps the led suit (clubs); the A♥ counts as a trump"


def test_the_left_bower_counts_as_a_trump() -> None:
    pos = {
        "hands": ["AS", "JD", "9S", "KS"],
        "dealer": 3,
        "trump": "H",
        "turn": 0,
        "bid": "1",
        "maker": 0,
    }
    (t,) = play_sample_hand(fresh("pepper", position=pos), SensibleBot()).tricks
    assert t.winner == "East"
    assert t.why.startswith("the only trump: East trumps the led suit (spades)")
    assert t.why.endswith("the J♦, the left bower, counts as a trump")


def test_a_thrown_in_deal_goes_on_to_the_next() -> None:
    g = fresh("pepper", 8)
    hand = play_sample_hand(g, PassFirstDeal())
    assert hand.hand_no == 1 and hand.tricks
    assert "all four passed: the hand is thrown in" in hand.before
    assert hand.score == tuple(g.last_hand[-len(hand.score) :])


def test_bad_calls_are_refused() -> None:
    with pytest.raises(ValueError, match="one player for every seat"):
        play_sample_hand(fresh("pepper"), [SensibleBot()] * 3)
    g = fresh("forty-five", 7)
    bot = SensibleBot()
    g.play(bot.choose(g))
    with pytest.raises(ValueError, match="before the first card"):
        play_sample_hand(g, bot)
