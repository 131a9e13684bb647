"""Answer keys for the Solitaire Dice chapter's classroom questions (see answer_keys)."""

from __future__ import annotations

import math

from answer_keys import Answer, Chapter, KeyWriter
from cardlib import from_deal_code
from cardlib.dice import SolitaireDice, coach_advice
from cardlib.dice.scoring import (
    LINE_VALUES,
    MARKS_TO_CLEAR,
    MAX_SCORING_MARKS,
    OPEN_PENALTY,
    THROWAWAY_LIMIT,
    THROWAWAY_MARKS_TO_END,
    line_score,
)
from cardlib.printables import two_dice_ways
from cardlib.quiz import Quiz
from cardlib.summary import number_word
from cardlib.views.dice import pairs_text

__all__ = ["KEYS", "dice_key", "quiz_lines"]


_ORDINALS = (
    "zeroth",
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
)


def _lines(sums: list[int]) -> str:
    """``[6, 10]`` -> ``'the 6 and 10 lines'``; ``[4]`` -> ``'the 4 line'``."""
    if not sums:
        return "no new line"
    text = [str(s) for s in sums]
    joined = text[0] if len(text) == 1 else ", ".join(text[:-1]) + " and " + text[-1]
    return f"the {joined} line{'s' * (len(sums) > 1)}"


def coach_opening(code: str, rolls: int = 2) -> list[tuple[str, int, str, list[int]]]:
    """The coach's first ``rolls`` choices on deal ``code``: the roll, the die thrown away,
    the pairs, and the lines each choice opens."""
    game = from_deal_code(code)
    assert isinstance(game, SolitaireDice)
    out = []
    for _ in range(rolls):
        assert game.roll is not None
        roll = " ".join(map(str, game.roll))
        choice = coach_advice(game).best[0]
        before = dict(game.marks)
        game.play(choice)
        opened = sorted(s for s, n in game.marks.items() if n and not before[s])
        out.append((roll, choice.aside, pairs_text(choice), opened))
    return out


def quiz_lines(seed: int = 1, count: int = 5) -> tuple[int, int]:
    """In the first ``count`` sheets of quiz number ``seed``: how many open lines (one to
    four marks) and how many lines past the tenth mark."""
    open_lines = past_ten = 0
    for q in Quiz("solitaire-dice", seed).take(count):
        marks = q.data["marks"].values()
        open_lines += sum(1 <= m < MARKS_TO_CLEAR for m in marks)
        past_ten += sum(m > MAX_SCORING_MARKS for m in marks)
    return open_lines, past_ten


def _half(ch: Chapter, name: str) -> float:
    """Half the width of a glued 95 % interval ``name_lo`` to ``name_hi``."""
    return float(ch.value(f"{name}_hi") - ch.value(f"{name}_lo")) / 2


def dice_key(ch: Chapter) -> list[Answer]:
    """The key to the Solitaire Dice chapter's eight questions."""
    code = str(ch.value("deal_code"))
    (roll1, aside1, pairs1, open1), (roll2, aside2, pairs2, open2) = coach_opening(code)

    ways = two_dice_ways()
    v2, v7 = LINE_VALUES[2], LINE_VALUES[7]

    fifth = line_score(7, MARKS_TO_CLEAR) - line_score(7, MARKS_TO_CLEAR - 1)
    second = line_score(7, 2) - line_score(7, 1)

    longest = THROWAWAY_LIMIT * (THROWAWAY_MARKS_TO_END - 1) + 1
    assert longest == ch.value("max_rolls")

    paired = _half(ch, "diff")
    apart = math.hypot(_half(ch, "strong"), _half(ch, "greedy"))

    n = int(ch.value("n_games"))
    expert = _half(ch, "expert")
    quarter = expert * math.sqrt(n / (n // 4))

    open_lines, past_ten = quiz_lines()

    return [
        Answer(
            f"Play deal {code} on paper with",
            f"The demo's coach, on roll {roll1}, throws away a {aside1} and pairs {pairs1}, "
            f"opening {_lines(open1)}; on roll {roll2} it throws away a {aside2} and pairs "
            f"{pairs2}, opening {_lines(open2)}.",
            "It opens lines two dice make often and adds marks to lines already open, which "
            "cost nothing more. Other lines are right if the pupil argues how easily they "
            "will reach five marks.",
            model=True,
        ),
        Answer(
            "Why does a 2 score",
            f"Two dice make a 2 in only {ways[2]} of their 36 throws and a 7 in {ways[7]}, "
            "so the rarer line pays more, but not in full proportion: the values favour the "
            "middle lines.",
            f"A 7 is {ways[7] // ways[2]} times as likely as a 2 but a 2 pays only "
            f"{v2 / v7:.1f} times as much: value times ways is {v2 * ways[2]} for the 2 "
            f"line and {v7 * ways[7]} for the 7. A rare line is also likelier to stay "
            f"at {OPEN_PENALTY}.",
        ),
        Answer(
            "A line with four marks scores",
            f"Take the fifth mark: it raises that line by {fifth} points at once, while a "
            f"second mark on the other line adds {'nothing' if second == 0 else second}.",
            f"A line scores {OPEN_PENALTY} with one mark or four; the fifth clears the "
            "penalty. Accept the second mark only if the pupil argues well why that line "
            "needs it now.",
            model=True,
        ),
        Answer(
            "Why does throwing away the same",
            f"Every roll marks one throwaway line and the game ends at its "
            f"{_ORDINALS[THROWAWAY_MARKS_TO_END]} mark; the longest game is {longest} "
            "rolls.",
            f"With one number, roll {THROWAWAY_MARKS_TO_END} gives it its "
            f"{_ORDINALS[THROWAWAY_MARKS_TO_END]} mark. "
            f"With {number_word(THROWAWAY_LIMIT)} numbers you can put "
            f"{number_word(THROWAWAY_MARKS_TO_END - 1)} marks on each "
            f"({THROWAWAY_LIMIT * (THROWAWAY_MARKS_TO_END - 1)} rolls), and the next roll "
            f"must give one of them its {_ORDINALS[THROWAWAY_MARKS_TO_END]}.",
        ),
        Answer(
            "Comparing two computer players game by",
            "Both players meet the same dice, so luck they share cancels in each game's "
            "difference; two separate averages each carry their own luck, and the interval "
            "must allow for both.",
            "Here the saving is small: the strong player's lead over the simple one is "
            f"±{paired:.0f} game by game against about ±{apart:.0f} from the two averages, "
            "because different choices soon send the two games different ways.",
        ),
        Answer(
            "Turn the coach on in the",
            "A good answer names a roll where the pupil chose otherwise and says which of "
            "the coach's reasons they had not weighed.",
            f"In the sample turn the coach's reasons are: {ch.value('turn_why')}. The "
            f"simple player's pick ({ch.value('turn_simple')}) scores the same now, yet "
            f"the coach expects {ch.value('turn_simple_gap'):,.0f} points less from it.",
            model=True,
        ),
        Answer(
            "The intervals in the table of",
            "Wider: about twice as wide.",
            f"An interval shrinks with the square root of the number of games, and "
            f"{n // 4:,} games is a quarter of {n:,}: the square root of 4 is 2. The expert "
            f"player's average, now ±{expert:.0f}, would be about ±{quarter:.0f}.",
        ),
        Answer(
            "Score five quiz sheets by hand",
            f"Usually the open ones: quiz number 1's first five sheets hold {open_lines} "
            f"open lines and {number_word(past_ten)} line"
            f"{'s' * (past_ten != 1)} past ten marks.",
            f"The usual slip is charging {OPEN_PENALTY} per mark instead of per line; past "
            "ten, counting marks that add nothing. Accept the class's own tally.",
            model=True,
        ),
    ]


KEYS: dict[str, KeyWriter] = {"dice/solitaire-dice": dice_key}
