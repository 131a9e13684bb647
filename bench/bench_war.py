"""Benchmark: complete War games per second with the default rules (target: >= 1,000).

Run: ``.venv/bin/python bench/bench_war.py [--games 3000] [--repeat 3]``. Prints games per
second for War, War 3-down and Quadruple War with the default options, best of the
repeats, plus the same through the full Game protocol (``play`` with undo bookkeeping).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from cardlib.war import new_war, simulate


def engine_rate(games: int, **options: object) -> tuple[float, float]:
    start = time.perf_counter()
    battles = sum(simulate(seed, **options).battles for seed in range(games))
    elapsed = time.perf_counter() - start
    return games / elapsed, battles / games


def protocol_rate(games: int) -> float:
    start = time.perf_counter()
    for seed in range(games):
        g = new_war(seed)
        while not g.is_over:
            g.play(g.legal_moves()[0])
    return games / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    cases: list[tuple[str, dict[str, object]]] = [
        ("war (defaults)", {}),
        ("war, 3 down", {"war_down": 3}),
        ("quadruple war", {"quadruple": True}),
        ("war, random collection", {"collection_order": "random"}),
    ]
    print(f"{args.games} seeded games per run, best of {args.repeat}")
    for name, opts in cases:
        best = max(engine_rate(args.games, **opts) for _ in range(args.repeat))
        print(f"{name:26s} {best[0]:8.0f} games/s   ({best[1]:.0f} battles per game)")
    n = max(1, args.games // 10)
    rate = max(protocol_rate(n) for _ in range(args.repeat))
    print(f"{'war via Game.play':26s} {rate:8.0f} games/s   ({n} games, with undo snapshots)")


if __name__ == "__main__":
    main()
