"""The Forty Thieves family: every test vector of shared/rules/forty-thieves.md, a pinned
layout per game, the aliases and presets."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from cardlib import Card, IllegalMove, double_pack, new_game, shuffled
from cardlib.patience import PatienceGame
from cardlib.patience.forty_thieves import SPECS, family_table

FILLER = ["KC", "KD", "KH", "KS", "KC", "KD", "KH", "KS", "QC", "QD", "QH", "QS"]


def game(gid: str, piles: list[str], **kw: Any) -> PatienceGame:
    """A constructed position: the given piles first, then filler piles of one court card."""
    options = kw.pop("options", {})
    n = SPECS[gid].resolve({}).tableau
    used = Counter(c for p in piles for c in p.split())
    fill = [c for c in FILLER if used[c] == 0]
    tableau = piles + fill[: n - len(piles)]
    position = {"tableau": tableau, "stock": kw.pop("stock", "2S 3S"), **kw}
    g = new_game(gid, seed=0, position=position, **options)
    assert isinstance(g, PatienceGame)
    return g


def tops(g: PatienceGame, names: list[str]) -> list[str]:
    return [str(g.table.piles[g.table.k.ids[n]][-1]) for n in names]


def refused(g: PatienceGame, move: str, rule: str) -> IllegalMove:
    before = (g.state, [str(m) for m in g.history])
    with pytest.raises(IllegalMove) as err:
        g.play(move)
    assert err.value.rule == rule, str(err.value)
    assert (g.state, [str(m) for m in g.history]) == before
    return err.value


# ----- layouts: each game's deal, pinned -------------------------------------------------------
LAYOUTS = {
    # id: (piles, cards per pile, face-down per pile, stock, foundation cards)
    "forty-thieves": (10, 4, 0, 64, 0),
    "indian": (10, 3, 1, 74, 0),
    "limited": (12, 3, 0, 68, 0),
    "little-forty": (10, 4, 0, 64, 0),
    "lucas": (13, 3, 0, 57, 8),
    "maria": (9, 4, 0, 68, 0),
    "number-ten": (10, 4, 2, 64, 0),
    "rank-and-file": (10, 4, 3, 64, 0),
    "streets": (10, 4, 0, 64, 0),
}


@pytest.mark.parametrize("gid", list(LAYOUTS))
def test_pinned_layout(gid: str) -> None:
    piles, rows, down, stock, home = LAYOUTS[gid]
    g = new_game(gid, seed=2024)
    assert isinstance(g, PatienceGame)
    view = g.layout()
    tab = [p for p in view if p.kind.value == "t"]
    assert [len(p.cards) for p in tab] == [rows] * piles
    assert [p.face_up.count(False) for p in tab] == [down] * piles
    assert g.stock_count == stock and len(view[0].cards) == stock
    assert sum(len(p.cards) for p in view if p.kind.value == "f") == home == g.scores[0]
    assert [p.name for p in view[:3]] == ["s", "w", "f1"]
    assert sum(g.all_cards().values()) == 104
    assert g.all_cards() == Counter(double_pack())


def test_deal_follows_the_documented_order() -> None:
    """Cards come from the front of shuffled(double_pack(), seed), in rows left to right;
    the stock's top card is the first card after the layout."""
    deck = shuffled(double_pack(), 77)
    g = new_game("forty-thieves", seed=77)
    assert isinstance(g, PatienceGame)
    tab = [p for p in g.layout() if p.kind.value == "t"]
    for i, p in enumerate(tab):
        assert list(p.cards) == [deck[r * 10 + i] for r in range(4)]
    assert g.layout()[0].cards[-1] == deck[40]
    g.play("deal")
    assert g.layout()[1].cards == (deck[40],)


def test_pinned_forty_thieves_seed_1() -> None:
    g = new_game("forty-thieves", seed=1)
    assert g.state["tableau"][0] == ["AS", "8H", "TC", "3H"]
    assert g.state["stock"][-1] == "7D"


def test_lucas_aces_are_out_before_the_deal() -> None:
    g = new_game("lucas", seed=5)
    assert isinstance(g, PatienceGame)
    founds = [p.cards for p in g.layout() if p.kind.value == "f"]
    assert [len(f) for f in founds] == [1] * 8
    assert sorted(str(f[0]) for f in founds) == sorted(["A♣", "A♦", "A♥", "A♠"] * 2)
    dealt = [c for p in g.layout() if p.kind.value in "ts" for c in p.cards]
    assert len(dealt) == 96 and all(c.rank != 1 for c in dealt)


# ----- Forty Thieves vectors -------------------------------------------------------------------
def test_ft_v1_counts() -> None:
    g = new_game("forty-thieves", seed=3)
    s = g.state
    assert sum(len(p) for p in s["tableau"]) == 40 and len(s["stock"]) == 64
    assert sum(len(f) for f in s["foundations"]) == 0 and len(s["waste"]) == 0
    assert sum(g.all_cards().values()) == 104


def test_ft_v2_ten_of_hearts_only_on_jack_of_hearts() -> None:
    g = game("forty-thieves", ["JH", "JD", "JS", "QH", "JC"], waste="10H")
    assert g.destinations("w") == ["t1"]
    refused(g, "w-t2", "down in suit")
    refused(g, "w-t4", "down in suit")


def test_ft_v2_four_of_spades_on_three_of_spades_foundation() -> None:
    g = game("forty-thieves", ["4S"], foundations=["AH", "AS 2S 3S"])
    assert g.destinations("t1") == ["f2"]
    g.play("t1-f")
    assert g.state["foundations"][1] == ["AS", "2S", "3S", "4S"]


def test_ft_v2_ace_only_to_an_empty_foundation() -> None:
    started = ["AC 2C", "AD", "AH", "AS", "AC", "AH", "AS 2S"]
    g = game("forty-thieves", ["AD", "3D"], foundations=started)
    assert g.destinations("t1") == ["f8"]  # not onto f2's A♦ or any other started foundation
    err = refused(g, "t2-f", "foundation build")
    assert "2♦" in str(err)


def test_ft_v3_seven_of_clubs_targets() -> None:
    g = game("forty-thieves", ["8C", "9D", "JH"], waste="7C")
    assert g.destinations("w") == ["t1"]


@pytest.mark.parametrize("card", ["KS", "5D", "9H"])
def test_ft_v4_empty_pile_accepts_any_single_card(card: str) -> None:
    g = game("forty-thieves", ["", "2C " + card], waste=card)
    assert "t1" in g.destinations("w") and "t1" in g.destinations("t2")
    g.play("t2-t1")
    assert g.state["tableau"][0] == [card]


def test_ft_v5_two_card_run_is_refused_by_default() -> None:
    g = game("forty-thieves", ["9H 8H", "10H", ""])
    assert g.destinations("t1", 2) == []
    refused(g, "t1:2-t2", "single cards only")
    sup = game("forty-thieves", ["9H 8H", "10H", ""], options={"supermove": True})
    assert sup.destinations("t1", 2) == ["t2"]
    sup.play("t1:2-t2")
    assert sup.state["tableau"][1] == ["TH", "9H", "8H"]


# ----- Indian -------------------------------------------------------------------------------------
def test_indian_v1_layout() -> None:
    g = new_game("indian", seed=9)
    assert sum(len(p) for p in g.state["tableau"]) == 30 and sum(g.state["down"]) == 10
    assert len(g.state["stock"]) == 74
    two = new_game("indian", seed=9, face_down=2)
    assert sum(two.state["down"]) == 20 and two.state["tableau"] == g.state["tableau"]


def test_indian_v2_any_suit_but_own() -> None:
    g = game("indian", ["10S", "10D", "10C", "10H"], waste="9H")
    assert g.destinations("w") == ["t1", "t2", "t3"]
    refused(g, "w-t4", "down in any suit but its own")


def test_indian_v3_face_down_card_turns_up() -> None:
    g = game("indian", ["5C 7D 3H", "8C", "4S"], down=[1] + [0] * 9)
    assert g.layout()[10].face_up == (False, True, True)
    g.play("t1-t3")
    g.play("t1-t2")
    assert g.state["down"][0] == 0 and g.layout()[10].face_up == (True,)
    g.undo()
    assert g.state["down"][0] == 1 and g.state["tableau"][0] == ["5C", "7D"]


# ----- Limited, Maria, Streets ------------------------------------------------------------------
def test_limited() -> None:
    g = new_game("limited", seed=4)
    assert sum(len(p) for p in g.state["tableau"]) == 36 and len(g.state["stock"]) == 68
    g = game("limited", ["8S", "8C", "8H", "9S"], waste="7S")
    assert g.destinations("w") == ["t1"]


def test_maria() -> None:
    g = new_game("maria", seed=4)
    assert sum(len(p) for p in g.state["tableau"]) == 36 and len(g.state["stock"]) == 68
    g = game("maria", ["10S", "10C", "10D", "10H"], waste="9H")
    assert g.destinations("w") == ["t1", "t2"]
    refused(g, "w-t3", "down in alternate colours")


def test_streets() -> None:
    g = new_game("streets", seed=4)
    assert sum(len(p) for p in g.state["tableau"]) == 40 and len(g.state["stock"]) == 64
    g = game("streets", ["9H", "9D", "9C", "9S"], waste="8C")
    assert g.destinations("w") == ["t1", "t2"]


# ----- Little Forty ------------------------------------------------------------------------------
def test_little_forty_v1_draw_three() -> None:
    g = new_game("little-forty", seed=6)
    assert sum(len(p) for p in g.state["tableau"]) == 40 and len(g.state["stock"]) == 64
    turns = 0
    while g.state["stock"]:
        g.play("deal")
        turns += 1
    assert turns == 22 and len(g.state["waste"]) == 64


def test_little_forty_three_cards_turn_in_order() -> None:
    g = game("little-forty", ["8C"], stock="2S 9D 4C")
    g.play("deal")
    assert g.state["waste"] == ["4C", "9D", "2S"]


def test_little_forty_v2_build() -> None:
    g = game("little-forty", ["10S", "10D", "10C", "10H"], waste="9H")
    assert g.destinations("w") == ["t1", "t2", "t3"]
    t = game(
        "little-forty", ["10S", "10D", "10C", "10H"], waste="9H", options={"preset": "traditional"}
    )
    assert t.destinations("w") == ["t1", "t2", "t3", "t4"]
    assert new_game("little-forty-traditional", seed=1).options["preset"] == "traditional"


def test_little_forty_v3_runs_default() -> None:
    g = game("little-forty", ["5C 10C 9H 8S", "10D", "10H"])
    assert g.destinations("t1", 2) == ["t2"]
    refused(g, "t1:2-t3", "down in any suit but its own")
    assert g.destinations("t1", 3) == []  # 10C 9H 8S is a run, but no jack or space takes it
    g.play("t1:2-t2")
    assert g.state["tableau"][1] == ["TD", "9H", "8S"]


def test_little_forty_v3_runs_traditional() -> None:
    opts = {"preset": "traditional"}
    g = game("little-forty", ["5D 9H 8H 7H", "9C", "9S 8S", "10C 9H 8S"], options=opts)
    assert g.destinations("t1", 2) == ["t2"]
    g.play("t1:2-t2")
    assert g.state["tableau"][1] == ["9C", "8H", "7H"]
    assert g.table.run_start(g.table.k.ids["t4"]) == 2  # 9H 8S: only 8S moves
    refused(g, "t4:2-t3", "run")


def test_little_forty_v4_auto_fill() -> None:
    opts = {"preset": "traditional"}
    g = game("little-forty", ["5H", "6C"], waste="QD", options=opts)
    g.play("t1-t2")
    assert g.state["tableau"][0] == ["QD"] and g.state["waste"] == []
    g.undo()
    assert g.state["tableau"][0] == ["5H"] and g.state["waste"] == ["QD"]
    g = game("little-forty", ["5H", "6C"], waste="", stock="JS 4D", options=opts)
    g.play("t1-t2")
    assert g.state["tableau"][0] == ["4D"]
    d = game("little-forty", ["5H", "6C"], waste="QD")
    d.play("t1-t2")
    assert d.state["tableau"][0] == [] and d.state["waste"] == ["QD"]


def test_little_forty_v5_four_passes() -> None:
    g = new_game("little-forty", seed=2)
    assert isinstance(g, PatienceGame)
    passes = 1
    while True:
        while g.stock_count:
            g.play("deal")
        if g.redeals_left == 0:
            break
        g.play("redeal")
        passes += 1
        assert g.stock_count == 64
    assert passes == 4
    refused(g, "redeal", "no redeals left")
    refused(g, "deal", "no redeals left")
    assert "stop" in [str(m) for m in g.legal_moves()]
    assert (
        new_game("little-forty", seed=2, redeals=0).state == new_game("little-forty", seed=2).state
    )


# ----- Lucas ------------------------------------------------------------------------------------
def test_lucas_v1_counts() -> None:
    g = new_game("lucas", seed=8)
    s = g.state
    assert sum(len(f) for f in s["foundations"]) == 8
    assert sum(len(p) for p in s["tableau"]) == 39 and len(s["stock"]) == 57
    assert sum(g.all_cards().values()) == 104


def test_lucas_v2_two_of_diamonds_to_either_foundation() -> None:
    aces = ["AC", "AD", "AH", "AS", "AC", "AD", "AH", "AS"]
    g = game("lucas", ["2D", "2D"], foundations=aces)
    assert g.destinations("t1") == ["f2"]
    g.play("t1-f6")  # a named foundation means "home": the card lands on the first that takes it
    assert g.state["foundations"][1] == ["AD", "2D"]
    assert g.destinations("t2") == ["f6", "t1"]  # t1 is now a space
    g.play("t2-f")
    assert g.state["foundations"][5] == ["AD", "2D"]


def test_lucas_options() -> None:
    aces = ["AC", "AD", "AH", "AS", "AC", "AD", "AH", "AS"]
    g = game("lucas", ["9S 8S", "10S"], foundations=aces)
    refused(g, "t1:2-t2", "single cards only")
    g = game("lucas", ["9S 8S", "10S"], foundations=aces, options={"sequence_moves": True})
    assert g.destinations("t1", 2) == ["t2"]
    g = new_game("lucas", seed=1, redeals=1)
    assert isinstance(g, PatienceGame) and g.redeals_left == 1


# ----- Number Ten, Rank and File ------------------------------------------------------------------
def test_number_ten_v1() -> None:
    g = new_game("number-ten", seed=12)
    assert sum(len(p) for p in g.state["tableau"]) == 40 and sum(g.state["down"]) == 20
    assert len(g.state["stock"]) == 64


def test_number_ten_v2_runs() -> None:
    g = game("number-ten", ["4S 9H 8S 7D", "10C", "9D", ""], down=[1] + [0] * 9)
    assert g.destinations("t1", 3) == ["t2", "t4"]
    assert g.destinations("t1", 2) == ["t3", "t4"]
    refused(g, "t1:4-t4", "face-down card")
    g.play("t1:3-t2")
    assert g.state["tableau"][1] == ["TC", "9H", "8S", "7D"] and g.state["down"][0] == 0


def test_rank_and_file_v1_v2() -> None:
    g = new_game("rank-and-file", seed=12)
    assert sum(len(p) for p in g.state["tableau"]) == 40 and sum(g.state["down"]) == 30
    assert len(g.state["stock"]) == 64
    g = game("rank-and-file", ["2C 3D 4C 8H", "9S"], down=[3] + [0] * 9)
    g.play("t1-t2")
    assert g.state["down"][0] == 2 and g.state["tableau"][0] == ["2C", "3D", "4C"]
    assert new_game("dress-parade", seed=12).id == "rank-and-file"


# ----- catalog ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("alias", "gid"),
    [
        ("napoleon-at-st-helena", "forty-thieves"),
        ("big-forty", "forty-thieves"),
        ("le-cadran", "forty-thieves"),
        ("roosevelt-at-san-juan", "forty-thieves"),
        ("maria-luisa", "maria"),
        ("dress-parade", "rank-and-file"),
        ("little-forty-traditional", "little-forty"),
    ],
)
def test_aliases(alias: str, gid: str) -> None:
    assert new_game(alias, seed=1).id == gid


def test_family_table_from_specs() -> None:
    rows = family_table()
    assert [r["game"] for r in rows][:3] == ["Forty Thieves", "Indian", "Limited"]
    assert [r["cards in the stock"] for r in rows] == [
        "64",
        "74",
        "68",
        "64",
        "57",
        "68",
        "64",
        "64",
        "64",
    ]
    lf = rows[3]
    assert (
        lf["stock"] == "3 cards at a time, 4 passes"
        and lf["build"] == "down in any suit but its own"
    )
    assert rows[4]["to the foundations first"] == "8 aces"


def test_common_options_everywhere() -> None:
    for gid, spec in SPECS.items():
        names = {o.name for o in spec.options}
        assert {"empty_pile_source", "foundation_to_tableau", "supermove"} <= names, gid
    with pytest.raises(ValueError):
        new_game("indian", seed=1, face_down=3)


def test_card_parse_sanity() -> None:
    assert Card.parse("10H").short == "TH"
