"""Trick-taking games: the shared engine, Forty-Five (and family), Pepper, All Fours.

Importing the package registers the three games in the catalog.
"""

from cardlib.tricks import all_fours, forty_five, pepper
from cardlib.tricks.bots import RandomBot, SensibleBot
from cardlib.tricks.engine import TrickGame, TrickView

__all__ = [
    "RandomBot",
    "SensibleBot",
    "TrickGame",
    "TrickView",
    "all_fours",
    "forty_five",
    "pepper",
]
