"""Helpers shared by the patience tests: hand-made positions, legal moves as text, refusals."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardlib import IllegalMove, new_game
from cardlib.cards import Card
from cardlib.patience import PatienceGame


def start(gid: str, opts: dict[str, Any] | None = None, **position: Any) -> PatienceGame:
    """Game ``gid`` from a hand-made ``position``, with options ``opts``."""
    g = new_game(gid, seed=0, position=position, **(opts or {}))
    assert isinstance(g, PatienceGame)
    return g


def moves(g: PatienceGame) -> set[str]:
    """The legal moves, in notation."""
    return {str(m) for m in g.legal_moves()}


def refuse(g: PatienceGame, move: str, rule: str) -> IllegalMove:
    """Play ``move``: it must be refused naming ``rule``, and leave the state alone."""
    before = g.state
    with pytest.raises(IllegalMove) as err:
        g.play(move)
    assert err.value.rule == rule, str(err.value)
    assert g.state == before
    return err.value


def patience_variants() -> list[tuple[str, dict[str, Any]]]:
    """Every patience game with its default options, each preset (an alias that changes
    options), and each non-default value of each option, one at a time: ``(game id or
    alias, options)``. Derived from the catalog, so a new game or option is covered."""
    from cardlib import catalog
    from cardlib.registry import game_factory, new_game

    out: list[tuple[str, dict[str, Any]]] = []
    for info in catalog():
        if not isinstance(new_game(info.id, seed=1), PatienceGame):
            continue
        out.append((info.id, {}))
        for alias in info.aliases:
            if game_factory(alias)[2]:
                out.append((alias, {}))
        for o in info.options:
            if o.choices:
                values: list[Any] = [v for v in o.choices if v != o.default]
            elif isinstance(o.default, bool):
                values = [not o.default]
            elif isinstance(o.default, int):
                values = [o.default + 1]
            else:
                values = []  # a free text option: its values come with the presets
            out.extend((info.id, {o.name: v}) for v in values)
    seen: set[str] = set()
    unique = []
    for gid, opts in out:  # a preset and the option it sets are one deal code
        code = new_game(gid, seed=1, **opts).deal_code
        if code not in seen:
            seen.add(code)
            unique.append((gid, opts))
    return unique


def variant_id(variant: tuple[str, dict[str, Any]]) -> str:
    """A test id: ``klondike:draw=1``."""
    gid, opts = variant
    return ":".join([gid, *(f"{k}={v}" for k, v in opts.items())])


RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
"""The ranks as the notation writes them."""


def scrambled(
    game: str, seed: int, rng: random.Random, low: int = 4, spread: int = 0, **options: Any
) -> PatienceGame:
    """A tight hand-made position: each foundation built to a random rank, the other cards
    shuffled into every tableau pile (two or three each; or into the first ``spread``
    piles only) and the stock."""
    g = new_game(game, seed=seed, **options)
    assert isinstance(g, PatienceGame)
    rules = g.rules
    have_all = g.table.state()["foundations"]
    found: list[list[str]] = []
    rest: list[str] = []
    for f in range(rules.foundations):
        have = have_all[f]
        suit = Card.parse(have[0]).suit.value if have else "SHDC"[f % 4]
        cut = max(rng.randint(low, 13), len(have))
        found.append([f"{r}{suit}" for r in RANKS[:cut]])
        rest += [f"{r}{suit}" for r in RANKS[cut:]]
    rng.shuffle(rest)
    n = spread or rules.tableau
    tab: list[list[str]] = [[] for _ in range(rules.tableau)]
    k = len(rest) if spread else min(len(rest), 2 * n + rng.randint(0, n))
    for i, c in enumerate(rest[:k]):
        tab[i % n if i < 2 * n else rng.randrange(n)].append(c)
    pos = {"tableau": tab, "foundations": found, "stock": rest[k:]}
    out = new_game(game, seed=seed, position=pos, **options)
    assert isinstance(out, PatienceGame)
    return out


def exhaustively_winnable(g: PatienceGame) -> bool:
    """Whether some line wins, by a plain search of every position the legal moves reach
    (the engine's table, copied at every step; no shortcut of any kind: positions are told
    apart exactly, and each is expanded once)."""
    first = g.table.copy()
    seen = {first.snapshot()}
    todo = [first]
    while todo:
        t = todo.pop()
        for m in t.legal():
            t2 = t.copy()
            t2.apply(m)
            if t2.won:
                return True
            key = t2.snapshot()
            if key not in seen:
                seen.add(key)
                todo.append(t2)
    return False
