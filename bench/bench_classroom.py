"""What the classroom features add to a build: the {demo} directive's work for every demo
notebook (run it as a chapter app with a quiz tab, and draw the still picture of its deal)
against drawing the picture alone, and the reference cards (HTML only; tools/refcards.py
prints its own PDF time).

    .venv/bin/python bench/bench_classroom.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import book_demos  # noqa: E402

from cardlib import catalog  # noqa: E402
from cardlib.refcards import refcard_html  # noqa: E402


def main() -> None:
    app_s = bare_s = 0.0
    demos = sorted((ROOT / "book" / "demos").glob("*.ipynb"))
    for path in demos:
        t = time.perf_counter()
        obj = book_demos.run_demo(path)
        book_demos.demo_preview(obj)
        app_s += time.perf_counter() - t
        t = time.perf_counter()
        book_demos.demo_preview(obj)
        bare_s += time.perf_counter() - t
    t = time.perf_counter()
    for info in catalog():
        refcard_html(info.id)
    cards_s = time.perf_counter() - t
    print(
        f"{len(demos)} demos: run as chapter apps + picture {app_s:.2f} s "
        f"(the pictures alone {bare_s:.2f} s)"
    )
    print(f"{len(catalog())} reference cards as HTML: {cards_s:.2f} s")


if __name__ == "__main__":
    main()
