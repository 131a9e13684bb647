"""The ceiling of the trick games' card play: a player that sees all four hands (issue 39).

:class:`ClairvoyantBot` is :class:`~cardlib.tricks.strong.StrongBot` judging every decision
on the one true layout instead of sampled ones: it plays the exactly best card for the
hand's score (the same alpha-beta search over the remaining tricks, run to the end of the
hand), and bids, robs, begs and gives from the real hands. No honest player can do better
at card play and bidding, so its edge over SensibleBot in a duplicate match
(``bench/bot_match.py --player clairvoyant``) is the most that skill can win, and
StrongBot's edge divided by it is the share of the ceiling StrongBot reaches.

It is for measuring only: the demos never use it (it looks at the other players' cards).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from cardlib.cards import Card
from cardlib.tricks.engine import TrickGame
from cardlib.tricks.strong import (
    DoubleDummy,
    Judgement,
    Knowledge,
    StrongBot,
    _OutOfBudget,  # the search's own signal that its node budget ran out
    card_values,
)

#: Nodes one exact solve may take. Every Forty-Five and Pepper decision fits; an All Fours
#: hand after the pack was run (nine cards each) may not, and is then judged as StrongBot
#: judges it, on the true layout (``inexact`` counts those decisions).
EXACT_NODES = 150_000

__all__ = ["ClairvoyantBot"]


class ClairvoyantBot(StrongBot):
    """StrongBot with every hand in view: one layout, the real one, for every decision."""

    def __init__(self, seed: int = 0, budget: int = 15000) -> None:
        super().__init__(seed=seed, budget=budget, samples=1)
        self.inexact = 0

    def judge_cards(
        self, game: TrickGame, seat: int, cards: Sequence[Card], explain: bool = False
    ) -> Judgement:
        """Each card's exact points on the true layout: the whole rest of the hand solved,
        valued in the game's scoring as StrongBot values its layouts (past
        :data:`EXACT_NODES`, StrongBot's judgement of the true layout). ``explain`` is not
        supported (no trick-winning odds)."""
        side = game.sides[seat]
        obj, points, base, acc0 = card_values(game, side)
        nxt = [game.next_seat(s) for s in range(game.n)]
        hands = [list(h) for h in game.hands]
        search = DoubleDummy(hands, game.ranking(), game.follow(), nxt, obj, acc0, EXACT_NODES)
        try:
            values = search.move_values(game.trick, seat, cards)
        except _OutOfBudget:
            self.inexact += 1
            return super().judge_cards(game, seat, cards)
        means = {c: float(points(base + v)) for c, v in values.items()}
        return Judgement(means, dict.fromkeys(cards, 0.0), 1, True)

    def layouts(
        self,
        game: TrickGame,
        k: Knowledge,
        count: int,
        rng: random.Random,
        hand: Sequence[Card],
    ) -> list[list[list[Card]]]:
        """The true layout: every seat's hand as dealt and played down to now."""
        return [[list(h) for h in game.hands]]
