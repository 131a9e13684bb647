"""The expert Solitaire Dice player: its value table, its lookahead and the coach's advice."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from cardlib.dice import (
    ALL_ROLLS,
    ExpertPlayer,
    SolitaireDice,
    coach,
    coach_advice,
    line_score,
    new_dice_game,
    simulate,
)
from cardlib.dice.engine import _legal
from cardlib.dice.strategy import marks_after
from cardlib.dice.value import SIZE, ValueTable, advise, load_table, rolls_bucket


def test_the_shipped_table_is_complete_and_says_how_it_was_fitted() -> None:
    data = json.loads(resources.files("cardlib.dice").joinpath("values.json").read_text())
    assert len(data["values"]) == SIZE
    assert data["seeds"][0] > 1_000_000  # fitted on seeds disjoint from the benchmark's
    table = load_table()
    assert table.meta["games"] == data["games"] > 0


def test_a_finished_sheet_is_valued_at_its_exact_score() -> None:
    table = load_table()
    marks = [0] * 13
    marks[7], marks[8] = 7, 3
    throws = [0, 8, 2, 1, 0, 0, 0]
    assert table.sheet(marks, throws) == line_score(7, 7) + line_score(8, 3)
    assert rolls_bucket(throws) == 0


def test_a_full_line_is_worth_its_final_score_whatever_the_table_says() -> None:
    zero = ValueTable(tuple([0.0] * SIZE), {})
    marks = [0] * 13
    marks[2] = 10
    assert zero.sheet(marks, [0, 1, 0, 0, 0, 0, 0]) == line_score(2, 10)


def test_lookahead_ranks_every_legal_choice_once() -> None:
    g = new_dice_game(7)
    ranked = ExpertPlayer().evaluate(g.sheet)
    assert sorted(map(str, (c for c, _ in ranked))) == sorted(map(str, g.legal_moves()))
    searched = [v for _, v in ranked[:6]]
    assert searched == sorted(searched, reverse=True)


def test_on_the_last_roll_the_expert_takes_the_best_exact_score() -> None:
    # Only the 2 may be thrown away and it is its 8th mark: both choices end the game.
    position = {
        "marks": {2: 4, 12: 2, 7: 5},
        "throwaways": {2: 7, 3: 1, 4: 1},
        "roll": "2 1 1 6 6",
    }
    g = new_dice_game(position=position)
    best = max(
        g.legal_moves(),
        key=lambda c: sum(line_score(s, g.marks[s] + c.sums.count(s)) for s in range(2, 13)),
    )
    move, value = coach(g)
    assert move.sums == best.sums
    assert value == sum(line_score(s, g.marks[s] + move.sums.count(s)) for s in range(2, 13))


def test_the_expert_plays_whole_games_reproducibly() -> None:
    p = ExpertPlayer()
    assert simulate(11, p) == simulate(11, ExpertPlayer())


def test_advice_gives_three_distinct_choices_best_first_with_reasons() -> None:
    g = new_dice_game(5)
    for _ in range(4):
        g.play(coach(g)[0])
    advice = coach_advice(g)
    assert len(advice.ranked) == 3
    keys = {(c.free, c.aside, c.sums) for c, _ in advice.ranked}
    assert len(keys) == 3
    values = [v for _, v in advice.ranked]
    assert values[0] >= values[1] and values[0] >= values[2]
    assert advice.best == coach(g)
    assert any("throwaway" in r or "free ride" in r for r in advice.reasons)
    assert "better than" in advice.reasons[-1]


def test_advice_names_a_line_leaving_the_penalty_zone() -> None:
    g = new_dice_game(position={"marks": {8: 4, 6: 4}, "throwaways": {5: 2}, "roll": "5 4 4 3 3"})
    advice = advise(g.sheet)
    c, _ = advice.best
    for s in set(c.sums) & {6, 8}:
        assert f"the {s} line leaves its -200 zone" in advice.reasons


def test_coach_advice_refuses_a_finished_game() -> None:
    g = new_dice_game(position={"throwaways": {1: 7}, "roll": "1 1 1 1 1"})
    g.play(g.legal_moves()[0])
    with pytest.raises(ValueError):
        coach_advice(g)


def _check_lookahead(player: ExpertPlayer, g: SolitaireDice, n: int) -> tuple[list[int], list[int]]:
    """The player's expectation after each of the first ``n`` choices equals the plain
    average over the 252 rolls of the best reply's table value; the last sheet tried."""
    table = player.table
    for c in g.legal_moves()[:n]:
        marks, throws = marks_after(g.sheet.marks, g.sheet.throws, c)
        chosen = tuple(f for f in range(1, 7) if throws[f])
        plain = 0.0
        for roll, p in ALL_ROLLS:
            plain += p * max(
                table.sheet(*marks_after(marks, throws, reply)) for reply in _legal(roll, chosen)
            )
        assert player._expectation(marks, throws) == pytest.approx(plain, abs=1e-6)
    return marks, throws


def test_the_lookahead_is_the_plain_average_of_the_best_replies() -> None:
    # The expectation values each distinct reply once; it must equal the plain sum over
    # the 252 rolls of the best reply's table value (a 1 thrown away next ends the game).
    player = ExpertPlayer()
    position = {"marks": {6: 3, 8: 5, 7: 2}, "throwaways": {1: 6, 5: 1, 6: 6}, "roll": "1 2 3 4 4"}
    g = new_dice_game(position=position)
    _check_lookahead(player, g, 4)


def test_hindrance_counts_only_once_three_throwaway_numbers_are_chosen() -> None:
    from cardlib.dice.value import hindrance

    assert hindrance((1, 2)) == (0,) * 13
    steps = hindrance((1, 2, 3))
    # low sums need the low faces, which must now be set aside; 10 to 12 never use them
    assert steps[3] > 0 and steps[4] > 0
    assert steps[10] == steps[11] == steps[12] == 0
    assert hindrance((4, 5, 6))[11] == steps[3]  # the mirror image


def test_lookahead_with_hindrance_corrections_equals_the_plain_average() -> None:
    import random

    from cardlib.dice.value import EXTRA_SIZE

    base = load_table()
    rng = random.Random(5)
    extra = tuple(rng.uniform(-40, 40) for _ in range(EXTRA_SIZE))
    table = ValueTable(base.values, {}, extra)
    player = ExpertPlayer(table=table)
    position = {"marks": {6: 3, 8: 5, 4: 2}, "throwaways": {1: 3, 2: 1}, "roll": "2 3 3 4 6"}
    g = new_dice_game(position=position)
    marks, throws = _check_lookahead(player, g, 5)
    assert table.sheet(marks, throws) != base.sheet(marks, throws)


def test_a_third_throwaway_number_is_explained_by_the_lines_it_hinders() -> None:
    from cardlib.dice.value import _reasons, sum_chances

    # 1 and 2 are throwaways; the 4 and 7 lines are open. Setting the 3 aside makes 1, 2, 3.
    g = new_dice_game(
        position={"marks": {4: 3, 7: 4}, "throwaways": {1: 2, 2: 2}, "roll": "3 1 3 4 6"}
    )
    third = next(c for c in g.legal_moves() if c.aside == 3)
    said = [r for r in _reasons(g.sheet, third) if "as the throwaways" in r]
    with_, without = sum_chances((1, 2, 3)), sum_chances(())
    four, seven = (1 - with_[s] / without[s] for s in (4, 7))
    assert four > seven > 0.1
    assert said == [
        "with 1, 2 and 3 as the throwaways, the 4 line can be made in "
        f"{four:.0%} fewer rolls, the 7 line in {seven:.0%} fewer"
    ]
    # keeping an old throwaway number says nothing of the kind
    old = next(c for c in g.legal_moves() if c.aside == 1)
    assert not any("as the throwaways" in r for r in _reasons(g.sheet, old))
