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

from cardlib.dice.scoring import (
    FACES,
    LINE_VALUES,
    SUMS,
    THROWAWAY_LIMIT,
    THROWAWAY_MARKS_TO_END,
    line_score,
)
from cardlib.game import IllegalMove, Move

__all__ = [
    "ALL_ROLLS",
    "Choice",
    "DiceSheet",
    "DiceStream",
    "Roll",
    "pairings",
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
    def from_position(cls, stream: DiceStream, position: Mapping[str, Any]) -> DiceSheet:
        """A hand-made position: ``marks`` {sum: count}, ``throwaways`` {face: count},
        ``roll`` (five dice, text or list; default: the stream's first roll).

        Later rolls come from the stream. ``ValueError`` for a position the rules cannot
        reach in form (a sum outside 2..12, a face outside 1..6, more than three
        throwaway numbers, a roll that is not five dice).
        """
        unknown = set(position) - {"marks", "throwaways", "roll"}
        if unknown:
            raise ValueError(f"unknown position keys: {', '.join(sorted(unknown))}")
        marks = [0] * 13
        for key, count in _items(position.get("marks", {}), "marks"):
            if key not in LINE_VALUES:
                raise ValueError(f"a scoring line is a sum from 2 to 12, not {key}")
            marks[key] = count
        throws = [0] * 7
        for key, count in _items(position.get("throwaways", {}), "throwaways"):
            if key not in FACES:
                raise ValueError(f"a throwaway number is a face from 1 to 6, not {key}")
            throws[key] = count
        if sum(1 for t in throws if t) > THROWAWAY_LIMIT:
            raise ValueError("at most three throwaway numbers can be in use")
        roll: Roll | None = None
        if position.get("roll") is not None:
            roll = read_roll(position["roll"])
        sheet = cls(stream, marks, throws, roll)
        if sheet.over:
            sheet.roll = None
        return sheet


def read_roll(value: object) -> Roll:
    """Five dice from ``"1 1 3 5 6"``, ``"11356"`` or a list of numbers."""
    if isinstance(value, str):
        text = value.replace(",", " ").strip()
        items: list[object] = list(text.split() if " " in text else text)
    elif isinstance(value, Iterable):
        items = list(value)
    else:
        raise ValueError(f"a roll is five dice, not {value!r}")
    try:
        dice = [int(str(x)) for x in items]
    except ValueError:
        raise ValueError(f"a roll is five dice from 1 to 6, not {value!r}") from None
    if len(dice) != 5 or any(not 1 <= d <= 6 for d in dice):
        raise ValueError(f"a roll is five dice from 1 to 6, not {value!r}")
    return (dice[0], dice[1], dice[2], dice[3], dice[4])


def _items(data: object, what: str) -> list[tuple[int, int]]:
    if not isinstance(data, Mapping):
        raise ValueError(f"{what} must map a number to its count of marks")
    out = []
    for k, v in data.items():
        try:
            key, count = int(k), int(v)
        except (TypeError, ValueError):
            raise ValueError(f"{what}: {k!r}: {v!r} is not number: count") from None
        if count < 0:
            raise ValueError(f"{what}: {key} cannot carry {count} marks")
        out.append((key, count))
    return out


def _or(faces: Iterable[int]) -> str:
    items = [str(f) for f in faces]
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]
