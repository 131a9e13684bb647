"""A static picture of a Solitaire Dice score sheet: five dice, eleven scoring lines, six
throwaway lines, the free-ride notice and the score.

>>> from cardlib.dice import new_dice_game
>>> g = new_dice_game(position={"roll": "1 1 3 5 6"})
>>> g.play("throw 3: 1+5 1+6")
>>> html = dice_sheet_html(g)
>>> 'aria-label="line 7 (30): 1 mark, scores -200"' in html and "<script" not in html
True
>>> 'aria-label="die showing 3"' in die_svg(3)
True

The sheet follows Sackson's: the scoring lines 2 to 12 with their values on the left, each
with ten boxes coloured by zone (marks one to four: the -200 zone; the fifth: zero; six to
ten: each adds the line's value), the line's running score at the end of the line; the
throwaway lines 1 to 6 with eight boxes on the right. Every number shown comes from the
game (:attr:`~cardlib.dice.SolitaireDice.line_scores` and friends): no rule is computed
here. The HTML is one self-contained ``<div>`` (inline SVG, inline style, no scripts, at
most 700 pixels wide) whose markup is well-formed XML.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from cardlib.dice.engine import Choice
from cardlib.dice.game import SolitaireDice
from cardlib.dice.scoring import (
    FACES,
    LINE_VALUES,
    MARKS_TO_CLEAR,
    MAX_SCORING_MARKS,
    SUMS,
    THROWAWAY_MARKS_TO_END,
)
from cardlib.dice.value import Advice

__all__ = [
    "DIE_SIZE",
    "MAX_WIDTH_PX",
    "advice_html",
    "choice_text",
    "dice_caption",
    "dice_row_html",
    "dice_sheet_html",
    "dice_status_text",
    "die_svg",
    "pairs_text",
]

MAX_WIDTH_PX = 700
"""The picture never grows wider than this."""

DIE_SIZE = 44
"""Side of a die in pixels."""

_MINUS = "\N{MINUS SIGN}"
_DASH = "\N{EN DASH}"
_SANS = "system-ui, -apple-system, 'Segoe UI', 'DejaVu Sans', Arial, sans-serif"
_PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}
_BOX = 15  # side of a mark box, pixels
_GAP = 2
_ZONE_FILL = {"penalty": "#f7d4d4", "zero": "#e3e3e3", "scoring": "#d3ebd3"}
_ZONE_TEXT = {"penalty": "#a4161a", "zero": "#444", "scoring": "#1d5c2e", "empty": "#666"}


def _marks_word(n: int) -> str:
    return f"{n} mark" if n == 1 else f"{n} marks"


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n).replace("-", _MINUS)


def die_svg(face: int, *, size: int = DIE_SIZE, selected: bool = False, muted: bool = False) -> str:
    """One die as SVG with its pips, labelled ``"die showing <face>"`` for screen readers.

    ``selected`` draws a blue ring (the die set apart); ``muted`` greys it (not in play).
    """
    if face not in _PIPS:
        raise ValueError(f"a die shows 1 to 6, not {face!r}")
    label = f"die showing {face}"
    fill = "#eee" if muted else "#fffdf5"
    stroke = "#1a73e8" if selected else "#555"
    width = 3 if selected else 1.5
    ink = "#999" if muted else "#1a1a1a"
    pips = "".join(
        f'<circle cx="{12 + 13 * x}" cy="{12 + 13 * y}" r="4.2" fill="{ink}"/>'
        for x, y in _PIPS[face]
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
        f'viewBox="0 0 50 50" role="img" aria-label="{label}"><title>{label}</title>'
        f'<rect x="2" y="2" width="46" height="46" rx="8" fill="{fill}" stroke="{stroke}" '
        f'stroke-width="{width}"/>{pips}</svg>'
    )


def dice_row_html(dice: Sequence[int], *, selected: int | None = None, muted: bool = False) -> str:
    """The dice side by side; ``selected`` is the index of a die set apart."""
    cells = "".join(
        f'<div style="line-height:0">{die_svg(d, selected=i == selected, muted=muted)}</div>'
        for i, d in enumerate(dice)
    )
    return f'<div style="display:flex;gap:6px;align-items:center">{cells}</div>'


def pairs_text(choice: Choice) -> str:
    """The pairing of a choice: ``"1+5 and 1+6"``."""
    (a, b), (c, d) = choice.pairs
    return f"{a}+{b} and {c}+{d}"


def choice_text(choice: Choice) -> str:
    """A choice in words: ``"throw away 3; 1+5 and 1+6 mark lines 6 and 7"``."""
    s, t = choice.sums
    lines = f"line {s} twice" if s == t else f"lines {s} and {t}"
    head = f"set {choice.aside} apart (free ride)" if choice.free else f"throw away {choice.aside}"
    return f"{head}; {pairs_text(choice)} mark {lines}"


def advice_html(advice: Advice) -> str:
    """The coach's verdict as HTML: its choice, why, and the top choices with their values.

    >>> from cardlib.dice import new_dice_game, coach_advice
    >>> "expected final score" in advice_html(coach_advice(new_dice_game(3)))
    True
    """
    choice, value = advice.best
    rows = "".join(f"<li>{escape(choice_text(c))}, about {v:+,.0f}</li>" for c, v in advice.ranked)
    why = "; ".join(advice.reasons)
    return (
        f'<div class="cardlib-coach" style="color:#1d4f91;line-height:1.45">Coach: '
        f"{escape(choice_text(choice))}; "
        f"expected final score about {value:+,.0f}. Why: {escape(why)}."
        f'<ol style="margin:2px 0 0 0">{rows}</ol></div>'
    )


def dice_caption(game: SolitaireDice) -> str:
    """One line about the roll: what is showing and what the rules ask of it."""
    roll = game.roll
    if roll is None:
        last = game.last_roll
        if not last:  # a hand-made finished sheet: no roll was played
            return "Game over."
        return f"Game over. The final roll was {' '.join(map(str, last))}; its pairs were marked."
    shown = " ".join(map(str, roll))
    head = f"Roll {game.rolls + 1}: {shown}."
    numbers = game.throwaway_numbers
    in_use = ", ".join(map(str, numbers))
    if game.free_ride:
        return (
            f"{head} Free ride! None of your throwaway numbers ({in_use}) shows: set any die "
            "apart without marking it and pair the other four."
        )
    if len(numbers) >= 3:
        showing = sorted({f for f in numbers if f in roll})
        which = " or ".join(map(str, showing))
        return f"{head} Your throwaway numbers are {in_use}: throw away a {which}."
    if numbers:
        return (
            f"{head} Throw any die away: throwaway numbers in use {in_use} "
            f"({3 - len(numbers)} more allowed)."
        )
    return f"{head} Throw any die away and pair the other four."


def dice_status_text(game: SolitaireDice) -> str:
    """``"Score -400 · rolls 1 · throwaway numbers 3 · free rides 0"`` (a true minus sign)."""
    numbers = ", ".join(map(str, game.throwaway_numbers)) or "none yet"
    free = game.sheet.free_rides
    return (
        f"Score {_signed(game.score)} · rolls {game.rolls} · throwaway numbers {numbers}"
        f" · free rides {free}"
    )


def _zone(k: int) -> str:
    """Which zone the ``k``-th mark (1-based) of a scoring line falls in."""
    if k < MARKS_TO_CLEAR:
        return "penalty"
    if k == MARKS_TO_CLEAR:
        return "zero"
    return "scoring"


def _boxes_svg(
    count: int,
    boxes: int,
    fills: Sequence[str],
    label: str,
    *,
    last_border: str | None = None,
    extra: int = 0,
) -> str:
    """A row of ``boxes`` boxes, the first ``count`` with a tally stroke; ``+extra`` after."""
    step = _BOX + _GAP
    width = boxes * step + (26 if extra else 0)
    parts = []
    for i in range(boxes):
        x = i * step + 1
        stroke = last_border if (last_border and i == boxes - 1) else "#8a8a8a"
        sw = 2 if (last_border and i == boxes - 1) else 1
        parts.append(
            f'<rect x="{x}" y="1" width="{_BOX - 1}" height="{_BOX - 1}" rx="2" '
            f'fill="{fills[i]}" stroke="{stroke}" stroke-width="{sw}"/>'
        )
        if i < count:
            parts.append(
                f'<path d="M{x + 3} {_BOX - 2}L{x + _BOX - 4} 3" stroke="#1a1a1a" '
                'stroke-width="2.2" stroke-linecap="round"/>'
            )
    if extra:
        parts.append(
            f'<text x="{boxes * step + 2}" y="{_BOX - 3}" font-size="11" '
            f'font-family="{escape(_SANS)}" fill="#333">+{extra}</text>'
        )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{_BOX + 1}" '
        f'viewBox="0 0 {width} {_BOX + 1}" role="img" aria-label="{escape(label)}">'
        f"<title>{escape(label)}</title>{''.join(parts)}</svg>"
    )


def _score_zone(marks: int) -> str:
    if marks == 0:
        return "empty"
    return _zone(min(marks, MAX_SCORING_MARKS))


def _scoring_rows(game: SolitaireDice, highlight: Sequence[int]) -> str:
    marks = game.marks
    scores = game.line_scores
    fills = [_ZONE_FILL[_zone(k)] for k in range(1, MAX_SCORING_MARKS + 1)]
    rows = []
    for s in SUMS:
        c = marks[s]
        score = scores[s]
        label = f"line {s} ({LINE_VALUES[s]}): {_marks_word(c)}, scores {score}"
        boxes = _boxes_svg(
            min(c, MAX_SCORING_MARKS),
            MAX_SCORING_MARKS,
            fills,
            label,
            extra=max(0, c - MAX_SCORING_MARKS),
        )
        zone = _score_zone(c)
        bg = "background:#fff3b0;" if s in highlight else ""
        shown = "" if c == 0 else _signed(score)
        rows.append(
            f'<tr style="{bg}"><td style="text-align:right;font-weight:bold;padding:1px 4px">'
            f'{s}</td><td style="text-align:right;color:#555;padding:1px 4px">({LINE_VALUES[s]})'
            f'</td><td style="padding:1px 4px;line-height:0">{boxes}</td>'
            f'<td style="text-align:right;padding:1px 4px;color:#555">{c or ""}</td>'
            f'<td style="text-align:right;padding:1px 4px;font-weight:bold;'
            f'color:{_ZONE_TEXT[zone]}">{escape(shown)}</td></tr>'
        )
    return "".join(rows)


def _throwaway_rows(game: SolitaireDice) -> str:
    marks = game.throwaway_marks
    in_use = game.throwaway_numbers
    full = len(in_use) >= 3
    fills = ["#fff"] * THROWAWAY_MARKS_TO_END
    rows = []
    for f in FACES:
        c = marks[f]
        status = "in use" if f in in_use else ("not allowed" if full else "")
        label = f"throwaway {f}: {c} of {THROWAWAY_MARKS_TO_END} marks" + (
            f", {status}" if status else ""
        )
        boxes = _boxes_svg(
            c, THROWAWAY_MARKS_TO_END, fills, label, last_border="#a4161a" if c else None
        )
        color = "#222" if f in in_use or not full else "#999"
        rows.append(
            f'<tr><td style="text-align:right;font-weight:bold;padding:1px 4px;color:{color}">'
            f'{f}</td><td style="padding:1px 4px;line-height:0">{boxes}</td>'
            f'<td style="font-size:0.8em;color:#555;padding:1px 4px">{escape(status)}</td></tr>'
        )
    return "".join(rows)


def _legend() -> str:
    chips = "".join(
        f'<span style="display:inline-block;margin-right:8px"><span style="display:inline-block;'
        f"width:10px;height:10px;background:{_ZONE_FILL[z]};border:1px solid #8a8a8a;"
        f'margin-right:3px"></span>{escape(text)}</span>'
        for z, text in (
            ("penalty", f"1{_DASH}4 marks: {_MINUS}200"),
            ("zero", "5th: 0"),
            ("scoring", f"6th{_DASH}10th: +value"),
        )
    )
    return f'<div style="font-size:0.8em;color:#444;margin:2px 0 4px">{chips}</div>'


def dice_sheet_html(
    game: SolitaireDice,
    *,
    show_dice: bool = True,
    selected: int | None = None,
    highlight: Sequence[int] = (),
) -> str:
    """The score sheet as self-contained HTML, with the dice showing above it.

    ``show_dice=False`` leaves the dice out (the widget draws them as buttons);
    ``selected`` rings one die; ``highlight`` shades scoring lines (for example the two
    sums a suggested choice would mark).
    """
    dice_part = ""
    if show_dice:
        roll = game.roll
        dice = roll if roll is not None else game.last_roll
        dice_html = dice_row_html(dice, selected=selected, muted=roll is None) if dice else ""
        dice_part = f'<div style="margin-bottom:6px">{dice_html}</div>'
    caption = dice_caption(game)
    notice = ""
    if game.free_ride:
        notice = (
            '<div class="cardlib-free-ride" role="note" style="margin:4px 0;padding:3px 8px;'
            'background:#e3f0ff;border:1px solid #8fb5e8;border-radius:4px;font-weight:bold">'
            "Free ride: no throwaway number shows. Set any die apart unmarked.</div>"
        )
    threshold = game.win_threshold
    goal = f" ({threshold} or more wins)" if threshold is not None else ""
    score = game.score
    score_color = "#1d5c2e" if score > 0 else ("#a4161a" if score < 0 else "#222")
    result = ""
    outcome = game.outcome
    if outcome is not None:
        result = (
            '<div class="cardlib-result" style="margin-top:6px;padding:4px 8px;'
            'background:#fff7d6;border:1px solid #e0c36a;border-radius:4px;font-weight:bold">'
            f"Game over: {escape(outcome.reason)}.</div>"
        )
    th = 'style="font-weight:normal;color:#555;font-size:0.8em;text-align:left;padding:0 4px"'
    return (
        f'<div class="cardlib-dice" role="group" aria-label="Solitaire Dice score sheet" '
        f'style="font-family:{escape(_SANS)};font-size:14px;color:#222;'
        f"max-width:{MAX_WIDTH_PX}px;box-sizing:border-box;padding:10px;"
        'background:#fbfaf4;border:1px solid #d8d3b8;border-radius:8px">'
        f"{dice_part}"
        f'<div class="cardlib-caption" style="margin-bottom:4px">{escape(caption)}</div>'
        f"{notice}"
        '<div style="display:flex;flex-wrap:wrap;gap:14px;align-items:flex-start">'
        "<div>"
        '<div style="font-weight:bold">Scoring lines</div>'
        f"{_legend()}"
        '<table style="border-collapse:collapse;font-size:13px;line-height:1.25">'
        f"<thead><tr><th {th}>sum</th><th {th}>value</th><th {th}>marks</th>"
        f"<th {th}></th><th {th}>score</th></tr></thead>"
        f"<tbody>{_scoring_rows(game, highlight)}</tbody></table></div>"
        '<div style="max-width:260px">'
        '<div style="font-weight:bold">Throwaway lines</div>'
        '<div style="font-size:0.8em;color:#444;margin:2px 0 4px;line-height:1.3">'
        "at most three numbers; "
        "the 8th mark ends the game</div>"
        '<table style="border-collapse:collapse;font-size:13px;line-height:1.25">'
        f"<tbody>{_throwaway_rows(game)}</tbody></table>"
        f'<div class="cardlib-score" style="margin-top:12px;font-size:1.25em;font-weight:bold;'
        f'color:{score_color}">Score {escape(_signed(score))}</div>'
        f'<div style="font-size:0.8em;color:#555">{escape(goal.strip(" ()"))}</div>'
        "</div></div>"
        f"{result}</div>"
    )
