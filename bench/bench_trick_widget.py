"""In-kernel latency of the trick table's actions, bots' replies included (no browser).

Times one handler call, from the click (``Button.click()``, what a front-end click message
triggers in the kernel) to its return, by which time the table HTML, the hand's card
buttons, the panel, the information line and the status line have been set. The reader's
seat is played by a :class:`SensibleBot` through the widget, as a person would: a card
click, or a panel button (bid, pass, beg, stand ...). Two ways of playing are timed:

* ``auto``: "Computer players reply" is on, as in the book: the reader's click returns at
  once, and each computer reply is one timer call of the event loop (``reply step``), here
  fired by a stand-in clock with no real waiting;
* ``step``: the bots move on **Next** (one move), **Finish trick** and **Bots play**.

Before each of the reader's moves **Suggest** is pressed (``suggest``: the coach's move and
reason), and the coach's review of each finished hand, one timer call after the result is
shown, is timed as ``coach review``.

Run::

    .venv/bin/python bench/bench_trick_widget.py [--games 4] [--seed 1]

Prints the median, the 95th percentile and the maximum per kind of action, in
milliseconds; the target is p95 < 50 ms for every kind.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from cardlib.tricks import SensibleBot
from cardlib.tricks.engine import Discard, Play, Rob
from cardlib.widgets.tricks import TrickWidget, trick_demo

GAMES = ("forty-five", "pepper", "all-fours")


def _p95(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def _timed(samples: dict[str, list[float]], kind: str, fn: Callable[[], None]) -> None:
    t0 = time.perf_counter()
    fn()
    samples.setdefault(kind, []).append((time.perf_counter() - t0) * 1000.0)


class _Clock:
    """The event loop's timer, fired by hand: each call is timed as a ``reply step`` (the
    coach's review, scheduled with no delay, as a ``coach review``)."""

    def __init__(self) -> None:
        self.pending: list[tuple[float, Callable[[], None]]] = []

    def __call__(self, delay: float, callback: Callable[[], None]) -> None:
        self.pending.append((delay, callback))

    def drain(self, samples: dict[str, list[float]]) -> None:
        while self.pending:
            delay, callback = self.pending.pop(0)
            _timed(samples, "coach review" if delay == 0 else "reply step", callback)


def _reader_action(w: TrickWidget, reader: SensibleBot, samples: dict[str, list[float]]) -> None:
    _timed(samples, "suggest", lambda: w.press("suggest"))
    move = reader.choose(w.tricks)
    if isinstance(move, Play | Rob | Discard):
        index = w.hand_cards().index(move.card)
        kind = "card click"
        _timed(samples, kind, lambda: w.click_card("hand", index))
    else:
        kind = "panel button"
        _timed(samples, kind, lambda: w.press(f"move:{move}"))


def play_game(
    game_id: str, seed: int, auto: bool, samples: dict[str, list[float]], level: str | None = None
) -> int:
    """Play one whole game through the widget; returns the number of actions."""
    clock = _Clock()
    w = trick_demo(game_id, seed=seed, seat=0, auto=auto, schedule=clock, level=level)
    reader = SensibleBot()
    actions = 0
    cycle = ("next", "trick", "bots")
    while not w.game.is_over and actions < 5000:
        if w.result is not None:
            _timed(samples, "next hand", lambda: w.press("continue"))
        elif w.game.to_move == 0:
            _reader_action(w, reader, samples)
        else:
            name = cycle[actions % 3]
            _timed(samples, name, lambda n=name: w.press(n))
        clock.drain(samples)
        actions += 1
    return actions


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="games per game id and mode")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--level", default=None, help="computer players' level")
    args = parser.parse_args(argv)
    for game_id in GAMES:
        trick_demo(game_id, seed=0)  # warm up imports and caches
    samples: dict[str, list[float]] = {}
    t0 = time.perf_counter()
    total = 0
    for game_id in GAMES:
        for k in range(args.games):
            for auto in (False, True):
                total += play_game(game_id, args.seed + k, auto, samples, args.level)
    print(f"{total} actions in {time.perf_counter() - t0:.1f} s ({args.games} games per id/mode)")
    for kind, ms in samples.items():
        print(
            f"{kind:<13} n={len(ms):5d}  median {statistics.median(ms):6.2f} ms  "
            f"p95 {_p95(ms):6.2f} ms  max {max(ms):6.2f} ms"
        )
    worst = max(_p95(s) for s in samples.values())
    print(f"worst p95 {worst:.2f} ms; target p95 < 50 ms:", "met" if worst < 50 else "MISSED")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
