"""The helpers of the book's trick-taking chapters (Forty-Five, Pepper, All Fours).

Every trick chapter starts with one cell, ``from cardlib.tricks.chapter import *``, and
then calls these functions: a hand-made position (:func:`position`), the cards it allows
(:func:`legal_text`), the seat that wins a trick (:func:`winner_of`), a row of cards with a
caption (:func:`show_cards`) and a trump suit in words (:func:`suit_words`); the names the
chapters use from the library come with them.

The module is plain Python; only :func:`glue`, :func:`display` and :func:`show_cards` reach
for the notebook (myst-nb and IPython), when they are called.

>>> g = position("forty-five", hands=["4H 9C 2S", "", "", ""], trump="S", trick="KH", leader=3)
>>> legal_text(g)  # hearts led, spades trumps: follow suit or trump
'4♥ 2♠'
>>> winner_of("forty-five", "H", "KH 5H AH 2C")[0]  # East leads; the 5 of trumps is best
'South'
>>> suit_words("H"), suit_words(None)
('♥ hearts', 'none')
"""

from __future__ import annotations

import importlib
from typing import Any

import cardlib
from cardlib.cards import Card, Suit, parse_cards
from cardlib.render import fan_svg, row_html
from cardlib.tables import Table, cards_text, fmt_interval, fmt_pct, rules_table
from cardlib.tricks.bots import SensibleBot
from cardlib.tricks.engine import TrickGame, trick_winner
from cardlib.tricks.sample import hand_table, play_sample_hand
from cardlib.tricks.stats import load_summary, stats_table

__all__ = [
    "SUITS",
    "Card",
    "SensibleBot",
    "Suit",
    "Table",
    "cardlib",
    "cards_text",
    "display",
    "fmt_interval",
    "fmt_pct",
    "glue",
    "hand_table",
    "html",
    "legal_text",
    "load_summary",
    "parse_cards",
    "play_sample_hand",
    "position",
    "rules_table",
    "show_cards",
    "stats_table",
    "suit_words",
    "trick_winner",
    "winner_of",
]

SUITS = [Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS]
"""The four suits in the order the chapters' tables list them."""


def glue(name: str, value: Any, display: bool = False) -> None:
    """myst-nb's ``glue``: ``value`` named ``name`` for the chapter's text."""
    importlib.import_module("myst_nb").glue(name, value, display=display)


def display(*objs: Any) -> None:
    """IPython's ``display``."""
    importlib.import_module("IPython.display").display(*objs)


def html(text: str) -> Any:
    """``text`` as IPython's ``HTML`` object, for :func:`display`."""
    return importlib.import_module("IPython.display").HTML(text)


def show_cards(cards: Any, caption: str, label: str | None = None) -> None:
    """A row of cards, face up, with a caption (the label names every card)."""
    fan = fan_svg(list(cards), overlap=0.55, scale=0.65, label=label or caption)
    display(html(row_html([fan], caption=caption)))


def position(game_id: str, **pos: Any) -> Any:
    """A hand-made position of a trick game (hands given per seat, North first)."""
    return cardlib.new_game(game_id, seed=1, position=pos)


def legal_text(game: TrickGame) -> str:
    """The cards the seat to play may play."""
    return cards_text(game.legal_cards())


def winner_of(
    game_id: str, trump: str | None, cards: str, leader: int = 1, **extra: Any
) -> tuple[str, Any]:
    """The seat that wins a trick of ``cards`` (in play order, from ``leader``), and the
    empty position it was judged in."""
    g = position(game_id, hands=["", "", "", ""], trump=trump, **extra)
    plays = [(g.next_seat(leader, k), c) for k, c in enumerate(parse_cards(cards))]
    return g.seat_name(trick_winner(plays, g.ranking())), g


def suit_words(letter: str | None) -> str:
    """A trump suit as a player names it: "♥ hearts", or "none"."""
    if letter is None:
        return "none"
    suit = next(t for t in SUITS if Card.parse("9" + letter).suit is t)
    return f"{suit.symbol} {suit.label}"
