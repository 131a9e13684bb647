"""The expert Solitaire Dice player: one roll of lookahead over a value table fitted by play.

The value of a sheet is estimated line by line. For each scoring line the table holds the
expected *final* score of that line, keyed by a compact description of the sheet as that
line sees it (:func:`line_key`):

- the line's sum and its marks (0 to 10; a line with ten marks is final);
- the expected number of rolls still to come, rounded (:func:`expected_rolls_left`, which
  models the throwaway counts, the three-number limit and free rides);
- how crowded the sheet is: the chance that two dice make one of the *other* open lines,
  in tenths.

A second, smaller table adds a correction per (sum, marks, :func:`hindrance`): once three
throwaway numbers are chosen, a roll showing one of them must set it aside, so some sums
come up less often for the rest of the game (with 1, 2 and 3 thrown away, the 3, 4 and 5
lines lose about a fifth of their rolls).

The tables (``values.json`` in this package) are computed by ``bench/dice_vi.py`` on seeds
from 5,000,001 on, disjoint from the 2,000 benchmark seeds, and shipped as package data.
They are fitted by value iteration: sheets are sampled from games of the current table,
each sheet's target is its one-roll backup (the expected value after the next roll,
replying with the best choice), and the tables are refitted to the targets by least
squares; the first tables came from ``bench/dice_fit.py`` (average final scores of a fixed
policy's games). The table's ``meta`` says which round is shipped.

:class:`ExpertPlayer` scores each legal choice by the table, then searches the best
``beam`` of them one roll deeper: for each of the 252 distinct next rolls the best reply is
found by the table and the choice with the best expectation wins.

>>> from cardlib.dice import new_dice_game
>>> p = ExpertPlayer()
>>> best = p.evaluate(new_dice_game(3).sheet)
>>> best[0][1] >= best[1][1]
True
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from cardlib.dice.engine import ALL_ROLLS, Choice, DiceSheet, _legal
from cardlib.dice.game import SolitaireDice
from cardlib.dice.scoring import (
    FACES,
    LINE_VALUES,
    MARKS_TO_CLEAR,
    MAX_SCORING_MARKS,
    SUMS,
    THROWAWAY_LIMIT,
    THROWAWAY_MARKS_TO_END,
    line_score,
)
from cardlib.dice.strategy import PAIR_SUM_PROBABILITY, expected_rolls_left, marks_after

__all__ = [
    "AVAIL_STEPS",
    "CROWD_STEPS",
    "EXTRA_SIZE",
    "ROLL_BUCKETS",
    "Advice",
    "ExpertPlayer",
    "ValueTable",
    "advise",
    "crowding",
    "expert",
    "hindrance",
    "line_key",
    "load_table",
    "rolls_bucket",
    "sum_chances",
    "table_from_json",
]

ROLL_BUCKETS = 25
"""Expected rolls left are rounded to 0..24."""

_NO_STEPS = (0,) * 13

CROWD_STEPS = 11
"""The other open lines' pair-sum chance, in tenths 0..10."""

AVAIL_STEPS = 6
"""How much the three throwaway numbers hinder a line, in steps 0..5 (:func:`hindrance`)."""

_END = THROWAWAY_MARKS_TO_END


def rolls_bucket(throws: Sequence[int]) -> int:
    """The rounded expected number of rolls still to come (0 once the game is over)."""
    if max(throws) >= _END:
        return 0
    r = expected_rolls_left(tuple(sorted(t for t in throws if t)))
    return min(ROLL_BUCKETS - 1, int(r + 0.5))


def crowding(marks: Sequence[int]) -> float:
    """The chance that two dice make some open line (one mark or more)."""
    return sum(PAIR_SUM_PROBABILITY[s] for s in SUMS if marks[s])


@cache
def sum_chances(chosen: tuple[int, ...]) -> tuple[float, ...]:
    """For each sum (index 0..12), the chance that the next roll can mark it.

    ``chosen`` are the throwaway numbers in use: once there are three, a roll showing one
    of them must set it aside, so some sums come up less often.
    """
    out = [0.0] * 13
    for s in SUMS:
        out[s] = sum(p for roll, p in ALL_ROLLS if any(s in c.sums for c in _legal(roll, chosen)))
    return tuple(out)


@cache
def hindrance(chosen: tuple[int, ...]) -> tuple[int, ...]:
    """For each sum (index 0..12), how much the throwaway numbers ``chosen`` hinder it.

    The step is ``(1 - ratio) * 25`` rounded, 0..5, where ``ratio`` is the sum's
    :func:`sum_chances` with ``chosen`` over those of a fresh sheet (with 1, 2 and 3 thrown
    away, a 3 can be made in 79% of the rolls that make it on a fresh sheet: step 5). It is
    0 for every sum while fewer than three numbers are chosen.
    """
    steps = [0] * 13
    if len(chosen) < THROWAWAY_LIMIT:
        return tuple(steps)
    free, held = sum_chances(()), sum_chances(chosen)
    for s in SUMS:
        steps[s] = min(AVAIL_STEPS - 1, int((1 - held[s] / free[s]) * 25 + 0.5))
    return tuple(steps)


def line_key(total: int, marks: int, rolls: int, others: float) -> tuple[int, int, int, int]:
    """The table key of a line: (sum, marks capped at 10, rolls bucket, crowding tenths).

    ``others`` is the pair-sum chance of the other open lines.
    """
    crowd = min(CROWD_STEPS - 1, max(0, int(others * 10 + 0.5)))
    return (total, min(marks, MAX_SCORING_MARKS), rolls, crowd)


@dataclass(frozen=True)
class ValueTable:
    """Expected final score of a line for each :func:`line_key`, as a flat list.

    ``extra`` (optional) adds a correction per (sum, marks, :func:`hindrance` step), for
    what the throwaway numbers do to a line; empty means none.
    """

    values: tuple[float, ...]
    meta: dict[str, Any]
    extra: tuple[float, ...] = ()

    @staticmethod
    def extra_index(total: int, marks: int, step: int) -> int:
        """Position of a (sum, marks, hindrance step) correction in :attr:`extra`."""
        return ((total - 2) * (MAX_SCORING_MARKS + 1) + marks) * AVAIL_STEPS + step

    def _extra(self, total: int, marks: int, step: int) -> float:
        return self.extra[self.extra_index(total, marks, step)] if self.extra else 0.0

    @staticmethod
    def index(key: tuple[int, int, int, int]) -> int:
        """Position of ``key`` in :attr:`values`."""
        s, c, r, o = key
        return (((s - 2) * (MAX_SCORING_MARKS + 1) + c) * ROLL_BUCKETS + r) * CROWD_STEPS + o

    def line(self, total: int, marks: int, rolls: int, others: float, step: int = 0) -> float:
        """The expected final score of one line (``step``: its :func:`hindrance`)."""
        if marks >= MAX_SCORING_MARKS or rolls == 0:
            return float(line_score(total, marks))
        value = self.values[self.index(line_key(total, marks, rolls, others))]
        return value + self._extra(total, marks, step)

    def sheet(self, marks: Sequence[int], throws: Sequence[int]) -> float:
        """The expected final score of a sheet: exact when the game is over."""
        if max(throws) >= _END:
            return float(sum(line_score(s, marks[s]) for s in SUMS))
        steps = hindrance(tuple(f for f in FACES if throws[f]))
        return self.lines(marks, rolls_bucket(throws), crowding(marks), steps)

    def lines(
        self, marks: Sequence[int], rolls: int, open_p: float, steps: Sequence[int] = _NO_STEPS
    ) -> float:
        """The sum of :meth:`line` over the eleven lines (``open_p``: :func:`crowding`,
        ``steps``: :func:`hindrance` per sum)."""
        values = self.values
        extra = self.extra
        total = 0.0
        for s in SUMS:
            c = marks[s]
            if c >= MAX_SCORING_MARKS:
                total += _FULL[s]
                continue
            o = open_p - _P[s] if c else open_p
            crowd = int(o * 10 + 0.5)
            if crowd > CROWD_STEPS - 1:
                crowd = CROWD_STEPS - 1
            elif crowd < 0:
                crowd = 0
            total += values[_OFFSET[s][c] + rolls * CROWD_STEPS + crowd]
            if extra:
                total += extra[_EXTRA_OFFSET[s][c] + steps[s]]
        return total


_P = PAIR_SUM_PROBABILITY
_FULL = {s: float(line_score(s, MAX_SCORING_MARKS)) for s in SUMS}
_OFFSET = {s: [ValueTable.index((s, c, 0, 0)) for c in range(MAX_SCORING_MARKS + 1)] for s in SUMS}
_EXTRA_OFFSET = {
    s: [ValueTable.extra_index(s, c, 0) for c in range(MAX_SCORING_MARKS + 1)] for s in SUMS
}
SIZE = len(SUMS) * (MAX_SCORING_MARKS + 1) * ROLL_BUCKETS * CROWD_STEPS
EXTRA_SIZE = len(SUMS) * (MAX_SCORING_MARKS + 1) * AVAIL_STEPS


@cache
def load_table() -> ValueTable:
    """The value table shipped with cardlib (``cardlib/dice/values.json``)."""
    text = resources.files("cardlib.dice").joinpath("values.json").read_text("utf-8")
    return table_from_json(text)


def table_from_json(text: str) -> ValueTable:
    """A :class:`ValueTable` from the JSON that ``bench/dice_fit.py`` or ``dice_vi.py`` write."""
    data = json.loads(text)
    values = tuple(float(v) for v in data["values"])
    if len(values) != SIZE:
        raise ValueError(f"the table holds {len(values)} values, not {SIZE}")
    extra = tuple(float(v) for v in data.get("extra", ()))
    if extra and len(extra) != EXTRA_SIZE:
        raise ValueError(f"the table holds {len(extra)} corrections, not {EXTRA_SIZE}")
    meta = {k: v for k, v in data.items() if k not in ("values", "extra")}
    return ValueTable(values, meta, extra)


@cache
def _reply_plan(
    chosen: tuple[int, ...],
) -> tuple[tuple[tuple[int, int, int], ...], tuple[tuple[float, tuple[int, ...]], ...]]:
    """The distinct replies to the next roll when ``chosen`` are the throwaway numbers in use.

    Returns the replies as (outcome, sum, sum) (outcome 0 is a free ride, else the face
    thrown away) and, for each of the 252 rolls, its probability and the indices of its
    legal replies; so a reply's value is computed once however many rolls allow it.
    """
    keys: dict[tuple[int, int, int], int] = {}
    rolls = []
    for roll, p in ALL_ROLLS:
        idx = []
        for c in _legal(roll, chosen):
            key = (0 if c.free else c.aside, *c.sums)
            i = keys.setdefault(key, len(keys))
            if i not in idx:
                idx.append(i)
        rolls.append((p, tuple(idx)))
    return tuple(keys), tuple(rolls)


class ExpertPlayer:
    """One roll of expectimax over the fitted :class:`ValueTable` (see the module text).

    ``beam`` choices (ranked by the table) are searched one roll deeper; ``depth=0``
    ranks by the table alone (the fast policy used to fit the table).
    """

    def __init__(self, beam: int = 6, depth: int = 1, table: ValueTable | None = None) -> None:
        self.beam = beam
        self.depth = depth
        self.table = table or load_table()

    def _expectation(self, marks: list[int], throws: list[int]) -> float:
        """Expected table value after the next roll, replying with the table's best choice.

        A reply that opens no new line leaves the crowding as it is, so its value is the
        outcome's base value plus the changes on its one or two lines; a reply that opens a
        line is valued in full.
        """
        table = self.table
        if max(throws) >= _END:
            return table.sheet(marks, throws)
        chosen = tuple(f for f in FACES if throws[f])
        open_p = crowding(marks)
        line = table.line
        base: dict[int, float] = {}
        one: dict[int, list[float]] = {}
        two: dict[int, list[float]] = {}
        final: dict[int, bool] = {}
        bucket: dict[int, int] = {}
        steps: dict[int, tuple[int, ...]] = {}
        for k in (0, *FACES):
            if k and len(chosen) >= THROWAWAY_LIMIT and k not in chosen:
                continue  # a fourth throwaway number is never legal
            t = list(throws)
            if k:
                t[k] += 1
            final[k] = k > 0 and t[k] >= _END
            r = 0 if final[k] else rolls_bucket(t)
            h = hindrance(tuple(f for f in FACES if t[f]))
            b = 0.0
            d1 = [0.0] * 13
            d2 = [0.0] * 13
            for s in SUMS:
                c = marks[s]
                others = open_p - (PAIR_SUM_PROBABILITY[s] if c else 0.0)
                v0 = line(s, c, r, others, h[s])
                b += v0
                if c:
                    d1[s] = line(s, c + 1, r, others, h[s]) - v0
                    d2[s] = line(s, c + 2, r, others, h[s]) - v0
            base[k], one[k], two[k], bucket[k], steps[k] = b, d1, d2, r, h
        replies, rolls = _reply_plan(chosen)
        values: list[float] = []
        for k, s, u in replies:
            if final[k]:
                m = list(marks)
                m[s] += 1
                m[u] += 1
                v = float(sum(line_score(x, m[x]) for x in SUMS))
            elif marks[s] and marks[u]:
                v = base[k] + two[k][s] if s == u else base[k] + one[k][s] + one[k][u]
            else:
                m = list(marks)
                m[s] += 1
                m[u] += 1
                v = table.lines(m, bucket[k], crowding(m), steps[k])
            values.append(v)
        get = values.__getitem__
        return sum(p * max(map(get, idx)) for p, idx in rolls)

    def evaluate(self, sheet: DiceSheet) -> list[tuple[Choice, float]]:
        """Every legal choice with its estimated final score, best first."""
        table = self.table
        scored = []
        seen: set[tuple[bool, int, tuple[int, int]]] = set()
        for c in sheet.choices():
            marks, throws = marks_after(sheet.marks, sheet.throws, c)
            scored.append((c, table.sheet(marks, throws), marks, throws))
        scored.sort(key=lambda x: -x[1])
        if self.depth <= 0:
            return [(c, v) for c, v, _, _ in scored]
        deep: list[tuple[Choice, float]] = []
        for c, _, marks, throws in scored:
            if len(deep) >= self.beam:
                break
            key = (c.free, c.aside, c.sums)
            if key in seen:  # same marks as a choice already searched
                continue
            seen.add(key)
            deep.append((c, self._expectation(marks, throws)))
        deep.sort(key=lambda x: -x[1])
        done = {id(c) for c, _ in deep}
        return deep + [(c, v) for c, v, _, _ in scored if id(c) not in done]

    def choose_on(self, sheet: DiceSheet) -> Choice:
        """The best choice for ``sheet``'s roll."""
        return self.evaluate(sheet)[0][0]

    def choose(self, game: SolitaireDice) -> Choice:
        """The best choice in a game that is not over."""
        return self.choose_on(game.sheet)


# ----- the coach's explanation -------------------------------------------------------------
@dataclass(frozen=True)
class Advice:
    """The coach's verdict on one roll: the top choices with their values, and why."""

    ranked: tuple[tuple[Choice, float], ...]
    reasons: tuple[str, ...]

    @property
    def best(self) -> tuple[Choice, float]:
        """The recommended choice and its estimated final score."""
        return self.ranked[0]


def _zone(total: int, marks: int) -> str:
    if marks == 0:
        return "unopened"
    if marks < MARKS_TO_CLEAR:
        return "-200 zone"
    if marks == MARKS_TO_CLEAR:
        return "at 0"
    return f"+{line_score(total, marks)}"


def _reasons(sheet: DiceSheet, c: Choice) -> list[str]:
    """Plain facts about what a choice does to the sheet."""
    out: list[str] = []
    m = sheet.marks
    s, u = c.sums
    add = {s: 2} if s == u else {s: 1, u: 1}
    for total, n in add.items():
        before, after = m[total], m[total] + n
        if before == 0:
            out.append(f"opens the {total} line (-200 until its fifth mark)")
        elif before < MARKS_TO_CLEAR <= after:
            out.append(f"the {total} line leaves its -200 zone")
        elif after > MARKS_TO_CLEAR and before < MAX_SCORING_MARKS:
            gain = line_score(total, after) - line_score(total, before)
            if gain:
                out.append(f"the {total} line gains {gain} (worth {LINE_VALUES[total]} a mark)")
            else:
                out.append(f"the {total} line moves to {after} marks")
        elif before >= MAX_SCORING_MARKS:
            out.append(f"the {total} line is full: its mark adds nothing")
        else:
            left = MARKS_TO_CLEAR - after
            out.append(f"the {total} line is {left} mark{'s' * (left != 1)} from clearing")
    if c.free:
        out.append(f"free ride: the {c.aside} is set aside unmarked")
    else:
        t = sheet.throws[c.aside]
        left = _END - 1 - t
        if t == 0:
            out.append(f"keeps {c.aside} as a new throwaway number")
            chosen = tuple(f for f in FACES if sheet.throws[f] or f == c.aside)
            if len(chosen) == THROWAWAY_LIMIT:
                out.append(_hindered(chosen, [x for x in SUMS if m[x] or x in add]))
        elif left == 0:
            out.append(f"the throwaway {c.aside} gets its eighth mark: the game ends")
        else:
            spare = f"{left} mark{'s' * (left != 1)} to spare"
            out.append(f"keeps {c.aside} as the throwaway with {spare}")
    return out


def _hindered(chosen: tuple[int, ...], open_lines: list[int]) -> str:
    """What a set of three throwaway numbers does to the open lines, in words."""
    free, held = sum_chances(()), sum_chances(chosen)
    names = f"{', '.join(map(str, chosen[:-1]))} and {chosen[-1]}"
    hurt = [(1 - held[x] / free[x], x) for x in open_lines if held[x] < 0.9 * free[x]]
    if not hurt:
        return f"with {names} as the throwaways, every open line comes up about as often"
    hurt.sort(key=lambda h: (-h[0], h[1]))
    (loss, x), *more = hurt
    said = f"the {x} line can be made in {loss:.0%} fewer rolls"
    if more:
        said += f", the {more[0][1]} line in {more[0][0]:.0%} fewer"
    return f"with {names} as the throwaways, {said}"


def advise(sheet: DiceSheet, player: ExpertPlayer | None = None, top: int = 3) -> Advice:
    """The top ``top`` distinct choices (by their marks) with values, and why the best wins.

    The reasons describe the best choice's effect on the sheet; the last one says what it
    gains over the runner-up by the player's estimate.
    """
    player = player or expert()
    ranked: list[tuple[Choice, float]] = []
    seen: set[tuple[bool, int, tuple[int, int]]] = set()
    for c, v in player.evaluate(sheet):
        key = (c.free, c.aside, c.sums)
        if key not in seen:
            seen.add(key)
            ranked.append((c, v))
        if len(ranked) >= top:
            break
    reasons = _reasons(sheet, ranked[0][0])
    if len(ranked) > 1:
        (_, v1), (c2, v2) = ranked[0], ranked[1]
        aside = "set apart" if c2.free else "thrown away"
        s, t = c2.sums
        lines = f"line {s} twice" if s == t else f"lines {s} and {t}"
        reasons.append(
            f"about {v1 - v2:.0f} points better than the next best choice "
            f"({c2.aside} {aside}, {lines}) by the estimate"
        )
    return Advice(tuple(ranked), tuple(reasons))


@cache
def expert() -> ExpertPlayer:
    """The shared expert player the coach uses (made on first use)."""
    return ExpertPlayer()
