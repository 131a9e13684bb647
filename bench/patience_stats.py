"""Win rates of the two documented players in the nine Forty Thieves games.

For each game and each player (``random``: uniformly random legal moves; ``greedy``: the
scored choice documented in ``cardlib.patience.players``) the script plays the seeded
deals ``seed-start .. seed-start + games - 1`` to the end and prints, per game and player:
deals played, games won with a 95 % Wilson interval, and the cards sent home (mean,
median, and the share of deals with at least 52 home). With ``--write`` it also stores the
cards home of every deal in ``cardlib/patience/stats.json``, which the chapters read
(``cardlib.patience.chapter.bench_runs``). The book's figures come from ::

    .venv/bin/python bench/patience_stats.py --games 500 --write
    .venv/bin/python bench/patience_stats.py --games 500 --only little-forty \\
        --option preset=traditional --write

and each chapter executes a smaller sample of the same seeds itself.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from cardlib.game import OptionValue
from cardlib.patience.chapter import PLAYERS, STATS_FILE, results_table, stats_key
from cardlib.patience.engine import GameSpec
from cardlib.patience.forty_thieves import SPECS
from cardlib.patience.players import simulate

DATA = Path(__file__).resolve().parents[1] / "cardlib" / "patience" / STATS_FILE


def _value(text: str) -> OptionValue:
    if text in ("true", "false"):
        return text == "true"
    return int(text) if text.isdigit() else text


def run(
    game: str,
    n: int,
    seed_start: int,
    options: Mapping[str, OptionValue],
    command: str,
    name: str,
) -> dict[str, Any]:
    """Both players over the same ``n`` seeded deals, as a run of the data file."""
    seeds = range(seed_start, seed_start + n)
    players = {}
    for p in PLAYERS:
        rs = [simulate(game, s, p, options=options) for s in seeds]
        players[p] = {"won": sum(r.won for r in rs), "home": [r.cards_home for r in rs]}
    return {
        "name": name,
        "command": command,
        "seeds": [seed_start, seed_start + n - 1],
        "players": players,
    }


def main(
    names: Mapping[str, GameSpec] = SPECS,
    doc: str | None = None,
    caption: str = "Forty Thieves family: wins and cards sent home per deal",
    last: str = "≥ 52 home",
    script: str = "patience_stats.py",
) -> None:
    """The command line: ``--games``, ``--seed-start``, ``--only`` (game ids of ``names``),
    ``--option name=value`` (repeatable), ``--write`` (store the runs in the data file)."""
    parser = argparse.ArgumentParser(description=(doc or __doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="deals per game and player")
    parser.add_argument("--seed-start", type=int, default=1)
    parser.add_argument("--only", nargs="*", default=list(names), help="game ids")
    parser.add_argument("--option", action="append", default=[], help="name=value")
    parser.add_argument("--write", action="store_true", help=f"store the runs in {DATA.name}")
    args = parser.parse_args()
    options = {k: _value(v) for k, v in (o.split("=", 1) for o in args.option)}
    t0 = time.perf_counter()
    runs = {}
    for game in args.only:
        key = stats_key(game, options)
        command = f"bench/{script} --games {args.games} --only {game}" + "".join(
            f" --option {o}" for o in args.option
        )
        if args.seed_start != 1:
            command += f" --seed-start {args.seed_start}"
        label = names[game].name + "".join(f" ({k}={v})" for k, v in options.items())
        runs[key] = run(game, args.games, args.seed_start, options, command, label)
        print(f"{key}: {time.perf_counter() - t0:.0f} s", flush=True)
        if args.write:  # after each game, so a long run can be resumed with --only
            _store({key: runs[key]})
    print(results_table(runs, {k: r["name"] for k, r in runs.items()}, caption, last))
    played = sum(len(p["home"]) for r in runs.values() for p in r["players"].values())
    print(f"\n{played:,} games in {time.perf_counter() - t0:.0f} s")
    if args.write:
        print(f"wrote {DATA}")


def _store(runs: Mapping[str, Any]) -> None:
    data = json.loads(DATA.read_text("utf-8")) if DATA.exists() else {}
    data.update(runs)
    DATA.write_text(json.dumps(dict(sorted(data.items())), separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
