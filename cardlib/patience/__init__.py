"""The patience engine (piles, build rules, stock and redeals, undo, hints) and its games.

>>> import cardlib
>>> g = cardlib.new_game("forty-thieves", seed=7)
>>> g.stock_count, len(g.legal_moves()) > 0
(64, True)
"""

from cardlib.patience.engine import (
    Deal,
    GameSpec,
    PatienceGame,
    Redeal,
    Rules,
    Stop,
    Table,
    Transfer,
    patience_factory,
    register_patience,
)
from cardlib.patience.piles import PileKind, PileView
from cardlib.patience.rules import (
    ALTERNATE_COLOUR,
    ANY_SUIT,
    ANY_SUIT_BUT_OWN,
    SAME_SUIT,
    BuildRule,
    EmptyRule,
    Foundation,
    MoveUnit,
    Refill,
    StockRule,
    SuitMatch,
)

__all__ = [
    "ALTERNATE_COLOUR",
    "ANY_SUIT",
    "ANY_SUIT_BUT_OWN",
    "SAME_SUIT",
    "BuildRule",
    "Deal",
    "EmptyRule",
    "Foundation",
    "GameSpec",
    "MoveUnit",
    "PatienceGame",
    "PileKind",
    "PileView",
    "Redeal",
    "Refill",
    "Rules",
    "StockRule",
    "Stop",
    "SuitMatch",
    "Table",
    "Transfer",
    "patience_factory",
    "register_patience",
]
