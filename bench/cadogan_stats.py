"""Win rates of the two documented players in Klondike and Lady Cadogan's seven patiences.

For each game and each player (``random``: uniformly random legal moves; ``greedy``: the
scored choice documented in ``cardlib.patience.players``) the script plays the seeded
deals ``seed-start .. seed-start + games - 1`` to the end and prints, per game and player:
deals played, games won with a 95 % Wilson interval, and the cards sent home (mean,
median and the most in one deal). The book's chapter quotes the
figures of ::

    .venv/bin/python bench/cadogan_stats.py --games 2000

and each chapter executes a smaller sample of the same seeds itself (``--games 200``).
Every game is played with its default options (Klondike: draw three, unlimited passes).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Sequence

from cardlib.patience.cadogan import SPECS as CADOGAN
from cardlib.patience.engine import GameSpec
from cardlib.patience.klondike import SPEC as KLONDIKE
from cardlib.patience.players import SimResult, simulate
from cardlib.stats import wilson_interval
from cardlib.tables import Table, fmt_interval, fmt_pct

PLAYERS = ("random", "greedy")
SPECS: dict[str, GameSpec] = {"klondike": KLONDIKE, **CADOGAN}


def run(
    games: Sequence[str], n: int, seed_start: int = 1
) -> dict[tuple[str, str], list[SimResult]]:
    """Every (game, player) pair over the same ``n`` seeded deals."""
    seeds = range(seed_start, seed_start + n)
    return {(g, p): [simulate(g, s, p) for s in seeds] for g in games for p in PLAYERS}


def summary(results: dict[tuple[str, str], list[SimResult]]) -> Table:
    rows = []
    for (game, player), rs in results.items():
        n = len(rs)
        won = sum(r.won for r in rs)
        lo, hi = wilson_interval(won, n)
        home = [r.cards_home for r in rs]
        rows.append(
            (
                SPECS[game].name,
                player,
                f"{n:,}",
                f"{won:,}",
                f"{fmt_pct(won / n)} {fmt_interval(lo, hi, pct=True)}",
                f"{statistics.fmean(home):.1f}",
                f"{statistics.median(home):.0f}",
                str(max(home)),
            )
        )
    return Table(
        (
            "game",
            "player",
            "deals",
            "won",
            "win rate [95% CI]",
            "mean home",
            "median home",
            "most home",
        ),
        tuple(rows),
        caption="Klondike and Cadogan's patiences: wins and cards sent home per deal",
        numeric=(2, 3, 4, 5, 6, 7),
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="deals per game and player")
    parser.add_argument("--seed-start", type=int, default=1)
    parser.add_argument("--only", nargs="*", default=list(SPECS), help="game ids")
    args = parser.parse_args()
    t0 = time.perf_counter()
    results = run(args.only, args.games, args.seed_start)
    print(summary(results))
    played = sum(len(r) for r in results.values())
    print(f"\n{played:,} games in {time.perf_counter() - t0:.0f} s")


if __name__ == "__main__":
    main()
