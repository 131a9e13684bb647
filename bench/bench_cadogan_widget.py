"""In-kernel latency of the patience table's actions in Klondike and Lady Cadogan's seven
games, drawn as their book pictures them (no browser).

Each game's seeded deals are played through clicks only, the way a player makes the hint
player's moves: *Hint*, then the card(s) and the destination (a pair or exchange: the two
cards; a transfer chain: the wing card and the centre; a refill from the pack: the pack and
the vacancy; ``fill`` and turning: the pack). Every tenth move is undone and played again
(*Undo*, *Redo*). Run::

    .venv/bin/python bench/bench_cadogan_widget.py [--actions 300]

Prints per game the median and 95th percentile of one handler call in milliseconds; the
target is p95 < 50 ms. Run as a script, widgets have no front end to talk to.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

from cardlib.patience.cadogan import SPECS as CADOGAN_SPECS
from cardlib.patience.engine import Transfer
from cardlib.patience.positions import Chain, Pair, Swap
from cardlib.widgets.patience import PatienceWidget, patience_demo

GAMES = ("klondike", *CADOGAN_SPECS)  # Klondike and Lady Cadogan's seven, in book order


def _time(fn: Callable[[], None], out: list[float]) -> None:
    t0 = time.perf_counter()
    fn()
    out.append((time.perf_counter() - t0) * 1000.0)


def _p95(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def run(game: str, actions: int) -> tuple[list[float], list[float], float]:
    """Click-handler times (ms) over ``actions`` actions, the times of loading the next
    deal by its code when a game is over, and the time to build a table."""
    times: list[float] = []
    loads: list[float] = []
    seed = 1
    t0 = time.perf_counter()
    w: PatienceWidget = patience_demo(game, seed=seed)
    build = (time.perf_counter() - t0) * 1000.0
    n = 0
    while len(times) < actions:
        g = w.patience
        m = g.hint()
        if m is None or g.is_over:
            seed += 1
            _time(lambda s=seed: w.enter_code(f"{game}:{s}"), loads)
            continue
        if isinstance(m, (Pair, Swap)):
            clicks = [(m.a, None), (m.b, None)]
        elif isinstance(m, Chain):
            clicks = [(m.steps[-1].src, None), (m.steps[-1].dst, None)]
        elif isinstance(m, Transfer) and m.src == "s":
            clicks = [("s", 0), (m.dst, None)]
        elif isinstance(m, Transfer):
            k = len(w.zones[m.src].buttons)
            clicks = [(m.src, k - m.count if m.src[0] == "t" else max(0, k - 1))]
            clicks.append((g.landing(m), None))
        else:
            clicks = [("s", None)]
        _time(lambda: w.press("hint"), times)
        for pile, index in clicks:
            if index is None:
                _time(lambda p=pile: w.click_pile(p), times)
            else:
                _time(lambda p=pile, i=index: w.click_card(p, i), times)
        n += 1
        if n % 10 == 0:
            _time(lambda: w.press("undo"), times)
            _time(lambda: w.press("redo"), times)
    return times, loads, build


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=300, help="actions timed per game")
    parser.add_argument("--only", nargs="*", default=list(GAMES))
    args = parser.parse_args()
    for game in args.only:
        times, loads, build = run(game, args.actions)
        load = f"p95 {_p95(loads):.0f} ms over {len(loads)}" if loads else "none"
        print(
            f"{game:<15} clicks n={len(times):4d}  median {statistics.median(times):5.2f} ms  "
            f"p95 {_p95(times):5.2f} ms  max {max(times):6.1f} ms | next deal: {load} | "
            f"new table {build:.0f} ms"
        )


if __name__ == "__main__":
    main()
