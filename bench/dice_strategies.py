"""Score distributions of the random, greedy, strong and expert Solitaire Dice players.

Every player plays the same seeded games (seeds ``seed_start`` onward), so each player's
advantage over another is measured game by game (a paired difference):

    nice -n 10 .venv/bin/python bench/dice_strategies.py --games 2000 \\
        --out book/dice/results/strategies.json
    .venv/bin/python bench/dice_strategies.py --games 200 --seed-start 1 --hist

Prints per player: mean with its 95% confidence interval, median, quartiles, the share of
wins (500 or more) with its Wilson interval; then the paired differences, and the expert
player's median decision time. ``--out`` also writes every score to a JSON file (the dice
chapter reads ``book/dice/results/strategies.json``); a rerun with the same ``--out`` keeps
the players already played on the same seeds. The strong player's ``focus`` was tuned on
seeds from 1,000,001 and the expert's table fitted on seeds from 2,000,001, so keep
``--seed-start`` below 1,000,001 for an honest measure.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from cardlib.dice import (
    PLAYERS,
    DiceSheet,
    DiceStream,
    ExpertPlayer,
)
from cardlib.dice.strategy import Player
from cardlib.stats import mean_interval, wilson_interval

WIN = 500


def play(name: str, seeds: Sequence[int]) -> tuple[list[int], list[int]]:
    """Final scores and numbers of rolls of player ``name`` on the games ``seeds``."""
    make = PLAYERS[name]
    shared = None if name == "random" else make(0)
    scores, rolls = [], []
    for seed in seeds:
        player = shared or make(seed)
        sheet = DiceSheet(DiceStream(seed))
        while sheet.roll is not None:
            sheet.apply(player.choose_on(sheet))
        scores.append(sheet.score)
        rolls.append(sheet.rolls)
    return scores, rolls


def describe(scores: Sequence[int]) -> dict[str, float]:
    m, lo, hi = mean_interval(scores)
    q1, med, q3 = statistics.quantiles(scores, n=4)
    wins = sum(1 for s in scores if s >= WIN)
    wlo, whi = wilson_interval(wins, len(scores))
    return {
        "mean": m,
        "mean_low": lo,
        "mean_high": hi,
        "median": med,
        "q1": q1,
        "q3": q3,
        "wins": wins / len(scores),
        "wins_low": wlo,
        "wins_high": whi,
    }


def play_timed(player: Player, seed: int, times: list[float]) -> int:
    """Play game ``seed`` with ``player``; each decision's seconds go to ``times``. The score."""
    sheet = DiceSheet(DiceStream(seed))
    while sheet.roll is not None:
        t0 = time.perf_counter()
        c = player.choose_on(sheet)
        times.append(time.perf_counter() - t0)
        sheet.apply(c)
    return sheet.score


def decision_times(seeds: Sequence[int], player: Player) -> list[float]:
    """Seconds per decision of ``player`` over the games ``seeds``."""
    out: list[float] = []
    for seed in seeds:
        play_timed(player, seed, out)
    return out


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


def write(
    out: Path,
    seeds: range,
    results: dict[str, list[int]],
    lengths: dict[str, list[int]],
    extra: dict[str, object],
) -> None:
    data = {
        "about": "Solitaire Dice players on the same seeds; bench/dice_strategies.py",
        "seeds": [seeds.start, seeds.stop - 1],
        "summary": {k: describe(v) for k, v in results.items()},
        **extra,
        "scores": results,
        "rolls": lengths,
    }
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(data, indent=1) + "\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed-start", type=int, default=1)
    parser.add_argument("--hist", action="store_true", help="print text histograms")
    parser.add_argument("--out", default="", help="write (and resume from) this JSON file")
    parser.add_argument(
        "--players", default=",".join(PLAYERS), help="comma-separated players to play"
    )
    parser.add_argument("--time-games", type=int, default=20, help="games timed per decision")
    args = parser.parse_args(argv)
    if args.games < 2:
        parser.error("--games must be at least 2")
    seeds = range(args.seed_start, args.seed_start + args.games)
    results: dict[str, list[int]] = {}
    lengths: dict[str, list[int]] = {}
    out = Path(args.out) if args.out else None
    if out is not None and out.exists():
        saved = json.loads(out.read_text())
        if saved.get("seeds") == [seeds.start, seeds.stop - 1]:
            results = {k: v for k, v in saved["scores"].items() if k in PLAYERS}
            lengths = {k: v for k, v in saved["rolls"].items() if k in PLAYERS}
    wanted = [p for p in args.players.split(",") if p]
    unknown = set(wanted) - set(PLAYERS)
    if unknown:
        parser.error(f"unknown players: {', '.join(sorted(unknown))}")
    for name in wanted:
        if name in results:
            print(f"{name}: kept from {out}", file=sys.stderr)
            continue
        t0 = time.perf_counter()
        results[name], lengths[name] = play(name, seeds)
        print(f"{name}: {args.games} games in {time.perf_counter() - t0:.1f} s", file=sys.stderr)
        if out is not None:
            write(out, seeds, results, lengths, {})
    print(f"Solitaire Dice, seeds {seeds.start} to {seeds.stop - 1} ({args.games} games each)")
    for name, scores in results.items():
        print(summary(name, scores))
        if args.hist:
            print(histogram(scores))
    paired = {}
    for a, b in (("expert", "strong"), ("strong", "greedy"), ("greedy", "random")):
        if a not in results or b not in results:
            continue
        diff = [x - y for x, y in zip(results[a], results[b], strict=True)]
        m, lo, hi = mean_interval(diff)
        better = sum(1 for d in diff if d > 0)
        worse = sum(1 for d in diff if d < 0)
        paired[f"{a}-{b}"] = {"mean": m, "low": lo, "high": hi, "better": better, "worse": worse}
        print(
            f"{a} - {b}: mean {m:.1f} [{lo:.1f}, {hi:.1f}] (paired, 95%), "
            f"median {statistics.median(diff):.0f}; {a} better in {better} games, "
            f"worse in {worse}"
        )
    if "expert" not in results or len(results) < len(PLAYERS):
        return 0  # timing and the paired table only once every player has played
    times = decision_times(range(seeds.start, seeds.start + args.time_games), ExpertPlayer())
    timing = {
        "expert_median_ms": 1000 * statistics.median(times),
        "expert_p90_ms": 1000 * statistics.quantiles(times, n=10)[-1],
        "expert_p95_ms": 1000 * statistics.quantiles(times, n=20)[-1],
        "decisions": len(times),
        "python": sys.version.split()[0],
    }
    print(
        f"expert decision time: median {timing['expert_median_ms']:.1f} ms, "
        f"95th percentile {timing['expert_p95_ms']:.1f} ms over {len(times)} decisions "
        f"(Python {timing['python']})"
    )
    if out is not None:
        write(out, seeds, results, lengths, {"paired": paired, "timing": timing})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
