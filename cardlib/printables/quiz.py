"""Printed quizzes: the questions a chapter's *Quiz* tab asks for one quiz number, on paper,
with the answer key on its own page.

A printed quiz is :class:`cardlib.quiz.Quiz` itself, drawn from the same game and quiz
number as the demo's tab, so a class can answer on paper and check on screen (type the
number into *Quiz number*, press *Start*): the same questions, pictures, choices and
answers, in the same order. The key gives each answer with the engine's explanation and
the rule it names.

>>> quiz = printed_quiz("war", 1)
>>> [q.prompt for q in quiz.questions] == [q.prompt for q in Quiz("war", 1).take(quiz.count)]
True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from html import escape

from cardlib.printables.page import Printable, page_html
from cardlib.quiz import Question, Quiz
from cardlib.registry import game_factory

__all__ = [
    "CLASS_QUIZZES",
    "QUIZ_PRINTABLES",
    "PrintedQuiz",
    "printed_quiz",
    "printed_quiz_html",
]

#: The printed quizzes: one per family, each the quiz number a chapter's *Quiz* tab starts
#: with (1), and as many questions as one printed page holds with their pictures.
CLASS_QUIZZES: tuple[tuple[str, int, int], ...] = (
    ("war", 1, 8),
    ("solitaire-dice", 1, 6),
    ("pepper", 1, 4),
    ("forty-thieves", 1, 6),
    ("klondike", 1, 4),
)


@dataclass(frozen=True)
class PrintedQuiz:
    """The first ``count`` questions of quiz number ``seed`` on ``game_id``."""

    game_id: str
    seed: int
    count: int
    name: str
    questions: tuple[Question, ...]

    @property
    def file_name(self) -> str:
        """The printable's name: ``quiz-<game>-<number>``."""
        return f"quiz-{self.game_id}-{self.seed}"


def printed_quiz(game_id: str, seed: int = 1, count: int = 6) -> PrintedQuiz:
    """The first ``count`` questions the *Quiz* tab asks for ``game_id`` and quiz number
    ``seed``."""
    info, _, _ = game_factory(game_id)
    questions = tuple(Quiz(info.id, seed).take(count))
    return PrintedQuiz(info.id, seed, count, info.name, questions)


def _choices(q: Question) -> str:
    items = "".join(
        f'<li><span class="tick" aria-hidden="true"></span>{escape(c)}</li>' for c in q.choices
    )
    return f'<ul class="choices">{items}</ul>'


def _inline(picture: str) -> str:
    """A screen picture for a page: SVG inside HTML needs no namespace address."""
    return picture.replace(' xmlns="http://www.w3.org/2000/svg"', "")


def _question(n: int, q: Question) -> str:
    how = "Tick every right answer." if q.multiple else "Tick one answer."
    return (
        f'<section class="question" data-n="{n}">'
        f"<h2>{n}. {escape(q.prompt)} <small>{how}</small></h2>"
        f'<div class="picture">{_inline(q.picture)}</div>'
        f"{_choices(q)}</section>"
    )


def _answer(n: int, q: Question) -> str:
    return (
        f'<li data-n="{n}"><b>{escape(q.answer_text)}.</b> {escape(q.explanation)} '
        f"<i>Rule: {escape(q.rule)}.</i></li>"
    )


def printed_quiz_html(game_id: str, seed: int = 1, count: int = 6) -> str:
    """The printed quiz: the questions on page 1, the answer key on page 2."""
    quiz = printed_quiz(game_id, seed, count)
    name = quiz.name
    intro = (
        f"<p>These are the first {count} questions the <i>Quiz</i> tab of the {escape(name)} "
        f"chapter asks with <b>quiz number {seed}</b>. Answer them on paper, then check on "
        f"screen: type {seed} into the <i>Quiz number</i> box and press <i>Start</i>.</p>"
    )
    body = [
        f"<h1>{escape(name)}: quiz number {seed}</h1>",
        '<p class="name">Name: ______________________</p>',
        intro,
        '<div class="questions">',
        *(_question(n, q) for n, q in enumerate(quiz.questions, 1)),
        "</div>",
        '<section class="key">',
        f"<h1>Answer key: {escape(name)}, quiz number {seed}</h1>",
        "<p>Each answer as the game's rules give it, with the reason and the rule.</p>",
        '<ol class="answers">',
        *(_answer(n, q) for n, q in enumerate(quiz.questions, 1)),
        "</ol></section>",
    ]
    return page_html(f"{name}: printed quiz number {seed}", body, game=name)


QUIZ_PRINTABLES: tuple[Printable, ...] = tuple(
    Printable(
        f"quiz-{game_id}-{seed}",
        f"{game_factory(game_id)[0].name} quiz number {seed}",
        f"the first {count} questions of the chapter's Quiz tab with quiz number {seed}, on "
        "paper (page 2 is the answer key)",
        2,
        partial(printed_quiz_html, game_id, seed, count),
    )
    for game_id, seed, count in CLASS_QUIZZES
)
"""A printed quiz per entry of :data:`CLASS_QUIZZES`."""
