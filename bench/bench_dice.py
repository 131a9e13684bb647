"""Benchmark Solitaire Dice: greedy games per second (target >= 2,000) and the decision
time of the strong player and of the expert player, the coach (target: median under 50 ms).

Run: ``.venv/bin/python bench/bench_dice.py [--games 5000] [--repeat 3] [--strong-games 40]``.

Greedy games go through :func:`cardlib.dice.simulate` (the engine the Game uses, without
undo bookkeeping); a tenth as many go through ``Game.play``. Decision times are measured
for every roll of ``--strong-games`` seeded games played by the strong player, caches warm
except for the very first decision, which is reported apart.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from cardlib.dice import (
    DiceSheet,
    DiceStream,
    ExpertPlayer,
    GreedyPlayer,
    StrongPlayer,
    new_dice_game,
    simulate,
)
from cardlib.dice.strategy import Player


def greedy_rate(games: int) -> float:
    player = GreedyPlayer()
    start = time.perf_counter()
    for seed in range(games):
        simulate(seed, player)
    return games / (time.perf_counter() - start)


def protocol_rate(games: int) -> float:
    player = GreedyPlayer()
    start = time.perf_counter()
    for seed in range(games):
        g = new_dice_game(seed)
        while not g.is_over:
            g.play(player.choose(g))
    return games / (time.perf_counter() - start)


def decision_times(games: int, player: Player) -> tuple[float, list[float]]:
    first = -1.0
    times: list[float] = []
    for seed in range(10_000, 10_000 + games):
        sheet = DiceSheet(DiceStream(seed))
        while sheet.roll is not None:
            t0 = time.perf_counter()
            choice = player.choose_on(sheet)
            dt = time.perf_counter() - t0
            if first < 0:
                first = dt
            else:
                times.append(dt)
            sheet.apply(choice)
    return first, times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--strong-games", type=int, default=40)
    args = parser.parse_args()
    best = max(greedy_rate(args.games) for _ in range(args.repeat))
    print(f"greedy, simulate      {best:8.0f} games/s  ({args.games} games, best of {args.repeat})")
    n = max(1, args.games // 10)
    rate = max(protocol_rate(n) for _ in range(args.repeat))
    print(f"greedy, Game.play     {rate:8.0f} games/s  ({n} games, with undo snapshots)")
    for name, player in (("strong", StrongPlayer()), ("expert", ExpertPlayer())):
        first, times = decision_times(args.strong_games, player)
        ms = sorted(t * 1000 for t in times)
        print(
            f"{name} decision time  median {statistics.median(ms):.1f} ms, "
            f"95th percentile {ms[int(0.95 * len(ms))]:.1f} ms, max {ms[-1]:.1f} ms "
            f"over {len(ms)} decisions ({args.strong_games} games); "
            f"first (cold caches) {first * 1000:.0f} ms"
        )


if __name__ == "__main__":
    main()
