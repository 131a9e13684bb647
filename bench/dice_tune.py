"""Compare variants of the expert Solitaire Dice player, paired, on tuning seeds.

Every variant plays the same seeded games (seeds from 10,001 by default, outside the
benchmark's 1 to 2,000), so each difference is measured game by game:

    nice -n 10 .venv/bin/python bench/dice_tune.py --games 300 \\
        expert expert:beam=99 expert:table=/tmp/values.json

A variant is ``expert`` or ``strong`` with optional ``:key=value`` settings (``beam``,
``depth``, ``table`` a values.json file for the expert). The first variant is the baseline:
the script prints each variant's mean with its 95% interval, its paired difference from the
baseline, and its median and 95th-percentile decision times.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere
sys.path.insert(0, str(Path(__file__).resolve().parent))  # its sibling dice_strategies

from dice_strategies import play_timed

from cardlib.dice import ExpertPlayer, StrongPlayer
from cardlib.dice.strategy import Player
from cardlib.dice.value import table_from_json
from cardlib.stats import mean_interval


def make(spec: str) -> Player:
    name, *settings = spec.split(":")
    opts = dict(s.split("=", 1) for s in settings)
    if name == "strong":
        return StrongPlayer(**{k: float(v) if k == "focus" else int(v) for k, v in opts.items()})
    if name == "expert":
        table = None
        if "table" in opts:
            table = table_from_json(Path(opts.pop("table")).read_text())
        return ExpertPlayer(table=table, **{k: int(v) for k, v in opts.items()})
    raise SystemExit(f"unknown player {spec!r}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variants", nargs="+")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed-start", type=int, default=10_001)
    args = parser.parse_args(argv)
    if args.seed_start <= 2000 < args.seed_start + args.games or args.seed_start <= 2000:
        print("warning: these seeds overlap the benchmark's 1 to 2,000", file=sys.stderr)
    seeds = range(args.seed_start, args.seed_start + args.games)
    scores: dict[str, list[int]] = {}
    for spec in args.variants:
        player, times = make(spec), []  # type: ignore[var-annotated]
        scores[spec] = [play_timed(player, s, times) for s in seeds]
        ms = sorted(1000 * t for t in times)
        m, lo, hi = mean_interval(scores[spec])
        line = f"{spec:40s} mean {m:6.1f} [{lo:6.1f}, {hi:6.1f}]"
        if spec != args.variants[0]:
            base = scores[args.variants[0]]
            d = [a - b for a, b in zip(scores[spec], base, strict=True)]
            dm, dlo, dhi = mean_interval(d)
            line += f"  vs baseline {dm:+6.1f} [{dlo:+6.1f}, {dhi:+6.1f}]"
        line += (
            f"  decision median {statistics.median(ms):5.1f} ms, "
            f"95th percentile {ms[int(0.95 * len(ms))]:5.1f} ms"
        )
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
