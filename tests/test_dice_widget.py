"""The Solitaire Dice score-sheet widget, driven through its test API (no browser)."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("ipywidgets")

from cardlib.dice import Choice, coach, new_dice_game
from cardlib.dice.game import SolitaireDice
from cardlib.views.dice import choice_text, dice_caption, dice_sheet_html
from cardlib.widgets import DiceWidget, dice_demo


def state(w: DiceWidget) -> tuple[str, list[str]]:
    g = w.dice
    return json.dumps(g.state, sort_keys=True), [str(m) for m in g.history]


def sheet(position: dict[str, object]) -> DiceWidget:
    return DiceWidget(new_dice_game(7, position=position))


# ----- dice and pairings ------------------------------------------------------------------
def test_dice_buttons_are_the_roll_and_named_for_screen_readers() -> None:
    w = dice_demo(seed=5)
    roll = w.dice.roll
    assert roll is not None
    assert [b.tooltip for b in w.die_buttons] == [f"die showing {d}" for d in roll]
    for b, d in zip(w.die_buttons, roll, strict=True):
        assert f"cardlib-die-{d}" in b._dom_classes and b.description == ""
    assert "cardlib-die-" in str(w.styles.value)


@pytest.mark.parametrize("seed", [1, 2, 3, 9])
def test_clicking_a_die_lists_exactly_the_games_choices_for_it(seed: int) -> None:
    w = dice_demo(seed=seed)
    roll = w.dice.roll
    assert roll is not None
    for i, face in enumerate(roll):
        w.click_die(i)
        expected = w.dice.choices_for(face)
        assert w._pairing_choices == expected
        assert len(w.pairing_buttons) == len(expected)
        for b, c in zip(w.pairing_buttons, expected, strict=True):
            (a, b1), (c1, d) = c.pairs
            assert b.description.startswith(f"{a}+{b1} and {c1}+{d}")
        assert "cardlib-die-selected" in w.die_buttons[i]._dom_classes
        assert w.dice.rolls == 0


def test_die_then_pairing_plays_that_choice() -> None:
    w = sheet({"roll": "1 1 3 5 6"})
    w.click_die(2)  # the 3
    labels = [b.description for b in w.pairing_buttons]
    assert labels == ["1+1 and 5+6 → 2 & 11", "1+5 and 1+6 → 6 & 7"]
    w.click_pairing(1)
    g = w.dice
    reference = new_dice_game(7, position={"roll": "1 1 3 5 6"})
    reference.play(Choice(False, 3, ((1, 5), (1, 6))))
    assert g.state == reference.state
    assert g.marks[6] == g.marks[7] == 1 and g.throwaway_marks[3] == 1
    assert w.status_text.startswith("Roll 1: throw away 3; 1+5 and 1+6 mark lines 6 and 7")
    assert w.pairing_buttons == [] and w.selected_die is None
    assert str(w.view.value) == dice_sheet_html(g, show_dice=False)


def test_the_status_line_reports_the_games_last_choice() -> None:
    w = sheet({"roll": "1 1 3 5 6"})
    g = w.dice
    assert g.last_choice is None
    assert w.play("throw 3: 1+5 1+6")
    assert g.last_choice == Choice(False, 3, ((1, 5), (1, 6))) == g.history[-1]
    assert g.roll is not None  # the next roll is said, with what the rules ask of it
    assert w.status_text == f"Roll 1: {choice_text(g.last_choice)}. {dice_caption(g)}"
    w.press("undo")
    assert g.last_choice is None


def test_the_status_line_says_the_dice_and_the_coach_s_choice_for_a_listener() -> None:
    """A screen reader user sees no dice: the status line (spoken) says them at the start
    and after each move, and the coach's choice when the coach is on."""
    w = sheet({"roll": "1 1 3 5 6"})
    assert "Roll 1: 1 1 3 5 6." in w.status_text
    w.set_coach(True)
    advice = w.coach_choice
    assert advice is not None
    assert w.status_text.endswith(f"The coach would {choice_text(advice[0])}.")
    w.press("coach_play")
    roll = w.dice.roll
    assert roll is not None
    assert f"Roll 2: {' '.join(map(str, roll))}." in w.status_text
    assert w.status_text.count("The coach would") == 1
    w.set_coach(False)
    w.press("undo")
    assert w.play(advice[0])
    assert "Roll 2:" in w.status_text and "The coach would" not in w.status_text


def test_pairing_without_a_die_selected_is_an_error_and_changes_nothing() -> None:
    w = dice_demo(seed=3)
    before = state(w)
    w.click_pairing(0)
    assert "Click a die first" in w.status_text
    assert state(w) == before


def test_a_throwaway_that_is_not_in_use_is_refused_naming_the_rule() -> None:
    w = sheet({"throwaways": {1: 1, 2: 1, 3: 1}, "roll": "1 3 4 4 5"})
    before = state(w)
    w.click_die(2)  # a 4, while 1 and 3 show
    assert w.status_text.startswith("Not allowed: ")
    assert w.refusal is not None and w.refusal.rule == "throwaway must be in use"
    assert "throw away 1 or 3" in w.status_text
    assert state(w) == before and w.pairing_buttons == []
    w.click_die(0)  # the 1 is allowed
    assert {c.sums for c in w._pairing_choices} == {(7, 9), (8, 8)}


def test_bad_choices_through_the_move_path_show_the_rule_and_change_nothing() -> None:
    w = sheet({"throwaways": {4: 1, 5: 1, 6: 1}, "roll": "1 1 2 2 3"})
    before = state(w)
    cases = [
        ("throw 2: 1+1 2+3", "three throwaway numbers"),
        ("free 2: 1+6 2+3", "use the dice rolled"),
        ("pass", "notation"),
    ]
    for move, rule in cases:
        assert w.play(move) is False
        assert w.status_text.startswith("Not allowed: "), w.status_text
        assert w.refusal is not None and w.refusal.rule == rule
        assert state(w) == before
    w2 = sheet({"throwaways": {1: 1, 6: 1}, "roll": "2 2 3 4 5"})
    assert w2.play(Choice(True, 2, ((2, 3), (4, 5)))) is False
    assert w2.status_text.startswith("Not allowed: ")
    assert w2.refusal is not None and w2.refusal.rule == "free ride"


def test_free_ride_flow() -> None:
    w = sheet({"throwaways": {4: 1, 5: 1, 6: 1}, "roll": "1 1 2 2 3"})
    assert "cardlib-free-ride" in str(w.view.value)
    w.click_die(3)  # a 2
    assert all(c.free for c in w._pairing_choices)
    assert "set apart (free ride)" in str(w.choice_label.value)
    target = [i for i, c in enumerate(w._pairing_choices) if c.pairs == ((1, 1), (2, 3))]
    assert len(target) == 1
    w.click_pairing(target[0])
    g = w.dice
    assert g.marks[2] == 1 and g.marks[5] == 1
    assert g.throwaway_marks == {1: 0, 2: 0, 3: 0, 4: 1, 5: 1, 6: 1}
    assert g.sheet.free_rides == 1 and g.rolls == 1
    assert "free rides 1" in str(w.info.value)


def test_typed_choice_plays_and_clears_the_box() -> None:
    w = sheet({"roll": "1 1 3 5 6"})
    w.move_box.value = "throw 3: 1+1 5+6"
    w.press("typed")
    assert w.dice.marks[2] == 1 and w.dice.marks[11] == 1
    assert w.move_box.value == ""
    w.press("typed")
    assert "Type a choice" in w.status_text


# ----- the coach --------------------------------------------------------------------------
def test_coach_off_shows_nothing_on_shows_a_legal_choice_and_its_value() -> None:
    w = dice_demo(seed=4)
    assert w.coach_html.value == ""
    assert w.buttons["coach_play"].layout.display == "none"
    w.set_coach(True)
    advice = w.coach_choice
    assert advice is not None
    choice, value = advice
    assert choice in w.dice.legal_moves()
    ref_choice, ref_value = coach(w.dice)
    assert (choice, value) == (ref_choice, ref_value)
    html = str(w.coach_html.value)
    assert choice_text(choice) in html and f"{value:+,.0f}" in html
    assert str(choice) not in html  # the coach speaks in words, not in move notation
    assert w.buttons["coach_play"].layout.display is None
    assert str(w.view.value).count("background:#fff3b0") == len(set(choice.sums))
    before = w.dice.rolls
    w.press("coach_play")
    assert w.dice.rolls == before + 1 and w.dice.history[-1] == choice
    if not w.dice.is_over:
        new_choice, _ = coach(w.dice)
        assert choice_text(new_choice) in str(w.coach_html.value)
    w.set_coach(False)
    assert w.coach_html.value == ""


def test_coach_plays_a_whole_game_and_the_end_is_shown() -> None:
    w = dice_demo(seed=12, coach=True)
    for _ in range(200):
        if w.dice.is_over:
            break
        w.press("coach_play")
    g = w.dice
    assert g.is_over and g.outcome is not None
    assert "Game over: throwaway number" in w.status_text
    assert all(b.disabled for b in w.die_buttons)
    assert w.coach_choice is None and w.coach_html.value == ""
    before = state(w)
    w.click_die(0)
    w.press("coach_play")
    assert "Nothing was played" in w.status_text and state(w) == before
    w.press("undo")
    assert not w.dice.is_over


# ----- undo, new game, deal code ----------------------------------------------------------
def test_undo_restores_exactly_and_clears_the_selection() -> None:
    w = dice_demo(seed=8)
    start = state(w)
    w.click_die(0)
    w.click_pairing(0)
    after_one = state(w)
    w.click_die(1)
    w.click_pairing(0)
    w.click_die(2)
    w.press("undo")
    assert state(w) == after_one and w.selected_die is None and w.pairing_buttons == []
    w.press("undo")
    assert state(w) == start
    w.press("undo")
    assert "Nothing to undo" in w.status_text


def test_new_game_keeps_options_and_changes_the_seed() -> None:
    w = dice_demo(seed=8, win_threshold=300)
    w.click_die(0)
    w.press("new")
    g = w.dice
    assert g.seed != 8 and g.rolls == 0 and g.options["win_threshold"] == 300
    assert w.selected_die is None


def test_deal_codes_load_refuse_and_report() -> None:
    w = dice_demo(seed=8)
    assert "solitaire-dice:8" in str(w.code_label.value)
    w.enter_code("solitaire-dice:21")
    assert isinstance(w.game, SolitaireDice) and w.game.seed == 21
    assert w.status_text.startswith("Loaded deal solitaire-dice:21")
    w.enter_code("war:3")
    assert "this table plays" in w.status_text and w.game.seed == 21
    w.enter_code("no-such-game:1")
    assert w.status_text.startswith("Bad deal code") and w.game.seed == 21


def test_same_seed_same_rolls_in_the_widget() -> None:
    a, b = dice_demo(seed=33), dice_demo(seed=33)
    for _ in range(5):
        assert a.dice.roll == b.dice.roll
        a.click_die(0)
        a.click_pairing(0)
        b.click_die(0)
        b.click_pairing(0)
    assert state(a) == state(b)
