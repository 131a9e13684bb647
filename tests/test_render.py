"""Tests for cardlib.render: well-formed, labelled, deterministic SVG pictures."""

from __future__ import annotations

import base64
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable

import pytest

from cardlib.cards import Card, Rank, Suit, parse_cards, standard_pack
from cardlib.render import (
    CARD_HEIGHT,
    CARD_WIDTH,
    back_svg,
    card_data_uri,
    card_svg,
    empty_svg,
    fan_svg,
    row_html,
    stack_svg,
)

SVG = "{http://www.w3.org/2000/svg}"
ALL_CARDS = standard_pack()


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    return root


def title_of(el: ET.Element) -> str | None:
    t = el.find(f"{SVG}title")
    return None if t is None else t.text


def with_class(root: ET.Element, cls: str) -> list[ET.Element]:
    return [el for el in root.iter() if cls in (el.get("class") or "").split()]


def fills(els: list[ET.Element]) -> set[str]:
    return {el.get("fill") or "" for el in els}


@pytest.mark.parametrize("card", ALL_CARDS, ids=[c.short for c in ALL_CARDS])
def test_every_card_is_labelled_xml(card: Card) -> None:
    root = parse(card_svg(card))
    assert root.get("role") == "img"
    assert root.get("aria-label") == card.name
    assert title_of(root) == card.name
    assert root.get("width") == str(CARD_WIDTH)
    assert root.get("height") == str(CARD_HEIGHT)
    # Two corner indices, each with the rank and a small suit sign.
    indices = with_class(root, "index")
    assert len(indices) == 2
    for index in indices:
        texts = [t.text for t in index.iter(f"{SVG}text")]
        assert texts == [card.rank.symbol]
        assert len(with_class(index, "index-pip")) == 1
    assert "rotate(180" in (indices[1].get("transform") or "")


@pytest.mark.parametrize("card", ALL_CARDS, ids=[c.short for c in ALL_CARDS])
def test_pip_count_matches_rank(card: Card) -> None:
    root = parse(card_svg(card))
    pips = with_class(root, "pip")
    if card.rank.is_court:
        assert pips == []
        assert len(with_class(root, "court-panel")) == 1
    else:
        assert len(pips) == card.rank.value
        assert len({p.get("transform") for p in pips}) == len(pips)  # no pip drawn twice


def test_pip_layout_is_symmetric() -> None:
    # Every layout is balanced left to right, and (except the seven, whose odd pip sits
    # in the upper half) unchanged when the card is turned round.
    for rank in list(Rank)[:10]:
        root = parse(card_svg(Card(rank, Suit.CLUBS)))
        pos = set()
        for pip in with_class(root, "pip"):
            m = re.match(r"translate\(([-\d.]+) ([-\d.]+)\)", pip.get("transform") or "")
            assert m, pip.get("transform")
            pos.add((round(float(m[1]), 1), round(float(m[2]), 1)))
        assert pos == {(round(CARD_WIDTH - x, 1), y) for x, y in pos}, rank
        turned = {(round(CARD_WIDTH - x, 1), round(CARD_HEIGHT - y, 1)) for x, y in pos}
        assert (pos == turned) == (rank is not Rank.SEVEN), rank


def test_red_and_black() -> None:
    red = {s for s in Suit if s in (Suit.HEARTS, Suit.DIAMONDS)}
    colours: dict[Suit, set[str]] = {}
    for suit in Suit:
        root = parse(card_svg(Card(Rank.SEVEN, suit)))
        colours[suit] = fills(with_class(root, "pip") + with_class(root, "index-pip"))
        assert len(colours[suit]) == 1
    red_colours = set().union(*(colours[s] for s in red))
    black_colours = set().union(*(colours[s] for s in Suit if s not in red))
    assert len(red_colours) == 1 and len(black_colours) == 1
    assert red_colours != black_colours
    (r,) = red_colours
    assert int(r[1:3], 16) > 0x99 and int(r[3:5], 16) < 0x60  # a red


def test_four_color_gives_four_suit_colours() -> None:
    seen = set()
    for suit in Suit:
        root = parse(card_svg(Card(Rank.ACE, suit), four_color=True))
        (colour,) = fills(with_class(root, "pip"))
        seen.add(colour)
    assert len(seen) == 4
    two = {next(iter(fills(with_class(parse(card_svg(Card(Rank.ACE, s))), "pip")))) for s in Suit}
    assert len(two) == 2


def test_court_cards_differ() -> None:
    for suit in Suit:
        roots = {r: parse(card_svg(Card(r, suit))) for r in (Rank.JACK, Rank.QUEEN, Rank.KING)}
        panels = {r: with_class(root, "court-panel")[0].get("fill") for r, root in roots.items()}
        heads = {r: with_class(root, "court-headwear")[0].get("d") for r, root in roots.items()}
        letters = {
            r: [t.text for t in with_class(root, "court-letter")] for r, root in roots.items()
        }
        assert len(set(panels.values())) == 3
        assert len(set(heads.values())) == 3
        assert letters == {Rank.JACK: ["J"], Rank.QUEEN: ["Q"], Rank.KING: ["K"]}


def test_selected_and_scale_and_label() -> None:
    card = Card.parse("QH")
    plain = parse(card_svg(card))
    sel = parse(card_svg(card, selected=True))
    assert with_class(plain, "selected-outline") == []
    (outline,) = with_class(sel, "selected-outline")
    assert float(outline.get("stroke-width") or 0) >= 2
    small = parse(card_svg(card, scale=0.75, label="your card"))
    assert small.get("width") == "54" and small.get("height") == "75"
    assert small.get("viewBox") == plain.get("viewBox") == "0 0 72 100"
    assert small.get("aria-label") == "your card" and title_of(small) == "your card"
    with pytest.raises(ValueError):
        card_svg(card, scale=0)


def test_labels_are_escaped() -> None:
    root = parse(card_svg(Card.parse("AS"), label='<b> & "quoted"'))
    assert root.get("aria-label") == '<b> & "quoted"'
    assert title_of(root) == '<b> & "quoted"'


def test_back() -> None:
    root = parse(back_svg())
    assert root.get("role") == "img"
    assert root.get("aria-label") == "face-down card" == title_of(root)
    assert with_class(root, "card-back")
    assert with_class(root, "pip") == []
    other = parse(back_svg(label="stock", scale=2))
    assert other.get("aria-label") == "stock" and other.get("width") == "144"


def test_empty() -> None:
    root = parse(empty_svg())
    assert root.get("aria-label") == "empty pile" == title_of(root)
    assert list(root.iter(f"{SVG}text")) == []
    (rect,) = with_class(root, "empty-pile")[0].iter(f"{SVG}rect")
    assert rect.get("stroke-dasharray")
    root = parse(empty_svg("foundation", text="A & K", scale=0.5))
    assert root.get("aria-label") == "foundation"
    assert [t.text for t in root.iter(f"{SVG}text")] == ["A & K"]
    assert root.get("width") == "36"


def test_fan_groups_in_order() -> None:
    cards = [*parse_cards("AS 10H"), None, Card.parse("KD")]
    root = parse(fan_svg(cards, face_down=[False, False, False, True]))
    assert root.get("role") == "img"
    expected = ["ace of spades", "ten of hearts", "face-down card", "face-down card"]
    assert root.get("aria-label") == "hand: " + ", ".join(expected)
    assert title_of(root) == root.get("aria-label")
    groups = with_class(root, "fan-card")
    assert [g.get("aria-label") for g in groups] == expected
    assert [title_of(g) for g in groups] == expected
    assert all(g.get("role") == "img" for g in groups)
    xs = [float(re.findall(r"[-\d.]+", g.get("transform") or "")[0]) for g in groups]
    assert xs == sorted(xs) and len(set(xs)) == 4
    assert [len(with_class(g, "card-back")) for g in groups] == [0, 0, 1, 1]
    assert len(with_class(groups[0], "pip")) == 1 and len(with_class(groups[1], "pip")) == 10
    # The fan's width: one card plus the visible strip of each covered card.
    assert float(root.get("width") or 0) == pytest.approx(72 + 3 * 0.28 * 72, abs=0.01)


def test_fan_vertical_label_selected() -> None:
    cards = parse_cards("9C 8D 7S")
    root = parse(fan_svg(cards, direction="vertical", overlap=0.25, label="column 3"))
    assert root.get("aria-label") == "column 3: nine of clubs, eight of diamonds, seven of spades"
    assert root.get("width") == "72" and root.get("height") == "150"
    assert parse(fan_svg(cards, direction="vertical")).get("aria-label", "").startswith("column:")
    sel = parse(fan_svg(cards, selected=1))
    groups = with_class(sel, "fan-card")
    assert [len(with_class(g, "selected-outline")) for g in groups] == [0, 1, 0]
    with pytest.raises(ValueError):
        fan_svg(cards, selected=3)
    with pytest.raises(ValueError):
        fan_svg(cards, face_down=[True])
    empty = parse(fan_svg([]))
    assert empty.get("aria-label") == "hand: no cards"


def test_fan_reuses_card_drawing() -> None:
    card = Card.parse("7H")
    single = card_svg(card, four_color=True)
    fan = fan_svg([card], four_color=True)
    body = single[single.index('<g class="card-face">') : -len("</svg>")]
    assert body in fan


def test_stack() -> None:
    root = parse(stack_svg(26))
    assert root.get("aria-label") == "pile of 26 face-down cards" == title_of(root)
    assert [t.text for t in with_class(root, "stack-count")] == ["26 cards"]
    assert with_class(root, "card-back")
    layers = {n: len(with_class(parse(stack_svg(n)), "stack-layer")) for n in (1, 2, 10, 52, 104)}
    assert layers[1] == 0 < layers[2] < layers[10] < layers[52]
    assert layers[52] == layers[104]  # capped
    # Same size whatever the count, so a shrinking pile does not move things about.
    assert {parse(stack_svg(n)).get("width") for n in (1, 52)} == {root.get("width")}
    top = parse(stack_svg(1, face_up=Card.parse("KS")))
    assert top.get("aria-label") == "pile of 1 card, king of spades on top"
    assert [t.text for t in with_class(top, "stack-count")] == ["1 card"]
    assert with_class(top, "card-back") == [] and with_class(top, "court-panel")
    none = parse(stack_svg(0, label="stock"))
    assert none.get("aria-label") == "stock" and with_class(none, "empty-pile")
    assert with_class(parse(stack_svg(5, show_count=False)), "stack-count") == []
    with pytest.raises(ValueError):
        stack_svg(-1)


def test_deterministic() -> None:
    calls: list[Callable[[], str]] = [
        lambda: card_svg(Card.parse("10D"), scale=0.75, four_color=True, selected=True),
        lambda: back_svg(),
        lambda: empty_svg(text="K"),
        lambda: fan_svg([*parse_cards("AS 2H"), None], selected=0),
        lambda: stack_svg(17, face_up=Card.parse("3C")),
    ]
    for call in calls:
        first = call()
        assert first == call()
        assert " id=" not in first  # nothing to clash when many are inlined on one page


def test_data_uri_round_trips() -> None:
    plain = card_svg(Card.parse("QH"))
    for text in (plain, card_svg(Card.parse("QH"), label="dame ♥ de cœur")):
        uri = card_data_uri(text)
        prefix = "data:image/svg+xml;base64,"
        assert uri.startswith(prefix)
        assert base64.b64decode(uri[len(prefix) :]).decode("utf-8") == text


def test_row_html() -> None:
    items = [card_svg(Card.parse("AS")), back_svg()]
    html = row_html(items, gap_px=12, caption="West <leads>")
    assert "display:flex" in html and "flex-wrap:wrap" in html and "gap:12px" in html
    assert html.index(items[0]) < html.index(items[1])
    assert "West &lt;leads&gt;" in html and "<leads>" not in html
    # The whole thing is well-formed markup.
    root = ET.fromstring(html)
    assert root.tag == "div"
    assert html.count("<div") == 5  # outer, row, two cells, caption
    assert row_html(items).count("<div") == 4
