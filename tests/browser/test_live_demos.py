"""Inside every live demo (the Voici app in its iframe), in Chromium, offline.

One page per demo, in one browser context with touch (so ``pointer: coarse`` holds):

* at 1280x800, after Play, after a play, after New deal and at game over, then at 390x844:
  nothing inside the frame scrolls, and the frame is as tall as the app's content;
* keyboard focus is on the game's first control once the app is live; Escape clears a
  selected card; the focus ring is at least 2 px with 3:1 contrast;
* at 390x844: every button (but the cards and the empty places of piles, which are as
  large as the table allows) is at least 44 px tall, no control or pile reaches past the
  viewport's width, and one tapped move changes the game;
* axe-core finds no critical and no serious violation inside the app, in the light and (for
  one demo) the dark theme, and the app follows the page's theme.

Run after ``make book`` (``make browser``).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from harness import (
    OUTPUT,
    axe_violations,
    declared_demos,
    demo_pages,
    demo_settings,
    describe_violations,
    launch,
    offline_context,
    require_site,
    start_demo,
)

pytestmark = pytest.mark.browser

require_site()

from playwright.sync_api import TimeoutError as PlaywrightTimeout  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

DEMOS = declared_demos()
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
#: Buttons that bring a game to its end soonest, tried in this order at each step.
TO_THE_END = ("To the end", "Give up", "Finish hand", "Play the coach's choice", "Turn stock")
#: Presses allowed to reach game over, and the seconds allowed for it.
END_PRESSES, END_SECONDS = 200, 120
#: Demos that none of those buttons brings to game over (their stock or hand is never used
#: up by pressing buttons alone: the game ends only by playing its cards), so this test does
#: not reach their game-over screen. Known gap: a test that plays them out is still to come.
NO_SHORTCUT_TO_THE_END = frozenset({"the-fourteenth", "the-mill", "the-sultan"})


@pytest.fixture(scope="module")
def context(base: str) -> Iterator[Any]:
    blocked: list[str] = []
    with sync_playwright() as p:
        browser = launch(p)
        ctx = offline_context(browser, base, blocked, viewport=DESKTOP, has_touch=True)
        yield ctx
        ctx.close()
        browser.close()
    assert blocked == [], f"requests that left the site: {blocked[:5]}"


def _frame_selector(demo: str) -> str:
    return f'.cardlib-demo[data-demo="{demo}"] .cardlib-demo-frame'


# What scrolls inside the app, and how tall its content is (the lowest shown element).
_LAYOUT = """() => {
  const scrolls = [];
  const se = document.scrollingElement;
  if (se.scrollHeight > se.clientHeight + 1)
    scrolls.push(`the page: ${se.scrollHeight}px in ${se.clientHeight}px`);
  for (const el of document.body.querySelectorAll('*')) {
    const s = getComputedStyle(el);
    const y = /(auto|scroll)/.test(s.overflowY) && el.scrollHeight > el.clientHeight + 1;
    const x = /(auto|scroll)/.test(s.overflowX) && el.scrollWidth > el.clientWidth + 1;
    if (x || y) scrolls.push(`${el.tagName}.${[...el.classList].slice(0, 3).join('.')}: ` +
      `${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}`);
  }
  let bottom = 0;
  for (const el of document.body.querySelectorAll('*')) {
    if (!el.getClientRects().length) continue;
    const r = el.getBoundingClientRect();
    if (r.height > 0) bottom = Math.max(bottom, r.bottom + window.scrollY);
  }
  return { scrolls, content: Math.ceil(bottom), viewport: window.innerHeight };
}"""


def _check_fit(page: Any, demo: str, when: str) -> None:
    """Nothing scrolls inside the frame, and the frame is as tall as the content (it may
    take a moment to follow a change)."""
    frame = page.locator(_frame_selector(demo)).element_handle().content_frame()
    deadline = time.monotonic() + 5
    while True:
        layout = frame.evaluate(_LAYOUT)
        gap = layout["viewport"] - layout["content"]
        ok = not layout["scrolls"] and 0 <= gap <= 24
        if ok or time.monotonic() > deadline:
            break
        page.wait_for_timeout(200)
    assert not layout["scrolls"], f"{demo} {when}: scrolls inside the frame: {layout['scrolls']}"
    assert 0 <= gap <= 24, (
        f"{demo} {when}: frame {layout['viewport']}px for {layout['content']}px of content"
    )


def _status(frame: Any) -> str:
    return str(frame.locator(".cardlib-status").first.inner_html())


def _press(page: Any, demo: str, name: str, *, tap: bool = False, same_ok: bool = False) -> bool:
    """Press (or tap) the visible, enabled button ``name`` of the live app and wait until
    the status line answers (``same_ok``: or for 5 s, since a refusal may repeat the same
    words); False when there is no such button."""
    frame = page.frame_locator(_frame_selector(demo))
    button = frame.locator(f".widget-button:visible:not(:disabled):text-is({name!r})").first
    if not button.count():
        return False
    before = _status(frame)
    if tap:
        button.tap()
    else:
        button.click()
    try:
        page.wait_for_function(
            "([f, s]) => { const d = document.querySelector(f).contentDocument;"
            " const el = d.querySelector('.cardlib-status'); return el && el.innerHTML !== s; }",
            arg=[_frame_selector(demo), before],
            timeout=5_000 if same_ok else 30_000,
        )
    except PlaywrightTimeout:
        if not same_ok:
            raise
    return True


def _play_to_the_end(page: Any, demo: str) -> None:
    frame = page.frame_locator(_frame_selector(demo))
    began = time.monotonic()
    for i in range(END_PRESSES):
        if frame.locator(".cardlib-status.cardlib-over").count():
            return
        if time.monotonic() - began > END_SECONDS:
            break
        # Give up is refused while a stock is left: tried again every tenth press only.
        names = TO_THE_END if i % 10 == 0 else [n for n in TO_THE_END if n != "Give up"]
        for name in names:
            refused = frame.locator(".cardlib-status.cardlib-error")
            if _press(page, demo, name, same_ok=True) and not refused.count():
                break
    pytest.fail(f"{demo}: no game over after {END_PRESSES} presses: {_status(frame)}")


# Buttons and piles that reach past the viewport's right edge (the frame's left is 0 in it).
_PAST_THE_EDGE = """(left) => {
  const width = window.top.innerWidth;
  return [...document.querySelectorAll('.widget-button, .widget-text, .widget-hbox, .widget-vbox')]
    .filter(el => el.getClientRects().length)
    .filter(el => { const r = el.getBoundingClientRect(); return r.width > 0 &&
                    (left + r.left < -1 || left + r.right > width + 1); })
    .map(el => (el.title || el.innerText || el.className).slice(0, 40));
}"""

_SHORT_BUTTONS = """() => [...document.querySelectorAll('button.jupyter-button')]
  .filter(b => b.getClientRects().length && !/cardlib-(card|slot)-/.test(b.className))
  .filter(b => b.getBoundingClientRect().height < 44 - 0.5)
  .map(b => `${(b.title || b.innerText).slice(0, 30)}: ${b.getBoundingClientRect().height}px`)"""

# The focus ring of the focused element: its width, and its contrast with the colour behind.
_RING = """() => {
  const el = document.activeElement;
  const s = getComputedStyle(el);
  const rgb = c => (c.match(/[\\d.]+/g) || [255, 255, 255]).map(Number);
  const lum = ([r, g, b]) => [r, g, b].map(c => c / 255)
    .map(c => c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
  let bg = [255, 255, 255];
  for (let e = el.parentElement; e; e = e.parentElement) {
    const c = rgb(getComputedStyle(e).backgroundColor);
    if (c.length < 4 || c[3] > 0) { bg = c; break; }
  }
  const [a, b] = [lum(rgb(s.outlineColor)), lum(bg)];
  return { tag: el.tagName, style: s.outlineStyle, width: parseFloat(s.outlineWidth),
           contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) };
}"""


def _check_ring(frame: Any, demo: str, what: str) -> None:
    ring = frame.evaluate(_RING)
    assert ring["style"] not in ("none", "hidden") and ring["width"] >= 2, f"{demo} {what}: {ring}"
    assert ring["contrast"] >= 3, f"{demo} {what}: focus ring contrast {ring}"


def _check_axe(page: Any, demo: str, when: str) -> None:
    frame = page.locator(_frame_selector(demo)).element_handle().content_frame()
    found = axe_violations(frame)
    assert found == [], f"{demo} {when}: axe inside the app:\n{describe_violations(found)}"


@pytest.mark.parametrize("demo", DEMOS)
def test_live_demo(context: Any, base: str, demo: str) -> None:
    page = context.new_page()
    page.set_viewport_size(DESKTOP)
    pages = demo_pages(demo)
    assert pages, f"demo {demo!r} is played by no page"
    page.goto(f"{base}/{pages[0]}")
    start_demo(page, demo, keyboard=True)
    frame = page.frame_locator(_frame_selector(demo))
    inner = page.locator(_frame_selector(demo)).element_handle().content_frame()

    # Focus: on the game's first control, with a visible ring (keyboard focus).
    page.wait_for_function(
        "f => { const d = document.querySelector(f).contentDocument;"
        " return d.hasFocus() && d.activeElement && d.activeElement.tagName === 'BUTTON'; }",
        arg=_frame_selector(demo),
        timeout=10_000,
    )
    first = inner.evaluate(
        "() => [...document.querySelectorAll('.widget-tab-contents button:not(:disabled)')]"
        ".find(b => b.getClientRects().length) === document.activeElement"
    )
    assert first, f"{demo}: focus is not on the game's first control"
    page.keyboard.press("Tab")
    page.keyboard.press("Shift+Tab")
    _check_ring(inner, demo, "first control")
    _check_fit(page, demo, "after Play")
    _check_axe(page, demo, "after Play")

    # Escape clears a selected card.
    cards = frame.locator(".widget-button[class*='cardlib-card-']:visible:not(:disabled)")
    if frame.locator(".cardlib-clear-selection").count() and cards.count():
        for i in range(min(cards.count(), 12)):
            cards.nth(i).focus()
            page.keyboard.press("Enter")
            page.wait_for_timeout(300)
            if frame.locator(".cardlib-selected").count():
                _check_ring(inner, demo, "card")
                page.keyboard.press("Escape")
                frame.locator(".cardlib-selected").first.wait_for(state="detached", timeout=10_000)
                break
            if frame.locator(".cardlib-status.cardlib-ok").count():
                break  # that card moved at once: no selection to clear

    press = demo_settings(demo).get("press") or "New deal"
    assert _press(page, demo, press), f"{demo}: no button {press!r}"
    _check_fit(page, demo, f"after {press}")
    assert _press(page, demo, "New deal")
    _check_fit(page, demo, "after New deal")
    if demo not in NO_SHORTCUT_TO_THE_END:
        _play_to_the_end(page, demo)
        _check_fit(page, demo, "at game over")
    OUTPUT.mkdir(exist_ok=True)
    page.locator(_frame_selector(demo)).screenshot(path=str(OUTPUT / f"live-{demo}-1280.png"))

    # The phone: 390x844 with touch.
    page.set_viewport_size(PHONE)
    assert _press(page, demo, "New deal", tap=True)
    _check_fit(page, demo, "at 390px")
    left = page.locator(_frame_selector(demo)).evaluate("f => f.getBoundingClientRect().left")
    past = inner.evaluate(_PAST_THE_EDGE, left)
    assert past == [], f"{demo} at 390px: {len(past)} parts reach past the screen: {past[:6]}"
    short = inner.evaluate(_SHORT_BUTTONS)
    assert short == [], f"{demo} at 390px, touch: buttons under 44px: {short[:6]}"
    table_before = frame.locator(".cardlib-chapter-app").first.inner_html()
    assert _press(page, demo, demo_settings(demo).get("press") or "New deal", tap=True)
    assert frame.locator(".cardlib-chapter-app").first.inner_html() != table_before
    _check_fit(page, demo, "at 390px after a tap")
    page.locator(_frame_selector(demo)).screenshot(path=str(OUTPUT / f"live-{demo}-390.png"))
    page.close()


def test_live_demo_follows_the_theme(context: Any, base: str) -> None:
    """Dark page, dark app (and no axe finding there); switching the page's theme switches
    the live app's."""
    demo = DEMOS[0]
    page = context.new_page()
    page.add_init_script("localStorage.setItem('mode', 'dark')")
    page.goto(f"{base}/{demo_pages(demo)[0]}")
    start_demo(page, demo)
    inner = page.locator(_frame_selector(demo)).element_handle().content_frame()
    background = "getComputedStyle(document.body).backgroundColor"
    assert inner.evaluate("document.documentElement.dataset.cardlibTheme") == "dark"
    dark = inner.evaluate(f"() => {background}")
    assert sum(map(int, dark[dark.index("(") + 1 : -1].split(",")[:3])) < 3 * 80, dark
    _check_axe(page, demo, "in the dark theme")
    page.evaluate("document.documentElement.dataset.theme = 'light'")
    page.wait_for_function(
        "f => document.querySelector(f).contentDocument.documentElement"
        ".dataset.cardlibTheme === 'light'",
        arg=_frame_selector(demo),
    )
    light = inner.evaluate(f"() => {background}")
    assert sum(map(int, light[light.index("(") + 1 : -1].split(",")[:3])) > 3 * 200, light
    page.close()
