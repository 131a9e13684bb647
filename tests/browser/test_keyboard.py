"""Playing the live demos by keyboard alone (issue 52), in Chromium, with a virtual screen
reader listening:

* a table is one stop of the Tab key, and the arrow keys move from card to card and from
  pile to pile (``lite/static/cardlib/table-keys.js``);
* one whole deal of each family is played with keys only (Tab, Shift+Tab, the arrows,
  Enter): a War game to its end, a Klondike deal won on the solver's line, a hand of
  Forty-Five, a game of Solitaire Dice; every move is spoken (the live line says the
  status line's message, in words), and after every key the focus is on a control, never
  on the page's body;
* the number of key presses from Play to the first move of each family is recorded
  (``test-output/site-metrics.json``).

Run after ``make book`` (``make browser``).
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from harness import (
    demo_pages,
    record_metric,
    require_site,
    spoken,
    start_demo,
    start_screen_reader,
)

from cardlib.patience.solver import solve
from cardlib.registry import from_deal_code
from cardlib.speech import spoken as in_words

pytestmark = pytest.mark.browser

require_site()

_STATUS = ".cardlib-status-line"
_LIVE = ".cardlib-live-line"

#: Where the arrow keys would go next to reach ``target`` from the focused button: along
#: the pile, or towards the target's pile (null: there already).
_TOWARDS = """([target]) => {
  const el = document.activeElement;
  if (el === target) return null;
  const pile = el.closest('.cardlib-pile'), tp = target.closest('.cardlib-pile');
  if (!pile) return 'lost';
  if (pile === tp) {
    const xs = [...pile.querySelectorAll('button')].filter(b => !b.disabled && b.offsetParent);
    const flow = getComputedStyle(pile).flexDirection;
    let ahead = xs.indexOf(target) > xs.indexOf(el);
    if (flow.endsWith('reverse')) ahead = !ahead;
    if (flow.startsWith('row')) return ahead ? 'ArrowRight' : 'ArrowLeft';
    return ahead ? 'ArrowDown' : 'ArrowUp';
  }
  const a = pile.getBoundingClientRect(), b = tp.getBoundingClientRect();
  if (Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0) {
    return b.left > a.left ? 'ArrowRight' : 'ArrowLeft';
  }
  return b.top > a.top ? 'ArrowDown' : 'ArrowUp';
}"""

_FOCUS_OK = (
    "() => { const el = document.activeElement;"
    " return !!el && el !== document.body && !el.disabled && el.offsetParent !== null; }"
)


class Keyboard:
    """The reader's keyboard in one live demo: every press counted, the focus checked after
    each, and every move's message heard."""

    def __init__(self, page: Any, base: str, demo: str) -> None:
        self.page = page
        self.demo = demo
        page.goto(f"{base}/{demo_pages(demo)[0]}")
        self.presses = 1  # Enter on Play
        start_demo(page, demo, keyboard=True)
        self.frame = (
            page.locator(f'.cardlib-demo[data-demo="{demo}"] .cardlib-demo-frame')
            .element_handle()
            .content_frame()
        )
        self.frame.wait_for_selector(f"{_LIVE}[role=status]", state="attached", timeout=20_000)
        self.frame.wait_for_function(_FOCUS_OK, timeout=20_000)
        start_screen_reader(self.frame)
        self.heard = 0

    def status(self) -> str:
        return str(self.frame.locator(_STATUS).first.inner_text()).strip()

    def focused(self) -> str:
        """The focused control's name (its text, else its title)."""
        return str(
            self.frame.evaluate(
                "() => { const e = document.activeElement;"
                " return (e.innerText || '').trim() || e.getAttribute('title') || ''; }"
            )
        )

    def _focus_kept(self, key: str) -> None:
        try:
            self.frame.wait_for_function(_FOCUS_OK, timeout=3_000)
        except Exception:
            raise AssertionError(
                f"{self.demo}: the focus fell to the page after {key} ({self.status()!r})"
            ) from None

    def press(self, key: str) -> None:
        """Press ``key`` (no move expected: a key that moves the focus)."""
        self.frame.page.keyboard.press(key)
        self.presses += 1
        self._focus_kept(key)

    def act(self, key: str = "Enter") -> str:
        """Press ``key`` on the focused control, wait for the status line to change, check
        that the new message was spoken, in words; the message."""
        before = self.status()
        self.frame.page.keyboard.press(key)
        self.presses += 1
        self.frame.wait_for_function(
            "([sel, before]) => { const el = document.querySelector(sel);"
            " return el && el.innerText.trim() !== before; }",
            arg=[_STATUS, before],
            timeout=30_000,
        )
        said = self.status()
        self._focus_kept(key)
        self.hear(said)
        return said

    def hear(self, shown: str) -> None:
        """``shown`` (the status line) was spoken by the live region, in words."""
        text = in_words(shown)
        for _ in range(40):
            log = spoken(self.frame)
            if any(line.startswith("polite:") and text in line for line in log[self.heard :]):
                self.heard = len(log)
                return
            self.frame.wait_for_timeout(50)
        raise AssertionError(f"{self.demo}: not spoken: {text!r} (heard {spoken(self.frame)[-3:]})")

    def replies_done(self, said: str) -> None:
        """Wait while the computer players reply (one card a pause) to the move whose
        message was ``said``, then check that their last message was spoken."""
        self.frame.wait_for_function(
            "(sel) => { const t = document.querySelector(sel).innerText.trim();"
            " return !t.endsWith('thinking…') && !t.startsWith('Wait:'); }",
            arg=_STATUS,
            timeout=60_000,
        )
        if self.status() != said:
            self.hear(self.status())

    def tab_to(self, name: str, *, back: bool = False) -> None:
        """Press Tab (Shift+Tab with ``back``) until the control ``name`` has the focus."""
        for _ in range(40):
            if self.focused() == name:
                return
            self.press("Shift+Tab" if back else "Tab")
        raise AssertionError(f"{self.demo}: Tab never reached {name!r}")

    def back_to_table(self) -> None:
        """Shift+Tab until a card of the table has the focus."""
        for _ in range(40):
            if self.frame.evaluate("() => !!document.activeElement.closest('.cardlib-pile')"):
                return
            self.press("Shift+Tab")
        raise AssertionError(f"{self.demo}: Shift+Tab never came back to the table")

    def reach(self, target: Any) -> None:
        """Move the focus onto ``target`` (a button of the table) with the arrow keys."""
        trail = []
        for _ in range(60):
            key = self.frame.evaluate(_TOWARDS, [target])
            if key is None:
                return
            assert key != "lost", f"{self.demo}: the focus left the table ({self.focused()!r})"
            self.press(key)
            trail.append(f"{key}: {self.focused()}")
        where = self.frame.evaluate(
            "([t]) => [document.activeElement, t].map(e => { const p = e.closest('.cardlib-pile');"
            " const r = p.getBoundingClientRect(); return [p.className.slice(-30), r.left, r.top,"
            " r.right, r.bottom, [...p.querySelectorAll('button:not(:disabled)')]"
            ".map(b => b.title + (b.offsetParent ? '' : ' (hidden)'))]; })",
            [target],
        )
        raise AssertionError(
            f"{self.demo}: the arrow keys never reached {target}: {trail[:6]} {where}"
        )

    def button(self, pile: str, index: int = -1) -> Any:
        """The ``index``-th shown button of the pile named ``pile`` (-1: its top card)."""
        handles = self.frame.locator(f".cardlib-pile-{pile} button:visible").element_handles()
        assert handles, f"pile {pile} shows no card"
        return handles[index]


def _keyboard(laptop: Any, base: str, demo: str) -> Keyboard:
    return Keyboard(laptop.new_page(), base, demo)


def test_a_table_is_one_tab_stop_and_the_arrows_cross_it(laptop: Any, base: str) -> None:
    """Klondike: after Play the focus is on the stock; the table has one tab stop; the
    arrows reach the foundations and the last pile and come back; Tab leaves the table for
    the buttons and Shift+Tab returns to the card last focused."""
    kb = _keyboard(laptop, base, "klondike")
    try:
        stops = (
            "() => [...document.querySelectorAll('.cardlib-keys .cardlib-pile button')]"
            ".filter(b => b.offsetParent && b.getAttribute('tabindex') !== '-1').length"
        )
        assert kb.frame.evaluate(stops) == 1
        assert kb.focused().startswith("face-down card"), kb.focused()  # the stock
        kb.reach(kb.button("f4"))
        assert kb.focused() == "foundation 4 (empty)"
        kb.press("End")
        last = kb.focused()
        assert last and not last.startswith("face-down"), last  # the last pile's top card
        kb.press("Home")
        assert kb.focused().startswith("face-down card")
        kb.press("End")
        kb.press("Tab")
        assert kb.focused() == "Hint"
        kb.press("Shift+Tab")
        assert kb.focused() == last
        assert kb.frame.evaluate(stops) == 1
    finally:
        kb.page.close()


def test_a_klondike_deal_is_won_by_keyboard_alone(laptop: Any, base: str) -> None:
    """The demo's deal, won on the solver's line: each move is the source card reached by
    the arrows and Enter, then its destination and Enter (the stock: Enter on it)."""
    kb = _keyboard(laptop, base, "klondike")
    try:
        code = re.search(r"Deal (\S+?)\.", kb.status())
        assert code, kb.status()
        game = from_deal_code(code.group(1))
        line = solve(game, max_seconds=60).line
        assert line, f"{code.group(1)}: the solver found no win"
        first = None
        for move in line:
            path = game.click_path(move)
            if path is None:
                kb.reach(kb.button("s"))
                said = kb.act()
            else:
                src, dst, count = path
                shown = len(kb.frame.locator(f".cardlib-pile-{src} button:visible").all())
                kb.reach(kb.button(src, shown - count))
                said = kb.act()
                assert said.startswith("Selected"), said
                kb.reach(kb.button(dst))
                said = kb.act()
            assert not said.startswith("Not allowed"), (game.describe(move), said)
            game.play(move)
            if first is None:
                first = kb.presses
        assert game.is_over and "won" in kb.status().lower(), kb.status()
        record_metric("keys_to_first_move_patience", first)
        record_metric("keys_klondike_deal", kb.presses)
    finally:
        kb.page.close()


def test_a_war_game_is_played_to_its_end_by_keyboard(laptop: Any, base: str) -> None:
    kb = _keyboard(laptop, base, "war")
    try:
        kb.tab_to("Battle")
        first = kb.presses + 1
        for _ in range(3):
            kb.act()
        kb.tab_to("To the end")
        said = kb.act()
        assert "Game over" in said, said
        record_metric("keys_to_first_move_war", first)
    finally:
        kb.page.close()


def test_a_dice_game_is_played_by_keyboard(laptop: Any, base: str) -> None:
    """Each roll: Enter on a die (the next die when the rules refuse one), Down to the ways
    to pair the other four, Enter on the first; to the end of the game."""
    kb = _keyboard(laptop, base, "solitaire-dice")
    try:
        first = None
        for _ in range(200):
            said = kb.act()  # on a die
            while said.startswith("Not allowed"):
                kb.press("ArrowRight")
                said = kb.act()
            kb.press("ArrowDown")
            said = kb.act()  # on a way to pair
            assert said.startswith("Roll") or said.startswith("Game over"), said
            first = first or kb.presses
            if "Game over" in said:
                break
            kb.press("Home")
        assert "Game over" in kb.status(), kb.status()
        record_metric("keys_to_first_move_dice", first)
    finally:
        kb.page.close()


def test_a_hand_of_forty_five_is_played_by_keyboard(laptop: Any, base: str) -> None:
    """Cards played from the hand with the arrows and Enter (the next card when one is
    refused); the computer players moved on with *To my turn*, reached by Tab."""
    kb = _keyboard(laptop, base, "forty-five")
    try:
        first = None
        for _ in range(60):
            status = kb.status()
            if "Next hand" in status or status.startswith("Game over"):
                break
            if "Your turn" in status:
                kb.back_to_table()
                said = kb.act()
                while said.startswith("Not allowed"):
                    kb.press("ArrowRight")
                    said = kb.act()
                first = first or kb.presses
            else:
                kb.tab_to("To my turn")
                said = kb.act()
            kb.replies_done(said)
        else:
            raise AssertionError(f"the hand never ended: {kb.status()!r}")
        assert first is not None, "the reader never played a card"
        record_metric("keys_to_first_move_tricks", first)
    finally:
        kb.page.close()
