"""Solitaire Dice (Sid Sackson): scoring, the engine, the catalog game and its players.

>>> from cardlib.dice import line_score, sheet_score
>>> line_score(7, 6), sheet_score({3: 2, 5: 7, 7: 8, 8: 4, 9: 5})
(30, -210)

Modules: :mod:`~cardlib.dice.scoring` (line values and scores), :mod:`~cardlib.dice.engine`
(seeded rolls, the sheet, legal choices), :mod:`~cardlib.dice.game` (the Game protocol),
:mod:`~cardlib.dice.strategy` (random, greedy and strong players, the coach, simulation),
:mod:`~cardlib.dice.value` (the expert player: a fitted value table and one roll of
lookahead, and the coach's explanations).
"""

from collections.abc import Callable

from cardlib.dice.engine import ALL_ROLLS, Choice, DiceSheet, DiceStream, read_roll
from cardlib.dice.game import SolitaireDice, new_dice_game
from cardlib.dice.scoring import (
    FACES,
    LINE_VALUES,
    SUMS,
    line_score,
    sheet_score,
)
from cardlib.dice.strategy import (
    GreedyPlayer,
    Player,
    RandomPlayer,
    StrongPlayer,
    coach,
    coach_advice,
    simulate,
)
from cardlib.dice.value import Advice, ExpertPlayer

PLAYERS: dict[str, Callable[[int], Player]] = {
    "random": RandomPlayer,
    "greedy": lambda seed: GreedyPlayer(),
    "strong": lambda seed: StrongPlayer(),
    "expert": lambda seed: ExpertPlayer(),
}
"""The players by name, weakest first: each makes a player for the game with that seed
(only the random player uses it).

>>> [simulate(5, make(5)) == simulate(5, make(5)) for make in PLAYERS.values()]
[True, True, True, True]
"""

__all__ = [
    "ALL_ROLLS",
    "FACES",
    "LINE_VALUES",
    "PLAYERS",
    "SUMS",
    "Advice",
    "Choice",
    "DiceSheet",
    "DiceStream",
    "ExpertPlayer",
    "GreedyPlayer",
    "RandomPlayer",
    "SolitaireDice",
    "StrongPlayer",
    "coach",
    "coach_advice",
    "line_score",
    "new_dice_game",
    "read_roll",
    "sheet_score",
    "simulate",
]
