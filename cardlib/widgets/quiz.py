"""``QuizWidget``: a chapter's quiz (no rules here: questions and answers come from
:mod:`cardlib.quiz`).

The widget shows the picture and the question, one button per answer (for "which cards
may ..." questions, toggle buttons and a Check button), then right or wrong with the
explanation and the rule's name, a Next question button, the session score, and the
quiz number: typing a number and pressing Start gives everyone the same questions. Every
control is an ordinary ipywidgets button or text box, so the keyboard reaches them (Tab,
then Enter or Space).

Driven without a browser as the tests do::

    w = quiz_widget("war", seed=7)
    w.choose("A")            # answer (toggle then w.press("check") for several cards)
    w.feedback_text, w.score_text
    w.press("next"); w.set_seed(12)

>>> w = quiz_widget("war", seed=7)
>>> w.choose(w.question.choices[0]); w.score_text.startswith("Score:")
True
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape, unescape
from re import compile as _re
from typing import Any

import ipywidgets as widgets

from cardlib.quiz import Question, Quiz, Verdict
from cardlib.widgets.announcer import Announcer
from cardlib.widgets.base import STATUS_CLASS
from cardlib.widgets.cards import color
from cardlib.widgets.looks import Looks

__all__ = ["QuizWidget", "quiz_widget"]

_TAGS = _re(r"<[^>]+>")
_OK, _BAD = color("ok", "#1d5c2e"), color("error", "#a4161a")


def _plain(html: str) -> str:
    return unescape(_TAGS.sub("", html))


class QuizWidget:
    """A quiz on one game: picture, question, answer buttons, verdict, next, score, seed."""

    def __init__(self, quiz: Quiz, *, title: str | None = None, looks: Looks | None = None) -> None:
        self.quiz = quiz
        self.verdict: Verdict | None = None
        self.buttons: dict[str, Any] = {}
        self.choice_buttons: dict[str, Any] = {}
        #: The layouts and styles the quiz's parts share (with the demo's, in a chapter app).
        self.looks = looks or Looks()
        make = self.looks.make
        self.title: Any = make(
            widgets.HTML,
            value='<div style="font-size:1.15em;font-weight:bold">'
            f"{escape(title or f'Quiz: {quiz.info.name}')}</div>",
        )
        self.picture: Any = make(widgets.HTML, value="")
        self.prompt: Any = make(widgets.HTML, value="")
        self.choices: Any = make(widgets.HBox, layout={"flex_flow": "row wrap"})
        self.feedback: Any = make(widgets.HTML, value="")
        self.feedback.add_class(STATUS_CLASS)  # for the eye; its words go to the live line
        self.announcer = Announcer(self.looks)
        self.score: Any = make(widgets.HTML, value="")
        self.seed_box: Any = make(
            widgets.IntText,
            value=quiz.seed,
            description="Quiz number:",
            tooltip="Everyone who starts with the same quiz number gets the same questions",
            style={"description_width": "initial"},
            layout={"width": "200px"},
        )
        self.seed_label: Any = make(widgets.HTML, value="")
        self._add("check", "Check answer", "Check the cards you selected", self._check)
        self._add("next", "Next question", "Ask another question", self._next)
        self._add("start", "Start", "Start again with the quiz number in the box", self._start)
        self.ui: Any = make(
            widgets.VBox,
            children=[
                self.title,
                self.picture,
                self.prompt,
                self.choices,
                self.buttons["check"],
                self.feedback,
                make(widgets.HBox, children=[self.buttons["next"], self.score]),
                make(
                    widgets.HBox,
                    children=[self.seed_box, self.buttons["start"], self.seed_label],
                    layout={"align_items": "center"},
                ),
                self.announcer.line,
            ],
            layout={"max_width": "720px"},
        )
        self._ask(quiz.current or quiz.next())

    # ----- building ---------------------------------------------------------------------
    def _add(self, name: str, text: str, tip: str, handler: Callable[[], None]) -> None:
        b = self.looks.make(widgets.Button, description=text, tooltip=tip, layout={"width": "auto"})
        b.on_click(lambda _b: handler())
        self.buttons[name] = b

    def _ask(self, q: Question) -> None:
        self.verdict = None
        self.picture.value = q.picture
        n = len(self.quiz.questions)
        hint = " <i>(select every one that is, then Check answer)</i>" if q.multiple else ""
        self.prompt.value = f"<b>Question {n}.</b> {escape(q.prompt)}{hint}"
        old = list(self.choice_buttons.values())
        self.choice_buttons = {}
        for text in q.choices:
            if q.multiple:
                b: Any = self.looks.make(
                    widgets.ToggleButton,
                    value=False,
                    description=text,
                    tooltip=f"Select {text}",
                    layout={"width": "auto", "margin": "2px"},
                )
            else:
                b = self.looks.make(
                    widgets.Button,
                    description=text,
                    tooltip=f"Answer: {text}",
                    layout={"width": "auto", "margin": "2px"},
                )
                b.on_click(lambda _b, t=text: self.choose(t))
            self.choice_buttons[text] = b
        self.choices.children = tuple(self.choice_buttons.values())
        for b in old:  # no longer shown (their layout and style are shared: kept)
            b.close()
        self.looks.restyle(self.buttons["check"], display=None if q.multiple else "none")
        self.buttons["check"].disabled = False
        self.buttons["next"].disabled = True
        self.feedback.value = ""
        self.announcer.say(f"Question {n}. {q.prompt}")
        self._show_score()

    def _show_score(self) -> None:
        self.score.value = (
            f'<span style="margin-left:12px">Score: {escape(self.quiz.score_text)}</span>'
        )
        self.seed_label.value = (
            f'<span style="color:{color("muted", "#555")}">Quiz {self.quiz.seed} · question '
            f"{len(self.quiz.questions)}</span>"
        )

    # ----- actions ----------------------------------------------------------------------
    @property
    def question(self) -> Question:
        """The question on show."""
        q = self.quiz.current
        assert q is not None
        return q

    def _answer(self, given: frozenset[str]) -> None:
        if self.verdict is not None:
            return
        v = self.quiz.answer(given)
        self.verdict = v
        for text, b in self.choice_buttons.items():
            b.disabled = True
            if text in v.answer:
                b.button_style = "success"
            elif text in given:
                b.button_style = "danger"
        self.buttons["check"].disabled = True
        self.buttons["next"].disabled = False
        ink = _OK if v.correct else _BAD
        head = "Right!" if v.correct else f"Wrong. The answer is {escape(v.answer_text)}."
        self.feedback.value = (
            f'<div style="padding:4px 8px;border-left:4px solid {ink}">'
            f'<b style="color:{ink}">{head}</b> {escape(v.explanation)}'
            f'<div style="margin-top:2px"><b>Rule:</b> {escape(v.rule)}</div></div>'
        )
        self.announcer.say(v.text)
        self._show_score()

    def choose(self, text: str) -> None:
        """Answer a single-choice question with ``text`` (as clicking its button does);
        on a several-cards question, toggle ``text`` instead."""
        if text not in self.choice_buttons:
            raise KeyError(f"no answer {text!r}: the answers are {', '.join(self.choice_buttons)}")
        if self.question.multiple:
            b = self.choice_buttons[text]
            b.value = not b.value
            return
        self._answer(frozenset({text}))

    def selected(self) -> frozenset[str]:
        """The toggled answers of a several-cards question."""
        return frozenset(t for t, b in self.choice_buttons.items() if getattr(b, "value", False))

    def _check(self) -> None:
        if self.question.multiple:
            self._answer(self.selected())

    def _next(self) -> None:
        self._ask(self.quiz.next())

    def _start(self) -> None:
        self.set_seed(int(self.seed_box.value))

    def set_seed(self, seed: int) -> None:
        """Start a new session from ``seed`` (the score starts again)."""
        self.quiz = Quiz(self.quiz.game_id, seed, **self.quiz.options)
        self.seed_box.value = seed
        self._ask(self.quiz.next())

    # ----- test API ---------------------------------------------------------------------
    def press(self, name: str) -> None:
        """Press a button by name (``check``, ``next``, ``start``) as a click would."""
        if name not in self.buttons:
            raise KeyError(f"no button {name!r}: the buttons are {', '.join(self.buttons)}")
        self.buttons[name].click()

    @property
    def feedback_text(self) -> str:
        """The verdict as plain text (empty before an answer)."""
        return _plain(str(self.feedback.value))

    @property
    def score_text(self) -> str:
        """The score line as plain text."""
        return _plain(str(self.score.value))

    @property
    def seed_text(self) -> str:
        """The seed line as plain text."""
        return _plain(str(self.seed_label.value))

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.ui._repr_mimebundle_(**kwargs)

    def __repr__(self) -> str:
        return f"<QuizWidget {self.quiz!r}>"


def quiz_widget(game_id: str, seed: int = 1, **options: object) -> QuizWidget:
    """The quiz widget for a game (id or alias) from a quiz number (the seed of its
    questions): a chapter's one line,
    ``quiz_widget("pepper", seed=1)``."""
    return QuizWidget(Quiz(game_id, seed, **options))
