"""Benchmark the patience engine against its two targets.

1. Legal-move generation on mid-game Forty Thieves positions: median under 100 µs.
2. Random play of complete Forty Thieves games: at least 100 games per second.

Run: ``.venv/bin/python bench/bench_patience.py [--games 500] [--positions 200]``.
Mid-game positions come from seeded deals played by the greedy player until half the stock
(32 cards) is dealt; each is timed with the move cache cleared (a fresh generation), best
of 5 timings per position, and the median over positions is reported. Games are played by
``simulate`` (the same engine, no undo bookkeeping), then a few through ``Game.play``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from cardlib import new_game
from cardlib.patience.engine import PatienceGame, Table
from cardlib.patience.players import greedy_choice, simulate


def mid_game_tables(n: int) -> list[Table]:
    tables = []
    seed = 0
    while len(tables) < n:
        seed += 1
        g = new_game("forty-thieves", seed=seed)
        assert isinstance(g, PatienceGame)
        t = g.table
        while len(t.piles[0]) > 32:
            m = greedy_choice(t)
            if m is None or str(m) == "stop":
                break
            t.apply(m)
        if t.legal():
            tables.append(t)
    return tables


def legal_move_times(tables: list[Table], repeat: int = 5, loops: int = 20) -> list[float]:
    per_position = []
    for t in tables:
        best = float("inf")
        for _ in range(repeat):
            start = time.perf_counter()
            for _ in range(loops):
                t._cache = None
                t.legal()
            best = min(best, (time.perf_counter() - start) / loops)
        per_position.append(best)
    return sorted(per_position)


def games_per_second(game: str, player: str, games: int) -> tuple[float, float, float]:
    start = time.perf_counter()
    results = [simulate(game, seed, player) for seed in range(games)]
    elapsed = time.perf_counter() - start
    moves = sum(r.moves for r in results) / games
    home = sum(r.cards_home for r in results) / games
    return games / elapsed, moves, home


def protocol_rate(games: int) -> float:
    start = time.perf_counter()
    for seed in range(games):
        g = new_game("forty-thieves", seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            moves = g.legal_moves()
            g.play(moves[rng.randrange(len(moves))])
    return games / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--positions", type=int, default=200)
    args = parser.parse_args()
    tables = mid_game_tables(args.positions)
    sizes = statistics.median(len(t.legal()) for t in tables)
    times = legal_move_times(tables)
    med, p90 = statistics.median(times), times[int(0.9 * (len(times) - 1))]
    print(
        f"legal moves, mid-game forty-thieves: median {med * 1e6:.1f} µs, 90th percentile "
        f"{p90 * 1e6:.1f} µs over {len(tables)} positions (median {sizes:.0f} legal moves; "
        "target: median < 100 µs)"
    )
    for game, player in (("forty-thieves", "random"), ("forty-thieves", "greedy")):
        rate, moves, home = games_per_second(game, player, args.games)
        print(
            f"{game} {player:6s}: {rate:7.0f} games/s  ({args.games} games, "
            f"{moves:.0f} moves and {home:.1f} cards home per game; target >= 100/s random)"
        )
    n = max(1, args.games // 10)
    print(f"forty-thieves via Game.play, random: {protocol_rate(n):.0f} games/s ({n} games)")


if __name__ == "__main__":
    main()
