"""How fast is the patience solver? Median and p90 seconds per deal, and the share decided.

    python bench/bench_solver.py [--seeds 1:21] [--max-seconds 60] [--game klondike ...]

For each patience game (default options; Klondike also with draw 1) it solves the seeded
deals with :func:`cardlib.solve` within ``--max-seconds`` each and prints the median and
p90 seconds per deal (unknowns count at the budget they used) and the share decided.
Klondike draw 3's target is a median of at most 0.2 s per deal.

What one shortcut of the search saves:

    python bench/bench_solver.py --game klondike --draw 1 --seeds 1:2001 --verdict lost \
        --without stock_cycle --max-nodes 1000000

solves the deals that the committed run (``book/data/winnability/``) calls ``lost`` both
with every shortcut and without the one named, and prints the nodes and seconds of each.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from winnability import csv_path, read_rows

import cardlib
from cardlib.patience.solver import PRUNINGS

CASES: list[tuple[str, dict[str, object]]] = [
    (i.id, {}) for i in cardlib.catalog() if i.family in ("forty-thieves", "klondike", "cadogan")
]
CASES.insert([c[0] for c in CASES].index("klondike") + 1, ("klondike", {"draw": 1}))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--seeds", default="1:21", metavar="A:B")
    ap.add_argument("--max-seconds", type=float, default=60.0)
    ap.add_argument("--game", action="append", default=[])
    ap.add_argument("--draw", type=int, default=None, help="only Klondike with this draw")
    ap.add_argument("--verdict", default=None, help="only the seeds the committed run says so")
    ap.add_argument("--without", default=None, choices=sorted(PRUNINGS))
    ap.add_argument("--max-nodes", type=int, default=None)
    a = ap.parse_args(argv)
    if a.without is not None:
        return compare(a)
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


def _seeds(a: argparse.Namespace, game: str, opts: dict[str, object]) -> list[int]:
    lo, hi = (int(x) for x in a.seeds.split(":"))
    if a.verdict is None:
        return list(range(lo, hi))
    rows = read_rows(csv_path(game, {k: str(v) for k, v in opts.items()}))
    return [int(r["seed"]) for r in rows if r["verdict"] == a.verdict and lo <= int(r["seed"]) < hi]


def compare(a: argparse.Namespace) -> int:
    """Every shortcut against every shortcut but ``a.without``: nodes, seconds, verdicts."""
    without = PRUNINGS - {a.without}
    print(f"{'game':28} {'deals':>6} {'nodes':>12} {'without':>12} {'s':>8} {'without':>8} same")
    for game, opts in CASES:
        if (a.game and game not in a.game) or (
            a.draw is not None and opts.get("draw", 3) != a.draw
        ):
            continue
        n_on = n_off = 0
        s_on = s_off = 0.0
        seeds = _seeds(a, game, opts)
        same = True
        for seed in seeds:
            g = cardlib.new_game(game, seed=seed, **opts)
            on = cardlib.solve(g, max_seconds=a.max_seconds, max_nodes=a.max_nodes)
            off = cardlib.solve(g, max_seconds=a.max_seconds, max_nodes=a.max_nodes, prune=without)
            n_on, n_off, s_on, s_off = (
                n_on + on.nodes,
                n_off + off.nodes,
                s_on + on.seconds,
                s_off + off.seconds,
            )
            same = same and (not (on.decided and off.decided) or on.verdict == off.verdict)
        name = game + "".join(f" {k}={v}" for k, v in opts.items())
        print(
            f"{name:28} {len(seeds):6} {n_on:12,} {n_off:12,} {s_on:8.1f} {s_off:8.1f} {same}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
