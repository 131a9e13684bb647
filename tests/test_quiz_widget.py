"""The quiz widget: answer right, answer wrong, next, score, seed, several-card answers."""

from __future__ import annotations

import ipywidgets as widgets
import pytest

from cardlib.quiz import Quiz
from cardlib.widgets import QuizWidget, quiz_widget


def single(game_id: str, seed: int) -> QuizWidget:
    """A widget whose first question has one answer."""
    for s in range(seed, seed + 50):
        w = quiz_widget(game_id, seed=s)
        if not w.question.multiple:
            return w
    raise AssertionError("no single-answer question found")


def test_right_answer_then_next() -> None:
    w = quiz_widget("war", seed=4)
    q = w.question
    assert w.feedback_text == "" and w.buttons["next"].disabled
    assert w.picture.value == q.picture and q.prompt in w.prompt.value
    w.choose(next(iter(q.answer)))
    assert w.feedback_text.startswith("Right!")
    assert q.explanation in w.feedback_text and f"Rule: {q.rule}" in w.feedback_text
    assert w.score_text == "Score: 1 right out of 1"
    assert all(b.disabled for b in w.choice_buttons.values())
    assert w.choice_buttons[next(iter(q.answer))].button_style == "success"
    w.press("next")
    assert w.question is not q and w.feedback_text == ""
    assert not any(b.disabled for b in w.choice_buttons.values())
    assert w.seed_text == "Quiz 4 · question 2"


def test_wrong_answer_shows_the_answer_and_rule() -> None:
    w = single("pepper", 1)
    q = w.question
    wrong = next(c for c in q.choices if c not in q.answer)
    w.choose(wrong)
    text = w.feedback_text
    assert text.startswith(f"Wrong. The answer is {q.answer_text}.")
    assert q.explanation in text and f"Rule: {q.rule}" in text
    assert w.choice_buttons[wrong].button_style == "danger"
    assert w.score_text == "Score: 0 right out of 1"
    w.choose(next(iter(q.answer)))  # a second click changes nothing
    assert w.score_text == "Score: 0 right out of 1"


def test_several_cards_toggle_and_check() -> None:
    w = quiz_widget("forty-five", seed=1)
    for _ in range(10):
        if w.question.multiple:
            break
        w.choose(w.question.choices[0])
        w.press("next")
    q = w.question
    assert q.multiple
    assert isinstance(w.choice_buttons[q.choices[0]], widgets.ToggleButton)
    assert w.buttons["check"].layout.display != "none"
    before = w.quiz.right
    for c in q.answer:
        w.choose(c)
    assert w.selected() == q.answer
    w.press("check")
    assert w.feedback_text.startswith("Right!") and w.quiz.right == before + 1


def test_seed_gives_everyone_the_same_questions() -> None:
    a, b = quiz_widget("klondike", seed=9), quiz_widget("klondike", seed=3)
    assert a.question.prompt != b.question.prompt or a.picture.value != b.picture.value
    b.seed_box.value = 9
    b.press("start")
    assert b.question.prompt == a.question.prompt and b.picture.value == a.picture.value
    assert b.quiz.seed == 9 and b.seed_text == "Quiz 9 · question 1"
    a.press("next")
    b.press("next")
    assert a.question == b.question
    b.set_seed(10)
    assert b.score_text == "Score: 0 right out of 0" and b.seed_box.value == 10
    assert b.question == Quiz("klondike", 10).next()


def test_controls_are_keyboard_reachable_and_named() -> None:
    w = single("solitaire-dice", 1)
    for b in [*w.choice_buttons.values(), *w.buttons.values()]:
        assert isinstance(b, widgets.Button | widgets.ToggleButton)
        assert b.description and b.tooltip
    assert isinstance(w.seed_box, widgets.IntText) and w.seed_box.description
    with pytest.raises(KeyError):
        w.choose("no such answer")
    with pytest.raises(KeyError):
        w.press("fold")
    assert "QuizWidget" in repr(w)
