"""Solitaire Dice: every test vector of ../shared/rules/solitaire-dice.md, choices, bad input."""

from __future__ import annotations

import json
from itertools import combinations_with_replacement, permutations

import pytest

import cardlib
from cardlib import IllegalMove, load_game, new_game
from cardlib.dice import (
    LINE_VALUES,
    Choice,
    DiceSheet,
    DiceStream,
    GreedyPlayer,
    RandomPlayer,
    StrongPlayer,
    coach,
    line_score,
    new_dice_game,
    sheet_score,
    simulate,
)
from cardlib.dice.strategy import expected_rolls_left

FINAL = {"marks": {2: 4, 12: 3}, "throwaways": {2: 7, 4: 3, 5: 1}, "roll": "2 6 6 1 1"}
"""A last roll: only the 2 may be thrown away, and that is its 8th mark."""


def game(roll: str, throwaways: dict[int, int] | None = None) -> cardlib.Game:
    position = {"roll": roll, "throwaways": throwaways or {}, "marks": {}}
    return new_game("solitaire-dice", seed=1, position=position)


def marks_of(roll: tuple[int, ...]) -> set[tuple[int, int, int]]:
    """Brute force: every (die set apart, sum, sum) the five dice allow, by permutation."""
    out = set()
    for a, b, c, d, e in permutations(roll):
        s, t = sorted((b + c, d + e))
        out.add((a, s, t))
    return out


def listed(g: cardlib.Game) -> list[tuple[int, int, int]]:
    out = []
    for m in g.legal_moves():
        assert isinstance(m, Choice)
        out.append((m.aside, *m.sums))
    return out


def frozen(g: cardlib.Game) -> tuple[str, list[str]]:
    return json.dumps(g.state, sort_keys=True), [str(m) for m in g.legal_moves()]


# ----- scoring vectors ------------------------------------------------------------------
def test_line_values_table() -> None:
    assert [LINE_VALUES[s] for s in range(2, 13)] == [
        100, 70, 60, 50, 40, 30, 40, 50, 60, 70, 100,
    ]  # fmt: skip


def test_v1_example_b_scores_minus_210() -> None:
    # The source's Example B: 3 twice, 5 seven times, 7 eight times, 8 four times, 9 five times.
    marks = {3: 2, 5: 7, 7: 8, 8: 4, 9: 5}
    parts = {s: line_score(s, c) for s, c in marks.items()}
    assert parts == {3: -200, 5: 2 * 50, 7: 3 * 30, 8: -200, 9: 0}
    assert sheet_score(marks) == -210


def test_v2_line_scores() -> None:
    assert line_score(2, 10) == line_score(2, 11) == 500
    assert line_score(7, 6) == 30
    assert line_score(7, 5) == 0
    assert line_score(6, 9) == 160
    assert line_score(12, 1) == line_score(12, 4) == -200
    assert all(line_score(x, 0) == 0 for x in range(2, 13))
    assert all(line_score(x, 25) == 5 * LINE_VALUES[x] for x in range(2, 13))
    with pytest.raises(ValueError):
        line_score(1, 3)
    with pytest.raises(ValueError):
        line_score(7, -1)


def test_v8_first_marks_on_two_empty_lines_cost_400() -> None:
    for seed in range(1, 30):
        g = new_dice_game(seed)
        move = next((m for m in g.legal_moves() if len(set(m.sums)) == 2), None)  # type: ignore[attr-defined]
        if move is not None:
            g.play(move)
            assert g.score == -400 and g.scores == (-400,)
            return
    pytest.fail("no roll with two different sums in 29 seeds")


# ----- choices --------------------------------------------------------------------------
def test_v3_example_a() -> None:
    g = game("1 1 3 5 6")
    threes = {(s, t) for a, s, t in listed(g) if a == 3}
    assert threes == {(6, 7), (2, 11)}
    g.play("throw 3: 1+5 1+6")
    assert g.marks[6] == 1 and g.marks[7] == 1  # type: ignore[attr-defined]
    assert sum(g.marks.values()) == 2  # type: ignore[attr-defined]
    assert g.throwaway_marks[3] == 1 and g.throwaway_numbers == (3,)  # type: ignore[attr-defined]


def test_first_roll_offers_every_choice_once() -> None:
    g = game("1 1 3 5 6")
    assert sorted(listed(g)) == sorted(marks_of((1, 1, 3, 5, 6)))
    assert len(set(listed(g))) == len(listed(g)), "equivalent choices must be merged"


def test_v4_free_ride() -> None:
    g = game("1 1 2 2 3", {4: 1, 5: 1, 6: 1})
    assert g.free_ride  # type: ignore[attr-defined]
    moves = g.legal_moves()
    assert all(isinstance(m, Choice) and m.free for m in moves)
    sums = [m.sums for m in moves]  # type: ignore[attr-defined]
    assert len(sums) == len(set(sums)), "free rides with the same sums are one choice"
    assert set(sums) == {(s, t) for _, s, t in marks_of((1, 1, 2, 2, 3))}
    g.play("free 2: 1+1 2+3")
    assert g.marks[2] == 1 and g.marks[5] == 1  # type: ignore[attr-defined]
    assert g.throwaway_marks == {1: 0, 2: 0, 3: 0, 4: 1, 5: 1, 6: 1}  # type: ignore[attr-defined]
    assert g.sheet.free_rides == 1  # type: ignore[attr-defined]


def test_equivalent_choices_are_merged_on_every_roll() -> None:
    # 120 orderings of five dice collapse to one choice per (die set apart, two sums).
    for roll in combinations_with_replacement(range(1, 7), 5):
        text = " ".join(map(str, roll))
        g = game(text)
        assert sorted(listed(g)) == sorted(marks_of(roll)), text
        assert len(set(listed(g))) == len(listed(g)), text


def test_free_ride_sums_name_the_die_set_apart() -> None:
    # Why free rides never merge across faces: the two sums add up to total - die.
    for roll in combinations_with_replacement(range(1, 7), 5):
        if len(set(roll)) > 3:
            continue
        in_use = [f for f in range(1, 7) if f not in roll][:3]
        g = game(" ".join(map(str, roll)), dict.fromkeys(in_use, 1))
        assert g.free_ride  # type: ignore[attr-defined]
        by_sums = {m.sums: m.aside for m in g.legal_moves()}  # type: ignore[attr-defined]
        assert len(by_sums) == len(g.legal_moves())
        assert all(sum(roll) - s - t == a for (s, t), a in by_sums.items())
        assert set(by_sums.items()) == {((s, t), a) for a, s, t in marks_of(roll)}


def test_v5_three_numbers_in_use_one_shows() -> None:
    g = game("1 3 4 4 5", {1: 1, 2: 1, 3: 1})
    assert not g.free_ride  # type: ignore[attr-defined]
    assert {a for a, _, _ in listed(g)} == {1, 3}
    assert {(s, t) for a, s, t in listed(g) if a == 1} == {(7, 9), (8, 8)}
    assert {(s, t) for a, s, t in listed(g) if a == 3} == {(5, 9), (6, 8)}


def test_v6_two_numbers_in_use_any_die() -> None:
    g = game("2 2 3 4 5", {1: 1, 6: 1})
    assert {a for a, _, _ in listed(g)} == {2, 3, 4, 5}
    assert sorted(listed(g)) == sorted(marks_of((2, 2, 3, 4, 5)))
    g.play("throw 5: 2+2 3+4")
    assert g.throwaway_numbers == (1, 5, 6)  # type: ignore[attr-defined]


def test_choices_for_a_die() -> None:
    g = game("1 1 3 5 6")
    assert [str(c) for c in g.choices_for(3)] == ["throw 3: 1+1 5+6", "throw 3: 1+5 1+6"]  # type: ignore[attr-defined]
    assert g.choices_for(2) == []  # type: ignore[attr-defined]


# ----- the end --------------------------------------------------------------------------
class _Fixed(DiceStream):
    def roll(self, index: int) -> tuple[int, int, int, int, int]:
        return (1, 2, 3, 4, 5)


def test_v7_same_throwaway_every_roll_ends_after_eight() -> None:
    sheet = DiceSheet(_Fixed(0))
    move = Choice(False, 1, ((2, 3), (4, 5)))
    for n in range(8):
        assert sheet.roll is not None, f"ended early after {n} rolls"
        sheet.check(move)
        sheet.apply(move)
    assert sheet.roll is None and sheet.rolls == 8
    assert sum(sheet.marks) == 16 and sheet.marks[5] == 8 and sheet.marks[9] == 8
    assert sheet.throws[1] == 8


def test_end_marks_the_final_roll() -> None:
    g = new_dice_game(
        position={"marks": {2: 4, 12: 3}, "throwaways": {2: 7, 4: 3, 5: 1}, "roll": "2 6 6 1 1"}
    )
    assert [str(m) for m in g.legal_moves()] == ["throw 2: 1+1 6+6", "throw 2: 1+6 1+6"]
    g.play("throw 2: 1+1 6+6")
    assert g.is_over and g.roll is None and g.last_roll == (2, 6, 6, 1, 1)
    assert g.marks[2] == 5 and g.marks[12] == 4 and g.throwaway_marks[2] == 8
    assert g.score == 0 - 200
    assert g.outcome is not None and not g.outcome.won and g.outcome.scores == (-200,)
    assert "8th mark" in g.outcome.reason
    assert g.legal_moves() == []
    with pytest.raises(IllegalMove) as err:
        g.play("throw 2: 1+1 6+6")
    assert err.value.rule == "game over"


def test_a_seeded_game_ends_between_8_and_22_rolls_plus_free_rides() -> None:
    for seed in range(1, 40):
        g = new_dice_game(seed)
        player = RandomPlayer(seed)
        while not g.is_over:
            g.play(player.choose(g))
        free = g.sheet.free_rides
        assert 8 <= g.rolls - free <= 22
        assert sum(g.marks.values()) == 2 * g.rolls
        assert max(g.throwaway_marks.values()) == 8
        assert len(g.throwaway_numbers) <= 3


@pytest.mark.parametrize(
    ("threshold", "won"), [(500, True), (550, True), (551, False), (0, False), ("none", False)]
)
def test_win_threshold(threshold: object, won: bool) -> None:
    position = {"marks": {6: 10, 7: 10, 8: 10}, "throwaways": {1: 7}, "roll": "1 2 3 4 5"}
    g = new_game("solitaire-dice", seed=1, position=position, win_threshold=threshold)
    g.play("throw 1: 2+5 3+4")
    assert g.is_over and g.scores == (550,)
    assert g.outcome is not None and g.outcome.won is won


def test_win_threshold_none_in_deal_code() -> None:
    g = cardlib.from_deal_code("solitaire-dice:4:win_threshold=none")
    assert g.win_threshold is None  # type: ignore[attr-defined]
    assert g.deal_code == "solitaire-dice:4:win_threshold=0"
    with pytest.raises(ValueError):
        new_game("solitaire-dice", seed=1, win_threshold=-5)


# ----- bad input ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("roll", "throwaways", "move", "rule"),
    [
        ("1 1 3 5 6", {}, "throw 3: 1+6 6+6", "use the dice rolled"),
        ("1 1 3 5 6", {}, "throw 2: 1+1 5+6", "use the dice rolled"),
        ("4 4 5 5 6", {1: 1, 2: 1, 3: 1}, "throw 4: 4+5 5+6", "three throwaway numbers"),
        ("1 3 4 4 5", {1: 1, 2: 1, 3: 1}, "throw 4: 1+3 4+5", "throwaway must be in use"),
        ("1 3 4 4 5", {1: 1, 2: 1, 3: 1}, "free 4: 1+3 4+5", "free ride"),
        ("1 3 4 4 5", {1: 1, 2: 1}, "free 4: 1+3 4+5", "free ride"),
        ("1 3 4 4 5", {}, "throw 3 sums 2 12", "use the dice rolled"),
        ("1 3 4 4 5", {}, "throw 7: 1+3 4+5", "notation"),
        ("1 3 4 4 5", {}, "throw 3: 1+4", "notation"),
        ("1 3 4 4 5", {}, "roll again", "notation"),
    ],
)
def test_bad_input_names_the_rule_and_changes_nothing(
    roll: str, throwaways: dict[int, int], move: str, rule: str
) -> None:
    g = game(roll, throwaways)
    before = frozen(g)
    with pytest.raises(IllegalMove) as err:
        g.play(move)
    assert err.value.rule == rule
    assert frozen(g) == before and g.history == []


def test_messages_speak_to_the_player() -> None:
    g = game("1 3 4 4 5", {1: 1, 2: 1, 3: 1})
    with pytest.raises(IllegalMove, match="throw away 1 or 3, not 4"):
        g.play("throw 4: 1+3 4+5")
    g = game("4 4 5 5 6", {1: 1, 2: 1, 3: 1})
    with pytest.raises(IllegalMove, match="free ride"):
        g.play("throw 4: 4+5 5+6")


def test_bad_positions() -> None:
    with pytest.raises(ValueError):
        new_dice_game(position={"throwaways": {1: 1, 2: 1, 3: 1, 4: 1}})
    with pytest.raises(ValueError):
        new_dice_game(position={"marks": {13: 1}})
    with pytest.raises(ValueError):
        new_dice_game(position={"roll": "1 2 3 4"})
    with pytest.raises(ValueError):
        new_dice_game(position={"roll": "1 2 3 4 7"})


# ----- notation -------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "throw 3: 1+5 1+6",
        "Throw 3: 1+6 5+1",
        "throwaway 3, 1+5, 1+6",
        "throw away 3: 1 + 5 and 1 + 6",
        "3: 15 16",
        "t3 1+5 1+6",
        "throw 3 sums 6 7",
    ],
)
def test_spellings(text: str) -> None:
    g = game("1 1 3 5 6")
    assert g.parse_move(text) == Choice(False, 3, ((1, 5), (1, 6)))
    assert str(g.parse_move(text)) == "throw 3: 1+5 1+6"


def test_free_ride_spelling_without_keyword() -> None:
    g = game("1 1 2 2 3", {4: 1, 5: 1, 6: 1})
    m = g.parse_move("2: 1+1 2+3")
    assert isinstance(m, Choice) and m.free and m.sums == (2, 5)


# ----- determinism, undo, JSON -----------------------------------------------------------
def test_seed_fixes_the_rolls() -> None:
    a, b = DiceStream(17), DiceStream(17)
    assert [a.roll(i) for i in range(30)] == [b.roll(i) for i in range(30)]
    assert [a.roll(i) for i in range(5)] != [DiceStream(18).roll(i) for i in range(5)]
    assert all(1 <= d <= 6 for i in range(200) for d in a.roll(i))


def test_pinned_first_rolls() -> None:
    # Pinned seeded deal: random.Random("solitaire-dice:1").random(), five per roll.
    import random

    r = random.Random("solitaire-dice:1")
    first = tuple(int(6 * r.random()) + 1 for _ in range(5))
    assert new_dice_game(1).roll == first


def test_undo_and_json_round_trip() -> None:
    g = new_dice_game(9)
    greedy = GreedyPlayer()
    states = [g.state]
    while not g.is_over:
        g.play(greedy.choose(g))
        states.append(g.state)
        again = load_game(g.to_json())
        assert again.state == g.state
    final = g.score
    assert simulate(9, GreedyPlayer()) == final
    for expected in reversed(states[:-1]):
        g.undo()
        assert g.state == expected


def test_hand_made_position_round_trips() -> None:
    g = game("1 1 3 5 6")
    g.play("throw 3: 1+5 1+6")
    again = load_game(g.to_json())
    assert again.state == g.state and again.roll == g.roll  # type: ignore[attr-defined]


# ----- players --------------------------------------------------------------------------
def test_players_choose_legal_moves_and_simulate_is_deterministic() -> None:
    for player in (RandomPlayer(3), GreedyPlayer(), StrongPlayer()):
        g = new_dice_game(3)
        while not g.is_over:
            m = player.choose(g)
            assert m in g.legal_moves()
            g.play(m)
    assert simulate(4, StrongPlayer()) == simulate(4, StrongPlayer())
    assert simulate(4, RandomPlayer(1)) == simulate(4, RandomPlayer(1))


def test_greedy_takes_the_fifth_mark() -> None:
    g = new_dice_game(position={"marks": {7: 4, 4: 1}, "roll": "3 4 1 1 2"})
    move = GreedyPlayer().choose(g)
    assert 7 in move.sums and line_score(7, 5) - line_score(7, 4) == 200


def test_coach_on_a_final_roll_gives_the_exact_best_score() -> None:
    # Only the 2 may be thrown away and it is its 8th mark: both choices end the game.
    g = new_dice_game(position=FINAL)
    move, value = coach(g)
    assert str(move) == "throw 2: 1+1 6+6"  # 2 and 12 reach 5 and 4 marks: -200
    assert value == -200  # the other, 1+6 1+6, leaves -600


def test_strong_player_completes_two_lines_late_in_the_game() -> None:
    # Few rolls are left: bringing 6 and 8 to five marks beats opening new lines.
    position = {"marks": {6: 4, 8: 4}, "throwaways": {1: 5, 2: 5, 3: 5}, "roll": "3 3 4 5 2"}
    g = new_dice_game(position=position)
    move, _ = coach(g)
    assert move.sums == (6, 8)


def test_coach_refuses_a_finished_game() -> None:
    g = new_dice_game(position=FINAL)
    g.play("throw 2: 1+1 6+6")
    with pytest.raises(ValueError):
        coach(g)


def test_expected_rolls_left() -> None:
    assert expected_rolls_left((7, 7, 7)) == pytest.approx(1 / (1 - 0.5**5))
    assert 8 < expected_rolls_left(()) <= 23
    assert expected_rolls_left((1,)) > expected_rolls_left((5,))
