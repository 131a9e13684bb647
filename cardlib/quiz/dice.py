"""Solitaire Dice: "What does this score sheet score?"

The sheet comes from seeded random play; the answer is the engine's score. The wrong
choices are the engine's scores of sheets one mark away from the real one, so they are
the totals a reader gets by miscounting one line.

>>> import cardlib
>>> sheet = {"marks": {3: 2, 5: 7, 7: 8, 8: 4, 9: 5}}
>>> q = sheet_question(cardlib.new_game("solitaire-dice", seed=0, position=sheet), None)
>>> sorted(q.answer)
['-210']
"""

from __future__ import annotations

import random

from cardlib.dice import LINE_VALUES, SUMS, SolitaireDice, line_score, sheet_score
from cardlib.dice.scoring import MARKS_TO_CLEAR, MAX_SCORING_MARKS, OPEN_PENALTY
from cardlib.game import Game
from cardlib.quiz.generators import register_generator
from cardlib.quiz.playout import history_of, walk
from cardlib.quiz.question import Question

__all__ = ["line_explanation", "sheet_question"]

_RULE = (
    f"a line scores 0 unmarked, {OPEN_PENALTY} with 1 to {MARKS_TO_CLEAR - 1} marks, 0 with "
    f"{MARKS_TO_CLEAR}, then its value for each mark from the {MARKS_TO_CLEAR + 1}th to the "
    f"{MAX_SCORING_MARKS}th"
)


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


def line_explanation(total: int, marks: int) -> str:
    """How line ``total`` with ``marks`` marks scores, in words, e.g. ``'7: 8 marks, (8 - 5)
    x 30 = +90'``."""
    score = line_score(total, marks)
    if marks < MARKS_TO_CLEAR:
        how = f"{marks} mark{'s' * (marks != 1)}, {OPEN_PENALTY}"
    elif marks == MARKS_TO_CLEAR:
        how = f"{marks} marks, back to 0"
    else:
        counted = min(marks, MAX_SCORING_MARKS)
        extra = f" (marks over {MAX_SCORING_MARKS} add nothing)" if marks > counted else ""
        how = (
            f"{marks} marks, ({counted} - {MARKS_TO_CLEAR}) x {LINE_VALUES[total]} = "
            f"{_signed(score)}{extra}"
        )
    return f"{total}: {how}"


def _picture(marks: dict[int, int]) -> str:
    th = 'style="text-align:left;padding:1px 8px;color:#555;font-weight:normal"'
    td = 'style="padding:1px 8px"'
    rows = "".join(
        f"<tr><td {td}><b>{s}</b></td><td {td}>{LINE_VALUES[s]}</td>"
        f'<td {td} aria-label="{marks[s]} marks">{"✕" * marks[s] or "-"}</td>'
        f"<td {td}>{marks[s]}</td></tr>"
        for s in SUMS
    )
    return (
        '<div class="cardlib-quiz-dice" role="group" aria-label="Solitaire Dice score sheet"'
        ' style="padding:8px;background:#fbfaf4;border:1px solid #d8d3b8;border-radius:8px">'
        '<table style="border-collapse:collapse;font-size:14px">'
        f"<thead><tr><th {th}>sum</th><th {th}>value</th><th {th}>marks</th>"
        f"<th {th}>count</th></tr></thead><tbody>{rows}</tbody></table></div>"
    )


def _off_by(marks: dict[int, int], steps: int) -> set[int]:
    """Scores of the sheets ``steps`` marks away from ``marks`` (a mark more or less)."""
    found: set[int] = set()
    frontier = [marks]
    for _ in range(steps):
        nxt = []
        for m in frontier:
            for s in SUMS:
                for d in (-1, 1):
                    if m[s] + d >= 0:
                        nxt.append({**m, s: m[s] + d})
        frontier = nxt
    found.update(sheet_score(m) for m in frontier)
    return found


def _wrong_totals(marks: dict[int, int], right: int, rng: random.Random) -> list[int]:
    """Three distinct wrong totals, the most plausible first: sheets one mark away (a line
    miscounted by one), then two marks away, then the total off by one line's penalty."""
    wrong: list[int] = []
    tiers = [
        _off_by(marks, 1),
        _off_by(marks, 2),
        {right + d for d in (-200, 200, -400, 400, -100, 100)},
    ]
    for tier in tiers:
        fresh = sorted(tier - {right} - set(wrong))
        rng.shuffle(fresh)
        wrong.extend(fresh[: 3 - len(wrong)])
        if len(wrong) == 3:
            break
    return wrong


def sheet_question(game: SolitaireDice, rng: random.Random | None = None) -> Question | None:
    """Ask for the score of ``game``'s sheet as it stands (``None`` while it is empty)."""
    marks = dict(game.marks)
    if not any(marks.values()):
        return None
    right = game.score
    wrong = _wrong_totals(marks, right, rng or random.Random(0))
    options = sorted([right, *wrong])
    lines = "; ".join(line_explanation(s, marks[s]) for s in SUMS if marks[s])
    explanation = f"{lines}. Total {right}."
    return Question(
        game_id=game.id,
        kind="sheet score",
        prompt="What does this score sheet score?",
        picture=_picture(marks),
        choices=tuple(str(v) for v in options),
        answer=frozenset({str(right)}),
        explanation=explanation,
        rule=_RULE,
        key="sheet:" + ",".join(f"{s}={marks[s]}" for s in SUMS if marks[s]),
        deal_code=game.deal_code,
        history=history_of(game),
        data={"marks": {s: marks[s] for s in SUMS if marks[s]}},
    )


@register_generator("sheet score", families=("dice",))
def _sheet(game: Game, rng: random.Random) -> Question | None:
    if not isinstance(game, SolitaireDice):
        return None
    walk(game, rng, rng.randrange(2, 30))
    return sheet_question(game, rng)
