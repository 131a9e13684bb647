"""Solitaire Dice scoring: line values, the score of one line, the score of a sheet.

A scoring line is worth nothing until it is opened; its first mark costs 200 points, and it
stays at -200 until its fifth mark brings it back to zero. Marks six to ten each add the
line's value; marks beyond ten add nothing.

>>> LINE_VALUES[2], LINE_VALUES[7], LINE_VALUES[12]
(100, 30, 100)
>>> [line_score(7, c) for c in (0, 1, 4, 5, 6, 10, 11)]
[0, -200, -200, 0, 30, 150, 150]
>>> sheet_score({3: 2, 5: 7, 7: 8, 8: 4, 9: 5})
-210
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = [
    "BEST_SCORE",
    "FACES",
    "LINE_VALUES",
    "MARKS_TO_CLEAR",
    "MAX_SCORING_MARKS",
    "OPEN_PENALTY",
    "SUMS",
    "THROWAWAY_LIMIT",
    "THROWAWAY_MARKS_TO_END",
    "line_score",
    "sheet_score",
]

SUMS: tuple[int, ...] = tuple(range(2, 13))
"""The eleven scoring lines: the sums of two dice, 2 to 12."""

FACES: tuple[int, ...] = tuple(range(1, 7))
"""The six throwaway lines: the faces of a die, 1 to 6."""

LINE_VALUES: dict[int, int] = {
    2: 100,
    3: 70,
    4: 60,
    5: 50,
    6: 40,
    7: 30,
    8: 40,
    9: 50,
    10: 60,
    11: 70,
    12: 100,
}
"""Each scoring line's value ``v``: what one mark from the sixth to the tenth adds."""

OPEN_PENALTY = -200
"""A line with one to four marks scores this (flat, not per mark)."""

MARKS_TO_CLEAR = 5
"""The mark that brings a line back to zero."""

MAX_SCORING_MARKS = 10
"""Marks beyond this add nothing."""

BEST_SCORE = (MAX_SCORING_MARKS - MARKS_TO_CLEAR) * sum(LINE_VALUES.values())
"""The highest score a sheet can show: every scoring line at ten marks (3,350)."""

THROWAWAY_LIMIT = 3
"""At most this many different throwaway numbers in a game."""

THROWAWAY_MARKS_TO_END = 8
"""The game ends on the roll that gives a throwaway number this many marks."""


def line_score(total: int, marks: int) -> int:
    """The score of scoring line ``total`` (2..12) carrying ``marks`` marks.

    >>> line_score(2, 10), line_score(2, 11), line_score(6, 9), line_score(12, 1)
    (500, 500, 160, -200)

    ``ValueError`` for a total outside 2..12 or a negative number of marks.
    """
    if total not in LINE_VALUES:
        raise ValueError(f"a scoring line is a sum from 2 to 12, not {total!r}")
    if marks < 0:
        raise ValueError(f"a line cannot carry {marks} marks")
    if marks == 0:
        return 0
    if marks < MARKS_TO_CLEAR:
        return OPEN_PENALTY
    return (min(marks, MAX_SCORING_MARKS) - MARKS_TO_CLEAR) * LINE_VALUES[total]


def sheet_score(marks: Mapping[int, int]) -> int:
    """The score of a sheet: ``marks`` maps a sum (2..12) to its number of marks.

    Sums left out carry no marks.

    >>> sheet_score({}), sheet_score({7: 6, 8: 1})
    (0, -170)
    """
    return sum(line_score(total, count) for total, count in marks.items())
