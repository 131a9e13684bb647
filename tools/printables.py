"""Print the classroom printables (``cardlib.printables``) to PDF: ``make book``.

Writes ``<out>/<name>.html`` and ``<out>/<name>.pdf`` for each printable (the Solitaire Dice
score sheet and worksheets with their answer keys, the War deal sheets), with the printer of
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

from cardlib.printables import PRINTABLES, printable_html


def write_html(out: Path) -> list[Path]:
    """One ``<name>.html`` per printable in ``out``; returns their paths."""
    out.mkdir(parents=True, exist_ok=True)
    pages = []
    for p in PRINTABLES:
        page = out / f"{p.name}.html"
        page.write_text(printable_html(p.name), encoding="utf-8")
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
