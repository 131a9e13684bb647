"""What makes a hand-made patience position impossible, listed (python-chess's
``Board.status()`` is the model): the checks :meth:`Table.from_position
<cardlib.patience.table.Table.from_position>` runs before it builds a table.

A position is the mapping a game's ``state`` is (see ``Table.from_position`` for its keys).
:func:`position_problems` lists every problem it finds: a key the game does not know, a
value of the wrong type, a pile count the layout does not have, a card code that is no
card, a card more often than the game's packs hold it, a foundation whose cards do not
follow its build, a counter out of its range (redeals used, rows open, graces, kings ...).
A card missing is no problem: the book's worked examples show part of a deal.

>>> import cardlib
>>> rules = cardlib.new_game("klondike", seed=1).rules
>>> position_problems(rules, {"tableau": [[]] * 7, "waste": "AS AS", "redeals_used": -1})
['A♠ appears 2 times: the pack holds 1', 'redeals used must be at least 0, not -1']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from itertools import pairwise
from typing import Any

from cardlib.cards import Card
from cardlib.checks import card_problems, quoted, whole_number
from cardlib.patience.positions import Layout
from cardlib.patience.rules import CARDS, Rules

__all__ = ["position_keys", "position_problems", "read_cards"]

_PLAIN_KEYS = ("tableau", "down", "foundations", "stock", "waste", "redeals_used", "stopped")
_LAYOUT_KEYS = ("reserves", "rows_open", "dealing", "deal_to", "graces", "swapping", "kings")


def position_keys(rules: Rules) -> frozenset[str]:
    """The keys a position of a game with these rules may have."""
    keys = {*_PLAIN_KEYS, "points"}
    if rules.layout is not None:
        keys |= {*_LAYOUT_KEYS, "married"}
    return frozenset(keys)


def read_cards(value: object, where: str) -> list[Card]:
    """A card list as a position gives it (``"10C 9H"``, or a list of card texts; empty or
    ``None``: no card); a ``ValueError`` naming ``where`` otherwise."""
    if value is None or value == "" or value == []:
        return []
    if isinstance(value, str):
        items: list[object] = list(value.replace(",", " ").split())
    elif isinstance(value, list | tuple):
        items = list(value)
    else:
        raise ValueError(f"{where} must be a list of cards, not {quoted(value)}")
    cards = []
    for item in items:
        if not isinstance(item, str):
            raise ValueError(f"{where}: {quoted(item)} is not a card")
        try:
            cards.append(Card.parse(item))
        except ValueError:
            raise ValueError(f"{where}: {quoted(item)} is not a card") from None
    return cards


def position_problems(rules: Rules, position: Mapping[str, Any]) -> list[str]:
    """Every reason the position cannot arise in a game with these rules (empty: none)."""
    problems: list[str] = []

    def check(f: Any, *args: Any) -> Any:
        try:
            return f(*args)
        except ValueError as err:
            problems.append(str(err))
            return None

    known = position_keys(rules)
    problems += [
        f"unknown position key {quoted(k)}: use {', '.join(sorted(known))}"
        for k in sorted(map(str, position))
        if k not in known
    ][:1]
    lay = rules.layout
    cards: list[Card] = []
    # ----- the piles
    tab = position.get("tableau", [])
    if not isinstance(tab, list | tuple):
        problems.append(f"the tableau must be a list of piles, not {quoted(tab)}")
        tab = []
    elif len(tab) != rules.tableau:
        problems.append(f"this game has {rules.tableau} tableau piles, not {len(tab)}")
    piles = [check(read_cards, p, f"tableau pile {i + 1}") or [] for i, p in enumerate(tab)]
    founds = position.get("foundations", [])
    if not isinstance(founds, list | tuple):
        problems.append(f"the foundations must be a list of piles, not {quoted(founds)}")
        founds = []
    elif len(founds) > rules.foundations:
        problems.append(f"this game has {rules.foundations} foundations, not {len(founds)}")
    homes = [check(read_cards, p, f"foundation {i + 1}") or [] for i, p in enumerate(founds)]
    others = [check(read_cards, position.get(k), k) or [] for k in ("stock", "waste")]
    reserves = position.get("reserves", [])
    if not isinstance(reserves, list | tuple):
        problems.append(f"the reserves must be a list of piles, not {quoted(reserves)}")
        reserves = []
    others += [check(read_cards, p, f"reserve {i + 1}") or [] for i, p in enumerate(reserves)]
    for pile in (*piles, *homes, *others):
        cards += pile
    problems += card_problems(cards, Counter({c: rules.packs for c in CARDS}))
    problems += _foundation_problems(rules, homes)
    problems += _down_problems(rules, position.get("down"), piles)
    # ----- the counters
    redeals = rules.stock.redeals
    check(whole_number, position.get("redeals_used", 0), "redeals used", 0, redeals)
    for key in ("stopped", "married"):
        if not isinstance(position.get(key, False), bool):
            problems.append(f"{key} must be true or false, not {quoted(position[key])}")
    check(whole_number, position.get("points", 0), "points", -52 * rules.packs, 260 * rules.packs)
    if lay is not None:
        problems += _layout_problems(lay, rules, position)
    return problems


def _foundation_problems(rules: Rules, homes: list[list[Card]]) -> list[str]:
    """A foundation's cards must follow its build, and be no more than it holds (the
    cards below may be missing: a worked example shows part of a deal)."""
    lay = rules.layout
    rule = lay.foundations if lay is not None else (rules.foundation,) * rules.foundations
    problems = []
    for i, (pile, fd) in enumerate(zip(homes, rule, strict=False)):
        if fd.build is None:  # the Fourteenth's pairs: any cards, two by two
            continue
        if len(pile) > fd.length:
            problems.append(
                f"foundation {i + 1} holds {len(pile)} cards: it is complete at {fd.length}"
            )
        for below, card in pairwise(pile):
            if not fd.build.fits(card, below):
                problems.append(
                    f"foundation {i + 1} has {card} on {below}: it builds {fd.build.name}"
                )
                break
    return problems


def _down_problems(rules: Rules, down: object, piles: list[list[Card]]) -> list[str]:
    """``down``: one count of face-down cards per tableau pile, each below its pile's top."""
    if down is None:
        return []
    if not isinstance(down, list | tuple) or len(down) != rules.tableau:
        return [f"'down' needs one count per tableau pile ({rules.tableau}), not {quoted(down)}"]
    problems = []
    for i, d in enumerate(down):
        n = len(piles[i]) if i < len(piles) else 0
        whole = isinstance(d, int) and not isinstance(d, bool)
        if not whole or d < 0 or (n and d >= n) or (not n and d):
            problems.append(f"tableau pile {i + 1}: {quoted(d)} face-down cards under {n} cards")
    return problems


def _layout_problems(lay: Layout, rules: Rules, position: Mapping[str, Any]) -> list[str]:
    """The counters of a game laid out in positions, each within its range."""
    problems = []
    places = lay.rows * lay.columns
    ranges = {
        "rows_open": (0, lay.rows),
        "dealing": (-1, max(places, rules.tableau) - 1),
        "deal_to": (0, max(places, rules.tableau)),
        "graces": (0, max(places, rules.tableau)),
        "kings": (0, max(lay.first_kings, 8)),
    }
    defaults = {"rows_open": lay.rows, "dealing": -1, "deal_to": 0, "graces": 0, "kings": 0}
    for key, (low, high) in ranges.items():
        try:
            whole_number(position.get(key, defaults[key]), key.replace("_", " "), low, high)
        except ValueError as err:
            problems.append(str(err))
    swapping = position.get("swapping") or []
    names = {f"t{i + 1}" for i in range(rules.tableau)}
    if (
        not isinstance(swapping, list | tuple)
        or len(swapping) > 2
        or not all(isinstance(n, str) and n in names for n in swapping)
    ):
        problems.append(f"swapping must name at most two tableau places, not {quoted(swapping)}")
    return problems
