"""The Solitaire Dice engine: seeded rolls, the score sheet, legal choices, marking.

:class:`DiceSheet` is the whole position as plain data (marks per scoring line, marks per
throwaway number, the five dice showing) with the rules as methods: :meth:`DiceSheet.choices`
lists every legal choice for the roll, :meth:`DiceSheet.check` says which rule a choice breaks,
:meth:`DiceSheet.apply` marks the sheet and rolls again. The Game wrapper, the players and the
fast simulation all use it, so the rules exist once.

>>> sheet = DiceSheet(DiceStream(1), roll=(1, 1, 3, 5, 6))
>>> [str(c) for c in sheet.choices() if c.aside == 3]
['throw 3: 1+1 5+6', 'throw 3: 1+5 1+6']
>>> sheet.apply(Choice(False, 3, ((1, 5), (1, 6))))
>>> sheet.marks[6], sheet.marks[7], sheet.throws[3], sheet.rolls
(1, 1, 1, 1)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from itertools import combinations_with_replacement
from typing import Any

from cardlib.checks import check_position, quoted
from cardlib.dice.scoring import (
    FACES,
    SUMS,
    THROWAWAY_LIMIT,
    THROWAWAY_MARKS_TO_END,
    line_score,
)
from cardlib.game import IllegalMove, Move

__all__ = [
    "ALL_ROLLS",
    "MAX_FREE_RIDES",
    "MAX_LINE_MARKS",
    "MAX_THROWAWAY_ROLLS",
    "Choice",
    "DiceSheet",
    "DiceStream",
    "Roll",
    "pairings",
    "position_problems",
    "read_roll",
    "roll_probability",
]

Roll = tuple[int, int, int, int, int]
"""Five dice, each 1..6."""

Pair = tuple[int, int]


# ----- the dice ----------------------------------------------------------------------------
class DiceStream:
    """The seeded rolls of one game: roll ``i`` depends only on the seed and ``i``.

    The dice come from ``random.Random("solitaire-dice:<seed>")`` calling ``random()`` five
    times per roll (``int(6 * random()) + 1``), the one generator method Python promises to
    keep unchanged across versions. Rolls are remembered, so undo and replay see the same
    dice without storing the generator's state.

    >>> s = DiceStream(7)
    >>> s.roll(3) == DiceStream(7).roll(3) and len(s.roll(0)) == 5
    True
    """

    __slots__ = ("_rng", "_rolls", "seed")

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._rng = random.Random(f"solitaire-dice:{seed}")
        self._rolls: list[Roll] = []

    def roll(self, index: int) -> Roll:
        """The five dice of roll number ``index`` (0 is the first roll of the game)."""
        rolls = self._rolls
        r = self._rng.random
        while len(rolls) <= index:
            rolls.append(
                (
                    int(6 * r()) + 1,
                    int(6 * r()) + 1,
                    int(6 * r()) + 1,
                    int(6 * r()) + 1,
                    int(6 * r()) + 1,
                )
            )
        return rolls[index]

    def __deepcopy__(self, memo: dict[int, Any]) -> DiceStream:
        # The stream is a pure function of its seed: copies may share it.
        return self


# ----- choices -----------------------------------------------------------------------------
@dataclass(frozen=True)
class Choice(Move):
    """One legal choice after a roll: the die set apart and the two pairs.

    ``free`` is False for a *throwaway* (the ``aside`` face gets a throwaway mark) and True
    for a *free ride* (the ``aside`` die is set apart unmarked). ``pairs`` are the dice of the
    two pairs, each pair in ascending order and the pairs in ascending order. Notation:
    ``throw 3: 1+5 1+6`` and ``free 2: 1+1 2+3``.

    >>> c = Choice(False, 3, ((1, 5), (1, 6)))
    >>> str(c), c.sums, c.kind
    ('throw 3: 1+5 1+6', (6, 7), 'throw')
    """

    free: bool
    aside: int
    pairs: tuple[Pair, Pair]

    @property
    def kind(self) -> str:
        """``"throw"`` or ``"free"``."""
        return "free" if self.free else "throw"

    @property
    def sums(self) -> tuple[int, int]:
        """The two scoring lines this choice marks (ascending; equal when both pairs match)."""
        (a, b), (c, d) = self.pairs
        s, t = a + b, c + d
        return (s, t) if s <= t else (t, s)

    @property
    def dice(self) -> tuple[int, ...]:
        """The five dice this choice uses, ascending."""
        (a, b), (c, d) = self.pairs
        return tuple(sorted((self.aside, a, b, c, d)))

    def __str__(self) -> str:
        (a, b), (c, d) = self.pairs
        return f"{self.kind} {self.aside}: {a}+{b} {c}+{d}"


def _norm_pairs(p: Pair, q: Pair) -> tuple[Pair, Pair]:
    p = (p[0], p[1]) if p[0] <= p[1] else (p[1], p[0])
    q = (q[0], q[1]) if q[0] <= q[1] else (q[1], q[0])
    return (p, q) if p <= q else (q, p)


def pairings(four: tuple[int, int, int, int]) -> list[tuple[Pair, Pair]]:
    """The distinct ways to split four dice into two pairs (1 to 3 of them)."""
    a, b, c, d = four
    out: list[tuple[Pair, Pair]] = []
    for p in (
        _norm_pairs((a, b), (c, d)),
        _norm_pairs((a, c), (b, d)),
        _norm_pairs((a, d), (b, c)),
    ):
        if p not in out:
            out.append(p)
    return sorted(out)


@cache
def _throw_choices(roll: tuple[int, ...]) -> tuple[Choice, ...]:
    """Every throwaway choice for a sorted roll: one per face shown and pairing."""
    out: list[Choice] = []
    for face in sorted(set(roll)):
        rest = list(roll)
        rest.remove(face)
        for pairs in pairings((rest[0], rest[1], rest[2], rest[3])):
            out.append(Choice(False, face, pairs))
    return tuple(out)


@cache
def _free_choices(roll: tuple[int, ...]) -> tuple[Choice, ...]:
    """Every free-ride choice for a sorted roll: one per face set apart and pairing.

    Dice showing the same face are one choice. Setting apart different faces never gives
    the same marks: the two sums add up to the roll's total minus the die set apart.
    """
    return tuple(Choice(True, c.aside, c.pairs) for c in _throw_choices(roll))


@cache
def _legal(roll: tuple[int, ...], chosen: tuple[int, ...]) -> tuple[Choice, ...]:
    """The legal choices for a sorted roll when ``chosen`` are the throwaway numbers in use."""
    if len(chosen) < THROWAWAY_LIMIT:
        return _throw_choices(roll)
    if any(face in roll for face in chosen):
        return tuple(c for c in _throw_choices(roll) if c.aside in chosen)
    return _free_choices(roll)


def _multinomial(roll: tuple[int, ...]) -> int:
    n = 120
    for k in Counter(roll).values():
        for i in range(2, k + 1):
            n //= i
    return n


def roll_probability(roll: Iterable[int]) -> float:
    """The probability of rolling these five dice in some order.

    >>> roll_probability((1, 2, 3, 4, 5)) == 120 / 6**5
    True
    """
    return _multinomial(tuple(sorted(roll))) / 6**5


ALL_ROLLS: tuple[tuple[tuple[int, ...], float], ...] = tuple(
    (r, _multinomial(r) / 6**5) for r in combinations_with_replacement(FACES, 5)
)
"""The 252 distinct rolls of five dice (sorted) with their probabilities."""


# ----- the sheet -----------------------------------------------------------------------------
@dataclass
class DiceSheet:
    """A Solitaire Dice position: the score sheet and the dice showing.

    ``marks[s]`` is the number of marks on scoring line ``s`` (index 2..12) and
    ``throws[f]`` on throwaway line ``f`` (index 1..6); ``roll`` is the current roll in the
    order rolled, ``None`` once the game is over; ``rolls`` counts the rolls already marked
    and ``free_rides`` the free rides among them. The next roll comes from ``stream``.
    """

    stream: DiceStream
    marks: list[int] = field(default_factory=lambda: [0] * 13)
    throws: list[int] = field(default_factory=lambda: [0] * 7)
    roll: Roll | None = None
    rolls: int = 0
    free_rides: int = 0
    last_roll: Roll | None = None

    def __post_init__(self) -> None:
        if self.roll is None and not self.over:
            self.roll = self.stream.roll(self.rolls)

    # -- reading ------------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        """True once a throwaway number has its eighth mark."""
        return max(self.throws) >= THROWAWAY_MARKS_TO_END

    @property
    def chosen(self) -> tuple[int, ...]:
        """The throwaway numbers in use (those with at least one mark), ascending."""
        t = self.throws
        return tuple(f for f in FACES if t[f])

    @property
    def free_ride(self) -> bool:
        """True when the current roll is a free ride: three numbers in use, none showing."""
        if self.roll is None:
            return False
        chosen = self.chosen
        return len(chosen) >= THROWAWAY_LIMIT and not any(f in self.roll for f in chosen)

    @property
    def score(self) -> int:
        """The sheet's score now."""
        m = self.marks
        return sum(line_score(s, m[s]) for s in SUMS)

    def choices(self) -> tuple[Choice, ...]:
        """Every legal choice for the current roll, merged where the marks are the same."""
        if self.roll is None:
            return ()
        return _legal(tuple(sorted(self.roll)), self.chosen)

    # -- the rules ------------------------------------------------------------------------------
    def check(self, choice: Choice) -> None:
        """Raise ``IllegalMove`` naming the rule when ``choice`` is not legal now."""
        roll = self.roll
        if roll is None:
            raise IllegalMove("the game is over: start a new game", rule="game over")
        shown = " ".join(map(str, roll))
        if list(choice.dice) != sorted(roll):
            raise IllegalMove(
                f"the dice are {shown}: '{choice}' does not use exactly these five dice",
                rule="use the dice rolled",
            )
        chosen = self.chosen
        in_use = ", ".join(map(str, chosen))
        showing = [f for f in chosen if f in roll]
        full = len(chosen) >= THROWAWAY_LIMIT
        if choice.free:
            if not full:
                raise IllegalMove(
                    "a free ride needs three throwaway numbers in use "
                    f"(in use: {in_use or 'none'}): throw a die away",
                    rule="free ride",
                )
            if showing:
                raise IllegalMove(
                    f"no free ride: your throwaway number {_or(showing)} shows, "
                    "so it must be thrown away",
                    rule="free ride",
                )
        elif full and choice.aside not in chosen:
            if showing:
                raise IllegalMove(
                    f"your three throwaway numbers are {in_use}: throw away "
                    f"{_or(showing)}, not {choice.aside}",
                    rule="throwaway must be in use",
                )
            raise IllegalMove(
                f"you already use three throwaway numbers ({in_use}) and none shows: "
                f"{choice.aside} cannot become a fourth; this roll is a free ride "
                f"(set a die apart unmarked, e.g. 'free {choice.aside}: ...')",
                rule="three throwaway numbers",
            )

    def apply(self, choice: Choice) -> None:
        """Mark the sheet for ``choice`` (known to be legal) and roll again unless it ends."""
        (a, b), (c, d) = choice.pairs
        m = self.marks
        m[a + b] += 1
        m[c + d] += 1
        if choice.free:
            self.free_rides += 1
        else:
            self.throws[choice.aside] += 1
        self.rolls += 1
        self.last_roll = self.roll
        if not choice.free and self.throws[choice.aside] >= THROWAWAY_MARKS_TO_END:
            self.roll = None
        else:
            self.roll = self.stream.roll(self.rolls)

    # -- plain data -------------------------------------------------------------------------------
    def as_data(self) -> dict[str, Any]:
        """The position as JSON-able data."""
        return {
            "marks": {str(s): self.marks[s] for s in SUMS if self.marks[s]},
            "throwaways": {str(f): self.throws[f] for f in FACES if self.throws[f]},
            "roll": list(self.roll) if self.roll is not None else None,
            "rolls": self.rolls,
            "free_rides": self.free_rides,
            "last_roll": list(self.last_roll) if self.last_roll is not None else None,
        }

    def snapshot(self) -> tuple[Any, ...]:
        """Everything that changes in a move, for undo."""
        return (
            list(self.marks),
            list(self.throws),
            self.roll,
            self.rolls,
            self.free_rides,
            self.last_roll,
        )

    def restore(self, snap: tuple[Any, ...]) -> None:
        """Return to a :meth:`snapshot`."""
        marks, throws, self.roll, self.rolls, self.free_rides, self.last_roll = snap
        self.marks = list(marks)
        self.throws = list(throws)

    @classmethod
    def from_position(cls, stream: DiceStream, position: object) -> DiceSheet:
        """The sheet of a position (see :func:`position_problems` for the format).

        Later rolls come from the stream. :class:`~cardlib.checks.PositionError` (a
        ``ValueError``) lists every problem of a position that is malformed or impossible.
        """
        read, problems = _read_position(position)
        check_position(problems)
        assert read is not None
        sheet = cls(
            stream,
            read.marks,
            read.throws,
            read.roll,
            read.rolls,
            read.free_rides,
            read.last_roll,
        )
        return sheet


# ----- positions -------------------------------------------------------------------------------
MAX_THROWAWAY_ROLLS = THROWAWAY_LIMIT * (THROWAWAY_MARKS_TO_END - 1) + 1
"""The most rolls with a throwaway in a game (22): three numbers at 7 marks, then an 8th."""

MAX_FREE_RIDES = 1_000
"""A practical limit: the rules allow any number of free rides, but each comes with chance
1/32, so a game with more than a thousand never happens (and its later rolls would be
slow to draw)."""

MAX_LINE_MARKS = 2 * (MAX_THROWAWAY_ROLLS + MAX_FREE_RIDES)
"""The most marks a scoring line can carry: two per roll, in the longest game allowed."""

POSITION_KEYS = ("marks", "throwaways", "roll", "rolls", "free_rides", "last_roll")
"""The keys of a Solitaire Dice position (every one may be left out)."""


@dataclass
class _Position:
    marks: list[int]
    throws: list[int]
    roll: Roll | None
    rolls: int
    free_rides: int
    last_roll: Roll | None


def position_problems(position: object) -> list[str]:
    """Everything that makes ``position`` malformed or impossible (empty when it is fine).

    A position is a game's ``state`` or a hand-made part of one, a mapping of:

    - ``marks``: {sum 2..12: marks on that scoring line} (keys may be text, as in JSON);
    - ``throwaways``: {face 1..6: marks on that throwaway line}, at most three faces;
    - ``roll``: the five dice showing (``"1 1 3 5 6"``, ``"11356"`` or a list); ``None`` or
      left out: the seed's next roll, or no roll once a throwaway number has 8 marks;
    - ``rolls``, ``free_rides``: rolls marked since the start of play (or of the hand-made
      position) and the free rides among them (default 0);
    - ``last_roll``: the roll the last choice marked (default ``None``).

    Marks left out of a hand-made sheet are allowed (the book shows part of a sheet), so the
    marks need not add up to two per roll. The rules bound the throwaway lines (8 marks, at
    most one line at 8, at most three lines) and the rolls with a throwaway (at most the
    throwaway marks on the sheet); free rides are unlimited in the rules, so
    :data:`~cardlib.dice.engine.MAX_FREE_RIDES` is a stated practical limit and a scoring
    line carries at most :data:`~cardlib.dice.engine.MAX_LINE_MARKS` marks (two per roll of
    the longest game allowed).

    >>> for problem in position_problems({"throwaways": {1: 8, 2: 8}, "roll": "1 2 3 4"}):
    ...     print(problem)
    the roll has 4 dice: a roll is five dice
    throwaway numbers 1 and 2 both have 8 marks: the game ends at the first 8th mark
    >>> position_problems({"marks": {"7": 3}, "throwaways": {"1": 2}, "roll": [1, 2, 3, 4, 5]})
    []
    """
    return _read_position(position)[1]


def _read_position(position: object) -> tuple[_Position | None, list[str]]:
    """The position read, and its problems (the position is ``None`` when there are any)."""
    if not isinstance(position, Mapping):
        return None, [
            "a Solitaire Dice position must be a mapping of names to values, not "
            f"{quoted(position)}"
        ]
    problems: list[str] = []
    bad_keys = [k for k in position if not isinstance(k, str) or k not in POSITION_KEYS]
    if bad_keys:
        problems.append(
            f"unknown position key {quoted(bad_keys[0])}: a position has "
            + ", ".join(POSITION_KEYS)
        )
    marks = [0] * 13
    for key, count in _counts(position.get("marks"), "scoring line", SUMS, problems):
        if count > MAX_LINE_MARKS:
            problems.append(
                f"scoring line {key} has {quoted(count)} marks: a game of at most "
                f"{MAX_FREE_RIDES:,} free rides marks a line at most {MAX_LINE_MARKS:,} times"
            )
        marks[key] = count
    throws = [0] * 7
    for key, count in _counts(position.get("throwaways"), "throwaway number", FACES, problems):
        if count > THROWAWAY_MARKS_TO_END:
            problems.append(
                f"throwaway number {key} has {count} marks: the game ends at its "
                f"{THROWAWAY_MARKS_TO_END}th"
            )
        throws[key] = count
    roll = _dice(position.get("roll"), "the roll", problems)
    last_roll = _dice(position.get("last_roll"), "the last roll", problems)
    rolls = _counter(position.get("rolls", 0), "rolls", problems)
    free_rides = _counter(position.get("free_rides", 0), "free_rides", problems)

    in_use = [f for f in FACES if throws[f]]
    if len(in_use) > THROWAWAY_LIMIT:
        problems.append(
            f"{len(in_use)} throwaway numbers in use ({', '.join(map(str, in_use))}): "
            f"the rules allow at most {THROWAWAY_LIMIT}"
        )
    ended = [f for f in FACES if throws[f] >= THROWAWAY_MARKS_TO_END]
    if len(ended) > 1:
        problems.append(
            f"throwaway numbers {_and(ended)} both have {THROWAWAY_MARKS_TO_END} marks: "
            f"the game ends at the first {THROWAWAY_MARKS_TO_END}th mark"
            if len(ended) == 2
            else f"throwaway numbers {_and(ended)} all have {THROWAWAY_MARKS_TO_END} or more "
            f"marks: the game ends at the first {THROWAWAY_MARKS_TO_END}th mark"
        )
    if ended and roll is not None:
        problems.append(
            f"throwaway number {ended[0]} has its {THROWAWAY_MARKS_TO_END}th mark, so the "
            "game is over, but a roll is showing"
        )
    if free_rides is not None and free_rides > MAX_FREE_RIDES:
        problems.append(
            f"{quoted(free_rides)} free rides: more than {MAX_FREE_RIDES:,} never happen "
            "(each has chance 1/32)"
        )
    if rolls is not None and free_rides is not None:
        thrown = sum(throws)
        if free_rides > rolls:
            problems.append(f"{quoted(free_rides)} free rides among only {quoted(rolls)} rolls")
        elif rolls - free_rides > thrown:
            problems.append(
                f"{quoted(rolls - free_rides)} rolls with a throwaway but only {thrown} "
                "throwaway marks: each such roll marks one"
            )
    if free_rides and len(in_use) < THROWAWAY_LIMIT:
        problems.append(
            f"{free_rides} free rides but {len(in_use)} throwaway numbers in use: a free "
            f"ride needs {THROWAWAY_LIMIT}"
        )
    if problems or rolls is None or free_rides is None:
        return None, problems
    return _Position(marks, throws, roll, rolls, free_rides, last_roll), problems


def _counts(
    data: object, line: str, keys: tuple[int, ...], problems: list[str]
) -> list[tuple[int, int]]:
    """The (line, marks) pairs of a ``marks`` or ``throwaways`` mapping; problems noted."""
    if data is None:
        return []
    what = "marks" if line == "scoring line" else "throwaways"
    span = f"{keys[0]} to {keys[-1]}"
    if not isinstance(data, Mapping):
        problems.append(
            f"{what} must map a {line} ({span}) to its number of marks, not {quoted(data)}"
        )
        return []
    out: list[tuple[int, int]] = []
    seen: set[int] = set()
    for k, v in data.items():
        key = _number(k)
        if key is None or key not in keys:
            kind = "a sum" if line == "scoring line" else "a face"
            problems.append(f"a {line} is {kind} from {span}, not {quoted(k)}")
            continue
        if key in seen:
            problems.append(f"{line} {key} is given twice in {what}")
            continue
        seen.add(key)
        if isinstance(v, bool) or not isinstance(v, int):
            problems.append(f"{line} {key}: its marks must be a whole number, not {quoted(v)}")
            continue
        if v < 0:
            problems.append(f"{line} {key} cannot carry {quoted(v)} marks")
            continue
        out.append((key, v))
    return out


def _number(value: object) -> int | None:
    """A whole number from an int or a short text of ASCII digits (JSON keys are text)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        text = value.strip()
        if 0 < len(text) <= 3 and text.isascii() and text.isdigit():
            return int(text)
    return None


def _counter(value: object, what: str, problems: list[str]) -> int | None:
    """A roll counter: a whole number, at least 0."""
    if isinstance(value, bool) or not isinstance(value, int):
        problems.append(f"{what} must be a whole number, not {quoted(value)}")
        return None
    if value < 0:
        problems.append(f"{what} cannot be negative, not {quoted(value)}")
        return None
    return value


def _dice(value: object, what: str, problems: list[str]) -> Roll | None:
    """Five dice from a roll's text or list (``None`` stays ``None``); problems noted."""
    if value is None:
        return None
    try:
        return read_roll(value, what)
    except ValueError as err:
        problems.append(str(err))
        return None


def read_roll(value: object, what: str = "a roll") -> Roll:
    """Five dice from ``"1 1 3 5 6"``, ``"11356"`` or a list of numbers.

    >>> read_roll("1 1 3 5 6"), read_roll([6, 5, 4, 3, 2])
    ((1, 1, 3, 5, 6), (6, 5, 4, 3, 2))
    >>> read_roll("1 2 3 4 7")
    Traceback (most recent call last):
    ...
    ValueError: a roll: a die shows 1 to 6, not 7
    """
    items: list[object]
    if isinstance(value, str):
        text = value.replace(",", " ").strip()
        if len(text) > 40:
            raise ValueError(f"{what} is five dice from 1 to 6, not {quoted(value)}")
        items = list(text.split() if " " in text else text)
    elif isinstance(value, list | tuple):
        items = list(value)
    else:
        raise ValueError(f"{what} is five dice from 1 to 6, not {quoted(value)}")
    dice: list[int] = []
    for x in items:
        n = _number(x) if not isinstance(x, str) or len(x) == 1 else None
        if n is None:
            raise ValueError(f"{what}: a die shows a number from 1 to 6, not {quoted(x)}")
        if not 1 <= n <= 6:
            raise ValueError(f"{what}: a die shows 1 to 6, not {quoted(n)}")
        dice.append(n)
    if len(dice) != 5:
        raise ValueError(f"{what} has {len(dice)} dice: a roll is five dice")
    return (dice[0], dice[1], dice[2], dice[3], dice[4])


def _and(faces: Iterable[int]) -> str:
    items = [str(f) for f in faces]
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _or(faces: Iterable[int]) -> str:
    items = [str(f) for f in faces]
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]
