"""Game length and cycles in War: a larger run of the simulation in the War chapter.

Plays the same seeded deals under four rule sets (War with one card down, War with three
down, Quadruple War, War with the pot collected in random order) and prints the table the
book shows, from a larger sample:

    .venv/bin/python bench/war_stats.py --games 20000
    .venv/bin/python bench/war_stats.py --games 1000 --seed-start 1   # the book's own sample

``--orders FILE`` instead plays every collection order under War (one and three down) and
Quadruple War and writes each one's share of cycling deals and mean length to a JSON file;
the War chapter reads ``book/war/results/orders.json``:

    nice -n 10 .venv/bin/python bench/war_stats.py --games 2000 \\
        --orders book/war/results/orders.json

Deals use seeds ``seed_start, seed_start + 1, ...``, so any run can be repeated exactly.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from cardlib.stats import mean_interval, wilson_interval
from cardlib.tables import war_summary_table
from cardlib.war import COLLECTION_ORDERS, WarResult, simulate_many

RULE_SETS: dict[str, dict[str, object]] = {
    "War (1 down)": {},
    "War, 3 down": {"war_down": 3},
    "Quadruple War": {"quadruple": True},
    "War, random collection": {"collection_order": "random"},
}
"""The rule sets of the book's table: label -> options for ``simulate``."""


WAR_KINDS: dict[str, dict[str, object]] = {
    "War (1 down)": {},
    "War, 3 down": {"war_down": 3},
    "Quadruple War": {"quadruple": True},
}
"""The games of the collection-order table: label -> options for ``simulate``."""


def orders_run(seeds: range, out: Path) -> None:
    """Every collection order under each game of :data:`WAR_KINDS`, written to ``out``
    (resumable: rows already in ``out`` for the same seeds are kept)."""
    rows: dict[str, dict[str, object]] = {}
    if out.exists():
        saved = json.loads(out.read_text())
        if saved.get("seeds") == [seeds.start, seeds.stop - 1]:
            rows = saved["rows"]
    for kind, options in WAR_KINDS.items():
        for order in COLLECTION_ORDERS:
            key = f"{kind}|{order}"
            if key in rows:
                continue
            t0 = time.perf_counter()
            results = simulate_many(seeds, collection_order=order, **options)
            n = len(results)
            lengths = [r.battles for r in results]
            cycled = sum(r.cycled for r in results)
            lo, hi = wilson_interval(cycled, n)
            m, mlo, mhi = mean_interval(lengths)
            rows[key] = {
                "game": kind,
                "collection_order": order,
                "games": n,
                "checked": order != "random",
                "cycled": cycled,
                "cycled_low": lo,
                "cycled_high": hi,
                "mean_battles": m,
                "mean_low": mlo,
                "mean_high": mhi,
                "median_battles": statistics.median(lengths),
                "capped": sum(r.capped for r in results),
            }
            print(f"{key}: {n:,} games in {time.perf_counter() - t0:.1f} s", file=sys.stderr)
            out.parent.mkdir(parents=True, exist_ok=True)
            data = {
                "about": "War: cycles and length per collection order; bench/war_stats.py",
                "seeds": [seeds.start, seeds.stop - 1],
                "rows": rows,
            }
            out.write_text(json.dumps(data, indent=1) + "\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20000, help="deals per rule set")
    parser.add_argument("--seed-start", type=int, default=1, help="seed of the first deal")
    parser.add_argument(
        "--rules",
        choices=sorted(RULE_SETS),
        action="append",
        help="only these rule sets (repeatable); default: all four",
    )
    parser.add_argument("--orders", default="", help="run every collection order into FILE")
    args = parser.parse_args(argv)
    if args.games < 2:
        parser.error("--games must be at least 2")
    seeds = range(args.seed_start, args.seed_start + args.games)
    if args.orders:
        orders_run(seeds, Path(args.orders))
        return 0
    runs: dict[str, list[WarResult]] = {}
    started = time.perf_counter()
    for label, options in RULE_SETS.items():
        if args.rules and label not in args.rules:
            continue
        t0 = time.perf_counter()
        runs[label] = simulate_many(seeds, **options)
        print(f"{label}: {args.games:,} games in {time.perf_counter() - t0:.1f} s", file=sys.stderr)
    caption = (
        f"War game lengths, seeds {seeds.start:,} to {seeds.stop - 1:,} "
        f"({args.games:,} deals per rule set)"
    )
    unchecked = [k for k, o in RULE_SETS.items() if o.get("collection_order") == "random"]
    print(war_summary_table(runs, caption, unchecked=unchecked))
    print(f"total {time.perf_counter() - started:.1f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
