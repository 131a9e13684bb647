"""Print every game's quick-reference card (``cardlib.refcards``) to PDF: ``make book``.

Writes ``<out>/<game-id>.html`` (the printable page) and ``<out>/<game-id>.pdf``, one per
game in ``cardlib.catalog()``, with Debian's headless Chromium: through Playwright in one
browser run when it is installed, else one ``chromium --print-to-pdf`` per card, two at a
time. Without Chromium the HTML cards are still written, a notice says the PDFs were
skipped, and the exit status is 0 (``--require`` makes it 1, as CI wants).

    python tools/refcards.py --out _build/html/refcards
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from cardlib import catalog
from cardlib.refcards import refcard_html

CHROMIUM = Path("/usr/bin/chromium")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def write_html(out: Path) -> list[Path]:
    """One ``<id>.html`` per catalog game in ``out``; returns their paths."""
    out.mkdir(parents=True, exist_ok=True)
    pages = []
    for info in catalog():
        page = out / f"{info.id}.html"
        page.write_text(refcard_html(info.id), encoding="utf-8")
        pages.append(page)
    return pages


def _print_playwright(pages: list[Path]) -> bool:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return False
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=FLAGS[1:])
        try:
            page = browser.new_page()
            for html in pages:
                page.goto(html.resolve().as_uri(), wait_until="load")
                page.pdf(
                    path=str(html.with_suffix(".pdf")),
                    prefer_css_page_size=True,
                    print_background=True,
                )
        finally:
            browser.close()
    return True


def _print_cli(pages: list[Path]) -> None:
    def one(html: Path) -> None:
        with tempfile.TemporaryDirectory() as profile:
            subprocess.run(
                [
                    str(CHROMIUM),
                    *FLAGS,
                    f"--user-data-dir={profile}",
                    "--no-pdf-header-footer",
                    f"--print-to-pdf={html.with_suffix('.pdf')}",
                    html.resolve().as_uri(),
                ],
                check=True,
                capture_output=True,
                timeout=120,
            )

    with ThreadPoolExecutor(2) as pool:
        list(pool.map(one, pages))


def print_pdfs(pages: list[Path]) -> str:
    """Print each HTML page to a PDF beside it (Chromium must be there); returns how:
    through Playwright in one browser run, else one ``chromium --print-to-pdf`` per page.
    ``tools/printables.py`` prints the classroom printables with it too."""
    if _print_playwright(pages):
        return "playwright"
    _print_cli(pages)
    return "chromium --print-to-pdf"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True, help="folder for the cards")
    parser.add_argument("--require", action="store_true", help="fail when Chromium is missing")
    args = parser.parse_args(argv)
    return print_and_report(write_html(args.out), args.out, "quick-reference", args.require)


def print_and_report(pages: list[Path], out: Path, what: str, require: bool) -> int:
    """Print ``pages`` (HTML) to PDF beside them and say so: the exit status of a printer
    (0, or 1 when a PDF is missing, or when Chromium is and ``require``)."""
    started = time.monotonic()
    if not CHROMIUM.exists():
        print(
            f"NOTICE: {CHROMIUM} is missing, so the {len(pages)} {what} PDFs were skipped "
            f"(their HTML pages are in {out}). apt-get install chromium to print them.",
            file=sys.stderr,
        )
        return 1 if require else 0
    how = print_pdfs(pages)
    missing = [p.name for p in pages if not p.with_suffix(".pdf").exists()]
    if missing:
        print(f"{what} PDFs missing: {missing}", file=sys.stderr)
        return 1
    seconds = time.monotonic() - started
    print(f"{len(pages)} {what} pages printed to {out} ({how}, {seconds:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
