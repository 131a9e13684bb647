"""The game chapters rewritten for players keep BOOK.md's shape: its sections in its order.

BOOK.md (``../shared/design/BOOK.md``) gives a game chapter fourteen sections, adapted to
the game but always in the same order, so that "section 7" means the same thing
everywhere. ``SHAPED`` lists the chapters rewritten to it; a patience chapter joins the
list when it is rewritten.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

#: The chapters that follow BOOK.md's shape.
SHAPED = (
    "book/war/war",
    "book/tricks/forty-five",
    "book/tricks/pepper",
    "book/tricks/all-fours",
    "book/dice/solitaire-dice",
    "book/klondike/klondike",
    "book/klondike/the-mill",
    "book/klondike/the-clock",
    "book/forty-thieves/forty-thieves",
    "book/forty-thieves/lucas",
    "book/forty-thieves/maria",
    "book/forty-thieves/number-ten",
    "book/forty-thieves/indian",
    "book/forty-thieves/limited",
    "book/klondike/the-shah",
    "book/klondike/the-sultan",
    "book/forty-thieves/little-forty",
    "book/forty-thieves/rank-and-file",
    "book/forty-thieves/streets",
    "book/klondike/the-blockade",
    "book/klondike/fortress",
    "book/klondike/the-fourteenth",
)

#: BOOK.md's sections, in order, as the headings may name them.
SECTIONS = (
    ("at a glance", r"At a glance"),
    ("the object", r"The object"),
    ("cards and ranks", r"Cards and ranks|The dice and the score sheet"),
    ("setting up", r"Setting up"),
    ("playing", r"Playing"),
    ("scoring and winning", r"Scoring and winning"),
    ("a sample deal", r"A sample (deal|turn|game)"),
    ("strategy", r"Strategy for beginners"),
    ("variations and rulings", r"Variations and rulings"),
    ("play it", r"Play it"),
    ("how often", r"How (often|long) .+\?"),
    ("history", r"History(, etiquette and irregularities)?"),
    ("for the classroom", r"For the classroom"),
    ("sources", r"Sources"),
)


def sections(name: str) -> dict[str, str]:
    """The chapter's level-2 sections: heading -> markdown up to the next one."""
    cells = json.loads((ROOT / f"{name}.ipynb").read_text(encoding="utf-8"))["cells"]
    text = "\n\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    parts = re.split(r"^## (.+)$", text, flags=re.M)
    return {parts[i].strip(): parts[i + 1] for i in range(1, len(parts), 2)}


@pytest.mark.parametrize("name", SHAPED)
def test_the_sections_are_bookmds_in_its_order(name: str) -> None:
    headings = list(sections(name))
    assert len(headings) == len(SECTIONS), f"{name}: {headings}"
    for heading, (what, pattern) in zip(headings, SECTIONS, strict=True):
        assert re.fullmatch(pattern, heading), f"{name}: {heading!r} where {what} belongs"


@pytest.mark.parametrize("name", SHAPED)
def test_the_object_is_one_sentence(name: str) -> None:
    body = re.sub(r"\([\w-]+\)=", "", sections(name)["The object"]).strip()
    sentences = [s for s in re.split(r"(?<=[.!?])\s+", body) if s.strip()]
    assert len(sentences) == 1, f"{name}: the object is {len(sentences)} sentences: {body!r}"


@pytest.mark.parametrize("name", SHAPED)
def test_at_a_glance_names_the_games_other_names_and_sources(name: str) -> None:
    glance = sections(name)["At a glance"]
    for row in ("Players", "Skill or luck", "Family", "Other names", "Rules from"):
        assert re.search(rf"^\| {row} \|", glance, flags=re.M), f"{name}: no {row} row"


@pytest.mark.parametrize("name", SHAPED)
def test_the_odds_explain_their_interval_or_bounds_in_a_footnote(name: str) -> None:
    odds = next(body for heading, body in sections(name).items() if heading.startswith("How "))
    assert re.search(r"\[\^\w+\]", odds), f"{name}: the odds have no footnote"
    # a measured share has a confidence interval; a patience's share of winnable deals has
    # bounds, set by its undecided deals (never called a confidence interval)
    linked = "{term}`confidence" in odds or "{term}`undecided`" in odds
    assert linked, f"{name}: the footnote does not link the glossary"
    assert "{doc}`../method`" in odds, f"{name}: the odds do not link the method"
