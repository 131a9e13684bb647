"""Score distributions of the random, greedy and strong Solitaire Dice players.

Every player plays the same seeded games (seeds ``seed_start`` onward), so the strong
player's advantage over greedy play is measured game by game (a paired difference):

    .venv/bin/python bench/dice_strategies.py --games 2000
    .venv/bin/python bench/dice_strategies.py --games 200 --seed-start 1 --hist

Prints per player: mean with its 95% confidence interval, median, quartiles, the share of
wins (500 or more) with its Wilson interval; then the strong-minus-greedy difference. The
strong player's ``focus`` was tuned on seeds from 1,000,001, so keep ``--seed-start`` below
that for an honest measure.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable, Sequence

from cardlib.dice import GreedyPlayer, RandomPlayer, StrongPlayer, simulate
from cardlib.dice.strategy import Player
from cardlib.stats import mean_interval, wilson_interval

WIN = 500

PLAYERS: dict[str, Callable[[int], Player]] = {
    "random": RandomPlayer,
    "greedy": lambda seed: GreedyPlayer(),
    "strong": lambda seed: StrongPlayer(),
}
"""Player name -> a player for the game with that seed (the random player is seeded)."""


def play(name: str, seeds: Sequence[int]) -> list[int]:
    make = PLAYERS[name]
    shared = None if name == "random" else make(0)
    return [simulate(seed, shared or make(seed)) for seed in seeds]


def summary(name: str, scores: Sequence[int]) -> str:
    m, lo, hi = mean_interval(scores)
    q1, med, q3 = statistics.quantiles(scores, n=4)
    wins = sum(1 for s in scores if s >= WIN)
    wlo, whi = wilson_interval(wins, len(scores))
    return (
        f"{name:7s} mean {m:7.1f} [{lo:7.1f}, {hi:7.1f}]  median {med:6.0f}  "
        f"quartiles {q1:6.0f} {q3:6.0f}  min {min(scores):6d} max {max(scores):5d}  "
        f"wins {wins / len(scores):5.1%} [{wlo:.1%}, {whi:.1%}]"
    )


def histogram(scores: Sequence[int], width: int = 100) -> str:
    lo = (min(scores) // width) * width
    hi = (max(scores) // width) * width
    counts = {b: 0 for b in range(lo, hi + width, width)}
    for s in scores:
        counts[(s // width) * width] += 1
    top = max(counts.values())
    return "\n".join(
        f"  {b:6d} {'#' * round(40 * c / top)} {c}" for b, c in counts.items() if c or b >= lo
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed-start", type=int, default=1)
    parser.add_argument("--hist", action="store_true", help="print text histograms")
    args = parser.parse_args(argv)
    if args.games < 2:
        parser.error("--games must be at least 2")
    seeds = range(args.seed_start, args.seed_start + args.games)
    results: dict[str, list[int]] = {}
    for name in PLAYERS:
        t0 = time.perf_counter()
        results[name] = play(name, seeds)
        print(f"{name}: {args.games} games in {time.perf_counter() - t0:.1f} s", file=sys.stderr)
    print(f"Solitaire Dice, seeds {seeds.start} to {seeds.stop - 1} ({args.games} games each)")
    for name, scores in results.items():
        print(summary(name, scores))
        if args.hist:
            print(histogram(scores))
    for a, b in (("strong", "greedy"), ("greedy", "random")):
        diff = [x - y for x, y in zip(results[a], results[b], strict=True)]
        m, lo, hi = mean_interval(diff)
        better = sum(1 for d in diff if d > 0)
        print(
            f"{a} - {b}: mean {m:.1f} [{lo:.1f}, {hi:.1f}] (paired, 95%), "
            f"median {statistics.median(diff):.0f}; {a} better in {better} games, "
            f"worse in {sum(1 for d in diff if d < 0)}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
