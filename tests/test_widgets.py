"""The widget layer, driven through its test API (no browser)."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

import cardlib
from cardlib.cards import Card
from cardlib.war import WarGame, new_war
from cardlib.widgets import (
    CardButton,
    CardStyles,
    GameWidget,
    Selection,
    WarWidget,
    progress_bar,
    war_demo,
)
from cardlib.widgets.cards import SELECTED_CLASS


def war_of(w: WarWidget) -> WarGame:
    g = w.game
    assert isinstance(g, WarGame)
    return g


# ----- War widget ----------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 2, 3, 11, 42])
def test_battle_advances_exactly_one_battle(seed: int) -> None:
    w = war_demo(seed=seed)
    for _ in range(25):
        g = war_of(w)
        if g.is_over:
            break
        before = g.battles
        w.press("battle")
        assert g.battles == before + 1
        assert not g.table.in_war
        assert w.status_text.startswith(f"Battle {before + 1}")
        assert str(w.view.value) == g._repr_html_()


def test_battle_settles_a_pending_war_in_one_press() -> None:
    w = war_demo(seed=3)
    w.press("war")
    g = war_of(w)
    assert g.table.in_war
    before = g.battles
    w.press("battle")
    assert g.battles == before + 1 and not g.table.in_war
    assert "after a war" in w.status_text


def test_to_next_war_stops_on_a_tie() -> None:
    w = war_demo(seed=3)
    g = war_of(w)
    for _ in range(5):
        w.press("war")
        assert g.table.in_war or g.is_over
        if g.is_over:
            break
        assert "War!" in w.status_text or "war!" in w.status_text


def test_to_the_end_ends_and_undo_restores_exactly() -> None:
    w = war_demo(seed=7)
    w.press("battle")
    w.press("war")
    g = war_of(w)
    state = g.state
    history = list(g.history)
    w.press("end")
    assert g.is_over
    assert "Game over" in w.status_text and "New deal" in w.status_text
    assert all(w.buttons[n].disabled for n in ("battle", "war", "end"))
    w.press("undo")
    assert g.state == state
    assert g.history == history
    assert not w.buttons["battle"].disabled
    w.press("undo")
    w.press("undo")
    assert g.history == [] and g.state == cardlib.new_game("war", seed=7).state
    w.press("undo")
    assert "Nothing to undo" in w.status_text


def test_pressing_battle_when_over_changes_nothing() -> None:
    w = war_demo(seed=3)
    w.press("end")
    g = war_of(w)
    state, n = g.state, len(g.history)
    view = w.view.value
    w.press("battle")
    w.press("war")
    assert g.state == state and len(g.history) == n
    assert w.view.value == view
    assert "Game over" in w.status_text and "Nothing was played" in w.status_text
    w.press("undo")  # the whole run to the end is one action
    assert g.history == []


def test_new_deal_changes_seed_keeps_options_resets_history() -> None:
    w = war_demo(seed=5, war_down=3)
    w.press("battle")
    old = w.game
    w.press("new")
    g = war_of(w)
    assert g is not old and g.seed != 5
    assert g.history == [] and g.battles == 0
    assert g.options["war_down"] == 3
    assert g.deal_code in w.code_label.value
    w.press("undo")
    assert "Nothing to undo" in w.status_text


def test_deal_code_loads_that_deal() -> None:
    w = war_demo(seed=1)
    w.press("battle")
    w.enter_code("war:123:war_down=2")
    expected = cardlib.from_deal_code("war:123:war_down=2")
    assert w.game.state == expected.state
    assert w.game.deal_code == "war:123:war_down=2"
    assert "war:123:war_down=2" in w.code_label.value
    assert w.game.history == []
    w.enter_code("quadruple-war:9")
    assert w.game.id == "quadruple-war" and w.variant.value == "quadruple-war"
    assert w.game.state == cardlib.from_deal_code("quadruple-war:9").state


@pytest.mark.parametrize(
    ("code", "fragment"),
    [
        ("war:abc", "is not a deal number"),
        ("chess:1", "unknown game"),
        ("war:1:war_down=-1", "from 0 to 24"),
        ("", "Type a deal code"),
    ],
)
def test_bad_deal_code_keeps_the_game(code: str, fragment: str) -> None:
    w = war_demo(seed=2)
    w.press("battle")
    game, state = w.game, w.game.state
    w.enter_code(code)
    assert w.game is game and game.state == state
    assert fragment in w.status_text
    w.press("undo")  # the undo stack survived
    assert game.history == []


def test_code_for_another_game_is_refused_unless_allowed() -> None:
    g = new_war(seed=4)
    strict = GameWidget(g)
    strict.enter_code("quadruple-war:4")
    assert strict.game is g
    assert "Quadruple War" in strict.status_text and "'war'" in strict.status_text
    relaxed = GameWidget(new_war(seed=4), allow_other_games=True)
    relaxed.enter_code("quadruple-war:4")
    assert relaxed.game.id == "quadruple-war"


def test_illegal_move_status_names_the_rule_and_changes_nothing() -> None:
    w = war_demo(seed=1)
    g = war_of(w)
    state = g.state
    assert w.play("war") is False
    assert w.status_text.startswith("Not allowed: ")
    assert w.refusal is not None and w.refusal.rule == "tie"
    assert "no tie" in w.status_text
    assert g.state == state and g.history == []
    assert w.play("turn") is True
    assert len(g.history) == 1


def test_run_action_rolls_back_a_partly_illegal_action() -> None:
    w = war_demo(seed=1)
    g = war_of(w)

    def two(game: cardlib.Game) -> str:
        game.play("turn")
        game.play("war")  # no tie after one turn with seed 1: illegal
        return "unreachable"

    assert not g.table.in_war
    assert w.run_action(two) is False
    assert g.history == [] and w.status_text.startswith("Not allowed: ")
    assert w.refusal is not None and w.refusal.rule == "tie"


def test_variant_menu_switches_game_with_same_seed() -> None:
    w = war_demo(seed=8)
    w.choose_variant("quadruple-war")
    assert w.game.id == "quadruple-war" and w.game.seed == 8
    assert w.game.state == cardlib.new_game("quadruple-war", seed=8).state


def test_buttons_have_descriptions_and_tooltips() -> None:
    w = war_demo(seed=1)
    for name, button in w.buttons.items():
        assert button.description, name
        assert button.tooltip, name
    assert w.code_box.tooltip
    bundle = w._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle


def test_press_unknown_button_is_a_key_error() -> None:
    w = war_demo(seed=1)
    with pytest.raises(KeyError, match="buttons are"):
        w.press("shuffle")


# ----- cards and selection --------------------------------------------------------------------
def test_card_button_uses_one_style_block_and_tooltip_name() -> None:
    styles = CardStyles()
    qh = Card.parse("QH")
    b1 = CardButton(qh, zone="hand", index=0, styles=styles)
    b2 = CardButton(qh, zone="hand", index=1, styles=styles)
    back = CardButton(qh, zone="stock", index=0, styles=styles, face_down=True)
    assert b1.button.description == "" and b1.button.tooltip == "queen of hearts"
    assert back.button.tooltip.startswith("face-down card")
    assert "cardlib-card-qh" in b1.button._dom_classes
    assert "cardlib-card-back" in back.button._dom_classes
    css = styles.widget.value
    assert css.count(".cardlib-card-qh{") == 1 and css.count(".cardlib-card-back{") == 1
    assert "data:image/svg+xml;base64," in css
    b2.set_card(Card.parse("2C"))
    assert "cardlib-card-qh" not in b2.button._dom_classes
    assert "cardlib-card-2c" in b2.button._dom_classes and b2.button.tooltip == "two of clubs"


def test_clicking_a_card_calls_back_and_selects() -> None:
    styles = CardStyles()
    calls: list[tuple[str, int]] = []
    moves: list[tuple[tuple[str, int], tuple[str, int]]] = []
    buttons = [
        CardButton(Card.parse(t), zone="hand", index=i, styles=styles)
        for i, t in enumerate(["AS", "KD", "7C"])
    ]

    def highlight(sel: tuple[str, int] | None) -> None:
        for b in buttons:
            b.selected = sel == (b.zone, b.index)

    selection = Selection(on_target=lambda s, t: moves.append((s, t)), on_change=highlight)
    for b in buttons:
        b.on_card(lambda z, i: calls.append((z, i)))
        b.on_card(selection.click)
    buttons[2].click()
    assert calls == [("hand", 2)]
    assert selection.selected == ("hand", 2)
    assert buttons[2].selected and SELECTED_CLASS in buttons[2].button._dom_classes
    assert not buttons[0].selected
    buttons[0].click()
    assert moves == [(("hand", 2), ("hand", 0))]
    assert selection.selected is None and SELECTED_CLASS not in buttons[2].button._dom_classes
    buttons[1].click()
    selection.clear()
    assert selection.selected is None and not buttons[1].selected


def test_game_widget_zones_route_clicks_to_moves() -> None:
    played: list[tuple[tuple[str, int], tuple[str, int]]] = []

    class Demo(GameWidget):
        def build(self) -> None:
            self.row = self.add_zone("row")
            self.table.children = (self.row.box,)

        def update_table(self) -> None:
            self.row.show([Card.parse("AS"), Card.parse("9H"), None])

        def move_for(
            self, source: tuple[str, int], target: tuple[str, int]
        ) -> cardlib.Move | str | None:
            played.append((source, target))
            return "war"  # illegal at the start: shows the rule

    w = Demo(new_war(seed=1))
    assert "clear" in w.buttons
    w.click_card("row", 1)
    assert w.selection.selected == ("row", 1)
    assert w.zones["row"].buttons[1].selected
    assert "nine of hearts" in w.status_text
    w.click_card("row", 2)
    assert played == [(("row", 1), ("row", 2))]
    assert w.status_text.startswith("Not allowed: ")
    assert w.refusal is not None and w.refusal.rule == "tie"
    assert not any(b.selected for b in w.zones["row"].buttons)
    w.click_card("row", 0)
    w.press("clear")
    assert w.selection.selected is None and not w.zones["row"].buttons[0].selected
    with pytest.raises(IndexError):
        w.click_card("row", 5)


# ----- progress ------------------------------------------------------------------------------
def test_progress_bar_touches_widget_about_every_percent() -> None:
    bar, tick = progress_bar(10_000, "Games")
    values: list[int] = []
    bar.observe(lambda ch: values.append(ch["new"]), names="value")
    for i in range(1, 10_001):
        tick(i)
    assert bar.value == 10_000 and bar.bar_style == "success"
    assert 95 <= len(values) <= 105
    assert bar.description == "Games"


def test_progress_bar_small_totals() -> None:
    bar, tick = progress_bar(3)
    tick(1)
    assert bar.value == 1
    tick(3)
    assert bar.value == 3 and bar.bar_style == "success"
    empty, _ = progress_bar(0)
    assert empty.bar_style == "success"
    with pytest.raises(ValueError):
        progress_bar(-1)
