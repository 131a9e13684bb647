"""The book's plain-words rules (``../shared/design/BOOK.md``), shared by the text tests.

* :func:`book_pages` lists the book's pages from ``_toc.yml``, each with its part;
* :func:`page_prose` is the prose of a source page: a markdown page, or a notebook's
  markdown cells, without code, glued values or link targets;
* :func:`typed_figures` finds the figures typed into prose instead of computed: a
  percentage, an "N =", a count of deals, hands or games;
* :func:`visible_text` is what a reader sees of a built page's article;
* :func:`engineering_words` finds, in that text, what only a programmer would write: move
  notation, words such as seed or node, Python names, and "he", "his" or "him".

Run it to list what it finds in the book: ``python tools/book_text.py`` (after
``make book`` for the built pages).
"""

from __future__ import annotations

import json
import re
import sys
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "_build" / "html"
#: The figures and phrases the tests let through, each with its reason.
ALLOWED = ROOT / "tests" / "data" / "book_text_allowed.toml"
#: The parts written for programmers, where code and method words belong.
PROGRAMMERS_PARTS = ("For Python users", "Appendix")


@dataclass(frozen=True)
class Page:
    """A page of the book: ``name`` is its path without suffix (``book/war/war``)."""

    name: str
    source: Path
    part: str

    @property
    def built(self) -> Path:
        """The page in the built site."""
        return SITE / f"{self.name}.html"

    @property
    def for_programmers(self) -> bool:
        """Whether the page is in a part written for programmers."""
        return self.part in PROGRAMMERS_PARTS


def book_pages() -> list[Page]:
    """Every page in ``_toc.yml``, in book order (the root page, the book's first page, is
    in a part of its own, "Start here")."""
    import yaml  # Jupyter Book's own dependency; only the tests and this script need it

    toc = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    parts = toc["parts"]
    pages = [_page(toc["root"], "Start here")]

    def walk(entries: list[dict[str, object]], part: str) -> None:
        for entry in entries:
            pages.append(_page(str(entry["file"]), part))
            walk(entry.get("sections", []), part)  # type: ignore[arg-type]

    for part in parts:
        walk(part["chapters"], part["caption"])
    return pages


def _page(name: str, part: str) -> Page:
    for suffix in (".md", ".ipynb"):
        source = ROOT / f"{name}{suffix}"
        if source.exists():
            return Page(name, source, part)
    raise FileNotFoundError(f"_toc.yml names {name}, which has no .md or .ipynb file")


# --- figures typed into the prose -----------------------------------------------------

#: Code blocks (```{code-cell}, ```python, ...): not prose.
_CODE_FENCE = re.compile(
    r"^(?P<fence>`{3,}|~{3,})\s*(?:\{code-cell\}|\{code\}|\{code-block\}|python|py|"
    r"ipython3?|pycon|text|console|bash|sh|shell)\b.*?^(?P=fence)\s*$",
    re.M | re.S,
)
#: Glued values and inline code: what they show is computed, or is not prose.
_GLUE = re.compile(r"\{glue(?::\w+)?\}`[^`]*`")
_INLINE_CODE = re.compile(r"(?<!`)`[^`\n]+`(?!`)")
_COMMENT = re.compile(r"<!--.*?-->|^%.*$", re.S | re.M)
_LINK_TARGET = re.compile(r"\]\([^)]*\)|<[^<>\s]+>")
_NUMBER = r"\d(?:[\d,.\u00a0\u202f ]*\d)?"
_COUNTED = r"(?:deals?|hands?|games?)\b"
FIGURE_PATTERNS = {
    "a percentage": re.compile(rf"{_NUMBER}\s*(?:%|per ?cent\b)", re.I),
    'an "N ="': re.compile(rf"\bN\s*=\s*{_NUMBER}"),
    "a count of deals, hands or games": re.compile(
        rf"\b{_NUMBER}\s+(?:(?:more|fewer|random|simulated|seeded|whole|full|complete|"
        rf"different|test)\s+)*{_COUNTED}|\b(?:hundred|thousand|million)\s+{_COUNTED}",
        re.I,
    ),
}


def page_prose(source: Path) -> str:
    """The prose of a source page: a markdown file, or a notebook's markdown cells."""
    if source.suffix == ".ipynb":
        cells = json.loads(source.read_text(encoding="utf-8"))["cells"]
        text = "\n\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    else:
        text = source.read_text(encoding="utf-8")
        if text.startswith("---\n"):  # front matter
            text = text[text.find("\n---", 4) + 4 :]
    for pattern in (_CODE_FENCE, _COMMENT, _GLUE, _INLINE_CODE, _LINK_TARGET):
        text = pattern.sub(" ", text)
    return text


@dataclass(frozen=True)
class Finding:
    """Something a rule found: the rule, the text it matched, and the line around it."""

    rule: str
    match: str
    context: str

    def __str__(self) -> str:
        return f"{self.rule}: {self.match!r} in {self.context!r}"


def _normal(text: str) -> str:
    """One space for any run of spaces, and one space before a per cent sign."""
    text = re.sub(r"[\s\u00a0\u202f]+", " ", text).strip()
    return re.sub(r"(?<=\d) ?%", " %", text)


def _findings(text: str, patterns: dict[str, re.Pattern[str]]) -> Iterator[Finding]:
    for rule, pattern in patterns.items():
        for m in pattern.finditer(text):
            start = max(0, text.rfind("\n", 0, m.start()) + 1, m.start() - 60)
            end = text.find("\n", m.end())
            end = min(len(text) if end < 0 else end, m.end() + 60)
            yield Finding(rule, _normal(m.group()), _normal(text[start:end]))


@cache
def allowed() -> dict[str, dict[str, str]]:
    """The allow-list: ``{"figure": {text: reason}, "phrase": {text: reason}}``."""
    data = tomllib.loads(ALLOWED.read_text(encoding="utf-8"))
    return {
        kind: {_normal(str(e["text"])): str(e["reason"]) for e in data.get(kind, [])}
        for kind in ("figure", "phrase")
    }


def typed_figures(text: str) -> list[Finding]:
    """The figures typed into ``text`` (prose) that the allow-list does not hold."""
    allow = allowed()["figure"]
    return [f for f in _findings(text, FIGURE_PATTERNS) if f.match not in allow]


# --- what a reader sees of a built page -----------------------------------------------

#: Elements whose content a reader does not see as text.
_UNSEEN = ("script", "style", "noscript", "template")


def visible_text(html: str) -> str:
    """The text a reader sees in a built page's article: no scripts, no hidden elements,
    no closed ``<details>`` but its summary (the hidden code cells), no heading anchors."""
    from bs4 import BeautifulSoup  # the book theme's own dependency, pinned for the tests

    soup = BeautifulSoup(html, "html.parser")
    article = soup.find("article") or soup
    for tag in article.find_all(_UNSEEN):
        tag.decompose()
    for tag in article.find_all(attrs={"hidden": True}):
        tag.decompose()
    for details in article.find_all("details"):
        if not details.has_attr("open"):
            for child in list(details.children):
                if getattr(child, "name", None) != "summary":
                    child.extract()
    for tag in article.select(".headerlink, .toggle-details__summary-text"):
        tag.decompose()
    blocks = {"p", "li", "td", "th", "tr", "div", "section", "h1", "h2", "h3", "h4", "dt"}
    # a picture's labels (SVG ``text``) and its cards' names (``title``, which a screen
    # reader speaks) stand apart from each other, as they do on the table
    separate = {"dd", "br", "pre", "figcaption", "caption", "text", "title"}
    for tag in article.find_all(blocks | separate):
        tag.insert_before("\n")
        tag.insert_after("\n")
    lines = (_normal(line) for line in article.get_text().split("\n"))
    return "\n".join(line for line in lines if line)


#: Move notation as the library reads it: ``t2:3-t5``, ``w-f1``, ``t1+t2``, ``swap t1 t2``.
_MOVE = (
    r"\b(?:[sw]|[tfr]\d+)(?::\d+)?\s?-\s?(?:[fsw]|[tfr]\d+)\b"
    r"|\bt\d+\s?\+\s?t\d+\b|\bswap t\d+ t\d+\b"
)
ENGINEERING_PATTERNS = {
    "move notation": re.compile(_MOVE),
    "an engineering word": re.compile(
        r"\b(?:seed(?:s|ed)?|commit(?:s|ted)?|budgets?|nodes?|greedy|CPython|Pyodide|"
        r"kernels?|JSON|cardlib)\b|\bbench/",
        re.I,
    ),
    "a Python name": re.compile(
        r"\b[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]+\b"  # snake_case
        r"|\b[A-Za-z_]\w*\.[A-Za-z_]\w*\("  # a call
        r"|\b[A-Za-z_]\w*\(\)"  # an empty call
        r"|\b[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+\b"  # CamelCase
        r"|\b\w+\.(?:py|ipynb)\b"
    ),
    '"he", "his" or "him"': re.compile(r"\b(?:he|his|him|himself)\b", re.I),
}


def engineering_words(text: str) -> list[Finding]:
    """What a chapter must not say, in ``text`` (a page's visible text), less the phrases
    the allow-list holds (each allowed phrase is taken out of the text first)."""
    for phrase in sorted(allowed()["phrase"], key=len, reverse=True):
        text = re.sub(r"[\s\u00a0\u202f]+".join(map(re.escape, phrase.split(" "))), " ", text)
    return list(_findings(text, ENGINEERING_PATTERNS))


def main() -> int:
    """Print what the two rules find, page by page (the built pages need ``make book``)."""
    bad = 0
    for page in book_pages():
        found = [*typed_figures(page_prose(page.source))]
        if not page.for_programmers and page.built.exists():
            found += engineering_words(visible_text(page.built.read_text(encoding="utf-8")))
        if found:
            bad += 1
            print(f"{page.name} ({page.part}): {len(found)}")
            for f in found:
                print(f"    {f}")
    print(f"{bad} pages with findings")
    return 0


if __name__ == "__main__":
    sys.exit(main())
