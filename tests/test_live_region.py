"""The status line every widget speaks through (issue 52, step 1): one element per widget
that stays in the page while its text changes, marked by ``STATUS_CLASS`` for the live
app's script to make a polite live region; no message inserts a live region of its own
(a region inserted anew is not spoken, and two would speak twice)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from cardlib.widgets import dice_demo, patience_demo, trick_demo, war_demo
from cardlib.widgets.base import STATUS_CLASS

LIVE_APP = Path(__file__).resolve().parents[1] / "lite" / "static" / "cardlib" / "live-app.js"

DEMOS = {
    "war": lambda: war_demo(seed=1),
    "klondike": lambda: patience_demo("klondike", seed=1),
    "the-clock": lambda: patience_demo("the-clock", seed=1),
    "forty-five": lambda: trick_demo("forty-five", seed=1),
    "solitaire-dice": lambda: dice_demo(seed=1),
}


@pytest.mark.parametrize("name", sorted(DEMOS))
def test_the_status_line_is_one_element_that_stays(name: str) -> None:
    w: Any = DEMOS[name]()
    line = w.status
    assert STATUS_CLASS in line._dom_classes
    first = w.status_text
    w.play(w.game.legal_moves()[0])
    assert w.status is line  # the same widget: its element stays in the page
    assert w.status_text and w.status_text != "" and first
    assert "role=" not in str(line.value) and "aria-live" not in str(line.value)


def test_a_refusal_goes_to_the_same_line() -> None:
    w: Any = war_demo(seed=1)
    line = w.status
    assert w.play("war") is False
    assert w.status is line and w.status_text.startswith("Not allowed")


def test_the_live_app_makes_the_line_a_polite_live_region() -> None:
    script = LIVE_APP.read_text(encoding="utf-8")
    assert f".{STATUS_CLASS}" in script
    for attribute in ('"role", "status"', '"aria-live", "polite"', '"aria-atomic", "true"'):
        assert attribute in script
