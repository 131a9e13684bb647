"""Players for statistics and hints: random legal play and a documented greedy player,
and a fast ``simulate`` that plays a seeded deal to the end on the engine itself.

The greedy player scores every legal move and plays the best (the first of equals):

1. a card to a foundation (100);
2. a tableau move that turns up a face-down card (80; 75 into a space);
3. a tableau move that uncovers a card that can go home at once (70; 65 into a space);
4. a tableau move that empties its pile onto another pile (60);
5. the waste card onto a pile (50) or into a space (40);
6. turning the stock (10), then redealing (5);
7. otherwise it stops (0). It never makes any other move, so it cannot go round in circles.

On a positional table (Cadogan's games) the same scores apply, and besides: a pair of
fourteen (100), a transfer chain that enables a play (95), refilling a vacancy from the
talon (35) or the pack (30), ``fill`` (30); when only the swap grace is left it makes the
exchange after which most pairs can be made (the first such one).

The random player picks uniformly among the legal moves other than ``stop``; once the
stock is used up it stops after ``idle_limit`` moves in a row that send no card home.

>>> r = simulate("forty-thieves", 1, player="greedy")
>>> r.cards_home >= 0 and r.moves > 64
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from cardlib.game import Move, OptionValue
from cardlib.patience.engine import PatienceGame
from cardlib.patience.moves import DEAL, REDEAL, STOP, Deal, Redeal, Stop, Transfer
from cardlib.patience.table import Table
from cardlib.registry import game_factory

__all__ = [
    "SimResult",
    "greedy_choice",
    "greedy_hint",
    "greedy_score",
    "play_on",
    "random_choice",
    "simulate",
    "simulate_many",
    "transfer_score",
]


def greedy_score(t: Table, m: Move, want: dict[int, int]) -> int:
    """The greedy player's score for a legal move (higher is better; < 0: never)."""
    if isinstance(m, Deal):
        return 10
    if isinstance(m, Redeal):
        return 5
    name = type(m).__name__
    if name in _EXTRA_SCORES:
        return _EXTRA_SCORES[name]
    if not isinstance(m, Transfer):
        return 0
    if m.dst[0] == "f":
        return transfer_score("f" if m.src[0] == "f" else "", True, False, False, 0, 0, -1, want)
    if m.src == "s":
        return 30
    k, P = t.k, t.piles
    s = k.ids[m.src]
    to_space = not P[k.ids[m.dst]]
    kind = k.kinds[s]
    vacancy = kind == "w" and to_space and m.dst in _vacancy_names(t)
    p = P[s]
    rest = len(p) - m.count
    under = p[rest - 1] if kind == "t" and rest > 0 else -1
    return transfer_score(kind, False, to_space, vacancy, rest, t.down[s], under, want)


def transfer_score(
    kind: str,
    home: bool,
    to_space: bool,
    vacancy: bool,
    rest: int,
    down: int,
    under: int,
    want: Mapping[int, int],
) -> int:
    """The greedy player's score for a legal transfer, from what it looks at: the kind of
    the source pile (``"f"`` for a foundation, ``"w"`` the waste, ``"t"`` the tableau),
    whether the card goes home, or into a space (a vacancy of the layout), the cards left
    in the source pile and how many of them are face down, the card the move uncovers
    (-1: none) and :meth:`~cardlib.patience.table.Table.wanted` (the solver's compact
    position asks it too)."""
    if home:
        return 100 if kind != "f" else -1
    if kind == "w" and vacancy:
        return 35
    if kind == "w":
        return 40 if to_space else 50
    if kind != "t":
        return -1
    if rest > 0 and rest == down:
        return 75 if to_space else 80
    if rest > 0 and under in want:
        return 65 if to_space else 70
    if rest == 0 and not to_space:
        return 60
    return -1


_EXTRA_SCORES = {"Pair": 100, "Chain": 95, "Fill": 30, "Swap": -1}


def _vacancy_names(t: Table) -> set[str]:
    vac = getattr(t, "vacancies", None)
    return {t.k.names[i] for i in vac()} if vac is not None else set()


def _best_swap(t: Table, moves: list[Move]) -> Move | None:
    """The exchange after which the most pairs can be made (grace: two exchanges)."""
    best, most = None, -1
    P, k = t.piles, t.k
    row, col = getattr(k, "row", None), getattr(k, "col", None)
    total = getattr(getattr(t, "lay", None), "pair_total", 0)
    if row is None or col is None or not total:
        return None
    cells = [i for i in t.T if P[i]]

    def pairs_with(i: int) -> int:
        v = P[i][-1] % 13 + 1
        return sum(
            1
            for j in cells
            if j != i and (row[i] == row[j] or col[i] == col[j]) and v + P[j][-1] % 13 + 1 == total
        )

    for m in moves:
        if type(m).__name__ != "Swap":
            continue
        a, b = k.ids[m.a], k.ids[m.b]  # type: ignore[attr-defined]
        P[a], P[b] = P[b], P[a]
        n = pairs_with(a) + pairs_with(b)
        P[a], P[b] = P[b], P[a]
        if n > most:
            best, most = m, n
    return best


def greedy_choice(t: Table) -> Move | None:
    """The greedy player's move (``None`` when the game is over)."""
    moves = t.legal()
    if not moves:
        return None
    if all(type(m).__name__ in ("Swap", "Stop") for m in moves):
        if getattr(t, "swapping", 0):
            return _best_swap(t, moves)
        return _best_swap(t, moves) or STOP
    want = t.wanted()
    best, score = moves[0], -2
    for m in moves:
        s = greedy_score(t, m, want)
        if s > score:
            best, score = m, s
    if score < 0:
        return STOP
    return best


def greedy_hint(game: PatienceGame) -> Move | None:
    """The greedy player's move in ``game`` as a hint: ``None`` when it has no useful move
    (the game is over, or it would stop)."""
    m = greedy_choice(game.table)
    return None if m is None or isinstance(m, Stop) else m


def random_choice(t: Table, rng: random.Random) -> Move | None:
    """A uniformly random legal move other than ``stop`` (``stop`` if it is the only one)."""
    moves = t.legal()
    if not moves:
        return None
    if moves[-1] is STOP:
        if len(moves) == 1:
            return STOP
        return moves[rng.randrange(len(moves) - 1)]
    return moves[rng.randrange(len(moves))]


@dataclass(frozen=True)
class SimResult:
    """One simulated game: did it win, how many cards went home, how many moves."""

    game: str
    seed: int
    player: str
    won: bool
    cards_home: int
    moves: int


def simulate(
    game: str,
    seed: int,
    player: str = "greedy",
    *,
    options: Mapping[str, OptionValue] | None = None,
    max_moves: int = 5000,
    idle_limit: int = 200,
) -> SimResult:
    """Play one seeded deal to the end with ``player`` (``"greedy"`` or ``"random"``),
    straight on the engine (no undo bookkeeping). The rules are the game's own."""
    _, make, preset = game_factory(game)
    g = make(seed, {**preset, **(options or {})}, None)
    if not isinstance(g, PatienceGame):
        raise ValueError(f"{game} is not a patience game")
    t = g.table
    rng = random.Random(f"patience-{player}:{seed}")
    choose: Callable[[Table], Move | None]
    if player == "greedy":
        choose = greedy_choice
    elif player == "random":
        choose = lambda table: random_choice(table, rng)  # noqa: E731
    else:
        raise ValueError(f"unknown player {player!r}: use 'greedy' or 'random'")
    n = len(play_on(t, choose, max_moves=max_moves, idle_limit=idle_limit))
    return SimResult(g.id, seed, player, t.won, t.cards_home, n)


def play_on(
    t: Table,
    choose: Callable[[Table], Move | None],
    *,
    max_moves: int = 5000,
    idle_limit: int = 200,
) -> list[Move]:
    """Play ``choose``'s moves on table ``t`` (changed in place) until it has none, or
    after ``max_moves``, or once it may stop after ``idle_limit`` moves in a row that sent
    no card home (with unlimited passes, turning the stock never ends); the moves made."""
    played: list[Move] = []
    idle = 0
    home = t.cards_home
    while len(played) < max_moves:
        m = choose(t)
        if m is None or isinstance(m, Stop):
            break
        t.apply(m)
        played.append(m)
        progress = t.cards_home > home or (
            (m is DEAL or m is REDEAL) and t.rules.stock.redeals is not None
        )
        if progress:
            home, idle = max(home, t.cards_home), 0
        else:
            idle += 1
            if idle > idle_limit and (t.stock_out or t.rules.stop_any_time):
                break
    return played


def simulate_many(
    game: str,
    seeds: Iterable[int],
    player: str = "greedy",
    options: Mapping[str, OptionValue] | None = None,
) -> list[SimResult]:
    """``simulate`` over many seeds."""
    return [simulate(game, s, player, options=options) for s in seeds]
