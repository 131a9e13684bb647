"""The trick chapters' prose: words a reader can use, no references he cannot follow."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

CHAPTERS = sorted((Path(__file__).parent.parent / "book" / "tricks").glob("*.ipynb"))
_ROLES = re.compile(r"\{[a-z:]+\}`[^`]*`")  # {term}`...`, {glue:text}`...`, {ref}`...`
_CODE = re.compile(r"`([^`\n]+)`")


def prose(path: Path) -> str:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    text = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    return _ROLES.sub("", text)


def test_there_are_three_trick_chapters() -> None:
    assert [p.stem for p in CHAPTERS] == ["all-fours", "forty-five", "pepper"]


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda p: p.stem)
def test_no_chapter_sends_the_reader_to_the_specification(path: Path) -> None:
    assert "specification" not in prose(path).lower()


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda p: p.stem)
def test_prose_names_no_library_objects(path: Path) -> None:
    # Deal codes, links, file names and shell commands are what a reader types or finds;
    # a function (forty_five.plain_order) or an option name (max_hands) is not.
    allowed = re.compile(
        r"^([a-z-]+:\d+|\?deal=.*|\d{3}_[0-9a-f]+\.txt|(\.venv/bin/)?python bench/.*|cardlib)$"
    )
    spans = [s for s in _CODE.findall(prose(path)) if not allowed.match(s)]
    assert spans == []


def _code(path: Path) -> str:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda p: p.stem)
def test_the_chapters_share_their_helpers_instead_of_copying_them(path: Path) -> None:
    """Each chapter imports the trick chapters' helpers (``cardlib.tricks.chapter``, issue
    39) and defines none of them again."""
    from cardlib.tricks import chapter

    code = _code(path)
    assert "from cardlib.tricks.chapter import *" in code
    defined = set(re.findall(r"^def (\w+)\(", code, flags=re.M))
    assert not defined & set(chapter.__all__), sorted(defined & set(chapter.__all__))
