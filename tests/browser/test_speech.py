"""What a screen reader speaks in the live demos (issue 52), heard by a virtual screen
reader (Guidepup's, pinned, from ``build/site-cache``) started inside each live app:

* each demo's own action, pressed by keyboard (the button focused, then Enter), is spoken:
  the status line's new text is announced, in words (cards as "seven of hearts", never as
  signs), by the widget's live line, a polite live region that stays in the page;
* a refusal is spoken the same way;
* Undo, pressed by keyboard, is spoken too, and so is the whole position when *Read the
  table* is pressed;
* after each press the focus stays on a control, never on the page's body.

One demo of each family and the patience demos of both kinds of table. Run after
``make book`` (``make browser``).
"""

from __future__ import annotations

from typing import Any

import pytest
from harness import (
    demo_pages,
    require_site,
    spoken,
    start_demo,
    start_screen_reader,
)

from cardlib.speech import spoken as in_words

pytestmark = pytest.mark.browser

require_site()

#: Each demo and the actions of its own that a reader presses first (then Undo: in
#: Fortress a hint plays nothing, so the reader gives up to have a move to undo).
ACTIONS = {
    "war": ("Battle",),
    "forty-five": ("Finish hand",),
    "klondike": ("Turn stock",),
    "forty-thieves": ("Turn stock",),
    "fortress": ("Hint", "Give up"),
    "solitaire-dice": ("Play the coach's choice",),
}
_STATUS = ".cardlib-status-line"
_LIVE = ".cardlib-live-line"
_SIGNS = "♠♥♦♣"


def _status_text(frame: Any) -> str:
    return str(frame.locator(_STATUS).first.inner_text()).strip()


def _press_by_keyboard(frame: Any, name: str) -> str:
    """Focus the visible button ``name``, press Enter, and wait for the status line to
    change; its new text."""
    before = _status_text(frame)
    button = frame.locator(f".widget-button:visible:not(:disabled):text-is({name!r})").first
    assert button.count(), f"no button {name!r}"
    button.focus()
    button.press("Enter")
    frame.wait_for_function(
        "([sel, before]) => { const el = document.querySelector(sel);"
        " return el && el.innerText.trim() !== before; }",
        arg=[_STATUS, before],
        timeout=20_000,
    )
    return _status_text(frame)


def _heard(frame: Any, shown: str) -> None:
    """The status line's text ``shown`` was spoken, in words, as a live region's
    announcement (polite), and no card sign was said."""
    text = in_words(shown)
    for _ in range(20):  # the reader hears a live region's change a moment later
        log = spoken(frame)
        if any(line.startswith("polite:") and text in line for line in log):
            said = [line for line in log if line.startswith("polite:")]
            assert not any(sign in line for line in said for sign in _SIGNS), said[-3:]
            return
        frame.wait_for_timeout(100)
    raise AssertionError(f"not spoken: {text!r}; the reader said {spoken(frame)[-5:]}")


def _focus_on_a_control(frame: Any, demo: str, after: str) -> None:
    try:
        frame.wait_for_function(
            "() => { const el = document.activeElement;"
            " return !!el && el !== document.body && !el.disabled; }",
            timeout=2_000,
        )
    except Exception:
        raise AssertionError(f"{demo}: the focus fell to the page after {after}") from None


@pytest.mark.parametrize("demo", sorted(ACTIONS))
def test_actions_and_undo_are_spoken(laptop: Any, base: str, demo: str) -> None:
    page = laptop.new_page()
    try:
        page.goto(f"{base}/{demo_pages(demo)[0]}")
        start_demo(page, demo)
        frame = (
            page.locator(f'.cardlib-demo[data-demo="{demo}"] .cardlib-demo-frame')
            .element_handle()
            .content_frame()
        )
        frame.wait_for_selector(
            f"{_LIVE}[role=status][aria-live=polite]", state="attached", timeout=20_000
        )
        assert frame.locator(f"{_STATUS}[role]").count() == 0  # for the eye: not spoken twice
        start_screen_reader(frame)
        for action in ACTIONS[demo]:
            said = _press_by_keyboard(frame, action)
            _heard(frame, said)
            _focus_on_a_control(frame, demo, action)
        said = _press_by_keyboard(frame, "Undo")
        _heard(frame, said)
        _focus_on_a_control(frame, demo, "Undo")
        # Read the table: out of sight until focused, then it says the whole position
        said = _press_by_keyboard(frame, "Read the table")
        assert len(said) > 60, said
        _heard(frame, said)
        _focus_on_a_control(frame, demo, "Read the table")
    finally:
        page.close()


def test_a_refusal_is_spoken(laptop: Any, base: str) -> None:
    """A choice the rules refuse, typed in the dice demo's box and played by keyboard, is
    spoken ("Not allowed ...") through the same line."""
    page = laptop.new_page()
    try:
        page.goto(f"{base}/{demo_pages('solitaire-dice')[0]}")
        start_demo(page, "solitaire-dice")
        frame = (
            page.locator('.cardlib-demo[data-demo="solitaire-dice"] .cardlib-demo-frame')
            .element_handle()
            .content_frame()
        )
        frame.wait_for_selector(f"{_LIVE}[role=status]", state="attached", timeout=20_000)
        start_screen_reader(frame)
        box = frame.locator("input[placeholder^='throw away']").first
        box.fill("throw away 9")
        said = _press_by_keyboard(frame, "Play")
        assert said.startswith("Not allowed"), said
        _heard(frame, said)
        _focus_on_a_control(frame, "solitaire-dice", "a refused choice")
    finally:
        page.close()
