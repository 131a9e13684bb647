"""Shared by every test: the demos' solver bounded by moves tried, not by seconds."""

from __future__ import annotations

import sys

import pytest


@pytest.fixture(autouse=True)
def _solver_by_nodes(monkeypatch: pytest.MonkeyPatch) -> None:
    """A patience table made without an adviser asks the solver within a small node budget
    in the tests (in the demos: about 2 s): the same hints on every machine, and fast."""
    widget = sys.modules.get("cardlib.widgets.patience")
    if widget is not None:
        monkeypatch.setattr(widget, "ADVISER_BUDGET", {"max_nodes": 100})
