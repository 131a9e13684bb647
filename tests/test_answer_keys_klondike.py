"""The Klondike and Lady Cadogan chapters' answer keys say what the cards say."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
from answer_keys import Answer, chapter
from answer_keys.klondike import KEYS

import cardlib
from cardlib.cards import Card, Rank
from cardlib.patience.players import greedy_hint
from cardlib.quiz import Quiz

_CACHE: dict[str, list[Answer]] = {}


def answers(name: str) -> list[Answer]:
    if name not in _CACHE:
        _CACHE[name] = KEYS[name](chapter(name))
    return _CACHE[name]


def answer_of(name: str, n: int) -> Answer:
    return answers(name)[n - 1]


def every_card(gid: str) -> list[str]:
    return [str(c) for p in cardlib.new_game(gid, seed=1).layout() for c in p.cards]


def after_opening(gid: str, seed: int, moves: int) -> cardlib.Game:
    g = cardlib.new_game(gid, seed=seed)
    for _ in range(moves):
        g.play(greedy_hint(g))
    return g


@pytest.mark.parametrize("name", sorted(KEYS))
def test_one_answer_per_question(name: str) -> None:
    ch = chapter(name)
    got = answers(name)
    assert len(got) == len(ch.questions)
    for q, a in zip(ch.questions, got, strict=True):
        assert q.startswith(a.starts)
        assert 5 <= len(a.starts.split()) <= 8
        for word in ("seed", "solver", "search", "engine", "node"):
            assert word not in (a.answer + a.why).lower()
    assert sum(len((a.answer + " " + a.why).split()) for a in got) < 450


@pytest.mark.parametrize("name", sorted(KEYS))
def test_quiz_tally(name: str) -> None:
    gid = name.split("/")[1]
    tally = Counter(
        q.rule for q in Quiz(gid, 1).take(10) if q.kind == "move" and not q.data["legal"]
    )
    (top, n), *_ = tally.most_common()
    a = answer_of(name, len(chapter(name).questions))
    assert f"“{top}”" in a.answer
    assert cardlib.summary.number_word(n) in a.answer
    assert all(f"“{r}”" in a.why for r in tally)


def test_fortress_outside_cards() -> None:
    g = cardlib.new_game("fortress", seed=1)
    rows = [p for p in g.layout() if p.name.startswith("t") and p.cards]
    assert len(rows) == 10
    assert answer_of("klondike/fortress", 2).answer.startswith("Ten:")
    assert str(52 - 10) in answer_of("klondike/fortress", 2).why


def test_blockade_j_diamonds() -> None:
    cards = every_card("the-blockade")
    assert len(cards) == 104
    queens = [c for c in cards if c == "Q♦"]
    a = answer_of("klondike/the-blockade", 3)
    assert "Q♦" in a.answer and "Q♥" not in a.answer
    assert f"hold {cardlib.summary.number_word(len(queens))} of them" in a.answer


def test_clock_hours() -> None:
    g = cardlib.new_game("the-clock", seed=1)
    hours = [f for f in g.table.lay.foundations if f.role.startswith("hour")]
    # count each hour's run by hand: from its card up, round the king, to the hour's number
    lengths = []
    for n, f in enumerate(hours, 1):
        rank, k = int(Card.parse(f.start).rank), 1
        while rank != n:
            rank, k = rank % 13 + 1, k + 1
        lengths.append(k)
    assert lengths[:8] == [9] * 8 and lengths[8:] == [8] * 4
    assert sum(lengths) == 104
    a = answer_of("klondike/the-clock", 2)
    assert "IX to XII take eight cards" in a.answer and "I to VIII nine" in a.answer


def test_fourteenth_pairs_and_lines() -> None:
    a = answer_of("klondike/the-fourteenth", 1)
    labels = {r: r.label for r in Rank}
    for r in range(1, 8):
        assert f"{labels[Rank(r)]} and {labels[Rank(14 - r)]}" in a.answer.lower()
    assert "eight sevens" in a.why  # two packs, four sevens each
    assert sum(c[0] == "7" for c in every_card("the-fourteenth")) == 8
    # one place of a 5 x 5 square: the others in its row and its column
    others = {(r, c) for r in range(5) for c in range(5) if (r == 2) != (c == 2)}
    assert len(others) == 8
    assert answer_of("klondike/the-fourteenth", 2).answer.startswith("Eight")


def test_mill_centre() -> None:
    assert answer_of("klondike/the-mill", 2).answer.startswith(f"{4 * 13}:")
    assert "all 104 cards" in answer_of("klondike/the-mill", 2).why


def test_shah_aces() -> None:
    cards = every_card("the-shah")
    kings = sum(c.startswith("K") for c in cards)
    a = answer_of("klondike/the-shah", 2)
    assert a.answer.startswith("Twelve on each ace")  # A 2 3 4 5 6 7 8 9 10 J Q
    assert f"{len(cards) - kings} on all eight" in a.answer


def test_sultan_total() -> None:
    assert answer_of("klondike/the-sultan", 2).answer.startswith(f"{7 * 13 + 12}:")
    assert len(every_card("the-sultan")) - 1 == 103


def test_sample_decisions() -> None:
    # Klondike deal 8 after 13 moves: the simple player's move loses, three others keep a win
    g = after_opening("klondike", 8, 13)
    hint = g.describe(greedy_hint(g))
    a = answer_of("klondike/klondike", 1)
    assert hint.startswith("9♣") and f"do not play the obvious {hint}" in a.answer
    assert a.model
    # The Clock deal 13 after 2 moves: the simple player plays the 9♠ to hour III
    g = after_opening("the-clock", 13, 2)
    assert g.describe(greedy_hint(g)) in answer_of("klondike/the-clock", 1).answer
    # The Mill deal 3 after 26 moves: the simple player fills the wing from the talon
    g = after_opening("the-mill", 3, 26)
    card = g.describe(greedy_hint(g)).split(" from ")[0]
    assert f"From the talon, with the {card}" in answer_of("klondike/the-mill", 1).answer
    # Fortress deal 5 after the ace: the 7♦ onto the 8♦
    assert answer_of("klondike/fortress", 1).answer.startswith("Put the 7♦ onto the 8♦")
