"""Trick-taking games: the shared engine, Forty-Five (and family), Pepper, All Fours.

Importing the package registers the three games in the catalog.
"""

from cardlib.tricks import all_fours, forty_five, pepper
from cardlib.tricks.bots import RandomBot, SensibleBot, levels
from cardlib.tricks.engine import TrickGame, TrickView
from cardlib.tricks.strong import StrongBot

__all__ = [
    "RandomBot",
    "SensibleBot",
    "StrongBot",
    "TrickGame",
    "TrickView",
    "all_fours",
    "forty_five",
    "levels",
    "pepper",
]
