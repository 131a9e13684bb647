"""Cadogan's games and Klondike drawn as their book pictures them: the static view and the
widget place every pile from ``layout_hint`` and play the moves these games add by clicks."""

from __future__ import annotations

import re
from typing import Any

import pytest

import cardlib
from cardlib.patience.cadogan import SPECS as CADOGAN_SPECS
from cardlib.patience.engine import Transfer
from cardlib.patience.moves import FILL, Chain, Pair, Swap
from cardlib.patience.players import greedy_hint
from cardlib.views.patience import (
    fan_directions,
    has_picture,
    patience_svg,
    picture_positions,
    shown_piles,
)
from cardlib.widgets.patience import PatienceWidget, patience_demo
from cardlib.widgets.patience_geometry import MIN_CARD_WIDTH, PICTURE_HEIGHT
from cardlib.widgets.patience_table import PEEK_CLASSES

GAMES = ("klondike", *CADOGAN_SPECS)  # Klondike and Lady Cadogan's seven, in book order


def click_move(w: PatienceWidget, m: Any) -> None:
    """Make ``m`` the way a player would: click the card(s), then the destination."""
    g = w.patience
    if isinstance(m, (Pair, Swap)):
        w.click_pile(m.a)
        w.click_pile(m.b)
    elif isinstance(m, Chain):
        w.click_pile(m.steps[-1].src)
        w.click_pile(m.steps[-1].dst)
    elif isinstance(m, Transfer) and m.src == "s":
        w.click_card("s", 0)
        w.click_pile(m.dst)
    elif isinstance(m, Transfer):
        n = len(w.zones[m.src].buttons)
        w.click_card(m.src, n - m.count if m.src[0] == "t" else max(0, n - 1))
        w.click_pile(g.landing(m))
    else:
        w.click_pile("s")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_players_moves_are_made_by_clicks(game_id: str) -> None:
    w = patience_demo(game_id, seed=2)
    g = w.patience
    for _ in range(80):
        m = greedy_hint(g)
        if m is None:
            break
        before = len(g.history)
        click_move(w, m)
        assert g.history[before:] == [m], w.status_text
    assert len(g.history) >= 5


@pytest.mark.parametrize("game_id", GAMES)
def test_widget_places_piles_in_the_order_the_hint_gives(game_id: str) -> None:
    w = patience_demo(game_id, seed=1)
    assert w.geo.picture and has_picture(w.patience)
    where = picture_positions(w.patience)
    names = list(w.columns)
    for a in names:
        for b in names:
            (xa, ya), (xb, yb) = where[a], where[b]
            pa, pb = w.geo.px(a), w.geo.px(b)
            if xa < xb - 0.01:
                assert pa[0] < pb[0], (a, b)
            if ya < yb - 0.01:
                assert pa[1] < pb[1], (a, b)
    assert w.geo.table_w <= w.width


@pytest.mark.parametrize("game_id", GAMES)
def test_picture_tables_fit_a_laptop(game_id: str) -> None:
    """A picture table is no taller than a laptop shows with its controls, unless its cards
    are already as small as they are drawn; and they are never drawn smaller than that."""
    w = patience_demo(game_id, seed=1)
    geo = w.geo
    short = geo.table_h <= PICTURE_HEIGHT + 8
    assert short or geo.card_w <= MIN_CARD_WIDTH, (geo.table_h, geo.card_w)
    assert w.geo.card_w >= MIN_CARD_WIDTH - 1


def test_the_table_grows_with_its_longest_column() -> None:
    """Klondike's deal keeps less than a card's height of room under its columns; a column
    of twelve cards gets the room it reaches down to, so the controls move down under it."""
    dealt = patience_demo("klondike", seed=1)
    assert int(dealt.below.layout.height.removesuffix("px")) < dealt.geo.card_h
    col = ["KS", "QH", "JS", "10H", "9S", "8H", "7S", "6H", "5S", "4H", "3S", "2H"]
    shorts = {cardlib.Card.parse(c).short for c in col}
    rest = [c.short for c in cardlib.cards.standard_pack() if c.short not in shorts]
    position = {"tableau": [col] + [[]] * 6, "foundations": [[]] * 4, "stock": rest}
    w = PatienceWidget(cardlib.new_game("klondike", seed=1, position=position))
    reach = w.geo.px("t1")[1] + 11 * w.geo.up_h + w.geo.card_h
    below = int(w.below.layout.height.removesuffix("px"))
    assert w.geo.table_h + below >= reach > w.geo.table_h


def test_forty_thieves_keeps_its_rows() -> None:
    w = patience_demo("forty-thieves", seed=1)
    assert not w.geo.picture and not w.columns
    assert "<svg" in patience_svg(w.patience) and not has_picture(w.patience)


def _top_left(svg: str, label: str) -> tuple[float, float]:
    m = re.search(r'<svg x="([-\d.]+)" y="([-\d.]+)"[^>]*aria-label="' + re.escape(label), svg)
    assert m is not None, label
    return float(m.group(1)), float(m.group(2))


def test_the_clock_is_a_clock_face() -> None:
    g = cardlib.new_game("the-clock", seed=1)
    svg = patience_svg(g)
    for hour in ("I", "VI", "IX", "XII"):  # each packet names its hour; the ring has no room
        assert f">packet {hour}</text>" in svg and f">{hour}</text>" not in svg
    xii = _top_left(svg, "hour XII: 1 card, 5♦ on top")
    vi = _top_left(svg, "hour VI: 1 card, J♥ on top")
    iii = _top_left(svg, "hour III: 1 card, 8♠ on top")
    ix = _top_left(svg, "hour IX: 1 card, 2♣ on top")
    assert xii[1] < iii[1] < vi[1] and ix[0] < xii[0] < iii[0]
    fans = fan_directions(g)
    assert (fans["t12"], fans["t3"], fans["t6"], fans["t9"]) == ("up", "right", "down", "left")


def test_fortress_rows_fan_outward_from_the_foundations() -> None:
    g = cardlib.new_game("fortress", seed=1)
    fans = fan_directions(g)
    assert {fans[f"t{i}"] for i in range(1, 6)} == {"left"}
    assert {fans[f"t{i}"] for i in range(6, 11)} == {"right"}
    w = patience_demo("fortress", seed=1)
    row = w.zones["t1"].buttons
    assert len(row) == 5 and all(PEEK_CLASSES["left"] in b.button._dom_classes for b in row[:4])
    # the outside (available) card is the top of the pile and is the whole card
    assert PEEK_CLASSES["left"] not in row[-1].button._dom_classes
    # a pile fanned to the left is placed by its right edge, so that it grows leftwards
    assert set(w.places["t1"]) == {"right", "top"} and set(w.places["t6"]) == {"left", "top"}
    assert ".cardlib-at-t1{right:" in w.style.value


def test_the_shah_star_does_not_overlap() -> None:
    g = cardlib.new_game("the-shah", seed=1)
    where = picture_positions(g)
    pts = [where[n] for n in where if n[0] in "tfr" and n != "r2"]
    for i, (x1, y1) in enumerate(pts):
        for x2, y2 in pts[i + 1 :]:
            assert abs(x1 - x2) >= 1 or abs(y1 - y2) >= 1
    # the Shah sits in the middle of the star
    xs = [where[f"t{i}"][0] for i in range(17, 25)]
    assert min(xs) < where["r1"][0] < max(xs)


def test_blockade_shows_only_dealt_rows() -> None:
    g = cardlib.new_game("the-blockade", seed=1)
    shown = {p.name for p in shown_piles(g)}
    assert "t1" in shown and "t13" not in shown and "t108" not in shown
    while g.table.dealing >= 0 or g.stock_count > 92:
        m = greedy_hint(g)
        assert m is not None
        g.play(m)
    shown = {p.name for p in shown_piles(g)}
    assert {f"t{i}" for i in range(1, 13)} <= shown | {p.name for p in g.layout() if not p.cards}


def test_fourteenth_pairs_by_two_clicks_and_refuses_a_diagonal() -> None:
    w = patience_demo("the-fourteenth", seed=1)
    g = w.patience
    pair = next(m for m in g.legal_moves() if isinstance(m, Pair))
    w.click_pile(pair.a)
    assert pair.b in w.targets(pair.a)
    w.click_pile(pair.b)
    assert g.history == [pair]
    # two cards totalling 14 on a diagonal: refused, nothing changes
    state = g.state
    w.click_pile("t1")
    w.click_pile("t7")
    assert g.state == state and len(g.history) == 1


def test_fourteenth_swap_grace_by_clicks() -> None:
    # no pair anywhere: only the grace's two exchanges are left
    low = [f"{r}{s}" for s in "SHDC" for r in ("A", "2", "3", "4", "5", "6")] + ["AS"]
    tableau = [[c] for c in low]
    w = patience_demo("the-fourteenth", position={"tableau": tableau, "stock": "KH"})
    g = w.patience
    swaps = [m for m in g.legal_moves() if isinstance(m, Swap)]
    assert swaps and not any(isinstance(m, Pair) for m in g.legal_moves())
    w.click_pile("t1")
    assert "t2" in w.targets("t1")
    w.click_pile("t2")
    assert isinstance(g.history[-1], Swap)
    assert all(isinstance(m, Swap) for m in g.legal_moves())  # the second exchange is due


def test_clock_fill_by_clicking_the_pack() -> None:
    w = patience_demo("the-clock", seed=1)
    g = w.patience
    while FILL not in g.legal_moves():
        m = greedy_hint(g)
        assert m is not None
        click_move(w, m)
    w.click_pile("s")
    assert g.history[-1] == FILL


def test_mill_transfer_chain_by_clicks() -> None:
    # spec vector 3: centre top 5♠, an angle pile's top 6♣, a wing holds 7♦
    pos = {
        "tableau": [["7D"], ["9H"], ["9S"], ["10S"], ["JS"], ["JH"], ["2S"], ["3C"]],
        "foundations": ["AS 2S 3S 4S 5S", "KC QC JC 10C 9C 8C 7C 6C"],
        "stock": "4H 4D",
        "waste": "8H",
    }
    w = patience_demo("the-mill", position=pos)
    g = w.patience
    chains = [m for m in g.legal_moves() if isinstance(m, Chain)]
    assert chains
    assert "f1" in w.targets("t1")
    w.click_pile("t1")
    w.click_pile("f1")
    assert isinstance(g.history[-1], Chain)
    assert [c.short for c in g.layout()[2].cards][-2:] == ["6C", "7D"]


def test_shah_refill_from_the_pack_by_clicks() -> None:
    g = cardlib.new_game("the-shah", seed=1)
    w = PatienceWidget(g)
    for _ in range(400):
        stock = [m for m in g.legal_moves() if isinstance(m, Transfer) and m.src == "s"]
        if stock:
            break
        m = greedy_hint(g)
        assert m is not None
        g.play(m)
    else:
        pytest.fail("no refill from the pack in 400 hint moves: the test tests nothing")
    w.refresh()
    m = stock[0]
    w.click_card("s", 0)
    assert m.dst in w.targets("s")
    w.click_pile(m.dst)
    assert g.history[-1] == m


def test_unused_piles_are_hidden_with_their_labels() -> None:
    w = patience_demo("fortress", seed=3)
    for name in ("s", "w"):
        assert w.columns[name].layout.display == "none"
        assert w.labels[name].layout.display == "none"
    assert w.columns["t1"].layout.display is None
