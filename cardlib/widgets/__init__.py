"""ipywidgets front ends for cardlib's games (the only part of cardlib that needs ipywidgets).

Shared plumbing: :class:`GameWidget` (status line, Undo, New deal, deal code, test API),
clickable cards (:class:`CardButton`, :class:`CardZone`, :class:`CardStyles`,
:class:`Selection`) and :func:`progress_bar`. One table per family: :class:`WarWidget`,
:class:`DiceWidget` (the Solitaire Dice score sheet), :class:`TrickWidget` (the trick-taking
table: the reader plays one seat against bots), :class:`PatienceWidget` (the patience table).

>>> from cardlib.widgets import war_demo
>>> w = war_demo(seed=1)
>>> w.press("battle"); w.status_text.startswith("Battle 1:")
True
"""

from cardlib.widgets.app import ChapterApp, chapter_app
from cardlib.widgets.base import GameWidget
from cardlib.widgets.cards import CardButton, CardStyles, CardZone, Selection
from cardlib.widgets.dice import DiceWidget, dice_demo
from cardlib.widgets.patience import PatienceWidget, patience_demo
from cardlib.widgets.progress import progress_bar
from cardlib.widgets.quiz import QuizWidget, quiz_widget
from cardlib.widgets.tricks import TrickWidget, trick_demo
from cardlib.widgets.war import WarWidget, war_demo

__all__ = [
    "CardButton",
    "CardStyles",
    "CardZone",
    "ChapterApp",
    "DiceWidget",
    "GameWidget",
    "PatienceWidget",
    "QuizWidget",
    "Selection",
    "TrickWidget",
    "WarWidget",
    "chapter_app",
    "dice_demo",
    "patience_demo",
    "progress_bar",
    "quiz_widget",
    "trick_demo",
    "war_demo",
]
