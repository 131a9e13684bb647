"""An upper bound on the best expected Solitaire Dice score: a player who sees all the dice.

No real player can beat a *clairvoyant* one, who knows every roll of the game before
choosing: on each seeded game the clairvoyant's best score is at least the score of any
strategy on the same dice, so the mean of the clairvoyant's best over the seeds bounds the
best expected score from above (with the same sampling error as every player's mean).

The clairvoyant's best on one game is itself bounded by Lagrangian relaxation. The rolls
are a fixed sequence per seed, whatever the choices, so a *plan* is a legal choice for each
roll until a throwaway number gets its eighth mark; its score is ``sum_s f_s(n_s)``, where
``n_s`` is the number of marks the plan puts on line ``s`` and ``f_s`` the line's score.
For any prices ``lam_s`` per mark,

    best plan score <= max over plans of sum_s lam_s * n_s
                       + sum_s max over 0 <= a <= A_s of (f_s(a) - lam_s * a)

because each plan's own counts are one choice of ``a`` (``A_s`` is the most marks the
rolls of the longest possible game could put on line ``s``, two for a roll that makes the
sum twice). The first maximum depends only on
the roll number and the throwaway counts, so dynamic programming over those states solves
it exactly; the second is one line at a time. Every ``lam`` gives a valid bound; the
script lowers it by subgradient steps and keeps the lowest. Each plan the dynamic programme
picks is also scored exactly, and so is the best plan of a beam search that sees the dice
(after each roll it keeps the 200 sheets the strong player's evaluation rates highest):
the better of these is a clairvoyant score actually reached (a lower bound on the
clairvoyant's best, not a bound on real play), so the gap between the two figures shows
how loose the bound is.

    nice -n 10 .venv/bin/python bench/dice_bound.py --games 300 \\
        --out book/data/dice/bound.json

takes a few seconds a game (seeds 1 to 300: about 10 minutes on a shared machine). A
rerun with the same ``--out`` resumes after the games already done.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from cardlib.dice import DiceStream
from cardlib.dice.engine import _legal, _throw_choices
from cardlib.dice.scoring import FACES, SUMS, THROWAWAY_MARKS_TO_END, line_score
from cardlib.dice.strategy import StrongPlayer, marks_after
from cardlib.stats import mean_interval

END = THROWAWAY_MARKS_TO_END
Edge = tuple[int, int, int]  # (sum, sum, next state index or -1 when the game ends)


class Plans:
    """Every (roll number, throwaway counts) state of one seeded game and its choices."""

    def __init__(self, seed: int) -> None:
        stream = DiceStream(seed)
        index: dict[tuple[int, tuple[int, ...]], int] = {}
        states: list[tuple[int, tuple[int, ...]]] = []
        edges: list[list[Edge]] = []

        def visit(k: int, throws: tuple[int, ...]) -> int:
            key = (k, throws)
            if key in index:
                return index[key]
            i = index[key] = len(states)
            states.append(key)
            edges.append([])
            roll = tuple(sorted(stream.roll(k)))
            chosen = tuple(f for f in FACES if throws[f])
            out: dict[Edge, None] = {}
            for c in _legal(roll, chosen):
                s, u = c.sums
                if c.free:
                    nxt = visit(k + 1, throws)
                elif throws[c.aside] + 1 >= END:
                    nxt = -1
                else:
                    t = list(throws)
                    t[c.aside] += 1
                    nxt = visit(k + 1, tuple(t))
                out[(s, u, nxt)] = None
            edges[i] = list(out)
            return i

        sys.setrecursionlimit(10_000)
        visit(0, (0,) * 7)
        self.edges = edges
        # children have larger roll numbers: solve in decreasing roll number
        self.order = sorted(range(len(states)), key=lambda j: -states[j][0])
        self.longest = self._longest()

    def _longest(self) -> int:
        best = [0] * len(self.edges)
        for i in self.order:
            best[i] = max(1 + (best[n] if n >= 0 else 0) for _, _, n in self.edges[i])
        return best[0]

    def best_plan(self, lam: list[float]) -> tuple[float, list[int]]:
        """max over plans of sum lam_s n_s, and that plan's marks per line."""
        value = [0.0] * len(self.edges)
        pick: list[Edge] = [(0, 0, -1)] * len(self.edges)
        for i in self.order:
            best = -1e18
            for e in self.edges[i]:
                s, u, n = e
                v = lam[s] + lam[u] + (value[n] if n >= 0 else 0.0)
                if v > best:
                    best, pick[i] = v, e
            value[i] = best
        marks = [0] * 13
        i = 0
        while i >= 0:
            s, u, i = pick[i]
            marks[s] += 1
            marks[u] += 1
        return value[0], marks


def _most(roll: tuple[int, ...]) -> list[int]:
    """Per sum 0..12: the most marks one roll can put on that line (any die set apart)."""
    out = [0] * 13
    for c in _throw_choices(roll):
        for x in c.sums:
            out[x] = max(out[x], c.sums.count(x))
    return out


def line_part(lam: list[float], most: list[int]) -> tuple[float, list[int]]:
    """sum_s max over 0 <= a <= most_s of (f_s(a) - lam_s a), and the maximising a."""
    total, best_a = 0.0, [0] * 13
    for s in SUMS:
        v, a = max((line_score(s, a) - lam[s] * a, a) for a in range(most[s] + 1))
        total += v
        best_a[s] = a
    return total, best_a


def bound(seed: int, steps: int) -> tuple[float, int, int]:
    """(the lowest bound found, the best plan score found, the number of plan states)."""
    plans = Plans(seed)
    # No line can get more marks than the longest possible game's rolls can make it get.
    stream = DiceStream(seed)
    most = [0] * 13
    for k in range(plans.longest):
        for s, n in enumerate(_most(tuple(sorted(stream.roll(k))))):
            most[s] += n
    lam = [0.0] * 13
    for s in SUMS:
        top = min(most[s], 10)
        lam[s] = max(0.0, line_score(s, top) / top) if top else 0.0
    best_ub, best_lb = float("inf"), -(10**9)
    theta = 1.0
    stall = 0
    for _ in range(steps):
        plan_v, n = plans.best_plan(lam)
        line_v, a = line_part(lam, most)
        ub = plan_v + line_v
        lb = sum(line_score(s, n[s]) for s in SUMS)
        best_lb = max(best_lb, lb)
        if ub < best_ub - 1e-9:
            best_ub, stall = ub, 0
        else:
            stall += 1
            if stall >= 5:
                theta, stall = theta / 2, 0
        g = [n[s] - a[s] if s >= 2 else 0 for s in range(13)]
        norm = sum(x * x for x in g)
        if norm == 0 or best_ub - best_lb < 1e-6:
            break  # the plan is optimal for the relaxation and for the game
        step = theta * (ub - best_lb) / norm
        for s in SUMS:
            lam[s] -= step * g[s]
    return best_ub, best_lb, len(plans.edges)


def clairvoyant_beam(seed: int, width: int) -> int:
    """The best score found by a clairvoyant beam search: after each roll it keeps the
    ``width`` sheets the strong player's evaluation rates highest (a score some plan
    reaches: a lower bound on the clairvoyant's best, not a bound on real play)."""
    value = StrongPlayer(depth=0).value
    stream = DiceStream(seed)
    beam: list[tuple[tuple[int, ...], tuple[int, ...]]] = [((0,) * 13, (0,) * 7)]
    best = -(10**9)
    k = 0
    while beam:
        roll = tuple(sorted(stream.roll(k)))
        nxt: dict[tuple[tuple[int, ...], tuple[int, ...]], float] = {}
        for marks, throws in beam:
            chosen = tuple(f for f in FACES if throws[f])
            for c in _legal(roll, chosen):
                m, t = marks_after(marks, throws, c)
                if not c.free and t[c.aside] >= END:
                    best = max(best, sum(line_score(x, m[x]) for x in SUMS))
                    continue
                key = (tuple(m), tuple(t))
                if key not in nxt:
                    nxt[key] = value(m, t)
        beam = sorted(nxt, key=nxt.__getitem__, reverse=True)[:width]
        k += 1
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed-start", type=int, default=1)
    parser.add_argument("--steps", type=int, default=40, help="subgradient steps per game")
    parser.add_argument("--width", type=int, default=200, help="clairvoyant beam width")
    parser.add_argument("--out", default="")
    args = parser.parse_args(argv)
    seeds = list(range(args.seed_start, args.seed_start + args.games))
    out = Path(args.out) if args.out else None
    games: dict[str, dict[str, float]] = {}
    if out is not None and out.exists():
        saved = json.loads(out.read_text())
        if saved.get("steps") == args.steps and saved.get("width") == args.width:
            games = saved["games"]
    t0 = time.perf_counter()
    for i, seed in enumerate(seeds):
        if str(seed) in games:
            continue
        ub, lb, states = bound(seed, args.steps)
        seen = max(lb, clairvoyant_beam(seed, args.width))
        games[str(seed)] = {"bound": round(ub, 1), "reached": seen, "states": states}
        if out is not None and (i % 10 == 9 or i == len(seeds) - 1):
            write(out, args, games)
        print(
            f"seed {seed}: bound {ub:.1f}, clairvoyant reached {seen} ({states} states, "
            f"{time.perf_counter() - t0:.0f} s)",
            file=sys.stderr,
            flush=True,
        )
    rows = [games[str(s)] for s in seeds]
    m, lo, hi = mean_interval([r["bound"] for r in rows])
    f, flo, fhi = mean_interval([r["reached"] for r in rows])
    print(
        f"seeds {seeds[0]} to {seeds[-1]}: clairvoyant bound mean {m:.1f} [{lo:.1f}, {hi:.1f}]; "
        f"clairvoyant reached {f:.1f} [{flo:.1f}, {fhi:.1f}]"
    )
    if out is not None:
        write(out, args, games)
    return 0


def write(out: Path, args: argparse.Namespace, games: dict[str, dict[str, float]]) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    data = {
        "about": "clairvoyant Solitaire Dice player per seed: 'bound' is an upper bound on "
        "its best score, 'reached' a score it reaches; bench/dice_bound.py",
        "steps": args.steps,
        "width": args.width,
        "games": games,
    }
    out.write_text(json.dumps(data, indent=0) + "\n")


if __name__ == "__main__":
    raise SystemExit(main())
