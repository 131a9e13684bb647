"""Game length and cycles in War: a larger run of the simulation in the War chapter.

Plays the same seeded deals under four rule sets (War with one card down, War with three
down, Quadruple War, War with the pot collected in random order) and prints the table the
book shows, from a larger sample:

    python bench/war_stats.py --games 20000
    python bench/war_stats.py --games 1000 --seed-start 1   # the book's own sample

Deals use seeds ``seed_start, seed_start + 1, ...``, so any run can be repeated exactly.
"""

from __future__ import annotations

import argparse
import sys
import time

from cardlib.tables import war_summary_table
from cardlib.war import WarResult, simulate_many

RULE_SETS: dict[str, dict[str, object]] = {
    "War (1 down)": {},
    "War, 3 down": {"war_down": 3},
    "Quadruple War": {"quadruple": True},
    "War, random collection": {"collection_order": "random"},
}
"""The rule sets of the book's table: label -> options for ``simulate``."""


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
    args = parser.parse_args(argv)
    if args.games < 2:
        parser.error("--games must be at least 2")
    seeds = range(args.seed_start, args.seed_start + args.games)
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
