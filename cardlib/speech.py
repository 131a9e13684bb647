"""What a screen reader says: the status line's words, with cards and signs as words.

Every widget's status line is written for the eye (``"8♠ from the waste to pile 4."``); a
screen reader reading it out says "8 black spade suit" or skips the sign. :func:`spoken`
turns the same text into words a listener can follow (``"eight of spades from the waste
to pile 4."``), and :func:`revealed` says what a patience move turned face up, from the
table before and after it (``"pile 3 now shows 7♥"``), so the announcement of a move is
the engine's own description of it (``describe``) with what it uncovered.

>>> spoken("K♣ wins: 10♥ and A♠ fall.")
'king of clubs wins: ten of hearts and ace of spades fall.'
>>> spoken("Clubs order: A♣ K♣ Q♣.")
'Clubs order: ace of clubs, king of clubs, queen of clubs.'
>>> spoken("Trumps: spades ♠. Hearts ♥ led.")
'Trumps: spades. Hearts led.'
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from cardlib.cards import Card
from cardlib.patience.piles import PileView

__all__ = ["revealed", "spoken", "table_words"]

_CARD = re.compile(r"(?<![\w♠♥♦♣])(10|[2-9AKQJ])([♠♥♦♣♤♡♢♧])")
_RUN = re.compile(r"((?:10|[2-9AKQJ])[♠♥♦♣])\s+(?=(?:10|[2-9AKQJ])[♠♥♦♣])")
_NAMED_SUIT = re.compile(r"\b(spades?|hearts?|diamonds?|clubs?)\s*[♠♥♦♣]", re.I)
_SUIT_WORDS = {"♠": "spades", "♥": "hearts", "♦": "diamonds", "♣": "clubs"}
_SIGNS = (
    ("\u2212", "minus "),
    (" \u00d7 ", " times "),
    ("\u00d7", " times "),
    (" \u2192 ", " to "),
    ("\u2192", " to "),
    (" \u00b7 ", ", "),
)


def _card_words(m: re.Match[str]) -> str:
    return Card.parse(m[1] + m[2]).name


def spoken(text: str) -> str:
    """``text`` as a screen reader should say it: each card (``10♥``) as its name ("ten of
    hearts"), a suit sign after its name dropped ("spades ♠"), any other suit sign as its
    name, and the signs minus, times, arrow and middle dot as words."""
    text = _RUN.sub(r"\1, ", text)  # a row of cards: a pause between two names
    text = _CARD.sub(_card_words, text)
    text = _NAMED_SUIT.sub(lambda m: m[1], text)
    for sign, word in _SUIT_WORDS.items():
        text = text.replace(sign, word)
    for sign, words in _SIGNS:
        text = text.replace(sign, words)
    return text


def revealed(before: Sequence[PileView], after: Sequence[PileView]) -> list[str]:
    """What a move turned face up, one clause a pile (``"pile 3 now shows 7♥"``): the piles
    of ``after`` whose top card lay face down in ``before`` (a card that joined a pile, such
    as the waste's new card, is said by the move itself)."""
    old = {p.name: p for p in before}
    out = []
    for p in after:
        q = old.get(p.name)
        if q is None or not p.cards or not p.face_up[-1]:
            continue
        top = len(p.cards) - 1
        if top < len(q.cards) and q.cards[top] == p.cards[top] and not q.face_up[top]:
            out.append(f"{p.words or p.label} now shows {p.cards[-1]}")
    return out


_HIDDEN_RUN = re.compile(r"face-down card(?:, face-down card)+")


def _hidden_runs(text: str) -> str:
    """``'face-down card, face-down card, 7♥'`` -> ``'2 face-down cards, 7♥'``."""
    return _HIDDEN_RUN.sub(lambda m: f"{m[0].count('face-down')} face-down cards", text)


def table_words(game: Any, seat: int = 0) -> str:
    """The whole position in words, for a "Read the table" control (the announcer says its
    cards as names): every pile of a patience table, bottom card first; both stacks and
    the table of War; the reader's hand (``seat``), the trick on the table and the scores
    of a trick game; the roll, the score and every marked line of Solitaire Dice."""
    from cardlib.dice.game import SolitaireDice
    from cardlib.patience.engine import PatienceGame
    from cardlib.tricks.engine import TrickGame
    from cardlib.views.dice import dice_caption, dice_status_text
    from cardlib.views.patience import patience_caption, pile_description, shown_piles
    from cardlib.views.tricks import contract_text, hand_order, scores_text, trump_text
    from cardlib.views.war import war_caption, war_counts_text
    from cardlib.war import WarGame

    if isinstance(game, PatienceGame):
        piles = "; ".join(_hidden_runs(pile_description(p)) for p in shown_piles(game))
        return f"{patience_caption(game)}. {piles}."
    if isinstance(game, WarGame):
        return f"{war_caption(game)}. {war_counts_text(game)}."
    if isinstance(game, TrickGame):
        view = game.view(seat)
        names = view.seat_names
        trick = ", ".join(f"{names[s]} {c}" for s, c in view.trick) or "no card yet"
        hand = ", ".join(map(str, hand_order(view))) or "no cards"
        parts = [
            contract_text(view),
            trump_text(view),
            f"Your hand: {hand}",
            f"On the table: {trick}",
            "Tricks won: " + ", ".join(f"{names[s]} {n}" for s, n in enumerate(view.tricks_won)),
            scores_text(view),
            "Game over" if game.is_over else game.waiting_for(),
        ]
        return ". ".join(p for p in parts if p) + "."
    if isinstance(game, SolitaireDice):
        lines = ", ".join(
            f"{s}: {n} {'mark' if n == 1 else 'marks'}" for s, n in game.marks.items() if n
        )
        return f"{dice_caption(game)} {dice_status_text(game)}. Lines: {lines or 'none marked'}."
    return str(game)
