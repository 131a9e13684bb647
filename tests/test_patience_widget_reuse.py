"""A table that is kept (New deal) or rebuilt from reused widgets (a deal code of another
game) shows exactly what a new table shows for the same deal."""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets
import pytest

from cardlib.patience.engine import PatienceGame, Transfer
from cardlib.registry import catalog, from_deal_code, game_factory, new_game
from cardlib.widgets.cards import CardStyles, CardZone
from cardlib.widgets.patience import PatienceWidget, patience_demo
from cardlib.widgets.pool import WidgetPool, renew

GAMES = [i.id for i in catalog() if isinstance(new_game(i.id, seed=1), PatienceGame)]


def other_game(game_id: str) -> str:
    """A deal-code prefix of another game the table accepts (Klondike: draw one)."""
    family = [i.id for i in catalog() if i.family == game_factory(game_id)[0].family]
    if len(family) > 1:
        return family[(family.index(game_id) + 1) % len(family)]
    return "klondike-draw-one"


def tree(w: Any) -> Any:
    """Everything a widget shows: its synced traits, nested widgets expanded (no ids)."""
    if isinstance(w, widgets.Widget):
        out = {"": type(w).__name__}
        for name in sorted(w.keys):
            if not name.startswith(("_model_", "_view_")):
                out[name] = tree(getattr(w, name))
        return out
    if isinstance(w, (list, tuple)):
        return [tree(x) for x in w]
    return w


def same_table(w: PatienceWidget, fresh: PatienceWidget) -> None:
    """``w`` shows what ``fresh`` shows, but for the style block, which keeps the rules of
    every picture ``w`` has shown (a superset of those ``fresh`` needs), the status and
    its words on the live line, and the title and the deal-code example, which name the
    game ``w`` was made for."""
    w.status.value = fresh.status.value
    w.announcer.line.value = fresh.announcer.line.value
    fresh.title.value, fresh.code_box.placeholder = w.title.value, w.code_box.placeholder
    assert set(fresh.card_styles.classes) <= set(w.card_styles.classes)
    w_style, fresh_style = w.card_styles.widget.value, fresh.card_styles.widget.value
    w.card_styles.widget.value = fresh_style
    try:
        assert tree(w.ui) == tree(fresh.ui)
    finally:
        w.card_styles.widget.value = w_style
    for name, zone in fresh.zones.items():
        assert [b.name for b in w.zones[name].buttons] == [b.name for b in zone.buttons]
    assert list(w.zones) == list(fresh.zones)
    assert w.info_text() == fresh.info_text()


def play_a_little(w: PatienceWidget, moves: int = 6) -> None:
    """A few hinted moves by clicks, then a hint and a selection left on the table."""
    for _ in range(moves):
        w.press("hint")
        m = w.hint_move
        if m is None or w.game.is_over:
            break
        if isinstance(m, Transfer) and m.src != "s" and m.src[0] in "tw":
            n = len(w.zones[m.src].buttons)
            w.click_card(m.src, n - m.count if m.src[0] == "t" else n - 1)
            w.click_pile(w.patience.landing(m))
        else:
            w.patience.play(m)
            w.refresh()
    w.press("hint")
    for name, zone in w.zones.items():
        if zone.buttons and name[0] == "t":
            w.click_card(name, len(zone.buttons) - 1)
            break


@pytest.mark.parametrize("game_id", GAMES)
def test_new_deal_after_play_shows_what_a_new_table_shows(game_id: str) -> None:
    w = patience_demo(game_id, seed=1)
    play_a_little(w)
    w.press("new")
    fresh = PatienceWidget(new_game(game_id, seed=w.game.seed))
    same_table(w, fresh)
    assert w.status_text == fresh.status_text
    play_a_little(w, 3)
    play_a_little(fresh, 3)
    same_table(w, fresh)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_deal_of_another_game_and_back_shows_what_a_new_table_shows(game_id: str) -> None:
    other = other_game(game_id)
    w = patience_demo(game_id, seed=1)
    play_a_little(w)
    for code in (f"{other}:3", f"{game_id}:5", f"{other}:7", f"{game_id}:9"):
        w.enter_code(code)
        game = from_deal_code(code)
        assert w.status_text == f"Loaded deal {game.deal_code}. {w.ready_text}"
        same_table(w, PatienceWidget(game))  # type: ignore[arg-type]
        play_a_little(w, 2)


def test_klondike_draw_one_is_drawn_as_a_new_table_draws_it() -> None:
    """Same piles, but the waste of a draw-one game does not fan: the table is rebuilt."""
    w = patience_demo("klondike", seed=1)
    assert w.geo.fans["w"] == "right"
    w.enter_code("klondike-draw-one:2")
    assert w.geo.fans["w"] == "none"
    assert w.zones["w"].box.layout.flex_flow == "column"
    same_table(w, PatienceWidget(from_deal_code("klondike-draw-one:2")))  # type: ignore[arg-type]


def test_the_table_keeps_its_widgets_for_a_new_deal() -> None:
    w = patience_demo("the-blockade", seed=1)
    box, slots = w.picture_box, dict(w.slots)
    w.press("new")
    assert w.picture_box is box and w.slots == slots


def test_a_rebuilt_table_reuses_the_widgets_of_the_last() -> None:
    w = patience_demo("the-clock", seed=1)
    before = {id(s) for s in w.slots.values()}
    w.enter_code("fortress:2")
    assert {id(s) for s in w.slots.values()} <= before  # Fortress has fewer piles
    w.enter_code("the-clock:3")
    assert {id(s) for s in w.slots.values()} == before
    w.click_card("t1", len(w.zones["t1"].buttons) - 1)  # reused card buttons click right
    assert w.selection.selected is not None and w.selection.selected[0] == "t1"


def test_reused_empty_places_click_their_new_piles() -> None:
    w = patience_demo("the-shah", seed=1)
    w.enter_code("the-sultan:2")
    w.enter_code("the-mill:3")
    clicked: list[tuple[str, int]] = []
    w.on_card = lambda zone, index: clicked.append((zone, index))  # type: ignore[method-assign]
    for slot in w.slots.values():
        slot.click()
    assert clicked == [(name, 0) for name in w.slots]


def test_renew_makes_a_widget_like_a_new_one() -> None:
    b = widgets.Button(description="x", tooltip="t", layout=widgets.Layout(width="3px"))
    b.add_class("a")
    b.style.button_color = "red"
    b.layout.display = "none"
    renew(b, tooltip="new", layout={"height": "5px"}, _dom_classes=("b",))
    assert tree(b) == tree(
        widgets.Button(tooltip="new", layout=widgets.Layout(height="5px"), _dom_classes=("b",))
    )
    with pytest.raises(TypeError):
        renew(b, no_such_trait=1)


def test_the_pool_prefers_the_widget_kept_under_the_same_key() -> None:
    pool = WidgetPool()
    a, b = widgets.HTML(value="a"), widgets.HTML(value="b")
    pool.put("label", a, key="A")
    pool.put("label", b, key="B")
    assert pool.take("label", widgets.HTML, key="A", value="a") is a
    assert pool.take("label", widgets.HTML, key="C", value="c") is b
    assert b.value == "c" and len(pool) == 0
    made = pool.take("label", widgets.HTML, key="A", value="n", layout={"width": "2px"})
    assert made not in (a, b) and made.layout.width == "2px"


def test_card_zones_pass_spare_buttons_on() -> None:
    from cardlib.cards import Card

    clicks: list[tuple[str, int]] = []
    styles, spare = CardStyles(), []  # type: ignore[var-annotated]
    a = CardZone("a", styles, lambda z, i: clicks.append((z, i)), scale=0.5, spare=spare)
    b = CardZone("b", styles, lambda z, i: clicks.append((z, i)), scale=0.7, spare=spare)
    a.show([Card.parse("QH"), Card.parse("2S")])
    a.buttons[1].selected = True
    a.buttons[1].resize(height="9px")
    kept = a.buttons[1]
    a.show([Card.parse("QH")])
    assert spare == [kept]
    b.show([None], [True])
    assert b.buttons[0] is kept and not spare
    fresh = CardZone("b", styles, lambda z, i: None, scale=0.7)
    fresh.show([None], [True])
    assert tree(kept.button) == tree(fresh.buttons[0].button)
    assert kept.name == fresh.buttons[0].name == "face-down card (b 1)"
    kept.click()
    assert clicks == [("b", 0)]
