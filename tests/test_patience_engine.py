"""The patience engine: build rules, move units, spaces, stock and redeals, refusals that
name the rule and leave the state alone, exact undo, the widget-facing API, the players."""

from __future__ import annotations

import json
from typing import Any

import pytest

from cardlib import Card, IllegalMove, catalog, load_game, new_game
from cardlib.cards import Rank
from cardlib.patience import (
    ALTERNATE_COLOUR,
    ANY_SUIT,
    ANY_SUIT_BUT_OWN,
    SAME_SUIT,
    EmptyRule,
    GameSpec,
    MoveUnit,
    PatienceGame,
    Rules,
    StockRule,
    Transfer,
)
from cardlib.patience.players import greedy_choice, greedy_hint, simulate
from cardlib.patience.rules import BuildRule, Foundation, SuitMatch


def c(text: str) -> Card:
    return Card.parse(text)


# ----- build rules ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("rule", "card", "onto", "ok"),
    [
        (SAME_SUIT, "10H", "JH", True),
        (SAME_SUIT, "10H", "JD", False),
        (SAME_SUIT, "10H", "QH", False),
        (SAME_SUIT, "KH", "AH", False),
        (ALTERNATE_COLOUR, "9H", "10S", True),
        (ALTERNATE_COLOUR, "9H", "10C", True),
        (ALTERNATE_COLOUR, "9H", "10D", False),
        (ALTERNATE_COLOUR, "9H", "10H", False),
        (ANY_SUIT_BUT_OWN, "9C", "10D", True),
        (ANY_SUIT_BUT_OWN, "9C", "10S", True),
        (ANY_SUIT_BUT_OWN, "9C", "10C", False),
        (ANY_SUIT, "9C", "10C", True),
        (ANY_SUIT, "9C", "10H", True),
        (ANY_SUIT, "9C", "JH", False),
        (BuildRule(SuitMatch.SAME, wrap=True), "KH", "AH", True),
        (BuildRule(SuitMatch.SAME, steps=(-1, 1)), "9H", "8H", True),
    ],
)
def test_build_rules(rule: BuildRule, card: str, onto: str, ok: bool) -> None:
    assert rule.fits(c(card), c(onto)) is ok


def test_foundation_rule() -> None:
    f = Foundation()
    assert f.accepts(c("AD"), []) and not f.accepts(c("2D"), [])
    assert f.accepts(c("2D"), [c("AD")]) and not f.accepts(c("2H"), [c("AD")])
    full = [Card(Rank(r), c("AS").suit) for r in range(1, 14)]
    assert not f.accepts(c("AS"), full)
    assert "up in suit" in f.name


# ----- a small engine-only game ---------------------------------------------------------------
def tiny(**changes: Any) -> GameSpec:
    rules = Rules(tableau=4, rows=1, packs=1, foundations=4)
    from dataclasses import replace

    return GameSpec("tiny", "Tiny", "engine test game", replace(rules, **changes))


def start(spec: GameSpec, **position: Any) -> PatienceGame:
    return PatienceGame(spec, 0, {}, position)


def moves(g: PatienceGame) -> set[str]:
    return {str(m) for m in g.legal_moves()}


def test_move_unit_single() -> None:
    g = start(tiny(build=ALTERNATE_COLOUR), tableau=["10S 9H 8C", "JD", "9D", "KH"], stock="2S")
    assert moves(g) == {"t1-t3", "deal"}


def test_move_unit_built_run() -> None:
    cls = tiny(build=ALTERNATE_COLOUR, move_unit=MoveUnit.BUILT_RUN)
    g = start(cls, tableau=["10S 9H 8C", "JD", "9D", "KH"], stock="2S")
    assert moves(g) == {"t1-t3", "t1:3-t2", "deal"}


def test_move_unit_same_suit_run() -> None:
    cls = tiny(build=ANY_SUIT, move_unit=MoveUnit.SAME_SUIT_RUN)
    g = start(cls, tableau=["10S 9S 8C", "5D", "KD", "9H"], stock="2S")
    # 9S 8C is not one suit: only 8C moves, and it fits on 9H
    assert moves(g) == {"t1-t4", "deal"}
    g = start(cls, tableau=["10C 9S 8S", "5D", "10D", "KH"], stock="2S")
    assert moves(g) == {"t1:2-t3", "deal"}


def test_face_down_cards_block_runs() -> None:
    cls = tiny(build=ALTERNATE_COLOUR, move_unit=MoveUnit.BUILT_RUN)
    g = start(cls, tableau=["10S 9H 8C", "JD", "9D", "KH"], down=[1, 0, 0, 0], stock="2S")
    assert moves(g) == {"t1-t3", "deal"}
    e = refuse(g, "t1:3-t2", "face-down card")
    assert "face-down" in str(e)


def test_empty_pile_rules() -> None:
    g = start(tiny(), tableau=["5D 4H", "", "QS", "KH"], waste="8C", stock="2S")
    assert {"t1-t2", "w-t2"} <= moves(g)
    kings = tiny(empty=EmptyRule(rank=Rank.KING))
    g = start(kings, tableau=["5D 4H", "", "QS", "KH"], waste="KC", stock="2S")
    assert "w-t2" in moves(g) and "t1-t2" not in moves(g)
    refuse(g, "t1-t2", "spaces take a king or a run headed by one")
    waste = tiny(empty=EmptyRule(sources=frozenset("w")))
    g = start(waste, tableau=["5D 4H", "", "QS", "KH"], waste="8C", stock="2S")
    assert "w-t2" in moves(g) and "t1-t2" not in moves(g)
    refuse(g, "t1-t2", "spaces take any card from the waste only")
    none = tiny(empty=EmptyRule(allowed=False))
    g = start(none, tableau=["5D 4H", "", "QS", "KH"], waste="8C", stock="2S")
    assert moves(g) == {"deal"}


def test_waste_only_option_in_forty_thieves() -> None:
    g = new_game("forty-thieves", seed=1, empty_pile_source="waste_only")
    assert isinstance(g, PatienceGame)
    assert "waste only" in g.rules.empty.name


def test_supermove_limit() -> None:
    cls = tiny(supermove=True)
    g = start(cls, tableau=["10H 9H 8H 7H", "JH", "", "KS"], stock="2S")
    # one space: at most 2 cards onto a card, 1 into the space
    assert {m for m in moves(g) if m.startswith("t1")} == {"t1-t3"}
    refuse(g, "t1:4-t2", "supermove limit")
    g = start(cls, tableau=["JH 10H 9H 8H", "", "", "KS"], stock="2S")
    assert "t1:2-t2" in moves(g) and "t1:3-t2" not in moves(g)


def test_foundation_to_tableau_option() -> None:
    cls = tiny(foundation_to_tableau=True)
    g = start(cls, tableau=["5C", "4H 9C", "QS", "KH"], foundations=["AC 2C 3C 4C"], stock="2S")
    assert "f1-t1" in moves(g)
    g.play("f1-t1")
    assert g.state["tableau"][0] == ["5C", "4C"] and g.state["foundations"][0] == ["AC", "2C", "3C"]
    plain = start(tiny(), tableau=["5D", "4H", "QS", "KH"], foundations=["AC 2C 3C 4C"], stock="2S")
    refuse(plain, "f1-t1", "foundation cards stay")


# ----- refusals: rule named, state unchanged --------------------------------------------------
def refuse(g: PatienceGame, move: str | Transfer, rule: str) -> IllegalMove:
    before = (json.dumps(g.state), [str(m) for m in g.history], moves(g))
    with pytest.raises(IllegalMove) as err:
        g.play(move)
    assert err.value.rule == rule, f"{err.value.rule!r}: {err.value}"
    assert (json.dumps(g.state), [str(m) for m in g.history], moves(g)) == before
    return err.value


def test_bad_input_forty_thieves() -> None:
    pos = {
        "tableau": ["9H 8H", "10H", "JS", "QC", "KD", "2S", "3S", "4S", "5S", "6S"],
        "stock": "",
        "waste": "7D",
        "foundations": ["AC"],
    }
    g = new_game("forty-thieves", seed=0, position=pos)
    refuse(g, "t1:2-t2", "single cards only")
    refuse(g, "t1-t3", "down in suit")
    refuse(g, "deal", "no redeals left")
    refuse(g, "redeal", "no redeals left")
    refuse(g, "t2-f", "foundation build")
    refuse(g, "t1:2-f", "one card to a foundation")
    refuse(g, "t11-t1", "no such pile")
    refuse(g, "t1:5-t2", "count")
    refuse(g, "w-s", "stock")
    refuse(g, "t1-w", "waste")
    refuse(g, "t1-t1", "same pile")
    refuse(g, "f1-t2", "foundation cards stay")
    refuse(g, Transfer("s", "t1"), "stock")
    for junk in ("", "t1", "t-t2", "x3-t1", "t0:0-t1", "t1:0-t2", "deal now"):
        refuse(g, junk, "notation")


def test_face_down_card_cannot_move() -> None:
    g = new_game(
        "rank-and-file",
        seed=0,
        position={
            "tableau": ["2C 3D 4C 8H"] + ["KC"] * 2 + ["KD"] * 2 + ["KH"] * 2 + ["KS"] * 2 + ["QS"],
            "down": [3] + [0] * 9,
            "stock": "5S",
        },
    )
    refuse(g, "t1:2-t2", "face-down card")


def test_stock_refusals() -> None:
    g = new_game("forty-thieves", seed=1)
    refuse(g, "redeal", "redeal")
    refuse(g, "stop", "stop")
    lf = new_game("little-forty", seed=1)
    for _ in range(22):
        lf.play("deal")
    refuse(lf, "deal", "stock empty")


PATIENCE_IDS = sorted(
    i.id for i in catalog() if i.family in ("forty-thieves", "klondike", "cadogan")
)


@pytest.mark.parametrize("gid", PATIENCE_IDS)
def test_no_card_is_taken_from_the_stock_to_a_foundation(gid: str) -> None:
    # the stock's cards come by 'deal' (or a refill); asking to send one home is refused
    # with that rule in every game, positional or not (it once raised KeyError)
    g = new_game(gid, seed=1)
    assert isinstance(g, PatienceGame)
    while g.table.dealing >= 0:  # past a dealing phase, where only its plays are allowed
        g.play("deal")
    for dst in ("f", "f1"):
        refuse(g, Transfer("s", dst), "stock")


# ----- undo --------------------------------------------------------------------------------
def test_undo_restores_flips_and_redeal_counters() -> None:
    g = new_game("rank-and-file", seed=5)
    assert isinstance(g, PatienceGame)
    states = [json.dumps(g.state)]
    for _ in range(120):
        m = greedy_choice(g.table)
        if m is None or str(m) == "stop":
            break
        g.play(m)
        states.append(json.dumps(g.state))
    assert sum(g.state["down"]) < 30 or g.history  # something happened
    while g.history:
        assert json.dumps(g.state) == states.pop()
        g.undo()
    assert json.dumps(g.state) == states.pop()

    lf = new_game("little-forty", seed=3)
    assert isinstance(lf, PatienceGame)
    for _ in range(22):
        lf.play("deal")
    lf.play("redeal")
    assert lf.redeals_left == 2 and lf.state["redeals_used"] == 1
    lf.undo()
    assert lf.redeals_left == 3 and lf.stock_count == 0 and len(lf.state["waste"]) == 64


def test_json_round_trip_with_position() -> None:
    g = new_game(
        "forty-thieves",
        seed=0,
        position={
            "tableau": ["9H 8H", "10H", "JS", "QC", "KD", "2S", "3S", "4S", "5S", "6S"],
            "stock": "7C AD",
            "foundations": ["AC"],
        },
    )
    g.play("deal")
    g.play("w-f")
    again = load_game(g.to_json())
    assert again.state == g.state and [str(m) for m in again.history] == ["deal", "w-f"]


# ----- notation -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("t3-f", "t3-f"),
        ("T3 - F1", "t3-f"),
        ("t2:1-t7", "t2-t7"),
        ("t2:3-t7", "t2:3-t7"),
        ("w-t5", "w-t5"),
        ("s", "deal"),
        ("Deal", "deal"),
        ("redeal", "redeal"),
        ("f2-t4", "f2-t4"),
    ],
)
def test_notation(text: str, canonical: str) -> None:
    g = new_game("forty-thieves", seed=1)
    m = g.parse_move(text)
    assert str(m) == canonical and g.parse_move(str(m)) == m


# ----- widget API ------------------------------------------------------------------------------
def test_layout_destinations_hint_home() -> None:
    g = new_game(
        "forty-thieves",
        seed=0,
        position={
            "tableau": ["9H 8H", "10H", "JS", "QC", "KD", "2S", "3S", "4S", "5S", "6S"],
            "stock": "7C AD",
            "foundations": ["AC", "AS"],
        },
    )
    assert isinstance(g, PatienceGame)
    view = {p.name: p for p in g.layout()}
    assert view["s"].clickable and view["s"].label == "stock (2)"
    assert view["t1"].movable == 1 and view["t6"].movable == 1 and view["t6"].clickable
    assert not view["f1"].clickable and not view["w"].clickable
    assert g.destinations("t6") == ["f2", "t7"]
    assert g.home_move("t6") == Transfer("t6", "f") and g.home_move("t1") is None
    assert g.stock_move() is not None and str(g.stock_move()) == "deal"
    assert g.move_for("t6", "f5") == Transfer("t6", "f")
    hint = greedy_hint(g)
    assert hint is not None and hint in g.legal_moves() and str(hint) == "t6-f"
    assert g.describe(hint) == "2♠ from pile 6 onto A♠ on foundation 2"
    # safe home moves: 2♠ is safe (both A♠ ... one is still out? no: only one A♠ home)
    assert g.safe_home_moves() == []
    played = new_game(
        "forty-thieves",
        seed=0,
        position={
            "tableau": ["9H 8H", "10H", "JS", "QC", "KD", "2S", "3S", "4S", "5S", "6S"],
            "stock": "7C",
            "foundations": ["AC", "AS", "AS"],
        },
    )
    assert isinstance(played, PatienceGame)
    auto = played.autoplay()
    assert [str(m) for m in auto] == ["t6-f"]  # 3♠ could still take the other 2♠: not safe
    assert played.history == auto


def test_outcome_won_and_lost() -> None:
    g = new_game(
        "forty-thieves",
        seed=0,
        position={
            "tableau": ["KD"] + [""] * 9,
            "foundations": ["AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD"],
        },
    )
    assert not g.is_over
    g.play("t1-f")
    assert g.is_over and g.outcome is not None and g.outcome.won
    assert g.legal_moves() == []
    lost = new_game(
        "forty-thieves",
        seed=0,
        position={"tableau": ["KD", "KC", "10H", "10S", "8D", "8C", "6H", "6S", "4D", "4C"]},
    )
    assert lost.is_over and lost.outcome is not None and not lost.outcome.won
    assert "no move" in lost.outcome.reason


def test_stop_ends_the_game() -> None:
    g = new_game(
        "forty-thieves",
        seed=0,
        position={"tableau": ["9H", "10H", "JS", "QC", "KD", "2S", "3S", "4S", "5S", "6S"]},
    )
    assert "stop" in moves(g)
    g.play("stop")
    assert g.is_over and g.outcome is not None and "stopped" in g.outcome.reason
    g.undo()
    assert not g.is_over


# ----- players ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "gid",
    [
        "forty-thieves",
        "indian",
        "limited",
        "little-forty",
        "lucas",
        "maria",
        "number-ten",
        "rank-and-file",
        "streets",
    ],
)
def test_simulate_every_game(gid: str) -> None:
    for player in ("greedy", "random"):
        a = simulate(gid, 4, player)
        assert a == simulate(gid, 4, player), "a seeded simulation is reproducible"
        assert 0 <= a.cards_home <= 104 and a.moves > 0
        assert a.won == (a.cards_home == 104)


def test_greedy_moves_are_legal_and_finish() -> None:
    g = new_game("streets", seed=9)
    assert isinstance(g, PatienceGame)
    for _ in range(2000):
        m = greedy_choice(g.table)
        if m is None:
            break
        g.play(m)  # raises if the greedy player ever chose an illegal move
    assert g.is_over


def test_stock_rule_names() -> None:
    assert StockRule().name == "1 card at a time, 1 pass"
    assert StockRule(draw=3, redeals=3).name == "3 cards at a time, 4 passes"
    assert StockRule(redeals=None).name == "1 card at a time, unlimited passes"
