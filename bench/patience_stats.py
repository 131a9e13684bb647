"""Win rates of the two documented players in the nine Forty Thieves games.

For each game and each player (``random``: uniformly random legal moves; ``greedy``: the
scored choice documented in ``cardlib.patience.players``) the script plays the seeded
deals ``seed-start .. seed-start + games - 1`` to the end and prints, per game and player:
deals played, games won with a 95 % Wilson interval, and the cards sent home (mean,
median, and the share of deals with at least 52 home). The book's chapter quotes the
figures of ::

    .venv/bin/python bench/patience_stats.py --games 2000

and executes a smaller sample of the same seeds itself (``--games 200``).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from cardlib.patience.engine import GameSpec
from cardlib.patience.forty_thieves import SPECS
from cardlib.patience.players import SimResult, simulate
from cardlib.stats import wilson_interval
from cardlib.tables import Table, fmt_interval, fmt_pct

PLAYERS = ("random", "greedy")


def run(
    games: Sequence[str], n: int, seed_start: int = 1
) -> dict[tuple[str, str], list[SimResult]]:
    """Every (game, player) pair over the same ``n`` seeded deals."""
    seeds = range(seed_start, seed_start + n)
    return {(g, p): [simulate(g, s, p) for s in seeds] for g in games for p in PLAYERS}


def summary(
    results: dict[tuple[str, str], list[SimResult]],
    *,
    names: Mapping[str, GameSpec] = SPECS,
    caption: str = "Forty Thieves family: wins and cards sent home per deal",
    last: tuple[str, Callable[[list[int]], str]] = (
        "≥ 52 home",
        lambda home: fmt_pct(sum(h >= 52 for h in home) / len(home)),
    ),
) -> Table:
    """One row per (game, player): deals, wins with a Wilson interval, cards sent home.

    ``last`` names the final column and computes it from the cards home per deal (the
    Cadogan script shows the most home instead of the share with at least 52).
    """
    rows = []
    for (game, player), rs in results.items():
        n = len(rs)
        won = sum(r.won for r in rs)
        lo, hi = wilson_interval(won, n)
        home = [r.cards_home for r in rs]
        rows.append(
            (
                names[game].name,
                player,
                f"{n:,}",
                f"{won:,}",
                f"{fmt_pct(won / n)} {fmt_interval(lo, hi, pct=True)}",
                f"{statistics.fmean(home):.1f}",
                f"{statistics.median(home):.0f}",
                last[1](home),
            )
        )
    header = ("game", "player", "deals", "won", "win rate [95% CI]", "mean home", "median home")
    return Table((*header, last[0]), tuple(rows), caption=caption, numeric=(2, 3, 4, 5, 6, 7))


def main(names: Mapping[str, GameSpec] = SPECS, doc: str | None = None, **kw: Any) -> None:
    """The command line: ``--games``, ``--seed-start``, ``--only`` (game ids of ``names``)."""
    parser = argparse.ArgumentParser(description=(doc or __doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="deals per game and player")
    parser.add_argument("--seed-start", type=int, default=1)
    parser.add_argument("--only", nargs="*", default=list(names), help="game ids")
    args = parser.parse_args()
    t0 = time.perf_counter()
    results = run(args.only, args.games, args.seed_start)
    print(summary(results, names=names, **kw))
    played = sum(len(r) for r in results.values())
    print(f"\n{played:,} games in {time.perf_counter() - t0:.0f} s")


if __name__ == "__main__":
    main()
