"""Seeded playouts: reach a mid-game position by random legal moves from a seeded deal.

>>> import cardlib, random
>>> g = cardlib.new_game("war", seed=3)
>>> walk(g, random.Random(1), 5)
5
>>> len(g.history)
5
"""

from __future__ import annotations

import random
from collections.abc import Callable

from cardlib.game import Game, Move

__all__ = ["history_of", "walk", "walk_until"]


def walk(
    game: Game,
    rng: random.Random,
    steps: int,
    choose: Callable[[list[Move], random.Random], Move] | None = None,
) -> int:
    """Play up to ``steps`` moves chosen by ``choose`` (default: uniformly at random);
    stop early when the game ends. Returns the number of moves played."""
    pick = choose or (lambda moves, r: r.choice(moves))
    played = 0
    while played < steps and not game.is_over:
        moves = game.legal_moves()
        if not moves:
            break
        game.play(pick(moves, rng))
        played += 1
    return played


def walk_until(
    game: Game,
    rng: random.Random,
    stop: Callable[[Game], bool],
    *,
    chance: float = 0.4,
    limit: int = 400,
    choose: Callable[[list[Move], random.Random], Move] | None = None,
) -> bool:
    """Play random moves; at each position where ``stop(game)`` holds, stop with probability
    ``chance`` (so the positions vary with the seed). Returns True when stopped at such a
    position, False when the game ended or ``limit`` moves were played first."""
    pick = choose or (lambda moves, r: r.choice(moves))
    for _ in range(limit):
        if game.is_over:
            return False
        if stop(game) and rng.random() < chance:
            return True
        moves = game.legal_moves()
        if not moves:
            return False
        game.play(pick(moves, rng))
    return False


def history_of(game: Game) -> tuple[str, ...]:
    """The moves played so far, in notation (with the deal code they rebuild the position)."""
    return tuple(str(m) for m in game.history)
