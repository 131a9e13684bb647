"""StrongBot's second round (issue 39): Forty-Five searched by bands of tricks, the card
chosen for the chance of winning the game rather than the hand's points, and the unseen
cards dealt as the play so far makes them likely."""

from __future__ import annotations

import random

from cardlib import new_game
from cardlib.tricks import forty_five
from cardlib.tricks.bots import SensibleBot
from cardlib.tricks.engine import Play, TrickGame
from cardlib.tricks.strong import (
    DoubleDummy,
    Objective,
    StrongBot,
    _trick_cuts,
    card_values,
    forty_five_win_chance,
    knowledge,
    layout_weight,
    sample_layouts,
    weighted_layouts,
)


def opening_and_later_positions(seeds: range) -> list[TrickGame]:
    """Forty-Five positions at every card of the first hand of seeded games."""
    out = []
    bot = SensibleBot()
    for seed in seeds:
        g = new_game("forty-five", seed=seed)
        assert isinstance(g, TrickGame)
        while g.hand_no == 0 and not g.is_over:
            if g.phase == "play" and len(g.legal_moves()) > 1:
                out.append(g.copy())
            g.play(bot.choose(g))
    return out


def test_banded_values_give_the_same_points_as_exact_ones() -> None:
    compared = 0
    nodes = [0, 0]
    for g in opening_and_later_positions(range(12)):
        seat = g.to_move
        assert seat is not None
        side = g.sides[seat]
        _, points, base, _ = card_values(g, side)
        cuts = _trick_cuts(g, side, base)
        if cuts is None:
            continue  # the hand's points are settled whatever is played
        nxt = [g.next_seat(s) for s in range(g.n)]
        cards = [m.card for m in g.legal_moves() if isinstance(m, Play)]
        exact = DoubleDummy(g.hands, g.ranking(), g.follow(), nxt, Objective(g.sides, side))
        banded = DoubleDummy(g.hands, g.ranking(), g.follow(), nxt, Objective(g.sides, side))
        want = exact.move_values(g.trick, seat, cards)
        got = banded.move_values(g.trick, seat, cards, cuts)
        for c in cards:
            assert points(base + got[c]) == points(base + want[c]), (g.deal_code, c)
            assert got[c] <= want[c]  # the lowest value of the band
            compared += 1
        if len(g.history) < 8:
            nodes[0] += exact.nodes
            nodes[1] += banded.nodes
    assert compared >= 100
    assert nodes[1] < 0.8 * nodes[0]  # the point of it: a cheaper search of the first tricks


def test_the_score_is_worth_more_near_the_end() -> None:
    chance = forty_five_win_chance
    assert abs(chance(0, 0, 45, "bicycle_5_10") - 0.5) < 1e-9
    for a in range(0, 45, 5):
        for b in range(0, 45, 5):
            # symmetric, and more points never hurt
            assert (
                abs(chance(a, b, 45, "bicycle_5_10") + chance(b, a, 45, "bicycle_5_10") - 1) < 1e-9
            )
            if a + 5 < 45:
                assert chance(a + 5, b, 45, "bicycle_5_10") > chance(a, b, 45, "bicycle_5_10")
    # at 40 to 40 the next hand decides: taking all five tricks is worth no more than three
    assert chance(50, 40, 45, "bicycle_5_10") == chance(45, 40, 45, "bicycle_5_10") == 1.0


def test_the_strong_player_weighs_the_game_not_the_hand() -> None:
    """At 40 to 35 a hand of three tricks wins the game: the score-aware player values the
    cards by that chance and never prefers a card for its points alone."""
    checked = 0
    for g in opening_and_later_positions(range(6)):
        if g.trick or len(g.history) > 12:
            continue
        seat = g.to_move
        assert seat is not None
        side = g.sides[seat]
        g.score[side], g.score[1 - side] = 40, 35
        cards = [m.card for m in g.legal_moves() if isinstance(m, Play)]
        aware = StrongBot(seed=1, budget=3000, samples=8, score_aware=True, banded=True)
        j = aware.judge_cards(g, seat, cards)
        assert j.utility is not None
        for c in cards:
            # taking the hand wins the game (chance 1); losing it leaves 40 to 40 or 40 to 45
            assert 0.0 <= j.utility[c] <= 1.0
        plain = StrongBot(seed=1, budget=3000, samples=8)
        assert plain.judge_cards(g, seat, cards).utility is None
        checked += 1
    assert checked >= 3
    assert forty_five.hand_points(3, 2) == 5


def test_inference_weighs_layouts_by_how_the_others_played() -> None:
    """Sensible players take the other side's trick when they can, and as cheaply as they
    can: the true layout of a hand they played is never made less likely, and some layouts
    that agree with the voids are."""
    down = 0
    for g in opening_and_later_positions(range(12)):
        seat = g.to_move
        assert seat is not None
        k = knowledge(g, seat)
        true = [list(h) for h in g.hands]
        assert layout_weight(k, true, g.follow(), g.sides) == 1.0, g.deal_code
        rng = random.Random(len(g.history))
        for hands in sample_layouts(k, 10, rng, g.hands[seat]):
            w = layout_weight(k, hands, g.follow(), g.sides)
            assert 0.0 < w <= 1.0
            down += w < 1.0
        drawn = weighted_layouts(k, 6, rng, g.hands[seat], g.follow(), g.sides)
        assert len(drawn) == 6 and all(set(h[seat]) == set(g.hands[seat]) for h in drawn)
    assert down >= 20
