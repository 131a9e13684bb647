"""The lesson plans (``book/classroom/lessons/``): one page per family with everything a
teacher needs to run a 45-minute lesson, every printout it names one the site prints, and
the teacher's page offering the plans and every sheet."""

from __future__ import annotations

import re
import sys
from itertools import pairwise
from pathlib import Path

import pytest

import cardlib
from cardlib.printables import PRINTABLES

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

from answer_keys import classroom_chapters, key_name  # noqa: E402
from book_demos import classroom_sheets_html  # noqa: E402

LESSONS = ROOT / "book" / "classroom" / "lessons"
FAMILIES = ("war", "solitaire-dice", "forty-thieves", "klondike", "tricks")
STAGES = ("Introduction", "Demonstration", "Play", "Discussion", "Exit question")
SECTIONS = (
    "## At a glance",
    "## Learning objectives",
    "## The lesson, minute by minute",
    "## Easier and harder",
    "## Checking what they learned",
    "## Links and printouts",
)


def _page(family: str) -> str:
    return (LESSONS / f"{family}.md").read_text(encoding="utf-8")


def test_one_plan_per_family_in_the_book() -> None:
    assert sorted(p.stem for p in LESSONS.glob("*.md")) == sorted(FAMILIES)
    toc = (ROOT / "_toc.yml").read_text(encoding="utf-8")
    index = (ROOT / "book" / "classroom" / "lesson-plans.md").read_text(encoding="utf-8")
    for family in FAMILIES:
        assert f"book/classroom/lessons/{family}\n" in toc
        assert f"{{doc}}`lessons/{family}`" in index


@pytest.mark.parametrize("family", FAMILIES)
def test_plan_has_every_part_a_teacher_needs(family: str) -> None:
    text = _page(family)
    assert re.search(rf"^\(lesson-{family}\)=\n# ", text, re.M), "label, then the title"
    at = [text.index(s) for s in SECTIONS]
    assert at == sorted(at), "the parts in order"
    glance = text.split("## At a glance", 1)[1].split("\n## ", 1)[0]
    for row in ("Ages", "Time", "Group sizes", "Materials"):
        assert re.search(rf"^\| {row} \|", glance, re.M), f"no {row} in At a glance"
    assert re.search(r"^\| Time \| 45 minutes", glance, re.M)
    objectives = text.split("## Learning objectives", 1)[1].split("\n## ", 1)[0]
    assert 2 <= len(re.findall(r"^(?:-|\d+\.) ", objectives, re.M)) <= 4


@pytest.mark.parametrize("family", FAMILIES)
def test_the_minutes_run_from_0_to_45_through_every_stage(family: str) -> None:
    plan = _page(family).split("## The lesson, minute by minute", 1)[1].split("\n## ", 1)[0]
    # one lesson, or (under ### headings) a lesson and its follow-up: each 45 minutes
    lessons = re.split(r"^### .*$", plan, flags=re.M)
    tables = [t for t in lessons if re.search(r"^\| \d", t, re.M)]
    assert tables, "a table of minutes"
    for table in tables:
        rows = re.findall(r"^\| (\d+)\s*[-\u2013]\s*(\d+) \| ([^|]+?) \|", table, re.M)
        assert int(rows[0][0]) == 0 and int(rows[-1][1]) == 45
        for (_, end, _), (start, _, _) in pairwise(rows):
            assert int(end) == int(start), "no gap or overlap between stages"
        stages = " ".join(stage for _, _, stage in rows)
        for stage in STAGES:
            assert stage in stages, f"no {stage}"


@pytest.mark.parametrize("family", FAMILIES)
def test_every_printout_a_plan_names_is_printed(family: str) -> None:
    text = _page(family)
    printed = {p.name for p in PRINTABLES} | {key_name(n) for n in classroom_chapters()}
    cards = {i.id for i in cardlib.catalog()}
    sheets = re.findall(r'href="\.\./\.\./\.\./printables/([\w-]+)\.(?:pdf|html)"', text)
    refcards = re.findall(r'href="\.\./\.\./\.\./refcards/([\w-]+)\.(?:pdf|html)"', text)
    assert sheets or refcards, "a plan links its printouts"
    assert set(sheets) <= printed, set(sheets) - printed
    assert set(refcards) <= cards, set(refcards) - cards
    assert not re.search(r'href="(?!\.\./\.\./\.\./)[^"#]*\.pdf"', text), "links from this folder"


def test_teachers_page_offers_plans_and_every_sheet() -> None:
    page = (ROOT / "book" / "classroom" / "index.md").read_text(encoding="utf-8")
    for family in FAMILIES:
        assert f"{{doc}}`lessons/{family}`" in page
    assert "```{classroom-sheets}" in page
    html = classroom_sheets_html("../../")
    for info in cardlib.catalog():
        for ext in ("pdf", "html"):
            assert f'href="../../refcards/{info.id}.{ext}"' in html
    for name in classroom_chapters():
        for ext in ("pdf", "html"):
            assert f'href="../../printables/{key_name(name)}.{ext}"' in html
    steps = page.split("## Class links and quizzes in three steps", 1)[1].split("\n## ", 1)[0]
    assert re.findall(r"^(\d)\. \*\*", steps, re.M) == ["1", "2", "3"]
