"""The patience table driven through clicks, without a browser."""

from __future__ import annotations

from typing import Any

import pytest

from cardlib.cards import Card, Rank, Suit
from cardlib.patience.engine import DEAL, Transfer
from cardlib.patience.players import greedy_hint
from cardlib.widgets.cards import SELECTED_CLASS
from cardlib.widgets.patience import PatienceWidget, patience_demo
from cardlib.widgets.patience_table import HINT_CLASS, TARGET_CLASS


def full(suit: Suit) -> str:
    return " ".join(Card(r, suit).short for r in Rank)


def empty_tableau(n: int = 10) -> list[list[str]]:
    return [[] for _ in range(n)]


def nearly_won() -> dict[str, Any]:
    """Forty Thieves with 103 cards home and the K♠ alone on pile 1."""
    spades_to_q = " ".join(Card(r, Suit.SPADES).short for r in Rank if r is not Rank.KING)
    tableau = empty_tableau()
    tableau[0] = ["KS"]
    return {
        "tableau": tableau,
        "foundations": [full(s) for s in Suit]
        + [full(s) for s in Suit if s is not Suit.SPADES]
        + [spades_to_q],
    }


def classes(button: Any) -> list[str]:
    return list(button._dom_classes)


def test_a_seeded_deal_shows_all_104_cards() -> None:
    w = patience_demo("forty-thieves", seed=1)
    g = w.patience
    tableau = [z for name, z in w.zones.items() if name.startswith("t")]
    assert len(tableau) == 10
    assert [len(z.buttons) for z in tableau] == [4] * 10
    assert g.stock_count == 64 and "stock 64" in w.info_text()
    # every tableau card shows its face, in deal order (bottom first)
    for i, z in enumerate(tableau):
        assert [b.card.short for b in z.buttons if b.card] == g.state["tableau"][i]
        # covered cards are strips, the top card is whole
        assert [peeked(b) for b in z.buttons] == [True, True, True, False]
    assert w.status_text.startswith("Deal forty-thieves:1.")


def peeked(b: Any) -> bool:
    return "cardlib-peek" in classes(b.button)


def test_clicks_play_a_few_moves() -> None:
    w = patience_demo("forty-thieves", seed=1)
    g = w.patience
    played = 0
    for _ in range(40):
        m = greedy_hint(g)
        assert m is not None
        before = len(g.history)
        if isinstance(m, Transfer):
            n = len(w.zones[m.src].buttons)
            w.click_card(m.src, n - m.count if m.src[0] == "t" else 0)
            assert w.selection.selected is not None
            w.click_pile(g.landing(m))
            played += 1
        else:
            w.click_pile("s")
        assert g.history[before:] == [m], w.status_text
        assert f"Moves {before + 1}" in w.info_text()
    assert played >= 3  # the hint player found tableau or home moves, made through clicks


def test_building_off_suit_is_refused_with_the_rule() -> None:
    tableau = empty_tableau()
    tableau[0], tableau[1] = ["5C", "9H"], ["10S"]
    w = patience_demo("forty-thieves", position={"tableau": tableau, "stock": "2D 3D"})
    state = w.game.state
    w.click_pile("t1")
    w.click_pile("t2")
    assert w.status_text.startswith("Not allowed: ")
    assert w.refusal is not None and w.refusal.rule == "down in suit"
    assert "9♥ cannot go on 10♠" in w.status_text
    assert w.game.state == state and w.game.history == []
    assert w.selection.selected is None


def test_moving_a_face_down_card_is_refused() -> None:
    tableau = empty_tableau()
    tableau[0], tableau[1] = ["QD", "8H", "9S"], ["KC"]
    pos = {"tableau": tableau, "down": [1] + [0] * 9, "stock": "2D"}
    w = patience_demo("indian", position=pos)
    state = w.game.state
    assert w.zones["t1"].buttons[0].face_down
    w.click_card("t1", 0)  # the face-down Q♦ (with the cards on it)
    w.click_pile("t2")  # onto K♣: the right rank and a different suit, but face down
    assert w.refusal is not None and w.refusal.rule == "face-down card"
    assert w.status_text.startswith("Not allowed: ")
    assert w.game.state == state and w.game.history == []


def test_moving_a_run_where_only_single_cards_move() -> None:
    tableau = empty_tableau()
    tableau[0], tableau[1] = ["9H", "8H"], ["10H"]
    w = patience_demo("forty-thieves", position={"tableau": tableau, "stock": "2D"})
    w.click_card("t1", 0)
    w.click_pile("t2")
    assert w.refusal is not None and w.refusal.rule == "single cards only"
    assert w.status_text.startswith("Not allowed: ")
    assert w.game.history == []


def test_selection_outlines_the_legal_destinations() -> None:
    tableau = empty_tableau()
    tableau[0], tableau[1], tableau[2] = ["9H"], ["10H"], ["10H"]
    w = patience_demo("forty-thieves", position={"tableau": tableau, "stock": "2D"})
    w.click_pile("t1")
    assert SELECTED_CLASS in classes(w.zones["t1"].buttons[0].button)
    expected = set(w.patience.destinations("t1"))
    assert {"t2", "t3"} <= expected
    marked = {
        name
        for name in w.zones
        if TARGET_CLASS in classes(w._button_for(name))  # top card or empty place
    }
    assert marked == expected
    assert "pile 2" in w.status_text and "pile 3" in w.status_text
    w.click_pile("t3")
    assert w.game.state["tableau"][2] == ["TH", "9H"]
    assert not any(TARGET_CLASS in classes(w._button_for(n)) for n in w.zones)


def test_stock_click_turns_a_card_and_refuses_when_used_up() -> None:
    w = patience_demo("forty-thieves", seed=2)
    g = w.patience
    top = g.table.state()["stock"][-1]
    w.click_pile("s")
    assert g.history == [DEAL] and g.state["waste"] == [top]
    assert g.stock_count == 63
    assert str(Card.parse(top)) in w.status_text
    tableau = empty_tableau()
    tableau[0] = ["KH"]
    w2 = patience_demo("forty-thieves", position={"tableau": tableau, "waste": "5C 7D"})
    w2.click_pile("s")
    assert w2.refusal is not None and w2.refusal.rule == "no redeals left"
    assert w2.status_text.startswith("Not allowed: ") and w2.game.history == []


def test_stock_click_redeals_where_the_game_allows() -> None:
    tableau = empty_tableau()
    tableau[0] = ["KH"]
    w = patience_demo("little-forty", position={"tableau": tableau, "waste": "5C 7D 9S"})
    assert w.patience.redeals_left == 3
    w.click_pile("s")
    assert str(w.game.history[-1]) == "redeal"
    assert w.patience.redeals_left == 2 and w.patience.stock_count == 3


def test_hint_shows_a_legal_move_and_marks_it() -> None:
    tableau = empty_tableau()
    tableau[0], tableau[1] = ["AH"], ["3C", "10D"]
    w = patience_demo("forty-thieves", position={"tableau": tableau, "stock": "9D"})
    w.press("hint")
    m = w.hint_move
    assert m is not None and m in w.game.legal_moves()
    assert str(m) == "t1-f"  # a card home scores highest for the hint player
    assert w.status_text.startswith("Hint: ")
    assert HINT_CLASS in classes(w._button_for("t1"))
    assert HINT_CLASS in classes(w.slots["f1"])
    assert w.game.history == []  # a hint plays nothing


def test_second_click_sends_a_card_home_and_home_button() -> None:
    tableau = empty_tableau()
    tableau[0], tableau[1] = ["AH"], ["7C", "AS"]
    w = patience_demo("forty-thieves", position={"tableau": tableau, "stock": "9D"})
    w.click_pile("t1")
    w.click_pile("t1")
    assert w.game.state["foundations"][0] == ["AH"]
    w.click_pile("t2")
    w.press("home")
    assert w.game.state["foundations"][1] == ["AS"]
    w.click_pile("t2")  # 7♣ cannot go home: a second click only clears the selection
    w.click_pile("t2")
    assert w.selection.selected is None and len(w.game.history) == 2
    assert "no foundation shows 6♣" in w.status_text


def test_undo_and_redo_step_through_actions() -> None:
    w = patience_demo("forty-thieves", seed=3)
    g = w.patience
    start = g.state
    w.click_pile("s")
    after_one = g.state
    w.click_pile("s")
    after_two = g.state
    w.press("undo")
    assert g.state == after_one
    w.press("undo")
    assert g.state == start and w.moves == 0
    assert not w.buttons["redo"].disabled
    w.press("redo")
    assert g.state == after_one
    w.press("redo")
    assert g.state == after_two
    w.press("redo")
    assert w.status_text.startswith("Nothing to redo")
    w.press("undo")
    w.click_pile("s")  # a new move clears what could be redone
    assert w.buttons["redo"].disabled
    w.press("redo")
    assert w.status_text.startswith("Nothing to redo") and w.moves == 2


def test_safe_cards_home_is_one_undoable_action() -> None:
    tableau = empty_tableau()
    tableau[0], tableau[1], tableau[2] = ["2H", "AH"], ["AS"], ["AH"]
    w = patience_demo("forty-thieves", position={"tableau": tableau, "stock": "9D"})
    w.press("auto")  # the 2♥ is safe once both A♥ are home
    assert w.patience.table.cards_home == 4 and w.moves == 4
    w.press("undo")
    assert w.moves == 0


def test_new_deal_and_deal_codes() -> None:
    w = patience_demo("forty-thieves", seed=4, supermove=True)
    w.click_pile("s")
    w.press("new")
    g = w.patience
    assert g.seed != 4 and g.history == [] and g.options["supermove"] is True
    w.enter_code("forty-thieves:9")
    assert (
        w.game.deal_code == "forty-thieves:9"
        and w.game.state["stock"] == patience_demo("forty-thieves", seed=9).game.state["stock"]
    )
    w.enter_code("lucas:5")  # another game of the family, with 13 piles
    assert w.game.id == "lucas"
    assert len([z for z in w.zones if z.startswith("t")]) == 13
    assert [len(w.zones[f"f{i}"].buttons) for i in range(1, 9)] == [1] * 8  # the aces
    w.enter_code("war:3")
    assert w.game.id == "lucas" and "this table plays" in w.status_text
    w.enter_code("nonsense")
    assert w.status_text.startswith("Bad deal code")


def test_win_message_on_a_nearly_won_position() -> None:
    w = patience_demo("forty-thieves", position=nearly_won())
    assert not w.game.is_over
    w.click_pile("t1")
    w.click_pile("t1")  # the second click sends the K♠ home
    assert w.game.is_over and w.patience.table.won
    assert "You won! All 104 cards are on the foundations" in w.status_text
    assert "You won" in w.banner.value
    assert w.buttons["hint"].disabled


def test_no_more_moves_message() -> None:
    tableau = [["2S"], ["2H"], ["2D"], ["2C"], ["4S"], ["4H"], ["4D"], ["4C"], ["6S"], ["6H"]]
    w = patience_demo("forty-thieves", position={"tableau": tableau})
    assert w.game.is_over
    assert "No more moves: 0 cards are home" in w.status_text
    assert "Game over: lost" in w.banner.value
    # shown as a game over (the page's tests wait for that), on the first deal and on New deal
    assert "cardlib-over" in w.status.value
    w.set_game(w.game)
    assert "cardlib-over" in w.status.value


def test_a_fresh_deal_is_not_shown_as_over() -> None:
    w = patience_demo("forty-thieves", seed=1)
    assert not w.game.is_over and "cardlib-over" not in w.status.value


def test_give_up_only_when_the_stock_is_used_up() -> None:
    w = patience_demo("forty-thieves", seed=5)
    w.press("stop")
    assert w.refusal is not None and w.refusal.rule == "stop" and not w.game.is_over
    tableau = empty_tableau()
    tableau[0] = ["KH"]
    w2 = patience_demo("forty-thieves", position={"tableau": tableau})
    w2.press("stop")
    assert w2.game.is_over and w2.status_text.startswith("You gave up")


def test_click_on_an_empty_pile_without_selection() -> None:
    w = patience_demo("forty-thieves", position={"tableau": [["KH"], *empty_tableau(9)]})
    w.click_card("t2", 0)
    assert "is empty" in w.status_text and w.selection.selected is None
    with pytest.raises(IndexError):
        w.click_card("t1", 3)


def test_only_changed_piles_are_redrawn() -> None:
    w = patience_demo("forty-thieves", seed=6)
    before = {name: [b.button for b in z.buttons] for name, z in w.zones.items()}
    w.click_pile("s")
    for name, z in w.zones.items():
        if name in ("s", "w"):
            continue
        assert [b.button for b in z.buttons] == before[name]  # same widgets, untouched


def test_rejects_a_non_patience_game() -> None:
    from cardlib import new_game

    with pytest.raises(TypeError):
        PatienceWidget(new_game("war", seed=1))  # type: ignore[arg-type]
