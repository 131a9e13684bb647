"""Benchmark the trick games: random hands per second and the sensible bot's decision time.

Run: ``.venv/bin/python bench/bench_tricks.py [--seconds 3] [--bot-games 40]``.

* **hands/s (engine)**: complete hands, deal to hand score, with random legal moves made
  through the engine hooks (``_legal_moves`` / ``_apply``, no undo bookkeeping), as a
  simulation for the book's statistics runs them. Target: >= 1,000 per game.
* **hands/s (protocol)**: the same through ``Game.play`` (each move checked, an undo
  snapshot taken), as the widget plays.
* **bot median / p95**: the time ``SensibleBot().choose(game)`` takes per decision over
  whole games of four sensible bots. Target: median < 2 ms.

A "hand" ends when the next deal starts or the game ends (a thrown-in Pepper deal or an
All Fours redeal after the pack runs out counts as one; both are rare).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from cardlib import new_game
from cardlib.tricks import SensibleBot
from cardlib.tricks.engine import TrickGame

GAMES: list[tuple[str, dict[str, Any]]] = [
    ("forty-five", {}),
    ("spoil-five", {}),
    ("twenty-five", {}),
    ("auction-forty-fives", {}),
    ("pepper", {}),
    ("all-fours", {}),
]


def hands_per_second(
    game_id: str, options: dict[str, Any], seconds: float, protocol: bool
) -> float:
    rng = random.Random(1)
    hands = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        seed += 1
        g = new_game(game_id, seed=seed, **options)
        assert isinstance(g, TrickGame)
        hand_no = g.hand_no
        while not g.is_over:
            moves = g._legal_moves()
            move = moves[rng.randrange(len(moves))]
            if protocol:
                g.play(move)
            else:
                g._apply(move)
            if g.hand_no != hand_no or g.is_over:
                hands += 1
                hand_no = g.hand_no
    return hands / (time.perf_counter() - start)


def bot_times(game_id: str, options: dict[str, Any], games: int) -> list[float]:
    times: list[float] = []
    bot = SensibleBot()
    for seed in range(games):
        g = new_game(game_id, seed=seed, **options)
        while not g.is_over:
            t0 = time.perf_counter()
            move = bot.choose(g)  # type: ignore[arg-type]
            times.append(time.perf_counter() - t0)
            g.play(move)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="time per rate measurement")
    parser.add_argument("--bot-games", type=int, default=40, help="games per bot timing")
    args = parser.parse_args()
    print(
        f"{'game':22s} {'hands/s engine':>15s} {'hands/s protocol':>17s} "
        f"{'bot median':>11s} {'bot p95':>9s}"
    )
    for game_id, options in GAMES:
        engine = hands_per_second(game_id, options, args.seconds, protocol=False)
        protocol = hands_per_second(game_id, options, args.seconds, protocol=True)
        times = sorted(bot_times(game_id, options, args.bot_games))
        median = statistics.median(times) * 1000
        p95 = times[int(0.95 * (len(times) - 1))] * 1000
        print(f"{game_id:22s} {engine:15.0f} {protocol:17.0f} {median:9.3f}ms {p95:7.3f}ms")


if __name__ == "__main__":
    main()
