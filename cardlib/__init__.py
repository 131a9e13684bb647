"""cardlib: the rules of the Playable Rulebook's games, implemented once.

>>> import cardlib
>>> [info.id for info in cardlib.catalog()][:2]
['war', 'quadruple-war']
"""

from cardlib.cards import (
    ACE_HIGH,
    ACE_LOW,
    Card,
    Color,
    Rank,
    Suit,
    double_pack,
    pack,
    parse_cards,
    pepper_pack,
    shuffled,
    standard_pack,
)
from cardlib.game import Game, GameInfo, IllegalMove, Move, Option, Outcome
from cardlib.patience.solver import Solution, solve
from cardlib.registry import (
    catalog,
    from_deal_code,
    load_game,
    make_deal_code,
    new_game,
    parse_deal_code,
    register,
)

__version__ = "0.1.0"

__all__ = [
    "ACE_HIGH",
    "ACE_LOW",
    "Card",
    "Color",
    "Game",
    "GameInfo",
    "IllegalMove",
    "Move",
    "Option",
    "Outcome",
    "Rank",
    "Solution",
    "Suit",
    "catalog",
    "double_pack",
    "from_deal_code",
    "load_game",
    "make_deal_code",
    "new_game",
    "pack",
    "parse_cards",
    "parse_deal_code",
    "pepper_pack",
    "register",
    "shuffled",
    "solve",
    "standard_pack",
]
