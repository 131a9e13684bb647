"""Helpers shared by the patience tests: hand-made positions, legal moves as text, refusals."""

from __future__ import annotations

from typing import Any

import pytest

from cardlib import IllegalMove, new_game
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
