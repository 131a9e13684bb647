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
