"""The patience engine's query API: the widget and the views ask, the engine answers.

``moves_from`` (what a click on each pile plays once cards are picked up), ``click_path``
(the clicks that make a move), the :class:`PileView` fields a view needs (``words``,
``empty``, ``click``), ``why_fixed``, and the one function that names piles in words.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

import cardlib
from cardlib.patience import PatienceGame
from cardlib.patience.engine import DEAL, REDEAL
from cardlib.patience.piles import PileKind
from cardlib.widgets.patience import patience_demo

ROOT = Path(__file__).resolve().parent.parent
PATIENCE = [i.id for i in cardlib.catalog() if i.family in ("forty-thieves", "klondike", "cadogan")]


def game(gid: str, seed: int) -> PatienceGame:
    g = cardlib.new_game(gid, seed=seed)
    assert isinstance(g, PatienceGame)
    return g


def test_every_patience_game_is_listed() -> None:
    assert {"forty-thieves", "klondike", "the-clock", "the-sultan", "fortress"} <= set(PATIENCE)


@pytest.mark.parametrize("gid", PATIENCE)
def test_moves_from_matches_the_legal_moves(gid: str) -> None:
    """Over a random game: every move moves_from offers is legal, and every legal move a
    player makes by clicks is offered at its source, keyed by where it lands."""
    g = game(gid, seed=3)
    rng = random.Random(gid)
    for _ in range(40):
        legal = g.legal_moves()
        if not legal:
            break
        piles = {p.name: p for p in g.layout()}
        offered = {
            (src, n): g.moves_from(src, n)
            for src in piles
            for n in range(1, piles[src].movable + 2)
        }
        for found in offered.values():
            for dst, move in found.items():
                assert move in legal and dst in piles
        for move in legal:
            path = g.click_path(move)
            if path is None:  # made by clicking the stock, or a button
                assert move == piles["s"].click or str(move) in ("deal", "redeal", "fill", "stop")
                continue
            src, dst, n = path
            assert g.moves_from(src, n).get(dst) is not None
            # the landing pile is a real pile (no "f" left to resolve)
            assert dst in piles and src in piles
        g.play(rng.choice(legal))


def test_moves_from_resolves_a_move_home_to_its_foundation() -> None:
    tableau: list[list[str]] = [[] for _ in range(10)]
    tableau[0] = ["AS"]
    g = cardlib.new_game("forty-thieves", seed=0, position={"tableau": tableau, "stock": "KH"})
    assert isinstance(g, PatienceGame)
    found = g.moves_from("t1")
    assert str(found["f1"]) == "t1-f" and list(found)[1:] == [f"t{i}" for i in range(2, 11)]
    assert g.click_path(found["f1"]) == ("t1", "f1", 1)


def test_pairs_and_chains_are_offered_at_both_ends() -> None:
    g = game("the-fourteenth", seed=1)
    pair = next(m for m in g.legal_moves() if "+" in str(m))
    a, b, _ = g.click_path(pair) or ("", "", 0)
    assert g.moves_from(a)[b] == pair and g.moves_from(b)[a] == pair
    pos = {
        "tableau": [["7D"], ["9H"], ["9S"], ["10S"], ["JS"], ["JH"], ["2S"], ["3C"]],
        "foundations": ["AS 2S 3S 4S 5S", "KC QC JC 10C 9C 8C 7C 6C"],
        "stock": "4H 4D",
        "waste": "8H",
    }
    mill = cardlib.new_game("the-mill", position=pos)
    assert isinstance(mill, PatienceGame)
    chain = mill.moves_from("t1")["f1"]
    assert "," in str(chain)  # the transfer, then the play
    assert mill.click_path(chain) == ("t1", "f1", 1)


def test_the_stock_says_what_a_click_plays() -> None:
    tableau: list[list[str]] = [[] for _ in range(10)]
    tableau[0] = ["KH"]
    little = cardlib.new_game("little-forty", position={"tableau": tableau, "waste": "5C 7D"})
    assert isinstance(little, PatienceGame)
    stock = little.layout()[0]
    assert stock.click == REDEAL and stock.redeals and stock.empty == "\u21bb"
    ft = cardlib.new_game("forty-thieves", position={"tableau": tableau, "waste": "5C 7D"})
    assert isinstance(ft, PatienceGame)
    stock = ft.layout()[0]  # one pass only: the empty stock does nothing
    assert stock.click is None and not stock.redeals and stock.empty == ""
    dealt = game("forty-thieves", 1).layout()[0]
    assert dealt.click == DEAL and not dealt.redeals


def test_empty_places_show_what_they_take() -> None:
    mill = game("the-mill", 1)
    empty = {p.name: p.empty for p in mill.layout() if p.kind is PileKind.FOUNDATION}
    assert empty["f2"] == "K"  # an angle takes a king
    fourteenth = game("the-fourteenth", 1)
    assert [p.empty for p in fourteenth.layout() if p.kind is PileKind.FOUNDATION] == [""]
    klondike = game("klondike", 1)
    assert {p.empty for p in klondike.layout() if p.kind is PileKind.FOUNDATION} == {"A"}
    assert {p.empty for p in klondike.layout() if p.kind is PileKind.TABLEAU} == {""}


@pytest.mark.parametrize("gid", PATIENCE)
def test_every_pile_has_its_own_words(gid: str) -> None:
    g = game(gid, 1)
    words = [p.words for p in g.layout()]
    assert all(words) and len(set(words)) == len(words)
    assert all(g.table.place(p.name) == p.words for p in g.layout())


def test_piles_in_the_words_of_the_board() -> None:
    clock = {p.name: p.words for p in game("the-clock", 1).layout()}
    assert (clock["s"], clock["w"], clock["t4"], clock["f9"]) == (
        "the pack",
        "the talon",
        "packet IIII",
        "hour IX",
    )
    sultan = {p.name: p.words for p in game("the-sultan", 1).layout()}
    assert sultan["r1"] == "the Sultan" and sultan["f1"] == "foundation 1"
    ft = {p.name: p.words for p in game("forty-thieves", 1).layout()}
    assert (ft["s"], ft["w"], ft["f2"], ft["t10"]) == (
        "the stock",
        "the waste",
        "foundation 2",
        "pile 10",
    )
    mill = {p.name: p.words for p in game("the-mill", 1).layout()}
    assert (mill["f1"], mill["f3"], mill["t5"]) == ("the centre", "angle 2", "wing 5")
    blockade = {p.name: p.words for p in game("the-blockade", 1).layout()}
    assert blockade["t14"] == "row 2, column 2"


def test_copies_keep_the_words() -> None:
    g = game("the-clock", 1)
    assert g.copy().table.place("t4") == "packet IIII"


def test_clicking_the_sultans_reserve_names_the_sultan() -> None:
    w = patience_demo("the-sultan", seed=1)
    w.click_pile("r1")
    assert "the Sultan" in w.status_text and "foundation" not in w.status_text
    assert w.selection.selected is None and w.game.history == []


def test_clicking_a_foundation_that_keeps_its_cards_says_why() -> None:
    tableau: list[list[str]] = [[] for _ in range(10)]
    tableau[0] = ["KH"]
    w = patience_demo(
        "forty-thieves", position={"tableau": tableau, "foundations": ["AS"], "stock": "5C"}
    )
    w.click_pile("f1")
    assert "cards on the foundations stay there" in w.status_text
    assert w.selection.selected is None


def test_selection_and_stock_messages_use_the_boards_words() -> None:
    w = patience_demo("the-clock", seed=1)
    w.click_pile("t4")
    assert "from packet IIII" in w.status_text and "pile 4" not in w.status_text
    w.selection.clear()
    w.click_pile("s")
    assert w.status_text.startswith("Turned the pack:") and "on the talon" in w.status_text
    ft = patience_demo("forty-thieves", seed=1)
    ft.click_pile("s")
    assert ft.status_text.startswith("Turned the stock:") and "on the waste" in ft.status_text


MOVE_TYPES = {"Transfer", "Deal", "Redeal", "Stop", "Fill", "Pair", "Swap", "Chain"}


@pytest.mark.parametrize(
    "path",
    [
        "cardlib/widgets/patience.py",
        "cardlib/widgets/patience_table.py",
        "cardlib/widgets/patience_solver.py",
        "cardlib/widgets/patience_geometry.py",
        "cardlib/views/patience.py",
    ],
    ids=lambda p: p,
)
def test_widget_and_views_test_no_move_type(path: str) -> None:
    """The widget and the views ask the engine; none of them tests a move's type."""
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "isinstance":
            names = {n.id for n in ast.walk(node.args[1]) if isinstance(n, ast.Name)}
            assert not names & MOVE_TYPES, f"{path}:{node.lineno} tests a move type"
        if isinstance(node, ast.ImportFrom) and node.module == "cardlib.patience.positions":
            raise AssertionError(f"{path} imports the positional moves")


def test_a_move_home_naming_its_foundation_is_refused_with_the_notation() -> None:
    """On free piles moves home are written ``t1-f`` (the first foundation that takes the
    card): a move object naming one is refused, with how to write it, and changes nothing."""
    from cardlib.game import IllegalMove
    from cardlib.patience.moves import Transfer

    tableau: list[list[str]] = [[] for _ in range(10)]
    tableau[0] = ["AS"]
    g = cardlib.new_game("forty-thieves", seed=0, position={"tableau": tableau, "stock": "KH"})
    before = g.state
    with pytest.raises(IllegalMove, match=r"written t1-f: A♠ goes to .*foundation 1") as err:
        g.play(Transfer("t1", "f3"))
    assert err.value.rule == "moves home" and g.state == before
    g.play("t1-f3")  # the notation reads a named foundation as "home"
    assert g.state["foundations"][0] == ["AS"]
