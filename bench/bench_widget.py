"""In-kernel latency of War widget actions (no browser).

Times one handler call: from the button's click (``Button.click()``, what a front-end
click message triggers in the kernel) to its return, by which time the table HTML, the
information line and the status line have been set. Run::

    .venv/bin/python bench/bench_widget.py [--presses 300] [--wars 60]

Prints the median and the 95th percentile in milliseconds; the target is p95 < 50 ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from cardlib.widgets import WarWidget, war_demo


def _time(fn: Callable[[str], None], arg: str) -> float:
    t0 = time.perf_counter()
    fn(arg)
    return (time.perf_counter() - t0) * 1000.0


def _p95(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def _report(name: str, samples: list[float]) -> None:
    print(
        f"{name:<13} n={len(samples):4d}  median {statistics.median(samples):6.2f} ms  "
        f"p95 {_p95(samples):6.2f} ms  max {max(samples):6.2f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presses", type=int, default=300, help="Battle presses")
    parser.add_argument("--wars", type=int, default=60, help="To next war presses")
    parser.add_argument("--ends", type=int, default=10, help="To the end presses")
    args = parser.parse_args()

    war_demo(seed=0).press("battle")  # warm up imports and caches

    battle: list[float] = []
    seed = 1
    w: WarWidget = war_demo(seed=seed)
    while len(battle) < args.presses:
        if w.game.is_over or len(w.game.history) > 60:
            seed += 1
            w = war_demo(seed=seed)
        battle.append(_time(w.press, "battle"))

    to_war: list[float] = []
    seed = 100
    w = war_demo(seed=seed)
    while len(to_war) < args.wars:
        if w.game.is_over:
            seed += 1
            w = war_demo(seed=seed)
        to_war.append(_time(w.press, "war"))

    ends: list[float] = []
    undos: list[float] = []
    for s in range(200, 200 + args.ends):
        w = war_demo(seed=s)
        ends.append(_time(w.press, "end"))
        undos.append(_time(w.press, "undo"))

    _report("Battle", battle)
    _report("To next war", to_war)
    _report("To the end", ends)
    _report("Undo (end)", undos)
    ok = _p95(battle) < 50 and _p95(to_war) < 50
    print("target p95 < 50 ms for Battle and To next war:", "met" if ok else "MISSED")


if __name__ == "__main__":
    main()
