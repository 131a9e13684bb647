"""The static picture of a patience layout."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import cardlib
from cardlib.patience.engine import PatienceGame
from cardlib.patience.forty_thieves import SPECS
from cardlib.views.patience import (
    patience_caption,
    patience_counts_text,
    patience_html,
    patience_svg,
)

NS = "{http://www.w3.org/2000/svg}"


def game(game_id: str, seed: int = 1, **kw: object) -> PatienceGame:
    g = cardlib.new_game(game_id, seed=seed, **kw)
    assert isinstance(g, PatienceGame)
    return g


def labels(svg: str) -> list[str]:
    root = ET.fromstring(svg)
    return [e.get("aria-label", "") for e in root.iter() if e.get("aria-label")]


@pytest.mark.parametrize("game_id", list(SPECS))
def test_every_game_draws_its_whole_layout(game_id: str) -> None:
    g = game(game_id)
    svg = patience_svg(g)
    root = ET.fromstring(svg)  # well-formed XML
    assert "<script" not in svg and "href" not in svg
    r = g.rules
    # one group or picture per tableau card, labelled with its name or "face-down card"
    names = labels(svg)
    down = sum(1 for n in names if n == "face-down card")
    assert down == r.face_down * r.tableau
    for i, pile in enumerate(g.state["tableau"]):
        assert f"pile {i + 1}: " in root.get("aria-label", "")
        top = cardlib.Card.parse(pile[-1])
        assert any(n.startswith(f"pile {i + 1}: ") and n.endswith(str(top)) for n in names)
    assert f"stock: {g.stock_count} cards" in names
    # it fits a laptop screen: never wider than 1000 px at the default scale
    assert float(root.get("width", "0")) <= 1000


def test_lucas_shows_the_aces_on_the_foundations() -> None:
    names = labels(patience_svg(game("lucas", 2)))
    for i in range(1, 9):
        assert any(n.startswith(f"foundation {i}: 1 card, A") for n in names)


def test_highlight_and_select_are_outlined() -> None:
    g = game("forty-thieves", 1)
    plain = patience_svg(g)
    marked = patience_svg(g, highlight=["t2", "f1"], select=("t3", 1))
    assert plain.count('stroke="#2e7d32"') == 0
    assert marked.count('stroke="#2e7d32"') == 2
    assert marked.count('stroke="#1a73e8"') == 1


def test_counts_and_caption_follow_the_game() -> None:
    g = game("little-forty", 3)
    assert patience_counts_text(g).endswith("stock 64 · waste 0 · 3 redeals left")
    g.play("deal")
    assert "Moves 1" in patience_counts_text(g) and "stock 61 · waste 3" in patience_counts_text(g)
    assert patience_caption(g).startswith("Deal little-forty:3: 40 cards in 10 piles of 4")
    tableau: list[list[str]] = [[] for _ in range(10)]
    tableau[0] = ["KH"]
    over = game("forty-thieves", position={"tableau": tableau})
    over.play("stop")
    assert "lost: the player stopped" in patience_caption(over)


def test_html_wraps_the_picture_with_its_caption() -> None:
    g = game("indian", 4)
    html = patience_html(g, caption="A & B")
    assert html.startswith('<div class="cardlib-patience-view"') and "A &amp; B" in html
    ET.fromstring(html)


def test_the_game_shows_itself_with_the_view() -> None:
    g = game("streets", 5)
    assert g._repr_html_() == patience_html(g)
