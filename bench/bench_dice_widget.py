"""In-kernel latency of the Solitaire Dice widget's actions (no browser).

Times one action from the click (``Button.click()`` or the test API call a click runs) to
its return, by which time the sheet, the dice, the pairings, the information line, the
status line and, with the coach on, the coach's advice for the new roll are all set. Games
are played to the end, mostly with the coach's choices, on seeds 1, 2, ...; every third roll
a die and a pairing are clicked instead and then undone once. Each action leads to a
position the coach has not seen, except Undo (it returns to one whose advice the widget
remembers, as it does in real use). Run::

    .venv/bin/python bench/bench_dice_widget.py [--games 20]

Prints the median, the 95th percentile and the maximum in milliseconds per action; the
target is p95 < 50 ms with the coach on.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from cardlib.widgets import DiceWidget, dice_demo


def _time(fn: Callable[..., object], *args: object) -> float:
    t0 = time.perf_counter()
    fn(*args)
    return (time.perf_counter() - t0) * 1000.0


def _die_then_pairing(w: DiceWidget, die: list[float], pairing: list[float]) -> None:
    """Click dice from the left until one may be set apart, then its first pairing.

    A refused die (the rules forbid setting it apart) is timed too: the refusal is an
    action with its own status line.
    """
    for i in range(5):
        die.append(_time(w.click_die, i))
        if w.pairing_buttons:
            break
    pairing.append(_time(w.click_pairing, 0))


def _p95(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def _report(name: str, samples: list[float]) -> None:
    print(
        f"{name:<28} n={len(samples):4d}  median {statistics.median(samples):6.2f} ms  "
        f"p95 {_p95(samples):6.2f} ms  max {max(samples):6.2f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games played to the end")
    args = parser.parse_args()

    dice_demo(seed=0, coach=True).press("coach_play")  # warm up imports and caches

    times: dict[str, list[float]] = {
        "click a die (coach off)": [],
        "click a pairing (coach off)": [],
        "click a die (coach on)": [],
        "click a pairing (coach on)": [],
        "play coach's choice": [],
        "undo (coach on)": [],
        "coach toggle on": [],
        "new game (coach on)": [],
    }
    for seed in range(1, args.games + 1):
        plain = dice_demo(seed=seed)
        while not plain.dice.is_over:
            _die_then_pairing(
                plain, times["click a die (coach off)"], times["click a pairing (coach off)"]
            )
        w = dice_demo(seed=seed + 10_000, coach=True)
        step = 0
        while not w.dice.is_over:
            step += 1
            if step % 3 == 0:
                _die_then_pairing(
                    w, times["click a die (coach on)"], times["click a pairing (coach on)"]
                )
                if not w.dice.is_over:
                    times["undo (coach on)"].append(_time(w.press, "undo"))
            times["play coach's choice"].append(_time(w.press, "coach_play"))
        fresh = dice_demo(seed=seed + 20_000)
        times["coach toggle on"].append(_time(fresh.set_coach, True))
        times["new game (coach on)"].append(_time(fresh.press, "new"))

    for name, samples in times.items():
        _report(name, samples)
    worst = max(_p95(s) for s in times.values())
    print(f"worst p95 {worst:.2f} ms; target p95 < 50 ms:", "met" if worst < 50 else "MISSED")


if __name__ == "__main__":
    main()
