"""The built site in a real browser (Chromium), offline: every declared demo plays.

Run after ``make book`` (``make browser``; ``make test`` does both). Every request that
does not go to the local server is blocked and recorded. Timings go to
``test-output/site-metrics.json`` and screenshots to ``test-output/``; the figures in the
notes come from ``bench/bench_site.py``.
"""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from typing import Any

import pytest
from harness import (
    OUTPUT,
    SITE,
    chapter_pages,
    declared_demos,
    demo_box,
    demo_pages,
    demo_settings,
    offline_context,
    record_metric,
    require_site,
    serve,
    start_demo,
    watch_python_start,
)

pytestmark = pytest.mark.browser

require_site()


DEMOS = declared_demos()


@pytest.fixture
def blocked() -> list[str]:
    return []


@pytest.fixture
def context(browser: Any, base: str, blocked: list[str]) -> Iterator[Any]:
    ctx = offline_context(browser, base, blocked, viewport={"width": 1280, "height": 900})
    yield ctx
    ctx.close()


def _page_for(demo: str) -> str:
    pages = demo_pages(demo)
    assert pages, (
        f"demo {demo!r} (book/demos/{demo}.ipynb) is played by no page: add "
        f"```{{demo}} {demo}``` to its chapter"
    )
    return pages[0]


def test_demos_declared() -> None:
    assert DEMOS, "no demo notebooks in book/demos"


@pytest.mark.parametrize("demo", DEMOS)
def test_demo_plays_offline(context: Any, base: str, blocked: list[str], demo: str) -> None:
    """Static state first, then the live app by keyboard, then one real action."""
    page = context.new_page()
    python = watch_python_start(page)
    page.goto(f"{base}/{_page_for(demo)}")
    box = demo_box(page, demo)

    # 1. The still picture of the deal (cardlib's static views, no widget JS, no kernel).
    preview = box.locator(".cardlib-demo-preview")
    preview.wait_for(state="visible", timeout=30_000)
    assert preview.locator("svg").count() > 0, "the preview shows no picture"

    # 2. Play is reachable with Tab, and Enter starts the live app.
    play = box.locator(".cardlib-demo-play")
    for _ in range(300):
        page.keyboard.press("Tab")
        if play.evaluate("el => el === document.activeElement"):
            break
    else:
        pytest.fail("Tab never reached the Play button")
    seconds = start_demo(page, demo, keyboard=True)
    record_metric(f"{demo}: seconds to interactive (first, from Enter on Play)", round(seconds, 1))
    assert any("started from its snapshot" in m for m in python), (
        f"Python did not start from the build's memory snapshot: {python}"
    )

    # 3. Nothing of the live app is cut off at its right or left edge.
    frame = page.frame_locator(f'.cardlib-demo[data-demo="{demo}"] .cardlib-demo-frame')
    cut = frame.locator("body").evaluate(
        """() => {
          const panel = document.querySelector('.widget-tab-contents') || document.body;
          const edge = panel.getBoundingClientRect();
          return [...panel.querySelectorAll('.widget-button')]
            .filter(b => b.offsetParent !== null)
            .filter(b => { const r = b.getBoundingClientRect();
                           return r.left < edge.left - 1 || r.right > edge.right + 1; })
            .map(b => b.title || b.innerText);
        }"""
    )
    assert cut == [], f"{len(cut)} buttons reach past the edge of the app: {cut[:6]}"

    # 4. One real action changes what the live app shows.
    press = demo_settings(demo).get("press")
    buttons = frame.locator(".widget-button")
    button = buttons.filter(has_text=press).first if press else buttons.first
    status = frame.locator(".cardlib-status").first
    table_before = frame.locator(".jupyter-widgets").first.inner_html()
    status_before = status.inner_text()
    button.click()
    page.wait_for_function(
        "([f, s]) => { const d = document.querySelector(f).contentDocument;"
        " const el = d.querySelector('.cardlib-status'); return el && el.innerText !== s; }",
        arg=[f'.cardlib-demo[data-demo="{demo}"] .cardlib-demo-frame', status_before],
        timeout=30_000,
    )
    assert frame.locator(".jupyter-widgets").first.inner_html() != table_before
    assert not box.locator(".cardlib-demo-preview").is_visible(), "the picture is still shown"

    # 5. Keyboard: Tab from the live frame reaches one of its buttons.
    page.locator(".cardlib-demo-frame").first.focus()
    for _ in range(20):
        page.keyboard.press("Tab")
        tag = frame.locator(":focus").first
        if tag.count() and tag.evaluate("el => el.tagName") == "BUTTON":
            break
    else:
        pytest.fail("Tab never reached a button of the live demo")

    OUTPUT.mkdir(exist_ok=True)
    page.screenshot(path=str(OUTPUT / f"demo-{demo}.png"), full_page=True)
    assert blocked == [], f"requests that left the site: {blocked}"

    page.close()


def test_second_demo_in_the_same_session(context: Any, base: str, blocked: list[str]) -> None:
    """Time to interactive for a first and then a second demo in one browser session.

    Measured once, on two different demos, rather than in every demo's test: each start
    costs a Pyodide start-up, which dominates the browser run.
    """
    first, second = DEMOS[0], DEMOS[-1]
    for label, demo in (("first", first), ("second", second)):
        page = context.new_page()
        python = watch_python_start(page)
        page.goto(f"{base}/{_page_for(demo)}")
        seconds = start_demo(page, demo)
        record_metric(f"session: seconds to interactive ({label} demo, {demo})", round(seconds, 1))
        record_metric(f"session: Python start-up ({label} demo)", python)
        page.close()
    assert blocked == [], f"requests that left the site: {blocked}"


def test_demo_under_a_subpath(browser: Any, tmp_path: Any) -> None:
    """The site works from any folder of a static host: served under /books/rulebook/,
    the first demo still starts (relative links only, the loader finds its files)."""
    (tmp_path / "books").mkdir()
    (tmp_path / "books" / "rulebook").symlink_to(SITE, target_is_directory=True)
    demo = DEMOS[0]
    blocked: list[str] = []
    with serve(tmp_path) as root:
        ctx = offline_context(browser, root, blocked)
        page = ctx.new_page()
        python = watch_python_start(page)
        page.goto(f"{root}/books/rulebook/{_page_for(demo)}")
        start_demo(page, demo)
        ctx.close()
    assert any("started from its snapshot" in m for m in python), python
    assert blocked == [], f"requests that left the site: {blocked}"


# WCAG contrast of each element's text colour against the first opaque background behind it.
_LOW_CONTRAST = """(selector) => {
  const rgba = s => s.match(/[\\d.]+/g).map(Number);
  const lum = ([r, g, b]) => [r, g, b].map(c => c / 255)
    .map(c => c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
  const behind = el => {
    for (let e = el; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      if (c.length < 4 || c[3] > 0) return c;
    }
    return [255, 255, 255];
  };
  return [...document.querySelectorAll(selector)].filter(el => el.offsetParent !== null)
    .map(el => {
      const [a, b] = [lum(rgba(getComputedStyle(el).color)), lum(behind(el))];
      return [el.className || el.tagName, (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)];
    })
    .filter(([, ratio]) => ratio < 4.5)
    .map(([what, ratio]) => `${what}: ${ratio.toFixed(2)}`);
}"""


@pytest.mark.parametrize("mode", ["light", "dark"])
def test_demo_text_is_readable_in_both_themes(context: Any, base: str, mode: str) -> None:
    """The words around a demo keep a 4.5:1 contrast in the book's light and dark themes."""
    page = context.new_page()
    page.add_init_script(f"localStorage.setItem('mode', '{mode}')")
    demo = DEMOS[0]
    page.goto(f"{base}/{_page_for(demo)}", wait_until="load")
    assert page.evaluate("document.documentElement.dataset.theme") == mode
    box = demo_box(page, demo)
    box.locator(".cardlib-demo-preview").first.wait_for(timeout=30_000)
    parts = (
        ".cardlib-demo-status, .cardlib-demo-class, .cardlib-demo-class a, "
        ".cardlib-demo-lab, .cardlib-demo-lab code, .cardlib-demo-note"
    )
    assert page.evaluate(_LOW_CONTRAST, parts) == []
    page.close()


@pytest.mark.parametrize("rel", chapter_pages())
def test_chapter_layout_and_labels(context: Any, base: str, blocked: list[str], rel: str) -> None:
    """1280 px: no horizontal scrolling; every card picture has an accessible name; nothing
    the page asks the site for is missing."""
    page = context.new_page()
    missing: list[str] = []
    page.on(
        "response",
        lambda r: missing.append(f"{r.status} {r.url}") if r.status >= 400 else None,
    )
    page.goto(f"{base}/{rel}", wait_until="load")
    page.wait_for_load_state("networkidle")
    overflow = page.evaluate(
        "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0, f"{rel} scrolls sideways by {overflow}px at 1280px"
    unnamed = page.evaluate(
        """() => [...document.querySelectorAll('svg[role=img], g[role=img]')]
            .filter(el => !el.closest('[aria-hidden=true]'))
            .filter(el => !(el.getAttribute('aria-label') || '').trim()
                          && !el.getAttribute('aria-labelledby'))
            .concat([...document.querySelectorAll(".widget-button[class*='cardlib-card-']")]
                .filter(el => !(el.getAttribute('title') || el.getAttribute('aria-label')
                                || '').trim()))
            .map(el => el.outerHTML.slice(0, 80))"""
    )
    assert unnamed == [], f"{rel}: card pictures without a name: {unnamed[:3]}"
    assert missing == [], f"{rel} asked for files the site lacks: {missing[:5]}"
    assert blocked == [], f"{rel} requested outside the site: {blocked}"


def test_site_size_and_no_source_maps() -> None:
    """Report the size; no source maps; the Pyodide runtime and the packages shipped once."""
    size = int(
        subprocess.run(
            ["du", "-sk", str(SITE)], capture_output=True, text=True, check=True
        ).stdout.split()[0]
    )
    record_metric("site size (du -sk _build/html, KiB)", size)
    maps = [str(p.relative_to(SITE)) for p in SITE.rglob("*.map")]
    assert maps == [], f"source maps shipped: {maps[:5]}"
    wasm = [str(p.relative_to(SITE)) for p in SITE.rglob("pyodide.asm.wasm")]
    assert len(wasm) == 1, f"Pyodide shipped {len(wasm)} times: {wasm}"
    for name in ("python-packages.bin", "python-snapshot.bin"):
        found = [str(p.relative_to(SITE)) for p in SITE.rglob(name)]
        assert len(found) == 1, f"{name} shipped {len(found)} times: {found}"
    wheels = [str(p.relative_to(SITE)) for p in SITE.rglob("*.whl")]
    assert wheels == [], f"wheels shipped beside python-packages.bin: {wheels[:5]}"
