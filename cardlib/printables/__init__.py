"""Classroom printables: for Solitaire Dice a blank score sheet and two worksheets with keys
(:mod:`~cardlib.printables.dice`); for War a deal sheet per class deal
(:mod:`~cardlib.printables.war`); a printed quiz per family, the questions of a chapter's
*Quiz* tab on paper with their key (:mod:`~cardlib.printables.quiz`); the page frame
they share (:mod:`~cardlib.printables.page`).

Every number on a printable comes from the engine, so a key cannot disagree with the game.

>>> [p.name for p in PRINTABLES]  # doctest: +NORMALIZE_WHITESPACE
['dice-score-sheet', 'dice-probability', 'dice-expected-value',
 'war-deal-5', 'quadruple-war-deal-5', 'war-deal-7',
 'quiz-war-1', 'quiz-solitaire-dice-1', 'quiz-pepper-1', 'quiz-forty-thieves-1',
 'quiz-klondike-1']
>>> two_dice_ways()[7], sum(two_dice_ways().values())
(6, 36)
>>> "<!DOCTYPE html>" in printable_html("dice-score-sheet")
True

``tools/printables.py`` prints each page to PDF with headless Chromium in ``make book``.
Each page fits A4 and US Letter alike: the worksheets' second page is the answer key; a
deal sheet is one page; a printed quiz's second page is its key.
"""

from __future__ import annotations

from cardlib.printables.dice import DICE_PRINTABLES, EV_POSITION, ev_ranking, ev_turn, two_dice_ways
from cardlib.printables.page import Printable
from cardlib.printables.quiz import CLASS_QUIZZES, QUIZ_PRINTABLES, printed_quiz
from cardlib.printables.war import (
    WAR_CLASS_DEALS,
    WAR_PRINTABLES,
    WarDealResult,
    war_deal,
    war_deal_result,
)

__all__ = [
    "CLASS_QUIZZES",
    "EV_POSITION",
    "PRINTABLES",
    "WAR_CLASS_DEALS",
    "Printable",
    "WarDealResult",
    "ev_ranking",
    "ev_turn",
    "printable_html",
    "printed_quiz",
    "two_dice_ways",
    "war_deal",
    "war_deal_result",
]

PRINTABLES: tuple[Printable, ...] = (*DICE_PRINTABLES, *WAR_PRINTABLES, *QUIZ_PRINTABLES)
"""Every printable, in the order the teacher's page lists them."""


def printable_html(name: str) -> str:
    """The printable page named ``name`` (a :data:`PRINTABLES` name) as self-contained HTML."""
    for p in PRINTABLES:
        if p.name == name:
            return p.html()
    raise KeyError(f"no printable {name!r}: the printables are {[p.name for p in PRINTABLES]}")
