"""Solitaire Dice as a catalog game: the Game protocol around a :class:`DiceSheet`.

A position (``new_game("solitaire-dice", position=...)``) is the game's ``state`` or a
hand-made part of one: ``marks`` {sum: count}, ``throwaways`` {face: count}, ``roll`` (the
five dice showing, ``None`` once the game is over), ``rolls`` and ``free_rides`` (rolls
marked so far and the free rides among them) and ``last_roll``; every key may be left out.
:func:`position_problems` lists what makes a position malformed or impossible.

>>> import cardlib
>>> g = cardlib.new_game("solitaire-dice", seed=1, position={"roll": "1 1 3 5 6"})
>>> [str(m) for m in g.legal_moves()][:3]
['throw 1: 1+3 5+6', 'throw 1: 1+5 3+6', 'throw 1: 1+6 3+5']
>>> g.play("throw 3: 1+5 1+6")
>>> g.marks[6], g.marks[7], g.throwaway_marks[3], g.score
(1, 1, 1, -400)
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from typing import Any

from cardlib.cards import Card
from cardlib.checks import quoted
from cardlib.dice.engine import Choice, DiceSheet, DiceStream, Roll, position_problems
from cardlib.dice.scoring import (
    BEST_SCORE,
    FACES,
    LINE_VALUES,
    MARKS_TO_CLEAR,
    MAX_SCORING_MARKS,
    OPEN_PENALTY,
    SUMS,
    THROWAWAY_LIMIT,
    THROWAWAY_MARKS_TO_END,
    line_score,
)
from cardlib.game import Game, GameInfo, IllegalMove, Move, Option, Outcome
from cardlib.registry import register
from cardlib.summary import RuleSummary, count_words, number_word

__all__ = ["SolitaireDice", "new_dice_game", "position_problems"]

_NONE_WORDS = ("none", "off", "no", "")

_KIND_WORDS = {
    "throw": False,
    "throwaway": False,
    "t": False,
    "discard": False,
    "free": True,
    "f": True,
    "aside": True,
    "drop": True,
}
_MOVE_RE = re.compile(
    r"^(?:(?P<kind>[a-z]+)\s*)?(?P<aside>\d)\s*[:,/;=-]?\s*(?P<rest>.*)$", re.ASCII
)
_LONGEST_MOVE = 100
"""Longer text is no move ("throw away 3, pair 1 + 5 and 1 + 6" is 35 characters)."""


@register
class SolitaireDice(Game):
    """Sid Sackson's Solitaire Dice: one player, five dice, one score sheet.

    Reading the position (for a score-sheet widget): :attr:`roll`, :attr:`marks`,
    :attr:`line_scores`, :attr:`throwaway_marks`, :attr:`throwaway_numbers`,
    :attr:`free_ride`, :attr:`score`, :attr:`last_choice`, :meth:`choices_for` (the choices
    that set a given die apart) and ``cardlib.dice.coach(game)`` for the strong player's
    suggestion.

    A position is the :attr:`state` (or a hand-made part of it, see the module docstring and
    :func:`position_problems`); an impossible one raises
    :class:`~cardlib.checks.PositionError`.
    """

    info = GameInfo(
        id="solitaire-dice",
        name="Solitaire Dice",
        family="dice",
        players="1",
        packs="five six-sided dice (no cards)",
        summary=(
            "Throw one die away and mark the sums of two pairs; a line needs five marks "
            "before it stops costing 200; the 8th mark of a throwaway number ends the game."
        ),
        options=(
            Option(
                "win_threshold",
                500,
                "final score that counts as a win, at most the best possible 3,350; "
                "0 (or none) turns the win off",
                minimum=0,
                maximum=BEST_SCORE,
                rule="The final score that counts as a win",
                other=f"any score up to {BEST_SCORE:,} (the best possible); 0 for no winning line",
            ),
        ),
        presets={"sackson-dice": {}, "solitaire-dice-sackson": {}, "sacksons-solitaire-dice": {}},
    )

    def __init__(
        self,
        seed: int,
        options: Mapping[str, object] | None = None,
        position: Mapping[str, Any] | None = None,
    ) -> None:
        opts = dict(options or {})
        value = opts.get("win_threshold", 500)
        if value is None or (isinstance(value, str) and value.strip().lower() in _NONE_WORDS):
            opts["win_threshold"] = 0
        super().__init__(seed, opts, position)

    # ----- hooks ------------------------------------------------------------------------------
    def _setup(self) -> None:
        stream = DiceStream(self.seed)
        if self.position is None:
            self.sheet = DiceSheet(stream)
        else:
            self.sheet = DiceSheet.from_position(stream, self.position)

    def _snapshot(self) -> Any:
        return self.sheet.snapshot()

    def _restore(self, snapshot: Any) -> None:
        self.sheet.restore(snapshot)

    def _legal_moves(self) -> list[Move]:
        return list(self.sheet.choices())

    def _check(self, move: Move) -> None:
        if not isinstance(move, Choice):
            raise IllegalMove(f"{move} is not a Solitaire Dice move", rule="notation")
        self.sheet.check(move)

    def _apply(self, move: Move) -> None:
        assert isinstance(move, Choice)
        self.sheet.apply(move)

    def parse_move(self, text: str) -> Move:
        """Read a choice. Accepted spellings, all meaning the same thing::

            throw 3: 1+5 1+6     throwaway 3, 1+5, 1+6     3: 15 16     t3 1+5 and 1+6
            throw 3 sums 6 7     free 2: 1+1 2+3           free ride 2: 1+1 2+3
            throw away 3, pair 1+5 and 1+6

        Without ``throw`` or ``free`` the roll decides (a free ride when it is one).
        """
        if not isinstance(text, str):
            raise IllegalMove(f"{quoted(text)} is not a move", rule="notation")
        if len(text) > _LONGEST_MOVE:
            raise _notation(text)
        t = text.strip().lower()
        t = re.sub(r"throw\s*away", "throw", t)
        t = re.sub(r"free\s*ride|set\s*aside|put\s*aside", "free", t)
        t = re.sub(r"\s*\+\s*", "+", t)
        t = re.sub(r"\b(?:and|pairs?)\b|&", " ", t)
        match = _MOVE_RE.match(t)
        if match is None or (match["kind"] and match["kind"] not in _KIND_WORDS):
            raise _notation(text)
        free = _KIND_WORDS[match["kind"]] if match["kind"] else self.sheet.free_ride
        aside = int(match["aside"])
        tokens = match["rest"].replace(",", " ").split()
        if tokens and tokens[0] in ("sums", "sum", "=", "->"):
            choice = self._from_sums(free, aside, tokens[1:], text)
        else:
            pairs: list[tuple[int, int]] = []
            for tok in tokens:
                m = re.fullmatch(r"(\d)\+?(\d)", tok, re.ASCII)
                if m is None:
                    raise _notation(text)
                pairs.append((int(m[1]), int(m[2])))
            if len(pairs) != 2:
                raise _notation(text)
            a, b = sorted(pairs[0]), sorted(pairs[1])
            p, q = sorted([(a[0], a[1]), (b[0], b[1])])
            choice = Choice(free, aside, (p, q))
        if any(not 1 <= d <= 6 for d in choice.dice):
            raise IllegalMove(f"{quoted(text)}: dice show 1 to 6", rule="notation")
        return choice

    def _from_sums(self, free: bool, aside: int, tokens: list[str], text: str) -> Choice:
        if len(tokens) != 2 or not all(tok.isascii() and tok.isdigit() for tok in tokens):
            raise _notation(text)
        want = tuple(sorted(int(tok) for tok in tokens))
        for c in self.sheet.choices():
            if c.free == free and c.sums == want and (free or c.aside == aside):
                return c
        roll = self.sheet.roll
        shown = " ".join(map(str, roll)) if roll else "not rolled"
        raise IllegalMove(
            f"the dice are {shown}: setting {aside} apart cannot make sums {want[0]} and {want[1]}",
            rule="use the dice rolled",
        )

    # ----- reading the position ---------------------------------------------------------------
    @property
    def roll(self) -> Roll | None:
        """The five dice showing, in the order rolled; ``None`` once the game is over."""
        return self.sheet.roll

    @property
    def last_roll(self) -> Roll | None:
        """The roll marked by the last choice (the final roll once the game is over)."""
        return self.sheet.last_roll

    @property
    def marks(self) -> dict[int, int]:
        """Marks per scoring line, every sum 2..12."""
        return {s: self.sheet.marks[s] for s in SUMS}

    @property
    def line_scores(self) -> dict[int, int]:
        """The running score of each scoring line."""
        return {s: line_score(s, self.sheet.marks[s]) for s in SUMS}

    @property
    def throwaway_marks(self) -> dict[int, int]:
        """Marks per throwaway line, every face 1..6."""
        return {f: self.sheet.throws[f] for f in FACES}

    @property
    def throwaway_numbers(self) -> tuple[int, ...]:
        """The throwaway numbers in use (at most three)."""
        return self.sheet.chosen

    @property
    def free_ride(self) -> bool:
        """True when the current roll is a free ride (three numbers in use, none showing)."""
        return self.sheet.free_ride

    @property
    def score(self) -> int:
        """The sheet's score now."""
        return self.sheet.score

    @property
    def rolls(self) -> int:
        """Rolls marked so far (free rides included)."""
        return self.sheet.rolls

    @property
    def last_choice(self) -> Choice | None:
        """The choice marked last (``None`` before the first): what a widget reports.

        >>> g = new_dice_game(position={"roll": "1 1 3 5 6"})
        >>> g.last_choice is None
        True
        >>> g.play("throw 3: 1+5 1+6"); g.last_choice
        Choice(free=False, aside=3, pairs=((1, 5), (1, 6)))
        """
        last = self.history[-1] if self.history else None
        return last if isinstance(last, Choice) else None

    def choices_for(self, face: int) -> list[Choice]:
        """The legal choices that set a die showing ``face`` apart (a widget's first click)."""
        return [c for c in self.sheet.choices() if c.aside == face]

    @property
    def state(self) -> dict[str, Any]:
        return self.sheet.as_data()

    @property
    def is_over(self) -> bool:
        return self.sheet.roll is None

    @property
    def scores(self) -> tuple[int, ...]:
        """The sheet's score, as a one-seat tuple."""
        return (self.sheet.score,)

    @property
    def win_threshold(self) -> int | None:
        """The score that wins, ``None`` when the win is turned off."""
        value = int(self.options["win_threshold"])
        return value or None

    @property
    def outcome(self) -> Outcome | None:
        if not self.is_over:
            return None
        score = self.sheet.score
        ended = [f for f in FACES if self.sheet.throws[f] >= 8]
        # rolls are counted from the start of play (a hand-made position starts at 0)
        after = f" after {self.sheet.rolls} rolls" if self.position is None else ""
        reason = (
            f"throwaway number {ended[0] if ended else '?'} has its 8th mark{after}: "
            f"final score {score}"
        )
        threshold = self.win_threshold
        won = threshold is not None and score >= threshold
        if threshold is not None:
            reason += f" ({'a win' if won else 'no win'}: {threshold} or more wins)"
        return Outcome(winner=None, draw=False, won=won, scores=(score,), reason=reason)

    def all_cards(self) -> Counter[Card]:
        """Solitaire Dice uses no cards."""
        return Counter()

    def _repr_html_(self) -> str:
        from cardlib.views.dice import dice_sheet_html

        return dice_sheet_html(self)

    # ----- the reference card -----------------------------------------------------------------
    def rule_summary(self) -> RuleSummary:
        """The rules, the sheet's line values and the winning score in force.

        >>> "500 or more" in new_dice_game().rule_summary().winning
        True
        """
        by_value: dict[int, list[int]] = {}
        for total in SUMS:
            by_value.setdefault(LINE_VALUES[total], []).append(total)
        values = "; ".join(
            f"{' and '.join(str(t) for t in totals)} {'are' if len(totals) > 1 else 'is'} "
            f"worth {value}"
            for value, totals in sorted(by_value.items(), key=lambda kv: min(kv[1]))
        )
        limit = THROWAWAY_LIMIT
        threshold = self.win_threshold
        if threshold is None:
            winning = "There is no opponent and no winning score: try to beat your best score."
        else:
            winning = f"There is no opponent: a final score of {threshold} or more is a win."
        return RuleSummary(
            object=(
                "Roll five dice again and again, mark two pairs of dice on the score sheet each "
                "time, and finish with as high a score as you can."
            ),
            layout=(
                "One player, five dice and a score sheet.",
                f"The sheet has {len(SUMS)} scoring lines, one for each sum of two dice from "
                f"{SUMS[0]} to {SUMS[-1]}, and {len(FACES)} throwaway lines, one for each face "
                f"from {FACES[0]} to {FACES[-1]}; every line starts empty.",
                f"Each scoring line has a value: {values}.",
            ),
            play=(
                (
                    "Each roll",
                    (
                        "Roll all five dice.",
                        "Choose one die as the throwaway and mark its number on its throwaway "
                        "line.",
                        "Split the other four dice into two pairs and mark each pair's sum on its "
                        "scoring line.",
                    ),
                ),
                (
                    "Throwaway numbers",
                    (
                        f"You may use at most {count_words(limit, 'different number')} as "
                        "throwaways in a game.",
                        f"Until you have {number_word(limit)}, any die may be thrown away; once "
                        f"you have {number_word(limit)}, you must throw away a die showing one "
                        "of them if any of the five dice does.",
                    ),
                ),
                (
                    "Free ride",
                    (
                        f"If none of your {count_words(limit, 'throwaway number')} shows, you "
                        "get a free ride: set any one die aside without marking it and mark the "
                        "other four as two pairs. Free rides are unlimited.",
                    ),
                ),
                (
                    "The end",
                    (
                        "The game ends on the roll that gives a throwaway number its "
                        f"{_ordinal(THROWAWAY_MARKS_TO_END)} mark; that roll's two pairs are "
                        "still marked.",
                    ),
                ),
            ),
            scoring=(
                "A scoring line with no marks scores nothing.",
                f"A line with one to {number_word(MARKS_TO_CLEAR - 1)} marks costs "
                f"{-OPEN_PENALTY} points, however many of those marks it has; its "
                f"{_ordinal(MARKS_TO_CLEAR)} mark brings it back to zero.",
                f"Each mark from the {_ordinal(MARKS_TO_CLEAR + 1)} to the "
                f"{_ordinal(MAX_SCORING_MARKS)} adds the line's value; marks after the "
                f"{_ordinal(MAX_SCORING_MARKS)} add nothing.",
                f"Your score is the total of the {number_word(len(SUMS))} scoring lines.",
            ),
            winning=winning,
        )


_ORDINALS = {5: "fifth", 6: "sixth", 7: "seventh", 8: "eighth", 9: "ninth", 10: "tenth"}


def _ordinal(n: int) -> str:
    """``8`` -> ``'eighth'`` (small numbers in words, larger ones as ``11th``)."""
    return _ORDINALS.get(n, f"{n}th")


def _notation(text: str) -> IllegalMove:
    return IllegalMove(
        f"{quoted(text)} is not a Solitaire Dice choice: write e.g. 'throw away 3, pair 1+5 and "
        "1+6', or on a free ride 'set aside 2, pair 1+1 and 2+3'",
        rule="notation",
    )


def new_dice_game(
    seed: int = 0, *, position: Mapping[str, Any] | None = None, **options: object
) -> SolitaireDice:
    """A Solitaire Dice game from a seed or a hand-made position.

    A position gives ``marks`` ({sum: count}), ``throwaways`` ({face: count}) and the
    current ``roll`` ("1 1 3 5 6"), and may give ``rolls``, ``free_rides`` and
    ``last_roll`` (a game's ``state`` is a position); later rolls come from the seed.

    >>> g = new_dice_game(position={"throwaways": {4: 1, 5: 1, 6: 1}, "roll": "1 1 2 2 3"})
    >>> g.free_ride, str(g.legal_moves()[0])
    (True, 'free 1: 1+2 2+3')
    """
    return SolitaireDice(seed, options, position)
