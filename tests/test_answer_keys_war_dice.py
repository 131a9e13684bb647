"""The answer keys of War and Solitaire Dice: every fact checked by an independent count."""

from __future__ import annotations

import json
import math
import re
import statistics
import sys
from collections import Counter
from itertools import product
from pathlib import Path

import pytest

import cardlib
from cardlib.quiz import Quiz
from cardlib.summary import number_word
from cardlib.war import RANK_ORDER, WarGame, new_war

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
from answer_keys import Answer, chapter, key_html
from answer_keys.dice import KEYS as DICE_KEYS
from answer_keys.war import KEYS as WAR_KEYS

ROOT = Path(__file__).resolve().parents[1]
KEYS = {**WAR_KEYS, **DICE_KEYS}
WAR, DICE = "war/war", "dice/solitaire-dice"


def answer_of(name: str, n: int) -> Answer:
    """The key's answer to question ``n`` (from 1) of chapter ``name``."""
    return KEYS[name](chapter(name))[n - 1]


def play_out(game: cardlib.Game) -> cardlib.Game:
    while not game.is_over:
        game.play(game.legal_moves()[0])
    return game


# ----- every key ---------------------------------------------------------------------------
def test_the_family_has_its_two_keys() -> None:
    assert set(KEYS) == {WAR, DICE}


@pytest.mark.parametrize("name", [WAR, DICE])
def test_one_answer_per_question_and_starts_match(name: str) -> None:
    ch = chapter(name)
    answers = KEYS[name](ch)
    assert len(answers) == len(ch.questions)
    for q, a in zip(ch.questions, answers, strict=True):
        assert 5 <= len(a.starts.split()) <= 8, a.starts
        assert q.startswith(a.starts), (a.starts, q[:80])
        assert a.answer and a.why
    html = key_html(ch, answers)
    assert html.count("<li data-n=") == len(ch.questions)


@pytest.mark.parametrize("name", [WAR, DICE])
def test_plain_words(name: str) -> None:
    for a in KEYS[name](chapter(name)):
        text = f"{a.answer} {a.why}"
        assert not re.search(r"\b(seed|solver|search|node|engine|None|True|False)\b", text)
        assert not re.search(r"\b(he|his|him)\b", text)
        assert "_" not in text


@pytest.mark.parametrize("name", [WAR, DICE])
def test_short_enough_for_two_pages(name: str) -> None:
    words = sum(len(f"{a.answer} {a.why}".split()) for a in KEYS[name](chapter(name)))
    assert words < 550


# ----- War ---------------------------------------------------------------------------------
def _rank(card: cardlib.Card) -> int:
    return len(RANK_ORDER) - RANK_ORDER.index(card.rank)


def test_war_first_ten_battles_by_hand() -> None:
    code = chapter(WAR).value("deal_code")
    deal = cardlib.from_deal_code(code)
    assert isinstance(deal, WarGame)
    a, b = list(deal.stacks[0]), list(deal.stacks[1])
    won: Counter[str] = Counter()
    for i in range(10):  # no collected card comes back up in ten battles
        assert _rank(a[i]) != _rank(b[i]), "a war in the first ten battles"
        won["A" if _rank(a[i]) > _rank(b[i]) else "B"] += 1
    a_left, b_left = len(a) + won["A"] - won["B"], len(b) + won["B"] - won["A"]
    ans = answer_of(WAR, 1)
    assert "no war;" in ans.answer
    assert f"B wins {number_word(won['B'])} and A {number_word(won['A'])}" in ans.answer
    assert f"A {a_left} cards and B {b_left}" in ans.answer
    assert f"with {len(a)} cards" in ans.why


def test_war_average_and_median() -> None:
    ch = chapter(WAR)
    ans = answer_of(WAR, 3)
    assert ch.value("mean_war") > ch.value("median_war")
    assert f"{ch.value('mean_war'):,.0f} battles" in ans.answer
    assert f"({ch.value('median_war'):,.0f})" in ans.answer
    assert ans.answer.endswith("the median.")


def test_war_three_down_is_shorter() -> None:
    ch = chapter(WAR)
    ans = answer_of(WAR, 4)
    assert ch.value("mean_three") < ch.value("mean_war")
    assert ans.answer.startswith("Shorter")
    assert f"{ch.value('mean_three'):,.0f} battles" in ans.answer
    # the pot of a single war: two tied cards, then down cards and one up card each
    assert f"puts {2 * (1 + 3 + 1)} cards in the pot instead of {2 * (1 + 1 + 1)}" in ans.why


def test_war_aces() -> None:
    ch = chapter(WAR)
    code = ch.value("deal_code")
    deal = cardlib.from_deal_code(code)
    assert isinstance(deal, WarGame)
    aces = [sum(c.rank.symbol == "A" for c in s) for s in deal.stacks]
    assert sum(aces) == 4
    end = play_out(cardlib.from_deal_code(code))
    assert end.outcome is not None and end.outcome.winner is not None
    ans = answer_of(WAR, 5)
    assert f"A is dealt {number_word(aces[0])} and B {number_word(aces[1])}" in ans.why
    assert f"and {'AB'[end.outcome.winner]} wins" in ans.why
    assert f"{ch.value('aces_4'):.0%}" in ans.answer


Position = tuple[tuple[str, ...], tuple[str, ...]]


def _position(g: WarGame) -> Position:
    return tuple(str(c.rank) for c in g.stacks[0]), tuple(str(c.rank) for c in g.stacks[1])


def _positions(order: str) -> tuple[int, list[Position]]:
    """The five-card example under ``order``: its battles, and the position before each
    battle and at the end."""
    g = new_war(position={"a": "2 3 5", "b": "4 6"}, collection_order=order)
    seen = []
    while not g.is_over:
        if not g.table.in_war:
            seen.append(_position(g))
        g.play(g.legal_moves()[0])
    seen.append(_position(g))
    return g.battles, seen


def test_war_five_card_cycle() -> None:
    _, seen = _positions("winner_first")
    last = len(seen) - 1
    first = seen.index(seen[last])
    assert first < last
    ans = answer_of(WAR, 6)
    assert f"after battle {last} are as after battle {first}" in ans.why
    assert f"{number_word(last - first)} battles repeat" in ans.why


def test_war_five_cards_end_with_a_first() -> None:
    battles, seen = _positions("seat_order")
    assert len(set(seen)) == len(seen), "A's cards first should not repeat"
    assert seen[-1][0] == () and len(seen[-1][1]) == 5  # B holds all five cards
    ans = answer_of(WAR, 7)
    assert ans.model
    assert f"B takes every card after {battles} battles" in ans.answer


def test_war_deal_played_out() -> None:
    ch = chapter(WAR)
    game = cardlib.from_deal_code(ch.value("deal_code"))
    assert isinstance(game, WarGame)
    play_out(game)
    ans = answer_of(WAR, 8)
    assert f"{game.battles} battles, {game.wars} wars" in ans.answer
    assert ch.value("full_battles") == game.battles
    assert f"{ch.value('mean_random'):,.0f} battles" in ans.why


def test_war_quiz_tally() -> None:
    tally = Counter(q.rule for q in Quiz("war", 1).take(10))
    wars = tally["war"]
    plain = tally["the higher card takes the pot"]
    ans = answer_of(WAR, 9)
    if wars:
        assert f"{number_word(wars)} on the war" in ans.answer
    if plain:
        assert f"{number_word(plain)} on the rank order" in ans.answer


# ----- Solitaire Dice ----------------------------------------------------------------------
def test_dice_opening_lines() -> None:
    ch = chapter(DICE)
    ans = answer_of(DICE, 1)
    roll = ch.value("deal_roll")
    assert f"on roll {roll}," in ans.answer
    first = re.search(r"mark lines (\d+) and (\d+)", ch.value("turn_first"))
    best = re.search(r"mark lines (\d+) and (\d+)", ch.value("turn_best"))
    assert first and best
    opened_first = sorted({int(first[1]), int(first[2])})
    assert f"the {opened_first[0]} and {opened_first[1]} lines" in ans.answer
    new = sorted({int(best[1]), int(best[2])} - set(opened_first))
    assert f"opening the {new[0]} line" in ans.answer
    assert f"on roll {ch.value('turn_roll')} " in ans.answer


def test_dice_ways_and_values() -> None:
    ways = Counter(a + b for a, b in product(range(1, 7), repeat=2))
    assert ways[2] == 1 and ways[7] == 6
    ch = chapter(DICE)
    ans = answer_of(DICE, 2)
    assert f"a 2 in only {ways[2]} of their 36 throws and a 7 in {ways[7]}" in ans.answer
    assert f"is {ch.value('value_2') * ways[2]} for the 2" in ans.why
    assert f"{ch.value('value_7') * ways[7]} for the 7" in ans.why


def test_dice_fifth_mark() -> None:
    penalty = chapter(DICE).value("penalty")
    ans = answer_of(DICE, 3)
    assert f"by {0 - penalty} points" in ans.answer  # four marks: the penalty; five: 0
    assert "adds nothing" in ans.answer  # one mark or two: the same penalty


def test_dice_game_length() -> None:
    ans = answer_of(DICE, 4)
    longest = 3 * (8 - 1) + 1  # three numbers, seven marks each, then an eighth
    assert longest == chapter(DICE).value("max_rolls")
    assert f"the longest game is {longest} rolls" in ans.answer
    assert "eighth mark" in ans.answer
    assert f"({longest - 1} rolls)" in ans.why


def _scores() -> dict[str, list[float]]:
    path = ROOT / "book" / "dice" / "results" / "strategies.json"
    scores: dict[str, list[float]] = json.loads(path.read_text(encoding="utf-8"))["scores"]
    return scores


def _half(values: list[float]) -> float:
    return 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def test_dice_paired_interval() -> None:
    s = _scores()
    diff = [x - y for x, y in zip(s["strong"], s["greedy"], strict=True)]
    paired = _half(diff)
    apart = math.sqrt(_half(s["strong"]) ** 2 + _half(s["greedy"]) ** 2)
    assert paired < apart
    ans = answer_of(DICE, 5)
    assert f"±{paired:.0f} game by game against about ±{apart:.0f}" in ans.why


def test_dice_quarter_as_many_games() -> None:
    expert = _scores()["expert"]
    n = len(expert)
    assert n == chapter(DICE).value("n_games")
    half = _half(expert)
    quarter = 1.96 * statistics.stdev(expert) / math.sqrt(n / 4)
    ans = answer_of(DICE, 7)
    assert ans.answer.startswith("Wider: about twice")
    assert f"now ±{half:.0f}, would be about ±{quarter:.0f}" in ans.why
    assert f"{n // 4:,} games" in ans.why


def test_dice_quiz_sheets() -> None:
    open_lines = past_ten = 0
    for q in Quiz("solitaire-dice", 1).take(5):
        for m in q.data["marks"].values():
            open_lines += 1 <= m <= 4
            past_ten += m > 10
    ans = answer_of(DICE, 8)
    assert f"hold {open_lines} open lines and {number_word(past_ten)} line" in ans.answer
