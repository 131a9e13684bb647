"""Lady Cadogan's seven patiences: every test vector of shared/rules/cadogan.md, pinned
layouts, refill order and source, phases, pairing, redeals, and refusals that name the rule
and leave the state alone."""

from __future__ import annotations

from typing import Any

import pytest
from patience_helpers import moves, refuse, start

from cardlib import new_game
from cardlib.cards import Card
from cardlib.patience import PatienceGame
from cardlib.patience.cadogan import CLOCK_HOURS
from cardlib.patience.players import simulate

GAMES = (
    "the-mill",
    "the-shah",
    "the-blockade",
    "the-clock",
    "fortress",
    "the-fourteenth",
    "the-sultan",
)


def game(gid: str, seed: int = 1, **opts: Any) -> PatienceGame:
    g = new_game(gid, seed=seed, **opts)
    assert isinstance(g, PatienceGame)
    return g


def count(g: PatienceGame, kind: str) -> int:
    return sum(len(p.cards) for p in g.layout() if p.kind.value == kind)


def grid(n: int, cells: dict[int, str]) -> list[str]:
    """A tableau of ``n`` positions, given cards at 1-based positions."""
    return [cells.get(i + 1, "") for i in range(n)]


def filled(
    n: int, cells: dict[int, str], empty: tuple[int, ...] = (), avoid: str = ""
) -> list[str]:
    """``n`` positions: ``cells`` as given, ``empty`` left empty, the rest distinct fillers
    (queens to eights, at most two of each card)."""
    used = [c for c in cells.values() if c] + avoid.split()
    pool = [f"{r}{s}" for r in ("Q", "J", "10", "9", "8", "7") for s in "SHDC" for _ in (0, 1)]
    for c in used:
        if c in pool:
            pool.remove(c)
    out = []
    for i in range(1, n + 1):
        if i in cells:
            out.append(cells[i])
        elif i in empty:
            out.append("")
        else:
            out.append(pool.pop(0))
    return out


# ----- The Mill ---------------------------------------------------------------------------------
def test_mill_setup() -> None:
    for seed in (1, 2, 3):
        g = game("the-mill", seed)
        assert g.state["foundations"][0][0] == "AS"
        assert count(g, "t") + g.stock_count + count(g, "w") + count(g, "f") == 104
    g = game("the-mill", 7)
    if not any(c[0] == "K" for p in g.state["tableau"] for c in p):
        assert count(g, "t") == 8 and g.stock_count == 95


def mill(**pos: Any) -> PatienceGame:
    return start("the-mill", **pos)


WINGS = ["2C", "3C", "4C", "9D", "10D", "JD", "2H", "3H"]


def test_mill_vector_2_builds() -> None:
    g = mill(
        tableau=[*WINGS[:7], "8H"],
        foundations=["AS 2D 3D 4D 5D 6D 7D", "KC QC JC 10C 9C"],
        stock="5C",
    )
    assert {"t8-f1", "t8-f2"} <= moves(g)  # any 8 on the centre's 7 and on the angle's 9
    g = mill(
        tableau=[*WINGS[:7], "AH"],
        foundations=["AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KC"],
        stock="5C",
    )
    assert "t8-f1" in moves(g)  # a K on the centre takes any ace


def test_mill_vector_3_transfer_privilege() -> None:
    base = {"foundations": ["AS 2S 3S 4S 5S", "KC QC JC 10C 9C 8C 7C 6C"], "stock": "9H"}
    g = mill(tableau=[*WINGS[:7], "7D"], **base)
    assert "f2-f1,t8-f1" in moves(g)
    g.play("f2-f1,t8-f1")
    assert g.state["foundations"][0][-2:] == ["6C", "7D"]
    g = mill(tableau=[*WINGS[:7], "QH"], **base)
    assert not any("," in m for m in moves(g))
    refuse(g, "f2-f1,t8-f1", "transfer privilege")
    refuse(g, "f2-f1", "transfer privilege")


def test_mill_angle_king_never_transfers() -> None:
    """ "This privilege is limited to one card of each at a time": an angle's own king, its
    only card, never goes to the centre (else the angle could never start again)."""
    g = mill(
        tableau=[*WINGS[:7], "AH"],
        foundations=["AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QD", "KH"],
        stock="5C",
        kings=1,
    )
    assert not any("," in m for m in moves(g))
    refuse(g, "f2-f1,t8-f1", "foundation card stays")
    free = start(
        "the-mill",
        {"transfer_policy": "free_both_ways"},
        tableau=[*WINGS[:7], "AH"],
        foundations=["AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QD", "KH", "KC QC"],
        stock="5C",
        kings=2,
    )
    assert "f2-f1" not in moves(free) and "f3-f2" in moves(free)
    refuse(free, "f2-f1", "foundation card stays")


def test_mill_vector_4_kings_compulsory() -> None:
    g = mill(
        tableau=WINGS,
        foundations=["AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS", "KC", "KD"],
        stock="KH",
        kings=2,
    )
    g.play("deal")
    assert moves(g) == {"w-f4", "w-f5"}
    refuse(g, "w-f1", "first kings to the angles")
    refuse(g, "t1-f1", "first kings to the angles")


def test_mill_vector_5_refill_at_once() -> None:
    g = mill(
        tableau=["AH", *WINGS[1:]],
        foundations=["AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KC"],
        waste="4H",
        stock="9S",
    )
    g.play("t1-f1")
    assert moves(g) == {"w-t1", "s-t1"}
    refuse(g, "deal", "refill at once")
    g.play("w-t1")
    assert g.state["tableau"][0] == ["4H"]


# ----- The Shah --------------------------------------------------------------------------------
def test_shah_setup_and_star() -> None:
    g = game("the-shah", 5)
    assert [f[0] for f in g.state["foundations"]] == ["AS", "AH", "AD", "AC"] * 2
    assert g.state["reserves"][0] == ["KH"] and len(g.state["reserves"][1]) == 7
    played = count(g, "f") - 8
    # pack 88 after setup; during the deal some cards may be played
    assert count(g, "t") + g.stock_count + played == 88
    while g.table.dealing >= 0:  # type: ignore[attr-defined]
        g.play("deal")
    assert count(g, "t") == 24
    assert g.stock_count == 64 - count(g, "f") + 8


def test_shah_deal_without_plays_is_24_and_64() -> None:
    for seed in range(1, 60):
        g = game("the-shah", seed)
        if g.table.dealing < 0 and count(g, "f") == 8:  # type: ignore[attr-defined]
            assert count(g, "t") == 24 and g.stock_count == 64
            return
    pytest.fail("no seed in 1-59 dealt without a pause: the search tests nothing")


def test_shah_card_played_in_the_deal_is_replaced_at_once() -> None:
    """Cadogan: "play them, filling the spaces at once from the cards in your hand". On
    the-shah:10 the deal pauses on the eighth card of the first circle after the circle is
    complete; once it is played, the next card dealt fills its place, not the second
    circle's."""
    g = new_game("the-shah", seed=10)
    assert isinstance(g, PatienceGame)
    t: Any = g.table
    while not any(str(m).startswith("t8-f") for m in g.legal_moves()):
        assert t.dealing >= 0, "the deal never paused on t8"
        g.play("deal")
    g.play(next(m for m in g.legal_moves() if str(m).startswith("t8-f")))
    assert not g.state["tableau"][7]
    top = g.stock_count
    next_card = g.state["stock"][-1]
    g.play("deal")
    assert g.state["tableau"][7] == [next_card]
    assert g.stock_count < top
    while t.dealing >= 0:
        g.play("deal")
    assert all(len(p) == 1 for p in g.state["tableau"][:8])


def shah(**pos: Any) -> PatienceGame:
    pos.setdefault("foundations", [f"A{s}" for s in "SHDC" * 2])
    pos.setdefault("reserves", [["KH"], ["KS", "KS", "KH", "KD", "KD", "KC", "KC"]])
    return start("the-shah", **pos)


def test_shah_vector_2_only_outer_available() -> None:
    cells = {1: "5S", 9: "9D", 17: "7C", 2: "3H", 10: "4H", 18: "8H"}
    fill = dict(enumerate(filled(24, cells), 1))
    g = shah(
        tableau=grid(24, fill),
        foundations=["AS", "AH", "AD", "AC", "AS", "AH", "AD", "AC 2C 3C 4C 5C 6C"],
        stock="2S",
    )
    refuse(g, "t9-f", "blocked card")
    g.play("t17-f8")  # 7C home
    g2 = shah(
        tableau=grid(24, {**fill, 17: ""}),
        foundations=["AS", "AH", "AD 2D 3D 4D 5D 6D 7D 8D", "AC", "AS", "AH", "AD", "AC"],
        stock="2S",
        waste="8D",
    )
    assert "t9-f3" in moves(g2)
    refuse(g2, "t9-t18", "inner cards are only played")
    refuse(g2, "w-t9", "marry onto the outer circle")


def test_shah_vector_3_marriage_rules() -> None:
    cells = {17: "8H", 9: "7H", 2: "JS"}
    g = shah(tableau=filled(24, cells, empty=(18,)), stock="2S 7D 7H")
    refuse(g, "deal", "refill first")
    g = shah(tableau=filled(24, cells), stock="2S 7D 7H")
    g.play("deal")
    assert "w-t17" in moves(g)
    refuse(g, "t9-t17", "blocked card")
    g.play("w-t17")
    assert g.state["tableau"][16] == ["8H", "7H"]
    g = shah(tableau=filled(24, cells), stock="2S 7H 7D")
    g.play("deal")
    refuse(g, "w-t17", "down in suit")


def test_shah_without_outer_to_outer_marriage_only_the_talon_marries() -> None:
    """Option ``outer_to_outer_marriage=false``: the outer circle's pile rule gives nothing,
    so an outer card is only played, while the talon still marries onto it."""
    cells = {17: "8H", 18: "7H", 9: "JS"}
    pos = {"foundations": [f"A{s}" for s in "SHDC" * 2]}
    pos["reserves"] = [["KH"], ["KS", "KS", "KH", "KD", "KD", "KC", "KC"]]  # type: ignore[list-item]
    both = shah(tableau=filled(24, cells), stock="2S 7H")
    assert "t18-t17" in moves(both)
    g = start(
        "the-shah",
        {"outer_to_outer_marriage": False},
        tableau=filled(24, cells),
        stock="2S 7H",
        **pos,
    )
    err = refuse(g, "t18-t17", "outer cards are only played")
    assert str(err) == "7♥ is an outer card: it may only be played to a foundation, not married"
    g.play("deal")
    assert "w-t17" in moves(g)


def test_shah_vector_4_refill_order() -> None:
    # (ray 3, circle 1), (ray 3, circle 2), (ray 3, circle 3), (ray 6, circle 3)
    g = shah(tableau=filled(24, {}, empty=(3, 11, 19, 22)), stock="2S 3S 4S 5S", waste="9C")
    assert moves(g) >= {"w-t3", "s-t3"}
    refuse(g, "s-t22", "refill order")
    order = []
    while g.table.vacancies():  # type: ignore[attr-defined]
        m = next(m for m in g.legal_moves() if str(m).startswith("s-"))
        order.append(str(m).split("-")[1])
        g.play(m)
    assert order == ["t3", "t11", "t19", "t22"]


def test_shah_lane_grace() -> None:
    g = shah(tableau=filled(24, {17: "9S"}, empty=(3, 11, 19)), stock="2S 3S", waste="4S")
    assert "t17-t3" in moves(g)
    g.play("t17-t3")
    assert g.state["tableau"][2] == ["9S"]
    assert g.state["tableau"][10] == ["4S"] and g.state["tableau"][18] == ["3S"]
    refuse(g, "t18-t17", "vacancies are refilled")


def test_shah_lane_takes_only_an_outer_circle_card() -> None:
    # ray 2's outer card is gone, so its middle card (t10) is available, but not outer
    g = shah(tableau=filled(24, {17: "9S"}, empty=(3, 11, 19, 18)), stock="2S 3S", waste="4S")
    assert "t17-t3" in moves(g) and "t10-t3" not in moves(g)
    refuse(g, "t10-t3", "lane grace")


def test_shah_vector_5_count() -> None:
    assert 8 * 12 == 96
    rules = game("the-shah").rules
    assert all(f.length == 12 for f in rules.layout.foundations)


# ----- The Blockade ----------------------------------------------------------------------------
def test_blockade_vector_1_first_row() -> None:
    for seed in range(1, 40):
        g = game("the-blockade", seed)
        if count(g, "f") == 0 and g.table.dealing < 0:  # type: ignore[attr-defined]
            assert count(g, "t") == 12 and g.stock_count == 92
            return
    pytest.fail("no seed without an ace in the first row")


def test_blockade_vector_2_blocking_and_refill() -> None:
    cells = dict(enumerate(filled(24, {4: "6D", 16: "JC"}, avoid="2H 9H 7D"), 1))
    g = start(
        "the-blockade",
        tableau=grid(108, cells),
        rows_open=2,
        stock="2H 9H",
        foundations=["AC 2C 3C 4C 5C 6C 7C 8C 9C 10C"],
    )
    refuse(g, "t4-f", "blocked card")
    g.play("t16-f1")
    g2 = start("the-blockade", tableau=grid(108, {**cells, 16: "", 14: "", 2: "7D"}), rows_open=2)
    assert "t4-t2" in moves(g2)  # 6D released, married onto 7D in the same phase
    g.play("fill")
    assert g.state["tableau"][15] == ["9H"]


def test_blockade_vector_3_refill_order() -> None:
    gaps = tuple(12 * (r - 1) + c for r, c in ((1, 11), (2, 5), (2, 11), (3, 5), (3, 9), (3, 11)))
    tab = filled(36, {}, empty=gaps, avoid="9S") + [""] * 72
    g = start("the-blockade", tableau=tab, rows_open=3, stock="7C 6C 5C 4C 3C 2C 9S")
    refuse(g, "deal", "refill first")
    g.play("fill")
    t = g.state["tableau"]
    got = [
        t[12 * (r - 1) + c - 1][0] for r, c in ((1, 11), (2, 5), (2, 11), (3, 5), (3, 9), (3, 11))
    ]
    assert got == ["9S", "2C", "3C", "4C", "5C", "6C"]


def test_blockade_vector_4_phase() -> None:
    g = start(
        "the-blockade",
        tableau=filled(24, {}) + [""] * 84,
        rows_open=2,
        foundations=["AH 2H 3H 4H"],
        stock="7C 7C 6C 6C 5C 5C 4C 4C 3C 3C AD 5H",
    )
    g.play("deal")  # opens row 3: 5H does not stop the deal; AD does
    t = g.state["tableau"]
    assert t[24] == ["5H"] and t[25] == ["AD"] and g.table.dealing == 2  # type: ignore[attr-defined]
    assert moves(g) == {
        "deal",
        "t26-f2",
        "t26-f3",
        "t26-f4",
        "t26-f5",
        "t26-f6",
        "t26-f7",
        "t26-f8",
    }
    refuse(g, "t25-f1", "row being dealt")
    g.play("t26-f2")
    g.play("deal")
    assert g.state["tableau"][25] == ["3C"]


def test_blockade_after_pack_positions_stay_empty() -> None:
    g = start("the-blockade", tableau=grid(108, {1: "5D", 13: "AS", 14: "2S"}), rows_open=2)
    g.play("t13-f1")
    assert "fill" not in moves(g) and "deal" not in moves(g)
    refuse(g, "t1-t13", "vacancies are refilled")


# ----- The Clock -------------------------------------------------------------------------------
def test_clock_vector_1_setup_and_hours() -> None:
    g = game("the-clock", 3)
    tops = [Card.parse(f[0]) for f in g.state["foundations"]]
    assert tops == [Card.parse(c) for _, c, _ in CLOCK_HOURS]
    assert len(g.state["foundations"]) == 12
    assert count(g, "t") == 36 and g.stock_count == 56
    assert all(len(p) == 3 for p in g.state["tableau"])
    hint = g.layout_hint()
    assert hint["f9"]["role"] == "hour IX" and hint["f12"]["y"] < hint["f6"]["y"]


def test_clock_vector_2_viii() -> None:
    fd = game("the-clock").rules.layout.foundations[7]
    pile = [Card.parse("KD")]
    for c in ("AD", "2D", "3D", "4D", "5D", "6D", "7D", "8D"):
        assert fd.accepts(Card.parse(c), pile)
        pile.append(Card.parse(c))
    assert len(pile) == 9 and not fd.accepts(Card.parse("9D"), pile)


def clock(**pos: Any) -> PatienceGame:
    f = [[c] for _, c, _ in CLOCK_HOURS]
    pos.setdefault("foundations", f)
    return start("the-clock", **pos)


def test_clock_vector_3_two_foundations_take_3c() -> None:
    f = [[c] for _, c, _ in CLOCK_HOURS]
    f[4] = ["10C", "JC", "QC", "KC", "AC", "2C"]
    tab = filled(36, {3: "3C"}, avoid="6C 7H 8S 9D 10C JH QS KD 2C 3H 4S 5D 10C JC QC KC AC 2C")
    g = clock(
        foundations=f, tableau=[" ".join(tab[i : i + 3]) for i in range(0, 36, 3)], stock="4H"
    )
    assert {"t1-f5", "t1-f9"} <= moves(g)


def test_clock_vector_4_talon_only_home() -> None:
    tab = filled(36, {3: "6S", 6: "7S"}, avoid="6C 7H 8S 9D 10C JH QS KD 2C 3H 4S 5D 6S")
    g = clock(tableau=[" ".join(tab[i : i + 3]) for i in range(0, 36, 3)], stock="6S")
    assert "t1-t2" in moves(g)
    g.play("deal")
    refuse(g, "w-t2", "talon to foundations only")


def test_clock_vector_5_refill() -> None:
    cells = filled(36, {}, empty=(6, 29, 30), avoid="6C 7H 8S 9D 10C JH QS KD 2C 3H 4S 5D")
    tab = [" ".join(c for c in cells[i : i + 3] if c) for i in range(0, 36, 3)]
    g = clock(tableau=tab, stock="4C 3C 2C")
    refuse(g, "deal", "refill first")
    g.play("fill")
    t = g.state["tableau"]
    assert t[1][2] == "2C" and t[9][1:] == ["3C", "4C"]


def test_clock_no_play_after_a_marriage_until_the_refill() -> None:
    """Cadogan: play, then marry, then refill, "all the packets refilled before proceeding
    again to play or to marry". Plays may follow plays; after a marriage the short packets
    are refilled before the next play."""
    hours = "6C 7H 8S 9D 10C JH QS KD 2C 3H 4S 5D"
    tab = filled(36, {2: "3C", 3: "7S", 6: "8S", 8: "5H", 9: "4H"}, avoid=hours + " 3C 5S")
    packets = [" ".join(tab[i : i + 3]) for i in range(0, 36, 3)]
    g = clock(tableau=packets, stock="5S 4C")
    g.play("t3-f10")  # 4H on X (3H), a play: another play may follow
    assert "t3-f10" in moves(g)  # 5H, released
    g.play("t1-t2")  # 7S married onto 8S: packet I is short, 3C now on top
    assert "t1-f9" not in moves(g) and "t3-f10" not in moves(g) and "fill" in moves(g)
    refuse(g, "t1-f9", "refill before playing again")
    refuse(g, "t1-f1", "foundation build")  # 3C does not fit hour I at all
    refuse(g, "deal", "refill first")
    g.play("fill")
    assert g.state["tableau"][0][-1] == "4C" and g.state["tableau"][2][-1] == "5S"
    assert "t3-f10" not in moves(g) and "t1-t2" not in moves(g)
    big = start(
        "the-clock",
        {"preset": "big_ben"},
        foundations=[[c] for _, c, _ in CLOCK_HOURS],
        tableau=packets,
        stock="5S 4C",
    )
    big.play("t1-t2")
    assert "t1-f9" in moves(big)  # Big Ben: refilling when the player chooses


def test_clock_vector_6_sum() -> None:
    assert sum(n for *_, n in CLOCK_HOURS) == 4 * 8 + 8 * 9 == 104 - 0


def test_big_ben_alias() -> None:
    g = game("big-ben")
    assert g.rules.layout.places.takes_from == 3 and g.rules.layout.talon.gives


# ----- Fortress --------------------------------------------------------------------------------
def test_fortress_vector_1_layout() -> None:
    g = game("fortress", 2)
    assert [len(p) for p in g.state["tableau"]] == [5, 5, 5, 5, 6] * 2
    assert count(g, "t") == 52 and g.stock_count == 0


def test_fortress_vector_2_outside_cards() -> None:
    from cardlib.cards import shuffled, standard_pack

    deck = [c.short for c in shuffled(standard_pack(), 8)]
    g = game("fortress", 8)
    t = g.state["tableau"]
    assert t[0][-1] == deck[0] and t[0][0] == deck[4]  # left row: leftmost is outside
    assert t[5][-1] == deck[9] and t[5][0] == deck[5]  # right row: rightmost is outside


def test_fortress_vector_3_marriage_both_ways() -> None:
    tab = ["8H", "9H", "9D", "", "", "", "", "", "", "KS"]
    g = start("fortress", tableau=tab)
    assert {"t1-t2", "t2-t1"} <= moves(g)
    assert "t1-t3" not in moves(g)
    refuse(g, "t1-t3", "up or down in suit")


def test_fortress_vector_4_lane_reverses() -> None:
    tab = ["2D 3D 4D 5D 6D 7D 8D", "", "KS", "KC", "KH", "QS", "QC", "QH", "JS", "JC"]
    g = start("fortress", tableau=tab)
    g.play("t1-t2")
    for _ in range(6):
        g.play("t1-t2")
    assert g.state["tableau"][1][-1] == "2D" and g.state["tableau"][0] == []


# ----- The Fourteenth ----------------------------------------------------------------------------
def test_fourteenth_vector_1() -> None:
    g = game("the-fourteenth", 4)
    assert count(g, "t") == 25 and g.stock_count == 79


def test_fourteenth_vector_2_totals() -> None:
    for a, b, ok in (
        ("JS", "3H", True),
        ("QS", "2H", True),
        ("7S", "7H", True),
        ("KS", "AH", True),
        ("10S", "3H", False),
    ):
        g = start("the-fourteenth", tableau=grid(25, {1: a, 2: b, 25: "9C"}), stock="9S")
        assert ("t1+t2" in moves(g)) is ok
        if not ok:
            refuse(g, "t1+t2", "pairs make 14")


def test_fourteenth_vector_3_same_line() -> None:
    g = start("the-fourteenth", tableau=grid(25, {6: "10H", 10: "4C"}), stock="9S")
    assert "t6+t10" in moves(g)
    g = start("the-fourteenth", tableau=grid(25, {6: "10H", 12: "4C", 1: "QS"}), stock="9S")
    refuse(g, "t6+t12", "same row or column")


def test_fourteenth_vector_4_refill_order() -> None:
    g = start("the-fourteenth", tableau=filled(25, {2: "5S", 17: "9D"}), stock="3C 2C")
    g.play("t17+t2")
    t = g.state["tableau"]
    assert t[1] == ["2C"] and t[16] == ["3C"]


def test_fourteenth_swap_grace() -> None:
    cells = {1: "5S", 7: "9D", 13: "KC", 19: "2H", 2: "JC"}
    g = start("the-fourteenth", tableau=grid(25, cells), stock="3C")
    assert all(str(m).startswith("swap") for m in g.legal_moves())
    refuse(g, "t1+t7", "same row or column")
    g.play("swap t7 t2")
    refuse(g, "t1+t2", "swap grace")
    g.play("swap t13 t19")
    assert "t1+t2" in moves(g)
    g.play("t1+t2")
    # blocked again: the grace is spent
    assert not any(str(m).startswith("swap") for m in g.legal_moves())
    if not g.is_over:
        refuse(g, "swap t1 t2", "swap grace spent")
    per = start(
        "the-fourteenth", {"swap_grace": "off"}, tableau=grid(25, {1: "5S", 7: "9D"}), stock="3C"
    )
    assert per.is_over and not per.outcome.won  # type: ignore[union-attr]


# ----- The Sultan --------------------------------------------------------------------------------
def test_sultan_vector_1_setup() -> None:
    g = game("the-sultan", 9)
    assert [f[0] for f in g.state["foundations"]] == [
        "KC",
        "AH",
        "KC",
        "KS",
        "KS",
        "KD",
        "KH",
        "KD",
    ]
    assert g.state["reserves"] == [["KH"]]
    assert count(g, "t") == 8 and g.stock_count == 87
    assert len(game("the-sultan", 9, divan_size=6).state["tableau"]) == 6


def sultan(**pos: Any) -> PatienceGame:
    pos.setdefault("foundations", [[c] for c in ("KC", "AH", "KC", "KS", "KS", "KD", "KH", "KD")])
    pos.setdefault("reserves", [["KH"]])
    return start("the-sultan", **pos)


def test_sultan_vector_2_foundations() -> None:
    g = sultan(tableau=["AC", "2C", "2H", "9S", "9S", "9H", "9H", "8S"], stock="9D 9D")
    assert {"t1-f1", "t1-f3", "t3-f2"} <= moves(g)
    refuse(g, "t2-f1", "foundation build")
    g.play("t1-f1")
    assert "t2-f1" in moves(g)


def test_sultan_vector_3_divan_refill() -> None:
    g = sultan(tableau=["AC", "9S", "9S", "9H", "9H", "8S", "8S", "8H"], waste="7S", stock="5D")
    g.play("t1-f1")
    assert g.state["tableau"][0] == ["7S"] and g.state["waste"] == []
    g = sultan(tableau=["AC", "9S", "9S", "9H", "9H", "8S", "8S", "8H"], stock="5D 6D")
    g.play("t1-f1")
    assert g.state["tableau"][0] == ["6D"]
    g.play("deal")
    refuse(g, "w-t2", "no building on Divan places")


def test_sultan_vector_4_three_passes() -> None:
    g = game("the-sultan", 6)
    seen = []
    for _ in range(3):
        while g.stock_count:
            g.play("deal")
        seen.append(list(g.state["waste"]))
        if "redeal" in moves(g):
            g.play("redeal")
    assert g.table.redeals_used == 2
    if not g.is_over:
        refuse(g, "redeal", "no redeals left")
    assert seen[1] != seen[0][::-1] or seen[1] == []  # the talon was shuffled


def test_sultan_unshuffled_redeal_option() -> None:
    g = start(
        "the-sultan",
        {"redeal_shuffle": False},
        tableau=["9S", "9S", "9H", "9H", "8S", "8S", "8H", "8H"],
        waste="5D 6D 7D",
        foundations=[[c] for c in ("KC", "AH", "KC", "KS", "KS", "KD", "KH", "KD")],
        reserves=[["KH"]],
    )
    g.play("redeal")
    assert g.state["stock"] == ["7D", "6D", "5D"]


def test_sultan_vector_5_count() -> None:
    rules = game("the-sultan").rules
    assert sum(f.length - 1 for f in rules.layout.foundations) == 7 * 12 + 11 == 95


# ----- every game ------------------------------------------------------------------------------
@pytest.mark.parametrize("gid", GAMES)
def test_aliases_hints_and_players(gid: str) -> None:
    g = game(gid, 12)
    hint = g.layout_hint()
    assert {p.name for p in g.layout()} <= set(hint)
    for player in ("random", "greedy"):
        r = simulate(gid, 3, player)
        assert r.moves < 3000


@pytest.mark.parametrize(
    ("alias", "gid"),
    [
        ("windmill", "the-mill"),
        ("star", "the-shah"),
        ("big-ben", "the-clock"),
        ("sultan-of-turkey", "the-sultan"),
    ],
)
def test_alias_names(alias: str, gid: str) -> None:
    assert new_game(alias, seed=1).id == gid


def test_a_mistyped_layout_policy_fails_where_the_game_is_defined() -> None:
    from cardlib.patience.positions import Layout, RefillPolicy, SwapGrace
    from cardlib.patience.rules import Foundation

    with pytest.raises(ValueError, match=r"refill='compulsary' is not one of .*'compulsory'"):
        Layout(columns=4, foundations=(Foundation(),), refill="compulsary")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="swap_grace='once'"):
        Layout(columns=4, foundations=(Foundation(),), swap_grace="once")  # type: ignore[arg-type]
    lay = Layout(columns=4, foundations=(Foundation(),), refill="auto")  # type: ignore[arg-type]
    assert lay.refill is RefillPolicy.AUTO and lay.swap_grace is SwapGrace.OFF


def test_a_pile_rule_names_rows_that_exist() -> None:
    from cardlib.patience.positions import Layout, PileRule
    from cardlib.patience.rules import Foundation

    with pytest.raises(ValueError, match="2 rows, not 3 row_rules"):
        Layout(columns=4, rows=2, foundations=(Foundation(),), row_rules=(PileRule(),) * 3)
    lay = Layout(columns=4, rows=2, foundations=(Foundation(),), row_rules=(PileRule(takes=False),))
    assert not lay.place_rule(0).takes and lay.place_rule(1).takes
    assert (
        not lay.fills_spaces
        and Layout(
            columns=1, foundations=(Foundation(),), talon=PileRule(fills_spaces=True)
        ).fills_spaces
    )
