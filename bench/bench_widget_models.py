"""Widget models and messages each demo app sends before it is playable (CPython).

    .venv/bin/python bench/bench_widget_models.py [game-id ...]

Runs each ``book/demos/<id>.ipynb`` (its code, as the site runs it) with counters on
ipywidgets: the models opened (each one is made in Python and built in the page) and the
state updates sent after opening, with their sizes in JSON. In the site's demos these are
what the time after Python's start goes into, so fewer is sooner. No kernel: the messages
are counted, not sent.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

import book_demos  # noqa: E402
from ipywidgets.widgets import widget as widget_module  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("demos", nargs="*", help="game ids (default: every demo)")
    args = parser.parse_args()
    counts: Counter[str] = Counter()
    opened = widget_module.Widget.open
    sent = widget_module.Widget._send

    def open_(self: Any) -> None:
        opened(self)
        counts["open"] += 1
        counts["open_bytes"] += len(json.dumps(self.get_state(), default=str))

    def send(self: Any, msg: Any, buffers: Any = None) -> None:
        counts["update"] += 1
        counts["update_bytes"] += len(json.dumps(msg, default=str))
        sent(self, msg, buffers)

    widget_module.Widget.open = open_  # type: ignore[method-assign]
    widget_module.Widget._send = send  # type: ignore[method-assign]
    paths = [ROOT / "book" / "demos" / f"{d}.ipynb" for d in args.demos] or sorted(
        (ROOT / "book" / "demos").glob("*.ipynb")
    )
    print(f"{'demo':16s} {'models':>6s} {'kB':>6s} {'updates':>8s} {'kB':>7s}")
    for path in paths:
        counts.clear()
        book_demos.run_demo(path)
        print(
            f"{path.stem:16s} {counts['open']:6d} {counts['open_bytes'] / 1e3:6.0f}"
            f" {counts['update']:8d} {counts['update_bytes'] / 1e3:7.0f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
