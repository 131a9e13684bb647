"""Every figure in the book's prose is computed, not typed (``../shared/design/BOOK.md``).

Reads every markdown page of the book and every notebook's markdown cells (the chapters
and the demos) with :mod:`book_text` (``tools/book_text.py``): a percentage, an "N =" or a
count of deals, hands or games typed into the text fails, unless
``tests/data/book_text_allowed.toml`` holds it with its reason (a figure that is a rule,
such as a 95 % interval). Glued values (``{glue:text}``) and code are not prose.

Pages not rewritten yet are listed in ``NOT_YET_REWRITTEN``: they must still have typed
figures, so that the list only shrinks (a page that is clean must come off it).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import book_text  # noqa: E402

#: The pages that still type figures into their prose, until their rewrite.
NOT_YET_REWRITTEN: frozenset[str] = frozenset()

#: The book's pages, and the demos' notebooks (their markdown shows in the apps).
SOURCES = {p.name: p.source for p in book_text.book_pages()} | {
    f"book/demos/{p.stem}": p for p in sorted((ROOT / "book" / "demos").glob("*.ipynb"))
}


@pytest.mark.parametrize("name", sorted(SOURCES))
def test_no_figure_is_typed_into_the_prose(name: str) -> None:
    found = book_text.typed_figures(book_text.page_prose(SOURCES[name]))
    listing = "\n".join(f"  {f}" for f in found)
    if name in NOT_YET_REWRITTEN:
        assert found, f"{name} types no figure any more: take it off NOT_YET_REWRITTEN"
    else:
        assert not found, f"{name} types figures instead of gluing them:\n{listing}"


def test_the_list_names_pages_of_the_book() -> None:
    assert SOURCES.keys() >= NOT_YET_REWRITTEN


def test_the_rules_catch_typed_figures() -> None:
    prose = (
        "The larger run quotes 11.6 % of N = 26,041 hands, 23.5% of 10,676 deals, "
        "and 61.8 per cent of a thousand games."
    )
    found = {(f.rule, f.match) for f in book_text.typed_figures(prose)}
    assert found == {
        ("a percentage", "11.6 %"),
        ("a percentage", "23.5 %"),
        ("a percentage", "61.8 per cent"),
        ('an "N ="', "N = 26,041"),
        ("a count of deals, hands or games", "26,041 hands"),
        ("a count of deals, hands or games", "10,676 deals"),
        ("a count of deals, hands or games", "thousand games"),
    }


def test_glued_figures_and_allowed_rules_pass() -> None:
    page = ROOT / "book" / "glossary.md"
    text = (
        "With N = {glue:text}`n_deals` deals the player wins {glue:text}`share` "
        "(a 95 % interval; deal `war:1000`)."
    )
    assert book_text.typed_figures(text) == []
    assert "95 %" in book_text.allowed()["figure"]
    assert book_text.page_prose(page).strip()


def test_every_allowed_entry_gives_its_reason() -> None:
    for kind, entries in book_text.allowed().items():
        for text, reason in entries.items():
            assert len(reason.split()) >= 4, f"{kind} {text!r} needs a reason"


#: The game chapters: the pages of the games' part, less the part pages and the comparison.
CHAPTERS = sorted(
    p.name
    for p in book_text.book_pages()
    if p.part == "The games" and not p.name.endswith(("/index", "/family"))
)


@pytest.mark.parametrize("name", CHAPTERS)
def test_a_chapters_odds_section_links_the_method(name: str) -> None:
    """How the numbers are made is the one place for method: every chapter's odds section
    says where it is."""
    prose = SOURCES[name].read_text(encoding="utf-8")
    assert "{doc}`../method`" in prose, f"{name}'s odds section does not link the method"
