"""Static HTML views: well-formed, labelled, counting right, no scripts or external links."""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET

import pytest

import cardlib
from cardlib.views.war import battle_caption, war_caption, war_counts_text, war_table_html
from cardlib.war import WarGame, new_war

SVG = "{http://www.w3.org/2000/svg}"


def parse(html: str) -> ET.Element:
    """Parse the fragment as XML: it must be a single well-formed element."""
    return ET.fromstring(html)


def labels(root: ET.Element) -> list[str]:
    return [e.attrib["aria-label"] for e in root.iter() if "aria-label" in e.attrib]


def card_labels(root: ET.Element) -> list[str]:
    """Labels of the single cards drawn in fans (each card is a labelled group)."""
    return [
        e.attrib["aria-label"]
        for e in root.iter(f"{SVG}g")
        if e.attrib.get("class") == "fan-card" and "aria-label" in e.attrib
    ]


def mid_war() -> WarGame:
    g = new_war(position={"a": "9 2 3 K 4", "b": "9H 5 6 Q 7"})
    g.play("turn")
    return g


def test_fresh_deal_shows_both_stacks_and_no_cards() -> None:
    g = new_war(seed=4)
    root = parse(war_table_html(g))
    assert root.tag == "div"
    labs = labels(root)
    assert "A's stack: 26 cards face down" in labs
    assert "B's stack: 26 cards face down" in labs
    assert card_labels(root) == []
    assert "New deal" in war_caption(g)


def test_mid_war_view_shows_tied_cards_and_counts() -> None:
    g = mid_war()
    html = war_table_html(g)
    root = parse(html)
    labs = labels(root)
    assert "A's stack: 4 cards face down" in labs
    assert "B's stack: 4 cards face down" in labs
    assert card_labels(root) == ["nine of spades", "nine of hearts"]
    assert war_caption(g) == "War! 9♠ ties 9♥: one card down, one up"
    assert "War! 9♠ ties 9♥" in "".join(root.itertext())


def test_war_settled_view_shows_backs_for_face_down_cards_and_the_winner() -> None:
    g = mid_war()
    g.play("war")
    root = parse(war_table_html(g))
    cards = card_labels(root)
    # every card of the battle is drawn: 2 face up + 1 face down each
    assert cards == [
        "nine of spades",
        "face-down card",
        "three of spades",
        "nine of hearts",
        "face-down card",
        "six of spades",
    ]
    text = "".join(root.itertext())
    assert "B takes 6 cards" in text
    assert battle_caption(g.last_battle) == (  # type: ignore[arg-type]
        "Battle 1, after a war: B's 6♠ beats A's 3♠; B takes 6 cards"
    )
    labs = labels(root)
    assert "A's stack: 2 cards face down" in labs
    assert "B's stack: 8 cards face down" in labs


def test_plain_battle_caption_names_both_cards() -> None:
    g = new_war(position={"a": "KS 4", "b": "7H 5"})
    g.play("turn")
    assert war_caption(g) == "Battle 1: A's K♠ beats B's 7♥; A takes 2 cards"
    assert war_counts_text(g) == "Battles 1 · wars 0 · A 3 cards · B 1 card"


def test_every_visible_card_is_labelled_in_a_long_quadruple_war() -> None:
    g = cardlib.new_game("quadruple-war", seed=5)
    assert isinstance(g, WarGame)
    while not (g.table.in_war and g.table.battle_wars):
        g.play(g.legal_moves()[0])
    root = parse(war_table_html(g))
    pot_a, pot_b = g.pot
    expected = [c.name if up else "face-down card" for c, up in (*pot_a, *pot_b)]
    assert card_labels(root) == expected
    assert war_caption(g).startswith("Double war!")
    assert "four cards down, one up" in war_caption(g)


def test_finished_game_shows_result() -> None:
    g = new_war(seed=3)
    while not g.is_over:
        g.play(g.legal_moves()[0])
    root = parse(war_table_html(g))
    text = "".join(root.itertext())
    assert g.outcome is not None
    assert "Game over after" in text and g.outcome.reason in text
    assert "A's stack: empty" in labels(root)


@pytest.mark.parametrize("seed", range(12))
def test_views_are_self_contained_and_fit(seed: int) -> None:
    g = cardlib.new_game("quadruple-war" if seed % 2 else "war", seed=seed)
    assert isinstance(g, WarGame)
    for _ in range(seed * 7):
        if g.is_over:
            break
        g.play(g.legal_moves()[0])
    html = war_table_html(g)
    parse(html)
    lower = html.lower()
    assert "<script" not in lower and "href=" not in lower and "src=" not in lower
    assert "http://" not in lower.replace("http://www.w3.org/2000/svg", "")
    assert "max-width:700px" in html
    # every drawn svg is an accessible image
    root = parse(html)
    for svg in root.iter(f"{SVG}svg"):
        assert svg.attrib.get("role") == "img" and svg.attrib.get("aria-label")
        assert float(svg.attrib["width"]) <= 420


def test_repr_html_uses_the_view() -> None:
    g = mid_war()
    assert g._repr_html_() == war_table_html(g)


def test_views_do_not_import_ipywidgets() -> None:
    import subprocess

    code = "import cardlib.views, sys; assert 'ipywidgets' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)
