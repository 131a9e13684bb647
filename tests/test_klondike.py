"""Klondike: the spec's test vectors (shared/rules/klondike.md), options and presets."""

from __future__ import annotations

from typing import Any

import pytest
from patience_helpers import moves, refuse

from cardlib import new_game
from cardlib.patience import PatienceGame


def start(**position: Any) -> PatienceGame:
    opts = position.pop("options", {})
    g = new_game("klondike", seed=0, position=position, **opts)
    assert isinstance(g, PatienceGame)
    return g


EMPTY7 = ["", "", "", "", "", "", ""]


def test_vector_1_deal() -> None:
    for seed in (1, 2, 99):
        g = new_game("klondike", seed=seed)
        assert isinstance(g, PatienceGame)
        piles = [p for p in g.layout() if p.kind.value == "t"]
        assert [len(p.cards) for p in piles] == [1, 2, 3, 4, 5, 6, 7]
        assert sum(p.face_up.count(True) for p in piles) == 7
        assert sum(p.face_up.count(False) for p in piles) == 21
        assert all(p.face_up[-1] for p in piles)
        assert g.stock_count == 24 and g.scores == (0,)


def test_deal_order_is_by_rows() -> None:
    g = new_game("klondike", seed=5)
    assert isinstance(g, PatienceGame)
    from cardlib.cards import shuffled, standard_pack

    deck = shuffled(standard_pack(), 5)
    t = g.state["tableau"]
    assert t[0] == [deck[0].short]
    assert [p[0] for p in t] == [c.short for c in deck[:7]]
    assert t[1][1] == deck[7].short and t[6][6] == deck[27].short


def test_vector_2_alternate_colours() -> None:
    for target, ok in (("10S", True), ("10C", True), ("10D", False), ("JC", False)):
        g = start(tableau=["9H", target, "", "", "", "", ""], stock="2C")
        assert ("t1-t2" in moves(g)) is ok
    g = start(tableau=["9H", "10D", "", "", "", "", ""], stock="2C")
    refuse(g, "t1-t2", "down in alternate colours")


def test_vector_3_kings_only_spaces() -> None:
    g = start(tableau=["KD", "", "QS", "KS QH JC", "", "", ""], stock="2C")
    assert {"t1-t2", "t4:3-t2"} <= moves(g)
    assert "t3-t2" not in moves(g)
    refuse(g, "t3-t2", "spaces take a king or a run headed by one")


def test_vector_4_turns_per_pass() -> None:
    for draw, turns in ((3, 8), (1, 24)):
        g = new_game("klondike", seed=3, draw=draw)
        n = 0
        while g.stock_count:
            g.play("deal")
            n += 1
        assert n == turns
        g.play("redeal")
        assert g.stock_count == 24


def test_vector_5_draw_three_order() -> None:
    g = start(tableau=["KS", "3H", "", "", "", "", ""], stock="5S 2H 9D 4C")
    g.play("deal")
    assert g.state["waste"] == ["4C", "9D", "2H"]
    assert g.state["stock"] == ["5S"]
    assert "w-t2" not in moves(g)  # 2H, the top waste card, does not go on 3H
    g2 = start(tableau=["KS", "3S", "", "", "", "", ""], stock="5S 2H 9D 4C")
    g2.play("deal")
    g2.play("w-t2")  # 2H on 3S
    assert g2.state["waste"] == ["4C", "9D"]
    assert "w-t1" not in moves(g2)
    assert g2.layout()[1].top is not None and str(g2.layout()[1].top) == "9♦"


def test_vector_6_turn_up() -> None:
    g = start(tableau=["JD 7S", "8H", "", "", "", "", ""], down=[1, 0, 0, 0, 0, 0, 0], stock="2C")
    g.play("t1-t2")
    assert g.state["down"][0] == 0
    assert g.layout()[2 + 4].face_up == (True,)


def test_vector_7_vegas() -> None:
    for home, score in ((10, -2), (11, 3), (52, 208)):
        from cardlib.patience.klondike import scoring_rule

        rule = scoring_rule("vegas", 1)
        assert rule is not None and rule.final(home, 0) == score
    g = new_game("vegas-klondike", seed=1)
    assert isinstance(g, PatienceGame) and g.points == -52


def test_vector_8_whole_run_only() -> None:
    opts = {"move_unit": "whole_run_only"}
    g = start(
        tableau=["KC 9H 8S 7D", "10S", "8C", "", "", "", ""],
        down=[1, 0, 0, 0, 0, 0, 0],
        stock="2C",
        options=opts,
    )
    assert "t1:3-t2" in moves(g)
    assert "t1-t3" not in moves(g) and "t1:2-t3" not in moves(g)
    refuse(g, "t1-t3", "whole run only")
    g = start(
        tableau=["KC 9H 8S 7D", "10S", "8C", "", "", "", ""], down=[1, 0, 0, 0, 0, 0, 0], stock="2C"
    )
    assert {"t1:3-t2", "t1-t3"} <= moves(g)


def test_worrying_back_option() -> None:
    pos = {
        "tableau": ["10S", "", "", "", "", "", ""],
        "foundations": ["AH 2H 3H 4H 5H 6H 7H 8H 9H"],
    }
    g = start(stock="2C", **pos)
    assert "f1-t1" in moves(g)
    g = start(stock="2C", options={"worrying_back": False}, **pos)
    assert "f1-t1" not in moves(g)
    refuse(g, "f1-t1", "foundation cards stay")


def test_passes_limit_and_presets() -> None:
    g = new_game("klondike-book-1897", seed=2)
    assert isinstance(g, PatienceGame)
    assert g.options["passes"] == "1" and g.rules.stock.redeals == 0
    while g.stock_count:
        g.play("deal")
    refuse(g, "redeal", "no redeals left")
    three = new_game("vegas-klondike-draw-three", seed=2)
    assert isinstance(three, PatienceGame) and three.rules.stock.redeals == 2
    with pytest.raises(ValueError):
        new_game("klondike", seed=1, passes="lots")


def test_windows_scoring() -> None:
    g = start(
        tableau=["JD 7S", "8H", "", "", "", "", ""],
        down=[1, 0, 0, 0, 0, 0, 0],
        stock="AC",
        options={"scoring": "windows_standard", "draw": 1},
    )
    g.play("t1-t2")  # turns up JD: +5
    assert g.points == 5
    g.play("deal")
    g.play("w-f")  # waste to foundation: +10
    assert g.points == 15


def test_stop_any_time_and_layout_hint() -> None:
    g = new_game("klondike", seed=4)
    assert isinstance(g, PatienceGame)
    assert "stop" in moves(g)
    hint = g.layout_hint()
    assert {p.name for p in g.layout()} == set(hint)
