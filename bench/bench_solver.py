"""How fast is the patience solver? Median and p90 seconds per deal, and the share decided.

    python bench/bench_solver.py [--seeds 1:21] [--max-seconds 60] [--game klondike ...]

For each patience game (default options; Klondike also with draw 1) it solves the seeded
deals with :func:`cardlib.solve` within ``--max-seconds`` each and prints the median and
p90 seconds per deal (unknowns count at the budget they used) and the share decided.
Klondike draw 3's target is a median of at most 0.2 s per deal.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import cardlib

CASES: list[tuple[str, dict[str, object]]] = [
    (i.id, {}) for i in cardlib.catalog() if i.family in ("forty-thieves", "klondike", "cadogan")
]
CASES.insert([c[0] for c in CASES].index("klondike") + 1, ("klondike", {"draw": 1}))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--seeds", default="1:21", metavar="A:B")
    ap.add_argument("--max-seconds", type=float, default=60.0)
    ap.add_argument("--game", action="append", default=[])
    a = ap.parse_args(argv)
    lo, hi = (int(x) for x in a.seeds.split(":"))
    print(f"{'game':28} {'median s':>9} {'p90 s':>8} {'decided':>8}  (budget {a.max_seconds} s)")
    for game, opts in CASES:
        if a.game and game not in a.game:
            continue
        secs, decided = [], 0
        for seed in range(lo, hi):
            s = cardlib.solve(cardlib.new_game(game, seed=seed, **opts), max_seconds=a.max_seconds)
            secs.append(s.seconds)
            decided += s.decided
        secs.sort()
        p90 = secs[min(len(secs) - 1, int(0.9 * len(secs)))]
        name = game + "".join(f" {k}={v}" for k, v in opts.items())
        print(
            f"{name:28} {statistics.median(secs):9.3f} {p90:8.3f} {decided / len(secs):8.0%}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
