"""``chapter_app``: a chapter's one app, the demo and the chapter's quiz as two tabs.

Every demo notebook (``book/demos/<id>.ipynb``) ends with one line such as
``chapter_app(war_demo(seed=5))``: one Voici app per chapter, so Python starts once in the
reader's browser, and the quiz comes with it. The static page shows both tabs' first state.
No rules here: the game comes from the demo widget, the questions from :mod:`cardlib.quiz`.

>>> from cardlib.widgets import chapter_app, war_demo
>>> app = chapter_app(war_demo(seed=5), quiz_seed=3)
>>> app.titles, app.demo.game.deal_code, app.quiz.quiz.seed
(('Play', 'Quiz'), 'war:5', 3)
>>> app.show("quiz"); app.tabs.selected_index
1
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from cardlib.quiz import Quiz
from cardlib.widgets.base import GameWidget
from cardlib.widgets.quiz import QuizWidget

__all__ = ["ChapterApp", "chapter_app"]


class ChapterApp:
    """The demo (tab "Play") and a quiz on the same game (tab "Quiz")."""

    titles = ("Play", "Quiz")

    def __init__(self, demo: GameWidget, quiz: QuizWidget) -> None:
        self.demo = demo
        self.quiz = quiz
        make = demo.looks.make
        # the page's heading and the tab name the game: its title line would only take room
        demo.looks.restyle(demo.title, display="none")
        self.tabs: Any = make(widgets.Tab, children=[demo.ui, quiz.ui], titles=self.titles)
        self.tabs.selected_index = 0
        self.ui: Any = make(widgets.VBox, children=[self.tabs])
        self.ui.add_class("cardlib-chapter-app")

    def show(self, tab: str) -> None:
        """Switch to the tab named ``tab`` (``"play"`` or ``"quiz"``)."""
        names = [t.lower() for t in self.titles]
        if tab.lower() not in names:
            raise KeyError(f"no tab {tab!r}: the tabs are {', '.join(self.titles)}")
        self.tabs.selected_index = names.index(tab.lower())

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.ui._repr_mimebundle_(**kwargs)

    def __repr__(self) -> str:
        return f"<ChapterApp {self.demo.game.deal_code} quiz seed {self.quiz.quiz.seed}>"


def chapter_app(
    demo: GameWidget, *, quiz_seed: int = 1, quiz_game: str | None = None
) -> ChapterApp:
    """The chapter's app: ``demo`` and the quiz on ``quiz_game`` (default: the demo's game)
    from the quiz number ``quiz_seed``."""
    quiz = QuizWidget(Quiz(quiz_game or demo.game.id, quiz_seed), looks=demo.looks)
    return ChapterApp(demo, quiz)
