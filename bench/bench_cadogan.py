"""Benchmark Klondike and the seven Cadogan patiences: complete games per second.

Target: at least 100 complete random games per second for each game.

Run: ``.venv/bin/python bench/bench_cadogan.py [--games 300]``. Games are played by
``cardlib.patience.players.simulate`` (the engine itself, no undo bookkeeping) on seeds
0..N-1, with the random player and with the greedy player; the table also shows moves per
game, cards home and the greedy win count (not a statistic: see the book for those).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from cardlib.patience.cadogan import SPECS as CADOGAN_SPECS
from cardlib.patience.players import simulate

GAMES = ("klondike", *CADOGAN_SPECS)  # Klondike and Lady Cadogan's seven, in book order


def rate(game: str, player: str, games: int) -> tuple[float, float, float, int]:
    start = time.perf_counter()
    results = [simulate(game, seed, player) for seed in range(games)]
    elapsed = time.perf_counter() - start
    moves = sum(r.moves for r in results) / games
    home = sum(r.cards_home for r in results) / games
    return games / elapsed, moves, home, sum(r.won for r in results)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    args = parser.parse_args()
    print(f"{'game':16s} {'player':7s} {'games/s':>8s} {'moves':>6s} {'home':>6s} {'won':>5s}")
    for game in GAMES:
        for player in ("random", "greedy"):
            r, moves, home, won = rate(game, player, args.games)
            flag = "" if player != "random" or r >= 100 else "  (below the 100/s target)"
            print(f"{game:16s} {player:7s} {r:8.0f} {moves:6.0f} {home:6.1f} {won:5d}{flag}")


if __name__ == "__main__":
    main()
