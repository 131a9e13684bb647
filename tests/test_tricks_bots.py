"""Bots: never an illegal move over many seeded games; the sensible bot sees only its view."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardlib import new_game
from cardlib.game import Move
from cardlib.tricks import RandomBot, SensibleBot
from cardlib.tricks.engine import TrickGame

CASES: list[tuple[str, dict[str, Any]]] = [
    ("forty-five", {}),
    ("forty-five", {"players": 2}),
    ("forty-five", {"players": 6, "unannounced_ace_becomes_lowest": True}),
    ("spoil-five", {}),
    ("spoil-five", {"players": 2, "fiving": True}),
    ("twenty-five", {}),
    ("auction-forty-fives", {}),
    ("pepper", {}),
    ("pepper", {"pass_is_final": True, "all_pass": "stick_dealer"}),
    ("all-fours", {}),
    ("all-fours", {"no_undertrump": True, "kick_values": "tobago", "target": 7}),
]


def play_out(g: TrickGame, bots: list[Any]) -> int:
    moves = 0
    while not g.is_over:
        seat = g.to_move
        assert seat is not None
        move: Move = bots[seat].choose(g)
        assert move in g.legal_moves()
        g.play(move)
        moves += 1
        assert moves < 3000
    return moves


@pytest.mark.parametrize(("game_id", "options"), CASES)
def test_sensible_bots_play_legal_games_to_the_end(game_id: str, options: dict[str, Any]) -> None:
    for seed in range(40):
        g = new_game(game_id, seed=seed, **options)
        assert isinstance(g, TrickGame)
        bots: list[Any] = [SensibleBot() if s % 2 == 0 else RandomBot(seed) for s in range(g.n)]
        if seed % 2:
            bots = [SensibleBot() for _ in range(g.n)]
        play_out(g, bots)
        assert g.outcome is not None


def test_sensible_pepper_games_reach_30_without_the_guard() -> None:
    for seed in range(30):
        g = new_game("pepper", seed=seed, max_hands=0)
        assert isinstance(g, TrickGame)
        play_out(g, [SensibleBot() for _ in range(4)])
        assert max(g.scores) >= 30


def test_the_sensible_bot_uses_only_its_view() -> None:
    rng = random.Random(5)
    for seed in range(30):
        g = new_game("forty-five" if seed % 2 else "all-fours", seed=seed)
        assert isinstance(g, TrickGame)
        bot = SensibleBot()
        while not g.is_over:
            seat = g.to_move
            assert seat is not None
            choice = bot.choose(g)
            saved = [list(h) for h in g.hands]  # deal the unseen cards afresh
            hidden = [c for s in range(g.n) if s != seat for c in g.hands[s]]
            rng.shuffle(hidden)
            for s in range(g.n):
                if s != seat:
                    k = len(g.hands[s])
                    g.hands[s], hidden = hidden[:k], hidden[k:]
            assert bot.choose(g) == choice
            g.hands = saved
            g.play(choice)


def test_random_bot_is_seeded() -> None:
    a = new_game("pepper", seed=3)
    b = new_game("pepper", seed=3)
    assert isinstance(a, TrickGame) and isinstance(b, TrickGame)
    play_out(a, [RandomBot(7)] * 4)
    play_out(b, [RandomBot(7)] * 4)
    assert a.history == b.history
