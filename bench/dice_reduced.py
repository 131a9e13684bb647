"""Exact best play in reduced forms of Solitaire Dice, and where the players stand there.

The full game has far too many sheets to solve. A *reduced* game keeps the rules and shrinks
the sheet: it starts from a hand-made position where

* every scoring line but a few *live* ones already carries ten marks. A line that carries
  ten marks can never change its score again, so those lines are dead: a pair that makes
  their sum is a mark that counts for nothing;
* the three throwaway numbers are fixed from the start (each carries one mark), so every
  roll must throw one of them away when one shows, and is a free ride when none does.

The position is played with the real rules, through :class:`cardlib.dice.DiceSheet`, so
every player of :mod:`cardlib.dice` plays it unchanged. (No game reaches it in play: three
rolls cannot put eighty marks on the sheet. It is a puzzle set on the real board.)

With three live lines, a state is the live lines' marks (0 to 10 each, since an eleventh
mark changes nothing) and the three throwaway counts (1 to 7; the eighth ends the game):
11**3 * 7**3 = 456,533 states. Expectimax over them is exact. Throwaway counts only grow,
so the states are solved from the fullest throwaway counts back to the start. A free ride
keeps the counts, and can even leave the sheet as it was (both pairs on dead lines), so
each set of counts is a fixed point ``V = A + F(V)``, where ``F`` gathers the free rides.
``F`` weighs at most 1/32 (the chance that none of three faces shows on five dice), so
iterating it from ``V = A`` converges geometrically; the script iterates until the change
is below 1e-9 points.

The value of the start position is the best expected score of the reduced game: no player
can expect more. The script also plays each player of :mod:`cardlib.dice` (and the exact
policy itself, as a check of the solution against the engine) on the same seeded dice from
that position, and writes everything to ``book/data/dice/reduced.json``:

    .venv/bin/python bench/dice_reduced.py --games 2000 --out book/data/dice/reduced.json

The file is written after each reduced game, and a rerun with the same ``--out`` and
``--games`` keeps the games already there. Solving one reduced game takes 15 to 30 s, and
its five players about half a minute per thousand games (the whole run above: about four
minutes).
Scores are the live lines' only (the dead lines add the same constant to every game).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from cardlib.dice import PLAYERS, DiceSheet, DiceStream
from cardlib.dice.engine import ALL_ROLLS, Choice, _legal
from cardlib.dice.scoring import (
    MAX_SCORING_MARKS,
    SUMS,
    THROWAWAY_MARKS_TO_END,
    line_score,
)
from cardlib.stats import mean_interval

CAP = MAX_SCORING_MARKS
END = THROWAWAY_MARKS_TO_END
TOLERANCE = 1e-9

CONFIGS: dict[str, tuple[tuple[int, ...], tuple[int, int, int]]] = {
    "middle": ((6, 7, 8), (1, 2, 6)),
    "spread": ((4, 7, 10), (1, 3, 5)),
    "rare": ((2, 3, 12), (4, 5, 6)),
}
"""Each reduced game: its live lines and its three throwaway numbers."""

Option = tuple[int, tuple[int, ...]]  # (throwaway index 0..2, or -1 for a free ride; marks added)


def start_position(lines: Sequence[int], faces: Sequence[int]) -> dict[str, dict[int, int]]:
    """The reduced game's starting sheet, as :meth:`DiceSheet.from_position` takes it."""
    return {
        "marks": {s: CAP for s in SUMS if s not in lines},
        "throwaways": dict.fromkeys(faces, 1),
    }


def dead_score(lines: Sequence[int]) -> int:
    """What the dead lines add to every final score."""
    return sum(line_score(s, CAP) for s in SUMS if s not in lines)


@dataclass
class Reduced:
    """The exact solution of one reduced game.

    ``values[t][m]``: the best expected final score of the live lines from marks ``m``
    (index :meth:`m_index`) and throwaway counts ``t`` (index :meth:`t_index`), before the
    next roll is seen.
    """

    lines: tuple[int, ...]
    faces: tuple[int, int, int]
    values: dict[int, list[float]] = field(default_factory=dict)
    seconds: float = 0.0

    @property
    def size(self) -> int:
        return (CAP + 1) ** len(self.lines)

    def m_index(self, marks: Sequence[int]) -> int:
        """The index of the live lines' marks (each capped at ten)."""
        i = 0
        for k in reversed(range(len(self.lines))):
            i = i * (CAP + 1) + min(marks[k], CAP)
        return i

    def m_of(self, index: int) -> tuple[int, ...]:
        out = []
        for _ in self.lines:
            index, r = divmod(index, CAP + 1)
            out.append(r)
        return tuple(out)

    @staticmethod
    def t_index(counts: Sequence[int]) -> int:
        """The index of the three throwaway counts (1..7 each)."""
        return (counts[0] - 1) * 49 + (counts[1] - 1) * 7 + (counts[2] - 1)

    def option(self, choice: Choice) -> Option:
        """What a choice does in this reduced game: which throwaway, and the live marks."""
        add = [0] * len(self.lines)
        for s in choice.sums:
            if s in self.lines:
                add[self.lines.index(s)] += 1
        return (-1 if choice.free else self.faces.index(choice.aside), tuple(add))

    def final_score(self, m: int) -> int:
        return sum(line_score(s, c) for s, c in zip(self.lines, self.m_of(m), strict=True))

    def solve(self) -> Reduced:
        """Fill :attr:`values` by expectimax over every state (see the module text)."""
        t0 = time.perf_counter()
        size = self.size
        chosen = tuple(sorted(self.faces))
        groups: dict[frozenset[Option], float] = {}
        for roll, p in ALL_ROLLS:
            opts = frozenset(self.option(c) for c in _legal(roll, chosen))
            groups[opts] = groups.get(opts, 0.0) + p
        shifts: dict[tuple[int, ...], list[int]] = {}
        for opts in groups:
            for _, add in opts:
                if add not in shifts:
                    shifts[add] = [
                        self.m_index([a + b for a, b in zip(self.m_of(m), add, strict=True)])
                        for m in range(size)
                    ]
        final = [float(self.final_score(m)) for m in range(size)]
        throw_groups = [(p, sorted(o)) for o, p in groups.items() if min(o)[0] >= 0]
        free_groups = [(p, sorted(o)) for o, p in groups.items() if min(o)[0] < 0]
        counts = [(a, b, c) for a in range(1, END) for b in range(1, END) for c in range(1, END)]
        counts.sort(key=sum, reverse=True)
        for t in counts:
            base = [0.0] * size
            for p, opts in throw_groups:
                cols = []
                for j, add in opts:
                    if t[j] + 1 >= END:
                        arr = final
                    else:
                        nt = list(t)
                        nt[j] += 1
                        arr = self.values[self.t_index(nt)]
                    cols.append([arr[i] for i in shifts[add]])
                best = list(map(max, *cols)) if len(cols) > 1 else cols[0]
                base = [b + p * v for b, v in zip(base, best, strict=True)]
            v = base
            while free_groups:
                nv = list(base)
                for p, opts in free_groups:
                    cols = [[v[i] for i in shifts[add]] for _, add in opts]
                    best = list(map(max, *cols)) if len(cols) > 1 else cols[0]
                    nv = [b + p * x for b, x in zip(nv, best, strict=True)]
                change = max(abs(a - b) for a, b in zip(nv, v, strict=True))
                v = nv
                if change < TOLERANCE:
                    break
            self.values[self.t_index(t)] = v
        self.seconds = time.perf_counter() - t0
        return self

    def value(self, marks: Sequence[int], counts: Sequence[int]) -> float:
        """The best expected live score before the next roll (``counts`` in face order)."""
        return self.values[self.t_index(counts)][self.m_index(marks)]

    def choice_value(self, sheet: DiceSheet, choice: Choice) -> float:
        """The best expected live score after making ``choice`` on ``sheet``."""
        j, add = self.option(choice)
        live = [sheet.marks[s] for s in self.lines]
        after = [a + b for a, b in zip(live, add, strict=True)]
        counts = [sheet.throws[f] for f in self.faces]
        if j >= 0:
            counts[j] += 1
            if counts[j] >= END:
                return float(self.final_score(self.m_index(after)))
        return self.value(after, counts)


class ExactPlayer:
    """Plays a reduced game perfectly, from its solution."""

    def __init__(self, solution: Reduced) -> None:
        self.solution = solution

    def choose_on(self, sheet: DiceSheet) -> Choice:
        return max(sheet.choices(), key=lambda c: self.solution.choice_value(sheet, c))


def play(seed: int, lines: Sequence[int], faces: Sequence[int], player: object) -> int:
    """The live lines' final score of ``player`` on the seeded dice, from the start sheet."""
    sheet = DiceSheet.from_position(DiceStream(seed), start_position(lines, faces))
    choose: Callable[[DiceSheet], Choice] = player.choose_on  # type: ignore[attr-defined]
    while sheet.roll is not None:
        sheet.apply(choose(sheet))
    return sheet.score - dead_score(lines)


def run(name: str, games: int) -> dict[str, object]:
    lines, faces = CONFIGS[name]
    sol = Reduced(lines, faces).solve()
    best = sol.value([0] * len(lines), [1, 1, 1])
    print(f"{name}: lines {lines}, throwaways {faces}: optimum {best:+.1f} ({sol.seconds:.0f} s)")
    players: dict[str, Callable[[int], object]] = {
        **PLAYERS,
        "exact": lambda seed: ExactPlayer(sol),
    }
    out: dict[str, object] = {
        "lines": list(lines),
        "throwaways": list(faces),
        "optimum": best,
        "solve_seconds": round(sol.seconds, 1),
        "states": len(sol.values) * sol.size,
    }
    scores: dict[str, list[int]] = {}
    for pname, make in players.items():
        t = time.perf_counter()
        scores[pname] = [play(s, lines, faces, make(s)) for s in range(1, games + 1)]
        m, lo, hi = mean_interval(scores[pname])
        print(f"  {pname:7s} {m:+8.1f} [{lo:+.1f}, {hi:+.1f}]  ({time.perf_counter() - t:.0f} s)")
    out["scores"] = scores
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2000, help="seeds 1..N for each player")
    ap.add_argument("--config", action="append", choices=sorted(CONFIGS), help="only these")
    ap.add_argument("--out", type=Path, help="write the results here (JSON)")
    a = ap.parse_args(argv)
    done: dict[str, object] = {}
    if a.out and a.out.exists():  # resume: keep the games already solved with this N
        saved = json.loads(a.out.read_text())
        if saved.get("games") == a.games:
            done = saved["reduced"]
    results = {"games": a.games, "first_seed": 1, "reduced": done}
    for name in a.config or CONFIGS:
        if name in done:
            print(f"{name}: already in {a.out}, kept")
            continue
        done[name] = run(name, a.games)
        if a.out:  # after each game, so that a stopped run keeps what it finished
            a.out.write_text(json.dumps(results, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
