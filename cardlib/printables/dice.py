"""The Solitaire Dice printables: a blank score sheet, a two-dice probability worksheet and
an expected-value worksheet on one coached roll, each worksheet's second page its key.

Every number comes from the engine: the line values and the scoring rules from
:mod:`cardlib.dice.scoring`, the reminder of how a roll is used from the game's own rule
summary, the ways of making each sum from the 36 throws of two dice (counted here by listing
them), and the expected-value key from the coach's own ranking of the choices
(:func:`cardlib.dice.value.advise`, the table the dice chapter's sample turn shows).
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from html import escape
from itertools import pairwise, product
from typing import Any

from cardlib.dice import scoring
from cardlib.dice.engine import Choice
from cardlib.dice.game import SolitaireDice, new_dice_game
from cardlib.dice.strategy import expected_rolls_left
from cardlib.dice.value import advise
from cardlib.printables.page import Printable, lines_to_write, page_html, table_html
from cardlib.summary import number_word
from cardlib.views.dice import choice_text, pairs_text

__all__ = [
    "DICE_PRINTABLES",
    "EV_POSITION",
    "ev_ranking",
    "ev_turn",
    "expected_value_html",
    "probability_html",
    "score_sheet_html",
    "two_dice_ways",
]

#: The position of the expected-value worksheet: ten rolls into a game, three throwaway
#: numbers in use (1, 3 and 4), the 7 line just cleared, the 5, 8 and 9 lines still costing
#: 200 each. The roll shows two of the throwaway numbers, so one of them must go: six
#: choices, from one that adds points at once to ones that open new lines.
EV_POSITION: dict[str, Any] = {
    "marks": {5: 4, 6: 6, 7: 5, 8: 3, 9: 2},
    "throwaways": {1: 3, 3: 4, 4: 3},
    "roll": "1 2 4 5 6",
    "rolls": 10,
}

_THROWS = len(scoring.FACES) ** 2
"""The ways two dice can fall (36)."""


# ----- facts -----------------------------------------------------------------------------------
def two_dice_ways() -> dict[int, int]:
    """In how many of the 36 throws of two dice each sum 2..12 comes up (listed and counted)."""
    counts = Counter(a + b for a, b in product(scoring.FACES, repeat=2))
    return {s: counts[s] for s in scoring.SUMS}


def ev_turn() -> SolitaireDice:
    """The expected-value worksheet's game: :data:`EV_POSITION`, its roll showing."""
    return new_dice_game(position=EV_POSITION)


def ev_ranking() -> list[tuple[Choice, float, int]]:
    """Every choice of :func:`ev_turn`'s roll in the coach's order: the choice, the final
    score the coach expects from it, and the score it leaves on the sheet now."""
    game = ev_turn()
    distinct = {(c.free, c.aside, c.sums) for c in game.sheet.choices()}
    out = []
    for choice, value in advise(game.sheet, top=len(distinct)).ranked:
        after = game.copy()
        after.play(choice)
        out.append((choice, value, after.score))
    return out


def _reminder() -> list[str]:
    """Two lines on how a roll is used, taken from the game's own rule summary."""
    play = dict(new_dice_game(1).rule_summary().play)
    each_roll = " ".join(play["Each roll"][1:])
    rest = f"{play['Throwaway numbers'][0]} {play['The end'][0]}"
    return [
        '<div class="reminder">',
        f"<p><b>Each roll:</b> {escape(each_roll)}</p>",
        f"<p>{escape(rest)}</p>",
        "</div>",
    ]


# ----- 1. the score sheet ----------------------------------------------------------------------
def score_sheet_html() -> str:
    """A blank score sheet: the scoring lines with their boxes and values, the throwaway
    lines, the total and a reminder of how a roll is used."""
    clear, top = scoring.MARKS_TO_CLEAR, scoring.MAX_SCORING_MARKS
    penalty = f"{scoring.OPEN_PENALTY:+d}".replace("-", "\u2212")
    zones = (
        f'<tr><th scope="col" rowspan="2">sum</th><th scope="col" rowspan="2">value</th>'
        f'<th scope="colgroup" colspan="{clear - 1}">marks 1 to {clear - 1}: line scores '
        f"{penalty}</th>"
        f'<th scope="col">mark {clear}: 0</th>'
        f'<th scope="colgroup" colspan="{top - clear}">marks {clear + 1} to {top}: '
        f"each adds the value</th>"
        f'<th scope="col" rowspan="2">line score</th></tr>'
    )
    numbers = "<tr>" + "".join(f'<th scope="col">{c}</th>' for c in range(1, top + 1)) + "</tr>"
    rows = []
    for s in scoring.SUMS:
        cells = []
        for c in range(1, top + 1):
            gap = " gap" if c in (clear, clear + 1) else ""
            label = f"<small>{scoring.line_score(s, c)}</small>" if c > clear else ""
            cells.append(f'<td class="box{gap}">{label}</td>')
        rows.append(
            f'<tr data-sum="{s}"><th scope="row">{s}</th>'
            f'<td class="value">{scoring.LINE_VALUES[s]}</td>{"".join(cells)}'
            '<td class="box wide"></td></tr>'
        )
    scoring_table = (
        f'<table class="scoring-lines"><caption>Scoring lines (each box in marks {clear + 1} '
        f"to {top} shows the line's score once that box is marked; marks after the "
        f"{_ordinal(top)} add nothing)</caption><thead>"
        + zones
        + numbers
        + "</thead><tbody>"
        + "".join(rows)
    )
    scoring_table += (
        f'<tr><th scope="row" colspan="{top + 2}" style="text-align:right">total '
        'score</th><td class="box wide total"></td></tr></tbody></table>'
    )
    end = scoring.THROWAWAY_MARKS_TO_END
    throw_rows = [
        '<tr class="throwaway"><th scope="row">number: ____</th>'
        + "".join('<td class="box"></td>' for _ in range(end))
        + "</tr>"
        for _ in range(scoring.THROWAWAY_LIMIT)
    ]
    throw_table = (
        f'<table class="throwaway-lines"><caption>Throwaway lines (at most '
        f"{number_word(scoring.THROWAWAY_LIMIT)} numbers; the game ends on a number's "
        f'{_ordinal(end)} mark)</caption><thead><tr><th scope="col">number</th>'
        + "".join(f'<th scope="col">{m}</th>' for m in range(1, end + 1))
        + "</tr></thead><tbody>"
        + "".join(throw_rows)
        + "</tbody></table>"
    )
    body = [
        "<h1>Solitaire Dice: score sheet</h1>",
        '<p class="name">Name: ______________________ Date: ____________</p>',
        scoring_table,
        throw_table,
        *_reminder(),
    ]
    return page_html("Solitaire Dice: score sheet", body)


def _ordinal(n: int) -> str:
    words = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth"}
    words |= {7: "seventh", 8: "eighth", 9: "ninth", 10: "tenth"}
    return words.get(n, f"{n}th")


# ----- 2. the probability worksheet ------------------------------------------------------------
def _outcome_grid(filled: bool) -> str:
    faces = scoring.FACES
    head = "".join(f'<th scope="col" class="cell">{f}</th>' for f in faces)
    rows = []
    for a in faces:
        cells = "".join(f'<td class="cell">{a + b if filled else ""}</td>' for b in faces)
        rows.append(f'<tr><th scope="row" class="cell">{a}</th>{cells}</tr>')
    return (
        f'<table class="outcomes"><caption>The {_THROWS} ways two dice can fall: first die '
        "down the side, second die along the top</caption><thead><tr>"
        '<th scope="col" class="cell">+</th>'
        f"{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
    )


def _share(ways: int) -> str:
    total = len(scoring.FACES) ** 2
    f = Fraction(ways, total)
    simple = "" if f.denominator == total else f" = {f.numerator}/{f.denominator}"
    return f"{ways}/{total}{simple}<br>({100 * ways / total:.1f}%)"


def _sums_table(filled: bool) -> str:
    ways = two_dice_ways()
    sums = scoring.SUMS
    header = ["sum", *map(str, sums)]
    rows = [
        ["ways", *(str(ways[s]) if filled else "" for s in sums)],
        [f"share of {_THROWS}", *(_share(ways[s]) if filled else "" for s in sums)],
        ["line value", *(str(scoring.LINE_VALUES[s]) for s in sums)],
    ]
    out = ['<table class="sums"><caption>Each sum of two dice</caption><tbody>']
    out.append("<tr>" + "".join(f'<th scope="col">{h}</th>' for h in header) + "</tr>")
    for row in rows:
        cls = ' class="box"' if not filled and row[0] != "line value" else ""
        out.append(
            f'<tr data-row="{row[0]}"><th scope="row">{row[0]}</th>'
            + "".join(f"<td{cls}>{c}</td>" for c in row[1:])
            + "</tr>"
        )
    out.append("</tbody></table>")
    return "".join(out)


def _probability_questions() -> list[str]:
    v = scoring.LINE_VALUES
    return [
        f"Fill in the table of the {_THROWS} ways two dice can fall: write the sum in each box.",
        "Count the boxes for each sum and fill in the rows <i>ways</i> and "
        f"<i>share of {_THROWS}</i>.",
        "Which sum can two dice make in the most ways? Which sums in the fewest?",
        f"The 2 line is worth {v[2]} a mark and the 7 line only {v[7]}. Look at the "
        "<i>ways</i> row: why do the rarest sums pay the most?",
        f"The 6 and the 8 lines are both worth {v[6] if v[6] == v[8] else '(see the table)'}. "
        "Why do they have the same value?",
    ]


def probability_html() -> str:
    """The two-dice worksheet (the table of outcomes, ways and shares, why the line values
    follow them) and, on its second page, the answer key computed from the dice."""
    ways = two_dice_ways()
    v = scoring.LINE_VALUES
    qs = _probability_questions()
    most = max(ways.values())
    fewest = min(ways.values())
    most_sums = [s for s in scoring.SUMS if ways[s] == most]
    fewest_sums = [s for s in scoring.SUMS if ways[s] == fewest]
    by_ways: dict[int, set[int]] = {}
    for s in scoring.SUMS:
        by_ways.setdefault(ways[s], set()).add(v[s])
    # One value for each number of ways, and fewer ways always pay more: the key says so
    # only because it is so.
    ladder = sorted((w, next(iter(vals))) for w, vals in by_ways.items() if len(vals) == 1)
    follows = len(ladder) == len(by_ways) and all(a[1] > b[1] for a, b in pairwise(ladder))
    ladder_text = "; ".join(f"{w} {'way' if w == 1 else 'ways'}: {val} a mark" for w, val in ladder)
    total = len(scoring.FACES) ** 2
    answers = [
        "See the table above: each box holds the sum of its row and column.",
        "See the table of sums above.",
        f"The {_and(most_sums)} in the most ways ({most} of {total}); the "
        f"{_and(fewest_sums)} in the fewest ({fewest} each).",
        (
            f"The values follow the ways: {ladder_text}. A rare sum comes up less often, so "
            f"its line is harder to fill to {number_word(scoring.MAX_SCORING_MARKS)} marks; it "
            "pays more for each mark to make up for it. A 7 comes up "
            f"{Fraction(ways[7], ways[2])} times as often as a 2."
            if follows
            else "The values do not simply follow the ways: compare the two rows."
        ),
        f"Two dice make a 6 in {ways[6]} ways and an 8 in {ways[8]}: they come up equally "
        "often, so their lines pay the same. The table is the same on both sides of 7.",
    ]
    worksheet = [
        "<h1>Solitaire Dice: two dice</h1>",
        '<p class="name">Name: ______________________ Date: ____________</p>',
        _outcome_grid(filled=False),
        _sums_table(filled=False),
        "<h2>Questions</h2><ol>",
        *(f"<li>{q}{lines_to_write(2) if i >= 2 else ''}</li>" for i, q in enumerate(qs)),
        "</ol>",
    ]
    key = [
        '<section class="key">',
        "<h1>Answer key: two dice</h1>",
        _outcome_grid(filled=True),
        _sums_table(filled=True),
        "<h2>Answers</h2><ol>",
        *(f"<li>{a}</li>" for a in answers),
        "</ol></section>",
    ]
    return page_html("Solitaire Dice: two dice (worksheet and answer key)", worksheet + key)


def _and(sums: list[int]) -> str:
    words = [str(s) for s in sums]
    if len(words) == 1:
        return f"{words[0]} is made"
    return f"{', '.join(words[:-1])} and {words[-1]} are made"


# ----- 3. the expected-value worksheet ---------------------------------------------------------
def _position_tables(game: SolitaireDice) -> str:
    marks, scores = game.marks, game.line_scores
    head = ["line", *map(str, scoring.SUMS)]
    rows = [
        ["marks", *(str(marks[s]) for s in scoring.SUMS)],
        ["line score", *(str(scores[s]) for s in scoring.SUMS)],
    ]
    lines = (
        '<table class="position"><caption>The scoring lines now</caption><tbody>'
        + "<tr>"
        + "".join(f'<th scope="col">{h}</th>' for h in head)
        + "</tr>"
        + "".join(
            f'<tr><th scope="row">{r[0]}</th>' + "".join(f"<td>{c}</td>" for c in r[1:]) + "</tr>"
            for r in rows
        )
        + "</tbody></table>"
    )
    used = game.throwaway_numbers
    throws = table_html(
        "The throwaway numbers in use",
        ["number", *map(str, used)],
        [["marks", *(str(game.throwaway_marks[f]) for f in used)]],
    )
    return lines + throws


def expected_value_html() -> str:
    """One coached turn: the pupil lists the roll's choices and picks the best; the key
    gives the coach's expected final score for every choice and its reasoning."""
    game = ev_turn()
    ranked = ev_ranking()
    roll = " ".join(map(str, game.roll or ()))
    n = len(ranked)
    end = scoring.THROWAWAY_MARKS_TO_END
    intro = (
        f"You are {game.rolls} rolls into a game. Your sheet scores {game.score} now. "
        f'You roll <span class="dice">{escape(roll)}</span>'
    )
    blank_rows = [["", "", "", "", ""] for _ in range(n)]
    questions = [
        f"This roll allows {n} different choices. List them all in the table: the die you "
        "throw away, the two pairs, the lines they mark, and the score the sheet would show "
        "now.",
        "Which choice leaves the highest score on the sheet now?",
        f"Which lines are still costing {-scoring.OPEN_PENALTY} points? How many marks does "
        "each need to get back to zero?",
        "Which choices open a new line? What does that cost now, and later?",
        "Number the choices in the last column from the best (1) to the worst, and say "
        "why you put your first choice first.",
    ]
    worksheet = [
        "<h1>Solitaire Dice: one roll, every choice</h1>",
        '<p class="name">Name: ______________________ Date: ____________</p>',
        _position_tables(game),
        f"<p>{intro}.</p>",
        table_html(
            "Every choice for this roll",
            ["die thrown away", "pairs", "lines marked", "score now", "your rank"],
            blank_rows,
            cls="choices",
        ),
        "<h2>Questions</h2><ol>",
        *(f"<li>{q}{lines_to_write(2) if i else ''}</li>" for i, q in enumerate(questions)),
        "</ol>",
        f"<p>Remember: the game ends on the roll that gives a throwaway number its "
        f"{_ordinal(end)} mark, so the number of rolls left is limited.</p>",
    ]
    key_rows = []
    for i, (c, value, now) in enumerate(ranked, start=1):
        s, t = c.sums
        lines = f"{s} twice" if s == t else f"{s} and {t}"
        key_rows.append(
            f'<tr class="{"best" if i == 1 else ""}" data-rank="{i}" '
            f'data-choice="{escape(str(c))}"><td>{i}</td><td>throw away {c.aside}</td>'
            f"<td>{escape(pairs_text(c))}</td><td>{lines}</td><td>{now:+,}</td>"
            f"<td>{value:+,.0f}</td></tr>"
        )
    key_table = (
        '<table class="coach"><caption>Every choice in the coach\'s order</caption><thead><tr>'
        + "".join(
            f'<th scope="col">{h}</th>'
            for h in (
                "coach's rank",
                "choice",
                "pairs",
                "lines marked",
                "score now",
                "expected final score",
            )
        )
        + "</tr></thead><tbody>"
        + "".join(key_rows)
        + "</tbody></table>"
    )
    key = [
        '<section class="key">',
        "<h1>Answer key: one roll, every choice</h1>",
        f"<p>The roll {escape(roll)} allows {n} different choices. The table lists them all, "
        "in the coach's order, with the score each leaves on the sheet now and the final "
        "score the coach expects from it.</p>",
        key_table,
        "<h2>Why the coach chooses as it does</h2>",
        *(f"<p>{p}</p>" for p in _ev_reasoning(game, ranked)),
        "</section>",
    ]
    return page_html(
        "Solitaire Dice: one roll, every choice (worksheet and answer key)", worksheet + key
    )


def _opens(game: SolitaireDice, c: Choice) -> list[int]:
    return sorted({s for s in c.sums if game.marks[s] == 0})


def _ev_reasoning(game: SolitaireDice, ranked: list[tuple[Choice, float, int]]) -> list[str]:
    """The key's explanation in plain words, every claim checked against the numbers."""
    clear = scoring.MARKS_TO_CLEAR
    best, best_value, _now = ranked[0]
    second_value = ranked[1][1]
    out = [
        f"The coach picks the first row: {escape(choice_text(best))}. It expects to end the "
        f"game with about {best_value:+,.0f}, {best_value - second_value:,.0f} points more "
        "than with its second choice."
    ]
    owed = [s for s in best.sums if 0 < game.marks[s] < clear]
    if owed:
        parts = [
            f"the {s} line has {game.marks[s]} marks and needs "
            f"{clear - game.marks[s]} more to get back to zero"
            for s in sorted(set(owed))
        ]
        out.append(
            f"Its marks go where they pay most in the end: {'; '.join(parts)}. A line "
            f"costs {-scoring.OPEN_PENALTY} points until its {_ordinal(clear)} mark, so "
            f"the mark that clears it is worth {-scoring.OPEN_PENALTY} points at once."
        )
    greedy = max(ranked, key=lambda r: r[2])
    g_rank = ranked.index(greedy) + 1
    if g_rank > 1:
        out.append(
            f"The choice that leaves the highest score now ({escape(choice_text(greedy[0]))}, "
            f"{greedy[2]:+,}) is only the coach's number {g_rank}: it expects "
            f"{best_value - greedy[1]:,.0f} points less from it by the end of the game. The "
            "score now matters less than the lines you will be able to fill."
        )
    opening = [i for i, (c, _v, _n) in enumerate(ranked) if _opens(game, c)]
    if opening and opening == list(range(len(ranked) - len(opening), len(ranked))):
        left = expected_rolls_left(
            tuple(sorted(game.throwaway_marks[f] for f in game.throwaway_numbers))
        )
        out.append(
            "Every choice that opens a new line comes last: it costs "
            f"{-scoring.OPEN_PENALTY} points at once, and it needs {clear} marks to win them "
            f"back, while about {left:.0f} rolls are left on average (this one included), "
            "even with the throwaways spread as evenly as the rules allow."
        )
    return out


DICE_PRINTABLES: tuple[Printable, ...] = (
    Printable(
        "dice-score-sheet",
        "Solitaire Dice score sheet",
        "a blank sheet to play the game with real dice, one per pupil per game",
        1,
        score_sheet_html,
    ),
    Printable(
        "dice-probability",
        "Two dice: ways, shares and line values",
        f"a worksheet on the {_THROWS} throws of two dice and why the rare sums pay most "
        "(page 2 is the answer key)",
        2,
        probability_html,
    ),
    Printable(
        "dice-expected-value",
        "One roll, every choice",
        "a worksheet on one roll of a game in progress: list the choices, pick the best, "
        "compare with the coach (page 2 is the answer key)",
        2,
        expected_value_html,
    ),
)
"""The Solitaire Dice printables, in the order the teacher's page lists them."""
