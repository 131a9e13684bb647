"""Players for Solitaire Dice: random, greedy and strong, the coach, and fast simulation.

The coach plays the expert player of :mod:`cardlib.dice.value` (a fitted value table with
one roll of lookahead); the strong player here is the earlier heuristic, kept as a
benchmark.

Every player has ``choose(game) -> Choice`` (for a :class:`SolitaireDice` game) and
``choose_on(sheet) -> Choice`` (for the bare engine, used by :func:`simulate`); both pick
from the engine's own list of legal choices, so no rule is repeated here.

>>> from cardlib.dice import new_dice_game
>>> g = new_dice_game(3)
>>> move, value = coach(g)
>>> move in g.legal_moves() and -5000 < value < 5000
True
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from functools import cache
from typing import TYPE_CHECKING, Protocol

from cardlib.dice.engine import ALL_ROLLS, Choice, DiceSheet, DiceStream, _legal
from cardlib.dice.game import SolitaireDice
from cardlib.dice.scoring import (
    FACES,
    SUMS,
    THROWAWAY_LIMIT,
    THROWAWAY_MARKS_TO_END,
    line_score,
)

if TYPE_CHECKING:
    from cardlib.dice.value import Advice

__all__ = [
    "PAIR_SUM_PROBABILITY",
    "GreedyPlayer",
    "Player",
    "RandomPlayer",
    "StrongPlayer",
    "coach",
    "coach_advice",
    "expected_rolls_left",
    "simulate",
    "simulate_many",
]

PAIR_SUM_PROBABILITY: dict[int, float] = {s: (6 - abs(s - 7)) / 36 for s in SUMS}
"""The chance that two fair dice add up to each sum 2..12."""

_END = THROWAWAY_MARKS_TO_END


class Player(Protocol):
    """Anything that picks a legal choice for a sheet."""

    def choose_on(self, sheet: DiceSheet) -> Choice:
        """A legal choice for ``sheet``'s current roll."""
        ...


class _Base:
    def choose_on(self, sheet: DiceSheet) -> Choice:  # pragma: no cover - overridden
        raise NotImplementedError

    def choose(self, game: SolitaireDice) -> Choice:
        """The player's choice in a game that is not over."""
        return self.choose_on(game.sheet)


class RandomPlayer(_Base):
    """Picks uniformly among the legal choices, from its own seeded generator."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(f"dice-random-player:{seed}")

    def choose_on(self, sheet: DiceSheet) -> Choice:
        return self.rng.choice(sheet.choices())


def _greedy_key(sheet: DiceSheet, c: Choice) -> tuple[int, int, int]:
    m = sheet.marks
    s, t = c.sums
    if s == t:
        gain = line_score(s, m[s] + 2) - line_score(s, m[s])
    else:
        gain = (
            line_score(s, m[s] + 1)
            - line_score(s, m[s])
            + line_score(t, m[t] + 1)
            - line_score(t, m[t])
        )
    thrown = -1 if c.free else sheet.throws[c.aside]
    return (gain, -thrown, m[s] + m[t])


class GreedyPlayer(_Base):
    """Maximises the immediate change of the sheet's score.

    Ties are broken by (1) the throwaway number with the fewest marks (a free ride counts as
    fewest), which puts off the end, then (2) the pair sums whose lines already carry the
    most marks, then (3) the first choice in the listed order.
    """

    def choose_on(self, sheet: DiceSheet) -> Choice:
        return max(sheet.choices(), key=lambda c: _greedy_key(sheet, c))


# ----- the strong player -----------------------------------------------------------------------
def _roll_events(j: int) -> list[tuple[float, tuple[bool, ...], bool]]:
    """For throwaway numbers 1..j in use: (probability, which show, some other face shows)."""
    out: dict[tuple[tuple[bool, ...], bool], float] = {}
    for roll, p in ALL_ROLLS:
        key = (tuple(f in roll for f in range(1, j + 1)), any(d > j for d in roll))
        out[key] = out.get(key, 0.0) + p
    return [(p, shown, other) for (shown, other), p in out.items()]


_EVENTS = [_roll_events(j) for j in range(THROWAWAY_LIMIT + 1)]


@cache
def expected_rolls_left(counts: tuple[int, ...]) -> float:
    """Expected rolls still to come (the next one included) for throwaway counts ``counts``.

    ``counts`` are the marks of the throwaway numbers in use (each 1..7, sorted). The
    estimate assumes the player always throws away the number with the fewest marks that
    the rules allow (a new number while fewer than three are in use) and takes every free
    ride, the policy that makes the game last longest on average.

    >>> round(expected_rolls_left((7, 7, 7)), 3)  # the next roll ends it unless a free ride
    1.032
    >>> 15 < expected_rolls_left(()) <= 22 + 1
    True
    """
    j = len(counts)
    stay = 0.0
    total = 1.0
    for p, shown, other in _EVENTS[j]:
        options = [counts[i] for i in range(j) if shown[i]]
        if other and j < THROWAWAY_LIMIT:
            options.append(0)
        if not options:
            stay += p
            continue
        low = min(options)
        if low + 1 >= _END:
            continue
        new = list(counts)
        if low == 0:
            new.append(1)
        else:
            new[new.index(low)] += 1
        total += p * expected_rolls_left(tuple(sorted(new)))
    return total / (1.0 - stay)


def _poisson(lam: float, n: int) -> list[float]:
    """P(X = 0..n-1) and the tail folded into the last entry, X ~ Poisson(lam)."""
    probs = [math.exp(-lam)]
    for k in range(1, n):
        probs.append(probs[-1] * lam / k)
    probs[-1] += max(0.0, 1.0 - sum(probs))
    return probs


_LAM_STEPS = 8  # grid step 1/8 for the expected number of future marks


@cache
def _future_line_value(total: int, marks: int, lam_step: int) -> float:
    """Expected final score of a line with ``marks`` marks and Poisson(lam) more to come."""
    if marks >= 10:
        return float(line_score(total, marks))
    probs = _poisson(lam_step / _LAM_STEPS, 12)
    return sum(p * line_score(total, min(marks + k, 11)) for k, p in enumerate(probs))


def marks_after(
    marks: Sequence[int], throws: Sequence[int], c: Choice
) -> tuple[list[int], list[int]]:
    """The sheet's marks and throwaway counts (as lists) after choice ``c``."""
    m, t = list(marks), list(throws)
    s, u = c.sums
    m[s] += 1
    m[u] += 1
    if not c.free:
        t[c.aside] += 1
    return m, t


class StrongPlayer(_Base):
    """Expectimax over the next roll on top of an expected-final-score evaluation.

    **Evaluation.** For a sheet that is not finished, the expected number of rolls still
    to come, ``R``, is computed exactly by dynamic programming over the throwaway counts
    (:func:`expected_rolls_left`; it models the three-throwaway rule, free rides and the
    end). Each roll adds two marks, so ``2R`` marks are still to come. An *open* line
    (one mark or more) is assumed to receive a Poisson number of them with mean
    ``2R * share``, where ``share`` is the line's natural pair-sum probability times a
    ``focus`` factor (a player steers marks to the lines he has opened), scaled down when
    the open lines together would take more than every mark. The evaluation is the sum
    over open lines of the expected final line score under that assumption; an unopened
    line counts 0 (it is opened only when that looks better). A finished sheet is valued at
    its exact score.

    **Search.** Every legal choice is scored by the evaluation of the sheet it leads to;
    the best ``beam`` of them are searched one roll deeper: for each of the 252 distinct
    next rolls (weighted by probability) the best reply by the evaluation is taken, and the
    choice with the highest expectation wins. The value returned by :meth:`evaluate` is
    that expectation, an estimate of the final score.

    ``focus`` was set by paired simulation on seeds 1,000,001 onward, disjoint from the
    benchmark's seeds (see ``bench/dice_strategies.py``).
    """

    def __init__(self, focus: float = 1.25, beam: int = 6, depth: int = 1) -> None:
        self.focus = focus
        self.beam = beam
        self.depth = depth

    # -- evaluation --------------------------------------------------------------------------
    def _shares(self, marks: Sequence[int]) -> dict[int, float]:
        open_p = sum(PAIR_SUM_PROBABILITY[s] for s in SUMS if marks[s])
        scale = self.focus if open_p * self.focus <= 1 else 1 / open_p if open_p else 0.0
        return {s: PAIR_SUM_PROBABILITY[s] * scale for s in SUMS}

    def value(self, marks: Sequence[int], throws: Sequence[int]) -> float:
        """The evaluation of a sheet: its exact score when finished, else the estimate."""
        if max(throws) >= _END:
            return float(sum(line_score(s, marks[s]) for s in SUMS))
        rolls = expected_rolls_left(tuple(sorted(t for t in throws if t)))
        shares = self._shares(marks)
        total = 0.0
        for s in SUMS:
            if marks[s]:
                lam = round(2 * rolls * shares[s] * _LAM_STEPS)
                total += _future_line_value(s, marks[s], lam)
        return total

    def _after(self, sheet: DiceSheet, c: Choice) -> tuple[list[int], list[int]]:
        return marks_after(sheet.marks, sheet.throws, c)

    def _expectation(self, marks: list[int], throws: list[int]) -> float:
        """Expected evaluation after the next roll, replying with the best choice."""
        if max(throws) >= _END:
            return float(sum(line_score(s, marks[s]) for s in SUMS))
        shares = self._shares(marks)
        chosen = tuple(f for f in FACES if throws[f])
        exact = sum(line_score(s, marks[s]) for s in SUMS)
        # outcome k: 0 = free ride, 1..6 = that face thrown away
        base = [0.0] * 7
        one: list[list[float]] = [[0.0] * 13 for _ in range(7)]
        two: list[list[float]] = [[0.0] * 13 for _ in range(7)]
        for k in (0, *FACES):
            if k and chosen and len(chosen) >= THROWAWAY_LIMIT and k not in chosen:
                continue
            t = list(throws)
            if k:
                t[k] += 1
            if k and t[k] >= _END:
                base[k] = float(exact)
                for s in SUMS:
                    c = marks[s]
                    one[k][s] = line_score(s, c + 1) - line_score(s, c)
                    two[k][s] = line_score(s, c + 2) - line_score(s, c)
                continue
            rolls = expected_rolls_left(tuple(sorted(x for x in t if x)))
            b = 0.0
            for s in SUMS:
                c = marks[s]
                lam = round(2 * rolls * shares[s] * _LAM_STEPS)
                v0 = _future_line_value(s, c, lam) if c else 0.0
                b += v0
                one[k][s] = _future_line_value(s, c + 1, lam) - v0
                two[k][s] = _future_line_value(s, c + 2, lam) - v0
            base[k] = b
        total = 0.0
        for roll, p in ALL_ROLLS:
            best = -math.inf
            for k, s, t2 in _replies(roll, chosen):
                v = base[k] + (two[k][s] if s == t2 else one[k][s] + one[k][t2])
                if v > best:
                    best = v
            total += p * best
        return total

    def evaluate(self, sheet: DiceSheet) -> list[tuple[Choice, float]]:
        """Every legal choice with its estimated final score, best first."""
        scored = []
        for c in sheet.choices():
            marks, throws = self._after(sheet, c)
            scored.append((c, self.value(marks, throws), marks, throws))
        scored.sort(key=lambda x: -x[1])
        if self.depth <= 0:
            return [(c, v) for c, v, _, _ in scored]
        deep = [
            (c, self._expectation(marks, throws)) for c, _, marks, throws in scored[: self.beam]
        ]
        deep.sort(key=lambda x: -x[1])
        return deep + [(c, v) for c, v, _, _ in scored[self.beam :]]

    def choose_on(self, sheet: DiceSheet) -> Choice:
        return self.evaluate(sheet)[0][0]


@cache
def _replies(roll: tuple[int, ...], chosen: tuple[int, ...]) -> tuple[tuple[int, int, int], ...]:
    """(outcome, sum, sum) for each legal choice: outcome 0 for a free ride, else the face."""
    return tuple((0 if c.free else c.aside, *c.sums) for c in _legal(roll, chosen))


def coach(game: SolitaireDice) -> tuple[Choice, float]:
    """The expert player's choice for the current roll and its expected final score
    (:class:`cardlib.dice.value.ExpertPlayer`; :func:`coach_advice` gives the top three
    and the reasons).

    ``IllegalMove`` is not raised; ``ValueError`` when the game is over.
    """
    return coach_advice(game).best


def coach_advice(game: SolitaireDice) -> Advice:
    """The expert player's top three choices for the current roll, with estimated final
    scores and the reasons the best one wins. ``ValueError`` when the game is over."""
    from cardlib.dice.value import advise

    if game.is_over:
        raise ValueError("the game is over: there is no roll to advise on")
    return advise(game.sheet)


# ----- simulation -------------------------------------------------------------------------------
def simulate(seed: int, player: Player) -> int:
    """Play the seeded game to the end with ``player`` on the bare engine; the final score.

    >>> simulate(5, GreedyPlayer()) == simulate(5, GreedyPlayer())
    True
    """
    sheet = DiceSheet(DiceStream(seed))
    choose, apply = player.choose_on, sheet.apply
    while sheet.roll is not None:
        apply(choose(sheet))
    return sheet.score


def simulate_many(seeds: Iterable[int], player: Player) -> list[int]:
    """Final scores of ``player`` over the seeded games ``seeds``."""
    return [simulate(seed, player) for seed in seeds]
