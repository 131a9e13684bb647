"""The answer keys of the trick-taking chapters say what the rules and the deals say."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import cardlib
from cardlib import Card, Rank, Suit
from cardlib.quiz import Quiz
from cardlib.tricks.bots import SensibleBot

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
from answer_keys import Answer, chapter
from answer_keys.tricks import KEYS

PACK24 = [Card(r, s) for s in Suit for r in Rank if r.value >= 9 or r is Rank.ACE]


def answer_of(name: str, n: int) -> Answer:
    return KEYS[name](chapter(name))[n - 1]


def text(a: Answer) -> str:
    return f"{a.answer} {a.why}"


@pytest.mark.parametrize("name", sorted(KEYS))
def test_one_answer_per_question(name: str) -> None:
    ch = chapter(name)
    answers = KEYS[name](ch)
    assert len(answers) == len(ch.questions)
    for q, a in zip(ch.questions, answers, strict=True):
        assert q.startswith(a.starts)
        assert 5 <= len(a.starts.split()) <= 8 and a.answer and a.why


def test_pepper_hearts_and_diamonds() -> None:
    # Count from the 24-card pack: the J♦ is the left bower when hearts are trumps.
    g = cardlib.new_game("pepper", seed=1)
    pack = [c for h in g.hands for c in h]
    assert len(pack) == 24
    left = Card(Rank.JACK, Suit.DIAMONDS)
    hearts = sum(1 for c in pack if c.suit is Suit.HEARTS or c == left)
    diamonds = sum(1 for c in pack if c.suit is Suit.DIAMONDS and c != left)
    a = answer_of("tricks/pepper", 1)
    assert (hearts, diamonds) == (7, 5)
    assert a.answer.startswith("Seven") and "five as diamonds" in a.answer


def test_pepper_bid_of_four() -> None:
    # 22 to 27, game 30: made with four tricks, +4 and +2; failed, -6 and the defenders'
    # three or more tricks, which take East-West to 30.
    ch = chapter("tricks/pepper")
    ns, ew, target = ch.value("pp_ex_ns"), ch.value("pp_ex_ew"), ch.value("pp_target")
    a = answer_of("tricks/pepper", 2).answer
    assert f"{ns + 4} to {ew + 2}" in a
    assert f"{ns - ch.value('pp_fail_cost')} to {ew + 3}" in a
    assert (ew + 3 >= target) == ("win the game" in a)


def test_pepper_little_pepper_hand_is_sure() -> None:
    # The model hand, North to lead with hearts trumps, takes all six tricks against any
    # play of the other three.
    import random

    hand = [Card.parse(c) for c in ["JH", "JD", "AH", "KH", "AS", "AC"]]
    rest = [c for c in PACK24 if c not in hand]
    rng = random.Random(3)
    for _ in range(30):
        rng.shuffle(rest)
        g = cardlib.new_game(
            "pepper",
            seed=1,
            position={
                "hands": [
                    " ".join(c.short for c in hand),
                    " ".join(c.short for c in rest[:6]),
                    " ".join(c.short for c in rest[6:12]),
                    " ".join(c.short for c in rest[12:]),
                ],
                "trump": "H",
                "bid": "little",
                "maker": 0,
                "dealer": 3,
                "leader": 0,
            },
        )
        order = [Card.parse(c) for c in ["JH", "JD", "AH", "KH", "AS", "AC"]]
        while g.hand_no == 0 and not g.is_over:
            if g.to_move == 0:
                g.play(f"play {next(c for c in order if c in g.hands[0]).short}")
            else:
                g.play(rng.choice(g.legal_moves()))
        assert g.scores[0] == 6


def test_pepper_quiz_left_bower() -> None:
    first = None
    for n, q in enumerate(Quiz("pepper", 1).take(20), 1):
        if q.kind == "trick winner" and q.data["trump"] in ("H", "D", "S", "C"):
            won = dict(q.data["plays"])[q.data["winner"]]
            partner = {"H": "D", "D": "H", "S": "C", "C": "S"}[q.data["trump"]]
            if won == "J" + partner:
                first = (n, won)
                break
    assert first is not None
    a = answer_of("tricks/pepper", 4).answer
    assert f"question {first[0]}," in a and str(Card.parse(first[1])) in a


def test_pepper_sample_defenders() -> None:
    # The Beginner sample gave the defenders four tricks; the key says four at most after
    # West's slip, and that the bid is made against perfect play (three each).
    ch = chapter("tricks/pepper")
    a = answer_of("tricks/pepper", 5)
    assert ch.value("pp_s_def") == 4 and "four tricks were the most" in a.answer
    assert "three tricks and the bid of 3 is made" in a.answer
    assert "Q♦" in a.why


def test_forty_five_clubs_order() -> None:
    a = answer_of("tricks/forty-five", 1).answer
    order = "5♣ J♣ A♥ A♣ K♣ Q♣ " + " ".join(f"{n}♣" for n in (2, 3, 4, 6, 7, 8, 9, 10))
    assert a.startswith(order)


def test_forty_five_east() -> None:
    # Spades trumps, K♥ led: follow or trump, never a third suit; void in hearts with the
    # A♥ alone, any card.
    a = answer_of("tricks/forty-five", 2).answer
    assert "(A♥ 4♥ 3♠)" in a and "not the 9♣" in a and "(A♥ 9♣ 3♠)" in a


def test_forty_five_privilege_example() -> None:
    # Play the two lines by hand: West leads 7♠; North J♠ or 9♥.
    results = {}
    for north in ("JS", "9H"):
        g = cardlib.new_game(
            "forty-five",
            seed=1,
            position={
                "hands": ["JS 9H", "KD QD", "2S 8H", "AS"],
                "trump": "S",
                "trick": "7S",
                "leader": 3,
            },
        )
        g.play(f"play {north}")
        while g.hand_no == 0 and not g.is_over:
            moves = g.legal_moves()
            g.play(moves[0] if len(moves) == 1 else SensibleBot().choose(g))
        results[north] = sum(1 for t in g.last_tricks if t.winner in (0, 2))
    assert results == {"JS": 1, "9H": 2}
    a = answer_of("tricks/forty-five", 3).answer
    assert "J♠ wins North-South one trick; keeping it back wins two" in a


def test_forty_five_sweeps() -> None:
    p = chapter("tricks/forty-five").value("ff_big_sweep")
    none = (1 - p) ** 10
    assert f"no sweep is {none:.0%}" in answer_of("tricks/forty-five", 4).why
    assert f"({10 * p:.1f} on average)" in answer_of("tricks/forty-five", 4).answer


def test_forty_five_quiz_renege() -> None:
    n = next(
        n for n, q in enumerate(Quiz("forty-five", 1).take(20), 1) if q.rule == "renege privilege"
    )
    assert f"question {n}:" in answer_of("tricks/forty-five", 5).answer


def test_all_fours_kicks() -> None:
    # Aces, sixes and jacks score when kicked: 4 of each.
    a = answer_of("tricks/all-fours", 1)
    assert a.answer.startswith("Twelve of the 52")
    assert "11 in 51" in a.answer and "12 in 51" in a.answer


def test_all_fours_jack_and_game() -> None:
    # Replay the sample deal: South's trumps before trick 1, and each side's game count.
    g = cardlib.from_deal_code("all-fours:71")
    bot = SensibleBot()
    while g.phase != "play":
        g.play(bot.choose(g))
    south = [g.seat_name(s) for s in range(4)].index("South")
    trumps = sorted(str(c) for c in g.hands[south] if c.suit is g.trump)
    value = {"10": 10, "A": 4, "K": 3, "Q": 2, "J": 1}
    while g.hand_no == 0:
        g.play(bot.choose(g))
    counts = [0, 0]
    for t in g.last_tricks:
        counts[g.sides[t.winner]] += sum(value.get(str(c)[:-1], 0) for _, c in t.plays)
    a2 = answer_of("tricks/all-fours", 2).answer
    assert a2.startswith("No:") and all(c in a2 for c in trumps) and len(trumps) == 2
    a3 = answer_of("tricks/all-fours", 3).answer
    assert f"East-West count {counts[1]}" in a3 and f"North-South {counts[0]}" in a3
    assert counts[1] > counts[0]


def test_all_fours_quiz_trump() -> None:
    a = answer_of("tricks/all-fours", 5)
    q = Quiz("all-fours", 1).take(2)[1]
    assert q.rule == "follow suit or trump" and "question 2:" in a.why
    assert not a.model
