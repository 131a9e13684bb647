"""In-kernel latency of patience widget actions, all 104 cards on the table (no browser).

Times one handler call, from the click (``Button.click()``, what a front-end click message
triggers in the kernel) to its return, by which time every changed pile, the counters and
the status line have been updated. Forty Thieves deals (40 cards in the tableau, 64 in the
stock) are played through clicks only: *Hint*, then the hinted move made the way a player
makes it (click the card, click the destination; or click the stock), with an *Undo* and a
*Redo* every tenth move. Run::

    .venv/bin/python bench/bench_patience_widget.py [--actions 600] [--game forty-thieves]

Prints the median and the 95th percentile per kind of action, in milliseconds; the target
is p95 < 50 ms for every kind. Run as a script, widgets have no front end to talk to; to
include the cost of the comm messages, run ``main()`` inside a Jupyter kernel (for example
``%run bench/bench_patience_widget.py`` in a notebook).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from cardlib.patience.engine import Transfer
from cardlib.widgets.patience import PatienceWidget, patience_demo


def _time(fn: Callable[[], None]) -> float:
    t0 = time.perf_counter()
    fn()
    return (time.perf_counter() - t0) * 1000.0


def _p95(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def _report(name: str, samples: list[float]) -> None:
    if not samples:
        return
    print(
        f"{name:<14} n={len(samples):4d}  median {statistics.median(samples):6.2f} ms  "
        f"p95 {_p95(samples):6.2f} ms  max {max(samples):6.2f} ms"
    )


def run(game: str, actions: int) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {
        k: [] for k in ("new table", "hint", "select", "move", "stock", "undo", "redo")
    }
    seed = 1
    w: PatienceWidget = patience_demo(game, seed=seed)
    done = 0
    while done < actions:
        g = w.patience
        if g.is_over or len(g.history) > 150:
            seed += 1
            t0 = time.perf_counter()
            w = patience_demo(game, seed=seed)
            times["new table"].append((time.perf_counter() - t0) * 1000.0)
            continue
        times["hint"].append(_time(partial(w.press, "hint")))
        m = w.hint_move
        if m is None:
            seed += 1
            t0 = time.perf_counter()
            w = patience_demo(game, seed=seed)
            times["new table"].append((time.perf_counter() - t0) * 1000.0)
            continue
        if isinstance(m, Transfer):
            src = m.src
            n = len(w.zones[src].buttons)
            index = n - m.count if src[0] == "t" else 0
            times["select"].append(_time(partial(w.click_card, src, index)))
            dst = g.landing(m)
            times["move"].append(_time(partial(w.click_pile, dst)))
        else:
            times["stock"].append(_time(partial(w.click_pile, "s")))
        done += 1
        if done % 10 == 0 and g.history:
            times["undo"].append(_time(partial(w.press, "undo")))
            times["redo"].append(_time(partial(w.press, "redo")))
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=600, help="moves to make by clicks")
    parser.add_argument("--game", default="forty-thieves")
    args, _ = parser.parse_known_args()
    patience_demo(args.game, seed=0).press("hint")  # warm up imports and caches
    times = run(args.game, args.actions)
    print(f"{args.game}: widget action latency, {args.actions} moves made by clicks")
    for name, samples in times.items():
        _report(name, samples)
    every = [t for k, v in times.items() if k != "new table" for t in v]
    _report("all actions", every)
    print(f"target p95 < 50 ms: {'met' if _p95(every) < 50 else 'NOT met'}")


if __name__ == "__main__":
    main()
