"""The book's pages around the demos, in Chromium, offline (after ``make book``).

Every page of the book, as a laptop (1280x800) and as a touch phone (390x844): it loads
with no console error, no missing file and no request off the site; it weighs at most
``PAGE_BUDGET`` before Play; axe-core finds no critical or serious problem; a phone never
scrolls sideways; readers see no nbval markers and no dead widget. Each demo's preview is
a still picture (no widget JavaScript) with its Play button in view at both sizes, and the
keyboard reaches the game through "Skip to the game", Play and the live app. Figures go to
``test-output/site-metrics.json``.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator
from typing import Any

import pytest
from harness import (
    OUTPUT,
    SITE,
    UNNAMED_PICTURES,
    axe_violations,
    chapter_pages,
    declared_demos,
    demo_box,
    demo_pages,
    describe_violations,
    offline_context,
    record_metric,
    require_site,
    start_demo,
)

pytestmark = pytest.mark.browser

require_site()


#: The book's pages (the printable quick-reference cards in refcards/ and the classroom's
#: printables in printables/ are pages of their own, tested in test_site.py and
#: test_classroom_site.py).
PRINTED = ("refcards/", "printables/")
PAGES = [rel for rel in chapter_pages() if not rel.startswith(PRINTED)]
#: What a page may download before Play (HTML, theme, fonts, pictures), in bytes.
PAGE_BUDGET = 1_500_000
LAPTOP = {"viewport": {"width": 1280, "height": 800}}
PHONE = {
    "viewport": {"width": 390, "height": 844},
    "is_mobile": True,
    "has_touch": True,
    "device_scale_factor": 2,
}


class Visit:
    """One page in a fresh browser context, with what it said and fetched."""

    def __init__(self, browser: Any, base: str, rel: str, **kwargs: Any) -> None:
        self.blocked: list[str] = []
        self.errors: list[str] = []
        self.missing: list[str] = []
        self.sizes: dict[str, int] = {}
        self.context = offline_context(browser, base, self.blocked, **kwargs)
        self.page = self.context.new_page()
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on(
            "response",
            lambda r: self.missing.append(f"{r.status} {r.url}") if r.status >= 400 else None,
        )
        self.page.on("requestfinished", self._count)
        self.page.goto(f"{base}/{rel}", wait_until="load")
        self.page.wait_for_load_state("networkidle")

    def _count(self, request: Any) -> None:
        # A request whose page has gone has nothing to count.
        with contextlib.suppress(Exception):
            self.sizes[request.url] = request.sizes()["responseBodySize"]

    @property
    def weight(self) -> int:
        return sum(self.sizes.values())

    def close(self) -> None:
        self.context.close()


@pytest.fixture
def visit(browser: Any, base: str) -> Iterator[Any]:
    opened: list[Visit] = []

    def open_page(rel: str, **kwargs: Any) -> Visit:
        v = Visit(browser, base, rel, **kwargs)
        opened.append(v)
        return v

    yield open_page
    for v in opened:
        v.close()


def _name(rel: str) -> str:
    return rel.removesuffix(".html").replace("/", "-")


@pytest.mark.parametrize("rel", PAGES)
def test_page_on_a_laptop(visit: Any, rel: str) -> None:
    """No console error, no 404, nothing off the site, within the weight budget, no
    sideways scrolling, every card picture named, no dead widget or nbval marker, and axe
    finds nothing critical or serious."""
    v = visit(rel, **LAPTOP)
    page = v.page
    overflow = page.evaluate(
        "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0, f"{rel} scrolls sideways by {overflow}px at 1280px"
    unnamed = page.evaluate(UNNAMED_PICTURES)
    assert unnamed == [], f"{rel}: card pictures without a name: {unnamed[:3]}"
    assert v.errors == [], f"{rel}: console errors: {v.errors[:5]}"
    assert v.missing == [], f"{rel}: files the site lacks: {v.missing[:5]}"
    assert v.blocked == [], f"{rel}: requests off the site: {v.blocked[:5]}"
    # A page without an icon makes a reader's browser ask for /favicon.ico, a 404 (which a
    # routed context never shows); the icon the page names must be on the site.
    icon = page.evaluate("() => document.querySelector('link[rel~=icon]')?.href ?? null")
    assert icon, f"{rel} names no icon, so browsers ask for /favicon.ico"
    assert page.request.get(icon).status == 200, f"{rel}: its icon {icon} is missing"
    assert v.weight <= PAGE_BUDGET, (
        f"{rel} downloads {v.weight:,} bytes before Play (budget {PAGE_BUDGET:,}): "
        + ", ".join(
            f"{u.rsplit('/', 1)[-1]} {n:,}"
            for u, n in sorted(v.sizes.items(), key=lambda kv: -kv[1])[:5]
        )
    )
    text = page.locator("main").inner_text()
    assert "NBVAL_" not in text, f"{rel} shows an nbval marker to readers"
    dead = page.locator(".jupyter-widgets, .widget-subarea, script[src*='embed-amd']").count()
    assert dead == 0, f"{rel} still has {dead} widget elements or the widget manager"
    found = axe_violations(page)
    assert found == [], f"{rel}: axe-core:\n{describe_violations(found)}"
    _screenshot_previews(page, rel, "laptop")


def _screenshot_previews(page: Any, rel: str, size: str) -> None:
    """A screenshot of the page's first demo preview, centred, for a reviewer's eye."""
    stage = page.locator(".cardlib-demo-stage")
    if stage.count():
        stage.first.evaluate("el => el.scrollIntoView({block: 'center'})")
        OUTPUT.mkdir(exist_ok=True)
        page.screenshot(path=str(OUTPUT / f"preview-{size}-{_name(rel)}.png"))


@pytest.mark.parametrize("rel", PAGES)
def test_page_on_a_phone(visit: Any, rel: str) -> None:
    """390x844 with touch: no sideways scrolling, no console error; each demo's Play is in
    view under its picture's top, and nothing fixed covers its class-link line."""
    v = visit(rel, **PHONE)
    page = v.page
    assert v.errors == [], f"{rel}: console errors: {v.errors[:5]}"
    overflow = page.evaluate(
        "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    wide = page.evaluate(
        """() => [...document.querySelectorAll('main *')]
            .filter(el => el.getBoundingClientRect().right > innerWidth + 1)
            .filter(el => !el.closest('.cardlib-demo-preview, pre, .highlight, table, '
                                     + '.table-wrapper, .cardlib-skip-links'))
            .slice(0, 3).map(el => el.tagName + '.' + el.className)"""
    )
    assert overflow <= 0, f"{rel} scrolls sideways by {overflow}px at 390px: {wide}"
    for box in page.locator(".cardlib-demo").all():
        _play_in_view(page, box, rel)
        _class_line_uncovered(page, box, rel)
    _screenshot_previews(page, rel, "phone")


def _play_in_view(page: Any, box: Any, rel: str) -> None:
    """With the top of the demo's picture at the top of the window, Play is fully in view,
    and the picture is not cut at the preview's edges."""
    stage = box.locator(".cardlib-demo-stage")
    stage.evaluate("el => el.scrollIntoView({block: 'start'})")
    header = page.evaluate(
        "() => { const h = document.querySelector('.bd-header-article, header');"
        " return h && getComputedStyle(h).position === 'sticky' ?"
        " h.getBoundingClientRect().bottom : 0; }"
    )
    page.evaluate(f"() => window.scrollBy(0, -{header + 8})")
    play = box.locator(".cardlib-demo-play")
    r = play.bounding_box()
    vw, vh = page.viewport_size["width"], page.viewport_size["height"]
    assert r is not None, f"{rel}: Play is not shown"
    assert (
        r["x"] >= 0 and r["x"] + r["width"] <= vw and r["y"] >= 0 and r["y"] + r["height"] <= vh
    ), f"{rel}: Play at {r} is not inside the {vw}x{vh} window"
    assert r["height"] >= 44, f"{rel}: Play is {r['height']}px tall (44 at least)"
    hit = page.evaluate(
        "([x, y]) => { const el = document.elementFromPoint(x, y);"
        " return !!(el && el.closest('.cardlib-demo-play')); }",
        [r["x"] + r["width"] / 2, r["y"] + r["height"] / 2],
    )
    assert hit, f"{rel}: something covers the middle of Play"
    picture = box.locator(".cardlib-demo-preview")
    assert picture.locator("svg").count() > 0, f"{rel}: the preview draws no picture"
    assert picture.locator("button, input, select").count() == 0, (
        f"{rel}: the preview has controls that do nothing"
    )
    cut = picture.evaluate(
        """el => { const p = el.getBoundingClientRect();
            return [...el.querySelectorAll('svg:not(svg svg)')]
              .map(s => s.getBoundingClientRect())
              .filter(r => r.left < p.left - 0.5 || r.right > p.right + 0.5)
              .map(r => [Math.round(r.left - p.left), Math.round(r.right - p.right)]); }"""
    )
    assert cut == [], f"{rel}: the picture runs past the preview's edges by {cut} px"


def _class_line_uncovered(page: Any, box: Any, rel: str) -> None:
    """Scrolled so the class-link line sits near the top (and after a little scroll back
    up, which is when floating "back to top" buttons appear), its link and Copy button are
    what a tap there reaches."""
    line = box.locator(".cardlib-demo-class")
    for up in (0, 120):
        line.evaluate("el => el.scrollIntoView({block: 'start'})")
        page.evaluate("() => window.scrollBy(0, -140)")
        if up:
            page.evaluate(f"() => window.scrollBy(0, -{up})")
            page.evaluate(f"() => window.scrollBy(0, {up})")
        page.wait_for_timeout(250)
        for part in (".cardlib-demo-link", ".cardlib-demo-copy"):
            # The centre of the element's first line box (a link may wrap onto two lines).
            covered = line.locator(part).evaluate(
                """el => { const r = el.getClientRects()[0];
                   const hit = document.elementFromPoint(r.left + Math.min(r.width / 2, 20),
                                                         r.top + r.height / 2);
                   return hit && !el.contains(hit) ? hit.outerHTML.slice(0, 120) : null; }"""
            )
            assert covered is None, f"{rel}: {part} is covered by {covered}"


def test_sidebar_and_home_page(visit: Any) -> None:
    """The sidebar shows every page (no collapsed family), no caption repeats the entry
    under it, and the home page links every chapter that has a demo."""
    v = visit("book/start-here.html", **LAPTOP)
    page = v.page
    nav = page.locator("nav.bd-docs-nav")
    hidden = nav.evaluate(
        """nav => [...nav.querySelectorAll('a.reference.internal')]
            .filter(a => a.offsetParent === null).map(a => a.textContent.trim())"""
    )
    assert hidden == [], f"sidebar entries hidden in collapsed sections: {hidden[:5]}"
    repeats = nav.evaluate(
        """nav => [...nav.querySelectorAll('p.caption')].map(c => {
              const list = c.nextElementSibling;
              const first = list && list.querySelector('a');
              const cap = c.textContent.trim().toLowerCase();
              const entry = first ? first.textContent.trim().toLowerCase() : '';
              return (entry.includes(cap) || cap.includes(entry)) ? cap + ' / ' + entry : null;
            }).filter(Boolean)"""
    )
    assert repeats == [], f"captions that repeat the entry under them: {repeats}"
    linked = set(
        page.locator("main a.reference.internal").evaluate_all(
            "links => links.map(a => new URL(a.href).pathname.split('/').slice(-2).join('/'))"
        )
    )
    chapters = {rel for d in declared_demos() for rel in demo_pages(d)}
    unlinked = sorted(c for c in chapters if "/".join(c.split("/")[-2:]) not in linked)
    assert unlinked == [], f"chapters the home page does not link: {unlinked}"


def test_reference_part_documents_the_library(visit: Any) -> None:
    """The API reference (autodoc) has the Game protocol, the catalog, cards, the engines and
    the patience solver."""
    for rel, ids in {
        "book/reference/games.html": ("cardlib.game.Game", "cardlib.registry.new_game"),
        "book/reference/cards.html": ("cardlib.cards.Card", "cardlib.cards.Suit"),
        "book/reference/engines.html": (
            "cardlib.war.WarGame",
            "cardlib.tricks.engine.TrickGame",
            "cardlib.dice.game.SolitaireDice",
        ),
        "book/reference/patience.html": ("cardlib.patience.engine.PatienceGame",),
        "book/reference/solver.html": (
            "cardlib.patience.solver.solve",
            "cardlib.patience.solver.Solution",
        ),
    }.items():
        html = (SITE / rel).read_text(encoding="utf-8")
        for ident in ids:
            assert f'id="{ident}"' in html, f"{rel} does not document {ident}"


def _ring(page: Any, selector: str) -> tuple[float, float]:
    """(outline width in px, contrast of the outline against what is behind the element)."""
    return tuple(
        page.evaluate(
            """(sel) => {
          const el = document.querySelector(sel);
          const s = getComputedStyle(el);
          const rgba = t => t.match(/[\\d.]+/g).map(Number);
          const lum = ([r, g, b]) => [r, g, b].map(c => c / 255)
            .map(c => c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
            .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
          let bg = [255, 255, 255];
          for (let e = el.parentElement; e; e = e.parentElement) {
            const c = rgba(getComputedStyle(e).backgroundColor);
            if (c.length < 4 || c[3] > 0.5) { bg = c; break; }
          }
          const [a, b] = [lum(rgba(s.outlineColor)), lum(bg)];
          const width = s.outlineStyle === 'none' ? 0 : parseFloat(s.outlineWidth);
          return [width, (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)];
        }""",
            selector,
        )
    )


@pytest.mark.parametrize("mode", ["light", "dark"])
def test_focus_rings(visit: Any, mode: str) -> None:
    """The page's own buttons and links show a focus ring of 2 px or more at 3:1 or more."""
    demo = declared_demos()[0]
    v = visit(demo_pages(demo)[0], **LAPTOP)
    page = v.page
    page.evaluate(f"() => {{ localStorage.setItem('mode', '{mode}'); }}")
    page.reload(wait_until="load")
    page.keyboard.press("Tab")  # keyboard focus, so that :focus-visible applies
    for selector in (".cardlib-skip-link", ".cardlib-demo-play", ".cardlib-demo-copy"):
        page.locator(selector).first.focus()
        width, contrast = _ring(page, selector)
        assert width >= 2 and contrast >= 3, (
            f"{mode}: focus ring of {selector}: {width}px at {contrast:.2f}:1"
        )


def test_keyboard_reaches_the_game_and_download(browser: Any, base: str) -> None:
    """From the top of a chapter: Tab reaches "Skip to the game" at once, Enter moves to
    Play, Enter starts the game and the focus moves into it. Also what this first visit
    downloads, before Play and in all."""
    demo = declared_demos()[-1]
    rel = demo_pages(demo)[0]
    v = Visit(browser, base, rel, **LAPTOP)
    page = v.page
    try:
        before = v.weight
        skip = page.locator(".cardlib-skip-link").first
        for _ in range(3):
            page.keyboard.press("Tab")
            if skip.evaluate("el => el === document.activeElement"):
                break
        else:
            pytest.fail("Tab did not reach 'Skip to the game' in 3 presses")
        assert skip.is_visible(), "the skip link is not shown when it has the focus"
        page.keyboard.press("Enter")
        play = demo_box(page, demo).locator(".cardlib-demo-play")
        assert play.evaluate("el => el === document.activeElement"), "Enter did not reach Play"
        seconds = start_demo(page, demo, keyboard=True)
        page.wait_for_function(
            "() => document.activeElement && document.activeElement.tagName === 'IFRAME'",
            timeout=10_000,
        )
        # The live app may still fetch for a while on a loaded machine (2 cores, the other
        # worker testing live demos too; once over a minute in a full run): two minutes,
        # not the default 30 s, before its weight is read.
        page.wait_for_load_state("networkidle", timeout=120_000)
        record_metric(f"page weight before Play ({rel}), bytes", before)
        record_metric(f"first visit plus Play ({rel}), bytes", v.weight)
        record_metric(f"first visit plus Play ({rel}), seconds to live", round(seconds, 1))
        heavy = sorted(v.sizes.items(), key=lambda kv: -kv[1])[:8]
        record_metric(
            "first visit plus Play: largest files, bytes",
            {re.sub(r"^.*?/(lite/|_static/)", r"\1", u): n for u, n in heavy},
        )
        assert v.errors == [], f"console errors during Play: {v.errors[:5]}"
        assert v.missing == [], f"files the site lacks during Play: {v.missing[:5]}"
        assert v.blocked == [], f"requests off the site: {v.blocked[:5]}"
    finally:
        v.close()
