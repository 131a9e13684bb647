"""Every patience demo on a phone (390 x 844, touch): the whole table fits the screen's width.

Run after ``make book`` (``make browser``). For each patience demo, the chapter page is
opened in a 390 px wide touch viewport and *Play* is tapped; then every pile (its cards or
its empty place) and every control of the live app (buttons, the deal-code box) must lie
inside the viewport's width, the app must not scroll sideways inside its frame, and one
tap (*Hint*) must answer (whether the chapter page around it scrolls sideways is the
chapter tests' concern). The table is drawn smaller by its own CSS (container queries in
the widget's style block), so one app serves this and a laptop's 620 px panel. Card widths go to
``test-output/site-metrics.json``; screenshots to ``test-output/phone-<demo>.png``.
"""

from __future__ import annotations

from typing import Any

import pytest
from harness import (
    OUTPUT,
    declared_demos,
    demo_pages,
    offline_context,
    record_metric,
    require_site,
    start_demo,
)

import cardlib

pytestmark = pytest.mark.browser

require_site()


PATIENCE_FAMILIES = ("forty-thieves", "klondike", "cadogan")
_FAMILY = {i.id: i.family for i in cardlib.catalog()}
PATIENCE_DEMOS = [d for d in declared_demos() if _FAMILY.get(d) in PATIENCE_FAMILIES]
PHONE = {"width": 390, "height": 844}

#: Inside the live app: every shown pile (card or empty place) and every control, with
#: its box in page pixels (the frame's offset added).
_BOXES = """([frameSel]) => {
  const frame = document.querySelector(frameSel);
  const at = frame.getBoundingClientRect();
  const d = frame.contentDocument;
  const out = [];
  const seen = (el) => el.offsetParent !== null || getComputedStyle(el).position === 'fixed';
  for (const el of d.querySelectorAll(
      '.cardlib-patience .jupyter-button, .widget-button, .widget-text input')) {
    if (!seen(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    const pile = el.closest('.cardlib-patience') !== null;
    out.push({pile, left: at.left + r.left, right: at.left + r.right, width: r.width,
              name: el.title || el.getAttribute('aria-label') || el.innerText || el.value || ''});
  }
  return {boxes: out, inner: d.documentElement.scrollWidth, frameWidth: at.width};
}"""


def test_every_patience_game_has_a_demo() -> None:
    assert {"klondike", "forty-thieves", "the-clock", "fortress"} <= set(PATIENCE_DEMOS)


@pytest.mark.parametrize("demo", PATIENCE_DEMOS)
def test_patience_demo_fits_a_phone(browser: Any, base: str, demo: str) -> None:
    blocked: list[str] = []
    context = offline_context(
        browser, base, blocked, viewport=PHONE, has_touch=True, is_mobile=True
    )
    try:
        page = context.new_page()
        pages = demo_pages(demo)
        assert pages, f"no page plays the demo {demo!r}"
        page.goto(f"{base}/{pages[0]}")
        start_demo(page, demo)
        frame_sel = f'.cardlib-demo[data-demo="{demo}"] .cardlib-demo-frame'
        frame = page.frame_locator(frame_sel)
        frame.locator(".cardlib-patience .jupyter-button").first.wait_for(state="visible")
        page.locator(frame_sel).scroll_into_view_if_needed()
        found = page.evaluate(_BOXES, [frame_sel])
        boxes = found["boxes"]
        piles = [b for b in boxes if b["pile"]]
        controls = [b for b in boxes if not b["pile"]]
        assert piles and controls, f"no piles or controls found in the live {demo} app"
        width = PHONE["width"]
        outside = [
            (b["name"][:30], round(b["left"]), round(b["right"]))
            for b in boxes
            if b["left"] < -0.5 or b["right"] > width + 0.5
        ]
        assert outside == [], (
            f"{len(outside)} of {len(boxes)} piles and controls reach past the {width} px "
            f"screen: {outside[:6]}"
        )
        assert found["inner"] <= found["frameWidth"] + 1, (
            f"the app scrolls sideways inside its frame ({found['inner']} px in "
            f"{found['frameWidth']} px)"
        )
        record_metric(
            f"{demo}: widest card on a 390 px phone (px)",
            round(max(b["width"] for b in piles), 1),
        )
        # one tap answers
        status = frame.locator(".cardlib-status").first
        before = status.inner_text()
        frame.locator(".widget-button", has_text="Hint").first.tap()
        page.wait_for_function(
            "([f, s]) => { const d = document.querySelector(f).contentDocument;"
            " const el = d.querySelector('.cardlib-status'); return el && el.innerText !== s; }",
            arg=[frame_sel, before],
            timeout=30_000,
        )
        OUTPUT.mkdir(exist_ok=True)
        page.screenshot(path=str(OUTPUT / f"phone-{demo}.png"), full_page=True)
        assert blocked == [], f"requests that left the site: {blocked}"
    finally:
        context.close()
