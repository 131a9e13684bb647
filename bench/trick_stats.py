"""Simulated statistics of the trick-taking chapters, with SensibleBot in every seat.

The book's three chapters run these functions on a small sample; this script repeats them
on a larger one:

    python bench/trick_stats.py --games 2000 --json bench/data/trick_stats.json
    python bench/trick_stats.py --games 200 --seed-start 1   # the book's own sample

``--json`` writes (or updates, game by game) the committed data file the chapters quote for
the larger run: for each game its counts ``[successes, trials]``, the number of games and
the mean game length with its interval; ``--only`` runs one game (``forty-five``, ``pepper``
or ``all-fours``).

* Forty-Five: how often a hand is won 5-0 (a side scores 10), and game length in deals;
* Pepper: for each bid, how often the makers make it, and game length in deals;
* Trinidad All Fours: how often the first kick of a deal scores, how often the beggar
  begs and the dealer gives one, how often a hand has a hang jack, and game length.

Games use seeds ``seed_start, seed_start + 1, ...``, so any run can be repeated exactly.
The figures come only from the games' public results: scores, moves and announcements.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from cardlib.tricks.stats import (
    all_fours_stats,
    forty_five_stats,
    pepper_stats,
    stats_table,
    summary,
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per game")
    parser.add_argument("--seed-start", type=int, default=1, help="seed of the first game")
    parser.add_argument("--json", default=None, help="write or update this data file")
    parser.add_argument("--only", default=None, choices=("forty-five", "pepper", "all-fours"))
    args = parser.parse_args(argv)
    seeds = range(args.seed_start, args.seed_start + args.games)
    out = Path(args.json) if args.json else None
    data = json.loads(out.read_text(encoding="utf-8")) if out and out.exists() else {}
    for game_id, name, fn in (
        ("forty-five", "Forty-Five", forty_five_stats),
        ("pepper", "Pepper", pepper_stats),
        ("all-fours", "Trinidad All Fours", all_fours_stats),
    ):
        if args.only and args.only != game_id:
            continue
        t0 = time.perf_counter()
        stats = fn(seeds)
        caption = f"{name}: {args.games:,} games, seeds {seeds.start}-{seeds.stop - 1}"
        print(stats_table(stats, caption))
        print(f"{name}: {time.perf_counter() - t0:.1f} s", file=sys.stderr)
        print()
        if out is not None:
            data[game_id] = summary(stats, seeds)
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
