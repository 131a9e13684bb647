"""Print the classroom printables (``cardlib.printables``) and the chapters' answer keys
(``tools/answer_keys``) to PDF: ``make book``.

Writes ``<out>/<name>.html`` and ``<out>/<name>.pdf`` for each printable (the Solitaire Dice
score sheet and worksheets with their answer keys, the War deal sheets, the printed
quizzes) and for each chapter's answer key (``key-<chapter>``), with the printer of
the quick-reference cards (``tools/refcards.py``: headless Chromium). Without Chromium the
HTML pages are still written, a notice says the PDFs were skipped, and the exit status is 0
(``--require`` makes it 1, as CI wants).

    python tools/printables.py --out _build/html/printables
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import refcards  # tools/refcards.py: the printer of the quick-reference cards
from answer_keys import chapter, classroom_chapters, key_html, key_name, load_keys

from cardlib.printables import PRINTABLES, printable_html


def answer_keys() -> dict[str, str]:
    """Each chapter's answer key page by file name (``key-war``), in chapter order;
    ``KeyError`` for a chapter with classroom questions and no key."""
    keys = load_keys()
    pages = {}
    for name in classroom_chapters():
        if name not in keys:
            raise KeyError(f"{name} has classroom questions and no answer key")
        ch = chapter(name)
        pages[key_name(name)] = key_html(ch, keys[name](ch))
    return pages


def write_html(out: Path) -> list[Path]:
    """One ``<name>.html`` per printable and per answer key in ``out``; their paths."""
    out.mkdir(parents=True, exist_ok=True)
    texts = {p.name: printable_html(p.name) for p in PRINTABLES} | answer_keys()
    pages = []
    for name, html in texts.items():
        page = out / f"{name}.html"
        page.write_text(html, encoding="utf-8")
        pages.append(page)
    return pages


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True, help="folder for the printables")
    parser.add_argument("--require", action="store_true", help="fail when Chromium is missing")
    args = parser.parse_args(argv)
    return refcards.print_and_report(write_html(args.out), args.out, "printable", args.require)


if __name__ == "__main__":
    sys.exit(main())
