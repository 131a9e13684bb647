"""The classroom sheets in the built site: every printable, answer key and reference card is
there as a PDF and a page, and the teacher's page links every one of them; the lesson
plans and the chapters link only sheets that exist."""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path
from urllib.parse import urljoin

import pytest

import cardlib
from cardlib.printables import PRINTABLES

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

from answer_keys import classroom_chapters, key_name  # noqa: E402

pytestmark = pytest.mark.browser

SITE = ROOT / "_build" / "html"
if not (SITE / "index.html").exists():
    if os.environ.get("CARDLIB_REQUIRE_BROWSER"):
        raise RuntimeError(f"no built site in {SITE}: run make book first")
    pytest.skip("no built site: run make book first", allow_module_level=True)

TEACHER = "book/classroom/index.html"
SHEETS = sorted({p.name for p in PRINTABLES} | {key_name(n) for n in classroom_chapters()})


def _links(page: str) -> set[str]:
    """The site files a built page links, as paths from the site's root."""
    html = (SITE / page).read_text(encoding="utf-8")
    found = set()
    for href in re.findall(r'href="([^"#?]+)"', html):
        if href.startswith(("http:", "https:", "mailto:")):
            continue
        found.add(urljoin(page, href))
    return found


def test_every_sheet_and_card_is_printed_and_on_the_teachers_page() -> None:
    links = _links(TEACHER)
    for name in SHEETS:
        for ext in ("pdf", "html"):
            path = f"printables/{name}.{ext}"
            assert (SITE / path).exists(), f"{path} is not in the built site"
            assert path in links, f"the teacher's page does not link {path}"
    for info in cardlib.catalog():
        for ext in ("pdf", "html"):
            path = f"refcards/{info.id}.{ext}"
            assert (SITE / path).exists() and path in links, path


LESSONS = sorted(
    f"book/classroom/lessons/{p.stem}.html" for p in (ROOT / "book/classroom/lessons").glob("*.md")
)
CHAPTER_PAGES = [f"book/{n}.html" for n in classroom_chapters()]


@pytest.mark.parametrize(
    "page", [TEACHER, "book/classroom/lesson-plans.html", *LESSONS, *CHAPTER_PAGES]
)
def test_sheets_linked_from_a_page_exist(page: str) -> None:
    sheets = [p for p in _links(page) if p.startswith(("printables/", "refcards/"))]
    missing = [p for p in sheets if not (SITE / p).exists()]
    assert missing == [], f"{page} links sheets the site lacks: {missing}"
    if page in LESSONS or page in CHAPTER_PAGES:
        assert sheets, f"{page} links no sheet"
