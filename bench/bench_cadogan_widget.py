"""In-kernel latency of the patience table's actions in Klondike and Lady Cadogan's seven
games, drawn as their book pictures them (no browser).

Each game's seeded deals are played through clicks only, the way a player makes the hint
player's moves: *Hint*, then the card(s) and the destination (a pair or exchange: the two
cards; a transfer chain: the wing card and the centre; a refill from the pack: the pack and
the vacancy; ``fill`` and turning: the pack). Every tenth move is undone and played again
(*Undo*, *Redo*). Run::

    .venv/bin/python bench/bench_cadogan_widget.py [--actions 300] [--deals 40]

Prints per game the median and 95th percentile of one handler call in milliseconds; the
target is p95 < 50 ms. Run as a script, widgets have no front end to talk to.

``--deals N`` adds a section for every patience game in the catalog (the Forty Thieves
family, Klondike and Lady Cadogan's seven): N presses of *New deal* (same game, same
layout, a fresh seed), then N loads through the deal-code box and *Go* of a deal of this
game while another game of its family is on the table, which builds a whole new table
(the other game is the next one of the family in the catalog; Klondike, alone in its
family, comes from its draw-one variant). The table goes back to the other game between
two timed loads, untimed; *first* is the first load, into a table that has shown the other
game only. ``--actions 0 --deals N`` runs that section only.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from cardlib.patience.cadogan import SPECS as CADOGAN_SPECS
from cardlib.patience.engine import PatienceGame, Transfer
from cardlib.patience.moves import Chain, Pair, Swap
from cardlib.patience.players import greedy_hint
from cardlib.registry import catalog, new_game
from cardlib.widgets.patience import PatienceWidget, patience_demo

GAMES = ("klondike", *CADOGAN_SPECS)  # Klondike and Lady Cadogan's seven, in book order


def _time(fn: Callable[[], None], out: list[float]) -> None:
    t0 = time.perf_counter()
    fn()
    out.append((time.perf_counter() - t0) * 1000.0)


def _p95(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def run(game: str, actions: int) -> tuple[list[float], list[float], float]:
    """Click-handler times (ms) over ``actions`` actions, the times of loading the next
    deal by its code when a game is over, and the time to build a table."""
    times: list[float] = []
    loads: list[float] = []
    seed = 1
    t0 = time.perf_counter()
    w: PatienceWidget = patience_demo(game, seed=seed)
    build = (time.perf_counter() - t0) * 1000.0
    n = 0
    while len(times) < actions:
        g = w.patience
        m = greedy_hint(g)
        if m is None or g.is_over:
            seed += 1
            _time(lambda s=seed: w.enter_code(f"{game}:{s}"), loads)
            continue
        if isinstance(m, (Pair, Swap)):
            clicks = [(m.a, None), (m.b, None)]
        elif isinstance(m, Chain):
            clicks = [(m.steps[-1].src, None), (m.steps[-1].dst, None)]
        elif isinstance(m, Transfer) and m.src == "s":
            clicks = [("s", 0), (m.dst, None)]
        elif isinstance(m, Transfer):
            k = len(w.zones[m.src].buttons)
            clicks = [(m.src, k - m.count if m.src[0] == "t" else max(0, k - 1))]
            clicks.append((g.landing(m), None))
        else:
            clicks = [("s", None)]
        _time(lambda: w.press("hint"), times)
        for pile, index in clicks:
            if index is None:
                _time(lambda p=pile: w.click_pile(p), times)
            else:
                _time(lambda p=pile, i=index: w.click_card(p, i), times)
        n += 1
        if n % 10 == 0:
            _time(lambda: w.press("undo"), times)
            _time(lambda: w.press("redo"), times)
    return times, loads, build


def patience_games() -> list[tuple[str, str]]:
    """Every patience game of the catalog, in catalog order, with the deal-code prefix of
    the other game loaded before it (the next game of its family, or else its first preset
    that changes an option)."""
    infos = [i for i in catalog() if isinstance(new_game(i.id, seed=1), PatienceGame)]
    out: list[tuple[str, str]] = []
    for info in infos:
        family = [i.id for i in infos if i.family == info.family]
        if len(family) > 1:
            other = family[(family.index(info.id) + 1) % len(family)]
        else:
            other = next((a for a, o in info.presets.items() if o), info.id)
        out.append((info.id, other))
    return out


def run_deals(game: str, other: str, n: int) -> tuple[list[float], list[float], float]:
    """Times (ms) of ``n`` presses of *New deal*, of ``n`` loads of a deal of ``game`` by
    its code (deal-code box, *Go*) while ``other`` is on the table, and of the first such
    load, into a table that has shown ``other`` only."""
    w: PatienceWidget = patience_demo(other, seed=1)
    t0 = time.perf_counter()
    w.enter_code(f"{game}:1")
    first = (time.perf_counter() - t0) * 1000.0
    deals: list[float] = []
    for _ in range(n):
        _time(lambda: w.press("new"), deals)
    loads: list[float] = []
    for seed in range(2, n + 2):
        w.enter_code(f"{other}:{seed}")
        _time(lambda s=seed: w.enter_code(f"{game}:{s}"), loads)
        assert w.game.deal_code.startswith(f"{game}:"), w.status_text
    return deals, loads, first


def _stats(samples: list[float]) -> str:
    return (
        f"median {statistics.median(samples):6.2f} ms  p95 {_p95(samples):6.2f} ms  "
        f"max {max(samples):6.1f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=300, help="actions timed per game")
    parser.add_argument("--only", nargs="*", default=list(GAMES))
    parser.add_argument(
        "--deals", type=int, default=0, help="New deal presses and Go loads timed per game"
    )
    args = parser.parse_args()
    patience_demo("klondike", seed=0).press("hint")  # warm up imports
    for game in args.only if args.actions > 0 else ():
        times, loads, build = run(game, args.actions)
        load = f"p95 {_p95(loads):.0f} ms over {len(loads)}" if loads else "none"
        print(
            f"{game:<15} clicks n={len(times):4d}  median {statistics.median(times):5.2f} ms  "
            f"p95 {_p95(times):5.2f} ms  max {max(times):6.1f} ms | next deal: {load} | "
            f"new table {build:.0f} ms"
        )
    if args.deals <= 0:
        return
    print(f"New deal and new table (Go with a deal code of the game), {args.deals} of each:")
    worst = 0.0
    for game, other in patience_games():
        deals, loads, first = run_deals(game, other, args.deals)
        worst = max(worst, _p95(deals), _p95(loads))
        print(
            f"{game:<15} new deal  {_stats(deals)} | new table from {other:<16} "
            f"{_stats(loads)} | first {first:5.1f} ms"
        )
    print(f"target p95 < 50 ms: {'met' if worst < 50 else 'NOT met'} (worst p95 {worst:.1f} ms)")


if __name__ == "__main__":
    main()
