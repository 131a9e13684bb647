"""Time to generate one quiz question, per game in the catalog (target: under ~50 ms).

Run: ``.venv/bin/python bench/bench_quiz.py [questions per game]``. For each game a
seeded quiz draws the questions one by one; the table shows the mean, the slowest
question and the widget's time to show a first question.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

import cardlib
from cardlib.quiz import Quiz


def main(count: int = 20) -> None:
    print(f"{'game':<16} {'mean ms':>8} {'max ms':>8} {'widget ms':>10}")
    worst = 0.0
    from cardlib.widgets import quiz_widget

    for info in cardlib.catalog():
        quiz = Quiz(info.id, seed=1)
        times = []
        for _ in range(count):
            t = time.perf_counter()
            quiz.next()
            times.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        quiz_widget(info.id, seed=2)
        w = (time.perf_counter() - t) * 1000
        worst = max(worst, max(times))
        print(f"{info.id:<16} {sum(times) / count:8.1f} {max(times):8.1f} {w:10.1f}")
    print(f"slowest question: {worst:.1f} ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
