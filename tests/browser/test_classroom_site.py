"""The classroom features in the built site: quick-reference PDFs, a quiz answered in a
live chapter app, and a class link (``?deal=<code>``) that opens the demo on that deal.

Run after ``make book`` (``make browser``). The PDFs' text is read with ``pdftotext``
(Debian's poppler-utils; ``.ci/run`` installs it).
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from typing import Any

import pytest
from harness import (
    OUTPUT,
    SITE,
    chromium_missing,
    demo_box,
    demo_pages,
    launch,
    offline_context,
    record_metric,
    start_demo,
)

import cardlib
from cardlib.refcards import rank_order_lines, refcard

pytestmark = pytest.mark.browser

REQUIRED = bool(os.environ.get("CARDLIB_REQUIRE_BROWSER"))
_site = None if (SITE / "index.html").exists() else f"no built site in {SITE}: run make book"
GAMES = [info.id for info in cardlib.catalog()]


def _skip(reason: str) -> None:
    if REQUIRED:
        raise RuntimeError(f"required (CARDLIB_REQUIRE_BROWSER) but {reason}")
    pytest.skip(reason)


def _pdf_text(path: Any) -> str:
    out = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    return " ".join(out.split())


@pytest.mark.parametrize("game_id", GAMES)
def test_reference_card_pdf(game_id: str) -> None:
    """One PDF per catalog game, one page, with the name and every rank-order line."""
    if _site:
        _skip(_site)
    if shutil.which("pdftotext") is None:
        _skip("pdftotext is missing (apt-get install poppler-utils)")
    pdf = SITE / "refcards" / f"{game_id}.pdf"
    assert pdf.exists(), f"{pdf} is missing: make book prints the cards"
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True).stdout
    assert "Pages:           1" in info, f"{game_id}: the card is not one page"
    text = _pdf_text(pdf)
    card = refcard(game_id)
    assert card.name in text
    for line in rank_order_lines(card):
        assert " ".join(line.split()) in text, f"{game_id}: {line!r} not in the PDF"


_browser = chromium_missing() or _site


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if _browser:
        _skip(_browser)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = launch(p)
        yield b
        b.close()


@pytest.fixture
def page(browser: Any, base: str) -> Iterator[Any]:
    blocked: list[str] = []
    ctx = offline_context(browser, base, blocked, viewport={"width": 1280, "height": 900})
    yield ctx.new_page()
    ctx.close()
    assert blocked == [], f"requests that left the site: {blocked}"


def _frame(page: Any, demo: str) -> Any:
    return page.frame_locator(f'.cardlib-demo[data-demo="{demo}"] .cardlib-demo-frame')


def test_quiz_answered_in_the_site(page: Any, base: str) -> None:
    """The page shows the deal's picture; the live app's quiz takes an answer and scores it."""
    demo = "war"
    page.goto(f"{base}/{demo_pages(demo)[0]}")
    demo_box(page, demo).locator(".cardlib-demo-preview svg").first.wait_for(timeout=30_000)
    assert demo_box(page, demo).locator(".cardlib-demo-card").get_attribute("href", timeout=5_000)
    start_demo(page, demo)
    frame = _frame(page, demo)
    frame.locator(".lm-TabBar-tab", has_text="Quiz").first.click()
    question = frame.locator(".widget-html", has_text="Question 1.").first
    question.wait_for(state="visible", timeout=30_000)
    answer = frame.locator(".widget-button[title^='Answer: ']").first
    answer.click()
    verdict = frame.locator(".widget-html", has_text="Rule:").first
    verdict.wait_for(state="visible", timeout=30_000)
    text = verdict.inner_text()
    assert text.startswith(("Right!", "Wrong.")), text
    frame.locator(".widget-html", has_text="Score: ").first.wait_for(timeout=10_000)
    assert "out of 1" in frame.locator(".widget-html", has_text="Score: ").first.inner_text()
    OUTPUT.mkdir(exist_ok=True)
    page.screenshot(path=str(OUTPUT / "classroom-quiz.png"), full_page=True)


def test_class_link_opens_the_deal(page: Any, base: str) -> None:
    """<chapter>?deal=war:7 starts the War demo and loads deal war:7 (not the page's war:5)."""
    demo, code = "war", "war:7"
    rel = demo_pages(demo)[0]
    page.goto(f"{base}/{rel}?deal={code}")
    box = demo_box(page, demo)
    page.wait_for_function(
        "el => el.dataset.dealLoaded !== undefined", arg=box.element_handle(), timeout=150_000
    )
    record_metric(
        "class link: seconds to the deal loaded", float(box.get_attribute("data-ready-after") or 0)
    )
    assert box.get_attribute("data-deal-loaded") == code
    frame = _frame(page, demo)
    assert "Loaded deal war:7" in frame.locator(".cardlib-status").first.inner_text()
    current = frame.locator(".widget-html", has_text="Current deal:").first.inner_text()
    assert code in current
    page.wait_for_function(
        "el => el.dataset.code === 'war:7'", arg=box.element_handle(), timeout=10_000
    )
    link = box.locator(".cardlib-demo-link")
    assert link.get_attribute("href").endswith(f"{rel}?deal={code}")
    # Quadruple War's demo on the same page was not started by a War code.
    assert page.locator('.cardlib-demo[data-demo="quadruple-war"] .cardlib-demo-frame').count() == 0
