"""The widgets of a table share their layouts and styles (cardlib.widgets.looks): every model
costs time before a demo in the site is playable, so no two layout (or style) models of one
app may hold the same values, and a shared one is never changed in place."""

from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import ipywidgets as widgets
import pytest

from cardlib.widgets import chapter_app, patience_demo
from cardlib.widgets.looks import Looks

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import book_demos

DEMOS = sorted(Path(__file__).parent.parent.glob("book/demos/*.ipynb"))


def models(root: Any) -> list[Any]:
    """Every widget model reachable from ``root`` (children, layouts, styles ...), once."""
    seen: dict[int, Any] = {}
    todo = [root]
    while todo:
        w = todo.pop()
        if isinstance(w, (list, tuple)):
            todo.extend(w)
        elif isinstance(w, widgets.Widget) and id(w) not in seen:
            seen[id(w)] = w
            todo.extend(getattr(w, name) for name in w.keys)
    return list(seen.values())


def values(w: Any) -> tuple[Any, ...]:
    return tuple(
        (name, repr(getattr(w, name))) for name in sorted(w.keys) if not name.startswith("_")
    )


def repeated_looks(root: Any) -> list[str]:
    """Layout and style models of the same class holding the same values, more than once."""
    counts = Counter(
        (type(w).__name__, values(w))
        for w in models(root)
        if isinstance(w, (widgets.Layout, widgets.Style))
    )
    return [f"{n}x {cls} {dict(v)}" for (cls, v), n in counts.items() if n > 1]


def test_a_layout_is_shared_and_cannot_be_changed_in_place() -> None:
    looks = Looks()
    a = looks.make(widgets.Button, description="a", layout={"width": "9px"})
    b = looks.make(widgets.Button, description="b", layout={"width": "9px"})
    c = looks.make(widgets.HTML, value="c")
    assert a.layout is b.layout and a.style is b.style
    assert c.layout is looks.layout() and c.style is looks.style(type(c.style))
    with pytest.raises(AttributeError, match=r"Looks\.restyle"):
        a.layout.display = "none"
    with pytest.raises(AttributeError, match="cannot be changed"):
        a.style.button_color = "red"
    assert a.layout.display is None and a.style.button_color is None
    looks.restyle(b, display="none", height="3px")
    assert (b.layout.width, b.layout.display, b.layout.height) == ("9px", "none", "3px")
    assert a.layout.display is None and a.layout.height is None
    looks.restyle(b, display=None, height=None)
    assert b.layout is a.layout  # back to the same values: back to the same model


def test_a_closed_shared_layout_is_made_again() -> None:
    looks = Looks()
    first = looks.layout(width="5px")
    first.close()
    again = looks.layout(width="5px")
    assert again is not first and again.comm is not None and again.width == "5px"
    w = widgets.HTML(layout=widgets.Layout(width="5px", height="2px"))
    looks.restyle(w, height=None)  # a layout made elsewhere: its values are read
    assert w.layout is again


@pytest.mark.parametrize("path", DEMOS, ids=[p.stem for p in DEMOS])
def test_a_demo_app_repeats_no_layout_or_style(path: Path) -> None:
    app = book_demos.run_demo(path)
    assert repeated_looks(app.ui) == []


@pytest.mark.parametrize("game_id", ["the-blockade", "klondike", "the-clock", "forty-thieves"])
def test_play_keeps_the_layouts_shared(game_id: str) -> None:
    """Clicks, hints, undo, new deal and a deal of another game give widgets other shared
    layouts (fanned cards get shorter, places hide): never a model of their own."""
    w = patience_demo(game_id, seed=2)
    app = chapter_app(w)
    rng = random.Random(4)
    for _ in range(40):
        w.press("hint")
        if w.hint_move is not None and not w.game.is_over:
            w.patience.play(w.hint_move)
            w.refresh()
        zones = [z for z in w.zones.values() if z.buttons]
        z = rng.choice(zones)
        w.click_card(z.zone, rng.randrange(len(z.buttons)))
    w.press("undo")
    w.press("new")
    assert repeated_looks(app.ui) == []
    app.show("quiz")
    for _ in range(3):  # every question makes its answer buttons
        q = app.quiz.question
        app.quiz.choose(q.choices[0])
        if q.multiple:
            app.quiz.press("check")
        app.quiz.press("next")
    assert repeated_looks(app.ui) == []
