"""Sentences written once for many games are true for each game they are printed in.

A template sentence (``../shared/design/BOOK.md``) is built by code from a game's rules and
figures: the rules in plain words (``game.rule_summary()``, which the reference cards print),
the patience captions and counters under every picture and in every demo, and the patience
chapters' paragraph on how often a deal can be won. For every game of the catalog and every
preset, each such sentence must:

* make counted nouns agree with their numbers ("1 card", "2 cards", "one pass");
* speak of face-down or hidden cards, a stock, a redeal, trumps, partners or undecided deals
  only for a game that has them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

import cardlib
from cardlib.dice.game import SolitaireDice
from cardlib.patience.chapter import winnability, winnability_text
from cardlib.patience.engine import PatienceGame
from cardlib.summary import number_word
from cardlib.tricks.engine import TrickGame
from cardlib.views.patience import patience_caption, patience_counts_text
from cardlib.war import WarGame

#: The counted nouns of the templates, singular and plural.
NOUNS = {
    "card": "cards",
    "pile": "piles",
    "place": "places",
    "move": "moves",
    "deal": "deals",
    "redeal": "redeals",
    "pass": "passes",
    "trick": "tricks",
    "point": "points",
    "game": "games",
    "hand": "hands",
    "mark": "marks",
    "roll": "rolls",
    "battle": "battles",
    "row": "rows",
    "column": "columns",
    "player": "players",
    "packet": "packets",
    "pair": "pairs",
}
WORDS = [number_word(n) for n in range(2, 14)]  # "two" ... "thirteen"
_SINGULAR = "|".join(NOUNS)
_PLURAL = "|".join(NOUNS.values())
_MANY = rf"(?:0|[2-9]|\d{{2,}}|\d{{1,3}}(?:,\d{{3}})+|{'|'.join(WORDS)})"
DISAGREE = re.compile(
    rf"(?<![\w.,-])(?:(?:1|one|a single) (?:{_PLURAL})|{_MANY} (?:{_SINGULAR}))\b", re.I
)


def disagreements(sentence: str) -> list[str]:
    """The counted nouns of ``sentence`` that do not agree with their numbers."""
    return [m.group() for m in DISAGREE.finditer(sentence)]


def test_the_agreement_rule_finds_what_it_should() -> None:
    assert disagreements("Deal 1 cards in 2 pile; 3 moves, one pass, 1,000 deals.") == [
        "1 cards",
        "2 pile",
    ]
    assert disagreements("You have two redeal (three passes in all).") == ["two redeal"]
    assert disagreements("a 52-card pack, the 10 of hearts, 1.5 cards, one card") == []


def _games() -> Iterator[str]:
    for info in cardlib.catalog():
        yield info.id
        yield from info.presets


GAMES = sorted(set(_games()))


def features(game: cardlib.Game) -> dict[str, bool]:
    """What the game has, from the engine: face-down cards, a stock, redeals, trumps,
    partners."""
    has = dict.fromkeys(("face down", "stock", "redeal", "trump", "partner"), False)
    if isinstance(game, PatienceGame):
        has["stock"] = game.stock_count > 0
        has["face down"] = has["stock"] or any(game.table.down)
        has["redeal"] = game.rules.stock.redeals != 0
    elif isinstance(game, WarGame):
        has["face down"] = True
    elif isinstance(game, TrickGame):
        view = game.view(0)
        has["face down"] = True
        has["trump"] = True
        has["partner"] = any(view.partners(s) for s in range(1, game.n))
    else:
        assert isinstance(game, SolitaireDice)
    return has


MENTIONS = {
    "face down": re.compile(r"\bface[- ]down\b|\bhidden cards?\b", re.I),
    "stock": re.compile(r"\bstock\b", re.I),
    "redeal": re.compile(r"\bre-?deal", re.I),
    "trump": re.compile(r"\btrumps?\b|\btrumping\b", re.I),
    "partner": re.compile(r"\bpartner", re.I),
}


def sentences(game: cardlib.Game) -> list[str]:
    """Every template sentence printed for the game: its rules in plain words, and for a
    patience its caption and counters (dealt, and after a few moves)."""
    out = list(game.rule_summary().sentences())
    if isinstance(game, PatienceGame):
        out += [patience_caption(game), patience_counts_text(game)]
        for _ in range(5):
            moves = [m for m in game.legal_moves() if str(m) != "stop"]
            if not moves:
                break
            game.play(moves[0])
        out += [patience_caption(game), patience_counts_text(game)]
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_template_sentences_fit_the_game(game_id: str) -> None:
    game = cardlib.new_game(game_id, seed=1)
    has = features(game)
    for sentence in sentences(game):
        assert not disagreements(sentence), f"{game_id}: {sentence!r}"
        for feature, pattern in MENTIONS.items():
            if pattern.search(sentence):
                assert has[feature], f"{game_id} has no {feature}, yet: {sentence!r}"


PATIENCES = sorted(
    i.id for i in cardlib.catalog() if isinstance(cardlib.new_game(i.id, seed=1), PatienceGame)
)


@pytest.mark.parametrize("game_id", PATIENCES)
def test_the_chapters_winnability_paragraph_fits_the_game(game_id: str) -> None:
    game = cardlib.new_game(game_id, seed=1)
    has = features(game)
    text = winnability_text(game_id)
    w = winnability(game_id)
    for sentence in re.split(r"(?<=\.) (?=[A-Z0-9])", text):
        assert not disagreements(sentence), f"{game_id}: {sentence!r}"
        if MENTIONS["face down"].search(sentence):
            assert has["face down"], f"{game_id} hides no card, yet: {sentence!r}"
        if re.search(r"\bundecided\b|\bbudget\b|\bat least\b", sentence, re.I):
            assert w["unknown"], f"{game_id} has no undecided deal, yet: {sentence!r}"


GENDERED = re.compile(r"\b(?:he|his|him|himself)\b", re.I)


@pytest.mark.parametrize("game_id", GAMES)
def test_template_sentences_speak_of_the_player_as_they(game_id: str) -> None:
    """The rules in plain words and the options' meanings (the chapters' option tables)."""
    game = cardlib.new_game(game_id, seed=1)
    texts = [*sentences(game), *(o.doc for o in game.info.options)]
    assert [t for t in texts if GENDERED.search(t)] == []
